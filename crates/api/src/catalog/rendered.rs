//! The parts of the product resource (crates/api/API.md) that do not change with prices:
//! texts, seller, pictures at every size and categories, rendered as JSON once. The card cache
//! keeps them for lists; the product page renders them fresh. Prices are added by the API
//! (`routes::catalog::resource`).

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::Value;

use storefront_db::catalog::products::{ImageRow, ProductRow};

/// Shown where a product has no image yet.
const PLACEHOLDER_IMAGE: &str = "/placeholder-product.svg";

/// One picture with its URLs at every size, written as they are serialised (no allocation).
struct ImageResource<'a>(&'a ImageRow);

impl Serialize for ImageResource<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let path = &self.0.path;
        let mut map = serializer.serialize_map(Some(9))?;
        map.serialize_entry("id", &self.0.id)?;
        map.serialize_entry("path", path)?;
        map.serialize_entry("alt", &self.0.alt)?;
        map.serialize_entry("url", &Prefixed("/storage/", path))?;
        map.serialize_entry("small_image_url", &Prefixed("/cache/small/", path))?;
        map.serialize_entry("medium_image_url", &Prefixed("/cache/medium/", path))?;
        map.serialize_entry("large_image_url", &Prefixed("/cache/large/", path))?;
        map.serialize_entry("original_image_url", &Prefixed("/storage/", path))?;
        map.end()
    }
}

/// The list card's picture: the first one's URLs, or the placeholder's.
struct BaseImage<'a>(Option<&'a ImageRow>);

impl Serialize for BaseImage<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(4))?;
        match self.0 {
            Some(image) => {
                let path = image.path.as_str();
                map.serialize_entry("small_image_url", &Prefixed("/cache/small/", path))?;
                map.serialize_entry("medium_image_url", &Prefixed("/cache/medium/", path))?;
                map.serialize_entry("large_image_url", &Prefixed("/cache/large/", path))?;
                map.serialize_entry("original_image_url", &Prefixed("/storage/", path))?;
            }
            None => {
                for key in ["small_image_url", "medium_image_url", "large_image_url", "original_image_url"] {
                    map.serialize_entry(key, PLACEHOLDER_IMAGE)?;
                }
            }
        }
        map.end()
    }
}

/// A string written as a prefix followed by a path.
struct Prefixed<'a>(&'static str, &'a str);

impl Serialize for Prefixed<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("{}{}", self.0, self.1))
    }
}

pub fn image_json(image: &ImageRow) -> Value {
    serde_json::to_value(ImageResource(image)).expect("an image always serialises")
}

/// Everything a product resource is made of besides its prices and stock, borrowed.
#[derive(Debug, Clone, Copy)]
pub struct ProductParts<'a> {
    /// Texts in the shopper's locale (its price and stock fields are not read: see [`Stock`]).
    pub row: &'a ProductRow,
    /// Sanitised HTML.
    pub short_description: &'a str,
    /// Sanitised HTML; empty in lists.
    pub description: &'a str,
    pub images: &'a [ImageRow],
    pub categories: &'a [(i64, String)],
}

/// The parts of a product resource that do not change with its prices, each written as JSON
/// once: a list's card keeps them ([`super::cards`]), so a list or a suggestion copies its
/// products' names, descriptions and picture URLs instead of escaping them on every request.
#[derive(Debug)]
pub struct RenderedParts {
    pub sku: Box<RawValue>,
    pub name: Box<RawValue>,
    pub url_key: Box<RawValue>,
    pub shop_name: Box<RawValue>,
    pub seller: Box<RawValue>,
    pub short_description: Box<RawValue>,
    pub description: Box<RawValue>,
    pub images: Box<RawValue>,
    pub base_image: Box<RawValue>,
    pub categories: Box<RawValue>,
}

fn raw(value: &impl Serialize) -> Box<RawValue> {
    // Strings, numbers and objects with string keys: serde_json cannot fail on them.
    serde_json::value::to_raw_value(value).expect("a product part always serialises")
}

impl RenderedParts {
    pub fn of(parts: ProductParts<'_>) -> RenderedParts {
        let row = parts.row;
        RenderedParts {
            sku: raw(&row.sku),
            name: raw(&row.name),
            url_key: raw(&row.url_key),
            shop_name: raw(&row.shop_name),
            seller: raw(&row.seller_id.map(|id| Seller { id, url: row.seller_url.as_deref() })),
            short_description: raw(&parts.short_description),
            description: raw(&parts.description),
            images: raw(&Images(parts.images)),
            base_image: raw(&BaseImage(parts.images.first())),
            categories: raw(&Categories(parts.categories)),
        }
    }
}

#[derive(Serialize)]
struct Seller<'a> {
    id: i64,
    url: Option<&'a str>,
}

struct Images<'a>(&'a [ImageRow]);

impl Serialize for Images<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(ImageResource))
    }
}

struct Categories<'a>(&'a [(i64, String)]);

impl Serialize for Categories<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Category<'a> {
            id: i64,
            slug: &'a str,
        }
        serializer.collect_seq(self.0.iter().map(|(id, slug)| Category { id: *id, slug }))
    }
}
