//! Exchange rates typed by a manager in the back office, over real HTTP on both databases: the
//! storefront's dollar prices follow within the feed's second, the change is audited with every
//! rate before and after, and a rate the core cannot read is refused on its field.

use std::time::Duration;

use serde_json::{json, Value};
use storefront_api::catalog::feed;
use storefront_core::staff::Role;

use crate::back_office::{audit_count, start_owners_without_totp, Staff};
use crate::catalog_fixture;
use crate::catalogue_editing::until;

fn dress_price(list: &Value) -> Value {
    list["data"].as_array().unwrap().iter().find(|p| p["url_key"] == "summer-dress").map(|p| p["formated_price"].clone()).unwrap()
}

on_both_databases! {
    async fn a_dollar_rate_a_manager_types_reprices_the_shop_within_a_second_and_is_audited(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        app.reindex().await;
        let follower = feed::spawn(app.state.catalogue.clone(), Duration::from_millis(50));
        let list = "/api/products?sort=price-asc&currency=USD&locale=en";
        // Read once, so the server keeps the rate in force (400 drams for a dollar).
        assert_eq!(dress_price(&until(&app, list, |_| true).await), "$50.00");

        let mut manager = Staff::signed_in(&app, "manager@shuka.am", Role::Manager).await;
        let (status, shown) = manager.call("rates/get", json!({})).await;
        assert_eq!(status, 200, "{shown}");
        assert_eq!(shown["rates"][0]["currency"], "USD");
        assert_eq!(shown["rates"][0]["drams"], "400", "the stored rate in drams for one dollar");
        assert_eq!(shown["import"], Value::Null, "no Central Bank import unless configured");
        let (status, off) = manager.call("rates/import", json!({})).await;
        assert_eq!(
            (status, off["message"].as_str()),
            (409, Some("The Central Bank import is not configured (CBA_RATES_URL). The rates are typed by hand."))
        );

        let (status, saved) = manager.call("rates/save", json!({ "rates": [{ "currency": "USD", "drams": "500" }] })).await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!((saved["rates"][0]["drams"].as_str(), saved["rates"][0]["source"].as_str()), (Some("500"), Some("staff")));
        let repriced = until(&app, list, |list| dress_price(list) == "$40.00").await;
        assert_eq!(dress_price(&repriced), "$40.00", "20,000 drams at 500 a dollar");

        let (before, after): (Option<String>, Option<String>) =
            sqlx::query_as("SELECT before, after FROM audit_log WHERE action = 'rates.update'").fetch_one(app.db.pool()).await.unwrap();
        let usd = |json: Option<String>| serde_json::from_str::<Value>(&json.unwrap()).unwrap()["USD"].clone();
        assert_eq!((usd(before), usd(after)), (json!("400"), json!("500")));
        manager.call("rates/save", json!({ "rates": [{ "currency": "USD", "drams": "500" }] })).await;
        assert_eq!(audit_count(&app, "rates.update").await, 1, "saving the same rate again changes nothing");

        let (status, refused) =
            manager.call("rates/save", json!({ "rates": [{ "currency": "USD", "drams": "386,45" }, { "currency": "RUB", "drams": "4.x" }] })).await;
        assert_eq!(status, 422, "{refused}");
        assert_eq!(refused["fields"], json!({ "RUB": "Enter the rate in drams, e.g. 386.45" }), "named on its field, in the staff's language");
        let (status, refused) = manager.call("rates/save", json!({ "rates": [{ "currency": "USD", "drams": "0" }] })).await;
        assert_eq!((status, refused["fields"]["USD"].as_str()), (422, Some("The rate must be between 0.0001 and 100,000 drams")));
        let (_, unchanged) = manager.call("rates/get", json!({})).await;
        assert_eq!(unchanged["rates"][0]["drams"], "500", "nothing of a refused save is written");
        follower.abort();
        app.stop().await;
    }
}
