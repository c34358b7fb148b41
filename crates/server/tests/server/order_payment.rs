//! An unpaid order's payment after checkout (`POST /api/orders/{key}/payment`), on both
//! databases, through the providers' simulators: paying again is a new card payment under a new
//! OrderID, switching to cash makes a cash order, and a card payment that went through is never
//! lost or taken twice, whatever the shopper clicks meanwhile.

use serde_json::{json, Value};

use crate::catalog_fixture::{self, Fixture};
use crate::checkout::{browser, location, post, ready_cart};
use crate::common::{json_of, TestApp};

async fn start(env: &crate::common::TestEnv) -> (TestApp, Fixture) {
    let app = TestApp::start(env).await;
    let fixture = catalog_fixture::load(&app.db).await;
    (app, fixture)
}

/// A placed order paid by `method` (not paid yet): its cart token, number and answer.
async fn placed(app: &TestApp, f: &Fixture, method: &str) -> (String, String, Value) {
    let token = ready_cart(app, f, 1, method).await;
    let answer = json_of(post(app, "/api/checkout/save-order", json!({ "api_token": token })).await, 200).await;
    let number = answer["order"]["increment_id"].as_str().unwrap().to_string();
    (token, number, answer)
}

fn payment_id_of(pay_url: &Value) -> String {
    let url = pay_url.as_str().unwrap_or_else(|| panic!("no pay page: {pay_url}"));
    url.split("id=").nth(1).unwrap().split('&').next().unwrap().to_string()
}

/// Pays `payment_id` on the simulated bank's page with `card`; answers where the bank sends the
/// browser back to the shop.
async fn pay_at_bank(app: &TestApp, payment_id: &str, card: &str) -> String {
    let paid = browser()
        .post(format!("{}/simulator/vpos/Payments/Pay", app.url))
        .form(&[("id", payment_id), ("card_number", card), ("expiry", "12/40"), ("cvc", "123"), ("cardholder", "A B"), ("action", "pay")])
        .send()
        .await
        .unwrap();
    location(&paid)
}

async fn change(app: &TestApp, number: &str, token: &str, method: &str, locale: &str) -> reqwest::Response {
    post(app, &format!("/api/orders/{number}/payment?locale={locale}"), json!({ "api_token": token, "payment": { "method": method } }))
        .await
}

async fn order_row(app: &TestApp, number: &str) -> (String, String, Option<String>, Option<String>) {
    let id: i64 = number.parse::<i64>().unwrap() - 100_000;
    sqlx::query_as::<_, (String, String, Option<String>, Option<String>)>(
        "SELECT status, payment_method, payment_id, paid_at FROM orders WHERE id = $1",
    )
    .bind(id)
    .fetch_one(app.db.pool())
    .await
    .unwrap()
}

async fn bank_order_of(app: &TestApp, payment_id: &str) -> String {
    app.state.config.payments.ameria.client(&app.url).payment_details(payment_id).await.unwrap().order_id
}

on_both_databases! {
    async fn a_declined_card_is_paid_again_as_a_new_payment_under_a_new_order_id(env) {
        let (app, f) = start(&env).await;
        let (token, number, answer) = placed(&app, &f, "ameria_vpos").await;
        let first = payment_id_of(&answer["redirect_url"]);
        let back = pay_at_bank(&app, &first, "4000 0000 0000 0002").await;
        assert!(location(&browser().get(&back).send().await.unwrap()).contains("payment=failed"));

        let again = json_of(change(&app, &number, &token, "ameria_vpos", "hy").await, 200).await;
        let second = payment_id_of(&again["redirect_url"]);
        assert_ne!(second, first, "a new payment, not the closed one");
        assert_ne!(bank_order_of(&app, &second).await, bank_order_of(&app, &first).await, "under a new OrderID");
        assert_eq!(again["order"]["paid"], false);
        let back = pay_at_bank(&app, &second, "4111 1111 1111 1111").await;
        let thanks = location(&browser().get(&back).send().await.unwrap());
        assert_eq!(thanks, format!("/thanks?orderID={number}&id={second}"));
        let (status, method, payment_id, paid_at) = order_row(&app, &number).await;
        assert_eq!((status.as_str(), method.as_str(), payment_id.as_deref()), ("processing", "ameria_vpos", Some(second.as_str())));
        assert!(paid_at.is_some());

        // Paid: nothing more to change, said in the shopper's language.
        let refused = json_of(change(&app, &number, &token, "ameria_vpos", "hy").await, 409).await;
        assert_eq!(refused["error"], "Այս պատվերն արդեն վճարված է։");
        json_of(change(&app, &number, &token, "cashondelivery", "en").await, 409).await;
        let attempts: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM payment_attempts").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(attempts, 2);
        app.stop().await;
    }
}

on_both_databases! {
    async fn an_unpaid_card_order_becomes_cash_on_delivery(env) {
        let (app, f) = start(&env).await;
        let (token, number, answer) = placed(&app, &f, "ameria_vpos").await;
        let first = payment_id_of(&answer["redirect_url"]);
        pay_at_bank(&app, &first, "4000 0000 0000 0002").await;

        let cash = json_of(change(&app, &number, &token, "cashondelivery", "en").await, 200).await;
        assert_eq!(cash["order"]["payment_method"], "cashondelivery");
        assert_eq!(cash["order"]["payment_title"], "Cash on delivery");
        assert_eq!(cash["order"]["status"], "pending");
        assert!(cash.get("redirect_url").is_none() && cash.get("form").is_none(), "{cash}");
        let (status, method, payment_id, paid_at) = order_row(&app, &number).await;
        assert_eq!((status.as_str(), method.as_str(), payment_id, paid_at), ("pending", "cashondelivery", None, None));
        let timeline: Vec<String> = sqlx::query_scalar("SELECT detail FROM order_events WHERE kind = 'payment_method'").fetch_all(app.db.pool()).await.unwrap();
        assert_eq!(timeline, ["ameria_vpos → cashondelivery"]);

        // A cash order has nothing to pay again or switch.
        let refused = json_of(change(&app, &number, &token, "ameria_vpos", "ru").await, 409).await;
        assert_eq!(refused["error"], "Этот заказ оплачивается наличными при доставке.");
        app.stop().await;
    }
}

on_both_databases! {
    /// The shopper paid at the bank in one tab and, in another, chose cash (or to pay again)
    /// before the bank's return arrived: the money is found, the order paid by card.
    async fn a_card_payment_that_went_through_is_never_lost_or_taken_twice(env) {
        let (app, f) = start(&env).await;
        // Paid at the bank, never returned: paying again finds it.
        let (token, number, answer) = placed(&app, &f, "ameria_vpos").await;
        let first = payment_id_of(&answer["redirect_url"]);
        pay_at_bank(&app, &first, "4111 1111 1111 1111").await;
        let refused = json_of(change(&app, &number, &token, "ameria_vpos", "en").await, 409).await;
        assert_eq!(refused["error"], "This order is paid already.");
        let (status, method, payment_id, _) = order_row(&app, &number).await;
        assert_eq!((status.as_str(), method.as_str(), payment_id.as_deref()), ("processing", "ameria_vpos", Some(first.as_str())));

        // Still on the bank's page when cash was chosen, then paid: the order is a paid card order.
        let (token, number, answer) = placed(&app, &f, "ameria_vpos").await;
        let open_page = payment_id_of(&answer["redirect_url"]);
        json_of(change(&app, &number, &token, "cashondelivery", "en").await, 200).await;
        let back = pay_at_bank(&app, &open_page, "4111 1111 1111 1111").await;
        let thanks = location(&browser().get(&back).send().await.unwrap());
        assert!(thanks.contains(&format!("id={open_page}")), "{thanks}");
        let (status, method, payment_id, _) = order_row(&app, &number).await;
        assert_eq!((status.as_str(), method.as_str(), payment_id.as_deref()), ("processing", "ameria_vpos", Some(open_page.as_str())));

        // Two payments started, both paid: the second is recorded for a refund, not counted.
        let (token, number, answer) = placed(&app, &f, "ameria_vpos").await;
        let older = payment_id_of(&answer["redirect_url"]);
        let newer = payment_id_of(&json_of(change(&app, &number, &token, "ameria_vpos", "en").await, 200).await["redirect_url"]);
        let back = pay_at_bank(&app, &newer, "4111 1111 1111 1111").await;
        browser().get(&back).send().await.unwrap();
        let back = pay_at_bank(&app, &older, "4111 1111 1111 1111").await;
        let thanks = location(&browser().get(&back).send().await.unwrap());
        assert!(thanks.contains("payment=refund"), "the older payment did not pay the order and goes back: {thanks}");
        let (_, _, payment_id, _) = order_row(&app, &number).await;
        assert_eq!(payment_id.as_deref(), Some(newer.as_str()));
        let refund: Vec<String> = sqlx::query_scalar("SELECT external_id FROM payment_events WHERE kind = 'refund_needed'").fetch_all(app.db.pool()).await.unwrap();
        assert_eq!(refund, [older]);
        app.stop().await;
    }
}

on_both_databases! {
    async fn only_the_orders_shopper_changes_its_payment_with_a_method_the_shop_offers(env) {
        let (app, f) = start(&env).await;
        let (token, number, _) = placed(&app, &f, "idram").await;
        // Someone else's cart token, or none.
        json_of(change(&app, &number, "not-the-cart", "cashondelivery", "en").await, 404).await;
        let anonymous = post(&app, &format!("/api/orders/{number}/payment"), json!({ "payment": { "method": "cashondelivery" } })).await;
        json_of(anonymous, 401).await;
        let unknown = json_of(change(&app, &number, &token, "bitcoin", "en").await, 400).await;
        assert_eq!(unknown["field"], "payment.method");
        let missing = json_of(post(&app, &format!("/api/orders/{number}/payment"), json!({ "api_token": token })).await, 400).await;
        assert_eq!(missing["field"], "payment", "{missing}");

        // Idram again: the wallet's form for the same bill.
        let again = json_of(change(&app, &number, &token, "idram", "en").await, 200).await;
        assert_eq!(again["form"]["fields"]["EDP_BILL_NO"], (number.parse::<i64>().unwrap() - 100_000).to_string());
        // Or by card instead: the order becomes a card order with its bank page.
        let card = json_of(change(&app, &number, &token, "ameria_vpos", "en").await, 200).await;
        assert_eq!(card["order"]["payment_method"], "ameria_vpos");
        assert!(card["redirect_url"].as_str().unwrap().contains("/simulator/vpos/Payments/Pay?id="));

        // A canceled order's payment no longer changes.
        let id = number.parse::<i64>().unwrap() - 100_000;
        sqlx::query("UPDATE orders SET status = 'canceled' WHERE id = $1").bind(id).execute(app.db.pool()).await.unwrap();
        let refused = json_of(change(&app, &number, &token, "cashondelivery", "en").await, 409).await;
        assert_eq!(refused["error"], "This order's payment can no longer change: it is canceled.");
        app.stop().await;
    }
}
