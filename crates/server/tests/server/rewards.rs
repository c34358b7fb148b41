//! Bonuses end to end on both databases: a completed order earns them once, a customer spends
//! them on a cart as its discount, and a balance is never spent twice, even by two carts
//! checking out at the same time.

use serde_json::{json, Value};
use storefront_server::operations::complete_order;

use crate::back_office::admin_state;

use crate::catalog_fixture::{self, Fixture};
use crate::checkout::{as_holder, post, prepare_cart, prepare_cart_as};
use crate::common::{json_of, TestApp};

pub async fn customer(app: &TestApp, email: &str) -> String {
    let body =
        json!({ "email": email, "password": "secret1", "password_confirmation": "secret1", "first_name": "Ani", "last_name": "Sargsyan" });
    json_of(post(app, "/api/customer/register", body).await, 200).await;
    let login = json_of(post(app, "/api/customer/login", json!({ "email": email, "password": "secret1" })).await, 200).await;
    login["token"].as_str().unwrap().to_string()
}

async fn customer_cart(app: &TestApp, token: &str) -> String {
    json_of(app.get("/api/checkout/cart/token").bearer_auth(token).send().await.unwrap(), 200).await["api_token"]
        .as_str()
        .unwrap()
        .to_string()
}

/// Places a cash order of one summer dress (15,000 ֏) from the customer's cart; answers it.
pub async fn order(app: &TestApp, f: &Fixture, token: &str) -> Value {
    let cart = customer_cart(app, token).await;
    prepare_cart_as(app, f, &cart, Some(token), 1, "cashondelivery").await;
    json_of(post(app, "/api/checkout/save-order", as_holder(json!({}), &cart, Some(token))).await, 200).await["order"].clone()
}

pub async fn balance(app: &TestApp, token: &str) -> Value {
    json_of(app.get("/api/customer/rewards").bearer_auth(token).send().await.unwrap(), 200).await["data"]["balance"].clone()
}

on_both_databases! {
    async fn a_completed_order_earns_once_and_the_bonuses_pay_part_of_the_next_order(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let token = customer(&app, "ani@example.am").await;
        let first = order(&app, &f, &token).await;
        let number = first["increment_id"].as_str().unwrap().to_string();
        assert_eq!(balance(&app, &token).await, 0, "nothing is earned before the order completes");
        assert_eq!(complete_order(&admin_state(&app), &number).await.unwrap(), 75_000);
        assert!(complete_order(&admin_state(&app), &number).await.is_err(), "an order completes once");
        assert_eq!(balance(&app, &token).await, 750, "5 % of 15,000 ֏");

        // Spending: at most what was asked, shown as the cart's discount.
        let cart = customer_cart(&app, &token).await;
        prepare_cart_as(&app, &f, &cart, Some(&token), 1, "cashondelivery").await;
        let used = json_of(post(&app, "/api/use/rewards?locale=en", json!({ "token": token, "api_token": cart, "rewards": 500 })).await, 200).await;
        assert_eq!(used["message"], "Your bonuses have been applied.");
        assert_eq!(used["data"]["discount"], "500.0000");
        assert_eq!(used["data"]["grand_total"], "14525.0000", "15,000 + 25 shipping − 500");
        let all = json_of(post(&app, "/api/use/rewards", json!({ "token": token, "api_token": cart })).await, 200).await;
        assert_eq!(all["data"]["discount"], "750.0000", "no amount spends the whole balance");
        json_of(post(&app, "/api/use/rewards", json!({ "token": token, "api_token": cart, "rewards": "-3" })).await, 400).await;

        let anonymous = post(&app, "/api/checkout/save-order", json!({ "api_token": cart })).await;
        assert_eq!(json_of(anonymous, 400).await["field"], "api_token", "a customer's cart is not ordered with its api_token alone");
        let placed = json_of(post(&app, "/api/checkout/save-order", as_holder(json!({}), &cart, Some(&token))).await, 200).await;
        assert_eq!(placed["order"]["discount"], "750.0000");
        assert_eq!(placed["order"]["grand_total"], "14275.0000");
        assert_eq!(balance(&app, &token).await, 0, "spent once");
        let history = json_of(app.get("/api/customer/rewards").bearer_auth(&token).send().await.unwrap(), 200).await;
        let reasons: Vec<&str> = history["data"]["history"].as_array().unwrap().iter().map(|e| e["reason"].as_str().unwrap()).collect();
        assert_eq!(reasons, ["used", "earned"]);
        assert_eq!(history["data"]["history"][0]["points"], -750);
        app.stop().await;
    }
}

on_both_databases! {
    async fn one_balance_spent_on_two_carts_pays_only_the_first_order(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let token = customer(&app, "ani@example.am").await;
        let first = order(&app, &f, &token).await;
        complete_order(&admin_state(&app), first["increment_id"].as_str().unwrap()).await.unwrap();
        // A second session makes a second cart of the same customer and chooses the same bonuses.
        let cart_a = customer_cart(&app, &token).await;
        prepare_cart_as(&app, &f, &cart_a, Some(&token), 1, "cashondelivery").await;
        json_of(post(&app, "/api/use/rewards", json!({ "token": token, "api_token": cart_a })).await, 200).await;
        let cart_b = json_of(app.get("/api/checkout/cart/token").send().await.unwrap(), 200).await["api_token"].as_str().unwrap().to_string();
        prepare_cart(&app, &f, &cart_b, 1, "cashondelivery").await;
        json_of(post(&app, "/api/use/rewards", json!({ "token": token, "api_token": cart_b })).await, 200).await;

        let (a, b) = tokio::join!(
            post(&app, "/api/checkout/save-order", as_holder(json!({}), &cart_a, Some(&token))),
            post(&app, "/api/checkout/save-order", as_holder(json!({}), &cart_b, Some(&token))),
        );
        let statuses = [a.status().as_u16(), b.status().as_u16()];
        assert!(statuses.contains(&200) && statuses.contains(&400), "{statuses:?}");
        assert_eq!(balance(&app, &token).await, 0);
        let spent: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM reward_events WHERE reason = 'used'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(spent, 1);
        app.stop().await;
    }
}

on_both_databases! {
    async fn bonuses_are_only_for_the_customers_own_cart(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let ani = customer(&app, "ani@example.am").await;
        let aram = customer(&app, "aram@example.am").await;
        let arams_cart = customer_cart(&app, &aram).await;
        prepare_cart_as(&app, &f, &arams_cart, Some(&aram), 1, "cashondelivery").await;
        let refused = post(&app, "/api/use/rewards", json!({ "token": ani, "api_token": arams_cart })).await;
        assert_eq!(refused.status(), 404);
        let anonymous = post(&app, "/api/use/rewards", json!({ "api_token": arams_cart })).await;
        assert_eq!(anonymous.status(), 401);
        app.stop().await;
    }
}
