//! What crawlers read: page heads of product and category documents, the sitemap, robots.txt.

use crate::catalog_fixture;
use crate::common::TestApp;

async fn document(app: &TestApp, path: &str, status: u16) -> String {
    let response = app.get(path).send().await.unwrap();
    assert_eq!(response.status().as_u16(), status, "{path}");
    response.text().await.unwrap()
}

on_both_databases! {
    async fn product_documents_carry_title_canonical_alternates_and_product_json_ld(env) {
        let app = TestApp::start(&env).await;
        catalog_fixture::load(&app.db).await;
        let html = document(&app, "/shop/products/summer-dress/-1?locale=en", 200).await;
        assert!(html.contains("<title>Summer dress — Shuka</title>"), "{html}");
        assert_eq!(html.matches("<title>").count(), 1);
        assert!(html.contains("<html lang=\"en\""));
        assert!(html.contains(r#"<meta name="description" content="Summer dress">"#));
        let base = app.url.clone();
        assert!(html.contains(&format!(r#"<link rel="canonical" href="{base}/shop/products/summer-dress/-1?locale=en">"#)));
        for locale in ["hy", "ru", "en"] {
            assert!(html.contains(&format!(r#"hreflang="{locale}" href="{base}/shop/products/summer-dress/-1?locale={locale}""#)));
        }
        assert!(html.contains(r#"<meta property="og:type" content="product">"#));
        assert!(html.contains(&format!(r#"<meta property="og:image" content="{base}/cache/large/products/DRS-1.jpg">"#)));
        let json_ld = html.split(r#"<script type="application/ld+json">"#).nth(1).unwrap().split("</script>").next().unwrap();
        let json_ld: serde_json::Value = serde_json::from_str(json_ld).unwrap();
        assert_eq!(json_ld["@type"], "Product");
        assert_eq!(json_ld["offers"]["price"], "15000.00");
        assert_eq!(json_ld["offers"]["priceCurrency"], "AMD");
        assert_eq!(json_ld["offers"]["availability"], "https://schema.org/InStock");
        let armenian = document(&app, "/shop/products/claw-hammer/-1", 200).await;
        assert!(armenian.contains("<title>Մուրճ — Շուկա</title>"));
        assert!(armenian.contains("https://schema.org/OutOfStock"));
        app.stop().await;
    }
}

on_both_databases! {
    async fn missing_products_and_categories_are_404_documents(env) {
        let app = TestApp::start(&env).await;
        catalog_fixture::load(&app.db).await;
        let html = document(&app, "/shop/products/no-such-dress/-1", 404).await;
        assert!(html.contains("<div id=\"root\">"), "the shell still renders its not-found page");
        document(&app, "/shop/catalog/no-such-category", 404).await;
        let category = document(&app, "/shop/catalog/dresses?locale=ru", 200).await;
        assert!(category.contains("<title>Платья — Шука</title>"));
        document(&app, "/shop/catalog/search/anything", 200).await;
        app.stop().await;
    }
}

on_both_databases! {
    async fn sitemap_lists_categories_and_products_and_robots_points_to_it(env) {
        let app = TestApp::start(&env).await;
        catalog_fixture::load(&app.db).await;
        let robots = document(&app, "/robots.txt", 200).await;
        assert!(robots.contains("Disallow: /account"));
        assert!(robots.contains(&format!("Sitemap: {}/sitemap.xml", app.url)));
        let index = document(&app, "/sitemap.xml", 200).await;
        assert!(index.contains("<sitemapindex"));
        assert!(index.contains("/sitemap-categories.xml"));
        assert!(index.contains("/sitemap-products-1.xml"));
        assert!(!index.contains("/sitemap-products-2.xml"));
        let categories = document(&app, "/sitemap-categories.xml", 200).await;
        assert!(categories.contains(&format!("<loc>{}/shop/catalog/dresses</loc>", app.url)));
        let products = document(&app, "/sitemap-products-1.xml", 200).await;
        assert!(products.contains("/shop/products/summer-dress/-1</loc><lastmod>2026-11-20</lastmod>"));
        assert!(products.contains("hreflang=\"ru\""));
        assert!(!products.contains("GWN-1-RS"), "variants have no page of their own");
        assert_eq!(products.matches("<url>").count(), 3);
        document(&app, "/sitemap-products-2.xml", 404).await;
        app.stop().await;
    }
}
