//! Staff managing the catalogue through the back office's server functions, over real HTTP on
//! both databases: a product created by a catalogue editor reaches the storefront's lists,
//! search and product page within the feed's second, edits and deletions follow it there, every
//! change leaves its audit entry, and bad input is refused field by field.

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use storefront_api::catalog::feed;
use storefront_core::staff::Role;

use crate::back_office::{audit_count, only_field, start_owners_without_totp, Staff};
use crate::catalog_fixture::{self, Fixture};
use crate::common::{json_of, TestApp};

/// How long a change may take to reach the storefront (the acceptance's bound).
const WITHIN: Duration = Duration::from_secs(2);

fn draft(f: &Fixture, sku: &str) -> Value {
    json!({
        "sku": sku,
        "price": "12 500",
        "special_price": "",
        "stock": "7",
        "enabled": true,
        "category_ids": [f.dresses],
        "texts": {
            "hy": { "name": "Ձմեռային բաճկոն", "short_description": "Տաք և թեթև", "description": "<p>Բրդյա</p>" },
            "en": { "name": "Winter jacket", "seo_title": "Winter jacket of wool | Shuka", "seo_description": "Warm and light." }
        }
    })
}

pub async fn storefront(app: &TestApp, path: &str) -> Value {
    json_of(app.get(path).send().await.unwrap(), 200).await
}

/// Asks the storefront until `seen` holds, at most [`WITHIN`]; answers the last answer.
pub async fn until(app: &TestApp, path: &str, seen: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + WITHIN;
    loop {
        let answer = storefront(app, path).await;
        if seen(&answer) || Instant::now() > deadline {
            return answer;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// The products' ids of a list or search answer (a list's last item is its price range).
pub fn ids(answer: &Value) -> Vec<i64> {
    let items = answer.get("data").unwrap_or(answer);
    items.as_array().unwrap_or_else(|| panic!("not a list: {answer}")).iter().filter_map(|p| p["id"].as_i64()).collect()
}

on_both_databases! {
    async fn a_product_an_editor_creates_is_listed_found_and_shown_within_two_seconds_and_follows_each_edit(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        app.reindex().await;
        let follower = feed::spawn(app.state.catalogue.clone(), Duration::from_millis(50));
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        // The storefront has read the category's list before the product exists.
        let category = format!("/api/products?category_id={}&locale=en", f.dresses);
        let before = storefront(&app, &category).await;

        let (status, saved) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": draft(&f, "JKT-1") })).await;
        assert_eq!(status, 200, "{saved}");
        let id = saved["id"].as_i64().unwrap();
        assert_eq!(saved["draft"]["url_key"], "dzmerayin-bachkon", "made from the Armenian name");
        assert_eq!(saved["draft"]["price"], "12500");
        assert_eq!(saved["translations"], json!({ "hy": "source", "ru": "missing", "en": "current" }));

        let listed = until(&app, &category, |list| ids(list).contains(&id)).await;
        assert!(ids(&listed).contains(&id), "listed in its category: {listed}");
        assert_eq!(ids(&listed).len(), ids(&before).len() + 1);
        let found = until(&app, "/api/search?search=dzmerayin&locale=en", |hits| ids(hits).contains(&id)).await;
        assert_eq!(ids(&found), vec![id], "found by its Armenian name typed in Latin letters");
        let page = storefront(&app, "/api/products/dzmerayin-bachkon?locale=hy").await["data"].clone();
        assert_eq!((page["name"].as_str(), page["price"].as_str()), (Some("Ձմեռային բաճկոն"), Some("12500.0000")));
        // The page's head: what the editor wrote for search engines in English, the name in Armenian.
        let english = app.get("/shop/products/dzmerayin-bachkon/-1?locale=en").send().await.unwrap().text().await.unwrap();
        assert!(english.contains("<title>Winter jacket of wool | Shuka</title>"), "{english}");
        assert!(english.contains(r#"<meta name="description" content="Warm and light.">"#));
        let armenian = app.get("/shop/products/dzmerayin-bachkon/-1?locale=hy").send().await.unwrap().text().await.unwrap();
        assert!(armenian.contains("<title>Ձմեռային բաճկոն — "), "no Armenian title written: the name's: {armenian}");

        // An edit in the table: the storefront's price follows.
        let version = saved["version"].as_i64().unwrap();
        let (status, row) = editor.call("products/inline", json!({ "edit": { "id": id, "version": version, "price": "9990", "stock": "3" } })).await;
        assert_eq!(status, 200, "{row}");
        assert_eq!((row["price_minor"].as_i64(), row["stock"].as_i64()), (Some(999_000), Some(3)));
        let repriced = until(&app, &category, |list| {
            list["data"].as_array().unwrap().iter().any(|p| p["id"] == id && p["price"] == "9990.0000")
        })
        .await;
        assert!(repriced["data"].as_array().unwrap().iter().any(|p| p["id"] == id && p["price"] == "9990.0000"), "{repriced}");

        // Deleted: gone from lists and search at once; restored: back.
        let (status, deleted) = editor.call("products/bulk", json!({ "ids": [id], "change": { "kind": "delete" } })).await;
        assert_eq!((status, deleted["changed"].as_i64()), (200, Some(1)), "{deleted}");
        let gone = until(&app, "/api/search?search=dzmerayin&locale=en", |hits| ids(hits).is_empty()).await;
        assert_eq!(ids(&gone), Vec::<i64>::new());
        assert!(!ids(&storefront(&app, &category).await).contains(&id));
        let (status, trash) = editor.call("products/list", json!({ "query": { "deleted": true } })).await;
        assert_eq!((status, trash["total"].as_i64()), (200, Some(1)), "{trash}");
        assert!(trash["products"][0]["restorable_until"].as_str().is_some_and(|day| day.len() == 10));
        editor.call("products/bulk", json!({ "ids": [id], "change": { "kind": "restore" } })).await;
        let back = until(&app, "/api/search?search=dzmerayin&locale=en", |hits| ids(hits) == vec![id]).await;
        assert_eq!(ids(&back), vec![id], "restored, enabled as it was");

        for action in ["product.create", "product.update", "product.delete", "product.restore"] {
            assert_eq!(audit_count(&app, action).await, 1, "{action}");
        }
        let (before, after): (Option<String>, Option<String>) =
            sqlx::query_as("SELECT before, after FROM audit_log WHERE action = 'product.update'").fetch_one(app.db.pool()).await.unwrap();
        let price = |json: Option<String>| serde_json::from_str::<Value>(&json.unwrap()).unwrap()["price_minor"].clone();
        assert_eq!((price(before), price(after)), (json!(1_250_000), json!(999_000)), "the values before and after");
        follower.abort();
        app.stop().await;
    }
}

on_both_databases! {
    async fn the_product_table_finds_a_product_by_its_name_in_any_script_or_its_sku_and_filters_it(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let (_, saved) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": draft(&f, "JKT-1") })).await;
        let id = saved["id"].as_i64().unwrap();
        for search in ["ձմեռային", "dzmerayin", "дзмераин", "jkt-", "JKT-1"] {
            let (status, page) = editor.call("products/list", json!({ "query": { "search": search } })).await;
            assert_eq!(status, 200, "{page}");
            let found: Vec<i64> = page["products"].as_array().unwrap().iter().filter_map(|p| p["id"].as_i64()).collect();
            assert_eq!(found, vec![id], "{search}");
        }
        let (_, missing) = editor.call("products/list", json!({ "query": { "missing_translation": true, "search": "JKT" } })).await;
        assert_eq!(missing["products"][0]["missing"], json!(["ru"]));
        let (_, low) = editor.call("products/list", json!({ "query": { "stock": "sold_out", "search": "JKT" } })).await;
        assert_eq!(low["total"], 0, "seven in stock");
        let (_, in_category) = editor.call("products/list", json!({ "query": { "category_id": f.tools, "search": "JKT" } })).await;
        assert_eq!(in_category["total"], 0, "listed under dresses only");
        let (status, bad_sort) = editor.call("products/list", json!({ "query": { "sort": "sideways" } })).await;
        assert_eq!((status, only_field(&bad_sort)), (422, Some("sort")));
        app.stop().await;
    }
}

on_both_databases! {
    async fn sorted_by_name_the_table_pages_through_the_staff_language_then_the_untranslated(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        // 24 named in English (the editor's language), saved out of order, and 3 in Armenian only.
        let english: Vec<String> = (0..24).map(|n| format!("Sorted {:02}", (n * 7) % 24)).collect();
        let armenian = ["Գրիչ", "Ափսե", "Բաժակ"];
        for (n, name) in english.iter().enumerate() {
            let mut product = draft(&f, &format!("SRT-E{n}"));
            product["texts"]["en"]["name"] = json!(name);
            let (status, saved) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": product })).await;
            assert_eq!(status, 200, "{saved}");
        }
        for (n, name) in armenian.iter().enumerate() {
            let mut product = draft(&f, &format!("SRT-A{n}"));
            product["texts"] = json!({ "hy": { "name": name } });
            let (status, saved) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": product })).await;
            assert_eq!(status, 200, "{saved}");
        }
        let names = |page: &Value| -> Vec<String> {
            page["products"].as_array().unwrap().iter().filter_map(|p| p["name"].as_str().map(str::to_string)).collect()
        };
        let (status, first) = editor.call("products/list", json!({ "query": { "search": "SRT", "sort": "name" } })).await;
        assert_eq!((status, first["total"].as_i64(), first["last_page"].as_i64()), (200, Some(27), Some(2)), "{first}");
        let mut sorted = english.clone();
        sorted.sort();
        sorted.push("Ափսե".into());
        assert_eq!(names(&first), sorted, "English names in order, then the untranslated by their Armenian name");
        let (_, second) = editor.call("products/list", json!({ "query": { "search": "SRT", "sort": "name", "page": 2 } })).await;
        assert_eq!(names(&second), vec!["Բաժակ", "Գրիչ"]);

        let (_, missing) = editor.call("products/list", json!({ "query": { "search": "SRT", "missing_translation": true } })).await;
        assert_eq!(missing["total"], 27, "every one lacks Russian");
        let (_, first_id) = editor.call("products/list", json!({ "query": { "search": "SRT-E0" } })).await;
        let (id, version) = (first_id["products"][0]["id"].clone(), first_id["products"][0]["version"].clone());
        let mut whole = draft(&f, "SRT-E0");
        whole["texts"]["ru"] = json!({ "name": "Сортированный" });
        let (status, saved) = editor.call("products/save", json!({ "id": id, "version": version, "draft": whole })).await;
        assert_eq!(status, 200, "{saved}");
        let (_, missing) = editor.call("products/list", json!({ "query": { "search": "SRT", "missing_translation": true } })).await;
        assert_eq!(missing["total"], 26, "translated into all three once saved with Russian");
        app.stop().await;
    }
}

on_both_databases! {
    async fn bad_input_is_refused_field_by_field_in_the_staff_language_and_a_second_editor_is_told(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let save = |draft: Value| json!({ "id": null, "version": 0, "draft": draft });

        let mut nul = draft(&f, "JKT-1");
        nul["texts"]["hy"]["name"] = json!("Բաճ\u{0}կոն");
        let (status, refused) = editor.call("products/save", save(nul)).await;
        assert_eq!((status, only_field(&refused)), (422, Some("name")), "{refused}");

        let mut absurd = draft(&f, "has space");
        absurd["price"] = json!("-5");
        absurd["stock"] = json!("99999999999");
        absurd["texts"]["hy"]["name"] = json!("");
        let (status, refused) = editor.call("products/save", save(absurd)).await;
        assert_eq!(status, 422);
        assert_eq!(
            refused["fields"],
            json!({
                "sku": "SKU: Latin letters, digits, hyphens, dots or underscores, at most 64 characters",
                "price": "Enter the price in drams, e.g. 12500",
                "stock": "Stock: a whole number from 0 to 1,000,000",
                "name_hy": "This field is required"
            })
        );

        let (status, first) = editor.call("products/save", save(draft(&f, "JKT-1"))).await;
        assert_eq!(status, 200, "{first}");
        let (status, twin) = editor.call("products/save", save(draft(&f, "JKT-1"))).await;
        assert_eq!((status, only_field(&twin)), (422, Some("sku")), "{twin}");
        let mut same_name = draft(&f, "JKT-2");
        same_name["url_key"] = json!("dzmerayin-bachkon");
        let (status, taken) = editor.call("products/save", save(same_name)).await;
        assert_eq!((status, only_field(&taken)), (422, Some("url_key")), "a typed URL key another product has");
        let (status, numbered) = editor.call("products/save", save(draft(&f, "JKT-3"))).await;
        assert_eq!((status, numbered["draft"]["url_key"].as_str()), (200, Some("dzmerayin-bachkon-2")), "a made one gets a number");
        let mut gone = draft(&f, "JKT-4");
        gone["category_ids"] = json!([999_999]);
        let (status, refused) = editor.call("products/save", save(gone)).await;
        assert_eq!((status, only_field(&refused)), (422, Some("category_ids")));

        // Two editors read version 1; the first saves, the second is told and nothing is lost.
        let (id, version) = (first["id"].clone(), first["version"].clone());
        let mut theirs = first["draft"].clone();
        theirs["price"] = json!("11000");
        let (status, _) = editor.call("products/save", json!({ "id": id, "version": version, "draft": theirs })).await;
        assert_eq!(status, 200);
        let mut other = Staff::signed_in(&app, "other@shuka.am", Role::CatalogueEditor).await;
        other.call("session/locale", json!({ "locale": "hy" })).await;
        let mut mine = first["draft"].clone();
        mine["stock"] = json!("40");
        let (status, told) = other.call("products/save", json!({ "id": id, "version": version, "draft": mine })).await;
        assert_eq!(status, 409, "{told}");
        assert!(told["message"].as_str().unwrap().contains("մեկ այլ աշխատակից"), "in the staff member's language: {told}");
        let stored: i64 = sqlx::query_scalar("SELECT price_minor FROM products WHERE sku = 'JKT-1'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(stored, 1_100_000, "the first save stands");
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_bulk_change_touches_the_chosen_products_with_one_audit_entry_each_and_the_lists_follow(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        app.reindex().await;
        let follower = feed::spawn(app.state.catalogue.clone(), Duration::from_millis(50));
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let tools = format!("/api/products?category_id={}&locale=en", f.tools);
        let before = ids(&storefront(&app, &tools).await);
        assert!(!before.contains(&f.dress));

        let chosen = json!([f.dress, f.gown]);
        let (status, added) = editor.call("products/bulk", json!({ "ids": chosen, "change": { "kind": "add_category", "category_id": f.tools } })).await;
        assert_eq!((status, added["changed"].as_i64()), (200, Some(2)), "{added}");
        let listed = until(&app, &tools, |list| ids(list).contains(&f.dress) && ids(list).contains(&f.gown)).await;
        assert_eq!(ids(&listed).len(), before.len() + 2, "listed under tools too");
        let (_, again) = editor.call("products/bulk", json!({ "ids": chosen, "change": { "kind": "add_category", "category_id": f.tools } })).await;
        assert_eq!(again["changed"], 0, "already there: nothing changed, nothing audited");
        assert_eq!(audit_count(&app, "product.add_category").await, 2);

        let (_, disabled) = editor.call("products/bulk", json!({ "ids": [f.dress], "change": { "kind": "disable" } })).await;
        assert_eq!(disabled["changed"], 1);
        let hidden = until(&app, &tools, |list| !ids(list).contains(&f.dress)).await;
        assert!(!ids(&hidden).contains(&f.dress), "a disabled product leaves the lists");
        assert_eq!(audit_count(&app, "product.disable").await, 1);

        let (status, refused) = editor.call("products/bulk", json!({ "ids": chosen, "change": { "kind": "remove_category", "category_id": 999_999 } })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("category_id")));
        let (status, refused) = editor.call("products/bulk", json!({ "ids": [], "change": { "kind": "enable" } })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("ids")));
        follower.abort();
        app.stop().await;
    }
}

on_both_databases! {
    async fn editors_saving_different_products_at_once_are_all_saved(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let mut first = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let mut ids = Vec::new();
        for n in 0..8 {
            let (status, saved) = first.call("products/save", json!({ "id": null, "version": 0, "draft": draft(&f, &format!("MANY-{n}")) })).await;
            assert_eq!(status, 200, "{saved}");
            ids.push(saved["id"].as_i64().unwrap());
        }
        // Eight editors, each saving its own product five times over, all at once: on SQLite
        // each save waits for the others' commits rather than failing ("database is locked").
        let mut editors = Vec::new();
        for (n, id) in ids.into_iter().enumerate() {
            let mut editor = Staff::anonymous(&app);
            editor.sign_in("editor@shuka.am").await;
            let mut changed = draft(&f, &format!("MANY-{n}"));
            editors.push(tokio::spawn(async move {
                let mut version = 1;
                let mut statuses = Vec::new();
                for round in 0..5 {
                    changed["price"] = json!(format!("{}", 1000 + round));
                    let (status, saved) = editor.call("products/save", json!({ "id": id, "version": version, "draft": changed })).await;
                    assert_eq!(status, 200, "{saved}");
                    statuses.push(status);
                    version = saved["version"].as_i64().unwrap_or(version);
                }
                statuses
            }));
        }
        for editor in editors {
            assert_eq!(editor.await.unwrap(), vec![200; 5]);
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_special_price_planned_for_some_days_is_in_force_only_on_them(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        app.reindex().await;
        let follower = feed::spawn(app.state.catalogue.clone(), Duration::from_millis(50));
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        // The special price the shop shows ("0.0000" for none).
        let price_in_shop = |list: &Value, id: i64| {
            list["data"].as_array().unwrap().iter().find(|p| p["id"] == id).map(|p| p["special_price"].as_str().unwrap_or_default().to_string())
        };
        let category = format!("/api/products?category_id={}&locale=en", f.dresses);

        // Planned for January 2999: saved, but shoppers pay the price until then.
        let mut planned = draft(&f, "SALE-1");
        planned["special_price"] = json!("9 990");
        planned["special_from"] = json!("2999-01-01");
        planned["special_to"] = json!("2999-01-31");
        let (status, saved) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": planned })).await;
        assert_eq!(status, 200, "{saved}");
        let id = saved["id"].as_i64().unwrap();
        assert_eq!((saved["draft"]["special_price"].as_str(), saved["draft"]["special_from"].as_str()), (Some("9990"), Some("2999-01-01")));
        let listed = until(&app, &category, |list| price_in_shop(list, id).is_some()).await;
        assert_eq!(price_in_shop(&listed, id).as_deref(), Some("0.0000"));

        // Its first day comes: in force, the lists follow; after its last day, gone again.
        let changed = storefront_db::catalog::special_prices::apply(&app.db, "2999-01-01").await.unwrap();
        assert_eq!(changed, vec![id]);
        let on_sale = until(&app, &category, |list| price_in_shop(list, id).as_deref() == Some("9990.0000")).await;
        assert_eq!(price_in_shop(&on_sale, id).as_deref(), Some("9990.0000"));
        assert!(storefront_db::catalog::special_prices::apply(&app.db, "2999-01-31").await.unwrap().is_empty(), "nothing to change on its last day");
        assert_eq!(storefront_db::catalog::special_prices::apply(&app.db, "2999-02-01").await.unwrap(), vec![id]);
        let over = until(&app, &category, |list| price_in_shop(list, id).as_deref() == Some("0.0000")).await;
        assert_eq!(price_in_shop(&over, id).as_deref(), Some("0.0000"));
        // The editor still shows what was planned.
        let (_, editor_view) = editor.call("products/detail", json!({ "id": id })).await;
        assert_eq!(editor_view["draft"]["special_price"], "9990");

        // Days that cannot be, refused beside their fields.
        let mut wrong = draft(&f, "SALE-2");
        wrong["special_price"] = json!("9990");
        wrong["special_from"] = json!("2999-02-10");
        wrong["special_to"] = json!("2999-02-01");
        let (status, refused) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": wrong.clone() })).await;
        assert_eq!((status, refused["fields"]["special_to"].as_str()), (422, Some("The special price cannot end before it starts")));
        wrong["special_from"] = json!("10 February");
        let (status, refused) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": wrong })).await;
        assert_eq!((status, refused["fields"]["special_from"].as_str()), (422, Some("Enter a date as YYYY-MM-DD")));
        follower.abort();
        app.stop().await;
    }
}
