//! The shipping and payment methods the owner sets in the back office, on both databases:
//! checked by the core with the field named, audited, followed by the storefront's checkout
//! within a second (offered methods, their order, titles and rates, the cart's total), while an
//! order already placed keeps the rate it was placed at; only the owner may change them.

use std::time::Duration;

use serde_json::{json, Value};
use storefront_api::catalog::feed;
use storefront_core::staff::Role;

use crate::back_office::{audit_count, only_field, start_owners_without_totp, Staff};
use crate::catalog_fixture;
use crate::catalogue_editing::until;
use crate::checkout::{post, prepare_cart, ready_cart, token};
use crate::common::json_of;

fn codes(list: &Value, key: &str) -> Vec<String> {
    list.as_array().unwrap_or_else(|| panic!("not a list: {list}")).iter().map(|m| m[key].as_str().unwrap().to_string()).collect()
}

on_both_databases! {
    async fn the_owner_chooses_the_methods_and_the_checkout_follows_while_orders_keep_their_rate(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let follower = feed::spawn(app.state.catalogue.clone(), Duration::from_millis(50));
        let mut owner = Staff::signed_in(&app, "owner@shuka.am", Role::Owner).await;
        let (status, shown) = owner.call("checkout-methods/get", json!({})).await;
        assert_eq!(status, 200, "{shown}");
        assert_eq!(codes(&shown["methods"]["shipping"], "code"), ["flatrate", "pickup"], "the shop's own methods until saved");
        assert_eq!(shown["methods"]["shipping"][0]["rate"], "25");
        assert_eq!(shown["takes_payments"], json!(["cashondelivery", "ameria_vpos", "idram"]), "the simulators' credentials");
        // A shopper's order placed at the shipped rate, and another cart on its way with pickup.
        let placed = ready_cart(&app, &f, 1, "cashondelivery").await;
        let order = json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": placed })).await, 200).await["order"].clone();
        assert_eq!(order["shipping_amount"], "25.0000");
        let waiting = token(&app).await;
        prepare_cart(&app, &f, &waiting, 1, "ameria_vpos").await;

        let mut methods = shown["methods"].clone();
        methods["shipping"][0]["rate"] = json!("-5");
        let (status, refused) = owner.call("checkout-methods/save", json!({ "methods": methods })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("shipping.flatrate.rate")), "{refused}");
        let mut methods = shown["methods"].clone();
        methods["payment"][0]["texts"]["ru"]["title"] = json!(" ");
        let (status, refused) = owner.call("checkout-methods/save", json!({ "methods": methods })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("payment.cashondelivery.title_ru")), "{refused}");
        assert!(refused["fields"]["payment.cashondelivery.title_ru"].as_str().is_some_and(|m| !m.is_empty()), "{refused}");
        let mut methods = shown["methods"].clone();
        methods["shipping"][0]["enabled"] = json!(false);
        methods["shipping"][1]["enabled"] = json!(false);
        let (status, refused) = owner.call("checkout-methods/save", json!({ "methods": methods })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("shipping")), "the shop keeps a way to deliver: {refused}");
        assert_eq!(audit_count(&app, "methods.update").await, 0, "nothing refused is recorded");

        // The courier at 1,200 ֏ and renamed, pickup no longer offered, the wallet first, cards off.
        let mut methods = shown["methods"].clone();
        methods["shipping"][0]["rate"] = json!("1 200");
        methods["shipping"][0]["texts"]["en"]["title"] = json!("Express courier");
        methods["shipping"][1]["enabled"] = json!(false);
        let payments = methods["payment"].as_array().unwrap().clone();
        methods["payment"] = json!([payments[2], payments[0], payments[1]]);
        methods["payment"][2]["enabled"] = json!(false);
        let (status, saved) = owner.call("checkout-methods/save", json!({ "methods": methods })).await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved["methods"]["shipping"][0]["rate"], "1200");
        assert_eq!(audit_count(&app, "methods.update").await, 1);

        let shippings = until(&app, "/api/shippings?locale=en", |list| codes(list, "code") == ["flatrate"]).await;
        assert_eq!(codes(&shippings, "code"), ["flatrate"], "pickup is no longer offered: {shippings}");
        assert_eq!((shippings[0]["name"].as_str(), shippings[0]["rate"].as_str(), shippings[0]["base_rate"].as_str()), (Some("Express courier"), Some("1200.0000"), Some("1200.0000")));
        let in_dollars = json_of(app.get("/api/shippings?locale=hy&currency=USD").send().await.unwrap(), 200).await;
        assert_eq!((in_dollars[0]["name"].as_str(), in_dollars[0]["base_rate"].as_str()), (Some("Առաքում առաքիչով"), Some("1200.0000")), "each language keeps its own title");
        let payments = json_of(app.get("/api/payments?locale=en").send().await.unwrap(), 200).await;
        assert_eq!(codes(&payments, "method"), ["idram", "cashondelivery"], "in the owner's order, cards off");

        // The cart on its way: its total follows the new rate, pickup is refused, cards are refused.
        let cart = json_of(app.get(&format!("/api/checkout/cart?api_token={waiting}")).send().await.unwrap(), 200).await;
        assert_eq!(cart["data"]["shipping_total"], "1200.0000", "{cart}");
        let refused = post(&app, "/api/checkout/save-order", json!({ "api_token": waiting })).await;
        assert_eq!(json_of(refused, 400).await["field"], "payment.method", "cards were taken off since the shopper chose them");
        let picked = post(&app, "/api/checkout/save-shipping", json!({ "api_token": waiting, "shipping_method": "pickup" })).await;
        assert_eq!(json_of(picked, 400).await["field"], "shipping_method");
        let shipping = json_of(post(&app, "/api/checkout/save-shipping", json!({ "api_token": waiting, "shipping_method": "flatrate" })).await, 200).await;
        assert_eq!(codes(&shipping["data"]["methods"], "method"), ["idram", "cashondelivery"]);
        json_of(post(&app, "/api/checkout/save-payment", json!({ "api_token": waiting, "payment": { "method": "cashondelivery" } })).await, 200).await;
        let second = json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": waiting })).await, 200).await["order"].clone();
        assert_eq!((second["shipping_amount"].as_str(), second["shipping_title"].as_str()), (Some("1200.0000"), Some("Առաքում առաքիչով")));

        // An order placed earlier keeps the rate it was placed at.
        let kept: i64 = sqlx::query_scalar("SELECT shipping_minor FROM orders WHERE id = $1").bind(order["id"].as_i64().unwrap()).fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(kept, 2_500);

        let mut manager = Staff::signed_in(&app, "manager@shuka.am", Role::Manager).await;
        let (_, detail) = manager.call("orders/detail", json!({ "number": second["increment_id"] })).await;
        assert_eq!(detail["shipping_method"], "Express courier", "the back office names the method as the owner titled it: {detail}");
        assert_eq!(manager.call("checkout-methods/get", json!({})).await.0, 403, "a manager runs the shop, not its settings");
        let (_, again) = owner.call("checkout-methods/get", json!({})).await;
        assert_eq!(again["methods"], saved["methods"], "kept");
        follower.abort();
        app.stop().await;
    }
}
