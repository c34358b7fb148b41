//! CMS pages edited in the back office by a content editor, over real HTTP on both databases:
//! a draft stays off the shop, a published page is there at once in each language, its HTML
//! sanitised as the preview showed it; every change is audited; faults are named on their
//! fields; a save over someone else's and a deletion that would break a menu are refused.

use serde_json::{json, Value};
use storefront_core::staff::Role;

use crate::back_office::{audit_count, start_owners_without_totp, Staff};
use crate::common::json_of;
use crate::content_fixture::{self, DIRTY_HTML};

fn draft(url_key: &str, published: bool, html: &str) -> Value {
    json!({
        "url_key": url_key,
        "published": published,
        "texts": {
            "hy": { "title": "Առաքում և վերադարձ", "html": html, "meta_description": "Ինչպես ենք առաքում" },
            "en": { "title": "Delivery and returns", "html": "<p>Free in Yerevan.</p>" }
        }
    })
}

on_both_databases! {
    async fn a_content_editor_publishes_a_page_the_shop_shows_as_previewed_and_every_change_is_audited(env) {
        let app = start_owners_without_totp(&env).await;
        let fixture = content_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "content@shuka.am", Role::ContentEditor).await;

        let (status, preview) = editor.call("pages/preview", json!({ "html": DIRTY_HTML })).await;
        assert_eq!(status, 200, "{preview}");
        let preview = preview.as_str().unwrap().to_string();
        assert!(!preview.contains("script") && !preview.contains("onclick") && !preview.contains("javascript:"), "{preview}");

        let (status, created) = editor.call("pages/save", json!({ "id": null, "version": 0, "draft": draft("", false, DIRTY_HTML) })).await;
        assert_eq!(status, 200, "{created}");
        assert_eq!(created["url_key"], "arakum-ev-veradardz", "made from the Armenian title");
        assert_eq!(created["texts"]["hy"]["html"].as_str(), Some(preview.as_str()), "stored as the preview showed it");
        assert_eq!(created["texts"]["en"]["meta_title"], "Delivery and returns", "the meta title defaults to the title");
        let id = created["id"].as_i64().unwrap();
        let shop = |locale: &str| app.get(&format!("/api/cms/pages?id=arakum-ev-veradardz&locale={locale}")).send();
        assert_eq!(shop("hy").await.unwrap().status(), 404, "a draft is not on the shop");

        let (status, published) =
            editor.call("pages/save", json!({ "id": id, "version": created["version"], "draft": draft("", true, DIRTY_HTML) })).await;
        assert_eq!(status, 200, "{published}");
        let armenian = json_of(shop("hy").await.unwrap(), 200).await;
        assert_eq!(armenian["data"][0]["html_content"].as_str(), Some(preview.as_str()), "the shop shows what the preview showed");
        assert_eq!(armenian["data"][0]["meta_description"], "Ինչպես ենք առաքում");
        let english = json_of(shop("en").await.unwrap(), 200).await;
        assert_eq!(english["data"][0]["page_title"], "Delivery and returns");
        let russian = json_of(shop("ru").await.unwrap(), 200).await;
        assert_eq!(russian["data"][0]["page_title"], "Առաքում և վերադարձ", "a missing translation falls back to Armenian");

        let (_, list) = editor.call("pages/list", json!({})).await;
        let row = list.as_array().unwrap().iter().find(|row| row["id"] == id).unwrap().clone();
        assert_eq!((row["published"].as_bool(), row["missing"].clone()), (Some(true), json!(["ru"])), "{row}");
        assert_eq!(audit_count(&app, "page.create").await, 1);
        assert_eq!(audit_count(&app, "page.update").await, 1);
        let (actor, after): (String, String) =
            sqlx::query_as("SELECT actor, after FROM audit_log WHERE action = 'page.update'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(actor, "content@shuka.am");
        assert_eq!(serde_json::from_str::<Value>(&after).unwrap()["published"], true);

        let (status, stale) =
            editor.call("pages/save", json!({ "id": id, "version": created["version"], "draft": draft("", true, "<p>old</p>") })).await;
        assert_eq!(status, 409, "a save over a newer one is refused: {stale}");
        let (status, taken) =
            editor.call("pages/save", json!({ "id": id, "version": published["version"], "draft": draft("about-us", true, "") })).await;
        assert_eq!((status, taken["fields"]["url_key"].as_str()), (422, Some("Another page already has this URL key")));
        let mut untitled = draft("", true, "");
        untitled["texts"]["hy"]["title"] = json!("");
        untitled["texts"]["ru"] = json!({ "html": "<p>Без заголовка</p>" });
        let (status, refused) = editor.call("pages/save", json!({ "id": id, "version": published["version"], "draft": untitled })).await;
        assert_eq!(status, 422, "{refused}");
        assert_eq!(refused["fields"], json!({ "title_hy": "This field is required", "title_ru": "This field is required" }));
        let mut nul = draft("", true, "");
        nul["texts"]["en"]["title"] = json!("Delivery\u{0}");
        let (status, refused) = editor.call("pages/save", json!({ "id": id, "version": published["version"], "draft": nul })).await;
        assert_eq!((status, refused["fields"]["title"].as_str()), (422, Some("The field holds a character that is not allowed.")));

        let (status, in_menu) = editor.call("pages/delete", json!({ "id": fixture.terms })).await;
        assert_eq!((status, in_menu["message"].as_str()), (409, Some("1 menu item links to this page: change it first")));
        let (status, _) = editor.call("pages/delete", json!({ "id": id })).await;
        assert_eq!(status, 200);
        assert_eq!(shop("en").await.unwrap().status(), 404);
        assert_eq!(audit_count(&app, "page.delete").await, 1);

        let mut catalogue = Staff::signed_in(&app, "catalogue@shuka.am", Role::CatalogueEditor).await;
        let (status, _) = catalogue.call("pages/save", json!({ "id": null, "version": 0, "draft": draft("", true, "") })).await;
        assert_eq!(status, 403, "only content editors, managers and the owner edit pages");
        app.stop().await;
    }
}
