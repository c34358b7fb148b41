//! The first screen the server draws into a storefront document: what a browser without script
//! (or before it) shows and follows, in the shopper's language and currency, drawn from the
//! same answers the API gives, which the document carries for the shell.

use serde_json::Value;
use storefront_core::money::{Amount, Currency};

use crate::catalog_fixture;
use crate::common::TestApp;
use crate::content_fixture;

async fn document(app: &TestApp, path: &str, cookie: Option<&str>) -> (u16, String) {
    let mut request = app.get(path);
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    let response = request.send().await.unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

/// The markup in the shell's root.
fn drawn(html: &str) -> &str {
    let start = html.find(r#"<div id="root" data-first-screen="">"#).unwrap_or_else(|| panic!("no first screen in {html}"));
    let end = html.find(r#"<script type="application/json" id="first-screen-answers">"#).unwrap();
    &html[start..end]
}

/// The answers the document carries, by their keys.
fn answers(html: &str) -> Value {
    let block =
        html.split(r#"<script type="application/json" id="first-screen-answers">"#).nth(1).unwrap().split("</script>").next().unwrap();
    serde_json::from_str(block).unwrap()
}

fn price(minor: i64, currency: Currency) -> String {
    Amount::new(minor, currency).display()
}

on_both_databases! {
    async fn a_category_arrives_drawn_from_the_answers_it_carries(env) {
        let app = TestApp::start(&env).await;
        let fixture = catalog_fixture::load(&app.db).await;
        let (status, html) = document(&app, "/shop/catalog/dresses?locale=en", None).await;
        assert_eq!(status, 200);
        let screen = drawn(&html);
        assert!(screen.contains(r#"<h1 class="page-title listing__title" tabindex="-1">Dresses</h1>"#), "{screen}");
        assert!(screen.contains(r#"<a class="product-card__link" href="/shop/products/summer-dress/-1">Summer dress</a>"#));
        assert!(screen.contains(&price(1_500_000, Currency::Amd)) && screen.contains(&price(2_000_000, Currency::Amd)), "special and regular price");
        assert!(screen.contains(r#"<a class="category-tree__link" href="/shop/catalog/tools">"#), "other categories are links");
        assert!(screen.contains(&format!(r#"href="/shop/catalog/dresses?filter_color={}""#, fixture.red)), "filters are links");
        assert!(screen.contains("2 products"), "the count in English plurals: {screen}");

        // The list it shows is the API's answer to the call the shell makes, carried as it came.
        let carried = answers(&html);
        let key = format!("/api/products?category_id={}&currency=AMD&limit=24&locale=en&page=1", fixture.dresses);
        let api: Value = app.get(&key).send().await.unwrap().json().await.unwrap();
        assert_eq!(carried[&key], api);
        assert!(carried["/api/categories?locale=en"]["data"].is_array());
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_filter_or_a_page_link_draws_that_list(env) {
        let app = TestApp::start(&env).await;
        let fixture = catalog_fixture::load(&app.db).await;
        let (_, html) = document(&app, &format!("/shop/catalog?locale=en&filter_color={}", fixture.red), None).await;
        let screen = drawn(&html);
        assert!(screen.contains("Summer dress") && screen.contains("Evening gown"), "both carry red");
        assert!(!screen.contains("Claw hammer"));
        assert!(screen.contains(r#"class="filter-option filter-option--colour is-selected" href="/shop/catalog""#), "the chosen option's link clears it: {screen}");
        let names = |html: &str| drawn(html).split(r#"class="product-card__link""#).skip(1).map(|card| card.split('<').next().unwrap().to_string()).collect::<Vec<_>>();
        let (_, first) = document(&app, "/shop/catalog?locale=en&limit=1", None).await;
        let (_, second) = document(&app, "/shop/catalog?locale=en&limit=1&page=2", None).await;
        assert_eq!((names(&first).len(), names(&second).len()), (1, 1));
        assert_ne!(names(&first), names(&second), "page 2 is the next product");
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_product_is_drawn_in_the_language_and_currency_of_the_cookie(env) {
        let app = TestApp::start(&env).await;
        catalog_fixture::load(&app.db).await;
        let (status, html) = document(&app, "/shop/products/evening-gown/-1", Some("theme=dark; shop_prefs=ru.USD")).await;
        assert_eq!(status, 200);
        assert!(html.contains("<html lang=\"ru\""), "the head follows the cookie's language too");
        let screen = drawn(&html);
        assert!(screen.contains(r#"<h1 class="product__name" id="first-screen-product-name" data-testid="product-name">Вечернее платье</h1>"#), "{screen}");
        // 25,000 drams at 0.0025 USD a dram.
        assert!(screen.contains(&price(6_250, Currency::Usd)), "{screen}");
        assert!(screen.contains(r#"<option value="USD" selected>"#));
        assert!(screen.contains(r#"data-testid="option-color-"#) && screen.contains("Красный"), "the options to choose");
        assert!(answers(&html)["/api/products/evening-gown?currency=USD&locale=ru"]["data"]["id"].is_number());

        // A link in another language (hreflang) wins over the cookie's.
        let (_, html) = document(&app, "/shop/products/claw-hammer/-1?locale=en", Some("shop_prefs=ru.RUB")).await;
        let screen = drawn(&html);
        assert!(screen.contains("Claw hammer") && screen.contains("Out of stock"), "{screen}");
        assert!(screen.contains(&price(160_000, Currency::Rub)));

        // The product's main picture is asked for first, at the size shown.
        let (_, html) = document(&app, "/shop/products/summer-dress/-1", None).await;
        let preload = html.find(r#"<link rel="preload" as="image" href="/cache/large/products/DRS-1.jpg""#).expect("the main picture is preloaded");
        assert!(preload < html.find("<script").unwrap(), "before the scripts");
        app.stop().await;
    }
}

on_both_databases! {
    async fn posts_pages_and_searches_read_without_script(env) {
        let app = TestApp::start(&env).await;
        catalog_fixture::load(&app.db).await;
        content_fixture::load(&app.db).await;
        let (_, html) = document(&app, "/blog/post-3?locale=en", None).await;
        let screen = drawn(&html);
        assert!(screen.contains(r#"<h1 class="page-title post__title">Post 3</h1>"#), "{screen}");
        assert!(screen.contains(r#"<a href="/page/terms" rel="noopener noreferrer">terms</a>"#) && !screen.contains("onclick") && !screen.contains("<script"), "the sanitised text: {screen}");
        assert!(screen.contains(r#"href="/blog" data-testid="back-to-blog""#));

        let (_, html) = document(&app, "/page/about-us?locale=en", None).await;
        let screen = drawn(&html);
        assert!(screen.contains(r#"<h1 class="page-title content-page__title">About us</h1>"#));
        assert!(screen.contains("<p>Shuka</p>") && !screen.contains("<h2>About us</h2>"), "the heading that repeats the title is dropped once");
        assert!(
            screen.contains(r#"href="/page/about-us" aria-current="page" data-testid="header-menu-link">About us</a>"#),
            "the header's CMS menu, marked as this page: {screen}"
        );

        // The test server's search index is empty: the results page says nothing matched.
        let (_, html) = document(&app, "/shop/catalog/search/summer%20dress?locale=en", None).await;
        let screen = drawn(&html);
        assert!(screen.contains(r#"<h1 class="page-title listing__title" tabindex="-1">"#) && screen.contains(r#"data-testid="empty-state""#), "{screen}");
        assert!(screen.contains("summer dress"), "the word searched for, decoded");
        app.stop().await;
    }
}

on_both_databases! {
    async fn the_shoppers_own_pages_and_missing_ones_are_not_drawn(env) {
        let app = TestApp::start(&env).await;
        catalog_fixture::load(&app.db).await;
        for path in ["/shop/cart", "/checkout", "/account/orders", "/wishlist"] {
            let (status, html) = document(&app, path, None).await;
            assert_eq!(status, 200, "{path}");
            assert!(!html.contains("data-first-screen") && !html.contains("first-screen-answers"), "{path}");
        }
        let (status, html) = document(&app, "/shop/products/no-such-dress/-1", None).await;
        assert_eq!(status, 404);
        assert!(!html.contains("data-first-screen"));
        let (status, html) = document(&app, "/blog/no-such-post", None).await;
        assert_eq!(status, 200, "the shell says the post is missing");
        assert!(!html.contains("data-first-screen"));
        app.stop().await;
    }
}
