//! Password-reset links: single use, short-lived, stored as hashes; the mail carrying the link
//! is queued in the outbox in the same transaction.

use sqlx::Row;

use crate::clock;
use crate::Db;

pub struct ResetMail<'a> {
    pub recipient: &'a str,
    pub subject: &'a str,
    pub body: &'a str,
}

pub async fn create(db: &Db, token_hash: &str, customer_id: i64, expires_at: &str, mail: &ResetMail<'_>) -> Result<(), sqlx::Error> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    sqlx::query("INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)")
        .bind(token_hash)
        .bind(customer_id)
        .bind(&now)
        .bind(expires_at)
        .execute(&mut *tx)
        .await?;
    crate::checkout::outbox::queue_in(&mut tx, mail.recipient, mail.subject, mail.body, &now).await?;
    tx.commit().await
}

/// Uses the link: answers its customer if it was unused and unexpired, and marks it used in
/// the same statement, so two concurrent uses cannot both succeed.
pub async fn consume(db: &Db, token_hash: &str) -> Result<Option<i64>, sqlx::Error> {
    let now = clock::now();
    let row = sqlx::query(
        "UPDATE password_resets SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING customer_id",
    )
    .bind(&now)
    .bind(token_hash)
    .fetch_optional(db.pool())
    .await?;
    row.map(|row| row.try_get("customer_id")).transpose()
}
