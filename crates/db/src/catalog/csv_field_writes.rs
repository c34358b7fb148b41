//! An imported row that changes only a product's prices, stock or flags (the common re-import
//! of a price list), written as such: one statement and its audit entry per row, and the
//! products' listing rows, their variants' summary and the feed's entries once per batch
//! ([`announce`]), rather than the whole product saved again as [`super::csv_rows`] writes
//! other rows.

use std::collections::BTreeSet;

use serde::Serialize;
use sqlx::{Any, Transaction};
use storefront_core::catalog_csv::ProductValues;
use storefront_core::product_edit::CheckedProduct;

use super::catalog_changes::{self, Kind};
use super::csv_rows::{RowWritten, StoredRow};
use super::{editing, variant_editing};
use crate::clock;
use crate::staff::audit::{self, Actor, Entry};

/// What an import's batch wrote field by field ([`write_product_fields`],
/// [`write_variant_fields`]): announced once for the batch ([`announce`]). A change of stock
/// alone (the common re-import of a warehouse's counts) neither moves a product in the lists
/// nor changes its card or search document, so it is announced as an order taking stock is.
#[derive(Debug, Default)]
pub struct FieldWrites {
    /// Products whose price or flags changed: relisted and announced whole.
    products: Vec<i64>,
    /// Products and variants whose stock alone changed.
    restocked: Vec<i64>,
    /// The products whose variants' price or sale changed.
    varied: BTreeSet<i64>,
    /// The products whose variants' stock alone changed.
    varied_stock: BTreeSet<i64>,
}

/// Writes a listed product's prices, stock and flags alone, when the row changed nothing else
/// (the caller checked that the cells it changes are still as the import's check read them):
/// one statement and its audit entry, the product's listing and feed entry left to
/// [`announce`]. A configurable product's price and stock stay its variants'.
pub async fn write_product_fields(
    tx: &mut Transaction<'static, Any>,
    existing: &StoredRow,
    product: &CheckedProduct,
    actor: &Actor,
    writes: &mut FieldWrites,
) -> Result<RowWritten, sqlx::Error> {
    let (special_now, final_now) = product.priced_on(&clock::shop_today());
    let update = format!(
        "UPDATE products SET status = $1, is_new = $2, is_featured = $3, updated_at = $4, version = version + 1, {} \
         WHERE id = $12 AND parent_id IS NULL AND deleted_at IS NULL",
        editing::own_prices_set([5, 6, 7, 8, 9, 10, 11])
    );
    let written = sqlx::query(&update)
        .bind(i64::from(product.enabled))
        .bind(i64::from(product.is_new))
        .bind(i64::from(product.is_featured))
        .bind(clock::now())
        .bind(product.price_minor)
        .bind(special_now)
        .bind(final_now)
        .bind(product.stock)
        .bind(product.special_price_minor)
        .bind(product.special_from.as_deref())
        .bind(product.special_to.as_deref())
        .bind(existing.id)
        .execute(&mut **tx)
        .await?;
    if written.rows_affected() == 0 {
        return Ok(RowWritten::Gone);
    }
    let was = &existing.values;
    let before = OwnFields::of(was);
    let mut after = OwnFields { enabled: product.enabled, is_new: product.is_new, is_featured: product.is_featured, ..OwnFields::of(was) };
    // A configurable product's prices and stock are its variants', which the row leaves alone.
    if !was.configurable {
        (after.price_minor, after.special_price_minor, after.stock) = (product.price_minor, product.special_price_minor, product.stock);
        (after.special_from, after.special_to) = (product.special_from.clone(), product.special_to.clone());
    }
    let (before, after) = differing(&before, &after);
    match only_stock(&after) {
        true => writes.restocked.push(existing.id),
        false => writes.products.push(existing.id),
    }
    let (before, after) = (before.to_string(), after.to_string());
    let entry = Entry {
        action: "product.update",
        entity: "product",
        entity_id: &existing.id.to_string(),
        before: Some(&before),
        after: Some(&after),
    };
    audit::record_in(tx, actor, &entry).await?;
    Ok(RowWritten::Updated)
}

/// Writes a variant's price, stock and whether it is sold: one statement and its audit entry
/// (on its product, as a save of the variants is); its product's price, stock, filters,
/// listing and feed entry follow in [`announce`].
pub async fn write_variant_fields(
    tx: &mut Transaction<'static, Any>,
    existing: &StoredRow,
    (price_minor, stock, enabled): (i64, i64, bool),
    actor: &Actor,
    writes: &mut FieldWrites,
) -> Result<RowWritten, sqlx::Error> {
    let Some(product_id) = existing.parent_id else { return Ok(RowWritten::Gone) };
    let written = sqlx::query(
        "UPDATE products SET price_minor = $1, special_price_minor = NULL, final_price_minor = $1, qty = $2, status = $3, \
         updated_at = $4, version = version + 1 WHERE id = $5 AND parent_id = $6 AND deleted_at IS NULL",
    )
    .bind(price_minor)
    .bind(stock)
    .bind(i64::from(enabled))
    .bind(clock::now())
    .bind(existing.id)
    .bind(product_id)
    .execute(&mut **tx)
    .await?;
    if written.rows_affected() == 0 {
        return Ok(RowWritten::Gone);
    }
    let was = &existing.values;
    let fields = |price_minor, stock, enabled| VariantFields { price_minor, stock, enabled };
    let (before, after) = differing(&fields(was.price_minor, was.stock, was.enabled), &fields(price_minor, stock, enabled));
    match only_stock(&after) {
        true => writes.varied_stock.insert(product_id),
        false => writes.varied.insert(product_id),
    };
    writes.restocked.push(existing.id);
    let of_variant = |fields: serde_json::Value| format!(r#"{{"variants":{{{}:{fields}}}}}"#, serde_json::Value::from(was.sku.as_str()));
    let (before, after) = (of_variant(before), of_variant(after));
    let entry = Entry {
        action: "product.variants",
        entity: "product",
        entity_id: &product_id.to_string(),
        before: Some(&before),
        after: Some(&after),
    };
    audit::record_in(tx, actor, &entry).await?;
    Ok(RowWritten::Updated)
}

/// The products a batch wrote field by field follow: a configurable product's price, stock
/// and filters its variants', the listing rows of every product whose price or flags changed,
/// and the feed's entries.
pub async fn announce(tx: &mut Transaction<'static, Any>, writes: &FieldWrites) -> Result<(), sqlx::Error> {
    for product_id in &writes.varied {
        variant_editing::follow_variants_in(tx, *product_id).await?;
    }
    let stock_only: Vec<i64> = writes.varied_stock.difference(&writes.varied).copied().collect();
    for product_id in &stock_only {
        variant_editing::follow_variant_stock_in(tx, *product_id).await?;
    }
    let products: Vec<i64> = writes.products.iter().chain(&writes.varied).copied().collect();
    editing::changed(tx, &products).await?;
    let restocked: Vec<i64> = writes.restocked.iter().chain(&stock_only).copied().collect();
    catalog_changes::record(tx, Kind::Stock, &restocked).await
}

#[derive(Serialize)]
struct OwnFields {
    enabled: bool,
    is_new: bool,
    is_featured: bool,
    price_minor: i64,
    special_price_minor: Option<i64>,
    special_from: Option<String>,
    special_to: Option<String>,
    stock: i64,
}

impl OwnFields {
    fn of(values: &ProductValues) -> OwnFields {
        OwnFields {
            enabled: values.enabled,
            is_new: values.is_new,
            is_featured: values.is_featured,
            price_minor: values.price_minor,
            special_price_minor: values.special_price_minor,
            special_from: values.special_from.clone(),
            special_to: values.special_to.clone(),
            stock: values.stock,
        }
    }
}

#[derive(Serialize)]
struct VariantFields {
    price_minor: i64,
    stock: i64,
    enabled: bool,
}

/// The fields that differ, before and after, as the audit log keeps them (named as a
/// product's whole entry names them).
fn differing(before: &impl Serialize, after: &impl Serialize) -> (serde_json::Value, serde_json::Value) {
    let (Ok(serde_json::Value::Object(mut before)), Ok(serde_json::Value::Object(mut after))) =
        (serde_json::to_value(before), serde_json::to_value(after))
    else {
        return (serde_json::json!({}), serde_json::json!({}));
    };
    before.retain(|key, value| after.get(key) != Some(value));
    after.retain(|key, _| before.contains_key(key));
    (before.into(), after.into())
}

/// Whether the differing fields are the stock alone.
fn only_stock(changed: &serde_json::Value) -> bool {
    changed.as_object().is_some_and(|fields| fields.len() == 1 && fields.contains_key("stock"))
}
