//! The shop's settings the owner changes in the back office, on both databases: checked by the
//! core with the field named, audited with the values before and after, and in force at once for
//! the bonuses an order earns, the dashboard's low-stock line and the contact form's mail.

use serde_json::{json, Value};
use storefront_core::staff::Role;

use crate::back_office::{audit_count, only_field, start_owners_without_totp, Staff};
use crate::catalog_fixture;
use crate::checkout::post;
use crate::common::json_of;
use crate::forms::contact;
use crate::rewards::{balance, customer, order};

on_both_databases! {
    async fn the_owners_settings_are_checked_audited_and_in_force_at_once(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let mut owner = Staff::signed_in(&app, "owner@shuka.am", Role::Owner).await;
        let (status, shown) = owner.call("settings/get", json!({})).await;
        assert_eq!(status, 200, "{shown}");
        let defaults = json!({ "rewards_percent": 5, "low_stock_threshold": 5, "shop_email": "info@shuka.am", "max_bonus_adjustment": 50_000, "legal_name": "", "legal_address": "", "tax_number": "" });
        assert_eq!((&shown["current"], &shown["configured"]), (&defaults, &defaults), "nothing saved: the configuration");

        let save = |settings: Value| json!({ "settings": settings });
        for (bad, field) in [
            (json!({ "rewards_percent": 51, "low_stock_threshold": 5, "shop_email": "info@shuka.am", "max_bonus_adjustment": 1, "legal_name": "", "legal_address": "", "tax_number": "" }), "rewards_percent"),
            (json!({ "rewards_percent": 5, "low_stock_threshold": 10_001, "shop_email": "info@shuka.am", "max_bonus_adjustment": 1, "legal_name": "", "legal_address": "", "tax_number": "" }), "low_stock_threshold"),
            (json!({ "rewards_percent": 5, "low_stock_threshold": 5, "shop_email": "sales@shuka", "max_bonus_adjustment": 1, "legal_name": "", "legal_address": "", "tax_number": "" }), "shop_email"),
            (json!({ "rewards_percent": 5, "low_stock_threshold": 5, "shop_email": "info@shuka.am", "max_bonus_adjustment": 0, "legal_name": "", "legal_address": "", "tax_number": "" }), "max_bonus_adjustment"),
            (json!({ "rewards_percent": 5, "low_stock_threshold": 5, "shop_email": "info@shuka.am", "max_bonus_adjustment": 1, "legal_name": "", "legal_address": "", "tax_number": "123" }), "tax_number"),
        ] {
            let (status, refused) = owner.call("settings/save", save(bad)).await;
            assert_eq!((status, only_field(&refused)), (422, Some(field)), "{refused}");
        }
        let (status, _) = owner.call("settings/save", save(json!({ "rewards_percent": -1 }))).await;
        assert_eq!(status, 400, "a body that is not settings");
        assert_eq!(audit_count(&app, "settings.update").await, 0, "nothing refused is recorded");

        let wanted = json!({ "rewards_percent": 10, "low_stock_threshold": 100, "shop_email": " Sales@Shuka.am ", "max_bonus_adjustment": 2_000, "legal_name": "«Շուկա» ՍՊԸ", "legal_address": "Երևան", "tax_number": "01234567" });
        let (status, saved) = owner.call("settings/save", save(wanted)).await;
        assert_eq!(status, 200, "{saved}");
        let in_force = json!({ "rewards_percent": 10, "low_stock_threshold": 100, "shop_email": "sales@shuka.am", "max_bonus_adjustment": 2_000, "legal_name": "«Շուկա» ՍՊԸ", "legal_address": "Երևան", "tax_number": "01234567" });
        assert_eq!((&saved["current"], &saved["configured"]), (&in_force, &defaults));
        let (before, after): (String, String) =
            sqlx::query_as("SELECT before, after FROM audit_log WHERE action = 'settings.update'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!((serde_json::from_str::<Value>(&before).unwrap(), serde_json::from_str::<Value>(&after).unwrap()), (defaults, in_force.clone()));

        // In force at once: the bonus share of a completed order, the dashboard, the contact form.
        let token = customer(&app, "ani@example.am").await;
        let number = order(&app, &f, &token).await["increment_id"].as_str().unwrap().to_string();
        let act = |action: &str| json!({ "number": number, "request": { "action": action } });
        assert_eq!(owner.call("orders/act", act("confirm")).await.0, 200);
        assert_eq!(owner.call("orders/act", act("complete")).await.0, 200);
        // The invoice names the seller as saved, and countries by name.
        let (_, detail) = owner.call("orders/detail", json!({ "number": number })).await;
        assert_eq!(detail["seller"], json!({ "legal_name": "«Շուկա» ՍՊԸ", "legal_address": "Երևան", "tax_number": "01234567" }));
        let billing: Vec<&str> = detail["billing"].as_array().unwrap().iter().map(|l| l.as_str().unwrap()).collect();
        assert!(!billing.contains(&"AM") && billing.iter().any(|l| ["Հայաստան", "Армения", "Armenia"].contains(l)), "{billing:?}");
        assert_eq!(balance(&app, &token).await, 1500, "10 % of 15,000 ֏");
        let (_, dashboard) = owner.call("dashboard", json!({})).await;
        assert_eq!(dashboard["low_stock_threshold"], 100);
        let listed = dashboard["low_stock"].as_array().unwrap();
        assert!(!listed.is_empty() && listed.iter().all(|p| p["qty"].as_i64().unwrap() <= 100), "{listed:?}");
        json_of(post(&app, "/api/contact-us?locale=en", contact("aram@example.am")).await, 200).await;
        let recipient: String = sqlx::query_scalar("SELECT recipient FROM outbox WHERE subject LIKE '%Contact form%'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(recipient, "sales@shuka.am");

        let mut manager = Staff::signed_in(&app, "manager@shuka.am", Role::Manager).await;
        assert_eq!(manager.call("settings/get", json!({})).await.0, 403, "a manager runs the shop, not its settings");
        let (_, again) = owner.call("settings/get", json!({})).await;
        assert_eq!(again["current"], in_force, "kept");
        app.stop().await;
    }
}
