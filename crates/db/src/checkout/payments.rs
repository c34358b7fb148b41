//! An order's payment after checkout: the card payments asked of the bank (one attempt each,
//! whose id is the bank's OrderID less the offset), the shopper's change of payment method, and
//! marking an order paid once its provider confirmed the money.

use sqlx::Row;

use crate::clock;
use crate::Db;

/// A card payment the bank was (or is being) asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentAttempt {
    pub id: i64,
    pub order_id: i64,
    pub amount_minor: i64,
    /// The bank's PaymentID, once InitPayment answered.
    pub payment_id: Option<String>,
}

const ATTEMPT_COLUMNS: &str = "SELECT id, order_id, amount_minor, payment_id FROM payment_attempts";

fn attempt_row(row: &sqlx::any::AnyRow) -> Result<PaymentAttempt, sqlx::Error> {
    Ok(PaymentAttempt {
        id: row.try_get("id")?,
        order_id: row.try_get("order_id")?,
        amount_minor: row.try_get("amount_minor")?,
        payment_id: row.try_get("payment_id")?,
    })
}

/// A new attempt for the order's amount; its id has never been used.
pub async fn new_attempt(db: &Db, order_id: i64, amount_minor: i64) -> Result<PaymentAttempt, sqlx::Error> {
    let id: i64 = sqlx::query("INSERT INTO payment_attempts (order_id, amount_minor, created_at) VALUES ($1, $2, $3) RETURNING id")
        .bind(order_id)
        .bind(amount_minor)
        .bind(clock::now())
        .fetch_one(db.pool())
        .await?
        .try_get("id")?;
    Ok(PaymentAttempt { id, order_id, amount_minor, payment_id: None })
}

pub async fn attempt(db: &Db, id: i64) -> Result<Option<PaymentAttempt>, sqlx::Error> {
    sqlx::query(&format!("{ATTEMPT_COLUMNS} WHERE id = $1")).bind(id).fetch_optional(db.pool()).await?.as_ref().map(attempt_row).transpose()
}

/// The order's newest attempt.
pub async fn latest_attempt(db: &Db, order_id: i64) -> Result<Option<PaymentAttempt>, sqlx::Error> {
    sqlx::query(&format!("{ATTEMPT_COLUMNS} WHERE order_id = $1 ORDER BY id DESC LIMIT 1"))
        .bind(order_id)
        .fetch_optional(db.pool())
        .await?
        .as_ref()
        .map(attempt_row)
        .transpose()
}

/// Remembers the bank's PaymentID of an attempt, and on its order while the order is unpaid
/// (the order's `payment_id` is its newest payment, or the one that paid it).
pub async fn set_payment_id(db: &Db, attempt: &PaymentAttempt, payment_id: &str) -> Result<(), sqlx::Error> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    sqlx::query("UPDATE payment_attempts SET payment_id = $1 WHERE id = $2").bind(payment_id).bind(attempt.id).execute(&mut *tx).await?;
    sqlx::query("UPDATE orders SET payment_id = $1, updated_at = $2 WHERE id = $3 AND paid_at IS NULL")
        .bind(payment_id)
        .bind(&now)
        .bind(attempt.order_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

/// Marks a pending order paid by `method` (pending → processing). True only for the call that
/// did it, so a repeated confirmation changes nothing. The method is the one the money came
/// by: a card payment finished after the shopper chose cash makes the order a card order again.
pub async fn mark_paid(db: &Db, order_id: i64, method: &str, payment_id: &str) -> Result<bool, sqlx::Error> {
    let now = clock::now();
    let done = sqlx::query(
        "UPDATE orders SET status = 'processing', paid_at = $1, payment_id = $2, payment_method = $3, updated_at = $1 \
         WHERE id = $4 AND status = 'pending' AND paid_at IS NULL",
    )
    .bind(&now)
    .bind(payment_id)
    .bind(method)
    .bind(order_id)
    .execute(db.pool())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The shopper's change of an unpaid order's payment method from `from` to `to`, with its line
/// in the order's timeline. False when the order is no longer pending, unpaid and `from` (a
/// confirmation or another change came first): nothing is written then.
pub async fn change_method(db: &Db, order_id: i64, from: &str, to: &str) -> Result<bool, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    let changed = sqlx::query(
        "UPDATE orders SET payment_method = $1, payment_id = NULL, updated_at = $2 \
         WHERE id = $3 AND payment_method = $4 AND status = 'pending' AND paid_at IS NULL",
    )
    .bind(to)
    .bind(&now)
    .bind(order_id)
    .bind(from)
    .execute(&mut *tx)
    .await?;
    if changed.rows_affected() == 0 {
        tx.rollback().await?;
        return Ok(false);
    }
    sqlx::query(
        "INSERT INTO order_events (order_id, kind, detail, actor, customer_visible, created_at) \
         VALUES ($1, 'payment_method', $2, 'customer', 1, $3)",
    )
    .bind(order_id)
    .bind(format!("{from} → {to}"))
    .bind(&now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(true)
}

/// One exchange with a payment provider, for the audit trail.
#[derive(Debug, Clone)]
pub struct PaymentEvent<'a> {
    pub order_id: i64,
    pub provider: &'a str,
    pub kind: &'a str,
    pub external_id: Option<&'a str>,
    pub amount_minor: Option<i64>,
    pub accepted: bool,
    pub detail: &'a str,
}

pub async fn record_payment_event(db: &Db, event: PaymentEvent<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO payment_events (order_id, provider, kind, external_id, amount_minor, accepted, detail, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(event.order_id)
    .bind(event.provider)
    .bind(event.kind)
    .bind(event.external_id)
    .bind(event.amount_minor)
    .bind(i64::from(event.accepted))
    .bind(event.detail)
    .bind(clock::now())
    .execute(db.pool())
    .await?;
    Ok(())
}
