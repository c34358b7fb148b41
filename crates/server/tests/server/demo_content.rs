//! Checks of the demo content (seed/content), run by the seed test on its seeded database: what
//! it holds, its pictures and icons, that it is served, and that a database whose demo catalogue
//! predates the content gets it at the next start, once.

use std::path::Path;

use serde_json::Value;
use sqlx::Row;
use storefront_demo as seed;
use storefront_server::Db;

use crate::common::{header, json_of, TestApp};

const CONTENT_TABLES: [&str; 7] =
    ["cms_pages", "cms_page_translations", "cms_menus", "cms_menu_translations", "blog_posts", "blog_post_translations", "social_links"];

async fn count(db: &Db, sql: &str) -> i64 {
    sqlx::query(sql).fetch_one(db.pool()).await.unwrap_or_else(|e| panic!("{sql}: {e}")).get::<i64, _>(0)
}

pub async fn content_counts(db: &Db) -> Vec<i64> {
    let mut counts = Vec::new();
    for table in CONTENT_TABLES {
        counts.push(count(db, &format!("SELECT COUNT(*) FROM {table}")).await);
    }
    counts
}

/// Pages, menus, posts and links in three languages, with their pictures on disk and the icons
/// the shop draws for the links.
pub async fn check_demo_content(db: &Db, storage: &Path) {
    assert!(seed::is_content_seeded(db).await.unwrap());
    for key in ["bonus-system", "ogtagorcman-paymanner"] {
        assert_eq!(count(db, &format!("SELECT COUNT(*) FROM cms_pages WHERE url_key = '{key}'")).await, 1, "{key}");
    }
    assert_eq!(count(db, &format!("SELECT COUNT(*) FROM cms_pages WHERE id = {}", seed::TERMS_PAGE_ID)).await, 1, "the terms page is 18");
    assert!(count(db, "SELECT COUNT(*) FROM cms_menus WHERE type = 'footer' AND parent_id IS NULL").await > 5, "more than 5 footer links");
    assert!(count(db, "SELECT COUNT(*) FROM cms_menus WHERE type = 'header'").await >= 3);
    assert!(count(db, "SELECT COUNT(*) FROM blog_posts WHERE image_path IS NOT NULL").await >= 12);
    for (table, key) in [("cms_page_translations", "page_id"), ("cms_menu_translations", "menu_id"), ("blog_post_translations", "post_id")]
    {
        let incomplete = format!("SELECT COUNT(*) FROM (SELECT {key} FROM {table} GROUP BY {key} HAVING COUNT(DISTINCT locale) <> 3) x");
        assert_eq!(count(db, &incomplete).await, 0, "{table}: hy, ru and en");
    }
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM cms_page_translations WHERE html_content LIKE '%<script%' OR html_content LIKE '%javascript:%'")
            .await,
        0
    );
    // Armenian text is Armenian (the Armenian script), not a copy of another language.
    let armenian: String = sqlx::query_scalar("SELECT page_title FROM cms_page_translations WHERE page_id = 18 AND locale = 'hy'")
        .fetch_one(db.pool())
        .await
        .unwrap();
    assert!(armenian.chars().any(|c| ('\u{0531}'..='\u{058F}').contains(&c)), "{armenian}");

    for row in sqlx::query("SELECT image_path FROM blog_posts").fetch_all(db.pool()).await.unwrap() {
        let path: String = row.get("image_path");
        image::image_dimensions(storage.join(&path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    }
    for row in sqlx::query("SELECT link, icon FROM social_links").fetch_all(db.pool()).await.unwrap() {
        let (link, icon): (String, String) = (row.get("link"), row.get("icon"));
        assert_eq!(storefront_core::social_links::icon_for(&link), icon, "{link}");
        let svg = storefront_media::icons::builtin(&icon).unwrap_or_else(|| panic!("{icon} is drawn"));
        assert!(svg.starts_with("<svg") && !svg.contains("<script"), "{icon}");
    }
}

/// The demo content as the API serves it.
pub async fn check_served_content(app: &TestApp) {
    let get = |path: &'static str| async move { json_of(app.get(path).send().await.unwrap(), 200).await };
    let footer: Value = get("/api/cms/menus?type=footer&locale=en").await;
    assert!(footer["data"].as_array().unwrap().len() > 5);
    let terms = get("/api/cms/pages?id=18&locale=hy").await;
    assert_eq!(terms["data"][0]["url_key"], "terms-and-conditions");
    let privacy = get("/api/cms/pages?id=ogtagorcman-paymanner&locale=en").await;
    assert_eq!(privacy["data"][0]["page_title"], "Privacy Policy");
    let blogs = get("/api/cms/blogs").await;
    assert!(blogs["setTotal"].as_i64().unwrap() >= 12);
    let picture = blogs["data"][0]["image_url"].as_str().unwrap().to_string();
    let response = app.get(&picture).send().await.unwrap();
    assert_eq!((response.status().as_u16(), header(&response, "content-type")), (200, "image/jpeg".to_string()), "{picture}");
    let social = get("/api/social").await;
    assert!(social.as_array().unwrap().len() >= 4);
    let icon = social[0]["icon_url"].as_str().unwrap().to_string();
    let response = app.get(&icon).send().await.unwrap();
    assert_eq!((response.status().as_u16(), header(&response, "content-type")), (200, "image/svg+xml".to_string()), "{icon}");
}

/// A database whose demo catalogue was seeded before the content existed: the start-up hook
/// writes the content, once; a second run of the demo seed changes nothing.
pub async fn check_content_reaches_an_older_demo(db: &Db, data_dir: &Path) {
    let before = content_counts(db).await;
    for table in ["cms_menus", "cms_pages", "blog_posts", "social_links"] {
        sqlx::query(&format!("DELETE FROM {table}")).execute(db.pool()).await.unwrap();
    }
    sqlx::query("DELETE FROM app_meta WHERE key = $1").bind(seed::CONTENT_SEED_KEY).execute(db.pool()).await.unwrap();
    assert!(content_counts(db).await.iter().all(|n| *n == 0), "translations go with their rows");

    assert!(seed::seed_if_empty(db, data_dir).await.unwrap(), "the content is written");
    assert_eq!(content_counts(db).await, before);
    assert!(!seed::seed_if_empty(db, data_dir).await.unwrap(), "once");
    let (storage, cache) = (storefront_core::pictures::storage_dir(data_dir), storefront_core::pictures::cache_dir(data_dir));
    let again = seed::demo(db, &storage, &cache).await.unwrap();
    assert!(again.skipped && again.content.skipped, "{again}");
    assert_eq!(content_counts(db).await, before);
}
