//! The shipping and payment choices, translated, with rates in the shopper's currency.

use axum::extract::State;
use serde_json::{json, Value};
use storefront_core::checkout::{payment_texts, shipping_texts, PAYMENT_METHODS, SHIPPING_METHODS};
use storefront_core::money::{Amount, RateTable};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ApiError;
use crate::extract::Json;
use crate::routes::catalog::context::Shopper;
use crate::state::AppState;
use storefront_payments::PaymentsConfig;

/// Whether a payment method can take payments here: cash always, the providers once configured.
pub fn payment_available(payments: &PaymentsConfig, method: &str) -> bool {
    match method {
        "cashondelivery" => true,
        "ameria_vpos" => payments.ameria.is_configured(),
        "idram" => payments.idram.is_configured(),
        _ => false,
    }
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(shippings)).routes(routes!(payments))
}

/// The shipping methods as `save-address` also answers them; the first is the default.
pub fn shipping_list(shopper: &Shopper) -> Result<Vec<Value>, ApiError> {
    SHIPPING_METHODS
        .iter()
        .map(|method| {
            let (name, description) = shipping_texts(method.code, shopper.locale);
            let rate = shopper.show(Amount::major(method.rate_major, RateTable::BASE).minor)?;
            Ok(json!({ "code": method.code, "name": name, "description": description,
                       "rate": rate.decimal, "formated_rate": rate.display }))
        })
        .collect()
}

#[utoipa::path(get, path = "/api/shippings", tag = "checkout",
    params(("locale" = Option<String>, Query), ("currency" = Option<String>, Query)),
    responses((status = 200, description = "`[{code, name, description, rate, formated_rate}]`, the default first", body = Object)))]
async fn shippings(shopper: Shopper) -> Result<Json<Value>, ApiError> {
    Ok(Json(Value::Array(shipping_list(&shopper)?)))
}

#[utoipa::path(get, path = "/api/payments", tag = "checkout",
    params(("locale" = Option<String>, Query)),
    responses((status = 200, description = "`[{method, key, title, description, img, receipt_url?}]`: only the methods that can take payments here", body = Object)))]
async fn payments(State(state): State<AppState>, shopper: Shopper) -> Result<Json<Value>, ApiError> {
    const PLACEHOLDER: &str = "PAYMENT-ID";
    let shop = crate::seo::base_url(&state.config);
    let receipt = state.config.payments.ameria.client(&shop).receipt_url(PLACEHOLDER).replace(PLACEHOLDER, "{paymentId}");
    let list = PAYMENT_METHODS
        .iter()
        .filter(|method| payment_available(&state.config.payments, method))
        .map(|method| {
            let (title, description) = payment_texts(method, shopper.locale);
            let mut entry = json!({ "method": method, "key": method, "title": title, "description": description,
                                    "img": format!("/payments/{method}.svg") });
            if *method == "ameria_vpos" {
                entry["receipt_url"] = Value::from(receipt.clone());
            }
            entry
        })
        .collect();
    Ok(Json(Value::Array(list)))
}
