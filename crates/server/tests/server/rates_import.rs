//! The Central Bank's rates imported over real HTTP from a local stand-in for the bank that
//! serves the recorded answer (`crates/central_bank/tests/fixtures`), on both databases: a
//! believable answer reprices the shop and is audited; an absurd or failed one changes nothing
//! and the dashboard says so; the schedule imports on start; only managers may import.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use axum::Router;
use serde_json::{json, Value};
use storefront_api::catalog::feed;
use storefront_central_bank::Schedule;
use storefront_core::staff::Role;

use crate::back_office::{audit_count, Staff};
use crate::catalog_fixture;
use crate::catalogue_editing::until;
use crate::common::TestApp;

const RECORDED: &str = include_str!("../../../central_bank/tests/fixtures/exchange-rates-latest.xml");

/// What the stand-in answers next: a status and a body.
type Answer = Arc<Mutex<(StatusCode, String)>>;

/// A bank on a local port that answers `ExchangeRatesLatest` as the real one does, and a SOAP
/// fault to a request that does not name the operation.
async fn bank(answer: Answer) -> String {
    let route = post(move |headers: HeaderMap, body: String| {
        let answer = answer.clone();
        async move {
            let named = headers.get("soapaction").and_then(|v| v.to_str().ok()) == Some("\"http://www.cba.am/ExchangeRatesLatest\"");
            if !named || !body.contains("<ExchangeRatesLatest xmlns=\"http://www.cba.am/\"") {
                let fault = "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body><soap:Fault>\
                    <faultcode>soap:Client</faultcode><faultstring>Unknown operation</faultstring></soap:Fault></soap:Body></soap:Envelope>";
                return (StatusCode::INTERNAL_SERVER_ERROR, fault.to_string());
            }
            answer.lock().unwrap().clone()
        }
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/exchangerates.asmx", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, Router::new().route("/exchangerates.asmx", route)).await });
    url
}

fn dress_price(list: &Value) -> Value {
    list["data"].as_array().unwrap().iter().find(|p| p["url_key"] == "summer-dress").map(|p| p["formated_price"].clone()).unwrap()
}

fn usd(view: &Value) -> (&str, &str) {
    (view["rates"][0]["drams"].as_str().unwrap(), view["rates"][0]["source"].as_str().unwrap())
}

on_both_databases! {
    async fn the_banks_rates_reprice_the_shop_only_when_believable_and_a_failure_is_on_the_dashboard(env) {
        let answer: Answer = Arc::new(Mutex::new((StatusCode::OK, RECORDED.to_string())));
        let url = bank(answer.clone()).await;
        let mut config = env.config();
        config.totp_required_for_owners = false;
        config.rates_import = Some(Schedule { url: url.clone(), every: Duration::from_secs(3600) });
        let app = TestApp::start_configured(config).await;
        catalog_fixture::load(&app.db).await;
        app.reindex().await;
        let follower = feed::spawn(app.state.catalogue.clone(), Duration::from_millis(50));
        let list = "/api/products?sort=price-asc&currency=USD&locale=en";
        assert_eq!(dress_price(&until(&app, list, |_| true).await), "$50.00", "20,000 drams at 400 a dollar");

        let mut editor = Staff::signed_in(&app, "content@shuka.am", Role::ContentEditor).await;
        let (status, _) = editor.call("rates/import", json!({})).await;
        assert_eq!(status, 403, "a content editor cannot import rates");

        let mut manager = Staff::signed_in(&app, "manager@shuka.am", Role::Manager).await;
        let (_, shown) = manager.call("rates/get", json!({})).await;
        assert_eq!((shown["import"]["url"].as_str(), shown["import"]["every_minutes"].as_u64()), (Some(url.as_str()), Some(60)));
        assert_eq!(shown["import"]["latest"], Value::Null, "no import has run");

        let (status, imported) = manager.call("rates/import", json!({})).await;
        assert_eq!(status, 200, "{imported}");
        assert_eq!(usd(&imported), ("382.61", "import"));
        assert_eq!(imported["rates"][1]["drams"], "4.87");
        let latest = &imported["import"]["latest"];
        assert_eq!((latest["result"]["kind"].as_str(), latest["published_on"].as_str()), (Some("applied"), Some("2026-11-27")));
        let repriced = until(&app, list, |list| dress_price(list) == "$52.27").await;
        assert_eq!(dress_price(&repriced), "$52.27", "20,000 drams at 382.61 a dollar, within the feed's second");
        let actor: String = sqlx::query_scalar("SELECT actor FROM audit_log WHERE action = 'rates.import'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(actor, "manager@shuka.am", "audited as the manager who asked");

        let (_, again) = manager.call("rates/import", json!({})).await;
        assert_eq!(again["import"]["latest"]["result"]["kind"], "unchanged");
        assert_eq!(audit_count(&app, "rates.import").await, 1, "the same rates again change nothing");

        // A slipped decimal point at the bank: ten times the dollar.
        answer.lock().unwrap().1 = RECORDED.replace("<Rate>382.61</Rate>", "<Rate>3826.1</Rate>");
        let (_, refused) = manager.call("rates/import", json!({})).await;
        assert_eq!(usd(&refused), ("382.61", "import"), "the rates in force stay");
        assert_eq!(
            refused["import"]["latest"]["result"],
            json!({ "kind": "refused", "currency": "USD", "published": "3826.1", "in_force": "382.61" })
        );
        let mut owner = Staff::signed_in(&app, "owner@shuka.am", Role::Owner).await;
        let (_, dashboard) = owner.call("dashboard", json!({})).await;
        assert_eq!(dashboard["rates_import_problem"]["result"]["kind"], "refused", "the dashboard says the rates are old");

        *answer.lock().unwrap() = (StatusCode::SERVICE_UNAVAILABLE, "<html><body>Service Unavailable</body></html>".into());
        let (_, failed) = manager.call("rates/import", json!({})).await;
        assert_eq!(failed["import"]["latest"]["result"], json!({ "kind": "failed", "reason": "the bank answered HTTP 503 Service Unavailable" }));
        assert_eq!(usd(&failed), ("382.61", "import"));
        let (_, dashboard) = owner.call("dashboard", json!({})).await;
        assert_eq!(dashboard["rates_import_problem"]["result"]["kind"], "failed");
        assert_eq!(dress_price(&until(&app, list, |_| true).await), "$52.27", "a failed import changes no price");

        // The schedule imports on start, as the bank's own account.
        *answer.lock().unwrap() = (StatusCode::OK, RECORDED.replace("<Rate>382.61</Rate>", "<Rate>400</Rate>"));
        let schedule = storefront_central_bank::spawn(app.db.clone(), Schedule { url, every: Duration::from_secs(3600) });
        let repriced = until(&app, list, |list| dress_price(list) == "$50.00").await;
        assert_eq!(dress_price(&repriced), "$50.00");
        let actor: String = sqlx::query_scalar("SELECT actor FROM audit_log WHERE action = 'rates.import' ORDER BY id DESC LIMIT 1")
            .fetch_one(app.db.pool())
            .await
            .unwrap();
        assert_eq!(actor, "cba.am");
        // The outcome is recorded just after the rates are stored.
        let deadline = std::time::Instant::now() + Duration::from_secs(5);
        let cleared = loop {
            let (_, dashboard) = owner.call("dashboard", json!({})).await;
            if dashboard["rates_import_problem"].is_null() || std::time::Instant::now() > deadline {
                break dashboard["rates_import_problem"].clone();
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        };
        assert_eq!(cleared, Value::Null, "a good import clears the warning");
        schedule.abort();
        follower.abort();
        app.stop().await;
    }
}
