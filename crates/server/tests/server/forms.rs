//! The footer's newsletter, the contact form and the third-party ids over HTTP, on both
//! databases: validation by the core's rules, the duplicate subscription, the contact message
//! stored and mailed to the shop through the outbox (and over SMTP when configured).

use std::time::Duration;

use axum::Router;
use serde_json::{json, Value};
use storefront_api::site::SiteConfig;
use storefront_core::forms::contact_next_route;
use storefront_mail::{self as mail, MailConfig};

use crate::checkout::post;
use crate::common::smtp::{Behaviour, SmtpReceiver};
use crate::common::{json_of, TestApp, TestEnv};

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar::<_, i64>(sql).fetch_one(app.db.pool()).await.unwrap()
}

pub fn contact(email: &str) -> Value {
    json!({ "email": email, "name": "Ani Sargsyan", "phone": "+374 91 123456", "message": "Բարև, երբ կառաքեք պատվերս։\nThanks!" })
}

on_both_databases! {
    async fn a_subscription_is_kept_once_and_a_repeat_answers_a_clear_message(env) {
        let app = TestApp::start(&env).await;
        let answer = json_of(post(&app, "/api/subscribe", json!({ "subscriber_email": "Ani@Example.am" })).await, 200).await;
        assert_eq!(answer["success"], true);
        assert_eq!(answer["message"], "Շնորհակալություն, Դուք բաժանորդագրվեցիք մեր նորություններին։", "Armenian by default");

        // The same address again, whatever its case: 409 with a sentence, in the asked language.
        let again = json_of(post(&app, "/api/subscribe?locale=en", json!({ "subscriber_email": " ani@example.AM " })).await, 409).await;
        assert_eq!(again["error"], "This e-mail address is already subscribed to our newsletter.");
        let russian = json_of(post(&app, "/api/subscribe?locale=ru", json!({ "subscriber_email": "ani@example.am" })).await, 409).await;
        assert_eq!(russian["error"], "Этот адрес уже подписан на нашу рассылку.");
        assert_eq!(count(&app, "SELECT COUNT(*) FROM newsletter_subscribers").await, 1);
        let stored: (String, String) = sqlx::query_as("SELECT email, locale FROM newsletter_subscribers").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(stored, ("ani@example.am".to_string(), "hy".to_string()));

        let english = json_of(post(&app, "/api/subscribe?locale=en", json!({ "subscriber_email": "gor@example.am" })).await, 200).await;
        assert_eq!(english["message"], "Thank you! You have subscribed to our newsletter.");
        assert_eq!(count(&app, "SELECT COUNT(*) FROM newsletter_subscribers").await, 2);
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_bad_subscription_address_is_refused_with_the_core_message(env) {
        let app = TestApp::start(&env).await;
        for (body, locale, message) in [
            (json!({ "subscriber_email": "nope@" }), "en", "Invalid Email"),
            (json!({ "subscriber_email": "a@b.info" }), "en", "Invalid Email"),
            (json!({}), "ru", "Неверный email"),
            (json!({ "subscriber_email": format!("{}@example.am", "a".repeat(260)) }), "hy", "Անվավեր էլ. հասցե"),
        ] {
            let answer = json_of(post(&app, &format!("/api/subscribe?locale={locale}"), body.clone()).await, 422).await;
            assert_eq!(answer, json!({ "errors": { "subscriber_email": [message] } }), "{body}");
        }
        json_of(post(&app, "/api/subscribe", json!({ "subscriber_email": 42 })).await, 400).await;
        assert_eq!(count(&app, "SELECT COUNT(*) FROM newsletter_subscribers").await, 0);
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_contact_message_is_stored_and_its_mail_to_the_shop_queued_together(env) {
        let app = TestApp::start(&env).await;
        let response = post(&app, "/api/contact-us?locale=ru", contact("ani@example.am")).await;
        let reply = json_of(response, 200).await;
        assert_eq!(reply, json!("email sent successfully"));
        assert_eq!(contact_next_route(&reply.to_string()), Some("/thanksforMessage"), "the shell's rule goes to the thanks page");

        let stored: (String, String, String, String, String) =
            sqlx::query_as("SELECT name, email, phone, message, locale FROM contact_messages").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(stored.0, "Ani Sargsyan");
        assert_eq!(stored.1, "ani@example.am");
        assert_eq!(stored.2, "+374 91 123456");
        assert!(stored.3.starts_with("Բարև"));
        assert_eq!(stored.4, "ru");

        let (recipient, subject, body): (String, String, String) =
            sqlx::query_as("SELECT recipient, subject, body FROM outbox").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(recipient, "info@shuka.am", "SHOP_EMAIL's default");
        assert_eq!(subject, "Կապի ձև / Contact form: Ani Sargsyan");
        for part in ["ani@example.am", "+374 91 123456", "Բարև, երբ կառաքեք պատվերս։\nThanks!"] {
            assert!(body.contains(part), "{part} in {body}");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn bad_contact_input_is_refused_and_nothing_is_kept(env) {
        let app = TestApp::start(&env).await;
        let answer = json_of(post(&app, "/api/contact-us?locale=en", json!({ "email": "x@y", "phone": "" })).await, 422).await;
        assert_eq!(
            answer,
            json!({ "errors": { "name": ["This field is required"], "email": ["Invalid email format"], "message": ["This field is required"] } })
        );
        let armenian = json_of(post(&app, "/api/contact-us", json!({})).await, 422).await;
        assert_eq!(armenian["errors"]["email"], json!(["Այս դաշտը պարտադիր է"]));

        let mut long = contact("ani@example.am");
        long["message"] = json!("ա".repeat(5001));
        let answer = json_of(post(&app, "/api/contact-us?locale=en", long).await, 422).await;
        assert_eq!(answer, json!({ "errors": { "message": ["At most 5000 characters"] } }));

        let broken = app.request(reqwest::Method::POST, "/api/contact-us").header("content-type", "application/json").body("{\"email\":").send().await.unwrap();
        json_of(broken, 400).await;
        assert_eq!(count(&app, "SELECT COUNT(*) FROM contact_messages").await, 0);
        assert_eq!(count(&app, "SELECT COUNT(*) FROM outbox").await, 0);
        app.stop().await;
    }
}

fn smtp_to(receiver: &SmtpReceiver) -> MailConfig {
    let port = receiver.port.to_string();
    let vars =
        [("SMTP_HOST", "127.0.0.1"), ("SMTP_PORT", port.as_str()), ("SMTP_TLS", "none"), ("SMTP_FROM", "Շուկա <no-reply@shuka.test>")];
    let lookup = |name: &str| vars.iter().find(|(key, _)| *key == name).map(|(_, value)| value.to_string());
    let mut config = MailConfig::from_lookup(&lookup).expect("valid SMTP settings");
    // Mail that goes out in this test was sent because the request woke the sender.
    config.poll_interval = Duration::from_secs(600);
    config
}

async fn start_with_site(env: &TestEnv, site: SiteConfig, mail: Option<MailConfig>) -> TestApp {
    let mut config = env.config();
    config.site = site;
    if let Some(mail) = mail {
        config.mail = mail;
    }
    TestApp::start_with_config(config, Router::new()).await
}

on_both_databases! {
    async fn a_contact_message_reaches_shop_email_over_smtp(env) {
        let receiver = SmtpReceiver::start(Behaviour::Accept).await;
        let site = SiteConfig { shop_email: "support@shuka.test".into(), ..SiteConfig::default() };
        let app = start_with_site(&env, site, Some(smtp_to(&receiver))).await;
        let sender = mail::start(&app.state.db, &app.config.mail, &app.state.outbox).expect("SMTP set up").expect("SMTP is configured");
        let reply = json_of(post(&app, "/api/contact-us?locale=hy", contact("ani@example.am")).await, 200).await;
        assert_eq!(reply, "email sent successfully");
        let mail = receiver.wait_for(1).await.remove(0);
        assert_eq!(mail.rcpt_to, ["support@shuka.test"]);
        assert_eq!(mail.header("Subject").as_deref(), Some("Կապի ձև / Contact form: Ani Sargsyan"));
        assert!(mail.body().contains("Բարև, երբ կառաքեք պատվերս։"), "{}", mail.body());
        drop(sender);
        app.stop().await;
    }
}

on_both_databases! {
    async fn googlecode_answers_the_ids_only_when_configured(env) {
        let app = TestApp::start(&env).await;
        let response = app.get("/api/googlecode").send().await.unwrap();
        assert_eq!(response.headers()["cache-control"], "public, max-age=300");
        assert_eq!(json_of(response, 200).await, json!({ "code": "", "chat_page_id": "" }), "nothing third-party by default");
        app.stop().await;

        let site = SiteConfig { analytics_code: Some("G-ABC123".into()), chat_page_id: Some("104512".into()), ..SiteConfig::default() };
        let app = start_with_site(&env, site, None).await;
        let answer = json_of(app.get("/api/googlecode").send().await.unwrap(), 200).await;
        assert_eq!(answer, json!({ "code": "G-ABC123", "chat_page_id": "104512" }));
        app.stop().await;
    }
}
