//! Failed logins, counted per e-mail and per client address within the throttle's window.

use std::time::Duration;

use sqlx::Row;

use crate::clock;
use crate::db::Db;

pub async fn record(db: &Db, email: &str, address: &str) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO login_failures (email, address, created_at) VALUES ($1, $2, $3)")
        .bind(email)
        .bind(address)
        .bind(clock::now())
        .execute(db.pool())
        .await?;
    Ok(())
}

/// (failures for `email`, failures from `address`) within the last `window`.
pub async fn recent(db: &Db, email: &str, address: &str, window: Duration) -> Result<(i64, i64), sqlx::Error> {
    let since = clock::timestamp(window);
    let row = sqlx::query(
        "SELECT (SELECT COUNT(*) FROM login_failures WHERE email = $1 AND created_at > $3) AS by_email, \
                (SELECT COUNT(*) FROM login_failures WHERE address = $2 AND created_at > $3) AS by_address",
    )
    .bind(email)
    .bind(address)
    .bind(&since)
    .fetch_one(db.pool())
    .await?;
    Ok((row.try_get("by_email")?, row.try_get("by_address")?))
}

/// A successful login forgives the account's earlier failures; rows older than the window go.
pub async fn forget(db: &Db, email: &str, window: Duration) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM login_failures WHERE email = $1 OR created_at <= $2")
        .bind(email)
        .bind(clock::timestamp(window))
        .execute(db.pool())
        .await?;
    Ok(())
}
