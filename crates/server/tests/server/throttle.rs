//! What a stranger could repeat to flood someone's inbox or the shop's: reset mails, contact
//! messages and subscriptions are limited per e-mail address and per client address, with a
//! 429 in the shopper's language; other visitors are not affected.

use serde_json::{json, Value};

use crate::common::{header, json_of, TestApp};

fn contact(email: &str) -> Value {
    json!({ "name": "Ani", "email": email, "phone": "+374 91 123456", "message": "Hello" })
}

on_both_databases! {
    async fn reset_mails_to_one_person_stop_after_three_an_hour(env) {
        let app = TestApp::start(&env).await;
        let register = json!({ "email": "ani@example.am", "password": "secret1", "password_confirmation": "secret1", "first_name": "Ani", "last_name": "Sargsyan" });
        json_of(app.visitor("127.0.0.1").post("/api/customer/register", register).await, 200).await;
        // From three different addresses: the limit is the victim's, not the sender's.
        for n in 2..5 {
            json_of(app.visitor(&format!("127.0.0.{n}")).post("/api/customer/forgot-password", json!({ "email": "Ani@Example.am" })).await, 200).await;
        }
        let refused = app.visitor("127.0.0.5").post("/api/customer/forgot-password?locale=ru", json!({ "email": "ani@example.am" })).await;
        assert_eq!(header(&refused, "retry-after"), "3600");
        let refused = json_of(refused, 429).await;
        assert_eq!(refused["error"], "Слишком много запросов. Попробуйте позже.");
        let mails: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(mails, 3);
        // An unknown address is counted the same, so the 429 does not reveal accounts.
        let visitor = app.visitor("127.0.0.6");
        for _ in 0..3 {
            json_of(visitor.post("/api/customer/forgot-password", json!({ "email": "nobody@example.am" })).await, 200).await;
        }
        json_of(visitor.post("/api/customer/forgot-password", json!({ "email": "nobody@example.am" })).await, 429).await;
        app.stop().await;
    }
}

on_both_databases! {
    async fn one_client_sends_at_most_ten_contact_messages_an_hour(env) {
        let app = TestApp::start(&env).await;
        let flooder = app.visitor("127.0.0.7");
        for n in 0..10 {
            json_of(flooder.post("/api/contact-us", contact(&format!("sender{n}@example.am"))).await, 200).await;
        }
        let refused = json_of(flooder.post("/api/contact-us?locale=hy", contact("sender99@example.am")).await, 429).await;
        assert_eq!(refused["error"], "Չափազանց շատ հարցումներ։ Փորձեք մի փոքր ուշ");
        assert_eq!(refused["retry_after"], 3600);
        // Another visitor still gets through.
        json_of(app.visitor("127.0.0.8").post("/api/contact-us", contact("ani@example.am")).await, 200).await;
        let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM contact_messages").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(stored, 11);
        app.stop().await;
    }
}

on_both_databases! {
    async fn subscribing_one_address_over_and_over_is_throttled(env) {
        let app = TestApp::start(&env).await;
        let visitor = app.visitor("127.0.0.9");
        json_of(visitor.post("/api/subscribe", json!({ "subscriber_email": "ani@example.am" })).await, 200).await;
        json_of(visitor.post("/api/subscribe", json!({ "subscriber_email": "ani@example.am" })).await, 409).await;
        json_of(visitor.post("/api/subscribe", json!({ "subscriber_email": "ani@example.am" })).await, 409).await;
        json_of(visitor.post("/api/subscribe?locale=en", json!({ "subscriber_email": "ani@example.am" })).await, 429).await;
        json_of(visitor.post("/api/subscribe", json!({ "subscriber_email": "aram@example.am" })).await, 200).await;
        app.stop().await;
    }
}

on_both_databases! {
    async fn behind_a_proxy_the_client_is_the_address_the_proxy_wrote(env) {
        let mut config = env.config();
        config.client_address_header = Some(axum::http::HeaderName::from_static("x-forwarded-for"));
        let app = TestApp::start_configured(config).await;
        let others = (0..10).map(|n| json!({ "name": "Ani", "email": format!("s{n}@example.am"), "message": "Hello" }));
        for body in others {
            let sent = app.request(reqwest::Method::POST, "/api/contact-us").header("x-forwarded-for", "203.0.113.9").json(&body).send().await.unwrap();
            json_of(sent, 200).await;
        }
        // Every request came from the proxy (127.0.0.1): the eleventh of client 203.0.113.9 is
        // refused, while another client behind the same proxy still gets through.
        let eleventh = json!({ "name": "Ani", "email": "s11@example.am", "message": "Hello" });
        let refused = app.request(reqwest::Method::POST, "/api/contact-us").header("x-forwarded-for", "203.0.113.9").json(&eleventh).send().await.unwrap();
        json_of(refused, 429).await;
        let other = app.request(reqwest::Method::POST, "/api/contact-us").header("x-forwarded-for", "203.0.113.10").json(&eleventh).send().await.unwrap();
        json_of(other, 200).await;
        app.stop().await;
    }
}
