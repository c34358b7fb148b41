//! The shop's social links in the back office, over real HTTP on both databases: a content
//! editor's list replaces the footer's (shown ones, in order, each with its network's icon or a
//! globe), every bad address is named by its place, the change is audited, the icons are served
//! whatever the picture store holds, and other roles are refused.

use serde_json::{json, Value};
use storefront_core::staff::Role;

use crate::back_office::{audit_count, start_owners_without_totp, Staff};
use crate::catalogue_editing::storefront;

fn links(list: &[(&str, bool)]) -> Value {
    json!({ "links": list.iter().map(|(link, enabled)| json!({ "link": link, "enabled": enabled })).collect::<Vec<_>>() })
}

on_both_databases! {
    async fn the_footers_links_are_the_editors_list_in_order_with_the_icons_their_addresses_get(env) {
        let app = start_owners_without_totp(&env).await;
        let mut editor = Staff::signed_in(&app, "content@shuka.am", Role::ContentEditor).await;
        let (status, none) = editor.call("social-links/get", json!({})).await;
        assert_eq!((status, none), (200, json!([])), "a new shop has none");

        let (status, refused) =
            editor.call("social-links/save", links(&[("https://t.me/shuka_am", true), ("javascript:alert(1)", true), ("https://t.me/shuka_am", true)])).await;
        assert_eq!(status, 422, "{refused}");
        let mut named: Vec<&String> = refused["fields"].as_object().unwrap().keys().collect();
        named.sort();
        assert_eq!(named, ["links.1.link", "links.2.link"], "{refused}");
        assert_eq!(audit_count(&app, "social.update").await, 0);

        let list = [("https://shuka.am/blog", true), (" https://www.instagram.com/shuka.am ", true), ("https://www.facebook.com/shuka.am", false)];
        let (status, saved) = editor.call("social-links/save", links(&list)).await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved[1]["link"], "https://www.instagram.com/shuka.am", "stored trimmed");
        let footer = storefront(&app, "/api/social").await;
        let shown: Vec<(&str, &str)> =
            footer.as_array().unwrap().iter().map(|l| (l["link"].as_str().unwrap(), l["icon_url"].as_str().unwrap())).collect();
        assert_eq!(
            shown,
            [("https://shuka.am/blog", "/storage/icons/web.svg"), ("https://www.instagram.com/shuka.am", "/storage/icons/instagram.svg")],
            "in the editor's order, the hidden one left out"
        );
        let icon = app.get("/storage/icons/web.svg").send().await.unwrap();
        assert_eq!((icon.status().as_u16(), icon.headers()["content-type"].to_str().unwrap()), (200, "image/svg+xml"));
        assert!(icon.text().await.unwrap().starts_with("<svg"), "drawn by the shop, with no demo seeded");
        assert_eq!(app.get("/storage/icons/../storefront.db").send().await.unwrap().status(), 404);
        assert_eq!(app.get("/storage/icons/unknown.svg").send().await.unwrap().status(), 404);
        assert_eq!(audit_count(&app, "social.update").await, 1);
        let (before, after): (String, String) =
            sqlx::query_as("SELECT before, after FROM audit_log WHERE action = 'social.update'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(before, "[]");
        assert!(after.contains(r#""icon":"instagram.svg","enabled":true"#), "{after}");

        let (_, read) = editor.call("social-links/get", json!({})).await;
        assert_eq!(read, saved);
        let (status, emptied) = editor.call("social-links/save", links(&[])).await;
        assert_eq!((status, emptied), (200, json!([])), "a shop may show none");
        assert_eq!(storefront(&app, "/api/social").await, json!([]));
        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        assert_eq!(clerk.call("social-links/save", links(&list)).await.0, 403);
        assert_eq!(audit_count(&app, "social.update").await, 2);
        app.stop().await;
    }
}
