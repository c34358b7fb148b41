//! The cart as pure functions, the quantity input and the login sync plan (the `Store` applies
//! cart changes to the persisted state).

use crate::convert::{from_js, to_js};
use storefront_core::cart::{AddToCart, Cart};
use storefront_core::cart_sync::{plan_login_sync, ServerLine};
use storefront_core::quantity;
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

/// What the quantity box holds while typing: undefined when empty, else the clamped number.
#[wasm_bindgen(js_name = readQuantityInput)]
pub fn read_quantity_input(text: &str) -> Option<u32> {
    match quantity::read_quantity_input(text) {
        quantity::QuantityInput::Empty => None,
        quantity::QuantityInput::Value(value) => Some(value),
    }
}

#[wasm_bindgen(js_name = commitQuantity)]
pub fn commit_quantity(text: &str) -> u32 {
    quantity::commit_quantity(text)
}

#[wasm_bindgen(js_name = stepQuantity)]
pub fn step_quantity(current: u32, up: bool) -> u32 {
    quantity::step_quantity(current, up)
}
