//! The shop's shipping and payment methods (the owner): read, and saved whole.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use super::AdminError;
use crate::shapes::checkout_methods::{MethodsDraft, MethodsView};

#[server(prefix = "/admin/api", endpoint = "checkout-methods/get", input = Json)]
pub async fn get_methods() -> Result<MethodsView, AdminError> {
    crate::server::checkout_methods::get().await
}

/// Saves every method at once (checked by the core, audited); the storefront's checkout follows
/// within a second. Answers them as stored.
#[server(prefix = "/admin/api", endpoint = "checkout-methods/save", input = Json)]
pub async fn save_methods(methods: MethodsDraft) -> Result<MethodsView, AdminError> {
    crate::server::checkout_methods::save(methods).await
}
