//! The cart and checkout over HTTP, on both databases, against the catalogue fixture: prices
//! from the database, stock that never goes below zero, one order per cart, payments that are
//! confirmed with the provider before an order counts as paid.

use serde_json::{json, Value};
use storefront_core::locale::Locale;
use storefront_core::validation::Message;

use crate::catalog_fixture::{self, Fixture};
use crate::common::{json_of, TestApp};

async fn start(env: &crate::common::TestEnv) -> (TestApp, Fixture) {
    let app = TestApp::start(env).await;
    let fixture = catalog_fixture::load(&app.db).await;
    (app, fixture)
}

pub(crate) async fn token(app: &TestApp) -> String {
    let answer = json_of(app.get("/api/checkout/cart/token").send().await.unwrap(), 200).await;
    answer["api_token"].as_str().unwrap().to_string()
}

async fn add(app: &TestApp, product: i64, body: Value) -> reqwest::Response {
    app.request(reqwest::Method::POST, &format!("/api/checkout/cart/add/{product}?locale=en")).json(&body).send().await.unwrap()
}

pub(crate) async fn post(app: &TestApp, path: &str, body: Value) -> reqwest::Response {
    app.request(reqwest::Method::POST, path).json(&body).send().await.unwrap()
}

on_both_databases! {
    /// Bagisto-style clients send the order's note as save-order's `description`; the order keeps
    /// it and shows it, and a note longer than the form allows is refused naming the field.
    async fn the_note_sent_with_save_order_is_the_orders_note(env) {
        let (app, f) = start(&env).await;
        let token = ready_cart(&app, &f, 1, "cashondelivery").await;
        let long = "n".repeat(5001);
        let refused = json_of(post(&app, "/api/checkout/save-order?locale=en", json!({ "api_token": token, "description": long })).await, 422).await;
        assert_eq!(refused["errors"]["description"], json!(["At most 5000 characters"]));
        assert_eq!(count(&app, "SELECT COUNT(*) FROM orders").await, 0, "nothing was ordered");
        let note = "Զանգահարել նախքան գալը";
        let placed = json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": token, "description": note })).await, 200).await;
        assert_eq!(placed["order"]["notes"], note);
        let number = placed["order"]["increment_id"].as_str().unwrap();
        let shown = json_of(app.get(&format!("/api/orders/{number}?api_token={token}")).send().await.unwrap(), 200).await;
        assert_eq!(shown["data"]["notes"], note);
        assert_eq!(shown["data"]["billing_address"]["first_name"], "Ani", "the billing form as it was saved");
        app.stop().await;
    }
}

fn billing(email: &str) -> Value {
    json!({ "use_for_shipping": true, "save_as_address": true, "address1": ["Abovyan 12"], "email": email,
            "first_name": "Ani", "last_name": "Sargsyan", "city": "Yerevan", "country": "AM", "state": "Yerevan",
            "postcode": "75017", "phone": "+374 91 123456", "company_name": "", "additional": "" })
}

/// A cart holding `quantity` of the summer dress, taken through the steps before save-order.
pub(crate) async fn ready_cart(app: &TestApp, f: &Fixture, quantity: i64, payment: &str) -> String {
    let token = token(app).await;
    prepare_cart(app, f, &token, quantity, payment).await;
    token
}

/// Puts `quantity` of the summer dress into the guest cart `token` and runs the steps before
/// save-order.
pub(crate) async fn prepare_cart(app: &TestApp, f: &Fixture, token: &str, quantity: i64, payment: &str) {
    prepare_cart_as(app, f, token, None, quantity, payment).await;
}

/// `body` with the cart's token and, for a customer's cart, the customer's token.
pub(crate) fn as_holder(mut body: Value, token: &str, customer: Option<&str>) -> Value {
    body["api_token"] = json!(token);
    if let Some(customer) = customer {
        body["token"] = json!(customer);
    }
    body
}

/// Like [`prepare_cart`], for the cart of the customer signed in with `customer`.
pub(crate) async fn prepare_cart_as(app: &TestApp, f: &Fixture, token: &str, customer: Option<&str>, quantity: i64, payment: &str) {
    prepare_cart_billed_to(app, f, token, customer, quantity, payment, "ani@example.am").await;
}

/// Like [`prepare_cart_as`], billed to `email` as the shopper typed it.
pub(crate) async fn prepare_cart_billed_to(
    app: &TestApp,
    f: &Fixture,
    token: &str,
    customer: Option<&str>,
    quantity: i64,
    payment: &str,
    email: &str,
) {
    let body = |value: Value| as_holder(value, token, customer);
    json_of(add(app, f.dress, body(json!({ "quantity": quantity }))).await, 200).await;
    json_of(post(app, "/api/checkout/save-address", body(json!({ "billing": billing(email), "shipping": {} }))).await, 200).await;
    json_of(post(app, "/api/checkout/save-shipping", body(json!({ "shipping_method": "flatrate" }))).await, 200).await;
    json_of(post(app, "/api/checkout/save-payment", body(json!({ "payment": { "method": payment } }))).await, 200).await;
}

pub(crate) async fn stock(app: &TestApp, id: i64) -> i64 {
    sqlx::query_scalar::<_, i64>("SELECT qty FROM products WHERE id = $1").bind(id).fetch_one(app.db.pool()).await.unwrap()
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar::<_, i64>(sql).fetch_one(app.db.pool()).await.unwrap()
}

on_both_databases! {
    async fn the_cart_prices_lines_from_the_database_and_keeps_them_within_stock(env) {
        let (app, f) = start(&env).await;
        let token = token(&app).await;
        let added = json_of(add(&app, f.dress, json!({ "api_token": token, "quantity": 2 })).await, 200).await;
        let cart = &added["data"];
        assert_eq!(cart["items"][0]["price"], "15000.0000", "the special price is the unit price");
        assert_eq!(cart["sub_total"], "30000.0000");
        assert_eq!(cart["formated_grand_total"], "30,025 ֏", "plus the default shipping of 25");
        let gown = json_of(add(&app, f.gown, json!({ "api_token": token, "attributes": { f.color.to_string(): f.blue, f.size.to_string(): f.small } })).await, 200).await;
        let line = gown["data"]["items"].as_array().unwrap().iter().find(|i| i["product_id"] == f.gown).unwrap().clone();
        assert_eq!((line["child_id"].clone(), line["price"].clone()), (json!(f.gown_blue_s), json!("25000.0000")));
        let labels: Vec<&str> = line["additional"]["attributes"].as_array().unwrap().iter().map(|a| a["option_label"].as_str().unwrap()).collect();
        assert_eq!(labels.len(), 2, "{labels:?}");
        let dress_line = cart["items"][0]["id"].as_i64().unwrap();
        let updated = app
            .request(reqwest::Method::PUT, "/api/checkout/cart/update?currency=USD")
            .json(&json!({ "api_token": token, "qty": { dress_line.to_string(): 3 } }))
            .send()
            .await
            .unwrap();
        let updated = json_of(updated, 200).await;
        assert_eq!(updated["data"]["items_qty"], 4);
        assert_eq!(updated["data"]["cart_currency_code"], "USD");
        let too_many = app
            .request(reqwest::Method::PUT, "/api/checkout/cart/update")
            .json(&json!({ "api_token": token, "qty": { dress_line.to_string(): 6 } }))
            .send()
            .await
            .unwrap();
        assert_eq!(json_of(too_many, 400).await["field"], format!("qty.{dress_line}"));
        let removed = json_of(app.get(&format!("/api/checkout/cart/remove-item/{dress_line}?api_token={token}")).send().await.unwrap(), 200).await;
        assert_eq!(removed["data"]["items_count"], 1);
        let read = json_of(app.get(&format!("/api/checkout/cart?api_token={token}")).send().await.unwrap(), 200).await;
        assert_eq!(read["data"]["items"][0]["sku"], "GWN-1-BS");
        app.stop().await;
    }
}

async fn cart_changed_at(app: &TestApp, token: &str) -> String {
    sqlx::query_scalar("SELECT updated_at FROM carts WHERE api_token = $1").bind(token).fetch_one(app.db.pool()).await.unwrap()
}

async fn age_cart(app: &TestApp, token: &str) {
    sqlx::query("UPDATE carts SET updated_at = '2020-01-01T00:00:00Z' WHERE api_token = $1")
        .bind(token)
        .execute(app.db.pool())
        .await
        .unwrap();
}

on_both_databases! {
    /// Adding, changing and removing a line each mark the cart changed (what a clean-up of
    /// abandoned carts would read), in the statement that changes the line.
    async fn every_change_to_a_carts_lines_marks_the_cart_changed(env) {
        let (app, f) = start(&env).await;
        let token = token(&app).await;
        // Stored times sort as text: each change is stamped at or after this.
        let started = storefront_db::clock::now();
        age_cart(&app, &token).await;
        let added = json_of(add(&app, f.dress, json!({ "api_token": token })).await, 200).await;
        assert!(cart_changed_at(&app, &token).await >= started, "added: {}", cart_changed_at(&app, &token).await);
        let line = added["data"]["items"][0]["id"].as_i64().unwrap();
        age_cart(&app, &token).await;
        let update = app.request(reqwest::Method::PUT, "/api/checkout/cart/update").json(&json!({ "api_token": token, "qty": { line.to_string(): 2 } }));
        json_of(update.send().await.unwrap(), 200).await;
        let changed = cart_changed_at(&app, &token).await;
        assert!(changed >= started && changed.ends_with('Z') && changed.len() == 20, "changed: {changed}");
        age_cart(&app, &token).await;
        json_of(app.get(&format!("/api/checkout/cart/remove-item/{line}?api_token={token}")).send().await.unwrap(), 200).await;
        assert!(cart_changed_at(&app, &token).await >= started, "removed: {}", cart_changed_at(&app, &token).await);
        app.stop().await;
    }
}

on_both_databases! {
    async fn adding_refuses_prices_unknown_products_missing_options_and_more_than_the_stock(env) {
        let (app, f) = start(&env).await;
        let token = token(&app).await;
        let tampered = add(&app, f.dress, json!({ "api_token": token, "quantity": 1, "price": "1.0000" })).await;
        assert!(json_of(tampered, 422).await["errors"]["price"].is_array());
        assert_eq!(add(&app, 999_999, json!({ "api_token": token })).await.status(), 404);
        assert_eq!(json_of(add(&app, f.hammer, json!({ "api_token": token })).await, 400).await["field"], "quantity", "out of stock");
        assert_eq!(json_of(add(&app, f.dress, json!({ "api_token": token, "quantity": 6 })).await, 400).await["field"], "quantity");
        assert_eq!(json_of(add(&app, f.gown, json!({ "api_token": token, "attributes": { f.color.to_string(): f.red } })).await, 400).await["field"], "attributes");
        // The query-string form of the post-login sync.
        let synced = app.request(reqwest::Method::POST, &format!("/api/checkout/cart/add/{}?api_token={token}&product_id={}&quantity=2", f.dress, f.dress)).send().await.unwrap();
        assert_eq!(json_of(synced, 200).await["data"]["items_qty"], 2);
        let empty = json_of(app.get("/api/checkout/cart?api_token=nobody").send().await.unwrap(), 200).await;
        assert_eq!(empty["data"], Value::Null);
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_cash_checkout_runs_its_steps_in_order_and_places_one_order(env) {
        let (app, f) = start(&env).await;
        let token = token(&app).await;
        json_of(add(&app, f.dress, json!({ "api_token": token, "quantity": 2 })).await, 200).await;
        let early = post(&app, "/api/checkout/save-payment", json!({ "api_token": token, "payment": { "method": "cashondelivery" } })).await;
        assert_eq!(early.status(), 409, "a step cannot skip ahead");
        let mut bad = billing("not-an-email");
        bad["first_name"] = json!("");
        bad["last_name"] = json!("");
        let invalid = json_of(post(&app, "/api/checkout/save-address?locale=hy", json!({ "api_token": token, "billing": bad })).await, 422).await;
        let armenian = |m: Message| m.text(Locale::Hy).to_string();
        assert_eq!(invalid["errors"]["email"][0], armenian(Message::EmailNotValid));
        assert_eq!(invalid["errors"]["full_name"][0], armenian(Message::FullNameTooShort));
        assert!(invalid["errors"]["full_name"].is_array() && invalid["errors"]["email"].is_array());
        json_of(post(&app, "/api/checkout/save-address", json!({ "api_token": token, "billing": billing("ani@example.am"), "shipping": {} })).await, 200).await;
        let shipping = json_of(post(&app, "/api/checkout/save-shipping", json!({ "api_token": token, "shipping_method": "pickup" })).await, 200).await;
        assert_eq!(shipping["data"]["cart"]["grand_total"], "30000.0000", "pickup is free");
        json_of(post(&app, "/api/checkout/save-payment", json!({ "api_token": token, "payment": { "method": "cashondelivery" } })).await, 200).await;
        let placed = json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": token })).await, 200).await;
        assert_eq!(placed["success"], true);
        assert_eq!(placed["order"]["status"], "pending");
        assert_eq!(placed["order"]["grand_total"], "30000.0000");
        assert!(placed.get("redirect_url").is_none());
        let again = json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": token })).await, 200).await;
        assert_eq!(again["order"]["id"], placed["order"]["id"], "a repeated submit answers the same order");
        assert_eq!(stock(&app, f.dress).await, 3);
        assert_eq!(count(&app, "SELECT COUNT(*) FROM orders").await, 1);
        let cart = json_of(app.get(&format!("/api/checkout/cart?api_token={token}")).send().await.unwrap(), 200).await;
        assert_eq!(cart["data"], Value::Null, "the cart is empty once ordered");
        let number = placed["order"]["increment_id"].as_str().unwrap();
        let shown = json_of(app.get(&format!("/api/orders/{number}?api_token={token}")).send().await.unwrap(), 200).await;
        assert_eq!(shown["data"]["items"][0]["qty_ordered"], 2);
        assert_eq!(app.get(&format!("/api/orders/{number}?api_token=someone-else")).send().await.unwrap().status(), 404);
        let mail = count(&app, "SELECT COUNT(*) FROM outbox WHERE recipient = 'ani@example.am'").await;
        assert_eq!(mail, 1, "the confirmation waits in the outbox");
        // The next add starts a new cart under the same token; the order keeps its own.
        json_of(add(&app, f.dress, json!({ "api_token": token })).await, 200).await;
        assert_eq!(json_of(app.get(&format!("/api/orders/{number}?api_token={token}")).send().await.unwrap(), 200).await["data"]["increment_id"], number);
        app.stop().await;
    }
}

on_both_databases! {
    async fn an_order_of_several_lines_keeps_every_line_and_takes_each_ones_stock(env) {
        let (app, f) = start(&env).await;
        sqlx::query("UPDATE products SET qty = 5 WHERE id = $1").bind(f.hammer).execute(app.db.pool()).await.unwrap();
        let (dress_before, hammer_before) = (stock(&app, f.dress).await, stock(&app, f.hammer).await);
        let token = token(&app).await;
        json_of(add(&app, f.dress, json!({ "api_token": token, "quantity": 2 })).await, 200).await;
        json_of(add(&app, f.hammer, json!({ "api_token": token, "quantity": 1 })).await, 200).await;
        json_of(post(&app, "/api/checkout/save-address", json!({ "api_token": token, "billing": billing("ani@example.am"), "shipping": {} })).await, 200).await;
        json_of(post(&app, "/api/checkout/save-shipping", json!({ "api_token": token, "shipping_method": "flatrate" })).await, 200).await;
        json_of(post(&app, "/api/checkout/save-payment", json!({ "api_token": token, "payment": { "method": "cashondelivery" } })).await, 200).await;
        let placed = json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": token })).await, 200).await;
        let lines = |order: &Value| -> Vec<(String, i64)> {
            let mut lines: Vec<(String, i64)> = order["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|item| (item["sku"].as_str().unwrap().to_string(), item["qty_ordered"].as_i64().unwrap()))
                .collect();
            lines.sort();
            lines
        };
        let answered = lines(&placed["order"]);
        assert_eq!(answered.len(), 2, "both lines are in the answer: {answered:?}");
        assert_eq!(answered.iter().map(|(_, qty)| qty).sum::<i64>(), 3);
        // Read back from the database: both lines were written, not only answered.
        let number = placed["order"]["increment_id"].as_str().unwrap();
        let shown = json_of(app.get(&format!("/api/orders/{number}?api_token={token}")).send().await.unwrap(), 200).await;
        assert_eq!(lines(&shown["data"]), answered);
        assert_eq!(shown["data"]["grand_total"], placed["order"]["grand_total"]);
        assert_eq!(stock(&app, f.dress).await, dress_before - 2);
        assert_eq!(stock(&app, f.hammer).await, hammer_before - 1);
        app.stop().await;
    }
}

on_both_databases! {
    async fn concurrent_checkouts_never_sell_more_than_the_stock(env) {
        let (app, f) = start(&env).await;
        sqlx::query("UPDATE products SET qty = 10 WHERE id = $1").bind(f.dress).execute(app.db.pool()).await.unwrap();
        let mut tokens = Vec::new();
        for _ in 0..200 {
            tokens.push(ready_cart(&app, &f, 1, "cashondelivery").await);
        }
        let app = std::sync::Arc::new(app);
        let submits = tokens.into_iter().map(|token| {
            let app = app.clone();
            tokio::spawn(async move { post(&app, "/api/checkout/save-order", json!({ "api_token": token })).await.status().as_u16() })
        });
        let statuses: Vec<u16> = futures_join(submits).await;
        assert_eq!(statuses.iter().filter(|s| **s == 200).count(), 10, "{statuses:?}");
        assert!(statuses.iter().all(|s| *s == 200 || *s == 400), "the rest are told the stock ran out: {statuses:?}");
        assert_eq!(stock(&app, f.dress).await, 0);
        assert_eq!(count(&app, "SELECT COUNT(*) FROM orders").await, 10);
        // The same cart submitted many times at once is still one order.
        sqlx::query("UPDATE products SET qty = 5 WHERE id = $1").bind(f.dress).execute(app.db.pool()).await.unwrap();
        let token = ready_cart(&app, &f, 1, "cashondelivery").await;
        let twice = (0..8).map(|_| {
            let (app, token) = (app.clone(), token.clone());
            tokio::spawn(async move { json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": token })).await, 200).await["order"]["id"].clone() })
        });
        let ids: Vec<Value> = futures_join(twice).await;
        assert!(ids.iter().all(|id| *id == ids[0]), "{ids:?}");
        assert_eq!(count(&app, "SELECT COUNT(*) FROM orders").await, 11);
        assert_eq!(stock(&app, f.dress).await, 4);
    }
}

async fn futures_join<T: Send + 'static>(tasks: impl Iterator<Item = tokio::task::JoinHandle<T>>) -> Vec<T> {
    let mut out = Vec::new();
    for task in tasks.collect::<Vec<_>>() {
        out.push(task.await.expect("task"));
    }
    out
}

/// A client that does not follow redirects, to read where the providers send the browser.
pub(crate) fn browser() -> reqwest::Client {
    reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap()
}

pub(crate) fn location(response: &reqwest::Response) -> String {
    response.headers().get("location").and_then(|v| v.to_str().ok()).unwrap_or_default().to_string()
}

async fn paid(app: &TestApp) -> i64 {
    count(app, "SELECT COUNT(*) FROM orders WHERE paid_at IS NOT NULL").await
}

on_both_databases! {
    async fn a_card_payment_counts_only_when_the_bank_confirms_it(env) {
        let (app, f) = start(&env).await;
        let token = ready_cart(&app, &f, 1, "ameria_vpos").await;
        let placed = json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": token })).await, 200).await;
        let pay_url = placed["redirect_url"].as_str().unwrap().to_string();
        assert!(pay_url.contains("/simulator/vpos/Payments/Pay?id="), "{pay_url}");
        let payment_id = pay_url.split("id=").nth(1).unwrap().split('&').next().unwrap().to_string();
        let order_id = placed["order"]["id"].as_i64().unwrap();
        // A forged return claiming approval, before anything was paid: the bank says no.
        let forged = browser()
            .get(format!("{}/api/payments/ameria/back?orderID={order_id}&resposneCode=00&paymentID={payment_id}&opaque={order_id}", app.url))
            .send()
            .await
            .unwrap();
        assert!(location(&forged).contains("payment=failed"), "{}", location(&forged));
        assert_eq!(paid(&app).await, 0);
        // A declined card.
        let declined = browser()
            .post(format!("{}/simulator/vpos/Payments/Pay", app.url))
            .form(&[("id", payment_id.as_str()), ("card_number", "4000 0000 0000 0002"), ("expiry", "12/40"), ("cvc", "123"), ("cardholder", "A B"), ("action", "pay")])
            .send()
            .await
            .unwrap();
        let back = location(&declined);
        let landed = browser().get(&back).send().await.unwrap();
        assert!(location(&landed).contains("payment=failed"), "{}", location(&landed));
        assert_eq!(paid(&app).await, 0);
        // The declined payment is closed; paying again is a new payment under a new OrderID.
        let number = placed["order"]["increment_id"].as_str().unwrap().to_string();
        let again = json_of(post(&app, &format!("/api/orders/{number}/payment"), json!({ "api_token": token, "payment": { "method": "ameria_vpos" } })).await, 200).await;
        let new_payment_id = again["redirect_url"].as_str().unwrap().split("id=").nth(1).unwrap().split('&').next().unwrap().to_string();
        assert_ne!(new_payment_id, payment_id);
        let approved = browser()
            .post(format!("{}/simulator/vpos/Payments/Pay", app.url))
            .form(&[("id", new_payment_id.as_str()), ("card_number", "4111 1111 1111 1111"), ("expiry", "12/40"), ("cvc", "123"), ("cardholder", "A B"), ("action", "pay")])
            .send()
            .await
            .unwrap();
        let landed = browser().get(location(&approved)).send().await.unwrap();
        let thanks = location(&landed);
        assert!(thanks.starts_with("/thanks?orderID=") && thanks.contains(&format!("id={new_payment_id}")), "{thanks}");
        assert_eq!(paid(&app).await, 1);
        let status: String = sqlx::query_scalar("SELECT status FROM orders WHERE id = $1").bind(order_id).fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(status, "processing");
        app.stop().await;
    }
}

on_both_databases! {
    async fn an_idram_callback_pays_only_with_the_right_checksum_and_amount(env) {
        use storefront_payments::config::demo;
        use storefront_payments::idram::checksum;
        let (app, f) = start(&env).await;
        let token = ready_cart(&app, &f, 1, "idram").await;
        let placed = json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": token })).await, 200).await;
        let fields = &placed["form"]["fields"];
        assert_eq!(fields["EDP_REC_ACCOUNT"], demo::IDRAM_REC_ACCOUNT);
        let (bill, amount) = (fields["EDP_BILL_NO"].as_str().unwrap().to_string(), fields["EDP_AMOUNT"].as_str().unwrap().to_string());
        assert_eq!(amount, "15025.0000", "the dress at its special price plus shipping, in drams");
        let result = |form: Vec<(&'static str, String)>| {
            let client = reqwest::Client::new();
            let url = format!("{}/api/payments/idram/result", app.url);
            async move { client.post(url).form(&form).send().await.unwrap().text().await.unwrap() }
        };
        let precheck = result(vec![("EDP_PRECHECK", "YES".into()), ("EDP_BILL_NO", bill.clone()), ("EDP_REC_ACCOUNT", demo::IDRAM_REC_ACCOUNT.into()), ("EDP_AMOUNT", amount.clone())]).await;
        assert_eq!(precheck, "OK");
        let cheap = result(vec![("EDP_PRECHECK", "YES".into()), ("EDP_BILL_NO", bill.clone()), ("EDP_REC_ACCOUNT", demo::IDRAM_REC_ACCOUNT.into()), ("EDP_AMOUNT", "10.00".into())]).await;
        assert_ne!(cheap, "OK", "a pre-check for another amount is refused");
        let confirm = |amount: &str, sum: String| {
            vec![("EDP_BILL_NO", bill.clone()), ("EDP_REC_ACCOUNT", demo::IDRAM_REC_ACCOUNT.to_string()), ("EDP_PAYER_ACCOUNT", "220000001".into()),
                 ("EDP_AMOUNT", amount.to_string()), ("EDP_TRANS_ID", "T-1".into()), ("EDP_TRANS_DATE", "21/11/2026".into()), ("EDP_CHECKSUM", sum)]
        };
        let sum = |amount: &str, secret: &str| checksum(demo::IDRAM_REC_ACCOUNT, amount, secret, &bill, "220000001", "T-1", "21/11/2026");
        assert_ne!(result(confirm(&amount, sum(&amount, "wrong-secret"))).await, "OK", "a wrong checksum");
        assert_ne!(result(confirm("10.00", sum("10.00", demo::IDRAM_SECRET_KEY))).await, "OK", "a well-signed wrong amount");
        assert_eq!(paid(&app).await, 0);
        assert_eq!(result(confirm(&amount, sum(&amount, demo::IDRAM_SECRET_KEY))).await, "OK");
        assert_eq!(paid(&app).await, 1);
        let landed = browser().get(format!("{}/api/payments/idram/success?EDP_BILL_NO={bill}", app.url)).send().await.unwrap();
        assert!(location(&landed).starts_with("/thanks?orderID="), "{}", location(&landed));
        app.stop().await;
    }
}

on_both_databases! {
    async fn only_payment_methods_that_can_take_payments_are_offered(env) {
        let with_simulators = TestApp::start(&env).await;
        let all = json_of(with_simulators.get("/api/payments?locale=hy").send().await.unwrap(), 200).await;
        let methods: Vec<&str> = all.as_array().unwrap().iter().map(|m| m["method"].as_str().unwrap()).collect();
        assert_eq!(methods, ["cashondelivery", "ameria_vpos", "idram"]);
        with_simulators.stop().await;
        let mut config = env.config();
        config.payments = storefront_payments::PaymentsConfig::from_lookup(&|_| None).unwrap();
        let unconfigured = TestApp::start_with_config(config, axum::Router::new()).await;
        let cash_only = json_of(unconfigured.get("/api/payments").send().await.unwrap(), 200).await;
        assert_eq!(cash_only.as_array().unwrap().len(), 1);
        assert_eq!(cash_only[0]["method"], "cashondelivery");
        // save-shipping offers the same methods, so the shopper never picks one save-payment refuses.
        let f = catalog_fixture::load(&unconfigured.db).await;
        let token = token(&unconfigured).await;
        json_of(add(&unconfigured, f.dress, json!({ "api_token": token })).await, 200).await;
        json_of(post(&unconfigured, "/api/checkout/save-address", json!({ "api_token": token, "billing": billing("ani@example.am"), "shipping": {} })).await, 200).await;
        let shipping = json_of(post(&unconfigured, "/api/checkout/save-shipping", json!({ "api_token": token, "shipping_method": "flatrate" })).await, 200).await;
        let offered: Vec<&str> = shipping["data"]["methods"].as_array().unwrap().iter().map(|m| m["method"].as_str().unwrap()).collect();
        assert_eq!(offered, ["cashondelivery"]);
        unconfigured.stop().await;
    }
}

/// The dress's `qty` as a list page and a search suggestion show it.
async fn listed_stock(app: &TestApp, f: &Fixture) -> (Value, Value) {
    let list = json_of(app.get(&format!("/api/products?category_id={}", f.dresses)).send().await.unwrap(), 200).await;
    let listed = list["data"].as_array().unwrap().iter().find(|p| p["id"] == f.dress).map(|p| p["qty"].clone());
    let found = json_of(app.get("/api/search?search=summer&locale=en").send().await.unwrap(), 200).await;
    let suggested = found.as_array().unwrap().iter().find(|p| p["id"] == f.dress).map(|p| p["qty"].clone());
    (listed.expect("the dress is listed"), suggested.expect("the dress is suggested"))
}

on_both_databases! {
    async fn lists_and_suggestions_show_the_stock_a_sale_left_at_once(env) {
        let (app, f) = start(&env).await;
        app.reindex().await;
        assert_eq!(listed_stock(&app, &f).await, (json!(5), json!(5)), "read once, then kept");
        let token = ready_cart(&app, &f, 2, "cashondelivery").await;
        json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": token })).await, 200).await;
        assert_eq!(listed_stock(&app, &f).await, (json!(3), json!(3)), "the sale forgot the kept stock");
        app.stop().await;
    }
}

on_both_databases! {
    async fn another_server_forgets_the_stock_a_sale_took_when_it_next_reads_the_feed(env) {
        use storefront_api::catalog::{feed, Catalogue};
        let (app, f) = start(&env).await;
        // Another app server on the same database: its own kept stock and its place in the feed.
        let (other, mut follower) = (Catalogue::new(app.db.clone(), storefront_search::SearchIndex::empty()), None);
        assert_eq!(feed::catch_up(&other, &mut follower).await.unwrap(), 0);
        let kept = |stock: &std::collections::HashMap<i64, _>| stock.get(&f.dress).map(|s: &storefront_db::catalog::products::Stock| s.qty);
        assert_eq!(kept(&other.stock.get_many(&app.db, &[f.dress]).await.unwrap()), Some(5));
        let token = ready_cart(&app, &f, 2, "cashondelivery").await;
        json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": token })).await, 200).await;
        assert_eq!(kept(&other.stock.get_many(&app.db, &[f.dress]).await.unwrap()), Some(5), "kept until the feed is read");
        assert!(feed::catch_up(&other, &mut follower).await.unwrap() >= 1);
        assert_eq!(kept(&other.stock.get_many(&app.db, &[f.dress]).await.unwrap()), Some(3), "the sale's change was read");
        assert_eq!(feed::catch_up(&other, &mut follower).await.unwrap(), 0, "a change is applied once");
        app.stop().await;
    }
}

on_both_databases! {
    async fn only_tokens_the_server_issued_name_a_cart(env) {
        let (app, f) = start(&env).await;
        let carts_before = count(&app, "SELECT COUNT(*) FROM carts").await;
        for forged in ["1", "forged-token", "00000000000000000000000000000000"] {
            let added = json_of(add(&app, f.dress, json!({ "api_token": forged, "quantity": 1 })).await, 400).await;
            assert_eq!(added["field"], "api_token", "{forged}");
            let read = json_of(app.get(&format!("/api/checkout/cart?api_token={forged}")).send().await.unwrap(), 200).await;
            assert_eq!(read["data"], Value::Null, "{forged}");
            let step = post(&app, "/api/checkout/save-address", json!({ "api_token": forged, "billing": billing("ani@example.am"), "shipping": {} })).await;
            assert_eq!(json_of(step, 400).await["field"], "api_token");
            let order = post(&app, "/api/checkout/save-order", json!({ "api_token": forged })).await;
            assert_eq!(json_of(order, 400).await["field"], "api_token");
        }
        assert_eq!(count(&app, "SELECT COUNT(*) FROM carts").await, carts_before, "no cart was made for a forged token");
        assert_eq!(count(&app, "SELECT COUNT(*) FROM orders").await, 0);

        // An issued token works, and keeps working for the next cart after its order.
        let token = ready_cart(&app, &f, 1, "cashondelivery").await;
        json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": token })).await, 200).await;
        json_of(add(&app, f.dress, json!({ "api_token": token, "quantity": 1 })).await, 200).await;
        app.stop().await;
    }
}

/// A "bank" on another port that says every payment it is asked about was paid in full, and
/// counts how often it was asked.
async fn lying_bank(amount: &'static str, order_id: i64) -> (String, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let asked = std::sync::Arc::new(AtomicUsize::new(0));
    let counter = asked.clone();
    let details = axum::routing::post(move || {
        counter.fetch_add(1, Ordering::SeqCst);
        async move {
            axum::Json(json!({ "Amount": amount, "ApprovedAmount": amount, "DepositedAmount": amount, "Currency": "051",
                               "OrderID": order_id.to_string(), "ResponseCode": "00", "OrderStatus": "2", "PaymentState": "payment_deposited" }))
        }
    });
    let router = axum::Router::new().route("/simulator/vpos/api/VPOS/GetPaymentDetails", details);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap().to_string();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    (address, asked)
}

on_both_databases! {
    async fn the_request_host_never_chooses_whom_the_server_asks_or_links_to(env) {
        let (app, f) = start(&env).await;
        let token = ready_cart(&app, &f, 1, "ameria_vpos").await;
        let placed = json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": token })).await, 200).await;
        let order_id = placed["order"]["id"].as_i64().unwrap();
        let payment_id = placed["redirect_url"].as_str().unwrap().split("id=").nth(1).unwrap().split('&').next().unwrap().to_string();
        let (attacker, asked) = lying_bank("15025.00", order_id).await;

        let forged = browser()
            .get(format!("{}/api/payments/ameria/back?orderID={order_id}&resposneCode=00&paymentID={payment_id}", app.url))
            .header("host", &attacker)
            .send()
            .await
            .unwrap();
        assert!(location(&forged).contains("payment=failed"), "{}", location(&forged));
        assert_eq!(asked.load(std::sync::atomic::Ordering::SeqCst), 0, "the attacker's bank was never asked");
        assert_eq!(paid(&app).await, 0, "the order is not paid");

        // Neither do the links the server hands out follow the Host header.
        let evil = "evil.example:80";
        let payments = app.get("/api/payments").header("host", evil).send().await.unwrap().text().await.unwrap();
        assert!(!payments.contains("evil.example"), "{payments}");
        let robots = app.get("/robots.txt").header("host", evil).send().await.unwrap().text().await.unwrap();
        assert!(robots.contains(&format!("{}/sitemap.xml", app.url)), "{robots}");
        let body = json!({ "email": "ani@example.am", "password": "secret1", "password_confirmation": "secret1", "first_name": "Ani", "last_name": "Sargsyan" });
        json_of(post(&app, "/api/customer/register", body).await, 200).await;
        let forgot = app.request(reqwest::Method::POST, "/api/customer/forgot-password").header("host", evil).json(&json!({ "email": "ani@example.am" })).send().await.unwrap();
        assert_eq!(forgot.status(), 200);
        let mail: String = sqlx::query_scalar("SELECT body FROM outbox WHERE recipient = 'ani@example.am' ORDER BY id DESC LIMIT 1").fetch_one(app.db.pool()).await.unwrap();
        assert!(mail.contains(&format!("{}/forgot/password/reset?token=", app.url)) && !mail.contains("evil.example"), "{mail}");
        app.stop().await;
    }
}
