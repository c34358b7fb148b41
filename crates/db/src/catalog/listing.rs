//! `product_listing`, the lists' index (see migration 0003): kept in step product by product by
//! the writers that record their changes in the feed ([`relist`], in their transaction), and
//! rebuilt from the whole catalogue in one transaction when a writer outside the feed marked the
//! catalogue changed ([`mark_changed`], [`refresh`]).

use sqlx::Row;

use crate::sql::Sql;
use crate::Db;

/// The `app_meta` key that writers outside the feed of changes (the demo seed, the operator's
/// commands) set to a new value after they commit, so that every server rebuilds its listing
/// and search index. Writers that record their changes in the feed leave it alone.
pub const CATALOG_STAMP_KEY: &str = "catalog_stamp";
const BUILT_FROM_KEY: &str = "listing_built_from";

/// The catalogue as writers outside the feed last left it: the stamp they set.
pub async fn fingerprint(db: &Db) -> Result<String, sqlx::Error> {
    let row = sqlx::query("SELECT COALESCE((SELECT value FROM app_meta WHERE key = $1), '') AS stamp")
        .bind(CATALOG_STAMP_KEY)
        .fetch_one(db.pool())
        .await?;
    row.try_get("stamp")
}

/// Marks the catalogue changed by a writer outside the feed: every server rebuilds its listing
/// and search index at its next look (catalog::refresh in the API, each minute).
pub async fn mark_changed(db: &Db) -> Result<(), sqlx::Error> {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |since| since.as_nanos());
    let stamp = format!("{}#{nanos}", crate::clock::now());
    let mut tx = db.pool().begin().await?;
    sqlx::query("DELETE FROM app_meta WHERE key = $1").bind(CATALOG_STAMP_KEY).execute(&mut *tx).await?;
    sqlx::query("INSERT INTO app_meta (key, value) VALUES ($1, $2)").bind(CATALOG_STAMP_KEY).bind(stamp).execute(&mut *tx).await?;
    tx.commit().await
}

/// Rebuilds the listing when it was built from another fingerprint; answers whether it did.
pub async fn refresh(db: &Db) -> Result<bool, sqlx::Error> {
    let current = fingerprint(db).await?;
    let built_from: Option<String> = sqlx::query("SELECT value FROM app_meta WHERE key = $1")
        .bind(BUILT_FROM_KEY)
        .fetch_optional(db.pool())
        .await?
        .map(|row| row.try_get("value"))
        .transpose()?;
    if built_from.as_deref() == Some(current.as_str()) {
        return Ok(false);
    }
    rebuild(db, &current).await?;
    Ok(true)
}

const COLUMNS: &str = "final_price_minor, position, created_at, is_new, is_featured, on_sale, seller_id";
const VALUES: &str = "p.final_price_minor, p.position, p.created_at, p.is_new, p.is_featured, \
    CASE WHEN p.special_price_minor > 0 AND p.final_price_minor < p.price_minor THEN 1 ELSE 0 END, p.seller_id";

/// The inserts of the listing's rows for the listed products `which` picks (a condition on
/// `p`, or nothing for all): one row for the whole catalogue (category 0), then one for each
/// category a product is in and each of its ancestors.
fn listing_inserts(which: &str) -> [String; 2] {
    [
        format!(
            "INSERT INTO product_listing (category_id, product_id, {COLUMNS}) \
             SELECT 0, p.id, {VALUES} FROM products p WHERE p.status = 1 AND p.parent_id IS NULL{which}"
        ),
        format!(
            "WITH RECURSIVE up(category_id, ancestor) AS ( \
                 SELECT id, id FROM categories \
                 UNION ALL SELECT up.category_id, c.parent_id FROM up JOIN categories c ON c.id = up.ancestor \
                 WHERE c.parent_id IS NOT NULL) \
             INSERT INTO product_listing (category_id, product_id, {COLUMNS}) \
             SELECT DISTINCT up.ancestor, p.id, {VALUES} FROM product_categories pc \
             JOIN up ON up.category_id = pc.category_id JOIN products p ON p.id = pc.product_id \
             WHERE p.status = 1 AND p.parent_id IS NULL{which}"
        ),
    ]
}

/// Products relisted per statement: well under both databases' limits on bound values.
const RELIST_CHUNK: usize = 500;

/// Lists these products again as they are now, inside the writer's transaction: a product
/// taken off sale, deleted or moved to other categories leaves its old rows.
pub async fn relist(tx: &mut sqlx::Transaction<'static, sqlx::Any>, ids: &[i64]) -> Result<(), sqlx::Error> {
    for chunk in ids.chunks(RELIST_CHUNK) {
        relist_chunk(tx, chunk).await?;
    }
    Ok(())
}

async fn relist_chunk(tx: &mut sqlx::Transaction<'static, sqlx::Any>, ids: &[i64]) -> Result<(), sqlx::Error> {
    let mut delete = Sql::new("DELETE FROM product_listing WHERE product_id IN (");
    delete.bind_list(ids).push(")");
    delete.query().execute(&mut **tx).await?;
    for insert in listing_inserts(" AND p.id IN (") {
        let mut sql = Sql::new(&insert);
        sql.bind_list(ids).push(")");
        sql.query().execute(&mut **tx).await?;
    }
    Ok(())
}

async fn rebuild(db: &Db, fingerprint: &str) -> Result<(), sqlx::Error> {
    let started = std::time::Instant::now();
    let mut tx = db.pool().begin().await?;
    sqlx::query("DELETE FROM product_listing").execute(&mut *tx).await?;
    for insert in listing_inserts("") {
        sqlx::query(&insert).execute(&mut *tx).await?;
    }
    sqlx::query("DELETE FROM app_meta WHERE key = $1").bind(BUILT_FROM_KEY).execute(&mut *tx).await?;
    sqlx::query("INSERT INTO app_meta (key, value) VALUES ($1, $2)").bind(BUILT_FROM_KEY).bind(fingerprint).execute(&mut *tx).await?;
    tx.commit().await?;
    if db.dialect() == crate::Dialect::Sqlite {
        // Fresh statistics let SQLite pick the listing indexes.
        sqlx::query("PRAGMA optimize").execute(db.pool()).await?;
    } else {
        sqlx::query("ANALYZE product_listing").execute(db.pool()).await?;
    }
    tracing::info!(elapsed_ms = started.elapsed().as_millis() as u64, "product listing rebuilt");
    Ok(())
}
