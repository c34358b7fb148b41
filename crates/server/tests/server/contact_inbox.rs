//! The contact form's inbox in the back office, over real HTTP on both databases: a message a
//! shopper sent arrives new, is read once opened, and a reply is kept with it, mailed to the
//! sender in their language quoting the message, and audited; an empty reply is refused with its
//! field named; other roles are refused.

use serde_json::{json, Value};
use storefront_core::staff::Role;

use crate::back_office::{audit_count, only_field, start_owners_without_totp, Staff};
use crate::checkout::post;
use crate::common::json_of;
use crate::forms::contact;

fn states(page: &Value) -> Vec<(&str, &str)> {
    page["messages"].as_array().unwrap().iter().map(|m| (m["email"].as_str().unwrap(), m["state"].as_str().unwrap())).collect()
}

on_both_databases! {
    async fn staff_read_and_answer_contact_messages_by_mail(env) {
        let app = start_owners_without_totp(&env).await;
        json_of(post(&app, "/api/contact-us?locale=ru", contact("ani@example.am")).await, 200).await;
        json_of(post(&app, "/api/contact-us?locale=en", contact("tigran@example.am")).await, 200).await;
        let mut editor = Staff::signed_in(&app, "content@shuka.am", Role::ContentEditor).await;

        let (status, inbox) = editor.call("contact/list", json!({ "state": "", "page": 1 })).await;
        assert_eq!(status, 200, "{inbox}");
        assert_eq!(states(&inbox), [("tigran@example.am", "new"), ("ani@example.am", "new")], "newest first");
        let id = inbox["messages"][1]["id"].as_i64().unwrap();

        let (status, opened) = editor.call("contact/open", json!({ "id": id })).await;
        assert_eq!(status, 200, "{opened}");
        assert_eq!((opened["message"]["state"].as_str(), opened["message"]["locale"].as_str()), (Some("read"), Some("ru")));
        assert_eq!(opened["message"]["message"], "Բարև, երբ կառաքեք պատվերս։\nThanks!");
        let (_, unread) = editor.call("contact/list", json!({ "state": "new", "page": 1 })).await;
        assert_eq!(states(&unread), [("tigran@example.am", "new")], "opened, it is no longer new");

        let (status, refused) = editor.call("contact/reply", json!({ "id": id, "reply": "  \n " })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("reply")), "{refused}");
        let (status, refused) = editor.call("contact/list", json!({ "state": "spam", "page": 1 })).await;
        assert_eq!((status, only_field(&refused)), (422, Some("state")), "{refused}");
        let (status, sent) = editor.call("contact/reply", json!({ "id": id, "reply": " Доставим в пятницу. " })).await;
        assert_eq!((status, sent.as_str()), (200, Some("ani@example.am")), "{sent}");
        assert_eq!(editor.call("contact/reply", json!({ "id": 999_999, "reply": "Yes" })).await.0, 404);

        let mails: Vec<(String, String)> = sqlx::query_as("SELECT subject, body FROM outbox WHERE recipient = 'ani@example.am'").fetch_all(app.db.pool()).await.unwrap();
        assert_eq!(mails.len(), 1, "one mail to the sender: {mails:?}");
        assert_eq!(mails[0].0, "Ответ от Шука", "in the language the message was written in");
        assert_eq!(mails[0].1, "Доставим в пятницу.\n\nВы писали:\n> Բարև, երբ կառաքեք պատվերս։\n> Thanks!\n");
        let (_, answered) = editor.call("contact/open", json!({ "id": id })).await;
        assert_eq!(answered["message"]["state"], "answered");
        assert_eq!(answered["replies"][0]["body"], "Доставим в пятницу.");
        assert_eq!(audit_count(&app, "contact.reply").await, 1);

        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        assert_eq!(clerk.call("contact/list", json!({ "state": "", "page": 1 })).await.0, 403);
        assert_eq!(clerk.call("contact/reply", json!({ "id": id, "reply": "Hi" })).await.0, 403);
        assert_eq!(audit_count(&app, "contact.reply").await, 1);
        app.stop().await;
    }
}
