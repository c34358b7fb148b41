//! The shipping and payment choices, translated, with rates in the shopper's currency.

use axum::extract::State;
use serde::Serialize;
use storefront_core::checkout_methods::{CheckoutMethods, Method};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ApiError;
use crate::extract::Json;
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_payments::PaymentsConfig;

/// The payment methods a shopper may choose, in the shop's order: those staff offer that can
/// take payments here.
pub fn payments_offered<'a>(methods: &'a CheckoutMethods, payments: &PaymentsConfig) -> Vec<&'a Method> {
    methods.offered_payment().filter(|method| payments.takes_payments(method.code)).collect()
}

/// Whether a shopper may choose this payment method now.
pub fn payment_offered(methods: &CheckoutMethods, payments: &PaymentsConfig, code: &str) -> bool {
    payments_offered(methods, payments).iter().any(|method| method.code == code)
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(shippings)).routes(routes!(payments))
}

/// A shipping method in the shopper's language and currency.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ShippingMethod {
    pub code: &'static str,
    pub name: String,
    pub description: String,
    /// Decimal with four places.
    pub rate: String,
    pub formated_rate: String,
    /// The rate in drams (decimal with four places), which the bank and the wallet charge.
    pub base_rate: String,
}

/// A payment method that can take payments here. `receipt_url` (the card bank's receipt page,
/// `{paymentId}` to fill in) only for cards.
#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentMethod {
    pub method: &'static str,
    pub key: &'static str,
    pub title: String,
    pub description: String,
    pub img: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub receipt_url: Option<String>,
}

/// The shipping methods the shop offers, as `save-address` also answers them; the first is the
/// default.
pub fn shipping_list(methods: &CheckoutMethods, shopper: &Shopper) -> Result<Vec<ShippingMethod>, ApiError> {
    methods
        .offered_shipping()
        .map(|method| {
            let (name, description) = method.texts(shopper.locale);
            let rate = shopper.show(method.rate_minor)?;
            Ok(ShippingMethod {
                code: method.code,
                name: name.to_string(),
                description: description.to_string(),
                rate: rate.decimal,
                formated_rate: rate.display,
                base_rate: method.rate().to_decimal_string(),
            })
        })
        .collect()
}

#[utoipa::path(get, path = "/api/shippings", tag = "checkout",
    params(("locale" = Option<String>, Query), ("currency" = Option<String>, Query)),
    responses((status = 200, description = "The shipping methods the shop offers, the default first", body = Vec<ShippingMethod>)))]
async fn shippings(State(state): State<AppState>, shopper: Shopper) -> Result<Json<Vec<ShippingMethod>>, ApiError> {
    let methods = state.catalogue.methods.get(&state.db).await?;
    Ok(Json(shipping_list(&methods, &shopper)?))
}

#[utoipa::path(get, path = "/api/payments", tag = "checkout",
    params(("locale" = Option<String>, Query)),
    responses((status = 200, description = "Only the methods the shop offers that can take payments here, in its order", body = Vec<PaymentMethod>)))]
async fn payments(State(state): State<AppState>, shopper: Shopper) -> Result<Json<Vec<PaymentMethod>>, ApiError> {
    const PLACEHOLDER: &str = "PAYMENT-ID";
    let shop = state.config.shop_url.clone();
    let receipt = state.config.payments.ameria.client(&shop).receipt_url(PLACEHOLDER).replace(PLACEHOLDER, "{paymentId}");
    let methods = state.catalogue.methods.get(&state.db).await?;
    let list = payments_offered(&methods, &state.config.payments)
        .into_iter()
        .map(|method| {
            let (title, description) = method.texts(shopper.locale);
            PaymentMethod {
                method: method.code,
                key: method.code,
                title: title.to_string(),
                description: description.to_string(),
                img: format!("/payments/{}.svg", method.code),
                receipt_url: (method.code == "ameria_vpos").then(|| receipt.clone()),
            }
        })
        .collect();
    Ok(Json(list))
}
