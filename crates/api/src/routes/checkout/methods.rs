//! The shipping and payment choices, translated, with rates in the shopper's currency.

use axum::extract::State;
use serde::Serialize;
use storefront_core::checkout::{payment_texts, shipping_texts, PAYMENT_METHODS, SHIPPING_METHODS};
use storefront_core::money::{Amount, RateTable};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ApiError;
use crate::extract::Json;
use crate::routes::shopper::Shopper;
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

/// A shipping method in the shopper's language and currency.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ShippingMethod {
    pub code: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    /// Decimal with four places.
    pub rate: String,
    pub formated_rate: String,
}

/// A payment method that can take payments here. `receipt_url` (the card bank's receipt page,
/// `{paymentId}` to fill in) only for cards.
#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentMethod {
    pub method: &'static str,
    pub key: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub img: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub receipt_url: Option<String>,
}

/// The shipping methods as `save-address` also answers them; the first is the default.
pub fn shipping_list(shopper: &Shopper) -> Result<Vec<ShippingMethod>, ApiError> {
    SHIPPING_METHODS
        .iter()
        .map(|method| {
            let (name, description) = shipping_texts(method.code, shopper.locale);
            let rate = shopper.show(Amount::major(method.rate_major, RateTable::BASE).minor)?;
            Ok(ShippingMethod { code: method.code, name, description, rate: rate.decimal, formated_rate: rate.display })
        })
        .collect()
}

#[utoipa::path(get, path = "/api/shippings", tag = "checkout",
    params(("locale" = Option<String>, Query), ("currency" = Option<String>, Query)),
    responses((status = 200, description = "The shipping methods, the default first", body = Vec<ShippingMethod>)))]
async fn shippings(shopper: Shopper) -> Result<Json<Vec<ShippingMethod>>, ApiError> {
    Ok(Json(shipping_list(&shopper)?))
}

#[utoipa::path(get, path = "/api/payments", tag = "checkout",
    params(("locale" = Option<String>, Query)),
    responses((status = 200, description = "Only the methods that can take payments here", body = Vec<PaymentMethod>)))]
async fn payments(State(state): State<AppState>, shopper: Shopper) -> Result<Json<Vec<PaymentMethod>>, ApiError> {
    const PLACEHOLDER: &str = "PAYMENT-ID";
    let shop = state.config.shop_url.clone();
    let receipt = state.config.payments.ameria.client(&shop).receipt_url(PLACEHOLDER).replace(PLACEHOLDER, "{paymentId}");
    let list = PAYMENT_METHODS
        .iter()
        .filter(|method| payment_available(&state.config.payments, method))
        .map(|method| {
            let (title, description) = payment_texts(method, shopper.locale);
            PaymentMethod {
                method,
                key: method,
                title,
                description,
                img: format!("/payments/{method}.svg"),
                receipt_url: (*method == "ameria_vpos").then(|| receipt.clone()),
            }
        })
        .collect();
    Ok(Json(list))
}
