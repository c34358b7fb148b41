//! The shopper's client state, owned here and persisted in local storage (key `state`,
//! version 2) after every change, its language and currency also in the `shop_prefs` cookie.
//! The shell reads snapshots and calls these methods; the transitions themselves are the core's.

use crate::convert::{from_js, to_js};
use gloo_storage::{LocalStorage, Storage};
use storefront_core::cart::{AddToCart, Cart};
use storefront_core::state::{ClientState, LoginResult, STORAGE_KEY};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub struct Store {
    state: ClientState,
}

/// gloo-storage panics without a window (a worker, a test runner, a locked-down browser);
/// the shop then simply works without persistence.
fn storage_available() -> bool {
    web_sys::window().and_then(|window| window.local_storage().ok().flatten()).is_some()
}

fn now_ms() -> i64 {
    js_sys_now() as i64
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn js_sys_now() -> f64;
}

fn cart_error(error: impl std::fmt::Display) -> JsError {
    JsError::new(&error.to_string())
}

#[wasm_bindgen]
impl Store {
    /// Loads the stored state (a missing or other-version state starts afresh) and applies the
    /// on-load rules, e.g. an expired customer token signs the customer out.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Store {
        let stored = if storage_available() { LocalStorage::raw().get_item(STORAGE_KEY).ok().flatten() } else { None };
        let mut state = ClientState::restore(stored.as_deref());
        state.on_load(now_ms());
        let store = Store { state };
        store.persist();
        store
    }

    /// Writes the state; storage failures (private mode, quota) only cost persistence. The
    /// language and currency also go into the preferences cookie, so the server draws the next
    /// page's first screen in them.
    fn persist(&self) {
        if storage_available() {
            let _ = LocalStorage::set(STORAGE_KEY, &self.state);
        }
        let document =
            web_sys::window().and_then(|window| window.document()).and_then(|document| document.dyn_into::<web_sys::HtmlDocument>().ok());
        if let Some(document) = document {
            let _ = document.set_cookie(&self.state.preferences().cookie());
        }
    }

    #[wasm_bindgen(unchecked_return_type = "ClientState")]
    pub fn snapshot(&self) -> Result<JsValue, JsError> {
        to_js(&self.state)
    }

    /// Changes the currency only when the code differs; returns whether it changed.
    #[wasm_bindgen(js_name = setCurrency)]
    pub fn set_currency(&mut self, code: &str) -> bool {
        let changed = self.state.set_currency(code);
        if changed {
            self.persist();
        }
        changed
    }

    #[wasm_bindgen(js_name = setLocale)]
    pub fn set_locale(&mut self, code: &str) -> bool {
        let changed = self.state.set_locale(code);
        if changed {
            self.persist();
        }
        changed
    }

    pub fn login(&mut self, #[wasm_bindgen(unchecked_param_type = "LoginResult")] result: JsValue) -> Result<(), JsError> {
        self.state.login(from_js::<LoginResult>(result)?);
        self.persist();
        Ok(())
    }

    /// The customer's rewards as re-fetched from the server (after an order).
    #[wasm_bindgen(js_name = setRewards)]
    pub fn set_rewards(&mut self, balance: f64) {
        self.state.set_rewards(balance as i64);
        self.persist();
    }

    pub fn logout(&mut self) {
        self.state.logout();
        self.persist();
    }

    #[wasm_bindgen(js_name = needsCartToken)]
    pub fn needs_cart_token(&self) -> bool {
        self.state.needs_cart_token()
    }

    #[wasm_bindgen(js_name = setCartToken)]
    pub fn set_cart_token(&mut self, token: &str) {
        self.state.cart_token = Some(token.to_string()).filter(|t| !t.is_empty());
        self.persist();
    }

    #[wasm_bindgen(js_name = toggleMobileMenu)]
    pub fn toggle_mobile_menu(&mut self) {
        self.state.toggle_mobile_menu();
        self.persist();
    }

    #[wasm_bindgen(js_name = closeMobileMenu)]
    pub fn close_mobile_menu(&mut self) {
        if self.state.mobile_menu.open {
            self.state.mobile_menu.open = false;
            self.persist();
        }
    }

    /// Adds to the cart; returns the id of the line holding the product.
    #[wasm_bindgen(js_name = cartAdd)]
    pub fn cart_add(&mut self, #[wasm_bindgen(unchecked_param_type = "AddToCart")] item: JsValue) -> Result<u32, JsError> {
        let line = self.state.cart.add(from_js::<AddToCart>(item)?).map_err(cart_error)?;
        self.persist();
        Ok(line as u32)
    }

    #[wasm_bindgen(js_name = cartRemove)]
    pub fn cart_remove(&mut self, line_id: u32) -> Result<(), JsError> {
        self.state.cart.remove(line_id.into()).map_err(cart_error)?;
        self.persist();
        Ok(())
    }

    /// Sets quantities: pairs of `[lineId, quantity]`.
    #[wasm_bindgen(js_name = cartUpdate)]
    pub fn cart_update(&mut self, #[wasm_bindgen(unchecked_param_type = "[number, number][]")] updates: JsValue) -> Result<(), JsError> {
        let updates: Vec<(u64, u32)> = from_js(updates)?;
        self.state.cart.update_quantities(&updates).map_err(cart_error)?;
        self.persist();
        Ok(())
    }

    #[wasm_bindgen(js_name = cartEmpty)]
    pub fn cart_empty(&mut self) {
        self.state.cart.empty_all();
        self.persist();
    }

    /// Replaces the optimistic cart with the server's.
    #[wasm_bindgen(js_name = replaceCart)]
    pub fn replace_cart(&mut self, #[wasm_bindgen(unchecked_param_type = "Cart")] cart: JsValue) -> Result<(), JsError> {
        self.state.cart = from_js::<Cart>(cart)?;
        self.persist();
        Ok(())
    }

    #[wasm_bindgen(js_name = wishlistAdd)]
    pub fn wishlist_add(&mut self, product: JsValue) -> Result<bool, JsError> {
        let added = self.state.wishlist_add(from_js(product)?);
        self.persist();
        Ok(added)
    }

    #[wasm_bindgen(js_name = wishlistRemove)]
    pub fn wishlist_remove(&mut self, id: u32) {
        self.state.wishlist_remove(id.into());
        self.persist();
    }

    #[wasm_bindgen(js_name = compareAdd)]
    pub fn compare_add(&mut self, product: JsValue) -> Result<bool, JsError> {
        let added = self.state.compare_add(from_js(product)?);
        self.persist();
        Ok(added)
    }

    #[wasm_bindgen(js_name = compareRemove)]
    pub fn compare_remove(&mut self, id: u32) {
        self.state.compare_remove(id.into());
        self.persist();
    }
}

impl Default for Store {
    fn default() -> Self {
        Store::new()
    }
}
