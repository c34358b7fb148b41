//! The blog over HTTP, on both databases, against the content fixture of content_fixture.rs.

use serde_json::Value;

use crate::cms::assert_clean;
use crate::common::{json_of, TestApp};
use crate::content_fixture::{self, DIRTY_HTML};

async fn get(app: &TestApp, path: &str) -> Value {
    json_of(app.get(path).send().await.unwrap(), 200).await
}

fn keys(list: &Value) -> Vec<String> {
    list["data"].as_array().unwrap().iter().map(|p| p["url_key"].as_str().unwrap().to_string()).collect()
}

on_both_databases! {
    async fn blog_pages_are_newest_first_with_the_spec_paging(env) {
        let app = TestApp::start(&env).await;
        content_fixture::load(&app.db).await;
        let first = get(&app, "/api/cms/blogs?locale=en").await;
        assert_eq!(keys(&first), (1..=10).map(|n| format!("post-{n}")).collect::<Vec<_>>(), "10 a page, newest first");
        assert_eq!(first["current_page"], 1);
        assert_eq!(first["setTotal"], 12, "the shell paginates when this is above 10");
        assert_eq!((first["last_page"].as_i64(), first["per_page"].as_i64(), first["total"].as_i64()), (Some(2), Some(10), Some(12)));

        let post = &first["data"][0];
        assert_eq!(post["title"], "Post 1");
        assert_eq!(post["blog_title"], "Post 1");
        assert_eq!(post["html_content"], "<p>Text 1</p>");
        assert_eq!(post["image"], "blog/post-1.jpg");
        assert_eq!(post["image_url"], "/storage/blog/post-1.jpg");
        assert_eq!(post["medium_image_url"], "/cache/medium/blog/post-1.jpg");
        assert_eq!(post["created_at"], "2026-02-27T09:00:00Z");
        assert!(post["id"].as_i64().is_some());

        let second = get(&app, "/api/cms/blogs?locale=en&page=2").await;
        assert_eq!(keys(&second), ["post-11", "post-12"]);
        assert_eq!(second["current_page"], 2);
        assert_eq!((second["data"][1]["image"].clone(), second["data"][1]["image_url"].clone()), (Value::Null, Value::Null));
        let beyond = get(&app, "/api/cms/blogs?page=9").await;
        assert_eq!((beyond["data"].as_array().unwrap().len(), beyond["setTotal"].as_i64()), (0, Some(12)));
        let small = get(&app, "/api/cms/blogs?limit=5&page=3").await;
        assert_eq!(keys(&small), ["post-11", "post-12"]);
        assert_eq!(small["last_page"], 3);

        let armenian = get(&app, "/api/cms/blogs?limit=1").await;
        assert_eq!(armenian["data"][0]["title"], "Գրառում 1");
        assert_eq!(get(&app, "/api/cms/blogs?limit=1&locale=ru").await["data"][0]["title"], "Запись 1");

        for (query, field) in [("page=0", "page"), ("limit=51", "limit"), ("limit=abc", "limit"), ("locale=de", "locale")] {
            let answer = json_of(app.get(&format!("/api/cms/blogs?{query}")).send().await.unwrap(), 400).await;
            assert_eq!(answer["field"], field, "{query}");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn one_post_by_slug_or_id_and_a_missing_one_is_a_json_404(env) {
        let app = TestApp::start(&env).await;
        content_fixture::load(&app.db).await;
        let post = get(&app, "/api/cms/blog/post-2?locale=ru").await;
        assert_eq!(post["data"]["url_key"], "post-2");
        assert_eq!(post["data"]["title"], "Запись 2");
        let id = post["data"]["id"].as_i64().unwrap();
        assert_eq!(get(&app, &format!("/api/cms/blog/{id}")).await["data"]["url_key"], "post-2");

        for missing in ["/api/cms/blog/no-such-post", "/api/cms/blog/999999"] {
            let answer = json_of(app.get(missing).send().await.unwrap(), 404).await;
            assert_eq!(answer["error"], "Blog post not found", "{missing}");
        }
        sqlx::query("UPDATE blog_posts SET status = 0 WHERE url_key = 'post-2'").execute(app.db.pool()).await.unwrap();
        json_of(app.get("/api/cms/blog/post-2").send().await.unwrap(), 404).await;
        assert_eq!(get(&app, "/api/cms/blogs").await["setTotal"], 11, "unpublished posts are not counted");
        app.stop().await;
    }
}

on_both_databases! {
    async fn post_html_is_sanitised_before_it_is_stored_and_when_served(env) {
        let app = TestApp::start(&env).await;
        content_fixture::load(&app.db).await;
        let stored: String = sqlx::query_scalar(
            "SELECT t.html_content FROM blog_post_translations t JOIN blog_posts b ON b.id = t.post_id WHERE b.url_key = 'post-3' AND t.locale = 'hy'",
        )
        .fetch_one(app.db.pool())
        .await
        .unwrap();
        assert_clean(&stored);
        sqlx::query("UPDATE blog_post_translations SET html_content = $1").bind(DIRTY_HTML).execute(app.db.pool()).await.unwrap();
        assert_clean(get(&app, "/api/cms/blog/post-3").await["data"]["html_content"].as_str().unwrap());
        let list = get(&app, "/api/cms/blogs?locale=en").await;
        for post in list["data"].as_array().unwrap() {
            assert_clean(post["html_content"].as_str().unwrap());
        }
        app.stop().await;
    }
}
