//! The home page's slides and banners edited in the back office by a content editor, over real
//! HTTP on both databases: a new slide shows only once it has a picture and only on its days (a
//! slide scheduled for tomorrow or ended yesterday is not shown; one from today is); a move
//! reorders the shop's slideshow; captions are stored sanitised; a replaced or deleted picture's
//! files go; bad fields are named; other roles are refused; every change is audited.

use std::time::Duration;

use serde_json::{json, Value};
use storefront_core::calendar::shop_day_of;
use storefront_core::staff::Role;
use storefront_db::clock;

use crate::back_office::{audit_count, only_field, start_owners_without_totp, Staff};
use crate::catalogue_editing::storefront;
use crate::pictures::png;

const DAY: Duration = Duration::from_secs(24 * 60 * 60);

fn draft(caption_en: &str, link: &str, starts_on: &str, ends_on: &str) -> Value {
    json!({ "enabled": true, "link": link, "starts_on": starts_on, "ends_on": ends_on,
        "captions": { "hy": format!("{caption_en} (hy)"), "en": caption_en } })
}

/// The captions of the shop's slides (or banners) in English, in the order it draws them.
async fn shown(app: &crate::common::TestApp, what: &str) -> Vec<String> {
    let answer = storefront(app, &format!("/api/{what}?locale=en")).await;
    answer.as_array().unwrap().iter().map(|slide| slide["content"].as_str().unwrap().to_string()).collect()
}

async fn create(editor: &mut Staff, kind: &str, draft: Value) -> i64 {
    let (status, saved) = editor.call("promotions/save", json!({ "kind": kind, "id": null, "version": 0, "draft": draft })).await;
    assert_eq!(status, 200, "{saved}");
    saved["id"].as_i64().unwrap()
}

on_both_databases! {
    async fn slides_show_once_they_have_a_picture_and_only_on_their_days(env) {
        let app = start_owners_without_totp(&env).await;
        let mut editor = Staff::signed_in(&app, "content@shuka.am", Role::ContentEditor).await;
        let today = clock::shop_today();
        let tomorrow = shop_day_of(&clock::later(DAY)).unwrap();
        let yesterday = shop_day_of(&clock::timestamp(DAY)).unwrap();

        let running = create(&mut editor, "slide", draft("Winter sale", "/shop/catalog", &today, "")).await;
        let scheduled = create(&mut editor, "slide", draft("New year", "https://shuka.am/new-year", &tomorrow, "")).await;
        let ended = create(&mut editor, "slide", draft("Autumn", "", "", &yesterday)).await;
        assert!(shown(&app, "sliders").await.is_empty(), "no slide has a picture yet");
        let (_, list) = editor.call("promotions/list", json!({ "kind": "slide" })).await;
        assert_eq!(list["today"], today.as_str());
        let states: Vec<&str> = list["rows"].as_array().unwrap().iter().map(|row| row["showing"].as_str().unwrap()).collect();
        assert_eq!(states, ["no_picture"; 3]);

        for id in [running, scheduled, ended] {
            let (status, refused) = editor.upload_to(&format!("/admin/upload/promotions/slide/{id}/picture"), png(1600, 600)).await;
            assert_eq!(status, 204, "{refused}");
        }
        assert_eq!(shown(&app, "sliders").await, ["Winter sale"], "tomorrow's and yesterday's slides are not shown");
        let (_, list) = editor.call("promotions/list", json!({ "kind": "slide" })).await;
        let states: Vec<&str> = list["rows"].as_array().unwrap().iter().map(|row| row["showing"].as_str().unwrap()).collect();
        assert_eq!(states, ["shown", "scheduled", "ended"]);

        // Moved to start today, the scheduled slide shows, and a move puts it first.
        let (_, opened) = editor.call("promotions/detail", json!({ "kind": "slide", "id": scheduled })).await;
        let (status, saved) = editor.call("promotions/save", json!({ "kind": "slide", "id": scheduled, "version": opened["version"],
            "draft": draft("New year", "https://shuka.am/new-year", &today, "") })).await;
        assert_eq!((status, saved["showing"].as_str()), (200, Some("shown")), "{saved}");
        assert_eq!(editor.call("promotions/move", json!({ "kind": "slide", "id": scheduled, "up": true })).await.0, 200);
        assert_eq!(shown(&app, "sliders").await, ["New year", "Winter sale"]);
        let slides = storefront(&app, "/api/sliders?locale=hy").await;
        assert_eq!(slides[0]["content"], "New year (hy)");
        assert_eq!(slides[0]["slider_path"], "https://shuka.am/new-year");
        let wide = slides[0]["image_url"].as_str().unwrap().to_string();
        assert!(wide.starts_with(&format!("/storage/slides/{scheduled}/")), "{wide}");
        assert_eq!(slides[0]["mobile_image_url"], wide.as_str(), "without a phone picture, phones get the wide one");
        assert_eq!(app.get(&wide).send().await.unwrap().status(), 200);

        // A phone picture, then another in its place: the replaced one's files go.
        let route = format!("/admin/upload/promotions/slide/{scheduled}/mobile-picture");
        assert_eq!(editor.upload_to(&route, png(800, 800)).await.0, 204);
        let phone = storefront(&app, "/api/sliders?locale=en").await[0]["mobile_image_url"].as_str().unwrap().to_string();
        assert_ne!(phone, wide);
        assert_eq!(editor.upload_to(&route, png(600, 600)).await.0, 204);
        assert_eq!(app.get(&phone).send().await.unwrap().status(), 404, "the replaced phone picture's files are gone");
        assert_eq!(editor.upload_to(&format!("/admin/upload/promotions/banner/{scheduled}/mobile-picture"), png(80, 80)).await.0, 404, "banners have one picture");

        // Switched off, it leaves the shop; deleted, its pictures' files go.
        let (_, opened) = editor.call("promotions/detail", json!({ "kind": "slide", "id": running })).await;
        let mut off = draft("Winter sale", "/shop/catalog", &today, "");
        off["enabled"] = json!(false);
        assert_eq!(editor.call("promotions/save", json!({ "kind": "slide", "id": running, "version": opened["version"], "draft": off })).await.0, 200);
        assert_eq!(shown(&app, "sliders").await, ["New year"]);
        assert_eq!(editor.call("promotions/delete", json!({ "kind": "slide", "id": scheduled })).await.0, 200);
        assert!(shown(&app, "sliders").await.is_empty());
        assert_eq!(app.get(&wide).send().await.unwrap().status(), 404, "a deleted slide's pictures are gone");

        assert_eq!(audit_count(&app, "slide.create").await, 3);
        assert_eq!(audit_count(&app, "slide.update").await, 2);
        assert_eq!(audit_count(&app, "slide.picture").await, 5);
        assert_eq!(audit_count(&app, "slide.move").await, 1);
        assert_eq!(audit_count(&app, "slide.delete").await, 1);
        app.stop().await;
    }
}

on_both_databases! {
    async fn banners_are_checked_sanitised_and_kept_from_other_roles(env) {
        let app = start_owners_without_totp(&env).await;
        let mut editor = Staff::signed_in(&app, "content@shuka.am", Role::ContentEditor).await;
        let today = clock::shop_today();

        let (status, refused) = editor
            .call("promotions/save", json!({ "kind": "banner", "id": null, "version": 0,
                "draft": draft("Sale", "javascript:alert(1)", &today, "") }))
            .await;
        assert_eq!((status, only_field(&refused)), (422, Some("link")), "{refused}");
        let (status, refused) = editor
            .call("promotions/save", json!({ "kind": "banner", "id": null, "version": 0,
                "draft": draft("Sale", "/shop/catalog", "2026-12-10", "2026-12-01") }))
            .await;
        assert_eq!(status, 422);
        assert_eq!(refused["fields"]["ends_on"], "The last day cannot come before the first");

        let banner = create(&mut editor, "banner", draft("<b>Sale</b><script>alert(1)</script>", "/shop/catalog", "", "")).await;
        assert_eq!(editor.upload_to(&format!("/admin/upload/promotions/banner/{banner}/picture"), png(800, 400)).await.0, 204);
        assert_eq!(shown(&app, "banners").await, ["<b>Sale</b>"], "the script is not stored");
        let (_, opened) = editor.call("promotions/detail", json!({ "kind": "banner", "id": banner })).await;
        let (status, _) = editor
            .call("promotions/save", json!({ "kind": "banner", "id": banner, "version": opened["version"].as_i64().unwrap() - 1,
                "draft": draft("Stale", "/", "", "") }))
            .await;
        assert_eq!(status, 409, "a save over someone else's is refused");
        assert_eq!(editor.upload_to(&format!("/admin/upload/promotions/banner/{banner}/picture"), b"not a picture".to_vec()).await.0, 415);
        assert_eq!(editor.upload_to("/admin/upload/promotions/popup/1/picture", png(80, 80)).await.0, 404);

        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        assert_eq!(clerk.call("promotions/list", json!({ "kind": "banner" })).await.0, 403);
        assert_eq!(clerk.upload_to(&format!("/admin/upload/promotions/banner/{banner}/picture"), png(80, 80)).await.0, 403);
        let mut catalogue = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        assert_eq!(catalogue.call("promotions/delete", json!({ "kind": "banner", "id": banner })).await.0, 403);
        assert_eq!(shown(&app, "banners").await.len(), 1);
        assert_eq!(audit_count(&app, "banner.create").await, 1);
        assert_eq!(audit_count(&app, "banner.picture").await, 1);
        app.stop().await;
    }
}
