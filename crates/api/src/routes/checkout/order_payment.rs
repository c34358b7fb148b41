//! After checkout, the shopper's say over an unpaid order's payment (`POST
//! /api/orders/{key}/payment`): pay again online, as a new payment (the card's a new attempt
//! under a new OrderID), or take the order as cash on delivery. The core decides what may
//! change (`storefront_core::order_payment`); the newest card attempt is asked of the bank
//! first, so a payment that went through meanwhile is found rather than paid twice.

use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::HeaderMap;
use serde::Deserialize;
use storefront_core::order_payment::{change_payment, PaymentChange, PaymentChangeRefused};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::card_check::settle_latest;
use super::methods::payment_offered;
use super::orders::{order_json, shoppers_order};
use super::payment_start::{start_payment, Attempt};
use super::step_answers::OrderPlaced;
use crate::error::ApiError;
use crate::extract::{Json, Path};
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::checkout::orders;
use storefront_db::checkout::payments;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(change_order_payment))
}

/// How the shopper wants to pay an unpaid order now.
#[derive(Debug, Deserialize, ToSchema)]
pub struct OrderPaymentRequest {
    /// The token of the cart that placed the order (a guest's proof; with `key` its number).
    #[serde(default)]
    pub api_token: Option<String>,
    /// The customer's token, when signed in (also as `Authorization: Bearer`).
    #[serde(default)]
    pub token: Option<String>,
    pub payment: ChosenMethod,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ChosenMethod {
    /// A method `GET /api/payments` lists: the order's own to pay again, another online one, or
    /// `cashondelivery`.
    pub method: String,
}

/// Pays an unpaid card or Idram order again, with the same or the other online method (the
/// answer says where the browser goes: the bank's `redirect_url` or the wallet's `form`), or makes
/// it a cash-on-delivery order (neither). `key` as in `GET /api/orders/{key}`.
#[utoipa::path(post, path = "/api/orders/{key}/payment", tag = "checkout",
    params(("key" = String, Path, description = "order number (with `api_token`) or order id (with a customer token)")),
    request_body = OrderPaymentRequest,
    responses((status = 200, description = "The order, and where to pay it", body = OrderPlaced),
              (status = 400, description = "An unknown or unavailable method (`field`: payment.method)", body = crate::error::ErrorAnswer),
              (status = 401, description = "Neither the cart's token nor a live customer token", body = crate::error::ErrorAnswer),
              (status = 404, description = "Not this shopper's order", body = crate::error::ErrorAnswer),
              (status = 409, description = "The order's payment cannot change: paid, no longer pending, or cash", body = crate::error::ErrorAnswer),
              (status = 502, description = "The card provider could not start the payment", body = crate::error::ErrorAnswer)))]
async fn change_order_payment(
    State(state): State<AppState>,
    shopper: Shopper,
    Path(key): Path<String>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    body: Bytes,
) -> Result<Json<OrderPlaced>, ApiError> {
    let request: OrderPaymentRequest = crate::extract::parse_json(&body)?;
    let cart_token = request.api_token.as_deref().map(str::trim).filter(|t| !t.is_empty());
    let order = shoppers_order(&state, &key, cart_token, &headers, query.as_deref(), request.token.as_deref(), &shopper).await?;
    let method = request.payment.method.trim();
    let methods = state.catalogue.methods.get(&state.db).await?;
    if !payment_offered(&methods, &state.config.payments, method) {
        return Err(ApiError::invalid_param("payment.method", "payment.method must be one of the methods GET /api/payments lists"));
    }
    // A card payment that went through meanwhile makes the order paid, and the change refused.
    let order = if settle_latest(&state, &order).await? {
        orders::find(&state.db, order.id).await?.ok_or_else(ApiError::not_found)?
    } else {
        order
    };
    let change = change_payment(&order.facts(), method).map_err(|refused| ApiError::Conflict(refused.message(shopper.locale)))?;
    if method != order.payment_method && !payments::change_method(&state.db, order.id, &order.payment_method, method).await? {
        // A confirmation or another change came first: say what the order is now.
        let now = orders::find(&state.db, order.id).await?.ok_or_else(ApiError::not_found)?;
        let refused = change_payment(&now.facts(), method).err().unwrap_or(PaymentChangeRefused::ChangedMeanwhile);
        return Err(ApiError::Conflict(refused.message(shopper.locale)));
    }
    let order = orders::find(&state.db, order.id).await?.ok_or_else(ApiError::not_found)?;
    let next = match change {
        PaymentChange::PayOnline(_) => start_payment(&state, &order, &shopper, Attempt::New).await?,
        PaymentChange::SwitchToCash => Default::default(),
    };
    Ok(Json(OrderPlaced {
        success: true,
        order: order_json(&state, &order, &shopper).await?,
        redirect_url: next.redirect_url,
        form: next.form,
    }))
}
