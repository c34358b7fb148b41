//! The product resource of the API (crates/api/API.md), built from rows in the shopper's
//! currency. Prices are formatted by the core; lists take them from the stock cache
//! (catalog::stock), the product page reads them fresh.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use storefront_core::money::{discount_percent, Amount, RateTable};
use utoipa::ToSchema;

use crate::catalog::cards::Card;
use crate::catalog::rendered::RenderedParts;
pub use crate::catalog::rendered::{image_json, ProductParts};
use crate::error::ApiError;
use crate::routes::shopper::{Shopper, Shown};
use crate::state::AppState;
use storefront_db::catalog::products::{self, ProductRow, Stock};
use storefront_db::html::sanitize;
use storefront_db::Db;

/// A product's prices in the shopper's currency, formatted by the core.
#[derive(Clone)]
struct Prices {
    price: Shown,
    special_decimal: String,
    special_display: Option<String>,
    old_price: Option<String>,
    discount_percent: Option<u32>,
    currency: &'static str,
    qty: i64,
}

impl Prices {
    fn of(stock: Stock, shopper: &Shopper) -> Result<Prices, ApiError> {
        let price = shopper.show(stock.price_minor)?;
        let special = stock.special_price_minor.filter(|s| *s > 0 && *s < stock.price_minor);
        let (special_decimal, special_display, old_price) = match special {
            Some(minor) => {
                let shown = shopper.show(minor)?;
                (shown.decimal, Some(shown.display), Some(price.decimal.clone()))
            }
            None => (Amount::zero(shopper.currency).to_decimal_string(), None, None),
        };
        let discount_percent =
            special.and_then(|s| discount_percent(Amount::new(stock.price_minor, RateTable::BASE), Amount::new(s, RateTable::BASE)));
        Ok(Prices {
            price,
            special_decimal,
            special_display,
            old_price,
            discount_percent,
            currency: shopper.currency.code(),
            qty: stock.qty,
        })
    }
}

/// The product resource of API.md: a row's flags, its rendered parts and its prices, serialised
/// as it is; the product page adds its variants and the attributes they differ by.
struct ProductResource<'a> {
    row: &'a ProductRow,
    rendered: &'a RenderedParts,
    prices: &'a Prices,
    variants: &'a [Variant],
    attribute: &'a [ConfigurableAttribute],
}

impl Serialize for ProductResource<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let (row, rendered, prices) = (self.row, self.rendered, self.prices);
        let mut map = serializer.serialize_map(Some(30))?;
        map.serialize_entry("id", &row.id)?;
        map.serialize_entry("product_id", &row.id)?;
        map.serialize_entry("parent_id", &row.parent_id)?;
        map.serialize_entry("sku", &rendered.sku)?;
        map.serialize_entry("type", &row.kind)?;
        map.serialize_entry("name", &rendered.name)?;
        map.serialize_entry("url_key", &rendered.url_key)?;
        map.serialize_entry("price", &prices.price.decimal)?;
        map.serialize_entry("formated_price", &prices.price.display)?;
        map.serialize_entry("formatted_price", &prices.price.display)?;
        map.serialize_entry("special_price", &prices.special_decimal)?;
        map.serialize_entry("formated_special_price", &prices.special_display)?;
        map.serialize_entry("formatted_special_price", &prices.special_display)?;
        map.serialize_entry("old_price", &prices.old_price)?;
        map.serialize_entry("discount_percent", &prices.discount_percent)?;
        map.serialize_entry("currency", prices.currency)?;
        map.serialize_entry("new", &row.is_new)?;
        map.serialize_entry("featured", &row.is_featured)?;
        map.serialize_entry("in_stock", &(prices.qty > 0))?;
        map.serialize_entry("qty", &prices.qty)?;
        map.serialize_entry("shop_name", &rendered.shop_name)?;
        map.serialize_entry("seller", &rendered.seller)?;
        map.serialize_entry("short_description", &rendered.short_description)?;
        map.serialize_entry("description", &rendered.description)?;
        map.serialize_entry("images", &rendered.images)?;
        map.serialize_entry("base_image", &rendered.base_image)?;
        map.serialize_entry("categories", &rendered.categories)?;
        map.serialize_entry("created_at", &row.created_at)?;
        map.serialize_entry("variants", self.variants)?;
        map.serialize_entry("attribute", self.attribute)?;
        map.end()
    }
}

/// A product resource of its own, for the product page and its variants.
pub struct FullProduct {
    row: ProductRow,
    rendered: RenderedParts,
    prices: Prices,
    pub variants: Vec<Variant>,
    pub attribute: Vec<ConfigurableAttribute>,
}

impl Serialize for FullProduct {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let resource = ProductResource {
            row: &self.row,
            rendered: &self.rendered,
            prices: &self.prices,
            variants: &self.variants,
            attribute: &self.attribute,
        };
        resource.serialize(serializer)
    }
}

/// A variant of a configurable product: its own resource and the option it has of each
/// attribute the product varies by (`{"color": 12}`).
#[derive(Serialize)]
pub struct Variant {
    #[serde(flatten)]
    pub product: FullProduct,
    pub options: BTreeMap<String, i64>,
}

/// An attribute a configurable product varies by, with its options and the variants that have
/// each.
#[derive(Debug, Serialize, ToSchema)]
pub struct ConfigurableAttribute {
    pub id: i64,
    pub code: String,
    pub label: String,
    pub swatch_type: String,
    pub options: Vec<ConfigurableOption>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ConfigurableOption {
    pub id: i64,
    pub label: String,
    pub swatch_value: Option<String>,
    /// The variants with this option.
    pub products: Vec<i64>,
}

/// The product resource, owned, without variants.
pub fn product_json(parts: ProductParts<'_>, stock: Stock, shopper: &Shopper) -> Result<FullProduct, ApiError> {
    let prices = Prices::of(stock, shopper)?;
    let rendered = RenderedParts::of(parts);
    Ok(FullProduct { row: parts.row.clone(), rendered, prices, variants: Vec::new(), attribute: Vec::new() })
}

/// One product of a list: its kept card with its prices and stock now, written straight into
/// the answer when it is serialised (a list page holds 24 of them; no JSON tree is built).
#[derive(Clone)]
pub struct ListedProduct {
    card: Arc<Card>,
    prices: Prices,
}

impl ListedProduct {
    pub fn id(&self) -> i64 {
        self.card.row.id
    }
}

impl Serialize for ListedProduct {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        ProductResource { row: &self.card.row, rendered: &self.card.rendered, prices: &self.prices, variants: &[], attribute: &[] }
            .serialize(serializer)
    }
}

/// List resources for `ids`, in that order (unknown ids skipped): texts and pictures from the
/// card cache, prices and stock from the stock cache; at most four queries whatever the number
/// of ids.
pub async fn load_products(state: &AppState, ids: &[i64], shopper: &Shopper) -> Result<Vec<ListedProduct>, ApiError> {
    let cards = state.catalogue.cards.get_many(&state.db, ids, shopper.locale).await?;
    let stock = state.catalogue.stock.get_many(&state.db, ids).await?;
    cards
        .into_iter()
        .filter_map(|card| stock.get(&card.row.id).map(|stock| Ok(ListedProduct { prices: Prices::of(*stock, shopper)?, card })))
        .collect()
}

/// The product page's resource: with the sanitised description, read fresh.
pub async fn load_full_product(db: &Db, row: &ProductRow, shopper: &Shopper) -> Result<FullProduct, ApiError> {
    let ids = [row.id];
    let images = products::load_images(db, &ids, shopper.locale).await?.remove(&row.id).unwrap_or_default();
    let categories = products::load_categories(db, &ids).await?.remove(&row.id).unwrap_or_default();
    let (short_description, description) = (sanitize(&row.short_description), sanitize(&row.description));
    let parts =
        ProductParts { row, short_description: &short_description, description: &description, images: &images, categories: &categories };
    product_json(parts, row.stock(), shopper)
}
