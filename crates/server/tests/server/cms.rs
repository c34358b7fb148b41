//! CMS menus and pages and the social links over HTTP, on both databases, against the content
//! fixture of content_fixture.rs.

use serde_json::Value;

use crate::common::{json_of, TestApp, TestEnv};
use crate::content_fixture::{self, ContentFixture, DIRTY_HTML};

async fn start(env: &TestEnv) -> (TestApp, ContentFixture) {
    let app = TestApp::start(env).await;
    let fixture = content_fixture::load(&app.db).await;
    (app, fixture)
}

async fn get(app: &TestApp, path: &str) -> Value {
    json_of(app.get(path).send().await.unwrap(), 200).await
}

fn names(items: &Value) -> Vec<String> {
    items.as_array().unwrap().iter().map(|i| i["name"].as_str().unwrap().to_string()).collect()
}

/// No script, no event handler, no `javascript:` URL; the text, the safe link and the picture stay.
pub fn assert_clean(html: &str) {
    for bad in ["<script", "alert(", "onclick", "onerror", "javascript:"] {
        assert!(!html.contains(bad), "{bad} in {html}");
    }
    assert!(html.starts_with("<p>Privacy "), "{html}");
    assert!(html.contains(r#"<a href="/page/terms" rel="noopener noreferrer">terms</a>"#), "{html}");
    assert!(html.contains(r#"<img src="/storage/a.jpg">"#), "{html}");
}

on_both_databases! {
    async fn menus_are_trees_with_the_spec_fields_in_the_asked_language(env) {
        let (app, f) = start(&env).await;
        let menus = get(&app, "/api/cms/menus?locale=en").await;
        let data = &menus["data"];
        assert_eq!(names(data), ["About us", "Help", "Link 1", "Link 2", "Link 3", "Link 4", "Link 5", "Հղում 6"], "header first, inactive item 7 left out, item 6 in Armenian");

        let about = &data[0];
        assert_eq!(about["type"], "header");
        assert_eq!((about["status"].as_i64(), about["position"].as_i64()), (Some(1), Some(1)));
        assert_eq!(about["page_id"].as_i64(), Some(f.about));
        assert_eq!(about["url_key"], "about-us");
        assert_eq!(about["custom-url"], Value::Null);
        assert_eq!(about["links"]["first"], "/page/about-us");
        assert_eq!(about["translations"].as_array().unwrap().len(), 3);
        assert!(about["translations"].as_array().unwrap().iter().any(|t| t["locale"] == "hy" && t["name"] == "Մեր մասին"));
        let pages = about["pages"].as_array().unwrap();
        assert_eq!(pages.len(), 3);
        assert!(pages.iter().all(|p| p["cms_page_id"].as_i64() == Some(f.about) && p["url_key"] == "about-us"));
        assert_eq!(about["childs"], serde_json::json!([]));

        let help = &data[1];
        assert_eq!(help["custom-url"], "/contact-us");
        assert_eq!(help["links"]["first"], "/contact-us", "no url key and no page: the custom url");
        assert_eq!(names(&help["childs"]), ["Terms"]);
        let terms = &help["childs"][0];
        assert_eq!((terms["url_key"].clone(), terms["page_id"].as_i64()), (Value::Null, Some(f.terms)));
        assert_eq!(terms["links"]["first"], "/page/18", "no url key: the page id");
        assert_eq!(terms["pages"][0]["url_key"], "terms");

        // Armenian by default; a missing translation falls back to Armenian.
        let armenian = get(&app, "/api/cms/menus").await;
        assert_eq!(armenian["data"][0]["name"], "Մեր մասին");
        let russian = get(&app, "/api/cms/menus?locale=ru&type=footer").await;
        assert_eq!(names(&russian["data"]), ["Ссылка 1", "Ссылка 2", "Ссылка 3", "Ссылка 4", "Ссылка 5", "Հղում 6"]);
        assert!(russian["data"].as_array().unwrap().iter().all(|i| i["type"] == "footer"));
        assert_eq!(names(&get(&app, "/api/cms/menus?type=header&locale=am").await["data"]), ["Մեր մասին", "Օգնություն"]);
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_page_is_found_by_id_url_key_or_custom_url_and_unknown_ones_answer_404(env) {
        let (app, f) = start(&env).await;
        let list = get(&app, "/api/cms/pages?locale=en").await;
        let keys: Vec<&str> = list["data"].as_array().unwrap().iter().map(|p| p["url_key"].as_str().unwrap()).collect();
        assert_eq!(keys, ["about-us", "ogtagorcman-paymanner", "terms"]);

        let terms = get(&app, "/api/cms/pages?id=18&locale=en").await;
        assert_eq!(terms["data"].as_array().unwrap().len(), 1, "one page as data[0]");
        let page = &terms["data"][0];
        assert_eq!((page["id"].as_i64(), page["page_id"].as_i64()), (Some(18), Some(f.terms)));
        assert_eq!(page["url_key"], "terms");
        assert_eq!(page["page_title"], "Terms");
        assert_eq!(page["html_content"], "<p>Terms</p>");
        assert_eq!(page["links"]["first"], "/page/terms");
        assert_eq!(page["translations"].as_array().unwrap().len(), 3);

        for query in ["id=about-us", "id=about", "url_key=about-us", "id=/about-us/"] {
            let found = get(&app, &format!("/api/cms/pages?{query}&locale=en")).await;
            assert_eq!(found["data"][0]["id"].as_i64(), Some(f.about), "{query}");
        }
        let russian = get(&app, "/api/cms/pages?id=about-us&locale=ru").await;
        assert_eq!(russian["data"][0]["page_title"], "О нас");
        assert_eq!(russian["data"][0]["html_content"], "<h2>О нас</h2>");
        let armenian = get(&app, "/api/cms/pages?id=about-us").await;
        assert_eq!(armenian["data"][0]["page_title"], "Մեր մասին");

        for missing in ["id=no-such-page", "id=999", "url_key=nothing"] {
            let answer = json_of(app.get(&format!("/api/cms/pages?{missing}")).send().await.unwrap(), 404).await;
            assert_eq!(answer["error"], "Page not found", "{missing}");
        }
        let unpublished = sqlx::query("UPDATE cms_pages SET status = 0 WHERE id = $1").bind(f.about).execute(app.db.pool()).await.unwrap();
        assert_eq!(unpublished.rows_affected(), 1);
        json_of(app.get("/api/cms/pages?id=about-us").send().await.unwrap(), 404).await;
        assert_eq!(get(&app, "/api/cms/pages").await["data"].as_array().unwrap().len(), 2);
        app.stop().await;
    }
}

on_both_databases! {
    async fn page_html_is_sanitised_before_it_is_stored_and_when_served(env) {
        let (app, f) = start(&env).await;
        // The writer stored it clean.
        let stored: String = sqlx::query_scalar("SELECT html_content FROM cms_page_translations WHERE page_id = $1 AND locale = 'en'")
            .bind(f.privacy)
            .fetch_one(app.db.pool())
            .await
            .unwrap();
        assert_clean(&stored);
        // HTML that reached the table some other way is cleaned on the way out.
        sqlx::query("UPDATE cms_page_translations SET html_content = $1 WHERE page_id = $2")
            .bind(DIRTY_HTML)
            .bind(f.privacy)
            .execute(app.db.pool())
            .await
            .unwrap();
        for query in ["id=ogtagorcman-paymanner&locale=en", "id=ogtagorcman-paymanner&locale=hy"] {
            let page = get(&app, &format!("/api/cms/pages?{query}")).await;
            assert_clean(page["data"][0]["html_content"].as_str().unwrap());
        }
        let list = get(&app, "/api/cms/pages").await;
        assert_clean(list["data"][1]["html_content"].as_str().unwrap());
        app.stop().await;
    }
}

on_both_databases! {
    async fn bad_content_parameters_answer_400_naming_them(env) {
        let (app, _) = start(&env).await;
        let long_id = format!("/api/cms/pages?id={}", "x".repeat(201));
        for (path, field) in [
            ("/api/cms/menus?type=sidebar", "type"),
            ("/api/cms/menus?locale=de", "locale"),
            ("/api/cms/pages?locale=fr", "locale"),
            (long_id.as_str(), "id"),
            ("/api/cms/pages?id=%2F%2F", "id"),
            ("/api/sellers?locale=xx", "locale"),
        ] {
            let answer = json_of(app.get(path).send().await.unwrap(), 400).await;
            assert_eq!(answer["field"], field, "{path}");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn social_links_serve_web_links_with_their_icons_only(env) {
        let (app, _) = start(&env).await;
        let links = get(&app, "/api/social").await;
        let links = links.as_array().expect("a bare array");
        assert_eq!(links.len(), 2, "the javascript: link is not served: {links:?}");
        assert_eq!(links[0]["link"], "https://www.facebook.com/shuka.am");
        assert_eq!(links[0]["icon"], "facebook.svg");
        assert_eq!(links[0]["icon_url"], "/storage/icons/facebook.svg");
        assert_eq!(links[1]["icon"], "telegram.svg");
        app.stop().await;
    }
}
