//! `product_listing`, the lists' index (see migration 0003): rebuilt from the catalogue in one
//! transaction when the catalogue's fingerprint differs from the one it was built from.

use sqlx::Row;

use crate::Db;

/// The `app_meta` key that writers of products (prices, flags, status, categories) bump so
/// that lists and search follow; adding or removing products is noticed without it.
pub const CATALOG_STAMP_KEY: &str = "catalog_stamp";
const BUILT_FROM_KEY: &str = "listing_built_from";

/// A cheap summary of the catalogue: listed products, the newest id, the writers' stamp.
pub async fn fingerprint(db: &Db) -> Result<String, sqlx::Error> {
    let row = sqlx::query(
        "SELECT COUNT(*) AS n, COALESCE(MAX(id), 0) AS newest, \
         COALESCE((SELECT value FROM app_meta WHERE key = $1), '') AS stamp \
         FROM products WHERE status = 1 AND parent_id IS NULL",
    )
    .bind(CATALOG_STAMP_KEY)
    .fetch_one(db.pool())
    .await?;
    let (n, newest, stamp): (i64, i64, String) = (row.try_get("n")?, row.try_get("newest")?, row.try_get("stamp")?);
    Ok(format!("{n}:{newest}:{stamp}"))
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

async fn rebuild(db: &Db, fingerprint: &str) -> Result<(), sqlx::Error> {
    let started = std::time::Instant::now();
    let mut tx = db.pool().begin().await?;
    sqlx::query("DELETE FROM product_listing").execute(&mut *tx).await?;
    sqlx::query(&format!(
        "INSERT INTO product_listing (category_id, product_id, {COLUMNS}) \
         SELECT 0, p.id, {VALUES} FROM products p WHERE p.status = 1 AND p.parent_id IS NULL"
    ))
    .execute(&mut *tx)
    .await?;
    sqlx::query(&format!(
        "WITH RECURSIVE up(category_id, ancestor) AS ( \
             SELECT id, id FROM categories \
             UNION ALL SELECT up.category_id, c.parent_id FROM up JOIN categories c ON c.id = up.ancestor \
             WHERE c.parent_id IS NOT NULL) \
         INSERT INTO product_listing (category_id, product_id, {COLUMNS}) \
         SELECT DISTINCT up.ancestor, p.id, {VALUES} FROM product_categories pc \
         JOIN up ON up.category_id = pc.category_id JOIN products p ON p.id = pc.product_id \
         WHERE p.status = 1 AND p.parent_id IS NULL"
    ))
    .execute(&mut *tx)
    .await?;
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
