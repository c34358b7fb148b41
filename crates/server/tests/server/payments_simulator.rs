//! The payment providers' simulators over real HTTP, driven by the same client code the checkout
//! uses ([`VposClient`], [`IdramConfig::form`]). The Idram callbacks need the shop's handlers,
//! which live with the checkout; here only the wallet page is checked.

use axum::Router;
use storefront_core::locale::Locale;
use storefront_payments::config::VposCredentials;
use storefront_payments::{local_http, VposClient};
use storefront_simulators::{APPROVING_CARD, DECLINED_CARD, IDRAM_TEST_PAYER};

use crate::common::{header, TestApp};

/// A browser that shows redirects instead of following them.
fn browser() -> reqwest::Client {
    reqwest::Client::builder().no_proxy().redirect(reqwest::redirect::Policy::none()).build().unwrap()
}

fn vpos(app: &TestApp) -> VposClient {
    app.state.config.payments.ameria.client(&app.url)
}

fn back_url(app: &TestApp) -> String {
    format!("{}/api/payments/ameria/back", app.url)
}

/// Submits the simulator's card form and returns the redirect's query, checking it goes back to
/// the shop.
async fn pay(app: &TestApp, payment_id: &str, card: &str, action: &str) -> Vec<(String, String)> {
    let response = browser()
        .post(format!("{}/simulator/vpos/Payments/Pay", app.url))
        .form(&[
            ("id", payment_id),
            ("lang", "am"),
            ("card_number", card),
            ("expiry", "12/99"),
            ("cvc", "123"),
            ("cardholder", "Test Cardholder"),
            ("action", action),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 303);
    let location = reqwest::Url::parse(&header(&response, "location")).expect("an absolute Location");
    assert!(location.as_str().starts_with(&format!("{}?", back_url(app))), "{location}");
    location.query_pairs().into_owned().collect()
}

fn param<'a>(query: &'a [(String, String)], name: &str) -> &'a str {
    query.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str()).unwrap_or_else(|| panic!("no {name} in {query:?}"))
}

on_both_databases! {
    async fn an_approved_card_pays_the_exact_amount(env) {
        let app = TestApp::start(&env).await;
        let vpos = vpos(&app);
        let id = vpos.init_payment(42, 42, 150_050, "Order #42", &back_url(&app), Locale::Hy).await.unwrap();
        assert_eq!(vpos.init_payment(42, 42, 150_050, "Order #42", &back_url(&app), Locale::Hy).await.unwrap(), id, "same order, same payment");

        let details = vpos.payment_details(&id).await.unwrap();
        assert_eq!((details.payment_state.as_str(), details.order_status.as_str()), ("payment_started", "0"));
        assert_eq!((details.amount_minor, details.order_id.as_str(), details.opaque.as_str()), (150_050, "42", "42"));
        assert!(!details.paid_amount_matches(150_050));

        let page = app.client.get(vpos.pay_url(&id, Locale::Hy)).send().await.unwrap();
        assert_eq!(page.status().as_u16(), 200);
        assert!(header(&page, "content-type").starts_with("text/html"));
        let html = page.text().await.unwrap();
        for expected in ["1,501 ֏", "Order #42", "4111 1111 1111 1111", "4000 0000 0000 0002", "Cancel"] {
            assert!(html.contains(expected), "{expected} missing from the pay page");
        }

        let back = pay(&app, &id, "4111 1111 1111 1111", "pay").await;
        assert_eq!(param(&back, "resposneCode"), "00");
        assert_eq!(param(&back, "orderID"), "42");
        assert_eq!(param(&back, "opaque"), "42");
        assert_eq!(param(&back, "description"), "Order #42");
        assert!(param(&back, "paymentID").eq_ignore_ascii_case(&id));

        let details = vpos.payment_details(&id).await.unwrap();
        assert!(details.paid_amount_matches(150_050), "{details:?}");
        assert!(!details.paid_amount_matches(150_000), "another amount is not this payment");
        assert_eq!(details.card_number, format!("{}******{}", &APPROVING_CARD[..6], &APPROVING_CARD[12..]));
        assert_eq!(details.client_name, "TEST CARDHOLDER");

        let receipt = app.client.get(vpos.receipt_url(&id)).send().await.unwrap();
        assert_eq!(receipt.status().as_u16(), 200);
        let html = receipt.text().await.unwrap();
        assert!(html.contains("411111******1111") && html.contains(&details.approval_code), "{html}");
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_declined_card_or_a_cancel_pays_nothing(env) {
        let app = TestApp::start(&env).await;
        let vpos = vpos(&app);
        let id = vpos.init_payment(43, 43, 99_900, "Order #43", &back_url(&app), Locale::En).await.unwrap();
        let back = pay(&app, &id, DECLINED_CARD, "pay").await;
        assert_eq!(param(&back, "resposneCode"), "0116");
        let details = vpos.payment_details(&id).await.unwrap();
        assert_eq!((details.order_status.as_str(), details.payment_state.as_str()), ("6", "payment_declined"));
        assert!(!details.paid_amount_matches(99_900));
        // Declined is final, as at the bank: another card on the same payment changes nothing,
        // and asking again for the same OrderID gives the same closed payment.
        let page = app.client.get(vpos.pay_url(&id, Locale::En)).send().await.unwrap().text().await.unwrap();
        assert!(page.contains("Payment declined") && !page.contains("card_number"), "{page}");
        assert_eq!(param(&pay(&app, &id, APPROVING_CARD, "pay").await, "resposneCode"), "0116");
        assert!(!vpos.payment_details(&id).await.unwrap().paid_amount_matches(99_900));
        assert_eq!(vpos.init_payment(43, 43, 99_900, "Order #43", &back_url(&app), Locale::En).await.unwrap(), id);

        let id = vpos.init_payment(44, 44, 99_900, "Order #44", &back_url(&app), Locale::En).await.unwrap();
        let back = pay(&app, &id, APPROVING_CARD, "cancel").await;
        assert_ne!(param(&back, "resposneCode"), "00");
        let details = vpos.payment_details(&id).await.unwrap();
        assert_eq!(details.payment_state, "payment_started");
        assert!(!details.paid_amount_matches(99_900));

        // An unknown payment is an answer, not an error, and not paid.
        let details = vpos.payment_details("00000000-0000-0000-0000-000000000000").await.unwrap();
        assert_eq!(details.response_code, "06");
        assert!(!details.paid_amount_matches(0));
        app.stop().await;
    }
}

on_both_databases! {
    async fn wrong_credentials_are_refused_with_code_20(env) {
        let app = TestApp::start(&env).await;
        let mut credentials = app.state.config.payments.ameria.credentials.clone();
        credentials.password = "not-the-password".into();
        let vpos = VposClient::new(local_http(), format!("{}/simulator/vpos/", app.url), credentials);
        let error = vpos.init_payment(45, 45, 1_000, "Order #45", &back_url(&app), Locale::En).await.unwrap_err();
        assert_eq!(error.code(), Some("20"), "{error}");

        let stranger = VposCredentials { client_id: "someone-else".into(), ..app.state.config.payments.ameria.credentials.clone() };
        let vpos = VposClient::new(local_http(), format!("{}/simulator/vpos", app.url), stranger);
        let error = vpos.init_payment(45, 45, 1_000, "Order #45", &back_url(&app), Locale::En).await.unwrap_err();
        assert_eq!(error.code(), Some("20"), "{error}");
        app.stop().await;
    }
}

on_both_databases! {
    async fn the_idram_wallet_page_shows_and_carries_the_bill(env) {
        let app = TestApp::start(&env).await;
        let idram = &app.state.config.payments.idram;
        let form = idram.form(&app.url, 42, 150_000, "Order <b>#42</b>", Some("shopper@example.am"), Locale::En);
        assert_eq!(form.action, format!("{}/simulator/idram/Payment/GetPayment", app.url));
        let mut fields = form.fields.clone();
        fields.push(("return_to".into(), "cart & more".into()));
        let response = app.client.post(&form.action).form(&fields).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 200);
        assert!(header(&response, "content-type").starts_with("text/html"));
        assert_eq!(header(&response, "cache-control"), "no-store");
        let html = response.text().await.unwrap();
        for expected in [
            "1,500 ֏",
            "Order &lt;b&gt;#42&lt;/b&gt;",
            "shopper@example.am",
            r#"name="EDP_BILL_NO" value="42""#,
            r#"name="EDP_AMOUNT" value="1500.0000""#,
            r#"name="EDP_LANGUAGE" value="EN""#,
            r#"name="return_to" value="cart &amp; more""#,
            &format!(r#"name="EDP_REC_ACCOUNT" value="{}""#, idram.rec_account),
            &format!(r#"name="EDP_PAYER_ACCOUNT" value="{IDRAM_TEST_PAYER}""#),
            "Pay with a wrong checksum",
            "Cancel",
        ] {
            assert!(html.contains(expected), "{expected} missing from the wallet page:\n{html}");
        }
        assert!(!html.contains("<b>#42"), "the description is escaped");

        // Cancel goes straight back to FAIL_URL, no callbacks.
        let mut cancel = fields.clone();
        cancel.push(("SIM_ACTION".into(), "cancel".into()));
        let response = browser().post(format!("{}/simulator/idram/Payment/Process", app.url)).form(&cancel).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 303);
        assert_eq!(header(&response, "location"), format!("{}/api/payments/idram/fail?EDP_BILL_NO=42", app.url));

        let mut stranger = form.fields.clone();
        stranger.retain(|(name, _)| name != "EDP_REC_ACCOUNT");
        stranger.push(("EDP_REC_ACCOUNT".into(), "999999999".into()));
        let response = app.client.post(&form.action).form(&stranger).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 400, "an unknown merchant");
        app.stop().await;
    }
}

on_both_databases! {
    async fn the_pages_show_the_dram_sign_in_the_shells_armenian_font(env) {
        // Vite names the font file by its content; the simulator finds it in the built shell.
        let assets = env.static_dir().join("assets");
        std::fs::create_dir_all(&assets).unwrap();
        std::fs::write(assets.join("noto-sans-armenian-armenian-600-normal-Ab12Cd.woff2"), b"wOF2 font").unwrap();
        std::fs::write(assets.join("noto-sans-armenian-armenian-600-normal-Ab12Cd.woff"), b"wOFF font").unwrap();
        let app = TestApp::start(&env).await;
        let vpos = vpos(&app);
        let id = vpos.init_payment(46, 46, 1_250_000, "Order #46", &back_url(&app), Locale::Hy).await.unwrap();
        let html = app.client.get(vpos.pay_url(&id, Locale::Hy)).send().await.unwrap().text().await.unwrap();
        assert!(html.contains("12,500 ֏"), "{html}");
        assert!(html.contains("url(/simulator/fonts/armenian-600.woff2)") && html.contains("U+0530-058F"), "{html}");

        let font = app.get("/simulator/fonts/armenian-600.woff2").send().await.unwrap();
        assert_eq!(font.status().as_u16(), 200);
        assert_eq!(header(&font, "content-type"), "font/woff2");
        assert_eq!(font.bytes().await.unwrap().as_ref(), b"wOF2 font");
        for missing in ["armenian-400.woff2", "armenian-500.woff2", "armenian-600.woff", "..%2Fassets%2Fx.woff2"] {
            let response = app.get(&format!("/simulator/fonts/{missing}")).send().await.unwrap();
            assert_eq!(response.status().as_u16(), 404, "{missing}");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn simulators_are_absent_when_switched_off(env) {
        let mut config = env.config();
        config.payments.simulators = false;
        let app = TestApp::start_with_config(config, Router::new()).await;
        let response = app.get("/simulator/vpos/Payments/Pay?id=x").send().await.unwrap();
        assert_eq!(response.status().as_u16(), 404);
        assert!(!response.text().await.unwrap().contains("simulator"), "the shell, not a simulator page");
        let response = app.request(reqwest::Method::POST, "/simulator/vpos/api/VPOS/InitPayment").body("{}").send().await.unwrap();
        assert!(!response.text().await.unwrap().contains("ResponseCode"));
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_server_started_with_nothing_configured_is_a_production_server(env) {
        // Only where the data lives is given; everything else is the environment's default.
        let (database, data, dist) = (env.database_url.clone(), env.data_dir(), env.static_dir());
        let config = storefront_server::Config::from_lookup(|name| match name {
            "DATABASE_URL" => Some(database.clone()),
            "DATA_DIR" => Some(data.to_string_lossy().into_owned()),
            "STATIC_DIR" => Some(dist.to_string_lossy().into_owned()),
            _ => None,
        })
        .unwrap();
        let app = TestApp::start_configured(config).await;
        for (method, path) in [(reqwest::Method::GET, "/simulator/vpos/Payments/Pay?id=x"), (reqwest::Method::POST, "/simulator/vpos/api/VPOS/InitPayment")] {
            let text = app.request(method, path).body("{}").send().await.unwrap().text().await.unwrap();
            assert!(!text.contains("ResponseCode") && !text.contains("simulator"), "{path}: {text}");
        }
        let products: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM products").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(products, 0, "no demo catalogue");
        let methods = crate::common::json_of(app.get("/api/payments").send().await.unwrap(), 200).await;
        let offered: Vec<&str> = methods.as_array().unwrap().iter().map(|m| m["method"].as_str().unwrap()).collect();
        assert_eq!(offered, ["cashondelivery"], "no card or wallet payment without real credentials");
        app.stop().await;
    }
}

/// A stand-in for the shop's RESULT_URL handler, on its own port (PUBLIC_URL points there), so
/// the simulator's server-to-server calls are checked without the checkout's handlers. It
/// answers as docs/payment-protocols.md says a merchant must, using the module's own checks.
mod merchant {
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex};

    use axum::extract::State;
    use axum::routing::post;
    use axum::{Form, Router};
    use storefront_payments::idram::IdramCallback;
    use storefront_payments::IdramConfig;

    pub const AMOUNT_MINOR: i64 = 150_000;

    #[derive(Clone)]
    struct Shop {
        idram: IdramConfig,
        calls: Arc<Mutex<Vec<String>>>,
    }

    /// Starts the fake merchant; returns its base URL and the log of what it was asked and
    /// answered (`pre-check OK`, `confirmation refused`…).
    pub async fn start(idram: IdramConfig) -> (String, Arc<Mutex<Vec<String>>>) {
        let calls = Arc::new(Mutex::new(Vec::new()));
        let app = Router::new().route("/api/payments/idram/result", post(result)).with_state(Shop { idram, calls: calls.clone() });
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        (url, calls)
    }

    async fn result(State(shop): State<Shop>, Form(form): Form<HashMap<String, String>>) -> &'static str {
        let (what, ok) = match IdramCallback::parse(&form) {
            Ok(IdramCallback::PreCheck(p)) => ("pre-check", p.matches(AMOUNT_MINOR, &shop.idram.rec_account)),
            Ok(IdramCallback::Confirmation(c)) => ("confirmation", c.verify(&shop.idram.secret_key, AMOUNT_MINOR, &shop.idram.rec_account)),
            Err(_) => ("malformed", false),
        };
        shop.calls.lock().unwrap().push(format!("{what} {}", if ok { "OK" } else { "refused" }));
        if ok {
            "OK"
        } else {
            "NO"
        }
    }
}

on_both_databases! {
    async fn idram_pays_through_the_merchants_result_url(env) {
        let idram = env.config().payments.idram;
        let (shop, calls) = merchant::start(idram.clone()).await;
        let mut config = env.config();
        config.public_url = Some(shop.clone());
        let app = TestApp::start_with_config(config, Router::new()).await;
        let process = format!("{}/simulator/idram/Payment/Process", app.url);
        let form = idram.form(&app.url, 42, merchant::AMOUNT_MINOR, "Order #42", None, Locale::Hy);
        let submit = |action: &'static str, fields: Vec<(String, String)>| {
            let mut fields = fields;
            fields.push(("SIM_ACTION".into(), action.into()));
            fields.push(("EDP_PAYER_ACCOUNT".into(), IDRAM_TEST_PAYER.into()));
            browser().post(&process).form(&fields).send()
        };
        let take = || std::mem::take(&mut *calls.lock().unwrap());

        let response = submit("pay", form.fields.clone()).await.unwrap();
        assert_eq!(response.status().as_u16(), 303);
        assert_eq!(header(&response, "location"), format!("{shop}/api/payments/idram/success?EDP_BILL_NO=42"));
        assert_eq!(take(), ["pre-check OK", "confirmation OK"]);

        let response = submit("forge", form.fields.clone()).await.unwrap();
        assert_eq!(header(&response, "location"), format!("{shop}/api/payments/idram/fail?EDP_BILL_NO=42"));
        assert_eq!(take(), ["pre-check OK", "confirmation refused"], "a wrong checksum is refused");

        // The merchant's pre-check refuses another amount, and then nothing is confirmed.
        let dearer = idram.form(&app.url, 42, merchant::AMOUNT_MINOR + 100, "Order #42", None, Locale::Hy);
        let response = submit("pay", dearer.fields).await.unwrap();
        assert_eq!(header(&response, "location"), format!("{shop}/api/payments/idram/fail?EDP_BILL_NO=42"));
        assert_eq!(take(), ["pre-check refused"]);
        app.stop().await;
    }
}
