//! Newsletter subscribers, one row per address: subscribing from the shop, and the list staff
//! search, export and unsubscribe from (audited).

use sqlx::Row;

use crate::clock;
use crate::sql::Sql;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// A subscriber as staff see one.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct SubscriberRow {
    pub id: i64,
    pub email: String,
    /// The shop's language when they subscribed: `hy`, `ru` or `en`.
    pub locale: String,
    /// UTC, `YYYY-MM-DDTHH:MM:SSZ`.
    pub created_at: String,
}

/// The subscribers whose address holds `search` (folded as addresses are stored), newest first:
/// `limit` of them from `offset`, and how many there are in all.
pub async fn page(db: &Db, search: &str, limit: i64, offset: i64) -> Result<(Vec<SubscriberRow>, i64), sqlx::Error> {
    let mut count = Sql::new("SELECT COUNT(*) AS n FROM newsletter_subscribers");
    push_search(&mut count, search);
    let total: i64 = count.query().fetch_one(db.pool()).await?.try_get("n")?;
    let mut sql = Sql::new("SELECT id, email, locale, created_at FROM newsletter_subscribers");
    push_search(&mut sql, search);
    sql.push(" ORDER BY created_at DESC, id DESC LIMIT ").bind(limit).push(" OFFSET ").bind(offset);
    let rows = sql.query().fetch_all(db.pool()).await?;
    let subscribers = rows
        .iter()
        .map(|row| {
            Ok(SubscriberRow {
                id: row.try_get("id")?,
                email: row.try_get("email")?,
                locale: row.try_get("locale")?,
                created_at: row.try_get("created_at")?,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok((subscribers, total))
}

fn push_search(sql: &mut Sql, search: &str) {
    let folded = normalized(search).replace(['%', '_'], "");
    if !folded.is_empty() {
        sql.push(" WHERE email LIKE ").bind(format!("%{folded}%"));
    }
}

/// Takes an address off the list; answers it, or none when there is no such subscriber.
pub async fn unsubscribe(db: &Db, id: i64, actor: &Actor) -> Result<Option<String>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let Some(row) =
        sqlx::query("SELECT email, locale, created_at FROM newsletter_subscribers WHERE id = $1").bind(id).fetch_optional(&mut *tx).await?
    else {
        return Ok(None);
    };
    let email: String = row.try_get("email")?;
    sqlx::query("DELETE FROM newsletter_subscribers WHERE id = $1").bind(id).execute(&mut *tx).await?;
    let before = serde_json::json!({ "email": email, "locale": row.try_get::<String, _>("locale")?,
        "created_at": row.try_get::<String, _>("created_at")? })
    .to_string();
    let entry =
        Entry { action: "newsletter.unsubscribe", entity: "subscriber", entity_id: &id.to_string(), before: Some(&before), after: None };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(Some(email))
}

/// Records that staff exported the list (addresses are personal data): how many, and the search.
pub async fn record_export(db: &Db, search: &str, rows: usize, actor: &Actor) -> Result<(), sqlx::Error> {
    let after = serde_json::json!({ "search": search, "rows": rows }).to_string();
    let entry = Entry { action: "newsletter.export", entity: "subscriber", entity_id: "", before: None, after: Some(&after) };
    audit::record(db, actor, &entry).await
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subscription {
    New,
    /// The address was subscribed already; nothing changed.
    Already,
}

/// Subscribes `email` (stored trimmed and lowercased). A repeated address is told apart by the
/// unique index rather than by a read first, so two concurrent requests cannot both add it.
pub async fn subscribe(db: &Db, email: &str, locale: &str) -> Result<Subscription, sqlx::Error> {
    let inserted =
        sqlx::query("INSERT INTO newsletter_subscribers (email, locale, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING")
            .bind(normalized(email))
            .bind(locale)
            .bind(clock::now())
            .execute(db.pool())
            .await?;
    Ok(if inserted.rows_affected() == 1 { Subscription::New } else { Subscription::Already })
}

pub fn normalized(email: &str) -> String {
    email.trim().to_lowercase()
}
