//! Mail from the shop: order confirmations and password resets to shoppers, contact-form
//! messages to the shop (`SHOP_EMAIL`).
//!
//! Whoever has something to say writes a row into the `outbox` table, in the same transaction as
//! whatever the mail is about (`store::checkout::orders::place`), then pokes [`OutboxWaker`]. When
//! SMTP is configured (`SMTP_HOST`, see [`MailConfig`]) the background [`sender`] mails the
//! unsent rows and records on each row that it was sent, or its attempts and last error; without
//! SMTP the rows stay in the table to be read. A request never waits for SMTP and a failing relay
//! never fails one: the request only pokes the waker.

pub mod config;
pub mod message;
pub mod sender;

use std::sync::Arc;

use tokio::sync::Notify;

pub use config::{MailConfig, SmtpConfig, SmtpCredentials, SmtpTls};
pub use sender::{start, MailSender, MailSetupError};

/// Tells the sender that mail was queued (after the transaction that wrote it committed).
#[derive(Debug, Clone, Default)]
pub struct OutboxWaker(Arc<Notify>);

impl OutboxWaker {
    /// Returns at once. A poke while the sender is busy is kept (`Notify` stores one permit), so
    /// the sender looks again when it is done and no queued mail waits for the next poll.
    pub fn wake(&self) {
        self.0.notify_one();
    }

    pub(crate) async fn woken(&self) {
        self.0.notified().await;
    }
}
