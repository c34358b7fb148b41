//! The catalogue calls over HTTP, on both databases, against the fixture of catalog_fixture.rs.

use crate::catalog_fixture::{self, Fixture};
use crate::common::{json_of, TestApp};
use serde_json::{json, Value};

async fn start(env: &crate::common::TestEnv) -> (TestApp, Fixture) {
    let app = TestApp::start(env).await;
    let fixture = catalog_fixture::load(&app.db).await;
    (app, fixture)
}

async fn get(app: &TestApp, path: &str) -> Value {
    json_of(app.get(path).send().await.unwrap(), 200).await
}

/// Products of a list answer (without the maxPrice/minPrice tail).
fn products(list: &Value) -> Vec<Value> {
    list["data"].as_array().unwrap().iter().filter(|p| p.get("id").is_some()).cloned().collect()
}

fn skus(list: &Value) -> Vec<String> {
    products(list).iter().map(|p| p["sku"].as_str().unwrap().to_string()).collect()
}

on_both_databases! {
    async fn product_list_has_the_spec_shape_with_the_price_range_last(env) {
        let (app, _) = start(&env).await;
        let list = get(&app, "/api/products?limit=2&page=1").await;
        let data = list["data"].as_array().unwrap();
        assert_eq!(data.len(), 4, "two products, then maxPrice and minPrice");
        assert_eq!(data[2]["maxPrice"], 25000.0);
        assert_eq!(data[3]["minPrice"], 8000.0);
        assert_eq!((list["current_page"].as_u64(), list["last_page"].as_u64(), list["total"].as_u64()), (Some(1), Some(2), Some(3)));
        let page_two = get(&app, "/api/products?limit=2&page=2").await;
        assert_eq!(products(&page_two).len(), 1);
        app.stop().await;
    }
}

on_both_databases! {
    async fn product_resource_carries_prices_in_the_asked_currency(env) {
        let (app, _) = start(&env).await;
        let list = get(&app, "/api/products?sort=price-asc&currency=USD&locale=en").await;
        let dress = products(&list).into_iter().find(|p| p["url_key"] == "summer-dress").unwrap();
        assert_eq!(dress["name"], "Summer dress");
        assert_eq!(dress["price"], "50.0000");
        assert_eq!(dress["formated_price"], "$50.00");
        assert_eq!(dress["special_price"], "37.5000");
        assert_eq!(dress["formatted_special_price"], "$37.50");
        assert_eq!(dress["old_price"], "50.0000");
        assert_eq!(dress["discount_percent"], 25);
        assert_eq!(dress["new"], true);
        assert_eq!(dress["in_stock"], true);
        assert_eq!(dress["base_image"]["medium_image_url"], "/cache/medium/products/DRS-1.jpg");
        assert_eq!(dress["images"][0]["url"], "/storage/products/DRS-1.jpg");
        assert_eq!(dress["description"], "", "lists leave the long description out");
        let hammer = products(&list).into_iter().find(|p| p["url_key"] == "claw-hammer").unwrap();
        assert_eq!(hammer["special_price"], "0.0000", "no special price reads as 0.0000");
        assert_eq!(hammer["old_price"], Value::Null);
        assert_eq!(hammer["in_stock"], false);
        let rub = get(&app, "/api/products?sort=price-asc&currency=RUB&locale=ru").await;
        let first = &products(&rub)[0];
        assert_eq!((first["name"].as_str(), first["formated_price"].as_str()), (Some("Молоток"), Some("1,600 ₽")));
        app.stop().await;
    }
}

on_both_databases! {
    async fn lists_filter_by_category_attributes_price_and_flags(env) {
        let (app, f) = start(&env).await;
        let by_root = get(&app, &format!("/api/products?category_id={}&sort=price-asc", f.womens)).await;
        assert_eq!(skus(&by_root), ["DRS-1", "GWN-1"], "a root category includes its sub-categories");
        let blue = get(&app, &format!("/api/products?color={}", f.blue)).await;
        assert_eq!(skus(&blue), ["GWN-1"], "a parent matches the options of its variants");
        let red_medium = get(&app, &format!("/api/products?filter_color={}&size={}", f.red, f.medium)).await;
        assert_eq!(skus(&red_medium), ["GWN-1"]);
        assert_eq!((blue["total"].clone(), red_medium["total"].clone()), (json!(1), json!(1)), "totals count the filtered list");
        let red = get(&app, &format!("/api/products?category_id={}&color={}&filter_color={}&sort=price-asc", f.dresses, f.red, f.red)).await;
        assert_eq!((skus(&red), red["total"].clone()), (vec!["DRS-1".to_string(), "GWN-1".to_string()], json!(2)), "an option asked twice counts each product once");
        let priced = get(&app, "/api/products?price=30,70&currency=USD&sort=price-asc").await;
        assert_eq!(skus(&priced), ["DRS-1", "GWN-1"], "price bounds are in the asked currency");
        assert_eq!(priced["total"], 2);
        assert_eq!(priced["data"][2]["maxPrice"], 62.5, "the slider range ignores the price filter");
        assert_eq!(priced["data"][3]["minPrice"], 20.0);
        let narrower = get(&app, "/api/products?price=30,40&currency=USD&sort=price-asc").await;
        assert_eq!((skus(&narrower), narrower["total"].clone()), (vec!["DRS-1".to_string()], json!(1)), "another range of the same list is counted anew");
        assert_eq!(skus(&get(&app, "/api/products?new=1").await), ["DRS-1"]);
        assert_eq!(skus(&get(&app, "/api/products?featured=1").await), ["HMR-1"]);
        let sales = get(&app, "/api/z/prods?savings=true&sort=price-asc").await;
        assert_eq!(skus(&sales), ["DRS-1", "GWN-1"]);
        let empty = get(&app, &format!("/api/products?category_id={}&color={}", f.tools, f.red)).await;
        assert!(products(&empty).is_empty());
        assert_eq!(empty["total"], 0);
        assert_eq!(empty["last_page"], 1);
        app.stop().await;
    }
}

on_both_databases! {
    async fn lists_sort_by_price_name_and_date(env) {
        let (app, _) = start(&env).await;
        assert_eq!(skus(&get(&app, "/api/products?sort=price-desc").await), ["GWN-1", "DRS-1", "HMR-1"]);
        assert_eq!(skus(&get(&app, "/api/products?sort=price&order=asc").await), ["HMR-1", "DRS-1", "GWN-1"]);
        assert_eq!(skus(&get(&app, "/api/products?sort=name-asc&locale=en").await), ["HMR-1", "GWN-1", "DRS-1"]);
        assert_eq!(skus(&get(&app, "/api/products?sort=newest").await), ["DRS-1", "GWN-1", "HMR-1"]);
        // A price range (the hammer is $20) keeps each order, page by page.
        for sort in ["default", "price-asc", "price-desc", "name-asc", "name-desc", "newest"] {
            let mut expected = skus(&get(&app, &format!("/api/products?sort={sort}&locale=en")).await);
            expected.retain(|sku| sku != "HMR-1");
            let priced = format!("/api/products?sort={sort}&locale=en&currency=USD&price=30,70");
            assert_eq!(skus(&get(&app, &priced).await), expected, "{sort}");
            let second = get(&app, &format!("{priced}&limit=1&page=2")).await;
            assert_eq!((skus(&second), second["total"].clone()), (vec![expected[1].clone()], json!(2)), "{sort}, page 2");
            assert!(products(&get(&app, &format!("{priced}&limit=1&page=3")).await).is_empty(), "{sort}, past the end");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn bad_list_parameters_answer_400_naming_the_parameter(env) {
        let (app, _) = start(&env).await;
        for (query, field) in [
            ("page=0", "page"), ("limit=1000", "limit"), ("category_id=abc", "category_id"), ("sort=random", "sort"),
            ("price=cheap,10", "price"), ("color=red", "color"), ("locale=fr", "locale"), ("currency=EUR", "currency"), ("new=maybe", "new"),
        ] {
            let response = app.get(&format!("/api/products?{query}")).send().await.unwrap();
            let body = json_of(response, 400).await;
            assert_eq!(body["field"], field, "{query}");
            assert!(body["error"].as_str().unwrap().contains(field), "{query}: {body}");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn product_page_call_fills_variants_and_attributes(env) {
        let (app, f) = start(&env).await;
        let product = get(&app, "/api/products/evening-gown?locale=en").await["data"].clone();
        assert_eq!(product["type"], "configurable");
        assert_eq!(product["price"], "28000.0000");
        assert_eq!(product["special_price"], "25000.0000");
        assert!(product["description"].as_str().unwrap().contains("<p>Evening gown</p>"));
        assert!(!product["description"].as_str().unwrap().contains("script"), "description HTML is sanitised");
        let variants = product["variants"].as_array().unwrap();
        assert_eq!(variants.len(), 3);
        let red_m = variants.iter().find(|v| v["id"] == f.gown_red_m).unwrap();
        assert_eq!(red_m["options"]["color"], f.red);
        assert_eq!(red_m["options"]["size"], f.medium);
        assert_eq!(red_m["in_stock"], false);
        let attributes = product["attribute"].as_array().unwrap();
        assert_eq!(attributes.iter().map(|a| a["code"].as_str().unwrap()).collect::<Vec<_>>(), ["color", "size"]);
        let red = attributes[0]["options"].as_array().unwrap().iter().find(|o| o["id"] == f.red).unwrap();
        assert_eq!(red["label"], "Red");
        assert_eq!(red["swatch_value"], "#d62828");
        assert_eq!(red["products"], serde_json::json!([f.gown_red_s, f.gown_red_m]));
        let by_id = get(&app, &format!("/api/products/{}", f.dress)).await;
        assert_eq!(by_id["data"]["url_key"], "summer-dress");
        let missing = app.get("/api/products/no-such-thing").send().await.unwrap();
        assert_eq!(json_of(missing, 404).await["error"], "Product not found");
        let variant_direct = app.get(&format!("/api/products/{}", f.gown_red_s)).send().await.unwrap();
        assert_eq!(variant_direct.status(), 404, "variants are not products of their own");
        app.stop().await;
    }
}

on_both_databases! {
    async fn configurable_config_maps_options_to_variants(env) {
        let (app, f) = start(&env).await;
        let config = get(&app, &format!("/api/product-configurable-config/{}?currency=USD", f.gown)).await["data"].clone();
        assert_eq!(config["index"][f.gown_blue_s.to_string()][f.color.to_string()], f.blue);
        assert_eq!(config["index"][f.gown_blue_s.to_string()][f.size.to_string()], f.small);
        let blue_prices = &config["variant_prices"][f.gown_blue_s.to_string()];
        assert_eq!(blue_prices["regular_price"]["formated_price"], "$70.00");
        assert_eq!(blue_prices["final_price"]["formated_price"], "$62.50");
        assert_eq!(config["variant_images"][f.gown_red_s.to_string()][0]["path"], "products/GWN-1-RS.jpg");
        assert_eq!(config["out_of_stock"], serde_json::json!([f.gown_red_m]));
        assert_eq!(config["final_price"]["price"], "62.5000");
        assert_eq!(config["attributes"].as_array().unwrap().len(), 2);
        let simple = get(&app, &format!("/api/product-configurable-config/{}", f.dress)).await["data"].clone();
        assert_eq!(simple["attributes"], serde_json::json!([]));
        let variants = get(&app, &format!("/api/products/variants/{}", f.gown)).await;
        assert_eq!(variants["data"].as_array().unwrap().len(), 3);
        let bad = app.get("/api/product-configurable-config/abc").send().await.unwrap();
        assert_eq!(json_of(bad, 400).await["field"], "id");
        app.stop().await;
    }
}

on_both_databases! {
    async fn product_attributes_list_its_own_values(env) {
        let (app, f) = start(&env).await;
        let attrs = get(&app, &format!("/api/products/attrs/{}?locale=ru", f.dress)).await;
        assert_eq!(attrs["data"], serde_json::json!([{ "code": "color", "label": "Цвет", "value": "Красный" }]));
        app.stop().await;
    }
}

on_both_databases! {
    async fn categories_come_as_a_tree_with_counts_and_breadcrumbs(env) {
        let (app, f) = start(&env).await;
        let tree = get(&app, "/api/categories?locale=en").await["data"].clone();
        assert_eq!(tree.as_array().unwrap().len(), 2);
        assert_eq!(tree[0]["slug"], "womens-clothing");
        assert_eq!(tree[0]["name"], "Women's clothing");
        assert_eq!(tree[0]["product_count"], 2, "counts include sub-categories");
        assert_eq!(tree[0]["children"][0]["slug"], "dresses");
        let roots = get(&app, "/api/root-categories").await["data"].clone();
        assert_eq!(roots[0]["name"], "Կանացի հագուստ");
        let dresses = get(&app, "/api/categories/slug/dresses?locale=ru").await["data"].clone();
        assert_eq!(dresses["id"], f.dresses);
        assert_eq!(dresses["breadcrumbs"], serde_json::json!([
            { "id": f.womens, "slug": "womens-clothing", "name": "Женская одежда" },
            { "id": f.dresses, "slug": "dresses", "name": "Платья" },
        ]));
        let missing = app.get("/api/categories/slug/nope").send().await.unwrap();
        assert_eq!(json_of(missing, 404).await["error"], "Category not found");
        app.stop().await;
    }
}

on_both_databases! {
    async fn filters_offer_the_options_of_a_category(env) {
        let (app, f) = start(&env).await;
        let all = get(&app, "/api/category/all?locale=en").await["data"]["filter"].clone();
        assert_eq!(all.as_array().unwrap().iter().map(|a| a["code"].as_str().unwrap()).collect::<Vec<_>>(), ["color", "size"]);
        assert_eq!(all[0]["name"], "Colour");
        assert_eq!(all[0]["options"][0]["swatch_value"], "#d62828");
        let dresses = get(&app, &format!("/api/category?category_id={}", f.dresses)).await["data"]["filter"].clone();
        assert_eq!(dresses[0]["options"].as_array().unwrap().len(), 2);
        let tools = get(&app, &format!("/api/filters?category_id={}", f.tools)).await["data"]["filter"].clone();
        assert_eq!(tools, serde_json::json!([]), "no product in tools carries a colour or size");
        let missing = app.get("/api/category").send().await.unwrap();
        assert_eq!(json_of(missing, 400).await["field"], "category_id");
        app.stop().await;
    }
}

on_both_databases! {
    async fn home_blocks_related_products_sliders_and_banners(env) {
        let (app, f) = start(&env).await;
        let block = get(&app, "/api/home/products?position=position_first&limit=10").await;
        assert_eq!(skus(&block), ["GWN-1", "DRS-1"]);
        let blocks = get(&app, "/api/home/blocks?limit=1").await["data"].clone();
        assert_eq!(blocks.as_object().unwrap().len(), 13, "every position is present");
        assert_eq!(blocks["position_first"].as_array().unwrap().len(), 1, "limit applies per block");
        assert_eq!(blocks["position_first"][0]["sku"], "GWN-1");
        assert_eq!(blocks["position_thirteenth"], serde_json::json!([]));
        let newest = get(&app, "/api/home/products?limit=1").await;
        assert_eq!(skus(&newest), ["DRS-1"]);
        let bad = app.get("/api/home/products?position=position_fourteenth").send().await.unwrap();
        assert_eq!(json_of(bad, 400).await["field"], "position");
        let related = get(&app, &format!("/api/relation?id={}&relation=related_products", f.dress)).await;
        assert_eq!(skus(&related), ["GWN-1"]);
        assert!(skus(&get(&app, &format!("/api/relation?id={}", f.hammer)).await).is_empty());
        let sliders = get(&app, "/api/sliders?locale=hy").await;
        assert_eq!(sliders[0]["slider_path"], "/shop/catalog/dresses");
        assert_eq!(sliders[0]["image_url"], "/storage/sliders/1.jpg");
        assert_eq!(sliders[0]["mobile_image_url"], "/storage/sliders/1-m.jpg");
        assert!(!sliders[0]["content"].as_str().unwrap().contains("onerror"), "slider HTML is sanitised");
        let banners = get(&app, "/api/banners?locale=en").await;
        assert_eq!((banners[0]["content"].as_str(), banners[0]["link"].as_str()), (Some("Sale"), Some("/shop/saledProducts")));
        let currencies = get(&app, "/api/currencies").await;
        assert_eq!(currencies["data"][1], serde_json::json!({ "code": "USD", "symbol": "$", "name": "US Dollar", "rate_e9": 2500000 }));
        app.stop().await;
    }
}

on_both_databases! {
    async fn search_finds_products_across_scripts_and_lists_can_search(env) {
        let (app, f) = start(&env).await;
        app.reindex().await;
        let armenian = get(&app, "/api/search?search=%D5%A6%D5%A3%D5%A5%D5%BD%D5%BF&locale=en").await;
        let names: Vec<&str> = armenian.as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
        assert!(names.contains(&"Summer dress") && names.contains(&"Evening gown"), "«զգեստ»: {names:?}");
        let latin = get(&app, "/api/search?search=zgest&limit=1").await;
        assert_eq!(latin.as_array().unwrap().len(), 1, "limit is respected");
        let typo = get(&app, "/api/search?search=hamer&locale=en").await;
        assert_eq!(typo[0]["id"], f.hammer, "a misspelled word still finds");
        assert_eq!(get(&app, "/api/search?search=").await, serde_json::json!([]));
        assert_eq!(get(&app, "/api/search?search=xylophone").await, serde_json::json!([]));
        let bad = app.get("/api/search?search=x&limit=500").send().await.unwrap();
        assert_eq!(json_of(bad, 400).await["field"], "limit");
        let listed = get(&app, &format!("/api/products?search=dress&category_id={}", f.dresses)).await;
        assert!(skus(&listed).contains(&"DRS-1".to_string()));
        assert!(!skus(&listed).contains(&"HMR-1".to_string()));
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_catalogue_change_made_elsewhere_reaches_search_and_each_rebuild_hands_memory_back(env) {
        use std::sync::atomic::{AtomicUsize, Ordering};
        use std::sync::Arc;
        use storefront_api::catalog::refresh;
        let (app, f) = start(&env).await;
        app.reindex().await;
        let finds_hammer = |found: Value| found.as_array().unwrap().iter().any(|p| p["id"] == f.hammer);
        assert!(finds_hammer(get(&app, "/api/search?search=hammer&locale=en").await));
        let handed_back = Arc::new(AtomicUsize::new(0));
        let counter = handed_back.clone();
        let watcher = refresh::spawn(app.state.catalogue.clone(), std::time::Duration::from_millis(50), move || {
            counter.fetch_add(1, Ordering::SeqCst);
        })
        .await;
        // Another process writing outside the feed of changes (the seed command) takes the hammer
        // off sale and says so.
        sqlx::query("UPDATE products SET status = 0 WHERE id = $1").bind(f.hammer).execute(app.db.pool()).await.unwrap();
        storefront_db::catalog::listing::mark_changed(&app.db).await.unwrap();
        let mut waited = 0;
        while finds_hammer(get(&app, "/api/search?search=hammer&locale=en").await) || handed_back.load(Ordering::SeqCst) == 0 {
            assert!(waited < 200, "after 10 s the search still finds a product taken off sale, or no memory was handed back");
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            waited += 1;
        }
        // Nothing changed since: no more rebuilds, however many times the watcher looks.
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert_eq!(handed_back.load(Ordering::SeqCst), 1, "one change, one rebuild");
        watcher.abort();
        app.stop().await;
    }
}

on_both_databases! {
    async fn lists_and_search_show_the_stock_and_price_another_server_recorded_within_a_second_while_texts_stay_cached(env) {
        use storefront_api::catalog::feed;
        use storefront_db::catalog::catalog_changes::{self, Kind};
        let (app, f) = start(&env).await;
        app.reindex().await;
        let follower = feed::spawn(app.state.catalogue.clone(), std::time::Duration::from_millis(50));
        let hammer = |list: &Value| products(list).into_iter().find(|p| p["sku"] == "HMR-1").unwrap();
        let before = get(&app, "/api/products?locale=en").await;
        assert_eq!(hammer(&before)["in_stock"], false);
        // A delivery recorded by another server changes stock and price without touching the
        // catalogue's texts, and says so in the feed of changes (this server's own sales show at
        // once: checkout::lists_and_suggestions_show_the_stock_a_sale_left_at_once).
        let mut tx = app.db.pool().begin().await.unwrap();
        sqlx::query("UPDATE products SET qty = 7, price_minor = price_minor * 2 WHERE id = $1").bind(f.hammer).execute(&mut *tx).await.unwrap();
        // Two products, as an order of a variant records it and its listed product.
        catalog_changes::record(&mut tx, Kind::Stock, &[f.hammer, f.dress]).await.unwrap();
        tx.commit().await.unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(1);
        let after = loop {
            let list = get(&app, "/api/products?locale=en").await;
            if hammer(&list)["in_stock"] == true || std::time::Instant::now() > deadline {
                break list;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        };
        follower.abort();
        assert_eq!((hammer(&after)["in_stock"].clone(), hammer(&after)["qty"].clone()), (Value::Bool(true), Value::from(7)));
        let doubled = |p: &Value| p["price"].as_str().unwrap().parse::<f64>().unwrap();
        assert_eq!(doubled(&hammer(&after)), 2.0 * doubled(&hammer(&before)));
        let found = get(&app, "/api/search?search=hammer&locale=en").await;
        assert_eq!((found[0]["id"].clone(), found[0]["in_stock"].clone()), (Value::from(f.hammer), Value::Bool(true)));
        assert_eq!(found[0]["name"], hammer(&before)["name"], "the cached card keeps the name");
        app.stop().await;
    }
}
