//! Login sessions: the hash of each token handed out, its customer and expiry.

use sqlx::Row;

use crate::clock;
use crate::Db;

pub async fn create(db: &Db, token_hash: &str, customer_id: i64, expires_at: &str) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO customer_tokens (token_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)")
        .bind(token_hash)
        .bind(customer_id)
        .bind(clock::now())
        .bind(expires_at)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// The customer of a live session: not revoked, not expired.
pub async fn customer_of(db: &Db, token_hash: &str) -> Result<Option<i64>, sqlx::Error> {
    let row = sqlx::query("SELECT customer_id FROM customer_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2")
        .bind(token_hash)
        .bind(clock::now())
        .fetch_optional(db.pool())
        .await?;
    row.map(|row| row.try_get("customer_id")).transpose()
}

pub async fn revoke(db: &Db, token_hash: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE customer_tokens SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL")
        .bind(clock::now())
        .bind(token_hash)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Signs the customer out everywhere (after a password reset).
pub async fn revoke_all(db: &Db, customer_id: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE customer_tokens SET revoked_at = $1 WHERE customer_id = $2 AND revoked_at IS NULL")
        .bind(clock::now())
        .bind(customer_id)
        .execute(db.pool())
        .await?;
    Ok(())
}
