//! Products as staff edit them: one product with its texts in every language, and saving a
//! product the core checked (what the product table does to many at once is in
//! [`super::product_bulk`]). Every write is one transaction with
//! its audit entry (the values before and after), the product's rows of the lists' index
//! ([`super::listing::relist`]) and its entry in the feed of changes, so every server shows it
//! within a second.

use std::collections::BTreeMap;

use serde::Serialize;
use sqlx::{Any, Row, Transaction};
use storefront_core::locale::Locale;
use storefront_core::product_edit::{free_url_key, CheckedProduct, ProductTexts};
use storefront_core::translit;

use super::catalog_changes::{self, Kind};
use super::listing;
use crate::clock;
use crate::sql::Sql;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// A product as the editor shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EditedProduct {
    pub id: i64,
    pub version: i64,
    /// `simple` or `configurable`.
    pub kind: String,
    pub sku: String,
    pub url_key: String,
    pub price_minor: i64,
    /// The special price as planned (in force or not).
    pub special_price_minor: Option<i64>,
    pub special_from: Option<String>,
    pub special_to: Option<String>,
    pub stock: i64,
    pub enabled: bool,
    pub is_new: bool,
    pub is_featured: bool,
    pub seller_id: Option<i64>,
    pub category_ids: Vec<i64>,
    pub texts: BTreeMap<Locale, ProductTexts>,
    /// When each language's texts were saved (empty for texts older than the editor).
    #[serde(skip)]
    pub texts_saved_at: BTreeMap<Locale, String>,
    #[serde(skip)]
    pub deleted_at: Option<String>,
    #[serde(skip)]
    pub updated_at: String,
}

/// Loads a product (a listed one or a variant) with its texts and categories.
pub async fn load(db: &Db, id: i64) -> Result<Option<EditedProduct>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    load_in(&mut conn, id).await
}

async fn load_in(conn: &mut sqlx::AnyConnection, id: i64) -> Result<Option<EditedProduct>, sqlx::Error> {
    let Some(row) = sqlx::query(
        "SELECT id, version, type, sku, url_key, price_minor, \
         COALESCE(special_price_planned_minor, special_price_minor) AS special_price_minor, special_from, special_to, \
         qty, status, is_new, is_featured, seller_id, deleted_at, updated_at FROM products WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?
    else {
        return Ok(None);
    };
    let mut product = EditedProduct {
        id,
        version: row.try_get("version")?,
        kind: row.try_get("type")?,
        sku: row.try_get("sku")?,
        url_key: row.try_get::<Option<String>, _>("url_key")?.unwrap_or_default(),
        price_minor: row.try_get("price_minor")?,
        special_price_minor: row.try_get("special_price_minor")?,
        special_from: row.try_get("special_from")?,
        special_to: row.try_get("special_to")?,
        stock: row.try_get("qty")?,
        enabled: row.try_get::<i64, _>("status")? == 1,
        is_new: row.try_get::<i64, _>("is_new")? != 0,
        is_featured: row.try_get::<i64, _>("is_featured")? != 0,
        seller_id: row.try_get("seller_id")?,
        category_ids: Vec::new(),
        texts: BTreeMap::new(),
        texts_saved_at: BTreeMap::new(),
        deleted_at: row.try_get("deleted_at")?,
        updated_at: row.try_get("updated_at")?,
    };
    let texts = sqlx::query(
        "SELECT locale, name, short_description, description, seo_title, seo_description, updated_at \
         FROM product_translations WHERE product_id = $1",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    for row in texts {
        let Some(locale) = Locale::parse(&row.try_get::<String, _>("locale")?) else { continue };
        product.texts.insert(
            locale,
            ProductTexts {
                name: row.try_get("name")?,
                short_description: row.try_get("short_description")?,
                description: row.try_get("description")?,
                seo_title: row.try_get("seo_title")?,
                seo_description: row.try_get("seo_description")?,
            },
        );
        product.texts_saved_at.insert(locale, row.try_get("updated_at")?);
    }
    product.category_ids = sqlx::query("SELECT category_id FROM product_categories WHERE product_id = $1 ORDER BY category_id")
        .bind(id)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|row| row.try_get("category_id"))
        .collect::<Result<_, _>>()?;
    Ok(Some(product))
}

/// How a save ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    /// The product's id and its new version.
    Done {
        id: i64,
        version: i64,
    },
    /// Someone saved the product after the version the editor read: nothing was written.
    Stale {
        saved_by_version: i64,
    },
    SkuTaken,
    UrlKeyTaken,
    UnknownCategory,
    UnknownSeller,
    NotFound,
}

/// Creates a simple product (`id` none) or saves one read at `version`; a URL key made from the
/// name (`derived_url_key`) gets a number when another product has it, a typed one is refused.
pub async fn save(
    db: &Db,
    id: Option<i64>,
    version: i64,
    product: &CheckedProduct,
    derived_url_key: bool,
    actor: &Actor,
) -> Result<Saved, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let saved = save_in(&mut tx, id, version, product, derived_url_key, actor).await?;
    if matches!(saved, Saved::Done { .. }) {
        tx.commit().await?;
    }
    Ok(saved)
}

/// [`save`] inside the caller's transaction (an import's), which commits it.
pub(super) async fn save_in(
    tx: &mut Transaction<'static, Any>,
    id: Option<i64>,
    version: i64,
    product: &CheckedProduct,
    derived_url_key: bool,
    actor: &Actor,
) -> Result<Saved, sqlx::Error> {
    let before = match id {
        Some(id) => match load_in(tx, id).await? {
            Some(before) if before.deleted_at.is_none() => Some(before),
            _ => return Ok(Saved::NotFound),
        },
        None => None,
    };
    if let Some(before) = &before {
        if before.version != version {
            return Ok(Saved::Stale { saved_by_version: before.version });
        }
    }
    let own_id = id.unwrap_or(0);
    if taken(tx, "sku", &product.sku, own_id).await? {
        return Ok(Saved::SkuTaken);
    }
    let url_key = match derived_url_key {
        true => free_url_key(&product.url_key, &keys_like(tx, &product.url_key, own_id).await?),
        false if taken(tx, "url_key", &product.url_key, own_id).await? => return Ok(Saved::UrlKeyTaken),
        false => product.url_key.clone(),
    };
    if !all_exist(tx, "categories", &product.category_ids).await? {
        return Ok(Saved::UnknownCategory);
    }
    if !all_exist(tx, "sellers", &product.seller_id.into_iter().collect::<Vec<_>>()).await? {
        return Ok(Saved::UnknownSeller);
    }
    let now = clock::now();
    let (id, new_version) = match id {
        Some(id) => {
            // A configurable product's price and stock are its variants' (`variant_editing`).
            let update = format!(
                "UPDATE products SET sku = $1, url_key = $2, status = $7, is_new = $8, is_featured = $9, seller_id = $10, \
                 updated_at = $11, version = version + 1, {} WHERE id = $15 AND version = $16",
                own_prices_set([3, 4, 5, 6, 12, 13, 14])
            );
            let written = bind_columns(sqlx::query(&update), product, &url_key, &now).bind(id).bind(version).execute(&mut **tx).await?;
            if written.rows_affected() == 0 {
                return Ok(Saved::Stale { saved_by_version: version + 1 });
            }
            (id, version + 1)
        }
        None => {
            let insert = "INSERT INTO products (type, sku, url_key, price_minor, special_price_minor, final_price_minor, qty, \
                 status, is_new, is_featured, seller_id, position, created_at, updated_at, special_price_planned_minor, \
                 special_from, special_to, version) \
                 VALUES ('simple', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $11, $12, $13, $14, 1) RETURNING id";
            let id: i64 = bind_columns(sqlx::query(insert), product, &url_key, &now).fetch_one(&mut **tx).await?.try_get("id")?;
            (id, 1)
        }
    };
    write_texts(tx, id, &product.texts, before.as_ref().map(|b| &b.texts), &now).await?;
    sqlx::query("DELETE FROM product_categories WHERE product_id = $1").bind(id).execute(&mut **tx).await?;
    for category_id in &product.category_ids {
        sqlx::query("INSERT INTO product_categories (category_id, product_id) VALUES ($1, $2)")
            .bind(category_id)
            .bind(id)
            .execute(&mut **tx)
            .await?;
    }
    let after = load_in(tx, id).await?.ok_or(sqlx::Error::RowNotFound)?;
    let (action, before_json) = match &before {
        Some(before) => ("product.update", Some(audited(before))),
        None => ("product.create", None),
    };
    let after_json = audited(&after);
    audit::record_in(
        tx,
        actor,
        &Entry { action, entity: "product", entity_id: &id.to_string(), before: before_json.as_deref(), after: Some(&after_json) },
    )
    .await?;
    changed(tx, &[id]).await?;
    Ok(Saved::Done { id, version: new_version })
}

/// Binds the product's own columns as `$1`…`$14` (SKU, URL key, the price and the special
/// price and final price in force today, stock, the three flags, seller, the time, then the
/// special price as planned with its days), in the order the UPDATE and the INSERT of [`save`]
/// name them.
fn bind_columns<'q>(
    query: sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>>,
    product: &'q CheckedProduct,
    url_key: &'q str,
    now: &'q str,
) -> sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>> {
    let (special_now, final_now) = product.priced_on(&clock::shop_today());
    query
        .bind(&product.sku)
        .bind(url_key)
        .bind(product.price_minor)
        .bind(special_now)
        .bind(final_now)
        .bind(product.stock)
        .bind(i64::from(product.enabled))
        .bind(i64::from(product.is_new))
        .bind(i64::from(product.is_featured))
        .bind(product.seller_id)
        .bind(now)
        .bind(product.special_price_minor)
        .bind(product.special_from.as_deref())
        .bind(product.special_to.as_deref())
}

/// The assignments of a simple product's price, special price and final price in force, stock,
/// and special price as planned with its two days, from the parameters numbered in that order; a
/// configurable product's are its variants' and stay as they are.
pub(super) fn own_prices_set([price, special, final_price, stock, planned, from, to]: [usize; 7]) -> String {
    let own = |column: &str, parameter: usize, configurable: &str| {
        format!("{column} = CASE WHEN type = 'configurable' THEN {configurable} ELSE ${parameter} END")
    };
    [
        own("price_minor", price, "price_minor"),
        own("special_price_minor", special, "special_price_minor"),
        own("final_price_minor", final_price, "final_price_minor"),
        own("qty", stock, "qty"),
        own("special_price_planned_minor", planned, "NULL"),
        own("special_from", from, "NULL"),
        own("special_to", to, "NULL"),
    ]
    .join(", ")
}

/// What the audit log keeps of a product: every field staff edit, descriptions included.
fn audited(product: &EditedProduct) -> String {
    serde_json::to_string(product).unwrap_or_default()
}

/// Writes the languages given and removes the others; a language whose texts did not change
/// keeps its saved time, so a translation is stale only when its source really changed.
async fn write_texts(
    tx: &mut Transaction<'static, Any>,
    id: i64,
    texts: &BTreeMap<Locale, ProductTexts>,
    before: Option<&BTreeMap<Locale, ProductTexts>>,
    now: &str,
) -> Result<(), sqlx::Error> {
    for locale in Locale::ALL {
        let old = before.and_then(|b| b.get(&locale));
        match texts.get(&locale) {
            None => {
                sqlx::query("DELETE FROM product_translations WHERE product_id = $1 AND locale = $2")
                    .bind(id)
                    .bind(locale.code())
                    .execute(&mut **tx)
                    .await?;
            }
            Some(new) if Some(new) == old => {}
            Some(new) => {
                sqlx::query("DELETE FROM product_translations WHERE product_id = $1 AND locale = $2")
                    .bind(id)
                    .bind(locale.code())
                    .execute(&mut **tx)
                    .await?;
                sqlx::query(
                    "INSERT INTO product_translations (product_id, locale, name, short_description, description, seo_title, \
                     seo_description, updated_at, name_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                )
                .bind(id)
                .bind(locale.code())
                .bind(&new.name)
                .bind(&new.short_description)
                .bind(&new.description)
                .bind(&new.seo_title)
                .bind(&new.seo_description)
                .bind(now)
                .bind(name_key(&new.name))
                .execute(&mut **tx)
                .await?;
            }
        }
    }
    // The table's "missing translation" filter reads this count rather than every product's names.
    let missing = Locale::ALL.into_iter().filter(|locale| texts.get(locale).is_none_or(|text| text.name.is_empty())).count();
    sqlx::query("UPDATE products SET names_missing = $1 WHERE id = $2").bind(missing as i64).bind(id).execute(&mut **tx).await?;
    Ok(())
}

/// A name as staff search it: the core's search key, never empty (a name of marks only is a
/// space, so the filler below does not read it again).
fn name_key(name: &str) -> String {
    Some(translit::search_key(name)).filter(|key| !key.is_empty()).unwrap_or_else(|| " ".into())
}

/// Whether another product than `own_id` has `value` in `column`.
async fn taken(tx: &mut Transaction<'static, Any>, column: &str, value: &str, own_id: i64) -> Result<bool, sqlx::Error> {
    let found = sqlx::query(&format!("SELECT id FROM products WHERE {column} = $1 AND id <> $2 LIMIT 1"))
        .bind(value)
        .bind(own_id)
        .fetch_optional(&mut **tx)
        .await?;
    Ok(found.is_some())
}

/// The URL keys of other products that start with `base` (its numbered forms among them).
async fn keys_like(tx: &mut Transaction<'static, Any>, base: &str, own_id: i64) -> Result<Vec<String>, sqlx::Error> {
    let base = if base.is_empty() { "product" } else { base };
    sqlx::query("SELECT url_key FROM products WHERE url_key >= $1 AND url_key < $2 AND id <> $3")
        .bind(base)
        .bind(format!("{base}\u{10FFFF}"))
        .bind(own_id)
        .fetch_all(&mut **tx)
        .await?
        .iter()
        .map(|row| row.try_get("url_key"))
        .collect()
}

pub(super) async fn all_exist(tx: &mut Transaction<'static, Any>, table: &str, ids: &[i64]) -> Result<bool, sqlx::Error> {
    if ids.is_empty() {
        return Ok(true);
    }
    let mut sql = Sql::new(&format!("SELECT COUNT(*) AS n FROM {table} WHERE id IN ("));
    sql.bind_list(ids).push(")");
    let found: i64 = sql.query().fetch_one(&mut **tx).await?.try_get("n")?;
    Ok(found == ids.len() as i64)
}

/// The products' rows of the lists' index follow them, and every server hears of them.
pub(super) async fn changed(tx: &mut Transaction<'static, Any>, ids: &[i64]) -> Result<(), sqlx::Error> {
    listing::relist(tx, ids).await?;
    catalog_changes::record(tx, Kind::Product, ids).await
}

/// The `app_meta` key marking that every name saved before migration 0017 has its key.
const NAME_KEYS_FILLED: &str = "product_name_keys_filled";

/// Fills the search key of product names saved before it existed (migration 0017), once, in
/// batches of one transaction each.
pub async fn fill_missing_name_keys(db: &Db) -> Result<u64, sqlx::Error> {
    let select = "SELECT product_id, locale, name FROM product_translations WHERE name_key = '' LIMIT 2000";
    crate::meta::fill_once(db, NAME_KEYS_FILLED, select, |row| {
        let (id, locale, name): (i64, String, String) = (row.try_get("product_id")?, row.try_get("locale")?, row.try_get("name")?);
        Ok(sqlx::query("UPDATE product_translations SET name_key = $1 WHERE product_id = $2 AND locale = $3")
            .bind(name_key(&name))
            .bind(id)
            .bind(locale))
    })
    .await
}
