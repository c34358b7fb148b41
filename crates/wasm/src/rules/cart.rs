//! The cart as pure functions, the quantity input and the login sync plan (the `Store` applies
//! cart changes to the persisted state).

use crate::convert::{currency, from_js, to_js};
use storefront_core::cart::{self as core_cart, AddToCart, Cart, CartResource};
use storefront_core::cart_sync::{plan_login_sync, ServerLine};
use storefront_core::money::{Amount, Currency};
use storefront_core::{checkout, quantity, rewards};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_name = emptyCart, unchecked_return_type = "Cart")]
pub fn empty_cart() -> Result<JsValue, JsError> {
    to_js(&Cart::default())
}

/// Returns the cart with the item added (same product and options raise the quantity).
#[wasm_bindgen(js_name = cartAdd, unchecked_return_type = "Cart")]
pub fn cart_add(
    #[wasm_bindgen(unchecked_param_type = "Cart")] cart: JsValue,
    #[wasm_bindgen(unchecked_param_type = "AddToCart")] item: JsValue,
) -> Result<JsValue, JsError> {
    let mut cart: Cart = from_js(cart)?;
    let item: AddToCart = from_js(item)?;
    cart.add(item).map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&cart)
}

/// The client cart that mirrors the server's cart resource (lines keep the server's cart item
/// ids; amounts stay in the cart's currency; totals recomputed by the core).
#[wasm_bindgen(js_name = cartFromResource, unchecked_return_type = "Cart")]
pub fn cart_from_resource(#[wasm_bindgen(unchecked_param_type = "CartResource")] resource: JsValue) -> Result<JsValue, JsError> {
    let resource: CartResource = from_js(resource)?;
    to_js(&Cart::from_resource(&resource).map_err(|e| JsError::new(&e.to_string()))?)
}

/// The cart with its shipping line at `rate` (a decimal in the cart's currency), totals
/// recomputed: the checkout summary for the chosen shipping method.
#[wasm_bindgen(js_name = cartWithShipping, unchecked_return_type = "Cart")]
pub fn cart_with_shipping(#[wasm_bindgen(unchecked_param_type = "Cart")] cart: JsValue, rate: &str) -> Result<JsValue, JsError> {
    let mut cart: Cart = from_js(cart)?;
    let price = Amount::parse_decimal(rate, cart.currency()).map_err(|e| JsError::new(&e.to_string()))?;
    cart.set_extra_line("shipping", price).map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&cart)
}

/// The quantities "Update Cart" sends: of the edits `[cartItemId, quantity]`, those that change a
/// line (`lines`: each line's current `[cartItemId, quantity]`). Empty: nothing to update.
#[wasm_bindgen(js_name = cartQuantityChanges, unchecked_return_type = "[number, number][]")]
pub fn cart_quantity_changes(
    #[wasm_bindgen(unchecked_param_type = "[number, number][]")] lines: JsValue,
    #[wasm_bindgen(unchecked_param_type = "[number, number][]")] edits: JsValue,
) -> Result<JsValue, JsError> {
    let lines: Vec<(u64, u32)> = from_js(lines)?;
    let edits: Vec<(u64, u32)> = from_js(edits)?;
    to_js(&core_cart::quantity_changes(&lines, &edits))
}

/// What the login sync must send: lines to add and quantities to update on the server cart.
#[wasm_bindgen(js_name = planLoginSync, unchecked_return_type = "SyncPlan")]
pub fn plan_login_sync_js(
    #[wasm_bindgen(unchecked_param_type = "Cart")] cart: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ServerLine[]")] server_lines: JsValue,
) -> Result<JsValue, JsError> {
    let cart: Cart = from_js(cart)?;
    let server: Vec<ServerLine> = from_js(server_lines)?;
    to_js(&plan_login_sync(&cart, &server))
}

/// The most the stepper offers for a product with `stock` pieces left (undefined: not known).
#[wasm_bindgen(js_name = quantityLimit)]
pub fn quantity_limit(stock: Option<f64>) -> u32 {
    quantity::quantity_limit(stock.map(|stock| stock as i64))
}

/// What the quantity box holds while typing: undefined when empty, else the number kept within
/// the minimum and `limit` (`quantityLimit`; undefined: the largest a line may hold).
#[wasm_bindgen(js_name = readQuantityInput)]
pub fn read_quantity_input(text: &str, limit: Option<u32>) -> Option<u32> {
    match quantity::read_quantity_input(text, limit.unwrap_or(quantity::MAX_QUANTITY)) {
        quantity::QuantityInput::Empty => None,
        quantity::QuantityInput::Value(value) => Some(value),
    }
}

#[wasm_bindgen(js_name = commitQuantity)]
pub fn commit_quantity(text: &str, limit: Option<u32>) -> u32 {
    quantity::commit_quantity(text, limit.unwrap_or(quantity::MAX_QUANTITY))
}

#[wasm_bindgen(js_name = stepQuantity)]
pub fn step_quantity(current: u32, up: bool, limit: Option<u32>) -> u32 {
    quantity::step_quantity(current, up, limit.unwrap_or(quantity::MAX_QUANTITY))
}

/// Whether `quantity` is all the `stock` there is (the page says how many are left).
#[wasm_bindgen(js_name = stockReached)]
pub fn stock_reached(quantity: u32, stock: Option<f64>) -> bool {
    quantity::stock_reached(quantity, stock.map(|stock| stock as i64))
}

/// The most bonuses the checkout offers to spend, in whole drams: the balance, at most the
/// cart's subtotal when it is in drams (`sub_total` a decimal in `currency_code`).
#[wasm_bindgen(js_name = rewardsSpendLimit)]
pub fn rewards_spend_limit(balance: f64, sub_total: &str, currency_code: &str) -> Result<f64, JsError> {
    let sub_total = Amount::parse_decimal(sub_total, currency(currency_code)?).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(rewards::spend_limit(balance as i64, sub_total) as f64)
}

/// The charge in drams for a cart shown in `shown_currency` (the cart's `base_sub_total` and
/// `base_discount`, and the chosen shipping method's `base_rate`, decimals in drams), formatted;
/// undefined when the cart is shown in drams.
#[wasm_bindgen(js_name = chargeInDrams)]
pub fn charge_in_drams(
    shown_currency: &str,
    base_sub_total: &str,
    base_discount: &str,
    shipping_base_rate: &str,
) -> Result<Option<String>, JsError> {
    let drams = |text: &str| Amount::parse_decimal(text, Currency::Amd).map_err(|e| JsError::new(&e.to_string()));
    let charge =
        checkout::charge_in_drams(currency(shown_currency)?, drams(base_sub_total)?, drams(base_discount)?, drams(shipping_base_rate)?);
    Ok(charge.map(Amount::display))
}

/// The bonuses typed into the checkout's box: a whole number from 1 to `limit`, else undefined.
#[wasm_bindgen(js_name = rewardsRequested)]
pub fn rewards_requested(text: &str, limit: f64) -> Option<f64> {
    rewards::requested(text, limit as i64).map(|drams| drams as f64)
}
