//! The pictures an import's rows named by address: queued inside the row's transaction, so a
//! row written has its pictures on record, and fetched once the job's rows are written. A fetch
//! leaves the queue when its picture is added or its fault is recorded on the job's report.

use sqlx::{Any, Row, Transaction};

use super::csv_jobs::{insert_lines, Line};
use crate::Db;

/// One picture waiting to be fetched for a product an import wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PictureFetch {
    pub id: i64,
    /// The file's line that named it, and that line's SKU: where a fault is reported.
    pub line: i64,
    pub sku: String,
    pub product_id: i64,
    pub url: String,
}

/// Queues `urls` for the product the row at `line` wrote, in the row's transaction.
pub async fn queue_in(
    tx: &mut Transaction<'static, Any>,
    job_id: i64,
    (line, sku): (i64, &str),
    product_id: i64,
    urls: &[String],
) -> Result<(), sqlx::Error> {
    for url in urls {
        sqlx::query("INSERT INTO catalog_picture_fetches (job_id, line, sku, product_id, url) VALUES ($1, $2, $3, $4, $5)")
            .bind(job_id)
            .bind(line)
            .bind(sku)
            .bind(product_id)
            .bind(url)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// The job's next picture to fetch, in the file's order.
pub async fn next(db: &Db, job_id: i64) -> Result<Option<PictureFetch>, sqlx::Error> {
    let row = sqlx::query("SELECT id, line, sku, product_id, url FROM catalog_picture_fetches WHERE job_id = $1 ORDER BY id LIMIT 1")
        .bind(job_id)
        .fetch_optional(db.pool())
        .await?;
    row.map(|row| {
        Ok(PictureFetch {
            id: row.try_get("id")?,
            line: row.try_get("line")?,
            sku: row.try_get("sku")?,
            product_id: row.try_get("product_id")?,
            url: row.try_get("url")?,
        })
    })
    .transpose()
}

/// Takes a fetch off the queue, recording `fault` on the job's report when it failed.
pub async fn end(db: &Db, job_id: i64, fetch: &PictureFetch, fault: Option<Line>) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM catalog_picture_fetches WHERE id = $1").bind(fetch.id).execute(&mut *tx).await?;
    if let Some(fault) = fault {
        insert_lines(&mut tx, job_id, &[fault]).await?;
    }
    tx.commit().await
}

/// How many pictures the job has still to fetch.
pub async fn waiting(db: &Db, job_id: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM catalog_picture_fetches WHERE job_id = $1").bind(job_id).fetch_one(db.pool()).await
}
