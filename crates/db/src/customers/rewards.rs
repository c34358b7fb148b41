//! Bonus balances and their history. A balance changes only together with its history row, in
//! one transaction, and an order earns at most once (UNIQUE (order_id, reason)).

use sqlx::Row;

use super::is_duplicate;
use crate::clock;
use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RewardEvent {
    pub points_minor: i64,
    pub reason: String,
    pub order_id: Option<i64>,
    /// Why staff adjusted the balance (empty for the shop's own events).
    pub note: String,
    /// The staff member who adjusted the balance by hand (their name, or e-mail without one).
    pub adjusted_by: Option<String>,
    pub created_at: String,
}

/// The latest changes first; bounded.
pub async fn history(db: &Db, customer_id: i64) -> Result<Vec<RewardEvent>, sqlx::Error> {
    sqlx::query(
        "SELECT points_minor, reason, order_id, note, adjusted_by, created_at FROM reward_events WHERE customer_id = $1 \
         ORDER BY id DESC LIMIT 200",
    )
    .bind(customer_id)
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| {
        Ok(RewardEvent {
            points_minor: row.try_get("points_minor")?,
            reason: row.try_get("reason")?,
            order_id: row.try_get("order_id")?,
            note: row.try_get("note")?,
            adjusted_by: row.try_get("adjusted_by")?,
            created_at: row.try_get("created_at")?,
        })
    })
    .collect()
}

/// Credits what a completed order earned; `false` when that order already earned.
pub async fn earn(db: &Db, customer_id: i64, order_id: i64, points_minor: i64) -> Result<bool, sqlx::Error> {
    if points_minor <= 0 {
        return Ok(false);
    }
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    let inserted = sqlx::query(
        "INSERT INTO reward_events (customer_id, order_id, reason, points_minor, created_at) VALUES ($1, $2, 'earned', $3, $4)",
    )
    .bind(customer_id)
    .bind(order_id)
    .bind(points_minor)
    .bind(&now)
    .execute(&mut *tx)
    .await;
    match inserted {
        Ok(_) => {}
        Err(error) if is_duplicate(&error) => return Ok(false),
        Err(error) => return Err(error),
    }
    sqlx::query("UPDATE customers SET rewards_minor = rewards_minor + $1, updated_at = $2 WHERE id = $3")
        .bind(points_minor)
        .bind(&now)
        .bind(customer_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(true)
}
