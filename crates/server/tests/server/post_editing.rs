//! Blog posts written in the back office by a content editor, over real HTTP on both databases:
//! a draft is not on the shop; published from tomorrow it waits (neither listed nor found);
//! moved to today it is listed first with its texts in each language, its HTML sanitised and its
//! picture in every size; a replaced or removed picture's files go; bad fields are named, a
//! taken URL key and a stale save refused; other roles are refused; every change is audited.

use std::time::Duration;

use serde_json::{json, Value};
use storefront_core::calendar::shop_day_of;
use storefront_core::staff::Role;
use storefront_db::clock;

use crate::back_office::{audit_count, only_field, start_owners_without_totp, Staff};
use crate::catalogue_editing::storefront;
use crate::pictures::png;

fn draft(publish_on: &str, published: bool) -> Value {
    json!({ "url_key": "", "published": published, "publish_on": publish_on, "texts": {
        "hy": { "title": "Ձմեռային հավաքածու", "html": "<p onclick=\"alert(1)\">Նոր վերարկուներ</p><script>alert(1)</script>" },
        "en": { "title": "The winter collection", "html": "<p>New coats</p>" } } })
}

async fn save(editor: &mut Staff, id: Option<i64>, version: i64, draft: Value) -> (u16, Value) {
    editor.call("posts/save", json!({ "id": id, "version": version, "draft": draft })).await
}

on_both_databases! {
    async fn a_post_is_written_scheduled_published_and_pictured(env) {
        let app = start_owners_without_totp(&env).await;
        let mut editor = Staff::signed_in(&app, "content@shuka.am", Role::ContentEditor).await;
        let today = clock::shop_today();
        let tomorrow = shop_day_of(&clock::later(Duration::from_secs(24 * 60 * 60))).unwrap();

        let (status, post) = save(&mut editor, None, 0, draft("", false)).await;
        assert_eq!(status, 200, "{post}");
        let id = post["id"].as_i64().unwrap();
        let key = post["url_key"].as_str().unwrap().to_string();
        assert_eq!((post["state"].as_str(), post["publish_on"].as_str()), (Some("draft"), Some(today.as_str())), "dated today unless told");
        assert_eq!(app.get(&format!("/api/cms/blog/{key}?locale=en")).send().await.unwrap().status(), 404, "a draft is not on the shop");

        let (status, post) = save(&mut editor, Some(id), post["version"].as_i64().unwrap(), draft(&tomorrow, true)).await;
        assert_eq!((status, post["state"].as_str()), (200, Some("scheduled")), "{post}");
        assert_eq!(app.get(&format!("/api/cms/blog/{key}?locale=en")).send().await.unwrap().status(), 404, "tomorrow's post waits");
        assert_eq!(storefront(&app, "/api/cms/blogs?locale=en").await["total"], 0);

        let (status, post) = save(&mut editor, Some(id), post["version"].as_i64().unwrap(), draft(&today, true)).await;
        assert_eq!((status, post["state"].as_str()), (200, Some("published")), "{post}");
        let listed = storefront(&app, "/api/cms/blogs?locale=en").await;
        assert_eq!((listed["total"].as_i64(), listed["data"][0]["title"].as_str()), (Some(1), Some("The winter collection")));
        let shown = storefront(&app, &format!("/api/cms/blog/{key}?locale=hy")).await;
        assert_eq!(shown["data"]["html_content"], "<p>Նոր վերարկուներ</p>", "stored sanitised");
        let russian = storefront(&app, &format!("/api/cms/blog/{key}?locale=ru")).await;
        assert_eq!(russian["data"]["title"], "Ձմեռային հավաքածու", "a missing translation falls back to Armenian");

        let route = format!("/admin/upload/posts/{id}/picture");
        assert_eq!(editor.upload_to(&route, png(1200, 800)).await.0, 204);
        let first = storefront(&app, &format!("/api/cms/blog/{key}?locale=en")).await["data"]["medium_image_url"].as_str().unwrap().to_string();
        assert!(first.starts_with(&format!("/cache/medium/posts/{id}/")), "{first}");
        assert_eq!(app.get(&first).send().await.unwrap().status(), 200);
        assert_eq!(editor.upload_to(&route, png(900, 600)).await.0, 204);
        assert_eq!(app.get(&first).send().await.unwrap().status(), 404, "the replaced picture's files are gone");
        let (status, post) = editor.call("posts/remove_picture", json!({ "id": id })).await;
        assert_eq!((status, post["picture_url"].clone()), (200, Value::Null));
        assert_eq!(storefront(&app, &format!("/api/cms/blog/{key}?locale=en")).await["data"]["image"], Value::Null);

        // Refusals: a bad day, a taken key, a stale save; other roles.
        let (status, refused) = save(&mut editor, None, 0, draft("tomorrow", true)).await;
        assert_eq!((status, only_field(&refused)), (422, Some("publish_on")), "{refused}");
        let mut taken = draft(&today, true);
        taken["url_key"] = json!(key);
        let (status, refused) = save(&mut editor, None, 0, taken).await;
        assert_eq!((status, refused["fields"]["url_key"].as_str()), (422, Some("Another post already has this URL key")));
        let (status, twin) = save(&mut editor, None, 0, draft(&today, false)).await;
        assert_ne!(twin["url_key"], key.as_str(), "a key made from the same title gets a number");
        assert_eq!(status, 200);
        assert_eq!(save(&mut editor, Some(id), 1, draft(&today, true)).await.0, 409);
        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        assert_eq!(clerk.call("posts/list", json!({})).await.0, 403);
        assert_eq!(clerk.upload_to(&route, png(80, 80)).await.0, 403);

        let (_, list) = editor.call("posts/list", json!({})).await;
        assert_eq!(list.as_array().unwrap().len(), 2);
        assert_eq!(editor.call("posts/delete", json!({ "id": id })).await.0, 200);
        assert_eq!(app.get(&format!("/api/cms/blog/{key}?locale=en")).send().await.unwrap().status(), 404);
        assert_eq!(audit_count(&app, "post.create").await, 2);
        assert_eq!(audit_count(&app, "post.update").await, 2);
        assert_eq!(audit_count(&app, "post.picture").await, 3);
        assert_eq!(audit_count(&app, "post.delete").await, 1);
        app.stop().await;
    }
}
