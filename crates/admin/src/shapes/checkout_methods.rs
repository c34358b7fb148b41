//! The shipping and payment methods page (owner only).

use serde::{Deserialize, Serialize};
pub use storefront_core::checkout_methods::{MethodDraft, MethodTexts, MethodsDraft};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MethodsView {
    /// The methods in force, as staff type them.
    pub methods: MethodsDraft,
    /// The payment methods that can take payments here: cash, and each provider whose
    /// credentials the server's environment holds.
    pub takes_payments: Vec<String>,
}
