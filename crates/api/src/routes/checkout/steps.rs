//! The four checkout steps. Each checks that the steps before it succeeded (the core's
//! `CheckoutStep::may_run`), re-validates what it is given with the core's rules, and the last
//! one places the order once, whatever is repeated, then starts the payment.

use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::HeaderMap;
use serde::Deserialize;
use serde_json::Value;
use storefront_core::checkout::{form_from_payloads, validate_billing, validate_order_note, BillingPayload, CheckoutStep, ShippingPayload};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::cart::{held_by, open_cart, unknown_cart};
use super::methods::{payment_offered, payments_offered, shipping_list};
use super::orders::{order_json_with, placed_mail, OrderItemOption};
use super::payment_start::{start_payment, Attempt};
use super::step_answers::{AddressSaved, OrderPlaced, PaymentChoice, PaymentSaved, ShippingCarrier, ShippingRate, ShippingSaved};
use super::view::{cart_json, price, price_lines, saved_form, CartResource, PricedCart};
use crate::error::{check_form, ApiError};
use crate::extract::Json;
use crate::routes::answers::DataAnswer;
use crate::routes::auth::optional_customer;
use crate::routes::params::Params;
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::checkout::carts::{self, CartRow, StepData};
use storefront_db::checkout::orders::{self, ItemRow, NewItem, NewOrder, OrderRow, PlaceError, Placed};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(save_address))
        .routes(routes!(save_shipping))
        .routes(routes!(save_payment))
        .routes(routes!(save_order))
}

fn last_step(cart: &CartRow) -> Option<CheckoutStep> {
    serde_json::from_value(Value::from(cart.step.as_str())).ok()
}

fn step_code(step: CheckoutStep) -> String {
    serde_json::to_value(step).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

/// The token from the body, else from the query.
fn token(body_token: &str, query: Option<&str>) -> String {
    if body_token.trim().is_empty() {
        Params::parse(query).get("api_token").unwrap_or_default().to_string()
    } else {
        body_token.trim().to_string()
    }
}

/// The cart a checkout step names: its token, and the customer's when it is a customer's cart.
struct CartRequest<'a> {
    headers: &'a HeaderMap,
    query: Option<&'a str>,
    api_token: &'a str,
    token: Option<&'a str>,
}

impl CartRequest<'_> {
    async fn customer(&self, state: &AppState) -> Result<Option<i64>, ApiError> {
        optional_customer(state, self.headers, self.query, self.token).await
    }

    fn api_token(&self) -> String {
        token(self.api_token, self.query)
    }
}

/// The open cart with something in it, where `step` may run now.
async fn cart_for_step(state: &AppState, request: CartRequest<'_>, step: CheckoutStep, shopper: &Shopper) -> Result<PricedCart, ApiError> {
    let customer = request.customer(state).await?;
    let cart = open_cart(state, &request.api_token(), customer).await?.ok_or_else(unknown_cart)?;
    check_step(state, cart, step, shopper).await
}

async fn check_step(state: &AppState, cart: CartRow, step: CheckoutStep, shopper: &Shopper) -> Result<PricedCart, ApiError> {
    if !step.may_run(last_step(&cart)) {
        return Err(ApiError::Conflict(format!("{} must come after the steps before it", step.endpoint())));
    }
    let priced = price(&state.catalogue, cart, shopper).await?;
    if priced.lines.is_empty() {
        return Err(ApiError::invalid_param("api_token", "The cart is empty"));
    }
    Ok(priced)
}

/// Saves what a step took, and answers the cart priced again with it (a shipping method changes
/// the totals): the lines as the step read them, the cart as it was saved.
async fn save_and_reprice(
    state: &AppState,
    priced: PricedCart,
    step: CheckoutStep,
    data: StepData<'_>,
    shopper: &Shopper,
) -> Result<Option<CartResource>, ApiError> {
    let cart = carts::save_step(&state.db, priced.cart, &step_code(step), data).await?;
    let rows = priced.lines.into_iter().map(|line| line.row).collect();
    cart_json(&price_lines(&state.catalogue, cart, rows, shopper).await?, shopper)
}

#[derive(Debug, Deserialize, ToSchema)]
struct AddressRequest {
    #[serde(default)]
    api_token: String,
    /// A signed-in customer's token (also accepted in the header or the query).
    #[serde(default)]
    token: Option<String>,
    billing: BillingPayload,
    /// Read only when billing says `use_for_shipping: false`; clients send `{}` otherwise.
    #[serde(default)]
    #[schema(value_type = Option<storefront_core::checkout::ShippingPayload>)]
    shipping: Option<Value>,
}

#[utoipa::path(post, path = "/api/checkout/save-address", tag = "checkout", request_body = AddressRequest,
    responses((status = 200, description = "`{data: {rates, cart}}`", body = DataAnswer<AddressSaved>),
              (status = 422, description = "`{errors: {field: [message]}}` in the requested locale", body = crate::error::ValidationAnswer)))]
async fn save_address(
    State(state): State<AppState>,
    shopper: Shopper,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Json(request): Json<AddressRequest>,
) -> Result<Json<DataAnswer<AddressSaved>>, ApiError> {
    let cart = CartRequest { headers: &headers, query: query.as_deref(), api_token: &request.api_token, token: request.token.as_deref() };
    let priced = cart_for_step(&state, cart, CheckoutStep::SaveAddress, &shopper).await?;
    let separate: Option<ShippingPayload> = match request.shipping.clone().filter(|_| !request.billing.use_for_shipping) {
        Some(value) => Some(crate::extract::parse_json(value.to_string().as_bytes()).map_err(|error| match error {
            ApiError::InvalidParam { field, message } => ApiError::InvalidParam { field: format!("shipping.{field}"), message },
            other => other,
        })?),
        None => None,
    };
    check_form(&validate_billing(&request.billing, separate.as_ref()), shopper.locale)?;
    let form = form_from_payloads(&request.billing, separate.as_ref());
    let shipping = if form.separate_shipping {
        separate
    } else {
        Some(ShippingPayload { address1: vec![form.street.clone()], name: form.full_name.clone(), phone: form.phone.clone() })
    };
    let billing = serde_json::to_string(&request.billing).map_err(ApiError::internal)?;
    let shipping = serde_json::to_string(&shipping).map_err(ApiError::internal)?;
    let cart =
        save_and_reprice(&state, priced, CheckoutStep::SaveAddress, StepData::Address { billing: &billing, shipping: &shipping }, &shopper)
            .await?;
    let methods = state.catalogue.methods.get(&state.db).await?;
    let rates = shipping_list(&methods, &shopper)?
        .into_iter()
        .map(|m| ShippingCarrier {
            carrier_title: m.name.clone(),
            rates: vec![ShippingRate {
                method: m.code,
                method_title: m.name,
                method_description: m.description,
                price: m.rate,
                formated_price: m.formated_rate,
            }],
        })
        .collect();
    Ok(Json(DataAnswer::new(AddressSaved { rates, cart })))
}

#[derive(Debug, Deserialize, ToSchema)]
struct ShippingRequest {
    #[serde(default)]
    api_token: String,
    /// A signed-in customer's token (also accepted in the header or the query).
    #[serde(default)]
    token: Option<String>,
    #[serde(default)]
    shipping_method: String,
}

#[utoipa::path(post, path = "/api/checkout/save-shipping", tag = "checkout", request_body = ShippingRequest,
    responses((status = 200, description = "`{data: {methods, cart}}`", body = DataAnswer<ShippingSaved>),
              (status = 409, description = "save-address has not succeeded", body = crate::error::ErrorAnswer)))]
async fn save_shipping(
    State(state): State<AppState>,
    shopper: Shopper,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Json(request): Json<ShippingRequest>,
) -> Result<Json<DataAnswer<ShippingSaved>>, ApiError> {
    let cart = CartRequest { headers: &headers, query: query.as_deref(), api_token: &request.api_token, token: request.token.as_deref() };
    let priced = cart_for_step(&state, cart, CheckoutStep::SaveShipping, &shopper).await?;
    let offered = priced.methods.clone();
    let method = offered.shipping_offered(request.shipping_method.trim()).ok_or_else(|| {
        let codes: Vec<&str> = offered.offered_shipping().map(|m| m.code).collect();
        ApiError::invalid_param("shipping_method", format!("shipping_method must be one of {}", codes.join(", ")))
    })?;
    let cart = save_and_reprice(&state, priced, CheckoutStep::SaveShipping, StepData::Shipping { method: method.code }, &shopper).await?;
    // The methods save-payment accepts, as GET /api/payments lists them.
    let methods = payments_offered(&offered, &state.config.payments)
        .into_iter()
        .enumerate()
        .map(|(sort, m)| {
            let (method_title, description) = m.texts(shopper.locale);
            PaymentChoice { method: m.code, method_title: method_title.into(), description: description.into(), sort: sort + 1 }
        })
        .collect();
    Ok(Json(DataAnswer::new(ShippingSaved { methods, cart })))
}

#[derive(Debug, Deserialize, ToSchema)]
struct ChosenPayment {
    #[serde(default)]
    method: String,
}

#[derive(Debug, Deserialize, ToSchema)]
struct PaymentRequest {
    #[serde(default)]
    api_token: String,
    /// A signed-in customer's token (also accepted in the header or the query).
    #[serde(default)]
    token: Option<String>,
    payment: ChosenPayment,
}

#[utoipa::path(post, path = "/api/checkout/save-payment", tag = "checkout", request_body = PaymentRequest,
    responses((status = 200, description = "`{data: {cart}}`", body = DataAnswer<PaymentSaved>),
              (status = 409, description = "save-shipping has not succeeded", body = crate::error::ErrorAnswer)))]
async fn save_payment(
    State(state): State<AppState>,
    shopper: Shopper,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    Json(request): Json<PaymentRequest>,
) -> Result<Json<DataAnswer<PaymentSaved>>, ApiError> {
    let cart = CartRequest { headers: &headers, query: query.as_deref(), api_token: &request.api_token, token: request.token.as_deref() };
    let priced = cart_for_step(&state, cart, CheckoutStep::SavePayment, &shopper).await?;
    let method = request.payment.method.trim();
    if !payment_offered(&priced.methods, &state.config.payments, method) {
        return Err(ApiError::invalid_param("payment.method", "payment.method must be one of the methods GET /api/payments lists"));
    }
    let cart = save_and_reprice(&state, priced, CheckoutStep::SavePayment, StepData::Payment { method }, &shopper).await?;
    Ok(Json(DataAnswer::new(PaymentSaved { cart })))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
struct OrderRequest {
    #[serde(default)]
    api_token: String,
    /// A signed-in customer's token (also accepted in the header or the query).
    #[serde(default)]
    token: Option<String>,
    /// The order's note, when it was not sent as the billing form's `additional`.
    #[serde(default)]
    description: Option<String>,
}

/// An order the cart already became, with its items.
async fn placed_order(db: &storefront_db::Db, id: i64) -> Result<(OrderRow, Vec<ItemRow>), ApiError> {
    let order = orders::find(db, id).await?.ok_or_else(ApiError::not_found)?;
    let items = orders::items(db, id).await?;
    Ok((order, items))
}

/// The order a priced cart becomes: its lines and totals exactly as the cart shows them.
fn new_order(priced: &PricedCart, note: Option<&str>, shopper: &Shopper) -> Result<NewOrder, ApiError> {
    let cart = &priced.cart;
    let billing: BillingPayload =
        saved_form(cart.billing.as_deref()).ok_or_else(|| ApiError::Conflict("save-address must come first".into()))?;
    let items = priced
        .lines
        .iter()
        .map(|line| {
            let options: Vec<OrderItemOption> = line
                .options
                .iter()
                .map(|o| OrderItemOption { attribute_name: o.attribute_name.clone(), option_label: o.option_label.clone() })
                .collect();
            Ok(NewItem {
                product_id: line.row.product_id,
                variant_id: line.row.variant_id,
                sku: line.row.sku.clone(),
                name: line.name.clone(),
                options: serde_json::to_string(&options).map_err(ApiError::internal)?,
                qty: line.row.quantity,
                price_minor: line.price_minor,
                total_minor: line.total_minor,
            })
        })
        .collect::<Result<Vec<_>, ApiError>>()?;
    Ok(NewOrder {
        cart_id: cart.id,
        customer_id: cart.customer_id,
        email: billing.email.trim().to_string(),
        customer_name: format!("{} {}", billing.first_name.trim(), billing.last_name.trim()).trim().to_string(),
        phone: billing.phone.trim().to_string(),
        notes: note.map(str::trim).filter(|n| !n.is_empty()).unwrap_or(billing.additional.trim()).to_string(),
        billing: cart.billing.clone().unwrap_or_default(),
        shipping: cart.shipping.clone().unwrap_or_default(),
        shipping_method: cart.shipping_method.clone().unwrap_or_default(),
        payment_method: cart.payment_method.clone().unwrap_or_default(),
        sub_total_minor: priced.sub_total_minor,
        shipping_minor: priced.shipping_minor,
        discount_minor: priced.discount_minor,
        grand_total_minor: priced.grand_total_minor,
        locale: shopper.locale.code().to_string(),
        currency: shopper.currency.code().to_string(),
        items,
    })
}

#[utoipa::path(post, path = "/api/checkout/save-order", tag = "checkout", request_body(content = Option<OrderRequest>, description = "optional: the tokens may come in the query alone"),
    responses((status = 200, description = "The order; the same order for a repeated submit", body = OrderPlaced),
              (status = 400, description = "Not enough stock (`field`: items)", body = crate::error::ErrorAnswer),
              (status = 409, description = "save-payment has not succeeded", body = crate::error::ErrorAnswer),
              (status = 502, description = "The card provider could not start the payment; the order is kept", body = crate::error::ErrorAnswer)))]
async fn save_order(
    State(state): State<AppState>,
    shopper: Shopper,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    body: Bytes,
) -> Result<Json<OrderPlaced>, ApiError> {
    // The body is optional: the token may come in the query alone.
    let request: OrderRequest =
        if body.iter().all(u8::is_ascii_whitespace) { OrderRequest::default() } else { crate::extract::parse_json(&body)? };
    let note = request.description.clone();
    check_form(&validate_order_note(note.as_deref().unwrap_or_default()), shopper.locale)?;
    let request =
        CartRequest { headers: &headers, query: query.as_deref(), api_token: &request.api_token, token: request.token.as_deref() };
    let customer = request.customer(&state).await?;
    let db = &state.db;
    let cart = carts::find_by_token(db, &request.api_token()).await?.filter(|cart| held_by(cart, customer)).ok_or_else(unknown_cart)?;
    let methods = state.catalogue.methods.get(db).await?;
    let (order, items) = match cart.order_id {
        Some(existing) => placed_order(db, existing).await?,
        None => {
            // The cart as read above: a concurrent submit may make it an order meanwhile, and
            // then `place` answers that order.
            let priced = check_step(&state, cart, CheckoutStep::SaveOrder, &shopper).await?;
            let order = new_order(&priced, note.as_deref(), &shopper)?;
            // Staff may have taken a method off since its step: the shopper chooses again.
            if methods.shipping_offered(&order.shipping_method).is_none() {
                return Err(ApiError::invalid_param(
                    "shipping_method",
                    "shipping_method must be one of the methods GET /api/shippings lists",
                ));
            }
            if !payment_offered(&methods, &state.config.payments, &order.payment_method) {
                return Err(ApiError::invalid_param("payment.method", "payment.method must be one of the methods GET /api/payments lists"));
            }
            let placed =
                orders::place(db, &order, |id| placed_mail(&order, id, &methods, &shopper)).await.map_err(|error| match error {
                    PlaceError::OutOfStock(variant) => {
                        let sku = priced.lines.iter().find(|l| l.row.variant_id == variant).map(|l| l.name.clone()).unwrap_or_default();
                        ApiError::invalid_param("items", format!("Not enough stock left of {sku}; please change the quantity"))
                    }
                    PlaceError::RewardsGone => {
                        ApiError::invalid_param("rewards", "The bonuses chosen are no longer on the account; choose them again")
                    }
                    PlaceError::Database(error) => ApiError::Database(error),
                })?;
            match placed {
                Placed::New(placed) => {
                    state.catalogue.stock.forget(order.stock_touched());
                    // The confirmation is committed in the outbox; the sender mails it in the
                    // background, so SMTP can neither slow nor fail this request.
                    state.outbox.wake();
                    // As written: nothing to read back.
                    (*placed, order.items.iter().map(ItemRow::from).collect())
                }
                Placed::Existing(id) => placed_order(db, id).await?,
            }
        }
    };
    let next = start_payment(&state, &order, &shopper, Attempt::Latest).await?;
    let order = order_json_with(&order, &items, &methods, &shopper)?;
    let answer = OrderPlaced { success: true, order, redirect_url: next.redirect_url, form: next.form };
    Ok(Json(answer))
}
