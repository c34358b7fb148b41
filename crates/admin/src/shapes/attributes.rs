//! Attributes as staff manage them: each with its options as the editor shows and sends them.

use serde::{Deserialize, Serialize};
use storefront_core::attribute_edit::AttributeDraft;

/// One attribute as saved, in the editor's own form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttributeEditor {
    pub id: i64,
    /// The version the editor read: a save names it.
    pub version: i64,
    /// In the staff member's language, else Armenian.
    pub name: String,
    pub draft: AttributeDraft,
    /// How many products carry each option, in the draft's order: those carried are not removed.
    pub option_products: Vec<i64>,
}
