//! JS ⇄ Rust value conversion. Plain JSON-compatible objects (never JS `Map`s) so the shell can
//! read results as ordinary objects.

use serde::de::DeserializeOwned;
use serde::Serialize;
use storefront_core::money::{Currency, RateTable};
use wasm_bindgen::prelude::*;

pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| JsError::new(&e.to_string()))
}

pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, JsError> {
    serde_wasm_bindgen::from_value(value).map_err(|e| JsError::new(&e.to_string()))
}

pub fn currency(code: &str) -> Result<Currency, JsError> {
    Currency::parse(code).ok_or_else(|| JsError::new(&format!("unknown currency '{code}'")))
}

/// The rate table the shell passes in (from the server), or the core's default when absent.
pub fn rates(value: JsValue) -> Result<RateTable, JsError> {
    if value.is_undefined() || value.is_null() {
        Ok(RateTable::default())
    } else {
        from_js(value)
    }
}
