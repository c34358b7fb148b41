//! The stores over HTTP, on both databases: the approved sellers, and one store's products
//! filtered, priced and paged by the catalogue's list code (catalog_fixture.rs plus sellers:
//! `ararat-textile` sells the summer dress and the evening gown, `sevan-tools` the hammer,
//! `pending-co` is an application not yet approved).

use serde_json::Value;
use storefront_db::catalog::listing;
use storefront_server::Db;

use crate::catalog_fixture::{self, Fixture};
use crate::common::{json_of, TestApp, TestEnv};

async fn seller(db: &Db, url: &str, status: &str, titles: &[(&str, &str, &str)]) -> i64 {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO sellers (url, logo_path, status, created_at) VALUES ($1, $2, $3, '2026-01-01T00:00:00Z') RETURNING id",
    )
    .bind(url)
    .bind(format!("sellers/{url}.jpg"))
    .bind(status)
    .fetch_one(db.pool())
    .await
    .unwrap();
    for (locale, title, description) in titles {
        sqlx::query("INSERT INTO seller_translations (seller_id, locale, shop_title, description) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind(*locale)
            .bind(*title)
            .bind(*description)
            .execute(db.pool())
            .await
            .unwrap();
    }
    id
}

async fn sell(db: &Db, seller: i64, product: i64) {
    sqlx::query("UPDATE products SET seller_id = $1 WHERE id = $2 OR parent_id = $2")
        .bind(seller)
        .bind(product)
        .execute(db.pool())
        .await
        .unwrap();
}

async fn start(env: &TestEnv) -> (TestApp, Fixture) {
    let app = TestApp::start(env).await;
    let f = catalog_fixture::load(&app.db).await;
    let db = &app.db;
    let ararat = seller(
        db,
        "ararat-textile",
        "approved",
        &[
            ("hy", "Արարատ Տեքստիլ", "<p>Հայկական գործվածքներ</p>"),
            ("ru", "Арарат Текстиль", "<p>Армянские ткани</p>"),
            ("en", "Ararat Textile", "<p>Armenian fabrics</p><script>alert(1)</script>"),
        ],
    )
    .await;
    let sevan = seller(db, "sevan-tools", "approved", &[("hy", "Սևան Գործիքներ", "")]).await;
    seller(db, "pending-co", "pending", &[("hy", "Սպասող", "")]).await;
    sell(db, ararat, f.dress).await;
    sell(db, ararat, f.gown).await;
    sell(db, sevan, f.hammer).await;
    // Writers outside the feed of changes mark the catalogue changed; the lists follow.
    listing::mark_changed(db).await.unwrap();
    listing::refresh(db).await.unwrap();
    app.reindex().await;
    (app, f)
}

async fn get(app: &TestApp, path: &str) -> Value {
    json_of(app.get(path).send().await.unwrap(), 200).await
}

fn skus(products: &Value) -> Vec<String> {
    products["data"].as_array().unwrap().iter().map(|p| p["sku"].as_str().unwrap().to_string()).collect()
}

on_both_databases! {
    async fn sellers_lists_approved_stores_only(env) {
        let (app, _) = start(&env).await;
        let sellers = get(&app, "/api/sellers?locale=en").await;
        let sellers = sellers.as_array().expect("a bare array");
        let urls: Vec<&str> = sellers.iter().map(|s| s["url"].as_str().unwrap()).collect();
        assert_eq!(urls, ["ararat-textile", "sevan-tools"], "the pending application is not a store");
        let ararat = &sellers[0];
        assert_eq!(ararat["shop_title"], "Ararat Textile");
        assert_eq!(ararat["description"], "<p>Armenian fabrics</p>", "sanitised");
        assert_eq!(ararat["logo"], "sellers/ararat-textile.jpg");
        assert_eq!(ararat["logo_url"], "/storage/sellers/ararat-textile.jpg");
        assert!(ararat["id"].as_i64().is_some());
        assert_eq!(sellers[1]["shop_title"], "Սևան Գործիքներ", "Armenian where a translation is missing");
        assert_eq!(get(&app, "/api/sellers").await[0]["shop_title"], "Արարատ Տեքստիլ");
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_store_lists_its_own_products_with_store_and_price_range(env) {
        let (app, _) = start(&env).await;
        let answer = get(&app, "/api/market/products?slug=ararat-textile&locale=en&limit=24&page=1&type=simple").await;
        let parts = answer.as_array().expect("[products, store, {maxPrice}, {minPrice}]");
        assert_eq!(parts.len(), 4);
        let (products, store) = (&parts[0], &parts[1]);
        let mut listed = skus(products);
        listed.sort();
        assert_eq!(listed, ["DRS-1", "GWN-1"], "the hammer belongs to another store");
        assert_eq!((products["current_page"].as_i64(), products["last_page"].as_i64(), products["total"].as_i64()), (Some(1), Some(1), Some(2)));
        assert_eq!(products["per_page"], 24);
        assert_eq!(products["data"][0]["shop_name"], "Ararat Textile");
        assert_eq!(store["url"], "ararat-textile");
        assert_eq!(store["shop_title"], "Ararat Textile");
        assert_eq!(parts[2]["maxPrice"], 25000.0);
        assert_eq!(parts[3]["minPrice"], 15000.0);

        // Paged and sorted like the catalogue.
        let second = get(&app, "/api/market/products?slug=ararat-textile&limit=1&page=2&sort=price-desc").await;
        assert_eq!(skus(&second[0]), ["DRS-1"]);
        assert_eq!((second[0]["current_page"].as_i64(), second[0]["last_page"].as_i64()), (Some(2), Some(2)));

        let sevan = get(&app, "/api/market/products?slug=sevan-tools").await;
        assert_eq!(skus(&sevan[0]), ["HMR-1"]);
        assert_eq!(sevan[1]["shop_title"], "Սևան Գործիքներ");
        app.stop().await;
    }
}

on_both_databases! {
    async fn store_filters_narrow_the_list_and_the_range_ignores_the_price_filter(env) {
        let (app, f) = start(&env).await;
        let base = "/api/market/products?slug=ararat-textile";
        let cheap = get(&app, &format!("{base}&price=0,20000")).await;
        assert_eq!(skus(&cheap[0]), ["DRS-1"]);
        assert_eq!(cheap[0]["total"], 1);
        assert_eq!((cheap[2]["maxPrice"].as_f64(), cheap[3]["minPrice"].as_f64()), (Some(25000.0), Some(15000.0)), "the slider keeps the store's range");

        let blue = get(&app, &format!("{base}&color={}", f.blue)).await;
        assert_eq!(skus(&blue[0]), ["GWN-1"]);
        assert_eq!((blue[2]["maxPrice"].as_f64(), blue[3]["minPrice"].as_f64()), (Some(25000.0), Some(25000.0)));
        let small_red = get(&app, &format!("{base}&filter_color={}&size={}", f.red, f.small)).await;
        assert_eq!(skus(&small_red[0]), ["GWN-1"]);
        let nothing = get(&app, &format!("{base}&size={}&price=0,1000", f.medium)).await;
        assert_eq!(nothing[0]["data"], serde_json::json!([]));

        let dollars = get(&app, &format!("{base}&currency=USD&price=0,40")).await;
        assert_eq!(skus(&dollars[0]), ["DRS-1"], "40 USD is 16,000 AMD");
        assert_eq!(dollars[0]["data"][0]["formated_price"], "$50.00");
        assert_eq!(dollars[2]["maxPrice"], 62.5);
        app.stop().await;
    }
}

on_both_databases! {
    async fn unknown_or_unapproved_stores_404_and_bad_filters_400(env) {
        let (app, _) = start(&env).await;
        for slug in ["no-such-store", "pending-co"] {
            let answer = json_of(app.get(&format!("/api/market/products?slug={slug}")).send().await.unwrap(), 404).await;
            assert_eq!(answer["error"], "Store not found", "{slug}");
        }
        for (query, field) in [
            ("", "slug"),
            ("slug=ararat-textile&color=red", "color"),
            ("slug=ararat-textile&price=cheap", "price"),
            ("slug=ararat-textile&limit=500", "limit"),
            ("slug=ararat-textile&sort=random", "sort"),
            ("slug=ararat-textile&currency=EUR", "currency"),
        ] {
            let answer = json_of(app.get(&format!("/api/market/products?{query}")).send().await.unwrap(), 400).await;
            assert_eq!(answer["field"], field, "{query}");
        }
        app.stop().await;
    }
}
