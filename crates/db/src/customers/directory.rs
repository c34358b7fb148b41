//! The shop's customers as staff see them: the searchable list, and what staff change about an
//! account (blocking it, adjusting its bonuses), each with its audit entry in one transaction.

use sqlx::Row;

use super::accounts::{customer_row, CustomerRow, COLUMNS};
use crate::clock;
use crate::sql::Sql;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;
use storefront_core::translit;

/// The customers whose e-mail starts with the search (when it has an `@`), or whose name holds
/// every word of it however it is written (the core's search key: «Պետրոսյան», "Petrosyan" and
/// "Петросян" meet), or whose phone holds it.
fn push_search(sql: &mut Sql, search: &str) {
    let search = search.trim();
    if search.is_empty() {
        return;
    }
    if search.contains('@') {
        let start = search.to_lowercase();
        sql.push(" WHERE email >= ").bind(start.clone()).push(" AND email < ").bind(format!("{start}\u{10FFFF}"));
        return;
    }
    let words: Vec<String> = translit::words(search).iter().map(|word| translit::fold_token(word)).filter(|key| !key.is_empty()).collect();
    sql.push(" WHERE (");
    if words.is_empty() {
        sql.push("1 = 0");
    }
    for (i, word) in words.iter().enumerate() {
        sql.push(if i == 0 { "name_key LIKE " } else { " AND name_key LIKE " }).bind(format!("%{}%", word.replace(['%', '_'], "")));
    }
    let phone = search.replace(['%', '_'], "");
    sql.push(") OR phone LIKE ").bind(format!("%{phone}%"));
}

/// The `app_meta` key marking that every customer saved before migration 0016 has its key.
const NAME_KEYS_FILLED: &str = "customer_name_keys_filled";

/// Fills the search key of customers saved before it existed (migration 0016), once: each batch
/// is one transaction, and a marker spares later starts the scan (every customer saved since gets
/// its key when saved).
pub async fn fill_missing_name_keys(db: &Db) -> Result<u64, sqlx::Error> {
    let select = "SELECT id, first_name, last_name FROM customers WHERE name_key = '' AND (first_name <> '' OR last_name <> '') LIMIT 500";
    crate::meta::fill_once(db, NAME_KEYS_FILLED, select, |row| {
        let (id, first, last): (i64, String, String) = (row.try_get("id")?, row.try_get("first_name")?, row.try_get("last_name")?);
        // A name of nothing but marks folds to nothing: a space keeps it from being read again.
        let key = Some(super::accounts::name_key(&first, &last)).filter(|k| !k.is_empty()).unwrap_or_else(|| " ".to_string());
        Ok(sqlx::query("UPDATE customers SET name_key = $1 WHERE id = $2").bind(key).bind(id))
    })
    .await
}

/// One page of customers, newest first, and how many match.
pub async fn page(db: &Db, search: &str, limit: i64, offset: i64) -> Result<(Vec<CustomerRow>, i64), sqlx::Error> {
    let mut count = Sql::new("SELECT COUNT(*) AS n FROM customers");
    push_search(&mut count, search);
    let total: i64 = count.query().fetch_one(db.pool()).await?.try_get("n")?;
    let mut rows = Sql::new(COLUMNS);
    push_search(&mut rows, search);
    rows.push(" ORDER BY id DESC LIMIT ").bind(limit).push(" OFFSET ").bind(offset);
    let customers = rows.query().fetch_all(db.pool()).await?.iter().map(customer_row).collect::<Result<_, _>>()?;
    Ok((customers, total))
}

/// Blocks or unblocks an account; blocking ends every session it has. False when it already was.
pub async fn set_blocked(db: &Db, id: i64, blocked: bool, actor: &Actor) -> Result<bool, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    let changed = if blocked {
        sqlx::query("UPDATE customers SET blocked_at = $1, updated_at = $1 WHERE id = $2 AND blocked_at IS NULL")
            .bind(&now)
            .bind(id)
            .execute(&mut *tx)
            .await?
    } else {
        sqlx::query("UPDATE customers SET blocked_at = NULL, updated_at = $1 WHERE id = $2 AND blocked_at IS NOT NULL")
            .bind(&now)
            .bind(id)
            .execute(&mut *tx)
            .await?
    };
    if changed.rows_affected() == 0 {
        tx.rollback().await?;
        return Ok(false);
    }
    if blocked {
        sqlx::query("UPDATE customer_tokens SET revoked_at = $1 WHERE customer_id = $2 AND revoked_at IS NULL")
            .bind(&now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
    }
    let entity_id = id.to_string();
    let (before, after) = (format!(r#"{{"blocked":{}}}"#, !blocked), format!(r#"{{"blocked":{blocked}}}"#));
    let action = if blocked { "customer.block" } else { "customer.unblock" };
    audit::record_in(
        &mut tx,
        actor,
        &Entry { action, entity: "customer", entity_id: &entity_id, before: Some(&before), after: Some(&after) },
    )
    .await?;
    tx.commit().await?;
    Ok(true)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Adjusted {
    /// The new balance.
    Done(i64),
    /// The balance would go below zero: it holds this much.
    WouldGoNegative(i64),
    NoSuchCustomer,
}

/// Adds `delta_minor` (negative to take away) to a customer's bonuses, with the reason the
/// customer's history shows and who did it (`adjusted_by`, as staff read it there), in one
/// transaction with its audit entry.
pub async fn adjust_rewards(
    db: &Db,
    id: i64,
    delta_minor: i64,
    reason: &str,
    adjusted_by: &str,
    actor: &Actor,
) -> Result<Adjusted, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.begin_write().await?;
    let Some(before): Option<i64> = sqlx::query("SELECT rewards_minor FROM customers WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        .map(|r| r.try_get("rewards_minor"))
        .transpose()?
    else {
        tx.rollback().await?;
        return Ok(Adjusted::NoSuchCustomer);
    };
    let changed =
        sqlx::query("UPDATE customers SET rewards_minor = rewards_minor + $1, updated_at = $2 WHERE id = $3 AND rewards_minor + $1 >= 0")
            .bind(delta_minor)
            .bind(&now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
    if changed.rows_affected() == 0 {
        tx.rollback().await?;
        return Ok(Adjusted::WouldGoNegative(before));
    }
    sqlx::query(
        "INSERT INTO reward_events (customer_id, order_id, reason, points_minor, note, adjusted_by, created_at) \
         VALUES ($1, NULL, 'adjusted', $2, $3, $4, $5)",
    )
    .bind(id)
    .bind(delta_minor)
    .bind(reason)
    .bind(adjusted_by)
    .bind(&now)
    .execute(&mut *tx)
    .await?;
    let after: i64 =
        sqlx::query("SELECT rewards_minor FROM customers WHERE id = $1").bind(id).fetch_one(&mut *tx).await?.try_get("rewards_minor")?;
    let entity_id = id.to_string();
    let (prior, next) =
        (format!(r#"{{"rewards_minor":{before}}}"#), serde_json::json!({ "rewards_minor": after, "reason": reason }).to_string());
    audit::record_in(
        &mut tx,
        actor,
        &Entry { action: "customer.adjust_rewards", entity: "customer", entity_id: &entity_id, before: Some(&prior), after: Some(&next) },
    )
    .await?;
    tx.commit().await?;
    Ok(Adjusted::Done(after))
}
