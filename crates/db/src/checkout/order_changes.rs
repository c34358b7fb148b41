//! What staff do to a placed order, written in one transaction: its status and facts, the stock
//! and bonuses it moves, its timeline, the customer's mail and the audit entry. The change is
//! decided by the core (`storefront_core::orders::plan`) from the order as it was read, and
//! written only if the order is still exactly that (status, refunded amount, stock returned):
//! of two staff acting at once one wins, the other is told, and stock and bonuses move once.

use sqlx::Row;

use super::orders::{find, OrderRow};
use crate::catalog::catalog_changes::{self, Kind};
use crate::checkout::orders::Mail;
use crate::clock;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;
use storefront_core::orders::{OrderStatus, TimelineKind, Transition};

/// What the change writes besides the status.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Change {
    pub carrier: Option<String>,
    pub tracking_number: Option<String>,
    /// The bonuses the order earns, when the transition credits them.
    pub earned_minor: i64,
    /// A line for the timeline (a refund's reference, a provider's answer).
    pub detail: String,
    /// The audit log's action code (`order.ship`, …).
    pub audit_action: String,
}

#[derive(Debug, thiserror::Error)]
pub enum ChangeError {
    /// The order changed since it was read (another staff member acted first).
    #[error("the order was changed meanwhile")]
    Stale,
    #[error("no such order")]
    NotFound,
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

/// Applies `transition` to `before` (the order as read when it was planned) with `mail` to the
/// customer; answers the order as it is now.
pub async fn apply(
    db: &Db,
    before: &OrderRow,
    transition: &Transition,
    change: &Change,
    mail: Option<&Mail>,
    actor: &Actor,
) -> Result<OrderRow, ChangeError> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    // The guarded write comes first: it takes SQLite's write lock and PostgreSQL's row lock, so
    // a concurrent action waits here and then finds the order no longer as it planned from.
    let updated = sqlx::query(
        "UPDATE orders SET status = $1, updated_at = $2, refunded_minor = refunded_minor + $3, \
         carrier = COALESCE($4, carrier), tracking_number = COALESCE($5, tracking_number), \
         stock_returned = CASE WHEN $6 = 1 THEN 1 ELSE stock_returned END \
         WHERE id = $7 AND status = $8 AND refunded_minor = $9 AND stock_returned = $10",
    )
    .bind(transition.to.code())
    .bind(&now)
    .bind(transition.refund_minor)
    .bind(change.carrier.as_deref())
    .bind(change.tracking_number.as_deref())
    .bind(i64::from(transition.return_stock))
    .bind(before.id)
    .bind(transition.from.code())
    .bind(before.refunded_minor)
    .bind(i64::from(before.stock_returned))
    .execute(&mut *tx)
    .await?;
    if updated.rows_affected() == 0 {
        tx.rollback().await?;
        return Err(ChangeError::Stale);
    }
    if transition.return_stock {
        let items = sqlx::query("SELECT product_id, variant_id, qty FROM order_items WHERE order_id = $1")
            .bind(before.id)
            .fetch_all(&mut *tx)
            .await?;
        let mut touched = Vec::new();
        for item in &items {
            let (product_id, variant_id, qty): (i64, i64, i64) =
                (item.try_get("product_id")?, item.try_get("variant_id")?, item.try_get("qty")?);
            sqlx::query("UPDATE products SET qty = qty + $1 WHERE id = $2").bind(qty).bind(variant_id).execute(&mut *tx).await?;
            touched.extend([product_id, variant_id]);
        }
        touched.sort_unstable();
        touched.dedup();
        catalog_changes::record(&mut tx, Kind::Stock, &touched).await?;
    }
    if let Some(customer_id) = before.customer_id {
        if transition.return_spent_rewards && before.discount_minor > 0 {
            move_rewards(&mut tx, customer_id, before.id, "restored", before.discount_minor, &now).await?;
        }
        if transition.earn_rewards && change.earned_minor > 0 {
            move_rewards(&mut tx, customer_id, before.id, "earned", change.earned_minor, &now).await?;
        }
        if transition.revoke_earned_rewards {
            revoke_earned(&mut tx, customer_id, before.id, &now).await?;
        }
    }
    let (kind, amount) =
        if transition.refund_minor > 0 { (TimelineKind::Refund, Some(transition.refund_minor)) } else { (TimelineKind::Status, None) };
    sqlx::query(
        "INSERT INTO order_events (order_id, kind, status_from, status_to, amount_minor, detail, staff_id, actor, customer_visible, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(before.id)
    .bind(kind.code())
    .bind(transition.from.code())
    .bind(transition.to.code())
    .bind(amount)
    .bind(&change.detail)
    .bind(actor.staff_id)
    .bind(&actor.name)
    .bind(i64::from(transition.from != transition.to))
    .bind(&now)
    .execute(&mut *tx)
    .await?;
    if let Some(mail) = mail {
        queue_mail(&mut tx, before.id, mail, actor, &now).await?;
    }
    let after = serde_json::json!({
        "status": transition.to.code(),
        "refunded_minor": before.refunded_minor + transition.refund_minor,
        "carrier": change.carrier.as_deref().or(before.carrier.as_deref()),
        "tracking_number": change.tracking_number.as_deref().or(before.tracking_number.as_deref()),
        "stock_returned": before.stock_returned || transition.return_stock,
    });
    let prior = serde_json::json!({
        "status": before.status,
        "refunded_minor": before.refunded_minor,
        "carrier": before.carrier,
        "tracking_number": before.tracking_number,
        "stock_returned": before.stock_returned,
    });
    let (prior, after) = (prior.to_string(), after.to_string());
    let entity_id = before.id.to_string();
    let entry = Entry { action: &change.audit_action, entity: "order", entity_id: &entity_id, before: Some(&prior), after: Some(&after) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    find(db, before.id).await?.ok_or(ChangeError::NotFound)
}

type Tx = sqlx::Transaction<'static, sqlx::Any>;

/// Credits or gives back bonuses once per order and reason (UNIQUE (order_id, reason)).
async fn move_rewards(tx: &mut Tx, customer_id: i64, order_id: i64, reason: &str, points: i64, now: &str) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO reward_events (customer_id, order_id, reason, points_minor, created_at) VALUES ($1, $2, $3, $4, $5)")
        .bind(customer_id)
        .bind(order_id)
        .bind(reason)
        .bind(points)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    sqlx::query("UPDATE customers SET rewards_minor = rewards_minor + $1, updated_at = $2 WHERE id = $3")
        .bind(points)
        .bind(now)
        .bind(customer_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Takes back what the order earned, as far as the balance still holds it (spent bonuses stay
/// spent: the balance never goes below zero).
async fn revoke_earned(tx: &mut Tx, customer_id: i64, order_id: i64, now: &str) -> Result<(), sqlx::Error> {
    let earned: Option<i64> = sqlx::query("SELECT points_minor FROM reward_events WHERE order_id = $1 AND reason = 'earned'")
        .bind(order_id)
        .fetch_optional(&mut **tx)
        .await?
        .map(|row| row.try_get("points_minor"))
        .transpose()?;
    let balance: i64 = sqlx::query("SELECT rewards_minor FROM customers WHERE id = $1")
        .bind(customer_id)
        .fetch_one(&mut **tx)
        .await?
        .try_get("rewards_minor")?;
    let taken = earned.unwrap_or(0).min(balance);
    if taken > 0 {
        move_rewards(tx, customer_id, order_id, "revoked", -taken, now).await?;
    }
    Ok(())
}

async fn queue_mail(tx: &mut Tx, order_id: i64, mail: &Mail, actor: &Actor, now: &str) -> Result<(), sqlx::Error> {
    super::outbox::queue_in(tx, &mail.recipient, &mail.subject, &mail.body, now).await?;
    sqlx::query("INSERT INTO order_events (order_id, kind, detail, staff_id, actor, created_at) VALUES ($1, 'mail', $2, $3, $4, $5)")
        .bind(order_id)
        .bind(&mail.subject)
        .bind(actor.staff_id)
        .bind(&actor.name)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A note on the order: internal, or mailed to the customer (`mail`), with its audit entry.
pub async fn add_note(db: &Db, order_id: i64, note: &str, mail: Option<&Mail>, actor: &Actor) -> Result<(), sqlx::Error> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    let kind = if mail.is_some() { TimelineKind::CustomerNote } else { TimelineKind::Note }.code();
    sqlx::query("INSERT INTO order_events (order_id, kind, detail, staff_id, actor, customer_visible, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)")
        .bind(order_id)
        .bind(kind)
        .bind(note)
        .bind(actor.staff_id)
        .bind(&actor.name)
        .bind(i64::from(mail.is_some()))
        .bind(&now)
        .execute(&mut *tx)
        .await?;
    if let Some(mail) = mail {
        queue_mail(&mut tx, order_id, mail, actor, &now).await?;
    }
    let entity_id = order_id.to_string();
    let after = serde_json::json!({ "kind": kind, "note": note }).to_string();
    audit::record_in(
        &mut tx,
        actor,
        &Entry { action: "order.note", entity: "order", entity_id: &entity_id, before: None, after: Some(&after) },
    )
    .await?;
    tx.commit().await
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderEvent {
    pub kind: TimelineKind,
    pub status_from: Option<OrderStatus>,
    pub status_to: Option<OrderStatus>,
    pub amount_minor: Option<i64>,
    pub detail: String,
    pub actor: String,
    pub customer_visible: bool,
    pub created_at: String,
}

/// The order's timeline, oldest first: its own events and the payment provider's exchanges.
pub async fn timeline(db: &Db, order_id: i64) -> Result<Vec<OrderEvent>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT kind, status_from, status_to, amount_minor, detail, actor, customer_visible, created_at, id, 0 AS source FROM order_events WHERE order_id = $1 \
         UNION ALL \
         SELECT 'payment' AS kind, NULL AS status_from, NULL AS status_to, amount_minor, \
                provider || ' ' || kind || CASE WHEN accepted = 1 THEN ' ✓ ' ELSE ' ✗ ' END || detail AS detail, \
                provider AS actor, 0 AS customer_visible, created_at, id, 1 AS source FROM payment_events WHERE order_id = $1 \
         ORDER BY created_at, source, id",
    )
    .bind(order_id)
    .fetch_all(db.pool())
    .await?;
    rows.iter()
        .map(|row| {
            Ok(OrderEvent {
                kind: crate::sql::parsed(row, "kind", TimelineKind::parse)?,
                status_from: crate::sql::parsed_optional(row, "status_from", OrderStatus::parse)?,
                status_to: crate::sql::parsed_optional(row, "status_to", OrderStatus::parse)?,
                amount_minor: row.try_get("amount_minor")?,
                detail: row.try_get("detail")?,
                actor: row.try_get("actor")?,
                customer_visible: row.try_get::<i64, _>("customer_visible")? != 0,
                created_at: row.try_get("created_at")?,
            })
        })
        .collect()
}
