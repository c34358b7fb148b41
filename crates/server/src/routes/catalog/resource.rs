//! The product resource of the API (crates/server/API.md), built from rows in the shopper's
//! currency. Prices come from the database and are formatted by the core.

use std::collections::HashMap;

use serde_json::{json, Value};
use storefront_core::money::{discount_percent, Amount, RateTable};

use super::context::Shopper;
use crate::error::ApiError;
use crate::html::sanitize;
use crate::store::catalog::products::{ImageRow, ProductRow};

/// Shown where a product has no image yet.
const PLACEHOLDER_IMAGE: &str = "/placeholder-product.svg";

/// How much of a product a response carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detail {
    /// Lists: no long description (keeps pages small).
    Summary,
    /// The product page: the sanitised description too.
    Full,
}

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

/// Everything a batch of product resources needs besides the rows.
#[derive(Debug, Default)]
pub struct Extras {
    pub images: HashMap<i64, Vec<ImageRow>>,
    pub categories: HashMap<i64, Vec<(i64, String)>>,
}

pub fn product_json(row: &ProductRow, extras: &Extras, shopper: &Shopper, detail: Detail) -> Result<Value, ApiError> {
    let price = shopper.show(row.price_minor)?;
    let special = row.special_price_minor.filter(|s| *s > 0 && *s < row.price_minor);
    let (special_decimal, special_display, old_price) = match special {
        Some(minor) => {
            let shown = shopper.show(minor)?;
            (shown.decimal, Value::from(shown.display), Value::from(price.decimal.clone()))
        }
        None => (Amount::zero(shopper.currency).to_decimal_string(), Value::Null, Value::Null),
    };
    let percent = special.and_then(|s| {
        discount_percent(Amount::new(row.price_minor, RateTable::BASE), Amount::new(s, RateTable::BASE))
    });
    let images: &[ImageRow] = extras.images.get(&row.id).map(Vec::as_slice).unwrap_or(&[]);
    let categories: Vec<Value> = extras
        .categories
        .get(&row.id)
        .map(|list| list.iter().map(|(id, slug)| json!({ "id": id, "slug": slug })).collect())
        .unwrap_or_default();
    let description = match detail {
        Detail::Full => sanitize(&row.description),
        Detail::Summary => String::new(),
    };
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
        "in_stock": row.qty > 0,
        "qty": row.qty,
        "shop_name": row.shop_name,
        "seller": row.seller_id.map(|id| json!({ "id": id, "url": row.seller_url })),
        "short_description": sanitize(&row.short_description),
        "description": description,
        "images": images.iter().map(image_json).collect::<Vec<_>>(),
        "base_image": base_image(images),
        "categories": categories,
        "created_at": row.created_at,
        "variants": [],
        "attribute": [],
    }))
}

/// Product resources for `ids`, in that order: four queries whatever the number of ids.
pub async fn load_products(db: &crate::db::Db, ids: &[i64], shopper: &Shopper, detail: Detail) -> Result<Vec<Value>, ApiError> {
    use crate::store::catalog::products;
    let rows = products::load(db, ids, shopper.locale).await?;
    let extras = Extras { images: products::load_images(db, ids).await?, categories: products::load_categories(db, ids).await? };
    rows.iter().map(|row| product_json(row, &extras, shopper, detail)).collect()
}
