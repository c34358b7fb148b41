//! Orders as their owners see them: a customer's history (`GET /api/orders`), and one order,
//! either a customer's by id (`?token`) or the one a cart placed, by its number (`?api_token`,
//! the thanks page of a guest).

use axum::extract::{RawQuery, State};
use axum::http::HeaderMap;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ApiError;
use crate::extract::{Json, Path};
use crate::routes::answers::DataAnswer;
use crate::routes::auth::SignedIn;
use crate::routes::checkout::orders::{order_json, order_json_with, shoppers_order, OrderResource};
use crate::routes::params::Params;
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::checkout::orders;

/// Orders per page of the history.
const PER_PAGE: u32 = 10;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(history)).routes(routes!(one_order))
}

/// A page of the customer's orders.
#[derive(Debug, Serialize, ToSchema)]
pub struct OrderHistory {
    pub data: Vec<OrderResource>,
    pub meta: OrderPaging,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OrderPaging {
    pub current_page: u32,
    pub last_page: i64,
    pub per_page: u32,
    pub total: i64,
}

/// The customer's orders, newest first: `{data, meta: {current_page, last_page, per_page, total}}`.
#[utoipa::path(get, path = "/api/orders", tag = "customer",
    params(("token" = String, Query), ("page" = Option<u32>, Query), ("locale" = Option<String>, Query), ("currency" = Option<String>, Query)),
    responses((status = 200, description = "`{data: [order], meta}`", body = OrderHistory), (status = 401, description = "no live token", body = crate::error::ErrorAnswer)))]
async fn history(
    State(state): State<AppState>,
    signed_in: SignedIn,
    shopper: Shopper,
    RawQuery(query): RawQuery,
) -> Result<Json<OrderHistory>, ApiError> {
    let page = Params::parse(query.as_deref()).number("page", 1, 100_000, 1)?;
    let offset = i64::from((page - 1) * PER_PAGE);
    let (rows, total) = orders::page_for_customer(&state.db, signed_in.customer_id, i64::from(PER_PAGE), offset).await?;
    let ids: Vec<i64> = rows.iter().map(|o| o.id).collect();
    let mut items = orders::items_of(&state.db, &ids).await?;
    let methods = state.catalogue.methods.get(&state.db).await?;
    let data = rows
        .iter()
        .map(|order| order_json_with(order, &items.remove(&order.id).unwrap_or_default(), &methods, &shopper))
        .collect::<Result<Vec<_>, _>>()?;
    let last_page = ((total + i64::from(PER_PAGE) - 1) / i64::from(PER_PAGE)).max(1);
    Ok(Json(OrderHistory { data, meta: OrderPaging { current_page: page, last_page, per_page: PER_PAGE, total } }))
}

/// One order: `{data: order}`. With `api_token`, `key` is the order number of that cart's
/// order; with a customer token, it is the id of one of the customer's orders.
#[utoipa::path(get, path = "/api/orders/{key}", tag = "customer",
    params(("key" = String, Path, description = "order id (with `token`) or order number (with `api_token`)"),
           ("api_token" = Option<String>, Query), ("token" = Option<String>, Query)),
    responses((status = 200, description = "`{data: order}`", body = DataAnswer<OrderResource>), (status = 401, description = "a customer token that is not live", body = crate::error::ErrorAnswer), (status = 404, description = "not this customer's or this cart's order", body = crate::error::ErrorAnswer)))]
async fn one_order(
    State(state): State<AppState>,
    shopper: Shopper,
    Path(key): Path<String>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Result<Json<DataAnswer<OrderResource>>, ApiError> {
    let params = Params::parse(query.as_deref());
    let cart_token = params.get("api_token").filter(|t| !t.is_empty());
    let order = shoppers_order(&state, &key, cart_token, &headers, query.as_deref(), None, &shopper).await?;
    Ok(Json(DataAnswer::new(order_json(&state, &order, &shopper).await?)))
}
