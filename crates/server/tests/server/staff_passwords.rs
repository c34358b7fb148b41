//! Staff passwords on both databases: an account the owner made (or reset) opens nothing but
//! "my account" until its holder chooses their own password; changing it checks the current one
//! and ends the account's other sessions; a reset ends them all. Each change is audited.

use serde_json::{json, Value};
use storefront_core::staff::Role;

use crate::back_office::{audit_count, only_field, start_owners_without_totp, Staff};
use crate::common::TestApp;

async fn sign_in(app: &TestApp, email: &str, password: &str) -> (Staff, Value) {
    let mut staff = Staff::anonymous(app);
    let (status, body) = staff.call("session/sign-in", json!({ "email": email, "password": password, "locale": "en" })).await;
    assert_eq!((status, body["outcome"].as_str()), (200, Some("signed_in")), "{body}");
    (staff, body["me"].clone())
}

on_both_databases! {
    async fn a_password_the_owner_set_is_replaced_by_its_holder_before_anything_opens(env) {
        let app = start_owners_without_totp(&env).await;
        let mut owner = Staff::signed_in(&app, "owner@shuka.am", Role::Owner).await;
        let member = json!({ "member": { "email": "clerk@shuka.am", "name": "Aram", "role": "order_clerk", "password": "given by owner", "locale": "en" } });
        let (status, created) = owner.call("staff/create", member).await;
        assert_eq!(status, 200, "{created}");
        let clerk_id = created["id"].as_i64().unwrap();

        let (mut clerk, me) = sign_in(&app, "clerk@shuka.am", "given by owner").await;
        assert_eq!(me["must_change_password"], true);
        let (mut elsewhere, _) = sign_in(&app, "clerk@shuka.am", "given by owner").await;
        assert_eq!(clerk.call("orders/list", json!({ "query": {} })).await.0, 403, "held at their account");
        for (current, new, field) in [
            ("not the password", "my own password", "current_password"),
            ("given by owner", "short", "new_password"),
            ("given by owner", "given by owner", "new_password"),
        ] {
            let (status, refused) = clerk.call("session/password", json!({ "current": current, "new": new })).await;
            assert_eq!((status, only_field(&refused)), (422, Some(field)), "{refused}");
        }
        let (status, me) = clerk.call("session/password", json!({ "current": "given by owner", "new": "my own password" })).await;
        assert_eq!((status, me["must_change_password"].as_bool()), (200, Some(false)), "{me}");
        assert_eq!(clerk.call("orders/list", json!({ "query": {} })).await.0, 200, "open now, in the same session");
        assert_eq!(elsewhere.call("session/me", json!({})).await.0, 401, "the other session ended");
        assert_eq!(audit_count(&app, "staff.change_password").await, 1);
        let (status, _) = Staff::anonymous(&app)
            .call("session/sign-in", json!({ "email": "clerk@shuka.am", "password": "given by owner", "locale": "en" }))
            .await;
        assert_eq!(status, 422, "the old password no longer opens");

        // The owner resets it: every session of the clerk ends; a one-time password opens only the account page.
        let (status, password) = owner.call("staff/reset-password", json!({ "id": clerk_id })).await;
        let password = password.as_str().unwrap().to_string();
        assert_eq!((status, password.chars().count()), (200, 20));
        assert_eq!(clerk.call("session/me", json!({})).await.0, 401);
        let (_, me) = sign_in(&app, "clerk@shuka.am", &password).await;
        assert_eq!(me["must_change_password"], true);
        assert_eq!(audit_count(&app, "staff.reset_password").await, 1);
        let own_id = owner.call("session/me", json!({})).await.1["id"].clone();
        assert_eq!(owner.call("staff/reset-password", json!({ "id": own_id })).await.0, 422, "not one's own");
        assert_eq!(owner.call("staff/reset-password", json!({ "id": 999_999 })).await.0, 404);
        app.stop().await;
    }
}
