//! What `/api/openapi.json` says the product resource looks like. The resource itself is
//! written field by field from cached, pre-rendered parts (`resource.rs`, `catalogue/rendered.rs`)
//! so that a list costs no JSON tree; these types only describe it. The HTTP tests check every
//! answer against this description (tests/common/contract.rs), so the two cannot drift apart. Handlers answer the real types
//! and document these (`body = DataAnswer<Vec<Product>>`).

/// What a catalogue list's `data` holds: products, then the price range's two objects.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
#[allow(dead_code, clippy::large_enum_variant)] // never built: it only describes the answer
pub enum CatalogueEntry {
    Product(Product),
    MaxPrice {
        #[serde(rename = "maxPrice")]
        max_price: f64,
    },
    MinPrice {
        #[serde(rename = "minPrice")]
        min_price: f64,
    },
}

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::resource::ConfigurableAttribute;

/// A product as lists, search and the product page show it, prices in the requested currency.
#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
pub struct Product {
    id: i64,
    product_id: i64,
    /// The configurable product a variant belongs to.
    parent_id: Option<i64>,
    sku: String,
    /// `simple` or `configurable`.
    #[serde(rename = "type")]
    kind: String,
    name: String,
    /// `null` for a variant, which has no page of its own.
    url_key: Option<String>,
    /// Decimal with four places (`"20000.0000"`).
    price: String,
    formated_price: String,
    formatted_price: String,
    /// `"0.0000"` without a special price.
    special_price: String,
    formated_special_price: Option<String>,
    formatted_special_price: Option<String>,
    /// The regular price, when a special price replaces it.
    old_price: Option<String>,
    discount_percent: Option<u32>,
    currency: String,
    new: bool,
    featured: bool,
    in_stock: bool,
    qty: i64,
    shop_name: Option<String>,
    seller: Option<ProductSeller>,
    /// Sanitised HTML.
    short_description: String,
    /// Sanitised HTML; empty in lists.
    description: String,
    images: Vec<ProductImage>,
    base_image: ProductBaseImage,
    categories: Vec<ProductCategory>,
    created_at: String,
    /// The product page's variants; empty in lists.
    #[schema(no_recursion)]
    variants: Vec<ProductVariant>,
    /// The product page's attributes the variants differ by; empty in lists.
    attribute: Vec<ConfigurableAttribute>,
}

/// A variant: its own product resource and its option of each attribute the product varies by
/// (`{"color": 12}`).
#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
pub struct ProductVariant {
    #[serde(flatten)]
    #[schema(no_recursion)]
    product: Product,
    options: BTreeMap<String, i64>,
}

#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
pub struct ProductSeller {
    id: i64,
    url: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
pub struct ProductImage {
    id: i64,
    path: String,
    /// What staff wrote to describe the picture, in the shopper's language; empty when nothing
    /// (the shell then uses the product's name for the first picture).
    alt: String,
    url: String,
    small_image_url: String,
    medium_image_url: String,
    large_image_url: String,
    original_image_url: String,
}

/// The list card's picture: the first image's URLs, or the placeholder's.
#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
pub struct ProductBaseImage {
    small_image_url: String,
    medium_image_url: String,
    large_image_url: String,
    original_image_url: String,
}

#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
pub struct ProductCategory {
    id: i64,
    slug: String,
}
