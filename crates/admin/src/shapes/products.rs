//! The catalogue's products as staff manage them: the product table with its filters, one
//! product in the editor, and what the table does to the rows chosen.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;
use storefront_core::product_edit::{ProductDraft, TranslationState};

pub const PRODUCTS_PER_PAGE: u32 = 25;

/// Which stock the table shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StockLevel {
    /// More than the low-stock threshold.
    InStock,
    /// In stock, at most the threshold.
    Low,
    SoldOut,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ProductQuery {
    /// A name in any script, or the start of an SKU.
    pub search: String,
    pub category_id: Option<i64>,
    pub seller_id: Option<i64>,
    pub stock: Option<StockLevel>,
    pub enabled: Option<bool>,
    /// Only products without a Russian or English name.
    pub missing_translation: bool,
    /// The deleted products, restorable for 30 days, instead of the others.
    pub deleted: bool,
    /// `newest` (default), `name`, `price_asc`, `price_desc`, `stock_asc`, `sku`.
    pub sort: String,
    /// From 1.
    pub page: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProductRow {
    pub id: i64,
    /// The version the row was read at: an edit in place names it, as the editor's save does.
    pub version: i64,
    pub sku: String,
    /// In the staff member's language, else Armenian.
    pub name: String,
    /// `simple` or `configurable`.
    pub kind: String,
    pub price_minor: i64,
    pub special_price_minor: Option<i64>,
    pub stock: i64,
    pub enabled: bool,
    /// The languages whose name is missing.
    pub missing: Vec<Locale>,
    /// The first picture's path under /storage, if any.
    pub picture: Option<String>,
    /// Deleted products: the last day they can be restored (`YYYY-MM-DD`).
    pub restorable_until: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProductPage {
    pub products: Vec<ProductRow>,
    /// How many match, counted up to a cap; `more` when more than that match ("10,000+").
    pub total: i64,
    pub more: bool,
    pub page: u32,
    pub last_page: u32,
}

/// A category as the editor and the filters offer it: its name with its parents' ("Clothes ›
/// Women").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CategoryChoice {
    pub id: i64,
    pub path: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SellerChoice {
    pub id: i64,
    pub name: String,
}

/// What the table's filters and the editor choose from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CatalogueChoices {
    pub categories: Vec<CategoryChoice>,
    pub sellers: Vec<SellerChoice>,
}

/// One product in the editor: the draft as saved, the version it was read at (a save names
/// it, so a second editor is told), and how each translation stands against the Armenian.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProductEditor {
    pub id: i64,
    pub version: i64,
    pub kind: String,
    pub draft: ProductDraft,
    pub translations: BTreeMap<Locale, TranslationState>,
    /// The shop's address of the product, when it is listed.
    pub shop_url: Option<String>,
}

/// What the table does to the chosen rows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BulkChange {
    Enable,
    Disable,
    Delete,
    Restore,
    AddCategory { category_id: i64 },
    RemoveCategory { category_id: i64 },
}

/// The answer to a bulk change: how many products it changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BulkResult {
    pub changed: u32,
}

/// A price or stock edited in place in the table, as typed: both read by the core.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InlineEdit {
    pub id: i64,
    pub version: i64,
    pub price: String,
    pub stock: String,
}

/// An attribute a product may vary by, with its options, for the variants' editor.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VaryingAttribute {
    pub id: i64,
    /// In the staff member's language, else Armenian.
    pub name: String,
    /// (option id, label, code), in the attribute's order.
    pub options: Vec<(i64, String, String)>,
}

/// A product's variants in the editor, at the product's version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VariantsEditor {
    pub product_id: i64,
    /// The product's version: a save of the variants names it, as the product's own save does.
    pub version: i64,
    pub draft: storefront_core::variant_edit::VariantsDraft,
    /// Every attribute with options, to vary by.
    pub attributes: Vec<VaryingAttribute>,
    /// The product's price and stock as they now stand (its variants' when it has any), for the
    /// product's own form to show.
    pub price_minor: i64,
    pub stock: i64,
}
