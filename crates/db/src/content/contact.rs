//! Contact-form messages: stored, and the mail to the shop queued in the outbox in the same
//! transaction, so a message is never kept without its mail nor mailed without being kept.

use sqlx::Row;

use crate::clock;
use crate::Db;

#[derive(Debug, Clone, Copy)]
pub struct NewMessage<'a> {
    pub name: &'a str,
    pub email: &'a str,
    pub phone: &'a str,
    pub message: &'a str,
    pub locale: &'a str,
}

#[derive(Debug, Clone, Copy)]
pub struct ShopMail<'a> {
    pub recipient: &'a str,
    pub subject: &'a str,
    pub body: &'a str,
}

/// Stores the message and queues its mail; answers the message's id.
pub async fn save(db: &Db, message: &NewMessage<'_>, mail: &ShopMail<'_>) -> Result<i64, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    let id: i64 = sqlx::query(
        "INSERT INTO contact_messages (name, email, phone, message, locale, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    )
    .bind(message.name)
    .bind(message.email)
    .bind(message.phone)
    .bind(message.message)
    .bind(message.locale)
    .bind(&now)
    .fetch_one(&mut *tx)
    .await?
    .try_get("id")?;
    crate::checkout::outbox::queue_in(&mut tx, mail.recipient, mail.subject, mail.body, &now).await?;
    tx.commit().await?;
    Ok(id)
}
