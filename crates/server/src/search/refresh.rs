//! Keeps the index in step with the catalogue: every interval, a cheap fingerprint of the
//! listed products (count, newest id, the catalogue stamp writers bump in `app_meta`) is read,
//! and the index is rebuilt when it changed. Each app server does this on its own, so several
//! servers behind a load balancer converge on the same database without talking to each other.

use std::time::Duration;

use sqlx::Row;

use super::SearchIndex;
use crate::db::Db;

/// The `app_meta` key that writers of names, descriptions or SKUs bump.
pub const CATALOG_STAMP_KEY: &str = "catalog_stamp";

async fn fingerprint(db: &Db) -> Result<String, sqlx::Error> {
    let row = sqlx::query(
        "SELECT COUNT(*) AS n, COALESCE(MAX(id), 0) AS newest, \
         COALESCE((SELECT value FROM app_meta WHERE key = $1), '') AS stamp \
         FROM products WHERE status = 1 AND parent_id IS NULL",
    )
    .bind(CATALOG_STAMP_KEY)
    .fetch_one(db.pool())
    .await?;
    let (n, newest, stamp): (i64, i64, String) = (
        row.try_get("n")?,
        row.try_get("newest")?,
        row.try_get("stamp")?,
    );
    Ok(format!("{n}:{newest}:{stamp}"))
}

/// Rebuilds the index whenever the catalogue's fingerprint changes; runs until the process ends.
pub fn spawn(index: SearchIndex, db: Db, every: Duration) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut known = fingerprint(&db).await.ok();
        let mut ticker = tokio::time::interval(every);
        ticker.tick().await;
        loop {
            ticker.tick().await;
            let current = match fingerprint(&db).await {
                Ok(current) => current,
                Err(error) => {
                    tracing::warn!(%error, "cannot read the catalogue fingerprint");
                    continue;
                }
            };
            if known.as_ref() != Some(&current) {
                match index.rebuild(&db).await {
                    Ok(()) => known = Some(current),
                    Err(error) => tracing::error!(%error, "search index rebuild failed"),
                }
            }
        }
    })
}
