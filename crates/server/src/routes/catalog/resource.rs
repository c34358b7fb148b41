//! The product resource of the API (crates/server/API.md), built from rows in the shopper's
//! currency. Prices are formatted by the core; lists take them from the stock cache
//! (routes::catalog::stock), the product page reads them fresh.

use serde_json::{json, Value};
use storefront_core::money::{discount_percent, Amount, RateTable};

use super::context::Shopper;
use crate::db::Db;
use crate::error::ApiError;
use crate::html::sanitize;
use crate::state::AppState;
use crate::store::catalog::products::{self, ImageRow, ProductRow, Stock};

/// Shown where a product has no image yet.
const PLACEHOLDER_IMAGE: &str = "/placeholder-product.svg";

pub fn image_json(image: &ImageRow) -> Value {
    let path = &image.path;
    json!({
        "id": image.id,
        "path": path,
        "url": format!("/storage/{path}"),
        "small_image_url": format!("/cache/small/{path}"),
        "medium_image_url": format!("/cache/medium/{path}"),
        "large_image_url": format!("/cache/large/{path}"),
        "original_image_url": format!("/storage/{path}"),
    })
}

fn base_image(images: &[ImageRow]) -> Value {
    match images.first() {
        Some(image) => {
            let full = image_json(image);
            json!({
                "small_image_url": full["small_image_url"],
                "medium_image_url": full["medium_image_url"],
                "large_image_url": full["large_image_url"],
                "original_image_url": full["original_image_url"],
            })
        }
        None => json!({
            "small_image_url": PLACEHOLDER_IMAGE,
            "medium_image_url": PLACEHOLDER_IMAGE,
            "large_image_url": PLACEHOLDER_IMAGE,
            "original_image_url": PLACEHOLDER_IMAGE,
        }),
    }
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

pub fn product_json(parts: ProductParts<'_>, stock: Stock, shopper: &Shopper) -> Result<Value, ApiError> {
    let row = parts.row;
    let price = shopper.show(stock.price_minor)?;
    let special = stock.special_price_minor.filter(|s| *s > 0 && *s < stock.price_minor);
    let (special_decimal, special_display, old_price) = match special {
        Some(minor) => {
            let shown = shopper.show(minor)?;
            (shown.decimal, Value::from(shown.display), Value::from(price.decimal.clone()))
        }
        None => (Amount::zero(shopper.currency).to_decimal_string(), Value::Null, Value::Null),
    };
    let percent = special.and_then(|s| {
        discount_percent(Amount::new(stock.price_minor, RateTable::BASE), Amount::new(s, RateTable::BASE))
    });
    let categories: Vec<Value> = parts.categories.iter().map(|(id, slug)| json!({ "id": id, "slug": slug })).collect();
    Ok(json!({
        "id": row.id,
        "product_id": row.id,
        "parent_id": row.parent_id,
        "sku": row.sku,
        "type": row.kind,
        "name": row.name,
        "url_key": row.url_key,
        "price": price.decimal,
        "formated_price": price.display,
        "formatted_price": price.display,
        "special_price": special_decimal,
        "formated_special_price": special_display,
        "formatted_special_price": special_display,
        "old_price": old_price,
        "discount_percent": percent,
        "currency": shopper.currency.code(),
        "new": row.is_new,
        "featured": row.is_featured,
        "in_stock": stock.qty > 0,
        "qty": stock.qty,
        "shop_name": row.shop_name,
        "seller": row.seller_id.map(|id| json!({ "id": id, "url": row.seller_url })),
        "short_description": parts.short_description,
        "description": parts.description,
        "images": parts.images.iter().map(image_json).collect::<Vec<_>>(),
        "base_image": base_image(parts.images),
        "categories": categories,
        "created_at": row.created_at,
        "variants": [],
        "attribute": [],
    }))
}

/// List resources for `ids`, in that order (unknown ids skipped): texts and pictures from the
/// card cache, prices and stock read now; at most four queries whatever the number of ids.
pub async fn load_products(state: &AppState, ids: &[i64], shopper: &Shopper) -> Result<Vec<Value>, ApiError> {
    let cards = state.cards.get_many(&state.db, ids, shopper.locale).await?;
    let stock = state.stock.get_many(&state.db, ids).await?;
    cards
        .iter()
        .filter_map(|card| stock.get(&card.row.id).map(|stock| product_json(card.parts(), *stock, shopper)))
        .collect()
}

/// The product page's resource: with the sanitised description, read fresh.
pub async fn load_full_product(db: &Db, row: &ProductRow, shopper: &Shopper) -> Result<Value, ApiError> {
    let ids = [row.id];
    let images = products::load_images(db, &ids).await?.remove(&row.id).unwrap_or_default();
    let categories = products::load_categories(db, &ids).await?.remove(&row.id).unwrap_or_default();
    let (short_description, description) = (sanitize(&row.short_description), sanitize(&row.description));
    let parts = ProductParts { row, short_description: &short_description, description: &description, images: &images, categories: &categories };
    product_json(parts, row.stock(), shopper)
}
