//! The cart calls (crates/api/API.md): token, read, add, update, remove. Lines are stored as
//! (product, variant, quantity); prices and stock are read from the products on every answer.

use std::collections::BTreeMap;

use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::HeaderMap;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::view::{cart_json, price, CartAnswer};
use crate::error::ApiError;
use crate::extract::{parse_json, require_json, Json, Path};
use crate::routes::auth::optional_customer;
use crate::routes::params::Params;
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::catalog::products;
use storefront_db::checkout::carts::{self, CartRow};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(new_token))
        .routes(routes!(read_cart))
        .routes(routes!(add))
        .routes(routes!(update))
        .routes(routes!(remove_item))
}

/// A new cart's token: 128 random bits, hex.
fn random_token() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// Whether a request may use `cart`: a guest cart by its token alone; a customer's cart only with
/// that customer's token too, so a leaked `api_token` opens neither its address nor its bonuses.
pub fn held_by(cart: &CartRow, customer: Option<i64>) -> bool {
    cart.customer_id.is_none() || cart.customer_id == customer
}

/// The cart a token names for this customer (or guest), unless it already became an order
/// (then the shopper's cart is empty).
pub async fn open_cart(state: &AppState, token: &str, customer: Option<i64>) -> Result<Option<CartRow>, ApiError> {
    Ok(carts::find_by_token(&state.db, token.trim()).await?.filter(|cart| cart.order_id.is_none() && held_by(cart, customer)))
}

/// The refusal of a token this server did not issue (or that names another customer's cart):
/// the shell asks for a new token on it.
pub fn unknown_cart() -> ApiError {
    ApiError::invalid_param("api_token", "No cart with this api_token (GET /api/checkout/cart/token)")
}

/// The cart to change: the token's open cart, or, the first add after an order, a new one under
/// the same token. Only tokens from `GET /api/checkout/cart/token` name a cart: any other string
/// is refused, so two clients cannot share a cart by choosing the same token.
async fn cart_to_change(state: &AppState, token: &str, customer: Option<i64>) -> Result<CartRow, ApiError> {
    let token = token.trim();
    if token.is_empty() {
        return Err(ApiError::invalid_param("api_token", "api_token is required (GET /api/checkout/cart/token)"));
    }
    let existing = carts::find_by_token(&state.db, token).await?.filter(|cart| held_by(cart, customer)).ok_or_else(unknown_cart)?;
    if existing.order_id.is_none() {
        return Ok(existing);
    }
    carts::retire(&state.db, &existing).await?;
    // The next cart under this token stays the same customer's.
    let id = carts::create_for(&state.db, token, existing.customer_id).await?;
    carts::find(&state.db, id).await?.ok_or_else(|| ApiError::internal("cart vanished"))
}

async fn answer(state: &AppState, cart: Option<CartRow>, shopper: &Shopper, message: Option<&str>) -> Result<CartAnswer, ApiError> {
    let data = match cart {
        Some(cart) => cart_json(&price(&state.catalogue, cart, shopper).await?, shopper)?,
        None => None,
    };
    Ok(CartAnswer { message: message.map(str::to_string), data })
}

/// A cart's token, to send as `api_token` with every cart and checkout call.
#[derive(Debug, Serialize, ToSchema)]
pub struct CartToken {
    pub api_token: String,
}

/// A new, empty guest cart; with a customer `token`, the customer's open cart (made when
/// missing), so the cart follows the customer from device to device.
#[utoipa::path(get, path = "/api/checkout/cart/token", tag = "cart",
    params(("token" = Option<String>, Query, description = "a signed-in customer's token")),
    responses((status = 200, description = "The cart's token", body = CartToken), (status = 401, description = "a dead customer token", body = crate::error::ErrorAnswer)))]
async fn new_token(State(state): State<AppState>, headers: HeaderMap, RawQuery(query): RawQuery) -> Result<Json<CartToken>, ApiError> {
    let customer = optional_customer(&state, &headers, query.as_deref(), None).await?;
    if let Some(customer_id) = customer {
        if let Some(cart) = carts::open_for_customer(&state.db, customer_id).await? {
            return Ok(Json(CartToken { api_token: cart.api_token }));
        }
    }
    let token = random_token();
    carts::create_for(&state.db, &token, customer).await?;
    Ok(Json(CartToken { api_token: token }))
}

/// The cart of `api_token`; `data` is null when it is empty or unknown.
#[utoipa::path(get, path = "/api/checkout/cart", tag = "cart",
    params(("api_token" = String, Query), ("locale" = Option<String>, Query), ("currency" = Option<String>, Query)),
    responses((status = 200, description = "`{\"data\": cart|null}`", body = CartAnswer)))]
async fn read_cart(
    State(state): State<AppState>,
    shopper: Shopper,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Result<Json<CartAnswer>, ApiError> {
    let params = Params::parse(query.as_deref());
    let cart = match params.get("api_token") {
        Some(token) if !token.is_empty() => {
            let customer = optional_customer(&state, &headers, query.as_deref(), None).await?;
            open_cart(&state, token, customer).await?
        }
        _ => None,
    };
    Ok(Json(answer(&state, cart, &shopper, None).await?))
}

/// What an add asks for, from a JSON body or (after login) from the query string.
#[derive(Debug, Default, Deserialize, ToSchema)]
struct AddRequest {
    #[serde(default)]
    api_token: String,
    /// A signed-in customer's token (also accepted in the header or the query).
    #[serde(default)]
    token: Option<String>,
    #[serde(default, deserialize_with = "strict_whole_number")]
    quantity: Option<i64>,
    /// attribute id → option id of a configurable product's choice.
    #[serde(default)]
    #[schema(value_type = BTreeMap<String, i64>)]
    attributes: BTreeMap<String, Value>,
    #[serde(default, alias = "super_attribute")]
    #[schema(value_type = BTreeMap<String, i64>)]
    super_attributes: BTreeMap<String, Value>,
    #[serde(default, deserialize_with = "strict_whole_number")]
    selected_configurable_option: Option<i64>,
    /// Refused when present: the shop sets prices.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    price: Option<Value>,
}

/// A whole number sent as a JSON number or as text (forms and query strings send text); anything
/// else (`2.5`, `"abc"`, `true`, `null`) is refused, never read as a default.
fn strict_whole_number<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<i64>, D::Error> {
    let value = Value::deserialize(deserializer)?;
    whole_number(&value).map(Some).ok_or_else(|| serde::de::Error::custom("expected a whole number"))
}

/// A whole number sent as a JSON number or as text.
pub(super) fn whole_number(value: &Value) -> Option<i64> {
    match value {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn add_request(headers: &HeaderMap, query: Option<&str>, body: &Bytes) -> Result<AddRequest, ApiError> {
    let empty = body.iter().all(u8::is_ascii_whitespace);
    if !empty {
        require_json(headers)?;
    }
    let mut request: AddRequest = if empty { AddRequest::default() } else { parse_json(body)? };
    // The query-string form of the post-login sync; body fields win when both are given.
    let params = Params::parse(query);
    if request.api_token.is_empty() {
        request.api_token = params.get("api_token").unwrap_or_default().to_string();
    }
    if request.quantity.is_none() {
        request.quantity = match params.get("quantity") {
            Some(text) => Some(text.trim().parse().map_err(|_| ApiError::invalid_param("quantity", "quantity must be a whole number"))?),
            None => None,
        };
    }
    if request.price.is_none() && params.get("price").is_some() {
        request.price = Some(Value::Null);
    }
    Ok(request)
}

fn option_map(request: &AddRequest) -> Result<BTreeMap<i64, i64>, ApiError> {
    let bad = || ApiError::invalid_param("attributes", "attributes must map attribute ids to option ids");
    let mut chosen = BTreeMap::new();
    for (attribute, option) in request.attributes.iter().chain(&request.super_attributes) {
        let attribute: i64 = attribute.parse().map_err(|_| bad())?;
        let option = whole_number(option).ok_or_else(bad)?;
        chosen.insert(attribute, option);
    }
    Ok(chosen)
}

/// The variant a configurable product's choice names (or the simple product itself).
async fn bought_variant(state: &AppState, product_id: i64, kind: &str, request: &AddRequest) -> Result<i64, ApiError> {
    if kind != "configurable" {
        return Ok(product_id);
    }
    let db = &state.db;
    let variants = products::load_variants(db, &[product_id], storefront_core::locale::Locale::Hy).await?;
    let ids: Vec<i64> = variants.iter().map(|v| v.id).collect();
    if let Some(chosen) = request.selected_configurable_option {
        return ids.contains(&chosen).then_some(chosen).ok_or_else(|| {
            ApiError::invalid_param("selected_configurable_option", "selected_configurable_option is not a variant of this product")
        });
    }
    let wanted = option_map(request)?;
    let supers = products::load_super_attributes(db, product_id).await?;
    if supers.iter().any(|a| !wanted.contains_key(a)) {
        return Err(ApiError::invalid_param("attributes", "Choose every option of this product first"));
    }
    let values = products::load_attribute_values(db, &ids).await?;
    ids.into_iter()
        .find(|variant| {
            supers.iter().all(|attribute| values.iter().any(|(v, a, o)| v == variant && a == attribute && Some(o) == wanted.get(attribute)))
        })
        .ok_or_else(|| ApiError::invalid_param("attributes", "No variant of this product has these options"))
}

/// Adds a product (a configurable one by its chosen options). Adding what is already in the
/// cart raises its quantity; more than the stock is refused.
#[utoipa::path(post, path = "/api/checkout/cart/add/{product_id}", tag = "cart", request_body = AddRequest,
    params(("product_id" = i64, Path)),
    responses((status = 200, description = "`{\"message\", \"data\": cart}`", body = CartAnswer),
              (status = 400, description = "`{\"error\", \"field\"}`: out of stock, too many, bad options", body = crate::error::ErrorAnswer),
              (status = 404, description = "No such product", body = crate::error::ErrorAnswer),
              (status = 422, description = "A price was sent", body = crate::error::ValidationAnswer)))]
async fn add(
    State(state): State<AppState>,
    shopper: Shopper,
    Path(product_id): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<CartAnswer>, ApiError> {
    let request = add_request(&headers, query.as_deref(), &body)?;
    if request.price.is_some() {
        return Err(ApiError::Validation(
            crate::error::FieldErrors::new().with("price", "Prices are set by the shop, not by the request."),
        ));
    }
    let product_id: i64 = product_id
        .parse()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| ApiError::invalid_param("product_id", "product_id must be a product id"))?;
    let quantity = request.quantity.unwrap_or(1);
    if quantity < 1 {
        return Err(ApiError::invalid_param("quantity", "quantity must be at least 1"));
    }
    let kind = products::listed_kind(&state.db, product_id).await?.ok_or_else(|| ApiError::NotFound("Product not found".into()))?;
    let variant = bought_variant(&state, product_id, &kind, &request).await?;
    let customer = optional_customer(&state, &headers, query.as_deref(), request.token.as_deref()).await?;
    let cart = cart_to_change(&state, &request.api_token, customer).await?;
    let carts::Held { in_cart, stock } = carts::held(&state.db, cart.id, variant).await?;
    let wanted = in_cart.saturating_add(quantity);
    if wanted > stock {
        let message = if stock <= in_cart {
            "This product is out of stock".to_string()
        } else {
            format!("Only {} more can be added", stock - in_cart)
        };
        return Err(ApiError::invalid_param("quantity", message));
    }
    carts::put_line(&state.db, cart.id, product_id, variant, wanted).await?;
    Ok(Json(answer(&state, Some(cart), &shopper, Some("Item added to cart successfully.")).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
struct UpdateRequest {
    #[serde(default)]
    api_token: String,
    #[serde(default)]
    token: Option<String>,
    /// cart item id → new quantity.
    #[serde(default)]
    #[schema(value_type = BTreeMap<String, i64>)]
    qty: BTreeMap<String, Value>,
}

/// Sets quantities by cart item id; each must be at least 1 and at most the stock.
#[utoipa::path(put, path = "/api/checkout/cart/update", operation_id = "update_cart", tag = "cart", request_body = UpdateRequest,
    responses((status = 200, description = "`{\"message\", \"data\": cart}`", body = CartAnswer),
              (status = 400, description = "`{\"error\", \"field\"}`", body = crate::error::ErrorAnswer)))]
async fn update(
    State(state): State<AppState>,
    shopper: Shopper,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Json(request): Json<UpdateRequest>,
) -> Result<Json<CartAnswer>, ApiError> {
    let customer = optional_customer(&state, &headers, query.as_deref(), request.token.as_deref()).await?;
    let cart = open_cart(&state, &request.api_token, customer).await?.ok_or_else(unknown_cart)?;
    let lines = carts::lines(&state.db, cart.id).await?;
    let mut changes = Vec::with_capacity(request.qty.len());
    for (id, quantity) in &request.qty {
        let field = format!("qty.{id}");
        let line = id
            .parse::<i64>()
            .ok()
            .and_then(|id| lines.iter().find(|l| l.id == id))
            .ok_or_else(|| ApiError::invalid_param(&field, "No such item in this cart"))?;
        let quantity = whole_number(quantity)
            .filter(|q| *q >= 1)
            .ok_or_else(|| ApiError::invalid_param(&field, "Quantity must be a whole number of at least 1"))?;
        if quantity > line.stock {
            return Err(ApiError::invalid_param(&field, format!("Only {} left", line.stock.max(0))));
        }
        changes.push((line.id, quantity));
    }
    for (line, quantity) in changes {
        carts::set_quantity(&state.db, cart.id, line, quantity).await?;
    }
    Ok(Json(answer(&state, Some(cart), &shopper, Some("Cart updated successfully.")).await?))
}

/// Removes one line.
#[utoipa::path(get, path = "/api/checkout/cart/remove-item/{cart_item_id}", tag = "cart",
    params(("cart_item_id" = i64, Path), ("api_token" = String, Query)),
    responses((status = 200, description = "`{\"message\", \"data\": cart|null}`", body = CartAnswer),
              (status = 404, description = "No such item in this cart", body = crate::error::ErrorAnswer)))]
async fn remove_item(
    State(state): State<AppState>,
    shopper: Shopper,
    Path(item): Path<String>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Result<Json<CartAnswer>, ApiError> {
    let params = Params::parse(query.as_deref());
    let token = params.get("api_token").unwrap_or_default();
    let customer = optional_customer(&state, &headers, query.as_deref(), None).await?;
    let cart = open_cart(&state, token, customer).await?.ok_or_else(unknown_cart)?;
    let item: i64 = item.parse().map_err(|_| ApiError::invalid_param("cart_item_id", "cart_item_id must be a number"))?;
    if !carts::remove_line(&state.db, cart.id, item).await? {
        return Err(ApiError::NotFound("No such item in this cart".into()));
    }
    Ok(Json(answer(&state, Some(cart), &shopper, Some("Item removed from cart successfully.")).await?))
}
