//! Staff managing the category tree through the back office's server functions, over real HTTP
//! on both databases: a category created, renamed, moved, reordered, given a picture and deleted
//! shows in the storefront's menu and lists at once, its products listed under its new
//! ancestors; every change leaves its audit entry; bad input and impossible moves are refused
//! field by field.

use std::time::Duration;

use serde_json::{json, Value};
use storefront_api::catalog::feed;
use storefront_core::staff::Role;

use crate::back_office::{audit_count, only_field, start_owners_without_totp, Staff};
use crate::catalog_fixture::{self, Fixture};
use crate::catalogue_editing::{ids, storefront, until};
use crate::common::TestApp;
use crate::pictures::png;

fn named(hy: &str, en: &str) -> Value {
    json!({ "enabled": true, "texts": { "hy": { "name": hy }, "en": { "name": en, "description": "" } } })
}

/// The storefront's menu: each category's slug with its children's, in order.
fn shape(categories: &Value) -> Value {
    categories.as_array().unwrap().iter().map(|c| json!([c["slug"], shape(&c["children"])])).collect()
}

async fn menu(app: &TestApp) -> Value {
    shape(&storefront(app, "/api/categories?locale=en").await["data"])
}

/// The products the storefront lists in a category (its subcategories' included) once `seen`
/// holds for them, or as they are after the acceptance's two seconds.
async fn listed(app: &TestApp, category: i64, seen: impl Fn(&[i64]) -> bool) -> Vec<i64> {
    ids(&until(app, &format!("/api/products?category_id={category}&locale=en"), |list| seen(&ids(list))).await)
}

async fn node(editor: &mut Staff, id: i64) -> Value {
    let (status, tree) = editor.call("categories/tree", json!({})).await;
    assert_eq!(status, 200, "{tree}");
    tree.as_array().unwrap().iter().find(|n| n["id"] == id).cloned().unwrap_or(Value::Null)
}

async fn create(editor: &mut Staff, parent: Option<i64>, draft: Value) -> i64 {
    let (status, id) = editor.call("categories/save", json!({ "id": null, "version": 0, "parent_id": parent, "draft": draft })).await;
    assert_eq!(status, 200, "{id}");
    id.as_i64().unwrap()
}

on_both_databases! {
    async fn a_category_created_moved_and_reordered_shows_in_the_menu_with_its_products_listed_under_it(env) {
        let app = start_owners_without_totp(&env).await;
        let f: Fixture = catalog_fixture::load(&app.db).await;
        app.reindex().await;
        let follower = feed::spawn(app.state.catalogue.clone(), Duration::from_millis(50));
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        assert_eq!(menu(&app).await, json!([["womens-clothing", [["dresses", []]]], ["tools", []]]));

        let sale = create(&mut editor, None, named("Զեղչեր", "Sale")).await;
        let created = node(&mut editor, sale).await;
        assert_eq!((created["slug"].as_str(), created["depth"].as_i64()), (Some("zeghcher"), Some(0)), "made from the Armenian name");
        let twin = create(&mut editor, Some(f.tools), named("Զեղչեր", "Tool sale")).await;
        assert_eq!(node(&mut editor, twin).await["slug"], "zeghcher-2", "a made key gets a number");
        assert_eq!(menu(&app).await, json!([["womens-clothing", [["dresses", []]]], ["tools", [["zeghcher-2", []]]], ["zeghcher", []]]));

        // Dresses move under Sale: its products are listed there and no longer under Womens.
        assert!(listed(&app, f.womens, |_| true).await.contains(&f.dress), "read before the move");
        let (status, moved) = editor.call("categories/place", json!({ "id": f.dresses, "parent_id": sale, "index": 99 })).await;
        assert_eq!(status, 200, "{moved}");
        assert_eq!(menu(&app).await, json!([["womens-clothing", []], ["tools", [["zeghcher-2", []]]], ["zeghcher", [["dresses", []]]]]));
        assert!(listed(&app, sale, |ids| ids.contains(&f.dress)).await.contains(&f.dress), "listed under its new ancestor");
        assert!(!listed(&app, f.womens, |ids| !ids.contains(&f.dress)).await.contains(&f.dress), "and no longer under its old one");

        // Sale first among the top categories; the others keep their order.
        editor.call("categories/place", json!({ "id": sale, "parent_id": null, "index": 0 })).await;
        let tops: Vec<Value> = menu(&app).await.as_array().unwrap().iter().map(|c| c[0].clone()).collect();
        assert_eq!(tops, [json!("zeghcher"), json!("womens-clothing"), json!("tools")]);

        // Renamed and hidden: the shop's menu leaves it out, its name follows in every language.
        let version = node(&mut editor, twin).await["version"].as_i64().unwrap();
        let renamed = json!({ "slug": "tool-deals", "enabled": false, "texts": { "hy": { "name": "Գործիքների զեղչեր" }, "ru": { "name": "Скидки на инструменты" } } });
        let (status, _) = editor.call("categories/save", json!({ "id": twin, "version": version, "parent_id": null, "draft": renamed })).await;
        assert_eq!(status, 200);
        assert_eq!(menu(&app).await[2], json!(["tools", []]), "hidden from the shop");
        let saved = node(&mut editor, twin).await;
        assert_eq!((saved["slug"].as_str(), saved["enabled"].as_bool()), (Some("tool-deals"), Some(false)));
        assert_eq!(saved["texts"]["ru"]["name"], "Скидки на инструменты");
        assert!(saved["texts"].get("en").is_none(), "a language left empty is removed");

        for (action, count) in [("category.create", 2), ("category.move", 2), ("category.update", 1)] {
            assert_eq!(audit_count(&app, action).await, count, "{action}");
        }
        let (before, after): (String, String) =
            sqlx::query_as("SELECT before, after FROM audit_log WHERE action = 'category.move' ORDER BY id LIMIT 1").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(serde_json::from_str::<Value>(&before).unwrap()["parent_id"], f.womens);
        assert_eq!(serde_json::from_str::<Value>(&after).unwrap()["parent_id"], sale);
        follower.abort();
        app.stop().await;
    }
}

on_both_databases! {
    async fn impossible_moves_bad_input_taken_keys_and_a_second_editor_are_refused_by_field(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;

        let (status, refused) = editor.call("categories/place", json!({ "id": f.womens, "parent_id": f.dresses, "index": 0 })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("parent_id")), "{refused}");
        assert_eq!(refused["fields"]["parent_id"], "A category cannot be moved into itself or one of its subcategories");
        let (status, _) = editor.call("categories/place", json!({ "id": f.tools, "parent_id": 999_999, "index": 0 })).await;
        assert_eq!(status, 422);
        // Five levels at most: a sixth is refused.
        let mut parent = f.dresses;
        for level in 3..=5 {
            parent = create(&mut editor, Some(parent), named(&format!("Մակարդակ {level}"), &format!("Level {level}"))).await;
        }
        let (status, refused) = editor.call("categories/save", json!({ "id": null, "version": 0, "parent_id": parent, "draft": named("Վեցերորդ", "Sixth") })).await;
        assert_eq!((status, refused["fields"]["parent_id"].as_str()), (422, Some("Categories can be at most 5 levels deep")), "{refused}");

        // Every call's texts are read before the function runs: the field is named either way.
        for (texts, message) in [
            (json!({ "hy": { "name": "Ա\u{0}Բ" } }), "The field holds a character that is not allowed."),
            (json!({ "hy": { "name": "Ա" }, "en": { "name": "x".repeat(256) } }), "At most 255 characters"),
        ] {
            let draft = json!({ "enabled": true, "texts": texts });
            let (status, refused) = editor.call("categories/save", json!({ "id": null, "version": 0, "parent_id": null, "draft": draft })).await;
            assert_eq!((status, refused["fields"]["name"].as_str()), (422, Some(message)), "{refused}");
        }
        let typed = json!({ "slug": "tools", "enabled": true, "texts": { "hy": { "name": "Նոր" } } });
        let (status, refused) = editor.call("categories/save", json!({ "id": null, "version": 0, "parent_id": null, "draft": typed })).await;
        assert_eq!((status, refused["fields"]["slug"].as_str()), (422, Some("Another category already has this URL key")));

        // Two editors read one category; the second to save is told, and nothing of the first is lost.
        let version = node(&mut editor, f.tools).await["version"].as_i64().unwrap();
        let mut other = Staff::signed_in(&app, "other@shuka.am", Role::CatalogueEditor).await;
        let save = |name: &str| json!({ "id": f.tools, "version": version, "parent_id": null, "draft": named(name, name) });
        assert_eq!(editor.call("categories/save", save("Գործիքներ")).await.0, 200);
        let (status, told) = other.call("categories/save", save("Հին")).await;
        assert_eq!(status, 409, "{told}");
        assert_eq!(node(&mut editor, f.tools).await["texts"]["hy"]["name"], "Գործիքներ");
        assert_eq!(audit_count(&app, "category.update").await, 1);
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_category_with_products_is_deleted_only_saying_where_they_go_and_its_subcategories_move_up(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        app.reindex().await;
        let follower = feed::spawn(app.state.catalogue.clone(), Duration::from_millis(50));
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let inner = create(&mut editor, Some(f.dresses), named("Երեկոյան", "Evening")).await;

        let (status, refused) = editor.call("categories/delete", json!({ "id": f.dresses, "products_to": null })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("products_to")), "{refused}");
        let (status, refused) = editor.call("categories/delete", json!({ "id": f.dresses, "products_to": f.dresses })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("products_to")));
        assert!(listed(&app, f.womens, |_| true).await.contains(&f.dress), "nothing changed");

        let (status, moved) = editor.call("categories/delete", json!({ "id": f.dresses, "products_to": f.tools })).await;
        assert_eq!((status, moved.as_i64()), (200, Some(2)), "the dress and the gown: {moved}");
        assert_eq!(menu(&app).await, json!([["womens-clothing", [["erekoyan", []]]], ["tools", []]]), "its subcategory moved up");
        let all_three = |ids: &[i64]| [f.dress, f.gown, f.hammer].iter().all(|id| ids.contains(id));
        let tools = listed(&app, f.tools, all_three).await;
        assert!(all_three(&tools), "{tools:?}");
        assert!(listed(&app, f.womens, <[i64]>::is_empty).await.is_empty(), "no longer listed under the deleted category's parent");
        let gone = app.get("/api/categories/slug/dresses?locale=en").send().await.unwrap();
        assert_eq!(gone.status(), 404);
        assert_eq!(node(&mut editor, inner).await["parent_id"], f.womens);

        // Empty, it goes without a question.
        assert_eq!(editor.call("categories/delete", json!({ "id": inner, "products_to": null })).await.0, 200);
        assert_eq!(audit_count(&app, "category.delete").await, 2);
        let after: String = sqlx::query_scalar("SELECT after FROM audit_log WHERE action = 'category.delete' ORDER BY id LIMIT 1")
            .fetch_one(app.db.pool())
            .await
            .unwrap();
        assert_eq!(serde_json::from_str::<Value>(&after).unwrap(), json!({ "products_to": f.tools, "products_moved": 2 }));
        follower.abort();
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_category_picture_is_uploaded_shown_in_the_shop_replaced_and_removed_with_its_files(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let route = format!("/admin/upload/categories/{}/picture", f.tools);

        let (status, refused) = editor.upload_to(&route, b"not a picture".to_vec()).await;
        assert_eq!((status, refused["fields"]["picture"].as_str()), (415, Some("The picture must be a JPEG, PNG or WebP file")));
        let (status, _) = editor.upload_to("/admin/upload/categories/999999/picture", png(40, 40)).await;
        assert_eq!(status, 404);
        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        assert_eq!(clerk.upload_to(&route, png(40, 40)).await.0, 403);

        assert_eq!(editor.upload_to(&route, png(800, 600)).await.0, 204);
        let first = node(&mut editor, f.tools).await["picture_url"].as_str().unwrap().to_string();
        let answer = storefront(&app, "/api/categories?locale=en").await;
        let shown = answer["data"].as_array().unwrap().iter().find(|c| c["id"] == f.tools).unwrap()["image_url"].as_str().unwrap().to_string();
        assert!(shown.starts_with(&format!("/storage/categories/{}/", f.tools)), "{shown}");
        assert_eq!(app.get(&shown).send().await.unwrap().status(), 200);
        assert_eq!(app.get(&first).send().await.unwrap().status(), 200, "the back office's small copy");

        assert_eq!(editor.upload_to(&route, png(300, 300)).await.0, 204);
        assert_ne!(node(&mut editor, f.tools).await["picture_url"].as_str().unwrap(), first, "replaced");
        assert_eq!(app.get(&shown).send().await.unwrap().status(), 404, "the replaced picture's files are gone");
        assert_eq!(editor.call("categories/remove_picture", json!({ "id": f.tools })).await.0, 200);
        assert!(node(&mut editor, f.tools).await["picture_url"].is_null());
        assert_eq!(audit_count(&app, "category.picture").await, 3);
        app.stop().await;
    }
}
