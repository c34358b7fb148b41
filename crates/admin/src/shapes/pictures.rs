//! A product's pictures in the editor, and the order and alt texts staff give them.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;

/// One picture as the editor shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Picture {
    pub id: i64,
    /// The small copy (300 px), for the editor's tiles.
    pub thumbnail_url: String,
    /// The original, opened from the tile.
    pub original_url: String,
    pub alts: BTreeMap<Locale, String>,
}

/// The product's pictures in the order staff put them (main one first) with their alt texts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PictureArrangement {
    pub product_id: i64,
    pub order: Vec<i64>,
    pub alts: BTreeMap<i64, BTreeMap<Locale, String>>,
}

/// Where the browser sends a picture's bytes (the body is the file itself, read by its content):
/// outside `/admin/api`, whose calls are small JSON.
pub fn upload_url(product_id: i64) -> String {
    format!("/admin/upload/products/{product_id}/pictures")
}
