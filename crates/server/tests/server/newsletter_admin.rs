//! The newsletter's subscribers in the back office, over real HTTP on both databases: a content
//! editor finds an address however it was typed, pages through the list newest first, downloads
//! a search as CSV (audited) and takes an address off the list (audited), after which the shop
//! takes it again as a new subscription; other roles are refused.

use serde_json::{json, Value};
use storefront_core::staff::Role;
use storefront_db::content::newsletter;

use crate::back_office::{audit_count, only_field, start_owners_without_totp, Staff};
use crate::checkout::post;
use crate::common::json_of;

fn emails(page: &Value) -> Vec<&str> {
    page["subscribers"].as_array().unwrap().iter().map(|s| s["email"].as_str().unwrap()).collect()
}

on_both_databases! {
    async fn staff_search_export_and_unsubscribe_newsletter_subscribers(env) {
        let app = start_owners_without_totp(&env).await;
        for n in 0..55 {
            newsletter::subscribe(&app.db, &format!("buyer{n:02}@example.am"), "ru").await.unwrap();
        }
        json_of(post(&app, "/api/subscribe?locale=en", json!({ "subscriber_email": " Ani.Petrosyan@Mail.AM " })).await, 200).await;
        let mut editor = Staff::signed_in(&app, "content@shuka.am", Role::ContentEditor).await;

        let (status, first) = editor.call("newsletter/list", json!({ "search": "", "page": 1 })).await;
        assert_eq!(status, 200, "{first}");
        assert_eq!((first["total"].as_i64(), first["last_page"].as_u64()), (Some(56), Some(2)));
        assert_eq!(first["subscribers"].as_array().unwrap().len(), 50);
        let (_, found) = editor.call("newsletter/list", json!({ "search": "  PETROSYAN@mail ", "page": 1 })).await;
        assert_eq!(emails(&found), ["ani.petrosyan@mail.am"], "found however the search is typed");
        assert_eq!(found["subscribers"][0]["locale"], "en");
        let (_, none) = editor.call("newsletter/list", json!({ "search": "%", "page": 1 })).await;
        assert_eq!(none["total"], 56, "a wildcard typed is not a wildcard");
        let (status, refused) = editor.call("newsletter/list", json!({ "search": "a\u{0}b", "page": 1 })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("search")));

        let (status, csv) = editor.download("/admin/download/newsletter?q=buyer0").await;
        assert_eq!(status, 200);
        let lines: Vec<&str> = csv.trim_start_matches('\u{feff}').lines().collect();
        assert_eq!(lines[0], "email,language,subscribed_at");
        assert_eq!(lines.len(), 11, "buyer00 to buyer09, and the header");
        assert!(lines[1..].iter().all(|line| line.starts_with("buyer0") && line.contains(",ru,")), "{lines:?}");
        assert_eq!(audit_count(&app, "newsletter.export").await, 1);

        let id = found["subscribers"][0]["id"].as_i64().unwrap();
        let (status, gone) = editor.call("newsletter/unsubscribe", json!({ "id": id })).await;
        assert_eq!((status, gone.as_str()), (200, Some("ani.petrosyan@mail.am")));
        assert_eq!(editor.call("newsletter/unsubscribe", json!({ "id": id })).await.0, 404);
        let (_, after) = editor.call("newsletter/list", json!({ "search": "petrosyan", "page": 1 })).await;
        assert_eq!(after["total"], 0);
        assert_eq!(audit_count(&app, "newsletter.unsubscribe").await, 1);
        let again = post(&app, "/api/subscribe?locale=en", json!({ "subscriber_email": "ani.petrosyan@mail.am" })).await;
        assert_eq!(again.status(), 200, "taken off the list, the address may subscribe again");

        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        assert_eq!(clerk.call("newsletter/list", json!({ "search": "", "page": 1 })).await.0, 403);
        assert_eq!(clerk.download("/admin/download/newsletter").await.0, 403);
        assert_eq!(audit_count(&app, "newsletter.export").await, 1, "a refused download is no export");
        app.stop().await;
    }
}
