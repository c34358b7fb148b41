//! A configurable product's variants as staff edit them: the attributes it varies by and each
//! variant with its options, SKU, price, stock, pictures and whether it is sold; saving them all
//! at once at the product's version. A variant's pictures are the product's own files (rows of
//! the variant naming the product's picture paths), so the product's uploads serve both. The
//! product then shows its cheapest sold variant's price and their stock together, and filters by
//! every option its sold variants carry. One transaction with its audit entry, the product's
//! listing rows and its changes in the feed.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use sqlx::{Any, Row, Transaction};
use storefront_core::variant_edit::{self, CheckedVariant, CheckedVariants};

use super::catalog_changes::{self, Kind};
use super::listing;
use crate::clock;
use crate::sql::Sql;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditedVariant {
    pub id: i64,
    /// Attribute id → option id.
    pub options: BTreeMap<i64, i64>,
    pub sku: String,
    pub price_minor: i64,
    pub stock: i64,
    pub enabled: bool,
    /// The product's pictures (their ids) the variant shows, in the product's order. Pictures a
    /// variant has of its own (imported with it, not the product's) are not listed, and a save
    /// keeps them.
    pub pictures: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EditedVariants {
    pub attributes: Vec<i64>,
    pub variants: Vec<EditedVariant>,
}

/// The variants of a listed product (none for a simple one), or `None` when there is no such
/// product.
pub async fn load(db: &Db, product_id: i64) -> Result<Option<EditedVariants>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    load_in(&mut conn, product_id).await
}

pub(super) async fn load_in(conn: &mut sqlx::AnyConnection, product_id: i64) -> Result<Option<EditedVariants>, sqlx::Error> {
    let listed = sqlx::query("SELECT id FROM products WHERE id = $1 AND parent_id IS NULL AND deleted_at IS NULL")
        .bind(product_id)
        .fetch_optional(&mut *conn)
        .await?;
    if listed.is_none() {
        return Ok(None);
    }
    let attributes =
        sqlx::query_scalar("SELECT attribute_id FROM product_super_attributes WHERE product_id = $1 ORDER BY position, attribute_id")
            .bind(product_id)
            .fetch_all(&mut *conn)
            .await?;
    let mut variants = Vec::new();
    let mut at = HashMap::new();
    for row in sqlx::query("SELECT id, sku, price_minor, qty, status FROM products WHERE parent_id = $1 ORDER BY position, id")
        .bind(product_id)
        .fetch_all(&mut *conn)
        .await?
    {
        at.insert(row.try_get::<i64, _>("id")?, variants.len());
        variants.push(EditedVariant {
            id: row.try_get("id")?,
            options: BTreeMap::new(),
            sku: row.try_get("sku")?,
            price_minor: row.try_get("price_minor")?,
            stock: row.try_get("qty")?,
            enabled: row.try_get::<i64, _>("status")? == 1,
            pictures: Vec::new(),
        });
    }
    let values = sqlx::query(
        "SELECT v.product_id, v.attribute_id, v.option_id FROM product_attribute_values v \
         JOIN products p ON p.id = v.product_id WHERE p.parent_id = $1",
    )
    .bind(product_id)
    .fetch_all(&mut *conn)
    .await?;
    for row in values {
        if let Some(&index) = at.get(&row.try_get::<i64, _>("product_id")?) {
            variants[index].options.insert(row.try_get("attribute_id")?, row.try_get("option_id")?);
        }
    }
    let shown = sqlx::query(
        "SELECT v.product_id, own.id FROM product_images v JOIN products p ON p.id = v.product_id \
         JOIN product_images own ON own.product_id = p.parent_id AND own.path = v.path \
         WHERE p.parent_id = $1 ORDER BY own.position, own.id",
    )
    .bind(product_id)
    .fetch_all(&mut *conn)
    .await?;
    for row in shown {
        if let Some(&index) = at.get(&row.try_get::<i64, _>("product_id")?) {
            variants[index].pictures.push(row.try_get("id")?);
        }
    }
    Ok(Some(EditedVariants { attributes, variants }))
}

/// How a save ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VariantsSaved {
    /// The product's new version.
    Done {
        version: i64,
    },
    /// Someone saved the product (or its variants) after the version the editor read.
    Stale,
    /// Another product has this variant's SKU (the variant's place in the draft).
    SkuTaken {
        index: usize,
    },
    /// An attribute or option that does not exist, or an option of another attribute.
    UnknownOption {
        index: usize,
    },
    /// A picture that is not the product's (removed meanwhile).
    UnknownPicture {
        index: usize,
    },
    NotFound,
}

/// The product's variants, when it is listed and still at the `version` its editor read.
async fn at_version(
    tx: &mut Transaction<'static, Any>,
    product_id: i64,
    version: i64,
) -> Result<Result<EditedVariants, VariantsSaved>, sqlx::Error> {
    let stored = sqlx::query_scalar::<_, i64>("SELECT version FROM products WHERE id = $1 AND parent_id IS NULL AND deleted_at IS NULL")
        .bind(product_id)
        .fetch_optional(&mut **tx)
        .await?;
    Ok(match stored {
        None => Err(VariantsSaved::NotFound),
        Some(stored) if stored != version => Err(VariantsSaved::Stale),
        Some(_) => Ok(load_in(tx, product_id).await?.unwrap_or_default()),
    })
}

/// Saves a product's variants as listed, read at the product's `version`: those with an id
/// changed, the others added, the ones left out removed.
pub async fn save(db: &Db, product_id: i64, version: i64, draft: &CheckedVariants, actor: &Actor) -> Result<VariantsSaved, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let saved = save_in(&mut tx, product_id, version, draft, actor).await?;
    if matches!(saved, VariantsSaved::Done { .. }) {
        tx.commit().await?;
    }
    Ok(saved)
}

/// [`save`] inside the caller's transaction (an import's), which commits it.
pub(super) async fn save_in(
    tx: &mut Transaction<'static, Any>,
    product_id: i64,
    version: i64,
    draft: &CheckedVariants,
    actor: &Actor,
) -> Result<VariantsSaved, sqlx::Error> {
    let before = match at_version(tx, product_id, version).await? {
        Ok(before) => before,
        Err(refused) => return Ok(refused),
    };
    if draft.variants.iter().any(|v| v.id.is_some_and(|id| !before.variants.iter().any(|b| b.id == id))) {
        return Ok(VariantsSaved::Stale);
    }
    if let Some(index) = misfit_option(tx, draft).await? {
        return Ok(VariantsSaved::UnknownOption { index });
    }
    if let Some(index) = sku_taken(tx, product_id, draft).await? {
        return Ok(VariantsSaved::SkuTaken { index });
    }
    let product_pictures = pictures_of(tx, product_id).await?;
    if let Some(index) = draft.variants.iter().position(|v| v.pictures.iter().any(|p| !product_pictures.contains_key(p))) {
        return Ok(VariantsSaved::UnknownPicture { index });
    }
    let now = clock::now();
    let kept: Vec<i64> = draft.variants.iter().filter_map(|v| v.id).collect();
    let mut removal = Sql::new("DELETE FROM products WHERE parent_id = ");
    removal.bind(product_id);
    if !kept.is_empty() {
        removal.push(" AND id NOT IN (").bind_list(&kept).push(")");
    }
    removal.query().execute(&mut **tx).await?;
    let mut variant_ids = Vec::new();
    for (position, variant) in draft.variants.iter().enumerate() {
        let status = i64::from(variant.enabled);
        // Both statements name the variant's own columns as `$1`…`$6` (SKU, price, stock,
        // status, position, time) and its id or its product's as `$7`.
        let columns = |sql| {
            sqlx::query(sql).bind(&variant.sku).bind(variant.price_minor).bind(variant.stock).bind(status).bind(position as i64).bind(&now)
        };
        let id = match variant.id {
            Some(id) => {
                columns(
                    "UPDATE products SET sku = $1, price_minor = $2, special_price_minor = NULL, final_price_minor = $2, qty = $3, \
                     status = $4, position = $5, updated_at = $6, version = version + 1 WHERE id = $7",
                )
                .bind(id)
                .execute(&mut **tx)
                .await?;
                id
            }
            None => {
                let id: i64 = columns(
                    "INSERT INTO products (parent_id, type, sku, price_minor, final_price_minor, qty, status, position, created_at, \
                     updated_at, version) VALUES ($7, 'simple', $1, $2, $2, $3, $4, $5, $6, $6, 1) RETURNING id",
                )
                .bind(product_id)
                .fetch_one(&mut **tx)
                .await?
                .try_get("id")?;
                // Named as the product is, where a line or a list names the variant itself.
                sqlx::query(
                    "INSERT INTO product_translations (product_id, locale, name, updated_at, name_key) \
                     SELECT $1, locale, name, updated_at, name_key FROM product_translations WHERE product_id = $2",
                )
                .bind(id)
                .bind(product_id)
                .execute(&mut **tx)
                .await?;
                id
            }
        };
        sqlx::query("DELETE FROM product_attribute_values WHERE product_id = $1").bind(id).execute(&mut **tx).await?;
        if !variant.options.is_empty() {
            let mut values = Sql::new("INSERT INTO product_attribute_values (product_id, attribute_id, option_id) VALUES ");
            for (n, (attribute, option)) in variant.options.iter().enumerate() {
                values.push(if n == 0 { "(" } else { ", (" }).bind(id).push(", ").bind(*attribute).push(", ").bind(*option).push(")");
            }
            values.query().execute(&mut **tx).await?;
        }
        show_pictures(tx, id, &product_pictures, &variant.pictures).await?;
        variant_ids.push(id);
    }
    sqlx::query("DELETE FROM product_super_attributes WHERE product_id = $1").bind(product_id).execute(&mut **tx).await?;
    for (position, attribute) in draft.attributes.iter().enumerate() {
        sqlx::query("INSERT INTO product_super_attributes (product_id, attribute_id, position) VALUES ($1, $2, $3)")
            .bind(product_id)
            .bind(attribute)
            .bind(position as i64)
            .execute(&mut **tx)
            .await?;
    }
    refilter(tx, product_id, &before.attributes, draft).await?;
    let (price, stock) = draft.summary();
    sqlx::query(
        "UPDATE products SET type = 'configurable', price_minor = $1, special_price_minor = NULL, special_price_planned_minor = NULL, \
         final_price_minor = $1, qty = $2, updated_at = $3, version = version + 1 WHERE id = $4",
    )
    .bind(price)
    .bind(stock)
    .bind(&now)
    .bind(product_id)
    .execute(&mut **tx)
    .await?;
    let after = load_in(tx, product_id).await?.unwrap_or_default();
    let gone: Vec<i64> = before.variants.iter().map(|v| v.id).filter(|id| !variant_ids.contains(id)).collect();
    finish(tx, actor, product_id, (&before, &after), &[variant_ids, gone].concat()).await?;
    Ok(VariantsSaved::Done { version: version + 1 })
}

/// The variants as they are, as a save would write them: `change` alters those it names.
pub(super) fn as_draft(variants: EditedVariants, change: impl Fn(&mut CheckedVariant)) -> CheckedVariants {
    let EditedVariants { attributes, variants } = variants;
    let variants = variants
        .into_iter()
        .map(|v| {
            let mut variant = CheckedVariant {
                id: Some(v.id),
                options: v.options,
                sku: v.sku,
                price_minor: v.price_minor,
                stock: v.stock,
                enabled: v.enabled,
                pictures: v.pictures,
            };
            change(&mut variant);
            variant
        })
        .collect();
    CheckedVariants { attributes, variants }
}

/// After an import wrote variants' own prices, stock or sale one by one: their product's price,
/// stock and filters follow, as a save of the variants leaves them, and its version moves on
/// (an editor open on it is told someone saved it). The caller relists and announces it.
pub(super) async fn follow_variants_in(tx: &mut Transaction<'static, Any>, product_id: i64) -> Result<(), sqlx::Error> {
    let Some(variants) = load_in(tx, product_id).await? else { return Ok(()) };
    let draft = as_draft(variants, |_| {});
    refilter(tx, product_id, &draft.attributes, &draft).await?;
    let (price, stock) = draft.summary();
    sqlx::query(
        "UPDATE products SET price_minor = $1, special_price_minor = NULL, special_price_planned_minor = NULL, \
         final_price_minor = $1, qty = $2, updated_at = $3, version = version + 1 WHERE id = $4",
    )
    .bind(price)
    .bind(stock)
    .bind(clock::now())
    .bind(product_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// After an import changed only its variants' stock: the product's stock follows (its price
/// and filters, which the stock does not decide, stay) and its version moves on. The caller
/// announces it as a change of stock.
pub(super) async fn follow_variant_stock_in(tx: &mut Transaction<'static, Any>, product_id: i64) -> Result<(), sqlx::Error> {
    let variants = sqlx::query("SELECT qty, status FROM products WHERE parent_id = $1").bind(product_id).fetch_all(&mut **tx).await?;
    let stocks = variants.iter().map(|row| Ok((row.try_get::<i64, _>("qty")?, row.try_get::<i64, _>("status")? == 1)));
    let stock = variant_edit::sold_stock(stocks.collect::<Result<Vec<_>, sqlx::Error>>()?);
    sqlx::query("UPDATE products SET qty = $1, updated_at = $2, version = version + 1 WHERE id = $3")
        .bind(stock)
        .bind(clock::now())
        .bind(product_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Makes a configurable product simple again, read at its `version`: its variants go with
/// their pictures and options, it varies by nothing and filters by none of their options. It
/// keeps its price (its cheapest variant's) and has no stock until staff enter it, as none of
/// the variants' units are its own.
pub async fn make_simple(db: &Db, product_id: i64, version: i64, actor: &Actor) -> Result<VariantsSaved, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let before = match at_version(&mut tx, product_id, version).await? {
        Ok(before) => before,
        Err(refused) => return Ok(refused),
    };
    if before.variants.is_empty() && before.attributes.is_empty() {
        // Simple already: its stock stays.
        return Ok(VariantsSaved::Done { version });
    }
    let nothing = CheckedVariants { attributes: Vec::new(), variants: Vec::new() };
    refilter(&mut tx, product_id, &before.attributes, &nothing).await?;
    sqlx::query("DELETE FROM products WHERE parent_id = $1").bind(product_id).execute(&mut *tx).await?;
    sqlx::query("DELETE FROM product_super_attributes WHERE product_id = $1").bind(product_id).execute(&mut *tx).await?;
    sqlx::query("UPDATE products SET type = 'simple', qty = 0, updated_at = $1, version = version + 1 WHERE id = $2")
        .bind(clock::now())
        .bind(product_id)
        .execute(&mut *tx)
        .await?;
    let gone: Vec<i64> = before.variants.iter().map(|v| v.id).collect();
    finish(&mut tx, actor, product_id, (&before, &EditedVariants::default()), &gone).await?;
    tx.commit().await?;
    Ok(VariantsSaved::Done { version: version + 1 })
}

/// What every change of the variants ends with: its audit entry, the product's listing rows,
/// and the feed's changes (the product, and the stock of every variant touched).
async fn finish(
    tx: &mut Transaction<'static, Any>,
    actor: &Actor,
    product_id: i64,
    (before, after): (&EditedVariants, &EditedVariants),
    touched: &[i64],
) -> Result<(), sqlx::Error> {
    let (before_json, after_json) = (audited(before), audited(after));
    let entry = Entry {
        action: "product.variants",
        entity: "product",
        entity_id: &product_id.to_string(),
        before: Some(&before_json),
        after: Some(&after_json),
    };
    audit::record_in(tx, actor, &entry).await?;
    listing::relist(tx, &[product_id]).await?;
    catalog_changes::record(tx, Kind::Product, &[product_id]).await?;
    catalog_changes::record(tx, Kind::Stock, touched).await
}

/// The product's own pictures, main one first: id → (place, path).
async fn pictures_of(tx: &mut Transaction<'static, Any>, product_id: i64) -> Result<HashMap<i64, (usize, String)>, sqlx::Error> {
    let rows = sqlx::query("SELECT id, path FROM product_images WHERE product_id = $1 ORDER BY position, id")
        .bind(product_id)
        .fetch_all(&mut **tx)
        .await?;
    rows.iter().enumerate().map(|(place, row)| Ok((row.try_get("id")?, (place, row.try_get("path")?)))).collect()
}

/// Makes the variant show exactly the chosen product pictures, in the product's order and
/// first in the variant's gallery; its own pictures stay after them.
async fn show_pictures(
    tx: &mut Transaction<'static, Any>,
    variant_id: i64,
    product_pictures: &HashMap<i64, (usize, String)>,
    chosen: &[i64],
) -> Result<(), sqlx::Error> {
    if !product_pictures.is_empty() {
        let paths: Vec<String> = product_pictures.values().map(|(_, path)| path.clone()).collect();
        let mut clear = Sql::new("DELETE FROM product_images WHERE product_id = ");
        clear.bind(variant_id).push(" AND path IN (").bind_list(&paths).push(")");
        clear.query().execute(&mut **tx).await?;
    }
    if chosen.is_empty() {
        return Ok(());
    }
    let mut chosen: Vec<&(usize, String)> = chosen.iter().filter_map(|id| product_pictures.get(id)).collect();
    chosen.sort();
    let mut insert = Sql::new("INSERT INTO product_images (product_id, path, position) VALUES ");
    for (position, (_, path)) in chosen.iter().enumerate() {
        // Before any picture of the variant's own, which start at 0.
        let place = position as i64 - chosen.len() as i64;
        insert
            .push(if position == 0 { "(" } else { ", (" })
            .bind(variant_id)
            .push(", ")
            .bind(path.clone())
            .push(", ")
            .bind(place)
            .push(")");
    }
    insert.query().execute(&mut **tx).await?;
    Ok(())
}

/// The place of the first variant whose SKU another product has, in one query; the product's
/// own variants do not count, as the save changes or removes them.
async fn sku_taken(tx: &mut Transaction<'static, Any>, product_id: i64, draft: &CheckedVariants) -> Result<Option<usize>, sqlx::Error> {
    let skus: Vec<String> = draft.variants.iter().map(|v| v.sku.clone()).collect();
    let mut sql = Sql::new("SELECT sku FROM products WHERE (parent_id IS NULL OR parent_id <> ");
    sql.bind(product_id).push(") AND sku IN (").bind_list(&skus).push(")");
    let taken: BTreeSet<String> = sql.query().fetch_all(&mut **tx).await?.iter().map(|row| row.try_get("sku")).collect::<Result<_, _>>()?;
    Ok(draft.variants.iter().position(|v| taken.contains(&v.sku)))
}

/// The place of the first variant naming an attribute the product does not vary by, or an
/// option that is not its attribute's.
async fn misfit_option(tx: &mut Transaction<'static, Any>, draft: &CheckedVariants) -> Result<Option<usize>, sqlx::Error> {
    let options: BTreeSet<i64> = draft.variants.iter().flat_map(|v| v.options.values().copied()).collect();
    let options: Vec<i64> = options.into_iter().collect();
    let mut owners: HashMap<i64, i64> = HashMap::new();
    if !options.is_empty() {
        let mut sql = Sql::new("SELECT id, attribute_id FROM attribute_options WHERE id IN (");
        sql.bind_list(&options).push(")");
        for row in sql.query().fetch_all(&mut **tx).await? {
            owners.insert(row.try_get("id")?, row.try_get("attribute_id")?);
        }
    }
    Ok(draft.variants.iter().position(|variant| {
        variant.options.iter().any(|(attribute, option)| owners.get(option) != Some(attribute) || !draft.attributes.contains(attribute))
    }))
}

/// The product's filter rows for the attributes it varied or varies by: every option its sold
/// variants carry.
async fn refilter(tx: &mut Transaction<'static, Any>, product_id: i64, before: &[i64], draft: &CheckedVariants) -> Result<(), sqlx::Error> {
    let touched: BTreeSet<i64> = before.iter().chain(&draft.attributes).copied().collect();
    let touched: Vec<i64> = touched.into_iter().collect();
    if !touched.is_empty() {
        let mut clear = Sql::new("DELETE FROM product_filter_values WHERE product_id = ");
        clear.bind(product_id).push(" AND attribute_id IN (").bind_list(&touched).push(")");
        clear.query().execute(&mut **tx).await?;
    }
    let carried: BTreeSet<(i64, i64)> =
        draft.variants.iter().filter(|v| v.enabled).flat_map(|v| v.options.iter().map(|(a, o)| (*a, *o))).collect();
    for (attribute, option) in carried {
        sqlx::query("INSERT INTO product_filter_values (attribute_id, option_id, product_id) VALUES ($1, $2, $3)")
            .bind(attribute)
            .bind(option)
            .bind(product_id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// What the audit log keeps of the variants: the attributes, then each variant by its SKU.
fn audited(variants: &EditedVariants) -> String {
    let by_sku: serde_json::Map<String, serde_json::Value> = variants
        .variants
        .iter()
        .map(|v| {
            let options: BTreeMap<String, i64> = v.options.iter().map(|(a, o)| (a.to_string(), *o)).collect();
            let shown = serde_json::json!({
                "price_minor": v.price_minor, "stock": v.stock, "enabled": v.enabled, "options": options, "pictures": v.pictures,
            });
            (v.sku.clone(), shown)
        })
        .collect();
    serde_json::json!({ "attributes": variants.attributes, "variants": by_sku }).to_string()
}
