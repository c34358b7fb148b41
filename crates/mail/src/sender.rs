//! The background task that mails the outbox over SMTP.
//!
//! A round pages through the unsent rows oldest first and sends each that is due; it runs when
//! the task starts (mail left by a crash or by a server without SMTP), when [`OutboxWaker`] is
//! poked, when a retry falls due, and at least every `poll_interval` (mail queued by another app
//! server). A failed row waits before its next attempt, four times longer after each failure, up
//! to `max_attempts`. Delivery is at least once: a crash between the relay's "250 OK" and
//! `mark_sent` sends that mail again, under the same Message-ID.
//!
//! Known limit: with several app servers each runs its own sender, and two may pick the same row
//! in the same moment (both send it). Ruling that out needs a claim column in the outbox.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use tokio::task::JoinHandle;
use tokio::time::Instant;

use super::config::{MailConfig, SmtpConfig, SmtpTls};
use super::message::compose;
use super::OutboxWaker;
use storefront_db::checkout::outbox::{self, OutboxRow};
use storefront_db::Db;

/// Rows read per query while a round pages through the outbox.
const PAGE: i64 = 50;
/// Per SMTP command: a relay that stops answering holds this task this long, never a request.
const SMTP_TIMEOUT: Duration = Duration::from_secs(30);

type Transport = AsyncSmtpTransport<Tokio1Executor>;

#[derive(Debug, thiserror::Error)]
#[error("cannot set up SMTP to {host}: {source}")]
pub struct MailSetupError {
    host: String,
    #[source]
    source: lettre::transport::smtp::Error,
}

/// The running sender; dropping it stops the task (a mail in flight then goes again later).
#[derive(Debug)]
pub struct MailSender {
    task: JoinHandle<()>,
}

impl Drop for MailSender {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Starts the sender when SMTP is configured; without it says once that mail stays in the
/// outbox and answers `None`. Keep the answer alive as long as mail should go out.
pub fn start(db: &Db, config: &MailConfig, outbox: &OutboxWaker) -> Result<Option<MailSender>, MailSetupError> {
    let Some(smtp) = &config.smtp else {
        tracing::info!("SMTP is not configured (SMTP_HOST is unset): mail stays in the outbox table");
        return Ok(None);
    };
    let transport = transport(smtp).map_err(|source| MailSetupError { host: smtp.host.clone(), source })?;
    tracing::info!(host = %smtp.host, port = smtp.port, tls = ?smtp.tls, from = %config.from, "mail goes out over SMTP");
    let worker = Worker { db: db.clone(), transport, config: config.clone(), retry_at: HashMap::new() };
    let task = tokio::spawn(worker.run(outbox.clone()));
    Ok(Some(MailSender { task }))
}

fn transport(smtp: &SmtpConfig) -> Result<Transport, lettre::transport::smtp::Error> {
    let builder = match smtp.tls {
        // Refuses to go on unencrypted when the relay offers no STARTTLS, so neither the login
        // nor the mail can be read on the way.
        SmtpTls::StartTls => Transport::starttls_relay(&smtp.host)?,
        SmtpTls::Tls => Transport::relay(&smtp.host)?,
        SmtpTls::None => Transport::builder_dangerous(smtp.host.as_str()),
    };
    let mut builder = builder.port(smtp.port).timeout(Some(SMTP_TIMEOUT));
    if let Some(login) = &smtp.credentials {
        builder = builder.credentials(Credentials::new(login.username.clone(), login.password.clone()));
    }
    Ok(builder.build())
}

struct Worker {
    db: Db,
    transport: Transport,
    config: MailConfig,
    /// When each failed row may be tried again. Kept in memory: after a restart every row is
    /// due at once, which costs at most one early attempt each.
    retry_at: HashMap<i64, Instant>,
}

impl Worker {
    async fn run(mut self, waker: OutboxWaker) {
        loop {
            let next_retry = self.round().await;
            let poll = self.config.poll_interval;
            let wait = next_retry.map_or(poll, |at| at.saturating_duration_since(Instant::now()).min(poll));
            tokio::select! {
                () = waker.woken() => {}
                () = tokio::time::sleep(wait) => {}
            }
        }
    }

    /// Sends every due row; answers when the earliest retry falls due, if any is waiting.
    async fn round(&mut self) -> Option<Instant> {
        let mut after_id = 0;
        let mut still_waiting = HashSet::new();
        loop {
            let page = match outbox::unsent(&self.db, self.config.max_attempts, after_id, PAGE).await {
                Ok(page) => page,
                Err(error) => {
                    tracing::warn!(%error, "cannot read the outbox");
                    return self.retry_at.values().min().copied();
                }
            };
            let Some(last) = page.last() else { break };
            after_id = last.id;
            let full_page = page.len() as i64 == PAGE;
            for row in &page {
                let due = self.retry_at.get(&row.id).is_none_or(|at| *at <= Instant::now());
                if !due || self.deliver(row).await == Outcome::WillRetry {
                    still_waiting.insert(row.id);
                }
            }
            if !full_page {
                break;
            }
        }
        // Rows sent meanwhile by another server, or given up on, need no retry time.
        self.retry_at.retain(|id, _| still_waiting.contains(id));
        self.retry_at.values().min().copied()
    }

    async fn deliver(&mut self, row: &OutboxRow) -> Outcome {
        let sent = match compose(row, &self.config.from) {
            Ok(message) => self.transport.send(message).await.map(drop).map_err(|e| e.to_string()),
            Err(error) => Err(error.to_string()),
        };
        match sent {
            Ok(()) => {
                self.retry_at.remove(&row.id);
                if let Err(error) = outbox::mark_sent(&self.db, row.id).await {
                    tracing::error!(mail = row.id, %error, "mail went out but cannot be marked sent; it will go again");
                }
                Outcome::Done
            }
            Err(error) => {
                let attempts = row.attempts + 1;
                if let Err(db_error) = outbox::mark_failed(&self.db, row.id, &error).await {
                    tracing::error!(mail = row.id, error = %db_error, "cannot record a failed attempt");
                }
                if attempts >= self.config.max_attempts {
                    tracing::error!(mail = row.id, attempts, %error, "mail not sent; giving up, it stays in the outbox");
                    self.retry_at.remove(&row.id);
                    return Outcome::Done;
                }
                let delay = retry_delay(self.config.first_retry_delay, attempts);
                tracing::warn!(mail = row.id, attempts, retry_in = ?delay, %error, "mail not sent");
                self.retry_at.insert(row.id, Instant::now() + delay);
                Outcome::WillRetry
            }
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
enum Outcome {
    /// Sent, or failed for the last time.
    Done,
    WillRetry,
}

/// The wait after `failed_attempts` failures: `first`, then four times longer each time.
fn retry_delay(first: Duration, failed_attempts: i64) -> Duration {
    let exponent = u32::try_from(failed_attempts.saturating_sub(1).max(0)).unwrap_or(u32::MAX).min(15);
    first.saturating_mul(4u32.saturating_pow(exponent))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_retry_waits_four_times_longer() {
        let minute = Duration::from_secs(60);
        let waits: Vec<u64> = (1..=4).map(|n| retry_delay(minute, n).as_secs() / 60).collect();
        assert_eq!(waits, [1, 4, 16, 64]);
        assert_eq!(retry_delay(minute, 0), minute);
        assert!(retry_delay(minute, i64::MAX) >= retry_delay(minute, 15), "no overflow");
    }
}
