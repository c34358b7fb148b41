//! A catalogue editor making a product configurable through the back office's server
//! functions, over real HTTP on both databases: its variants by colour and size are sold by the
//! storefront at their own prices, the product shows its cheapest sold variant and filters by
//! the options its sold variants carry; a variant removed is gone; bad variants are refused by
//! their place and field; a second editor is told.

use std::time::Duration;

use serde_json::{json, Value};
use storefront_api::catalog::feed;
use storefront_core::staff::Role;

use crate::back_office::{audit_count, only_field, start_owners_without_totp, Staff};
use crate::catalog_fixture::{self, Fixture};
use crate::catalogue_editing::{ids, storefront, until};

fn variant(f: &Fixture, colour: i64, size: i64, sku: &str, price: &str, stock: &str, enabled: bool) -> Value {
    json!({ "options": { f.color.to_string(): colour, f.size.to_string(): size }, "sku": sku, "price": price, "stock": stock, "enabled": enabled })
}

on_both_databases! {
    async fn a_product_made_configurable_is_sold_by_its_variants_and_filtered_by_their_options(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        app.reindex().await;
        let follower = feed::spawn(app.state.catalogue.clone(), Duration::from_millis(50));
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let draft = json!({ "sku": "COAT", "price": "1", "stock": "0", "enabled": true, "category_ids": [f.dresses],
            "texts": { "hy": { "name": "Վերարկու" }, "en": { "name": "Coat" } } });
        let (status, saved) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": draft })).await;
        assert_eq!(status, 200, "{saved}");
        let id = saved["id"].as_i64().unwrap();

        let (status, empty) = editor.call("products/variants", json!({ "id": id })).await;
        assert_eq!(status, 200, "{empty}");
        assert_eq!(empty["draft"], json!({ "attributes": [], "variants": [] }));
        let colour = empty["attributes"].as_array().unwrap().iter().find(|a| a["id"] == f.color).unwrap().clone();
        assert_eq!(colour["options"][0], json!([f.red, "Red", "Red"]));

        let variants = json!({ "attributes": [f.color, f.size], "variants": [
            variant(&f, f.red, f.small, "COAT-red-s", "10 000", "2", true),
            variant(&f, f.red, f.medium, "COAT-red-m", "11000", "0", true),
            variant(&f, f.blue, f.small, "COAT-blue-s", "9000", "5", false),
        ] });
        let (status, saved) = editor.call("products/save_variants", json!({ "id": id, "version": empty["version"], "draft": variants })).await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved["draft"]["variants"].as_array().unwrap().len(), 3);
        assert!(saved["draft"]["variants"].as_array().unwrap().iter().all(|v| v["id"].as_i64().is_some()));
        let (_, product) = editor.call("products/detail", json!({ "id": id })).await;
        assert_eq!((product["kind"].as_str(), product["draft"]["price"].as_str(), product["draft"]["stock"].as_str()), (Some("configurable"), Some("10000"), Some("2")));

        // The shop: the cheapest sold variant's price; red offered, blue (not sold) not.
        let red = format!("/api/products?category_id={}&color={}&locale=en", f.dresses, f.red);
        let listed = until(&app, &red, |list| ids(list).contains(&id)).await;
        let shown = listed["data"].as_array().unwrap().iter().find(|p| p["id"] == id).unwrap();
        assert_eq!((shown["type"].as_str(), shown["price"].as_str()), (Some("configurable"), Some("10000.0000")));
        let blue = format!("/api/products?category_id={}&color={}&locale=en", f.dresses, f.blue);
        assert!(!ids(&storefront(&app, &blue).await).contains(&id), "no sold variant is blue");
        let page = storefront(&app, &format!("/api/products/{id}?locale=en")).await;
        let skus: Vec<&str> = page["data"]["variants"].as_array().unwrap().iter().map(|v| v["sku"].as_str().unwrap()).collect();
        assert_eq!(skus, ["COAT-red-s", "COAT-red-m"], "the variants sold: {page}");

        // One variant removed, one repriced: the product follows.
        let mut kept = saved["draft"].clone();
        kept["variants"].as_array_mut().unwrap().remove(0);
        kept["variants"][0]["price"] = json!("10500");
        kept["variants"][0]["stock"] = json!("4");
        let (status, again) = editor.call("products/save_variants", json!({ "id": id, "version": saved["version"], "draft": kept })).await;
        assert_eq!(status, 200, "{again}");
        let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM products WHERE parent_id = $1").bind(id).fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(left, 2);
        let repriced = until(&app, &red, |list| list["data"].as_array().unwrap().iter().any(|p| p["id"] == id && p["price"] == "10500.0000")).await;
        assert!(repriced["data"].as_array().unwrap().iter().any(|p| p["id"] == id && p["price"] == "10500.0000"), "{repriced}");

        // A second editor who read the first version is told; nothing of the first is lost.
        let (status, _) = editor.call("products/save_variants", json!({ "id": id, "version": saved["version"], "draft": again["draft"] })).await;
        assert_eq!(status, 409);
        assert_eq!(audit_count(&app, "product.variants").await, 2);
        follower.abort();
        app.stop().await;
    }
}

on_both_databases! {
    async fn bad_variants_are_refused_by_their_place_and_field(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let draft = json!({ "sku": "BOOT", "price": "1", "stock": "0", "enabled": true, "texts": { "hy": { "name": "Կոշիկ" } } });
        let (_, saved) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": draft })).await;
        let (id, version) = (saved["id"].as_i64().unwrap(), saved["version"].clone());
        let save = |variants: Vec<Value>| json!({ "id": id, "version": version, "draft": { "attributes": [f.color, f.size], "variants": variants } });

        let (status, refused) = editor.call("products/save_variants", save(vec![
            variant(&f, f.red, f.small, "BOOT-1", "-1", "1", true),
            variant(&f, f.red, f.small, "BOOT-2", "100", "1", true),
        ])).await;
        assert_eq!(status, 422, "{refused}");
        assert_eq!(refused["fields"]["variants.0.price"], "Enter the price in drams, e.g. 12500");
        assert_eq!(refused["fields"]["variants.1.options"], "A variant with these options already exists");

        // Another product's SKU, and a size given as a colour.
        let hammer_sku: String = sqlx::query_scalar("SELECT sku FROM products WHERE id = $1").bind(f.hammer).fetch_one(app.db.pool()).await.unwrap();
        let (status, refused) = editor.call("products/save_variants", save(vec![variant(&f, f.red, f.small, &hammer_sku, "100", "1", true)])).await;
        assert_eq!((status, only_field(&refused)), (422, Some("variants.0.sku")), "{refused}");
        let (status, refused) = editor.call("products/save_variants", save(vec![variant(&f, f.small, f.small, "BOOT-3", "100", "1", true)])).await;
        assert_eq!((status, only_field(&refused)), (422, Some("variants.0.options")), "{refused}");

        let too_many: Vec<Value> = (0..101).map(|n| variant(&f, f.red, f.small, &format!("B-{n}"), "1", "1", true)).collect();
        let (status, refused) = editor.call("products/save_variants", save(too_many)).await;
        assert_eq!((status, refused["fields"]["variants"].as_str()), (422, Some("A product can have at most 100 variants")));
        assert_eq!(audit_count(&app, "product.variants").await, 0, "nothing was written");
        app.stop().await;
    }
}

on_both_databases! {
    async fn variants_show_the_pictures_chosen_for_them_and_a_product_can_be_made_simple_again(env) {
        use storefront_db::catalog::pictures;
        use storefront_db::staff::audit::Actor;
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        app.reindex().await;
        let follower = feed::spawn(app.state.catalogue.clone(), Duration::from_millis(50));
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let draft = json!({ "sku": "SCARF", "price": "1", "stock": "0", "enabled": true, "category_ids": [f.dresses],
            "texts": { "hy": { "name": "Շարֆ" } } });
        let (_, saved) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": draft })).await;
        let id = saved["id"].as_i64().unwrap();
        let mut picture = Vec::new();
        for path in ["products/scarf-main.jpg", "products/scarf-red.jpg", "products/scarf-blue.jpg"] {
            let added = pictures::add(&app.db, id, (path, ""), 30, &Actor::housekeeping()).await.unwrap();
            let pictures::Added::Done(row) = added else { panic!("{added:?}") };
            picture.push(row.id);
        }
        let (_, empty) = editor.call("products/variants", json!({ "id": id })).await;
        let with = |colour: i64, sku: &str, shown: &[i64]| {
            let mut line = variant(&f, colour, f.small, sku, "5000", "3", true);
            line["pictures"] = json!(shown);
            line
        };
        // Chosen in any order: the variant shows them in the product's.
        let variants = json!({ "attributes": [f.color, f.size], "variants": [
            with(f.red, "SCARF-red", &[picture[1], picture[0]]),
            with(f.blue, "SCARF-blue", &[picture[2]]),
        ] });
        let (status, saved) = editor.call("products/save_variants", json!({ "id": id, "version": empty["version"], "draft": variants })).await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved["draft"]["variants"][0]["pictures"], json!([picture[0], picture[1]]));
        let red_id = saved["draft"]["variants"][0]["id"].as_i64().unwrap();
        let blue_id = saved["draft"]["variants"][1]["id"].as_i64().unwrap();
        let config = until(&app, &format!("/api/product-configurable-config/{id}?locale=en"), |c| c["data"]["variant_images"][blue_id.to_string()][0].is_object()).await;
        let paths = |variant: i64| -> Vec<String> {
            config["data"]["variant_images"][variant.to_string()].as_array().unwrap().iter().map(|i| i["path"].as_str().unwrap().to_string()).collect()
        };
        assert_eq!(paths(red_id), ["products/scarf-main.jpg", "products/scarf-red.jpg"]);
        assert_eq!(paths(blue_id), ["products/scarf-blue.jpg"]);

        // A picture that is not the product's is refused beside the variant.
        let mut foreign = saved["draft"].clone();
        foreign["variants"][1]["pictures"] = json!([picture[2] + 1000]);
        let (status, refused) = editor.call("products/save_variants", json!({ "id": id, "version": saved["version"], "draft": foreign })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("variants.1.pictures")), "{refused}");

        // The product's picture removed: no variant shows it any more.
        pictures::remove(&app.db, id, picture[2], &Actor::housekeeping()).await.unwrap().expect("removed");
        let (_, reread) = editor.call("products/variants", json!({ "id": id })).await;
        assert_eq!(reread["draft"]["variants"][1]["pictures"], json!([]));
        let shown: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM product_images WHERE path = 'products/scarf-blue.jpg'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(shown, 0);

        // Simple again: asked at the version read (a stale one is told), its variants gone, its
        // price kept, no stock until entered, no longer filtered by the variants' colours.
        let (status, _) = editor.call("products/make_simple", json!({ "id": id, "version": empty["version"] })).await;
        assert_eq!(status, 409);
        let (status, simple) = editor.call("products/make_simple", json!({ "id": id, "version": reread["version"] })).await;
        assert_eq!(status, 200, "{simple}");
        assert_eq!((simple["draft"]["variants"].as_array().map(Vec::len), simple["price_minor"].as_i64(), simple["stock"].as_i64()), (Some(0), Some(500_000), Some(0)));
        let (_, product) = editor.call("products/detail", json!({ "id": id })).await;
        assert_eq!((product["kind"].as_str(), product["draft"]["price"].as_str(), product["draft"]["stock"].as_str()), (Some("simple"), Some("5000"), Some("0")));
        let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM products WHERE parent_id = $1").bind(id).fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(left, 0);
        let red = format!("/api/products?category_id={}&color={}&locale=en", f.dresses, f.red);
        let listed = until(&app, &red, |list| !ids(list).contains(&id)).await;
        assert!(!ids(&listed).contains(&id), "no longer red: {listed}");
        let page = storefront(&app, &format!("/api/products/{id}?locale=en")).await;
        assert_eq!(page["data"]["type"], "simple", "{page}");
        assert_eq!(audit_count(&app, "product.variants").await, 2);
        follower.abort();
        app.stop().await;
    }
}
