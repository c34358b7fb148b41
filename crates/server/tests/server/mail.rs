//! The outbox mailed over real SMTP (lettre against the small receiver of
//! `common/smtp.rs`, over TCP), on both databases: an order's confirmation reaches the shopper
//! in Armenian; a refusing or hung relay never fails or holds the order; without SMTP the mail
//! stays in the outbox; mail queued before the sender started goes out too.

use std::time::Duration;

use axum::Router;
use serde_json::json;
use sqlx::Row;
use storefront_mail::{self as mail, MailConfig, MailSender};

use crate::catalog_fixture::{self, Fixture};
use crate::checkout::{post, ready_cart};
use crate::common::smtp::{Behaviour, SmtpReceiver};
use crate::common::{json_of, TestApp, TestEnv};

/// The shopper of `checkout::ready_cart`.
const SHOPPER: &str = "ani@example.am";

/// SMTP to `receiver`, read from variables as the server reads its environment.
fn smtp_to(receiver: &SmtpReceiver) -> MailConfig {
    let port = receiver.port.to_string();
    let vars = [("SMTP_HOST", "127.0.0.1"), ("SMTP_PORT", port.as_str()), ("SMTP_TLS", "none"), ("SMTP_FROM", "Շուկա <orders@shuka.test>")];
    let lookup = |name: &str| vars.iter().find(|(key, _)| *key == name).map(|(_, value)| value.to_string());
    let mut config = MailConfig::from_lookup(&lookup).expect("valid SMTP settings");
    // No poll within a test: mail that goes out was sent at the start or because a request woke
    // the sender.
    config.poll_interval = Duration::from_secs(600);
    // Retries after 10, 40, 160 and 640 ms.
    config.first_retry_delay = Duration::from_millis(10);
    config
}

async fn start(env: &TestEnv, mail: MailConfig) -> (TestApp, Fixture) {
    let mut config = env.config();
    config.mail = mail;
    let app = TestApp::start_with_config(config, Router::new()).await;
    let fixture = catalog_fixture::load(&app.db).await;
    (app, fixture)
}

fn start_sender(app: &TestApp) -> MailSender {
    mail::start(&app.state.db, &app.config.mail, &app.state.outbox).expect("SMTP set up").expect("SMTP is configured")
}

/// Two summer dresses, cash on delivery, placed in Armenian: the order's number.
async fn place_cash_order(app: &TestApp, f: &Fixture) -> String {
    let token = ready_cart(app, f, 2, "cashondelivery").await;
    let placed = json_of(post(app, "/api/checkout/save-order?locale=hy", json!({ "api_token": token })).await, 200).await;
    assert_eq!(placed["success"], true);
    placed["order"]["increment_id"].as_str().expect("an order number").to_string()
}

#[derive(Debug)]
struct OutboxState {
    body: String,
    sent_at: Option<String>,
    attempts: i64,
    last_error: Option<String>,
}

async fn outbox_of(app: &TestApp, recipient: &str) -> OutboxState {
    let row = sqlx::query("SELECT body, sent_at, attempts, last_error FROM outbox WHERE recipient = $1")
        .bind(recipient)
        .fetch_one(app.db.pool())
        .await
        .expect("one outbox row");
    OutboxState { body: row.get("body"), sent_at: row.get("sent_at"), attempts: row.get("attempts"), last_error: row.get("last_error") }
}

/// The outbox row of `recipient` once `done` holds (failing after 10 s).
async fn outbox_until(app: &TestApp, recipient: &str, what: &str, done: impl Fn(&OutboxState) -> bool) -> OutboxState {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let state = outbox_of(app, recipient).await;
        if done(&state) {
            return state;
        }
        assert!(tokio::time::Instant::now() < deadline, "waited 10 s for the outbox row to be {what}: {state:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

on_both_databases! {
    async fn an_order_confirmation_reaches_the_shopper_over_smtp_in_armenian(env) {
        let receiver = SmtpReceiver::start(Behaviour::Accept).await;
        let (app, f) = start(&env, smtp_to(&receiver)).await;
        let sender = start_sender(&app);
        let number = place_cash_order(&app, &f).await;

        let mail = receiver.wait_for(1).await.remove(0);
        assert_eq!(mail.mail_from, "orders@shuka.test");
        assert_eq!(mail.rcpt_to, [SHOPPER]);
        assert_eq!(mail.header("To").as_deref(), Some(SHOPPER));
        assert_eq!(mail.header("From").as_deref(), Some("Շուկա <orders@shuka.test>"));
        assert_eq!(mail.header("Subject"), Some(format!("Ձեր պատվերը #{number} ընդունված է")));
        assert_eq!(mail.raw_header("Content-Type").as_deref(), Some("text/plain; charset=utf-8"));
        let message_id = mail.raw_header("Message-ID").expect("a Message-ID");
        assert!(message_id.starts_with("<outbox.") && message_id.ends_with("@shuka.test>"), "{message_id}");
        let body = mail.body();
        assert!(body.starts_with("Շնորհակալություն գնումների համար, Ani Sargsyan!"), "{body}");
        assert!(body.contains("Ամառային զգեստ × 2"), "{body}");
        assert!(body.contains("Ընդամենը: "), "{body}");

        let row = outbox_until(&app, SHOPPER, "marked sent", |row| row.sent_at.is_some()).await;
        assert_eq!(body.trim_end(), row.body.trim_end(), "the text arrives as it was queued");
        assert_eq!((row.attempts, row.last_error), (1, None));
        assert_eq!(receiver.received().len(), 1, "sent once");
        drop(sender);
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_refusing_relay_never_fails_the_order_and_the_outbox_records_why(env) {
        let receiver = SmtpReceiver::start(Behaviour::RefuseRecipients).await;
        let (app, f) = start(&env, smtp_to(&receiver)).await;
        let sender = start_sender(&app);
        place_cash_order(&app, &f).await;
        let orders: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM orders WHERE email = $1").bind(SHOPPER).fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(orders, 1, "the order stands");

        let max = MailConfig::DEFAULT_MAX_ATTEMPTS;
        let row = outbox_until(&app, SHOPPER, "given up on", |row| row.attempts == max).await;
        assert_eq!(row.sent_at, None);
        let error = row.last_error.expect("the relay's answer is recorded");
        assert!(error.contains("550") && error.contains("no such mailbox"), "{error}");
        // Given up: a woken sender does not try it again.
        app.state.outbox.wake();
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!((outbox_of(&app, SHOPPER).await.attempts, receiver.refused_recipients()), (max, max as usize));
        assert!(receiver.received().is_empty());
        drop(sender);
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_relay_that_never_answers_does_not_hold_the_order(env) {
        let receiver = SmtpReceiver::start(Behaviour::Silent).await;
        let (app, f) = start(&env, smtp_to(&receiver)).await;
        let sender = start_sender(&app);
        // The sender waits up to 30 s for the relay's greeting; the order must not.
        tokio::time::timeout(Duration::from_secs(10), place_cash_order(&app, &f)).await.expect("the order is answered while the relay hangs");
        crate::common::smtp::eventually("the sender to connect", || (receiver.connections() > 0).then_some(())).await;
        let row = outbox_of(&app, SHOPPER).await;
        assert_eq!((row.sent_at, row.attempts), (None, 0), "still waiting for the relay");
        drop(sender);
        app.stop().await;
    }
}

on_both_databases! {
    async fn without_smtp_the_mail_stays_in_the_outbox(env) {
        let (app, f) = start(&env, MailConfig::not_configured()).await;
        assert!(mail::start(&app.state.db, &app.config.mail, &app.state.outbox).expect("nothing to set up").is_none(), "no sender without SMTP_HOST");
        let number = place_cash_order(&app, &f).await;
        let row = outbox_of(&app, SHOPPER).await;
        assert_eq!((row.sent_at, row.attempts, row.last_error), (None, 0, None));
        assert!(row.body.starts_with("Շնորհակալություն գնումների համար"), "readable in the table: {}", row.body);
        let subject: String = sqlx::query_scalar("SELECT subject FROM outbox WHERE recipient = $1").bind(SHOPPER).fetch_one(app.db.pool()).await.unwrap();
        assert!(subject.contains(&number), "{subject}");
        app.stop().await;
    }
}

on_both_databases! {
    async fn mail_queued_before_the_sender_started_goes_out_whatever_it_is_about(env) {
        let receiver = SmtpReceiver::start(Behaviour::Accept).await;
        let (app, _) = start(&env, smtp_to(&receiver)).await;
        // As a password reset will queue its mail, or as a crash left one behind.
        let (recipient, subject) = ("aram@example.am", "Գաղտնաբառի վերականգնում / Сброс пароля");
        let body = "Բարև, Արամ։\nՆոր գաղտնաբառի հղումը՝ https://shuka.test/reset?token=abc\n.\n..a line that starts with a dot\n";
        let id: i64 = sqlx::query_scalar("INSERT INTO outbox (recipient, subject, body, created_at) VALUES ($1, $2, $3, '2026-11-21T05:55:00Z') RETURNING id")
            .bind(recipient)
            .bind(subject)
            .bind(body)
            .fetch_one(app.db.pool())
            .await
            .unwrap();
        let sender = start_sender(&app);

        let mail = receiver.wait_for(1).await.remove(0);
        assert_eq!(mail.rcpt_to, [recipient]);
        assert_eq!(mail.header("Subject").as_deref(), Some(subject));
        assert_eq!(mail.body(), body);
        assert_eq!(mail.raw_header("Message-ID"), Some(format!("<outbox.{id}.20261121055500@shuka.test>")));
        let row = outbox_until(&app, recipient, "marked sent", |row| row.sent_at.is_some()).await;
        assert_eq!(row.attempts, 1);
        drop(sender);
        app.stop().await;
    }
}
