//! Special prices planned for some days come into force and go as the shop's days pass: the
//! products whose planned special price has days are read, the core says what is in force on
//! the shop's day, and those that differ from what is stored are written with their listing
//! rows and their change in the feed, in one transaction.

use sqlx::Row;
use storefront_core::product_edit::priced_on;

use super::editing::changed;
use crate::clock;
use crate::Db;

/// Puts in force or takes away the special prices whose days began or ended by `today` (a shop
/// day, `YYYY-MM-DD`); answers the products changed.
pub async fn apply(db: &Db, today: &str) -> Result<Vec<i64>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let rows = sqlx::query(
        "SELECT id, price_minor, special_price_minor, final_price_minor, special_price_planned_minor, special_from, special_to \
         FROM products WHERE special_from IS NOT NULL OR special_to IS NOT NULL",
    )
    .fetch_all(&mut *tx)
    .await?;
    let now = clock::now();
    let mut ids = Vec::new();
    for row in rows {
        let (from, to): (Option<String>, Option<String>) = (row.try_get("special_from")?, row.try_get("special_to")?);
        let planned: Option<i64> = row.try_get("special_price_planned_minor")?;
        let (special, price) = priced_on(row.try_get("price_minor")?, planned, from.as_deref(), to.as_deref(), today);
        let stored: (Option<i64>, i64) = (row.try_get("special_price_minor")?, row.try_get("final_price_minor")?);
        if stored == (special, price) {
            continue;
        }
        let id: i64 = row.try_get("id")?;
        // Guarded by what was read: an editor's save in between is not undone.
        let written = sqlx::query(
            "UPDATE products SET special_price_minor = $1, final_price_minor = $2, updated_at = $3 \
             WHERE id = $4 AND final_price_minor = $5",
        )
        .bind(special)
        .bind(price)
        .bind(&now)
        .bind(id)
        .bind(stored.1)
        .execute(&mut *tx)
        .await?;
        if written.rows_affected() == 1 {
            ids.push(id);
        }
    }
    changed(&mut tx, &ids).await?;
    tx.commit().await?;
    Ok(ids)
}
