//! The contact form's messages as an inbox staff work through: newest first, filtered by where
//! they stand; a message opened is read; a reply is kept with the message and mailed to its
//! sender through the outbox in one transaction, audited.

use sqlx::any::AnyRow;
use sqlx::Row;
use storefront_core::contact::InboxState;

use crate::clock;
use crate::sql::Sql;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// A message as the inbox shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboxMessage {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub message: String,
    /// The shop's language when it was written: `hy`, `ru` or `en`.
    pub locale: String,
    /// UTC, `YYYY-MM-DDTHH:MM:SSZ`.
    pub created_at: String,
    pub state: InboxState,
}

/// A reply staff mailed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub actor: String,
    pub body: String,
    pub created_at: String,
}

const COLUMNS: &str = "id, name, email, phone, message, locale, created_at, read_at, answered_at";

fn message_of(row: &AnyRow) -> Result<InboxMessage, sqlx::Error> {
    let (read_at, answered_at): (Option<String>, Option<String>) = (row.try_get("read_at")?, row.try_get("answered_at")?);
    Ok(InboxMessage {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        email: row.try_get("email")?,
        phone: row.try_get("phone")?,
        message: row.try_get("message")?,
        locale: row.try_get("locale")?,
        created_at: row.try_get("created_at")?,
        state: InboxState::of(read_at.as_deref(), answered_at.as_deref()),
    })
}

/// The condition that keeps the messages in `state` (all without one).
fn push_state(sql: &mut Sql, state: Option<InboxState>) {
    sql.push(match state {
        None => "",
        Some(InboxState::New) => " WHERE read_at IS NULL AND answered_at IS NULL",
        Some(InboxState::Read) => " WHERE read_at IS NOT NULL AND answered_at IS NULL",
        Some(InboxState::Answered) => " WHERE answered_at IS NOT NULL",
    });
}

/// The messages in `state` (all without one), newest first: `limit` of them from `offset`, and
/// how many there are in all.
pub async fn page(db: &Db, state: Option<InboxState>, limit: i64, offset: i64) -> Result<(Vec<InboxMessage>, i64), sqlx::Error> {
    let mut count = Sql::new("SELECT COUNT(*) AS n FROM contact_messages");
    push_state(&mut count, state);
    let total: i64 = count.query().fetch_one(db.pool()).await?.try_get("n")?;
    let mut sql = Sql::new(&format!("SELECT {COLUMNS} FROM contact_messages"));
    push_state(&mut sql, state);
    sql.push(" ORDER BY created_at DESC, id DESC LIMIT ").bind(limit).push(" OFFSET ").bind(offset);
    let messages = sql.query().fetch_all(db.pool()).await?.iter().map(message_of).collect::<Result<_, _>>()?;
    Ok((messages, total))
}

/// How many messages no one has opened yet.
pub async fn new_count(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM contact_messages WHERE read_at IS NULL AND answered_at IS NULL").fetch_one(db.pool()).await
}

/// Opens a message: it is read from now on. Answers it with its replies, oldest first, or none
/// when there is no such message.
pub async fn open(db: &Db, id: i64) -> Result<Option<(InboxMessage, Vec<Reply>)>, sqlx::Error> {
    sqlx::query("UPDATE contact_messages SET read_at = $1 WHERE id = $2 AND read_at IS NULL")
        .bind(clock::now())
        .bind(id)
        .execute(db.pool())
        .await?;
    let Some(row) =
        sqlx::query(&format!("SELECT {COLUMNS} FROM contact_messages WHERE id = $1")).bind(id).fetch_optional(db.pool()).await?
    else {
        return Ok(None);
    };
    let replies = sqlx::query("SELECT actor, body, created_at FROM contact_replies WHERE message_id = $1 ORDER BY id")
        .bind(id)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| Ok(Reply { actor: row.try_get("actor")?, body: row.try_get("body")?, created_at: row.try_get("created_at")? }))
        .collect::<Result<_, sqlx::Error>>()?;
    Ok(Some((message_of(&row)?, replies)))
}

/// Keeps `reply` with message `id`, marks the message answered, queues the mail `compose`
/// writes (subject and body, from the message's language and text) to its sender and audits
/// it, in one transaction. Answers the address mailed, or none when there is no such message.
pub async fn reply(
    db: &Db,
    id: i64,
    reply: &str,
    compose: impl FnOnce(&str, &str) -> (String, String),
    actor: &Actor,
) -> Result<Option<String>, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.begin_write().await?;
    let Some(row) =
        sqlx::query("SELECT email, locale, message FROM contact_messages WHERE id = $1").bind(id).fetch_optional(&mut *tx).await?
    else {
        return Ok(None);
    };
    let email: String = row.try_get("email")?;
    let (subject, body) = compose(&row.try_get::<String, _>("locale")?, &row.try_get::<String, _>("message")?);
    sqlx::query("INSERT INTO contact_replies (message_id, staff_id, actor, body, created_at) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(actor.staff_id)
        .bind(&actor.name)
        .bind(reply)
        .bind(&now)
        .execute(&mut *tx)
        .await?;
    sqlx::query("UPDATE contact_messages SET answered_at = $1, read_at = COALESCE(read_at, $1) WHERE id = $2")
        .bind(&now)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    crate::checkout::outbox::queue_in(&mut tx, &email, &subject, &body, &now).await?;
    let after = serde_json::json!({ "email": email, "reply": reply }).to_string();
    let entry = Entry { action: "contact.reply", entity: "contact_message", entity_id: &id.to_string(), before: None, after: Some(&after) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(Some(email))
}
