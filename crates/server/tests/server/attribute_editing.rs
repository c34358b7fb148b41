//! Staff managing attributes and their options through the back office's server functions, over
//! real HTTP on both databases: an attribute created, an option renamed, added and reordered,
//! the filter turned off, each reaching the storefront's filters; options and attributes
//! products carry are kept; every change leaves its audit entry; bad input is refused by field.

use serde_json::{json, Value};
use storefront_core::staff::Role;

use crate::back_office::{audit_count, only_field, start_owners_without_totp, Staff};
use crate::catalog_fixture;
use crate::catalogue_editing::storefront;

/// Every filter the storefront offers over the whole catalogue: each attribute's code with its
/// options' English labels in order.
async fn filters(app: &crate::common::TestApp) -> Value {
    let answer = storefront(app, "/api/category/all?locale=en").await;
    answer["data"]["filter"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| json!([a["code"], a["options"].as_array().unwrap().iter().map(|o| o["label"].clone()).collect::<Vec<_>>()]))
        .collect()
}

async fn attribute(editor: &mut Staff, code: &str) -> Value {
    let (status, all) = editor.call("attributes/list", json!({})).await;
    assert_eq!(status, 200, "{all}");
    all.as_array().unwrap().iter().find(|a| a["draft"]["code"] == code).cloned().unwrap_or(Value::Null)
}

on_both_databases! {
    async fn attributes_and_options_staff_save_reach_the_shops_filters(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        assert_eq!(filters(&app).await, json!([["color", ["Red", "Blue"]], ["size", ["S", "M"]]]));

        // A new attribute: its code made from the Armenian label, its options in order.
        let material = json!({
            "swatch": "text",
            "filterable": true,
            "labels": { "hy": "Նյութ", "en": "Material" },
            "options": [
                { "labels": { "hy": "Բամբակ", "en": "Cotton" } },
                { "code": "wool", "labels": { "hy": "Բուրդ", "en": "Wool" } }
            ]
        });
        let (status, id) = editor.call("attributes/save", json!({ "id": null, "version": 0, "draft": material })).await;
        assert_eq!(status, 200, "{id}");
        let saved = attribute(&mut editor, "nyut").await;
        assert_eq!(saved["id"], id);
        assert_eq!(saved["draft"]["options"][0]["code"], "bambak");
        assert_eq!(filters(&app).await[2], json!(["nyut", ["Cotton", "Wool"]]));

        // The colours: red renamed, a green added first, blue moved last; the storefront follows.
        let mut colour = attribute(&mut editor, "color").await;
        let version = colour["version"].clone();
        let options = colour["draft"]["options"].as_array_mut().unwrap();
        options[0]["labels"]["en"] = json!("Crimson");
        options.insert(0, json!({ "code": "green", "color": "#2E8B57", "labels": { "hy": "Կանաչ", "en": "Green" } }));
        let mut draft = colour["draft"].clone();
        let (status, _) = editor.call("attributes/save", json!({ "id": colour["id"], "version": version, "draft": draft.clone() })).await;
        assert_eq!(status, 200);
        assert_eq!(filters(&app).await[0], json!(["color", ["Green", "Crimson", "Blue"]]));
        let stored: String = sqlx::query_scalar("SELECT swatch_value FROM attribute_options WHERE admin_name = 'green'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(stored, "#2e8b57");

        // Red and blue are carried by products: removing one is refused, nothing else is lost.
        let mut colour = attribute(&mut editor, "color").await;
        draft = colour["draft"].clone();
        draft["options"].as_array_mut().unwrap().remove(1);
        let (status, refused) = editor.call("attributes/save", json!({ "id": colour["id"], "version": colour["version"], "draft": draft })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("options")), "{refused}");
        assert!(refused["fields"]["options"].as_str().unwrap().starts_with("Red: Products have this option"), "{refused}");
        // The green no product carries goes; the filter is turned off.
        colour["draft"]["options"].as_array_mut().unwrap().remove(0);
        colour["draft"]["filterable"] = json!(false);
        let (status, _) = editor.call("attributes/save", json!({ "id": colour["id"], "version": colour["version"], "draft": colour["draft"] })).await;
        assert_eq!(status, 200);
        let codes: Vec<Value> = filters(&app).await.as_array().unwrap().iter().map(|f| f[0].clone()).collect();
        assert_eq!(codes, [json!("size"), json!("nyut")], "no longer a filter");

        // Carried by products, the colour stays; the unused material goes.
        let (status, refused) = editor.call("attributes/delete", json!({ "id": colour["id"] })).await;
        assert_eq!((status, refused["message"].as_str()), (409, Some("Products have this attribute: change them first")));
        assert_eq!(editor.call("attributes/delete", json!({ "id": id })).await.0, 200);
        assert_eq!(attribute(&mut editor, "nyut").await, Value::Null);

        for (action, count) in [("attribute.create", 1), ("attribute.update", 2), ("attribute.delete", 1)] {
            assert_eq!(audit_count(&app, action).await, count, "{action}");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn bad_attributes_taken_codes_and_a_second_editor_are_refused_by_field(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let save = |draft: Value| json!({ "id": null, "version": 0, "draft": draft });

        let bad = json!({ "swatch": "color", "labels": { "hy": "Երանգ" }, "options": [
            { "code": "a", "color": "red", "labels": { "hy": "Ա" } },
            { "code": "a", "color": "#000000", "labels": { "en": "Only English" } }
        ] });
        let (status, refused) = editor.call("attributes/save", save(bad)).await;
        assert_eq!(status, 422, "{refused}");
        let fields: Vec<&str> = refused["fields"].as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(fields, ["options.0.color", "options.1.code", "options.1.label_hy"]);
        assert_eq!(refused["fields"]["options.0.color"], "Choose the colour, e.g. #d64545");

        let twin = json!({ "code": "size", "labels": { "hy": "Չափս" }, "options": [] });
        let (status, refused) = editor.call("attributes/save", save(twin)).await;
        assert_eq!((status, refused["fields"]["code"].as_str()), (422, Some("Another attribute already has this code")));

        let size = attribute(&mut editor, "size").await;
        let mut other = Staff::signed_in(&app, "other@shuka.am", Role::CatalogueEditor).await;
        let again = json!({ "id": size["id"], "version": size["version"], "draft": size["draft"] });
        assert_eq!(editor.call("attributes/save", again.clone()).await.0, 200);
        assert_eq!(other.call("attributes/save", again).await.0, 409, "the second editor is told");
        app.stop().await;
    }
}
