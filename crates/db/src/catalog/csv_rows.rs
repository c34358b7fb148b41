//! The catalogue as the CSV file's rows: products read in pages (an export) or by SKU (an
//! import's check), and an imported row written inside the import's transaction with the
//! product editor's own saves, so a row is audited, relisted and announced like an edit.

use std::collections::{BTreeMap, HashMap};

use sqlx::{Any, AnyConnection, Row, Transaction};
use storefront_core::catalog_csv::ProductValues;
use storefront_core::locale::Locale;
use storefront_core::product_edit::{CheckedProduct, ProductTexts};

use super::editing::{self, Saved};
use super::variant_editing::{self, VariantsSaved};
use crate::sql::Sql;
use crate::staff::audit::Actor;
use crate::Db;

/// A product as the file shows it, with what the file does not carry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRow {
    pub id: i64,
    pub parent_id: Option<i64>,
    pub seller_id: Option<i64>,
    /// Its pictures' paths in the store, in order; [`ProductValues::pictures`] stays empty for
    /// the caller to fill with their addresses.
    pub picture_paths: Vec<String>,
    pub values: ProductValues,
}

/// Every category's URL key and id.
pub async fn category_keys(db: &Db) -> Result<HashMap<String, i64>, sqlx::Error> {
    sqlx::query("SELECT id, slug FROM categories")
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| Ok((row.try_get("slug")?, row.try_get("id")?)))
        .collect()
}

/// The ids of listed products (not deleted) after `after_id`, at most `limit`, in id order: an
/// export's next page.
pub async fn listed_ids_after(db: &Db, after_id: i64, limit: i64) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM products WHERE parent_id IS NULL AND deleted_at IS NULL AND id > $1 ORDER BY id LIMIT $2")
        .bind(after_id)
        .bind(limit)
        .fetch_all(db.pool())
        .await
}

/// How many listed products an export writes, with their variants.
pub async fn count_rows(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM products p LEFT JOIN products parent ON parent.id = p.parent_id \
         WHERE p.deleted_at IS NULL AND (p.parent_id IS NULL OR parent.deleted_at IS NULL)",
    )
    .fetch_one(db.pool())
    .await
}

/// The listed products `ids`, each followed by its variants: an export's page.
pub async fn with_variants(db: &Db, ids: &[i64]) -> Result<Vec<StoredRow>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut conn = db.pool().acquire().await?;
    let mut sql = Sql::new("SELECT id FROM products WHERE parent_id IN (");
    sql.bind_list(ids).push(") ORDER BY position, id");
    let variants: Vec<i64> = sql.query().fetch_all(&mut *conn).await?.iter().map(|row| row.try_get("id")).collect::<Result<_, _>>()?;
    let mut rows = load(&mut conn, Key::Ids(&[ids, &variants].concat())).await?;
    let listed_at: HashMap<i64, usize> = ids.iter().enumerate().map(|(at, id)| (*id, at)).collect();
    let order = |row: &StoredRow| (listed_at.get(&row.parent_id.unwrap_or(row.id)).copied(), row.parent_id.is_some());
    rows.sort_by_key(|row| order(row));
    Ok(rows)
}

/// The products (listed or variants, not deleted) with these SKUs.
pub async fn by_skus(db: &Db, skus: &[String]) -> Result<HashMap<String, StoredRow>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    by_skus_in(&mut conn, skus).await
}

async fn by_skus_in(conn: &mut AnyConnection, skus: &[String]) -> Result<HashMap<String, StoredRow>, sqlx::Error> {
    Ok(load(conn, Key::Skus(skus)).await?.into_iter().map(|row| (row.values.sku.clone(), row)).collect())
}

enum Key<'a> {
    Ids(&'a [i64]),
    Skus(&'a [String]),
}

/// Loads products with their texts, categories, pictures and options, a few queries per call.
async fn load(conn: &mut AnyConnection, key: Key<'_>) -> Result<Vec<StoredRow>, sqlx::Error> {
    let mut sql = Sql::new(
        "SELECT p.id, p.parent_id, p.type, p.sku, p.url_key, p.price_minor, \
         COALESCE(p.special_price_planned_minor, p.special_price_minor) AS special_price_minor, p.special_from, p.special_to, \
         p.qty, p.status, p.is_new, p.is_featured, p.seller_id, parent.sku AS parent_sku \
         FROM products p LEFT JOIN products parent ON parent.id = p.parent_id WHERE p.deleted_at IS NULL AND ",
    );
    match key {
        Key::Ids([]) | Key::Skus([]) => return Ok(Vec::new()),
        Key::Ids(ids) => sql.push("p.id IN (").bind_list(ids).push(")"),
        Key::Skus(skus) => sql.push("p.sku IN (").bind_list(skus).push(")"),
    };
    let mut rows = Vec::new();
    let mut at = HashMap::new();
    for row in sql.query().fetch_all(&mut *conn).await? {
        let id: i64 = row.try_get("id")?;
        let parent_sku: Option<String> = row.try_get("parent_sku")?;
        at.insert(id, rows.len());
        rows.push(StoredRow {
            id,
            parent_id: row.try_get("parent_id")?,
            seller_id: row.try_get("seller_id")?,
            picture_paths: Vec::new(),
            values: ProductValues {
                product_sku: parent_sku.unwrap_or_default(),
                sku: row.try_get("sku")?,
                url_key: row.try_get::<Option<String>, _>("url_key")?.unwrap_or_default(),
                enabled: row.try_get::<i64, _>("status")? == 1,
                configurable: row.try_get::<String, _>("type")? == "configurable",
                price_minor: row.try_get("price_minor")?,
                special_price_minor: row.try_get("special_price_minor")?,
                special_from: row.try_get("special_from")?,
                special_to: row.try_get("special_to")?,
                stock: row.try_get("qty")?,
                is_new: row.try_get::<i64, _>("is_new")? != 0,
                is_featured: row.try_get::<i64, _>("is_featured")? != 0,
                categories: Vec::new(),
                options: Vec::new(),
                pictures: Vec::new(),
                picture_sources: Vec::new(),
                texts: BTreeMap::new(),
            },
        });
    }
    let ids: Vec<i64> = rows.iter().map(|row| row.id).collect();
    if ids.is_empty() {
        return Ok(rows);
    }
    let texts = in_ids(
        "SELECT product_id, locale, name, short_description, description, seo_title, seo_description \
         FROM product_translations WHERE product_id IN (",
        &ids,
        ")",
    );
    for row in texts.query().fetch_all(&mut *conn).await? {
        let Some(locale) = Locale::parse(&row.try_get::<String, _>("locale")?) else { continue };
        let Some(&index) = at.get(&row.try_get::<i64, _>("product_id")?) else { continue };
        let texts = ProductTexts {
            name: row.try_get("name")?,
            short_description: row.try_get("short_description")?,
            description: row.try_get("description")?,
            seo_title: row.try_get("seo_title")?,
            seo_description: row.try_get("seo_description")?,
        };
        rows[index].values.texts.insert(locale, texts);
    }
    // In the categories' ids' order, as the core writes a row's categories.
    let categories = in_ids(
        "SELECT pc.product_id, c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id IN (",
        &ids,
        ") ORDER BY pc.product_id, pc.category_id",
    );
    for row in categories.query().fetch_all(&mut *conn).await? {
        if let Some(&index) = at.get(&row.try_get::<i64, _>("product_id")?) {
            rows[index].values.categories.push(row.try_get("slug")?);
        }
    }
    let pictures = in_ids(
        "SELECT product_id, path, source_url FROM product_images WHERE product_id IN (",
        &ids,
        ") ORDER BY product_id, position, id",
    );
    for row in pictures.query().fetch_all(&mut *conn).await? {
        if let Some(&index) = at.get(&row.try_get::<i64, _>("product_id")?) {
            rows[index].picture_paths.push(row.try_get("path")?);
            rows[index].values.picture_sources.push(row.try_get("source_url")?);
        }
    }
    let options = in_ids(
        "SELECT v.product_id, a.code, o.admin_name FROM product_attribute_values v \
         JOIN attributes a ON a.id = v.attribute_id JOIN attribute_options o ON o.id = v.option_id WHERE v.product_id IN (",
        &ids,
        ") ORDER BY v.product_id, a.position, a.id",
    );
    for row in options.query().fetch_all(&mut *conn).await? {
        let Some(&index) = at.get(&row.try_get::<i64, _>("product_id")?) else { continue };
        if rows[index].parent_id.is_some() {
            let (code, option): (String, String) = (row.try_get("code")?, row.try_get("admin_name")?);
            rows[index].values.options.push(format!("{code}={option}"));
        }
    }
    Ok(rows)
}

fn in_ids(head: &str, ids: &[i64], tail: &str) -> Sql {
    let mut sql = Sql::new(head);
    sql.bind_list(ids).push(tail);
    sql
}

/// How an imported row's write ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowWritten {
    /// A new product, with its id.
    Created(i64),
    Updated,
    /// Saved by someone after the import's check read it: left as it is.
    ChangedSinceCheck,
    SkuTaken,
    UrlKeyTaken,
    UnknownCategory,
    /// Gone since the check (deleted, or no longer a variant of its product).
    Gone,
}

/// Writes a listed product's row: created (`existing` none) or saved over the product at the
/// version it has now (the caller checked that the cells it changes are still as the import's
/// check read them).
pub async fn write_product(
    tx: &mut Transaction<'static, Any>,
    existing: Option<&StoredRow>,
    product: &CheckedProduct,
    derived_url_key: bool,
    actor: &Actor,
) -> Result<RowWritten, sqlx::Error> {
    let version = match existing {
        Some(row) => match version_of(tx, row.id).await? {
            Some(version) => version,
            None => return Ok(RowWritten::Gone),
        },
        None => 0,
    };
    let saved = editing::save_in(tx, existing.map(|row| row.id), version, product, derived_url_key, actor).await?;
    Ok(match saved {
        Saved::Done { .. } if existing.is_some() => RowWritten::Updated,
        Saved::Done { id, .. } => RowWritten::Created(id),
        Saved::Stale { .. } => RowWritten::ChangedSinceCheck,
        Saved::SkuTaken => RowWritten::SkuTaken,
        Saved::UrlKeyTaken => RowWritten::UrlKeyTaken,
        Saved::UnknownCategory => RowWritten::UnknownCategory,
        Saved::UnknownSeller | Saved::NotFound => RowWritten::Gone,
    })
}

/// Writes a variant's price, stock and whether it is sold: its product's variants saved again
/// with this one changed, so the product's price, stock and filters follow.
pub async fn write_variant(
    tx: &mut Transaction<'static, Any>,
    existing: &StoredRow,
    (price_minor, stock, enabled): (i64, i64, bool),
    actor: &Actor,
) -> Result<RowWritten, sqlx::Error> {
    let Some(product_id) = existing.parent_id else { return Ok(RowWritten::Gone) };
    let Some(version) = version_of(tx, product_id).await? else { return Ok(RowWritten::Gone) };
    let Some(variants) = variant_editing::load_in(tx, product_id).await? else { return Ok(RowWritten::Gone) };
    if !variants.variants.iter().any(|v| v.id == existing.id) {
        return Ok(RowWritten::Gone);
    }
    let draft = variant_editing::as_draft(variants, |variant| {
        if variant.id == Some(existing.id) {
            (variant.price_minor, variant.stock, variant.enabled) = (price_minor, stock, enabled);
        }
    });
    Ok(match variant_editing::save_in(tx, product_id, version, &draft, actor).await? {
        VariantsSaved::Done { .. } => RowWritten::Updated,
        VariantsSaved::Stale => RowWritten::ChangedSinceCheck,
        VariantsSaved::SkuTaken { .. } => RowWritten::SkuTaken,
        _ => RowWritten::Gone,
    })
}

/// A product's version, unless it is gone.
async fn version_of(tx: &mut Transaction<'static, Any>, id: i64) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT version FROM products WHERE id = $1 AND deleted_at IS NULL").bind(id).fetch_optional(&mut **tx).await
}

/// The products an import's rows name, looked up inside its transaction.
pub async fn by_skus_tx(tx: &mut Transaction<'static, Any>, skus: &[String]) -> Result<HashMap<String, StoredRow>, sqlx::Error> {
    by_skus_in(tx, skus).await
}
