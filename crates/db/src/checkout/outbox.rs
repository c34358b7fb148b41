//! Mail waiting to be sent (queued by its writer in the writer's own transaction, [`queue_in`])
//! and what became of it; `crate::mail` sends it when SMTP is configured.

use sqlx::Row;

use crate::clock;
use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub attempts: i64,
    pub created_at: String,
}

fn outbox_row(row: &sqlx::any::AnyRow) -> Result<OutboxRow, sqlx::Error> {
    Ok(OutboxRow {
        id: row.try_get("id")?,
        recipient: row.try_get("recipient")?,
        subject: row.try_get("subject")?,
        body: row.try_get("body")?,
        attempts: row.try_get("attempts")?,
        created_at: row.try_get("created_at")?,
    })
}

/// Queues one mail inside the caller's transaction: it is sent only if the change it tells of
/// is committed.
pub(crate) async fn queue_in(
    conn: &mut sqlx::AnyConnection,
    recipient: &str,
    subject: &str,
    body: &str,
    now: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO outbox (recipient, subject, body, created_at) VALUES ($1, $2, $3, $4)")
        .bind(recipient)
        .bind(subject)
        .bind(body)
        .bind(now)
        .execute(conn)
        .await?;
    Ok(())
}

/// The oldest unsent mail after `after_id` that has not failed too often (pages through the
/// outbox by id, so mail waiting for its retry never hides the mail behind it).
pub async fn unsent(db: &Db, max_attempts: i64, after_id: i64, limit: i64) -> Result<Vec<OutboxRow>, sqlx::Error> {
    sqlx::query(
        "SELECT id, recipient, subject, body, attempts, created_at FROM outbox \
         WHERE sent_at IS NULL AND attempts < $1 AND id > $2 ORDER BY id LIMIT $3",
    )
    .bind(max_attempts)
    .bind(after_id)
    .bind(limit)
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(outbox_row)
    .collect()
}

pub async fn mark_sent(db: &Db, id: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE outbox SET sent_at = $1, attempts = attempts + 1 WHERE id = $2")
        .bind(clock::now())
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

pub async fn mark_failed(db: &Db, id: i64, error: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE outbox SET attempts = attempts + 1, last_error = $1 WHERE id = $2").bind(error).bind(id).execute(db.pool()).await?;
    Ok(())
}

/// Every mail to one address, newest first (what an operator or a test inspects).
pub async fn to_recipient(db: &Db, recipient: &str) -> Result<Vec<OutboxRow>, sqlx::Error> {
    sqlx::query("SELECT id, recipient, subject, body, attempts, created_at FROM outbox WHERE recipient = $1 ORDER BY id DESC")
        .bind(recipient)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(outbox_row)
        .collect()
}
