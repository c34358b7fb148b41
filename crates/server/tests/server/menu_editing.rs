//! The header and footer menus edited in the back office by a content editor, over real HTTP on
//! both databases: items leading to a page, a category and an address are in the shop's menus
//! at the next request, in each language; a move reorders them, a hidden one leaves the shop, a
//! deleted one takes its sub-items; the two levels, the addresses and stale saves are refused
//! on their fields; every change is audited.

use serde_json::{json, Value};
use storefront_core::staff::Role;

use crate::back_office::{audit_count, start_owners_without_totp, Staff};
use crate::catalog_fixture;
use crate::catalogue_editing::storefront;
use crate::content_fixture;

fn item(menu: &str, parent: Option<i64>, names: Value, target: Value) -> Value {
    json!({ "menu": menu, "parent_id": parent, "active": true, "names": names, "target": target })
}

/// The shop's header (or footer) as a shopper's browser reads it: each top item's name, link and
/// sub-items' names.
async fn shop_menu(app: &crate::common::TestApp, kind: &str, locale: &str) -> Vec<(String, String, Vec<String>)> {
    let answer = storefront(app, &format!("/api/cms/menus?type={kind}&locale={locale}")).await;
    answer["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| {
            let childs = item["childs"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap().to_string()).collect();
            (item["name"].as_str().unwrap().to_string(), item["links"]["first"].as_str().unwrap().to_string(), childs)
        })
        .collect()
}

on_both_databases! {
    async fn a_content_editor_changes_the_menus_and_the_shop_follows_at_the_next_request(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        let content = content_fixture::load(&app.db).await;
        let (category_id, slug): (i64, String) =
            sqlx::query_as("SELECT id, slug FROM categories WHERE status = 1 ORDER BY id LIMIT 1").fetch_one(app.db.pool()).await.unwrap();
        let mut editor = Staff::signed_in(&app, "content@shuka.am", Role::ContentEditor).await;

        let (status, menus) = editor.call("menus/editor", json!({})).await;
        assert_eq!(status, 200, "{menus}");
        let help = menus["items"].as_array().unwrap().iter().find(|i| i["name"] == "Help").unwrap().clone();
        assert_eq!((help["leads_to"].as_str(), help["sub_items"].as_u64()), (Some("/contact-us"), Some(1)));
        assert!(menus["pages"].as_array().unwrap().iter().any(|p| p["label"].as_str().unwrap().ends_with("/page/terms")));

        let names = json!({ "hy": "Գաղտնիություն", "en": "Privacy" });
        let (status, privacy) = editor.call("menus/save", json!({ "id": null, "version": 0,
            "draft": item("header", None, names, json!({ "kind": "page", "page_id": content.privacy })) })).await;
        assert_eq!(status, 200, "{privacy}");
        let names = json!({ "hy": "Կատեգորիա", "ru": "Категория", "en": "Category" });
        let (status, category) = editor.call("menus/save", json!({ "id": null, "version": 0,
            "draft": item("header", None, names, json!({ "kind": "category", "category_id": category_id })) })).await;
        assert_eq!(status, 200, "{category}");
        let (status, _) = editor.call("menus/save", json!({ "id": null, "version": 0,
            "draft": item("header", Some(help["id"].as_i64().unwrap()), json!({ "hy": "Բլոգ" }), json!({ "kind": "url", "url": "/blog" })) })).await;
        assert_eq!(status, 200);

        let header = shop_menu(&app, "header", "en").await;
        let shown: Vec<(&str, &str)> = header.iter().map(|(name, link, _)| (name.as_str(), link.as_str())).collect();
        let category_link = format!("/shop/catalog/{slug}");
        let privacy_link = format!("/page/{}", content.privacy);
        assert_eq!(shown, vec![("About us", "/page/about-us"), ("Help", "/contact-us"), ("Privacy", privacy_link.as_str()), ("Category", category_link.as_str())]);
        assert_eq!(header[1].2, vec!["Terms".to_string(), "Բլոգ".to_string()], "a sub-item named only in Armenian is shown in Armenian");
        let raw = storefront(&app, "/api/cms/menus?type=header&locale=ru").await;
        assert_eq!(raw["data"][3]["custom-url"], category_link, "the shell follows a category item's address");

        assert_eq!(editor.call("menus/move", json!({ "id": category, "up": true })).await.0, 200);
        let order: Vec<String> = shop_menu(&app, "header", "hy").await.into_iter().map(|(name, _, _)| name).collect();
        assert_eq!(order, vec!["Մեր մասին", "Օգնություն", "Կատեգորիա", "Գաղտնիություն"]);

        let (_, menus) = editor.call("menus/editor", json!({})).await;
        let saved = menus["items"].as_array().unwrap().iter().find(|i| i["id"] == privacy).unwrap().clone();
        let mut hidden = item("header", None, json!({ "hy": "Գաղտնիություն", "en": "Privacy" }), json!({ "kind": "page", "page_id": content.privacy }));
        hidden["active"] = json!(false);
        let (status, _) = editor.call("menus/save", json!({ "id": privacy, "version": saved["version"], "draft": hidden })).await;
        assert_eq!(status, 200);
        assert!(!shop_menu(&app, "header", "en").await.iter().any(|(name, _, _)| name == "Privacy"), "a hidden item leaves the shop");
        let (status, stale) = editor.call("menus/save", json!({ "id": privacy, "version": saved["version"], "draft": hidden })).await;
        assert_eq!(status, 409, "a save over a newer one is refused: {stale}");

        let terms = menus["items"].as_array().unwrap().iter().find(|i| i["name"] == "Terms").unwrap()["id"].as_i64().unwrap();
        let (status, refused) = editor.call("menus/save", json!({ "id": null, "version": 0,
            "draft": item("header", Some(terms), json!({ "hy": "Երրորդ" }), json!({ "kind": "url", "url": "/blog" })) })).await;
        assert_eq!((status, refused["fields"]["parent_id"].as_str()), (422, Some("A menu has two levels: an item can only go under a top-level item")));
        let (status, refused) = editor.call("menus/save", json!({ "id": null, "version": 0,
            "draft": item("footer", None, json!({ "en": "Evil" }), json!({ "kind": "url", "url": "javascript:alert(1)" })) })).await;
        assert_eq!(status, 422, "{refused}");
        assert_eq!(refused["fields"]["url"], "An address in the shop starting with /, or a web address starting with https://, without spaces");
        assert_eq!(refused["fields"]["name_hy"], "This field is required");
        let (status, refused) = editor.call("menus/save", json!({ "id": null, "version": 0,
            "draft": item("footer", None, json!({ "hy": "Ա" }), json!({ "kind": "page", "page_id": 999_999 })) })).await;
        assert_eq!((status, refused["fields"]["target"].as_str()), (422, Some("This page no longer exists")));

        let (status, sub_items) = editor.call("menus/delete", json!({ "id": help["id"] })).await;
        assert_eq!((status, sub_items), (200, json!(2)), "Help goes with Terms and the blog");
        assert!(!shop_menu(&app, "header", "en").await.iter().any(|(name, _, _)| name == "Help"));
        let (status, _) = editor.call("pages/delete", json!({ "id": content.terms })).await;
        assert_eq!(status, 200, "no menu links to the terms page any more");

        assert_eq!(audit_count(&app, "menu.create").await, 3);
        assert_eq!(audit_count(&app, "menu.update").await, 1);
        assert_eq!(audit_count(&app, "menu.move").await, 1);
        assert_eq!(audit_count(&app, "menu.delete").await, 1);
        let mut catalogue = Staff::signed_in(&app, "catalogue@shuka.am", Role::CatalogueEditor).await;
        assert_eq!(catalogue.call("menus/delete", json!({ "id": category })).await.0, 403, "only content editors, managers and the owner");
        app.stop().await;
    }
}
