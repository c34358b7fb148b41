//! The category tree as staff manage it: every category in tree order with its texts in every
//! language, and the draft the editor sends.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use storefront_core::category_edit::CategoryTexts;
use storefront_core::locale::Locale;

/// One category, in the order the tree shows them (each followed by its subcategories).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CategoryNode {
    pub id: i64,
    pub parent_id: Option<i64>,
    /// 0 for a top-level category.
    pub depth: u32,
    /// Its place among its siblings, from 0, and how many siblings there are with it.
    pub index: u32,
    pub siblings: u32,
    /// The version the editor read: a save names it.
    pub version: i64,
    pub slug: String,
    pub enabled: bool,
    /// In the staff member's language, else Armenian.
    pub name: String,
    /// The names from the top category down to this one, joined by " › ".
    pub path: String,
    pub texts: BTreeMap<Locale, CategoryTexts>,
    /// Products put directly into it (deleted ones aside).
    pub product_count: i64,
    /// Its picture's small copy, if it has one.
    pub picture_url: Option<String>,
}

/// Where the browser sends a category's new picture (the body is the file itself).
pub fn category_picture_url(category_id: i64) -> String {
    format!("/admin/upload/categories/{category_id}/picture")
}
