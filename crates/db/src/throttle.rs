//! The throttle's events: what was done, about whom, from which address, when. How many are too
//! many is the server's policy; this only counts.

use std::time::Duration;

use sqlx::Row;

use crate::clock;
use crate::Db;

/// What the store has seen of an action within its window.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Seen {
    pub by_subject: i64,
    pub by_address: i64,
    /// By this subject from this address.
    pub by_pair: i64,
    /// Since the last event of this subject from this address.
    pub since_last_by_pair: Option<Duration>,
}

/// Records an event of `action`, and deletes the events older than `kept` (the longest window
/// any action counts).
pub async fn record(db: &Db, action: &str, subject: &str, address: &str, kept: Duration) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM throttle_events WHERE created_at <= $1").bind(clock::timestamp(kept)).execute(db.pool()).await?;
    sqlx::query("INSERT INTO throttle_events (action, subject, address, created_at) VALUES ($1, $2, $3, $4)")
        .bind(action)
        .bind(subject)
        .bind(address)
        .bind(clock::now())
        .execute(db.pool())
        .await?;
    Ok(())
}

/// The events of `action` within `window`: about `subject`, from `address`, and both.
pub async fn seen(db: &Db, action: &str, subject: &str, address: &str, window: Duration) -> Result<Seen, sqlx::Error> {
    let since = clock::timestamp(window);
    let row = sqlx::query(
        "SELECT (SELECT COUNT(*) FROM throttle_events WHERE action = $1 AND subject = $2 AND created_at > $4) AS by_subject, \
                (SELECT COUNT(*) FROM throttle_events WHERE action = $1 AND address = $3 AND created_at > $4) AS by_address, \
                (SELECT COUNT(*) FROM throttle_events WHERE action = $1 AND subject = $2 AND address = $3 AND created_at > $4) AS by_pair, \
                (SELECT MAX(created_at) FROM throttle_events WHERE action = $1 AND subject = $2 AND address = $3) AS last_by_pair",
    )
    .bind(action)
    .bind(subject)
    .bind(address)
    .bind(&since)
    .fetch_one(db.pool())
    .await?;
    let last_by_pair: Option<String> = row.try_get("last_by_pair")?;
    Ok(Seen {
        by_subject: row.try_get("by_subject")?,
        by_address: row.try_get("by_address")?,
        by_pair: row.try_get("by_pair")?,
        since_last_by_pair: last_by_pair.as_deref().and_then(clock::age),
    })
}

/// Forgets what `subject` did from `address` (failures before a login that succeeded).
pub async fn forget(db: &Db, action: &str, subject: &str, address: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM throttle_events WHERE action = $1 AND subject = $2 AND address = $3")
        .bind(action)
        .bind(subject)
        .bind(address)
        .execute(db.pool())
        .await?;
    Ok(())
}
