//! Card payments the bank took that their order could not take: it was canceled meanwhile, or
//! another attempt paid it first (`refund_needed` events, recorded when the bank is asked). Each
//! waits for staff until it is given back, through the bank or by hand (`late_refunded`), with
//! its timeline line and audit entry in the same transaction.

use sqlx::Row;

use crate::clock;
use crate::customers::is_duplicate;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LatePayment {
    /// The bank's PaymentID.
    pub payment_id: String,
    pub amount_minor: i64,
    /// When the bank's answer was first recorded.
    pub received_at: String,
}

const UNSETTLED: &str = "FROM payment_events e WHERE e.kind = 'refund_needed' AND e.external_id IS NOT NULL \
     AND NOT EXISTS (SELECT 1 FROM payment_events s WHERE s.order_id = e.order_id AND s.kind = 'late_refunded' \
     AND s.external_id = e.external_id)";

/// The order's late payments not given back yet (each once, however often the bank was asked).
pub async fn unsettled(db: &Db, order_id: i64) -> Result<Vec<LatePayment>, sqlx::Error> {
    let sql = format!(
        "SELECT e.external_id, MAX(e.amount_minor) AS amount_minor, MIN(e.created_at) AS received_at {UNSETTLED} AND e.order_id = $1 \
         GROUP BY e.external_id ORDER BY MIN(e.id)"
    );
    sqlx::query(&sql)
        .bind(order_id)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| {
            Ok(LatePayment {
                payment_id: row.try_get("external_id")?,
                amount_minor: row.try_get::<Option<i64>, _>("amount_minor")?.unwrap_or(0),
                received_at: row.try_get("received_at")?,
            })
        })
        .collect()
}

/// The orders holding a late payment to give back, oldest first, at most `limit` (the
/// dashboard's "waiting for action").
pub async fn orders_waiting(db: &Db, limit: i64) -> Result<Vec<i64>, sqlx::Error> {
    let sql = format!("SELECT DISTINCT e.order_id {UNSETTLED} ORDER BY e.order_id LIMIT $1");
    sqlx::query(&sql).bind(limit).fetch_all(db.pool()).await?.iter().map(|row| row.try_get("order_id")).collect()
}

/// Records that the late payment `payment_id` of the order was given back (`detail` says how),
/// with its timeline line and audit entry; false when it already was.
pub async fn settle(db: &Db, order_id: i64, payment: &LatePayment, detail: &str, actor: &Actor) -> Result<bool, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    let inserted = sqlx::query(
        "INSERT INTO payment_events (order_id, provider, kind, external_id, amount_minor, accepted, detail, created_at) \
         SELECT $1, 'ameria_vpos', 'late_refunded', $2, $3, 1, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM payment_events \
         WHERE order_id = $1 AND kind = 'late_refunded' AND external_id = $2)",
    )
    .bind(order_id)
    .bind(&payment.payment_id)
    .bind(payment.amount_minor)
    .bind(detail)
    .bind(&now)
    .execute(&mut *tx)
    .await;
    let inserted = match inserted {
        // Given back at the same moment by another call (the unique index of migration 0016).
        Err(error) if is_duplicate(&error) => return Ok(false),
        other => other?,
    };
    if inserted.rows_affected() == 0 {
        tx.rollback().await?;
        return Ok(false);
    }
    sqlx::query(
        "INSERT INTO order_events (order_id, kind, amount_minor, detail, staff_id, actor, customer_visible, created_at) \
         VALUES ($1, 'refund', $2, $3, $4, $5, 0, $6)",
    )
    .bind(order_id)
    .bind(payment.amount_minor)
    .bind(detail)
    .bind(actor.staff_id)
    .bind(&actor.name)
    .bind(&now)
    .execute(&mut *tx)
    .await?;
    let entity_id = order_id.to_string();
    let after = serde_json::json!({ "late_payment": payment.payment_id, "refunded_minor": payment.amount_minor }).to_string();
    let entry = Entry { action: "order.refund_late_payment", entity: "order", entity_id: &entity_id, before: None, after: Some(&after) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(true)
}
