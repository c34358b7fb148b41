//! The feed of products whose stock or price was written (table `stock_changes`). Every writer
//! of `products.qty` or a price records the product here in the same transaction; each app
//! server follows the feed (crates/api/src/catalog/stock_feed.rs) to forget its kept reads of them.

use sqlx::{Any, Row, Transaction};

use crate::clock;
use crate::sql::Sql;
use crate::Db;

/// One recorded change: its place in the feed and the product it touched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Change {
    pub id: i64,
    pub product_id: i64,
}

/// Records that these products' stock or price changed, inside the writer's transaction, so the
/// feed shows the change exactly when it commits (one statement for all of them).
pub async fn record(tx: &mut Transaction<'static, Any>, product_ids: &[i64]) -> Result<(), sqlx::Error> {
    if product_ids.is_empty() {
        return Ok(());
    }
    let mut sql = Sql::new("INSERT INTO stock_changes (product_id, changed_at) VALUES ");
    let now = clock::now();
    for (i, product_id) in product_ids.iter().enumerate() {
        sql.push(if i == 0 { "(" } else { ", (" }).bind(*product_id).push(", ").bind(now.as_str()).push(")");
    }
    sql.query().execute(&mut **tx).await?;
    Ok(())
}

/// The id below every change recorded since `since` (a stored timestamp), or the newest id
/// when none was: where a server starting with nothing kept begins to follow the feed, so that
/// a change that commits just after the start is still read.
pub async fn floor_since(db: &Db, since: &str) -> Result<i64, sqlx::Error> {
    sqlx::query(
        "SELECT COALESCE((SELECT MIN(id) - 1 FROM stock_changes WHERE changed_at >= $1), \
         (SELECT MAX(id) FROM stock_changes), 0) AS floor",
    )
    .bind(since)
    .fetch_one(db.pool())
    .await?
    .try_get("floor")
}

/// The changes after `id`, oldest first, at most `limit`.
pub async fn after(db: &Db, id: i64, limit: i64) -> Result<Vec<Change>, sqlx::Error> {
    sqlx::query("SELECT id, product_id FROM stock_changes WHERE id > $1 ORDER BY id LIMIT $2")
        .bind(id)
        .bind(limit)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| Ok(Change { id: row.try_get("id")?, product_id: row.try_get("product_id")? }))
        .collect()
}

/// Deletes the changes recorded before `cutoff` (a stored timestamp); answers how many.
pub async fn prune(db: &Db, cutoff: &str) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query("DELETE FROM stock_changes WHERE changed_at < $1").bind(cutoff).execute(db.pool()).await?.rows_affected())
}
