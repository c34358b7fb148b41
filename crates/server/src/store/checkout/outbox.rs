//! Mail waiting to be sent (written by orders::place in the order's own transaction).

use sqlx::Row;

use crate::clock;
use crate::db::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub attempts: i64,
}

fn outbox_row(row: &sqlx::any::AnyRow) -> Result<OutboxRow, sqlx::Error> {
    Ok(OutboxRow {
        id: row.try_get("id")?,
        recipient: row.try_get("recipient")?,
        subject: row.try_get("subject")?,
        body: row.try_get("body")?,
        attempts: row.try_get("attempts")?,
    })
}

/// The oldest unsent mail that has not failed too often.
pub async fn unsent(db: &Db, max_attempts: i64, limit: i64) -> Result<Vec<OutboxRow>, sqlx::Error> {
    sqlx::query("SELECT id, recipient, subject, body, attempts FROM outbox WHERE sent_at IS NULL AND attempts < $1 ORDER BY id LIMIT $2")
        .bind(max_attempts)
        .bind(limit)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(outbox_row)
        .collect()
}

pub async fn mark_sent(db: &Db, id: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE outbox SET sent_at = $1, attempts = attempts + 1 WHERE id = $2").bind(clock::now()).bind(id).execute(db.pool()).await?;
    Ok(())
}

pub async fn mark_failed(db: &Db, id: i64, error: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE outbox SET attempts = attempts + 1, last_error = $1 WHERE id = $2").bind(error).bind(id).execute(db.pool()).await?;
    Ok(())
}

/// Every mail to one address, newest first (what an operator or a test inspects).
pub async fn to_recipient(db: &Db, recipient: &str) -> Result<Vec<OutboxRow>, sqlx::Error> {
    sqlx::query("SELECT id, recipient, subject, body, attempts FROM outbox WHERE recipient = $1 ORDER BY id DESC")
        .bind(recipient)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(outbox_row)
        .collect()
}
