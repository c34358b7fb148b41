//! What the checkout steps answer (crates/api/API.md, "Cart and checkout"): each step the choices
//! of the next one with the repriced cart, and `save-order` the order with where to pay.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::orders::OrderResource;
use super::view::CartResource;

/// `save-address`: the shipping rates to choose from, and the cart.
#[derive(Debug, Serialize, ToSchema)]
pub struct AddressSaved {
    pub rates: Vec<ShippingCarrier>,
    pub cart: Option<CartResource>,
}

/// A carrier with its rates (one each here).
#[derive(Debug, Serialize, ToSchema)]
pub struct ShippingCarrier {
    pub carrier_title: String,
    pub rates: Vec<ShippingRate>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ShippingRate {
    pub method: &'static str,
    pub method_title: String,
    pub method_description: String,
    pub price: String,
    pub formated_price: String,
}

/// `save-shipping`: the payment methods that can take payments here, and the cart.
#[derive(Debug, Serialize, ToSchema)]
pub struct ShippingSaved {
    pub methods: Vec<PaymentChoice>,
    pub cart: Option<CartResource>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentChoice {
    pub method: &'static str,
    pub method_title: String,
    pub description: String,
    /// The order to show them in, from 1.
    pub sort: usize,
}

/// `save-payment`: the cart with its payment method.
#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentSaved {
    pub cart: Option<CartResource>,
}

/// `save-order`: the order (the same one for a repeated submit). A card payment continues at
/// `redirect_url` (the bank's page); an Idram payment by posting `form` from the browser.
#[derive(Debug, Serialize, ToSchema)]
pub struct OrderPlaced {
    pub success: bool,
    pub order: OrderResource,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub redirect_url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub form: Option<PaymentForm>,
}

/// A form the browser posts to the wallet: `fields` as hidden inputs.
#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentForm {
    pub action: String,
    pub method: &'static str,
    pub fields: BTreeMap<String, String>,
}
