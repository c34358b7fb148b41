//! `app_meta`: markers of what was written once (the demo catalogue, the demo content) and the
//! schema version.

use sqlx::{AnyConnection, Row};

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
