//! Newsletter subscribers, one row per address.

use crate::clock;
use crate::Db;

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
