//! `app_meta`: markers of what was written once (the demo catalogue, the demo content) and the
//! schema version.

use sqlx::any::{AnyArguments, AnyRow};
use sqlx::query::Query;
use sqlx::{Any, AnyConnection, Row};

use crate::Db;

/// Whether `key` is marked.
pub async fn is_marked(db: &Db, key: &str) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM app_meta WHERE key = $1").bind(key).fetch_one(db.pool()).await?;
    Ok(row.try_get::<i64, _>("n")? > 0)
}

/// Marks `key` with `value` unless it is marked: answers whether this call marked it. Inside a
/// transaction, a second writer marking the same key waits for the first, then finds it.
pub async fn mark(conn: &mut AnyConnection, key: &str, value: &str) -> Result<bool, sqlx::Error> {
    let marked = sqlx::query("INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING")
        .bind(key)
        .bind(value)
        .execute(&mut *conn)
        .await?;
    Ok(marked.rows_affected() > 0)
}

/// The write [`fill_once`] makes for one row: an UPDATE with its values bound.
pub type FillQuery = Query<'static, Any, AnyArguments<'static>>;

/// Fills a column added after its rows were written (a search key the database cannot compute),
/// once: batch after batch of the rows `select` still finds, each written by the query `fill`
/// makes of it, one transaction a batch; then `marker`, so later starts skip the scan. `select`
/// must stop finding a row once it is filled, and bound its batch (`LIMIT`).
pub async fn fill_once(
    db: &Db,
    marker: &str,
    select: &str,
    fill: impl Fn(&AnyRow) -> Result<FillQuery, sqlx::Error>,
) -> Result<u64, sqlx::Error> {
    if is_marked(db, marker).await? {
        return Ok(0);
    }
    let mut filled = 0;
    loop {
        let rows = sqlx::query(select).fetch_all(db.pool()).await?;
        if rows.is_empty() {
            let mut conn = db.pool().acquire().await?;
            mark(&mut conn, marker, "1").await?;
            return Ok(filled);
        }
        let mut tx = db.pool().begin().await?;
        for row in &rows {
            fill(row)?.execute(&mut *tx).await?;
        }
        tx.commit().await?;
        filled += rows.len() as u64;
    }
}
