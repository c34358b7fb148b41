//! The back office's server functions over real HTTP on both databases: signing in with a second
//! factor, the same-origin rule, every function refusing every role without its permission,
//! orders moved through their life with stock and bonuses moving exactly once (also when staff
//! act at the same time), card refunds through the vPOS simulator, and an audit entry for every
//! change.

use std::sync::Arc;

use serde_json::{json, Value};
use storefront_accounts::totp;
use storefront_admin::server::AdminState;
use storefront_core::staff::{Permission, Role};

use crate::catalog_fixture::{self, Fixture};
use crate::checkout::{browser, location, post, prepare_cart_billed_to, ready_cart, stock, token};
use crate::common::{json_of, TestApp, TestEnv};

const PASSWORD: &str = "correct horse battery";

pub fn admin_state(app: &TestApp) -> AdminState {
    AdminState {
        db: app.db.clone(),
        config: Arc::new(app.config.admin()),
        payments: Arc::new(app.config.payments.clone()),
        pictures: app.state.config.pictures.clone(),
    }
}

/// The one field a refusal names (`None` when it names none, or several).
pub fn only_field(refused: &Value) -> Option<&str> {
    match refused["fields"].as_object() {
        Some(fields) if fields.len() == 1 => fields.keys().next().map(String::as_str),
        _ => None,
    }
}

/// A browser of the back office: the session cookie it was given, and the shop's own Origin.
pub struct Staff {
    client: reqwest::Client,
    url: String,
    cookie: Option<String>,
}

impl Staff {
    pub fn anonymous(app: &TestApp) -> Staff {
        Staff::at(&app.url)
    }

    /// A browser of the back office of the server at `url`, signed out.
    pub fn at(url: &str) -> Staff {
        Staff { client: reqwest::Client::builder().no_proxy().build().unwrap(), url: url.to_string(), cookie: None }
    }

    /// Signs in an account that exists (no second factor).
    pub async fn sign_in(&mut self, email: &str) {
        let (status, body) = self.call("session/sign-in", json!({ "email": email, "password": PASSWORD, "locale": "en" })).await;
        assert_eq!((status, body["outcome"].as_str()), (200, Some("signed_in")), "{body}");
    }

    /// Signs in a new account of `role` (no second factor).
    pub async fn signed_in(app: &TestApp, email: &str, role: Role) -> Staff {
        create(app, email, role).await;
        let mut staff = Staff::anonymous(app);
        staff.sign_in(email).await;
        staff
    }

    /// Sends a picture's bytes to a product, as the editor's upload does.
    pub async fn upload(&mut self, product_id: i64, bytes: Vec<u8>) -> (u16, Value) {
        self.upload_to(&format!("/admin/upload/products/{product_id}/pictures"), bytes).await
    }

    /// Sends a picture's bytes to an upload route (`path` from `/admin/upload/`).
    pub async fn upload_to(&mut self, path: &str, bytes: Vec<u8>) -> (u16, Value) {
        let url = format!("{}{path}", self.url);
        let mut request = self.client.post(url).header("sec-fetch-site", "same-origin").body(bytes);
        if let Some(cookie) = &self.cookie {
            request = request.header("cookie", cookie);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        let text = response.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
    }

    /// GETs a download (`path` from the server's root) with the session.
    pub async fn download(&mut self, path: &str) -> (u16, String) {
        let mut request = self.client.get(format!("{}{path}", self.url));
        if let Some(cookie) = &self.cookie {
            request = request.header("cookie", cookie);
        }
        let response = request.send().await.unwrap();
        (response.status().as_u16(), response.text().await.unwrap())
    }

    pub async fn call(&mut self, endpoint: &str, body: Value) -> (u16, Value) {
        let mut request = self.client.post(format!("{}/admin/api/{endpoint}", self.url)).header("origin", &self.url).json(&body);
        if let Some(cookie) = &self.cookie {
            request = request.header("cookie", cookie);
        }
        let response = request.send().await.unwrap();
        for set in response.headers().get_all("set-cookie") {
            let set = set.to_str().unwrap();
            let pair = set.split(';').next().unwrap().to_string();
            self.cookie = if pair.ends_with('=') { None } else { Some(pair) };
        }
        let status = response.status().as_u16();
        let text = response.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
    }
}

/// A shop whose owners sign in without a second factor: for tests about roles and what owners
/// do (the second factor has its own test).
pub async fn start_owners_without_totp(env: &TestEnv) -> TestApp {
    let mut config = env.config();
    config.totp_required_for_owners = false;
    TestApp::start_configured(config).await
}

async fn create(app: &TestApp, email: &str, role: Role) -> i64 {
    create_in(&app.db, email, role).await
}

/// A staff account of `role` with the tests' password, written straight into `db`.
pub async fn create_in(db: &storefront_db::Db, email: &str, role: Role) -> i64 {
    storefront_server::operations::create_staff(db, email, role, "Test", PASSWORD, false).await.unwrap().unwrap()
}

fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64
}

pub async fn audit_count(app: &TestApp, action: &str) -> i64 {
    sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM audit_log WHERE action = $1").bind(action).fetch_one(app.db.pool()).await.unwrap()
}

async fn place(app: &TestApp, f: &Fixture, quantity: i64, payment: &str) -> Value {
    let cart = ready_cart(app, f, quantity, payment).await;
    let placed = post(app, "/api/checkout/save-order", json!({ "api_token": cart })).await;
    assert_eq!(placed.status(), 200);
    placed.json::<Value>().await.unwrap()
}

on_both_databases! {
    async fn an_owner_signs_in_with_a_code_from_their_authenticator_and_a_code_works_once(env) {
        let app = TestApp::start(&env).await;
        let id = create(&app, "owner@shuka.am", Role::Owner).await;
        let secret = totp::new_secret();
        storefront_db::staff::accounts::set_pending_totp(&app.db, id, &secret).await.unwrap();
        storefront_db::staff::accounts::enable_totp(&app.db, id, &secret, 0, &[totp::recovery_code_hash("abcde-fghjk")]).await.unwrap();

        let mut owner = Staff::anonymous(&app);
        let anonymous = owner.call("session/me", json!({})).await;
        assert_eq!(anonymous, (401, json!({ "error": "signed_out" })));
        let response = owner
            .client
            .post(format!("{}/admin/api/session/sign-in", app.url))
            .header("origin", &app.url)
            .json(&json!({ "email": "Owner@Shuka.am", "password": PASSWORD, "locale": "en" }))
            .send()
            .await
            .unwrap();
        let cookie = response.headers().get("set-cookie").unwrap().to_str().unwrap().to_string();
        assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/admin"), "{cookie}");
        assert!(!cookie.contains("Secure"), "plain http here; Secure comes with an https PUBLIC_URL");
        assert_eq!(response.json::<Value>().await.unwrap(), json!({ "outcome": "second_factor" }));
        owner.cookie = Some(cookie.split(';').next().unwrap().to_string());
        assert_eq!(owner.call("session/me", json!({})).await.0, 401, "the password alone opens nothing");
        assert_eq!(owner.call("orders/list", json!({ "query": {} })).await.0, 401);

        let wrong = owner.call("session/second-factor", json!({ "code": "000000" })).await;
        assert_eq!((wrong.0, only_field(&wrong.1)), (422, Some("code")), "{}", wrong.1);
        let code = totp::code_at(&secret, now()).unwrap();
        let (status, me) = owner.call("session/second-factor", json!({ "code": code })).await;
        assert_eq!(status, 200, "{me}");
        assert_eq!((me["email"].as_str(), me["role"].as_str(), me["must_enrol_totp"].as_bool()), (Some("owner@shuka.am"), Some("owner"), Some(false)));
        assert_eq!(owner.call("session/me", json!({})).await.0, 200);

        // The same code again, in a second sign-in: refused (replay).
        let mut again = Staff::anonymous(&app);
        again.call("session/sign-in", json!({ "email": "owner@shuka.am", "password": PASSWORD, "locale": "en" })).await;
        assert_eq!(again.call("session/second-factor", json!({ "code": code })).await.0, 422);
        // A recovery code works once.
        assert_eq!(again.call("session/second-factor", json!({ "code": "ABCDE FGHJK" })).await.0, 200);
        let mut third = Staff::anonymous(&app);
        third.call("session/sign-in", json!({ "email": "owner@shuka.am", "password": PASSWORD, "locale": "en" })).await;
        assert_eq!(third.call("session/second-factor", json!({ "code": "abcde-fghjk" })).await.0, 422);

        // Sessions are listed and one can be ended from another.
        let (_, sessions) = owner.call("session/list", json!({})).await;
        let sessions = sessions.as_array().unwrap().clone();
        assert!(sessions.len() >= 2, "{sessions:?}");
        for other in sessions.iter().filter(|s| s["current"] == false) {
            assert_eq!(owner.call("session/revoke", json!({ "id": other["id"] })).await.0, 200);
        }
        assert_eq!(again.call("session/me", json!({})).await.0, 401, "the revoked session is over");
        assert_eq!(owner.call("session/sign-out", json!({})).await.0, 200);
        assert_eq!(owner.call("session/me", json!({})).await.0, 401);
        assert!(audit_count(&app, "staff.sign_in").await >= 2);
        app.stop().await;
    }
}

/// Signs in `email` with the password and a code of `secret`, at the given time.
async fn sign_in_with_code(app: &TestApp, email: &str, code: &str) -> (Staff, (u16, Value)) {
    let mut staff = Staff::anonymous(app);
    let (status, body) = staff.call("session/sign-in", json!({ "email": email, "password": PASSWORD, "locale": "en" })).await;
    assert_eq!((status, body["outcome"].as_str()), (200, Some("second_factor")), "{body}");
    let answer = staff.call("session/second-factor", json!({ "code": code })).await;
    (staff, answer)
}

on_both_databases! {
    async fn replacing_an_authenticator_takes_the_password_and_a_current_code_and_the_old_one_works_until_then(env) {
        let app = TestApp::start(&env).await;
        let id = create(&app, "owner@shuka.am", Role::Owner).await;
        let old = totp::new_secret();
        storefront_db::staff::accounts::set_pending_totp(&app.db, id, &old).await.unwrap();
        let recovery = [totp::recovery_code_hash("abcde-fghjk"), totp::recovery_code_hash("bcdef-ghjkm")];
        storefront_db::staff::accounts::enable_totp(&app.db, id, &old, 0, &recovery).await.unwrap();
        let (mut owner, signed) = sign_in_with_code(&app, "owner@shuka.am", &totp::code_at(&old, now()).unwrap()).await;
        assert_eq!(signed.0, 200, "{}", signed.1);

        // Whoever has the open session (or the password) alone cannot start a new enrolment.
        let bare = owner.call("session/totp/begin", json!({})).await;
        assert_eq!((bare.0, only_field(&bare.1)), (422, Some("password")), "{}", bare.1);
        let wrong = owner.call("session/totp/begin", json!({ "password": "wrong", "code": "abcde-fghjk" })).await;
        assert_eq!((wrong.0, only_field(&wrong.1)), (422, Some("password")), "{}", wrong.1);
        let no_code = owner.call("session/totp/begin", json!({ "password": PASSWORD, "code": "123456" })).await;
        assert_eq!((no_code.0, only_field(&no_code.1)), (422, Some("code")), "{}", no_code.1);
        let (_, me) = owner.call("session/me", json!({})).await;
        assert_eq!(me["totp_enabled"], true, "a refused enrolment leaves the factor in force");

        let (status, enrolment) = owner.call("session/totp/begin", json!({ "password": PASSWORD, "code": "ABCDE FGHJK" })).await;
        assert_eq!(status, 200, "{enrolment}");
        let new = enrolment["secret"].as_str().unwrap().to_string();
        // Until the new authenticator is confirmed, the password alone still opens nothing and
        // the old authenticator is the one that signs in.
        let mut stranger = Staff::anonymous(&app);
        let (_, outcome) = stranger.call("session/sign-in", json!({ "email": "owner@shuka.am", "password": PASSWORD, "locale": "en" })).await;
        assert_eq!(outcome["outcome"], "second_factor");
        assert_eq!(stranger.call("session/second-factor", json!({ "code": totp::code_at(&new, now()).unwrap() })).await.0, 422);
        assert_eq!(stranger.call("session/second-factor", json!({ "code": totp::code_at(&old, now() + 30).unwrap() })).await.0, 200);

        let (status, codes) = owner.call("session/totp/confirm", json!({ "code": totp::code_at(&new, now()).unwrap() })).await;
        assert_eq!(status, 200, "{codes}");
        let (_, after) = sign_in_with_code(&app, "owner@shuka.am", &totp::code_at(&old, now() - 30).unwrap()).await;
        assert_eq!(after.0, 422, "the replaced authenticator no longer signs in");
        let (_, after) = sign_in_with_code(&app, "owner@shuka.am", "bcdef-ghjkm").await;
        assert_eq!(after.0, 422, "nor do the old recovery codes");
        let first_new = codes[0].as_str().unwrap();
        assert_eq!(sign_in_with_code(&app, "owner@shuka.am", first_new).await.1 .0, 200, "the new recovery codes do");
        assert_eq!(audit_count(&app, "staff.totp_replace").await, 1);
        app.stop().await;
    }
}

on_both_databases! {
    async fn an_owner_without_a_second_factor_can_only_enrol_one(env) {
        let app = TestApp::start(&env).await;
        let mut owner = Staff::signed_in(&app, "owner@shuka.am", Role::Owner).await;
        let (_, me) = owner.call("session/me", json!({})).await;
        assert_eq!(me["must_enrol_totp"], true);
        assert_eq!(owner.call("orders/list", json!({ "query": {} })).await.0, 403, "nothing opens before the second factor is set up");
        let (status, enrolment) = owner.call("session/totp/begin", json!({})).await;
        assert_eq!(status, 200);
        assert!(enrolment["qr_svg"].as_str().unwrap().contains("<svg"));
        let secret = enrolment["secret"].as_str().unwrap();
        let (status, codes) = owner.call("session/totp/confirm", json!({ "code": totp::code_at(secret, now()).unwrap() })).await;
        assert_eq!(status, 200, "{codes}");
        assert_eq!(codes.as_array().unwrap().len(), totp::RECOVERY_CODES);
        assert_eq!(owner.call("orders/list", json!({ "query": {} })).await.0, 200);
        assert_eq!(audit_count(&app, "staff.totp_enable").await, 1);
        app.stop().await;
    }
}

on_both_databases! {
    async fn wrong_passwords_back_off(env) {
        let app = TestApp::start(&env).await;
        create(&app, "clerk@shuka.am", Role::OrderClerk).await;
        let mut clerk = Staff::anonymous(&app);
        for _ in 0..5 {
            let (status, body) = clerk.call("session/sign-in", json!({ "email": "clerk@shuka.am", "password": "wrong", "locale": "en" })).await;
            assert_eq!((status, only_field(&body)), (422, Some("password")));
            assert_eq!(body["fields"]["password"], "Wrong e-mail or password.");
        }
        let (status, body) = clerk.call("session/sign-in", json!({ "email": "clerk@shuka.am", "password": PASSWORD, "locale": "en" })).await;
        assert_eq!((status, body["error"].as_str()), (429, Some("throttled")), "{body}");
        app.stop().await;
    }
}

on_both_databases! {
    async fn another_sites_page_cannot_call_the_back_office(env) {
        let app = TestApp::start(&env).await;
        let mut manager = Staff::signed_in(&app, "manager@shuka.am", Role::Manager).await;
        let cookie = manager.cookie.clone().unwrap();
        let url = format!("{}/admin/api/orders/list", app.url);
        let body = json!({ "query": {} });
        let client = &manager.client;
        let cross = client.post(&url).header("cookie", &cookie).header("origin", "https://evil.example").json(&body).send().await.unwrap();
        assert_eq!(cross.status(), 403);
        let fetch = client.post(&url).header("cookie", &cookie).header("sec-fetch-site", "cross-site").header("origin", &app.url).json(&body).send().await.unwrap();
        assert_eq!(fetch.status(), 403, "the browser's own word wins over a copied Origin");
        let bare = client.post(&url).header("cookie", &cookie).json(&body).send().await.unwrap();
        assert_eq!(bare.status(), 403, "no evidence of the shop's own page");
        let same = client.post(&url).header("cookie", &cookie).header("sec-fetch-site", "same-origin").json(&body).send().await.unwrap();
        assert_eq!(same.status(), 200);
        let get = client.get(&url).header("cookie", &cookie).header("origin", &app.url).send().await.unwrap();
        assert_eq!(get.status(), 405, "POST only");
        assert_eq!(only_field(&manager.call("orders/list", json!({ "query": { "sort": "sideways" } })).await.1), Some("sort"));
        app.stop().await;
    }
}

/// Every server function that acts for staff, with a body and the permission it needs.
fn functions() -> Vec<(&'static str, Value, Option<Permission>)> {
    vec![
        ("dashboard", json!({}), Some(Permission::ViewDashboard)),
        ("orders/list", json!({ "query": {} }), Some(Permission::ViewOrders)),
        ("orders/detail", json!({ "number": "100001" }), Some(Permission::ViewOrders)),
        ("orders/act", json!({ "number": "100001", "request": { "action": "confirm" } }), Some(Permission::ManageOrders)),
        (
            "orders/act",
            json!({ "number": "100001", "request": { "action": "refund", "amount_minor": 100, "restock": false } }),
            Some(Permission::RefundOrders),
        ),
        (
            "orders/note",
            json!({ "number": "100001", "note": "Called the customer", "notify_customer": false }),
            Some(Permission::ManageOrders),
        ),
        ("customers/list", json!({ "search": "", "page": 1 }), Some(Permission::ViewCustomers)),
        ("customers/detail", json!({ "id": 1 }), Some(Permission::ViewCustomers)),
        ("customers/rewards", json!({ "id": 1, "amount": "100", "reason": "Apology" }), Some(Permission::ManageCustomers)),
        ("customers/block", json!({ "id": 1, "blocked": false }), Some(Permission::ManageCustomers)),
        ("products/list", json!({ "query": {} }), Some(Permission::ManageCatalogue)),
        ("products/choices", json!({}), Some(Permission::ManageCatalogue)),
        ("products/detail", json!({ "id": 999_999 }), Some(Permission::ManageCatalogue)),
        (
            "products/save",
            json!({ "id": 999_999, "version": 1, "draft": { "sku": "X-1", "price": "1", "stock": "1", "texts": { "hy": { "name": "Ա" } } } }),
            Some(Permission::ManageCatalogue),
        ),
        (
            "products/inline",
            json!({ "edit": { "id": 999_999, "version": 1, "price": "1", "stock": "1" } }),
            Some(Permission::ManageCatalogue),
        ),
        ("products/bulk", json!({ "ids": [999_999], "change": { "kind": "disable" } }), Some(Permission::ManageCatalogue)),
        ("pictures/list", json!({ "product_id": 999_999 }), Some(Permission::ManageCatalogue)),
        (
            "pictures/arrange",
            json!({ "arrangement": { "product_id": 999_999, "order": [], "alts": {} } }),
            Some(Permission::ManageCatalogue),
        ),
        ("pictures/remove", json!({ "product_id": 999_999, "picture_id": 1 }), Some(Permission::ManageCatalogue)),
        ("products/variants", json!({ "id": 999_999 }), Some(Permission::ManageCatalogue)),
        (
            "products/save_variants",
            json!({ "id": 999_999, "version": 1, "draft": { "attributes": [1], "variants": [{ "options": { "1": 1 }, "sku": "V-1", "price": "1", "stock": "1" }] } }),
            Some(Permission::ManageCatalogue),
        ),
        ("products/make_simple", json!({ "id": 999_999, "version": 1 }), Some(Permission::ManageCatalogue)),
        ("categories/tree", json!({}), Some(Permission::ManageCatalogue)),
        (
            "categories/save",
            json!({ "id": 999_999, "version": 1, "parent_id": null, "draft": { "enabled": true, "texts": { "hy": { "name": "Ա" } } } }),
            Some(Permission::ManageCatalogue),
        ),
        ("categories/place", json!({ "id": 999_999, "parent_id": null, "index": 0 }), Some(Permission::ManageCatalogue)),
        ("categories/delete", json!({ "id": 999_999, "products_to": null }), Some(Permission::ManageCatalogue)),
        ("categories/remove_picture", json!({ "id": 999_999 }), Some(Permission::ManageCatalogue)),
        ("attributes/list", json!({}), Some(Permission::ManageCatalogue)),
        (
            "attributes/save",
            json!({ "id": 999_999, "version": 1, "draft": { "labels": { "hy": "Ա" }, "options": [] } }),
            Some(Permission::ManageCatalogue),
        ),
        ("attributes/delete", json!({ "id": 999_999 }), Some(Permission::ManageCatalogue)),
        ("catalog-files/jobs", json!({}), Some(Permission::ManageCatalogue)),
        ("catalog-files/report", json!({ "id": 999_999 }), Some(Permission::ManageCatalogue)),
        ("catalog-files/confirm", json!({ "id": 999_999, "skip_bad_rows": false }), Some(Permission::ManageCatalogue)),
        ("catalog-files/cancel", json!({ "id": 999_999 }), Some(Permission::ManageCatalogue)),
        ("menus/editor", json!({}), Some(Permission::ManageContent)),
        (
            "menus/save",
            json!({ "id": 999_999, "version": 1, "draft": { "names": { "hy": "Ա" }, "target": { "kind": "url", "url": "/blog" } } }),
            Some(Permission::ManageContent),
        ),
        ("menus/move", json!({ "id": 999_999, "up": true }), Some(Permission::ManageContent)),
        ("menus/delete", json!({ "id": 999_999 }), Some(Permission::ManageContent)),
        ("newsletter/list", json!({ "search": "", "page": 1 }), Some(Permission::ManageContent)),
        ("newsletter/unsubscribe", json!({ "id": 999_999 }), Some(Permission::ManageContent)),
        ("contact/list", json!({ "state": "", "page": 1 }), Some(Permission::ManageContent)),
        ("contact-details/get", json!({}), Some(Permission::ManageContent)),
        ("social-links/get", json!({}), Some(Permission::ManageContent)),
        ("social-links/save", json!({ "links": [{ "link": "nope", "enabled": true }] }), Some(Permission::ManageContent)),
        ("contact-details/save", json!({ "contacts": { "phone": "", "email": "", "texts": {} } }), Some(Permission::ManageContent)),
        ("contact/open", json!({ "id": 999_999 }), Some(Permission::ManageContent)),
        ("contact/reply", json!({ "id": 999_999, "reply": "Yes" }), Some(Permission::ManageContent)),
        ("posts/list", json!({}), Some(Permission::ManageContent)),
        ("posts/detail", json!({ "id": 999_999 }), Some(Permission::ManageContent)),
        (
            "posts/save",
            json!({ "id": 999_999, "version": 1, "draft": { "texts": { "hy": { "title": "Ա" } } } }),
            Some(Permission::ManageContent),
        ),
        ("posts/remove_picture", json!({ "id": 999_999 }), Some(Permission::ManageContent)),
        ("posts/delete", json!({ "id": 999_999 }), Some(Permission::ManageContent)),
        ("promotions/list", json!({ "kind": "slide" }), Some(Permission::ManageContent)),
        ("promotions/detail", json!({ "kind": "banner", "id": 999_999 }), Some(Permission::ManageContent)),
        (
            "promotions/save",
            json!({ "kind": "slide", "id": 999_999, "version": 1, "draft": { "enabled": true, "link": "/blog" } }),
            Some(Permission::ManageContent),
        ),
        ("promotions/move", json!({ "kind": "slide", "id": 999_999, "up": true }), Some(Permission::ManageContent)),
        ("promotions/delete", json!({ "kind": "banner", "id": 999_999 }), Some(Permission::ManageContent)),
        ("pages/list", json!({}), Some(Permission::ManageContent)),
        ("pages/detail", json!({ "id": 999_999 }), Some(Permission::ManageContent)),
        (
            "pages/save",
            json!({ "id": 999_999, "version": 1, "draft": { "texts": { "hy": { "title": "Ա" } } } }),
            Some(Permission::ManageContent),
        ),
        ("pages/delete", json!({ "id": 999_999 }), Some(Permission::ManageContent)),
        ("pages/preview", json!({ "html": "<p>Ա</p>" }), Some(Permission::ManageContent)),
        ("staff/list", json!({}), Some(Permission::ManageStaff)),
        ("staff/update", json!({ "id": 999_999, "role": "order_clerk", "disabled": false }), Some(Permission::ManageStaff)),
        ("staff/reset-password", json!({ "id": 999_999 }), Some(Permission::ManageStaff)),
        (
            "staff/create",
            json!({ "member": { "email": "new@shuka.am", "name": "N", "role": "order_clerk", "password": "a long password", "locale": "hy" } }),
            Some(Permission::ManageStaff),
        ),
        ("audit/list", json!({ "query": {} }), Some(Permission::ViewAudit)),
        ("rates/get", json!({}), Some(Permission::ManageRates)),
        ("rates/save", json!({ "rates": [{ "currency": "USD", "drams": "nope" }] }), Some(Permission::ManageRates)),
        ("rates/import", json!({}), Some(Permission::ManageRates)),
        ("settings/get", json!({}), Some(Permission::ManageSettings)),
        ("checkout-methods/get", json!({}), Some(Permission::ManageSettings)),
        ("checkout-methods/save", json!({ "methods": { "shipping": [], "payment": [] } }), Some(Permission::ManageSettings)),
        (
            "settings/save",
            json!({ "settings": { "rewards_percent": 5, "low_stock_threshold": 5, "shop_email": "info@shuka.am", "max_bonus_adjustment": 50_000, "legal_name": "", "legal_address": "", "tax_number": "" } }),
            Some(Permission::ManageSettings),
        ),
        ("session/me", json!({}), None),
        ("session/list", json!({}), None),
        ("session/locale", json!({ "locale": "ru" }), None),
        ("session/password", json!({ "current": "wrong password", "new": "a new password" }), None),
    ]
}

on_both_databases! {
    async fn every_function_refuses_every_role_without_its_permission_and_anyone_signed_out(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        place(&app, &f, 1, "cashondelivery").await;
        let mut anonymous = Staff::anonymous(&app);
        for (endpoint, body, _) in functions() {
            assert_eq!(anonymous.call(endpoint, body).await.0, 401, "{endpoint} signed out");
        }
        for (i, role) in Role::ALL.into_iter().enumerate() {
            let mut staff = Staff::signed_in(&app, &format!("staff{i}@shuka.am"), role).await;
            for (endpoint, body, permission) in functions() {
                let (status, answer) = staff.call(endpoint, body.clone()).await;
                match permission {
                    Some(permission) if !role.may(permission) => {
                        assert_eq!((status, &answer), (403, &json!({ "error": "forbidden" })), "{role:?} {endpoint} {body}");
                    }
                    _ => assert!(status != 401 && status != 403 && status < 500, "{role:?} {endpoint} {body}: {status} {answer}"),
                }
            }
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_cash_order_is_confirmed_shipped_and_completed_and_the_customer_sees_it(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let placed = place(&app, &f, 1, "cashondelivery").await;
        let number = placed["order"]["increment_id"].as_str().unwrap().to_string();
        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;

        let (status, page) = clerk.call("orders/list", json!({ "query": { "search": "ani@example", "statuses": ["pending"] } })).await;
        assert_eq!(status, 200);
        assert_eq!((page["total"].as_i64(), page["orders"][0]["number"].as_str()), (Some(1), Some(number.as_str())));
        for search in [number.as_str(), "091-123-456", "+374 91 12", "Ani Sargs", "ani sargs"] {
            let (_, found) = clerk.call("orders/list", json!({ "query": { "search": search } })).await;
            assert_eq!(found["total"], 1, "searching {search:?}");
        }
        let (_, none) = clerk.call("orders/list", json!({ "query": { "statuses": ["shipped"] } })).await;
        assert_eq!(none["total"], 0);
        let (_, detail) = clerk.call("orders/detail", json!({ "number": number })).await;
        assert_eq!(detail["actions"], json!(["confirm", "cancel"]), "the clerk may not refund, and nothing else applies yet");
        // The line as the customer ordered it (Armenian), and in the clerk's English beside it.
        assert_eq!((detail["lines"][0]["name"].as_str(), detail["lines"][0]["staff_name"].as_str()), (Some("Ամառային զգեստ"), Some("Summer dress")));
        assert_eq!(detail["payment_state"], "unpaid");

        let act = |request: Value| json!({ "number": number, "request": request });
        let early = clerk.call("orders/act", act(json!({ "action": "ship", "carrier": "HayPost", "tracking_number": "RR1AM" }))).await;
        assert_eq!((early.0, early.1["message"].as_str()), (409, Some("“Ship” is not possible for an order that is pending.")), "{}", early.1);
        assert_eq!(clerk.call("orders/act", act(json!({ "action": "confirm" }))).await.0, 200);
        let untracked = clerk.call("orders/act", act(json!({ "action": "ship", "carrier": "HayPost", "tracking_number": " " }))).await;
        assert_eq!((untracked.0, only_field(&untracked.1)), (422, Some("tracking_number")));
        let (status, blank) = clerk.call("orders/act", act(json!({ "action": "ship", "carrier": "", "tracking_number": "" }))).await;
        assert_eq!(
            (status, blank["fields"].clone()),
            (422, json!({ "carrier": "Enter the carrier.", "tracking_number": "Enter the tracking number." })),
            "both empty fields are named at once"
        );
        let (status, shipped) = clerk.call("orders/act", act(json!({ "action": "ship", "carrier": "HayPost", "tracking_number": "RR123456789AM" }))).await;
        assert_eq!((status, shipped["status"].as_str(), shipped["tracking_number"].as_str()), (200, Some("shipped"), Some("RR123456789AM")));
        let (_, completed) = clerk.call("orders/act", act(json!({ "action": "complete" }))).await;
        assert_eq!((completed["status"].as_str(), completed["payment_state"].as_str()), (Some("completed"), Some("paid")));
        let again = clerk.call("orders/act", act(json!({ "action": "cancel" }))).await;
        assert_eq!(again.0, 409, "a completed order is not canceled");
        let kinds: Vec<&str> = completed["timeline"].as_array().unwrap().iter().map(|e| e["kind"].as_str().unwrap()).collect();
        assert_eq!(kinds.iter().filter(|k| **k == "status").count(), 3);
        assert_eq!(kinds.iter().filter(|k| **k == "mail").count(), 3, "every status change mails the customer");

        let subjects: Vec<String> = sqlx::query_scalar("SELECT subject FROM outbox WHERE recipient = 'ani@example.am' ORDER BY id").fetch_all(app.db.pool()).await.unwrap();
        assert!(subjects.iter().any(|s| s.contains("Ուղարկված")), "mailed in the order's language: {subjects:?}");
        let bodies: Vec<String> = sqlx::query_scalar("SELECT body FROM outbox WHERE recipient = 'ani@example.am'").fetch_all(app.db.pool()).await.unwrap();
        assert!(bodies.iter().any(|b| b.contains("RR123456789AM")));
        for action in ["order.confirm", "order.ship", "order.complete"] {
            assert_eq!(audit_count(&app, action).await, 1, "{action}");
        }
        let (status, _) = clerk.call("orders/note", json!({ "number": number, "note": "", "notify_customer": false })).await;
        assert_eq!(status, 422);
        let (_, noted) = clerk.call("orders/note", json!({ "number": number, "note": "Left at the door", "notify_customer": true })).await;
        assert!(noted["timeline"].as_array().unwrap().iter().any(|e| e["kind"] == "customer_note"));
        assert_eq!(audit_count(&app, "order.note").await, 1);
        // The dashboard counts it: today's revenue, the best seller, thirty days of bars.
        let (_, dashboard) = clerk.call("dashboard", json!({})).await;
        let total = completed["grand_total_minor"].as_i64().unwrap();
        assert_eq!((dashboard["periods"][0]["orders"].as_i64(), dashboard["periods"][0]["revenue_minor"].as_i64()), (Some(1), Some(total)), "{dashboard}");
        assert_eq!(dashboard["daily"].as_array().unwrap().len(), 30);
        assert_eq!(dashboard["daily"][29][1].as_i64(), Some(total), "today is the last bar");
        assert_eq!(dashboard["top_products"][0]["sku"], completed["lines"][0]["sku"]);
        // The guest's own view of the order shows its new status.
        let token = placed["order"]["id"].as_i64().unwrap();
        let status: String = sqlx::query_scalar("SELECT status FROM orders WHERE id = $1").bind(token).fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(status, "completed");
        app.stop().await;
    }
}

on_both_databases! {
    async fn staff_acting_at_once_on_one_order_move_its_stock_once(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let before = stock(&app, f.dress).await;
        let placed = place(&app, &f, 2, "cashondelivery").await;
        let number = placed["order"]["increment_id"].as_str().unwrap().to_string();
        assert_eq!(stock(&app, f.dress).await, before - 2);
        let mut tasks = Vec::new();
        for i in 0..6 {
            let mut staff = Staff::signed_in(&app, &format!("m{i}@shuka.am"), Role::Manager).await;
            let request = if i % 2 == 0 { json!({ "action": "cancel" }) } else { json!({ "action": "confirm" }) };
            let body = json!({ "number": number, "request": request });
            tasks.push(tokio::spawn(async move { staff.call("orders/act", body).await }));
        }
        let mut statuses = Vec::new();
        for task in tasks {
            statuses.push(task.await.unwrap().0);
        }
        assert!(statuses.iter().all(|s| *s == 200 || *s == 409), "{statuses:?}");
        let status: String = sqlx::query_scalar("SELECT status FROM orders WHERE id = $1").bind(placed["order"]["id"].as_i64().unwrap()).fetch_one(app.db.pool()).await.unwrap();
        let expected = if status == "canceled" { before } else { before - 2 };
        assert_eq!(stock(&app, f.dress).await, expected, "status {status}: the stock moved at most once ({statuses:?})");
        let cancels = audit_count(&app, "order.cancel").await;
        assert!(cancels <= 1, "one cancel at most: {cancels}");
        app.stop().await;
    }
}

/// Pays a placed card order through the vPOS simulator; answers its payment id.
async fn pay_by_card(app: &TestApp, placed: &Value) -> String {
    pay_by_card_to_thanks(app, placed).await.0
}

/// Pays a placed card order through the vPOS simulator; answers its payment id and where the
/// bank's return sent the shopper.
async fn pay_by_card_to_thanks(app: &TestApp, placed: &Value) -> (String, String) {
    let pay_url = placed["redirect_url"].as_str().unwrap();
    let payment_id = pay_url.split("id=").nth(1).unwrap().split('&').next().unwrap().to_string();
    let approved = browser()
        .post(format!("{}/simulator/vpos/Payments/Pay", app.url))
        .form(&[
            ("id", payment_id.as_str()),
            ("card_number", "4111 1111 1111 1111"),
            ("expiry", "12/40"),
            ("cvc", "123"),
            ("cardholder", "A B"),
            ("action", "pay"),
        ])
        .send()
        .await
        .unwrap();
    let thanks = location(&browser().get(location(&approved)).send().await.unwrap());
    (payment_id, thanks)
}

on_both_databases! {
    async fn a_card_payment_taken_after_staff_canceled_the_order_is_shown_waiting_and_given_back(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let placed = place(&app, &f, 1, "ameria_vpos").await;
        let number = placed["order"]["increment_id"].as_str().unwrap().to_string();
        let mut manager = Staff::signed_in(&app, "manager@shuka.am", Role::Manager).await;
        let (status, canceled) = manager.call("orders/act", json!({ "number": number, "request": { "action": "cancel" } })).await;
        assert_eq!((status, canceled["status"].as_str()), (200, Some("canceled")), "{canceled}");

        // The shopper was still on the bank's page, and paid.
        let (payment_id, thanks) = pay_by_card_to_thanks(&app, &placed).await;
        assert!(thanks.contains("payment=refund") && !thanks.contains("payment=failed"), "the shopper is told the truth: {thanks}");
        let (_, detail) = manager.call("orders/detail", json!({ "number": number })).await;
        let total = detail["grand_total_minor"].as_i64().unwrap();
        assert_eq!(detail["late_payments"], json!([{ "payment_id": payment_id, "amount_minor": total, "received_at": detail["late_payments"][0]["received_at"] }]), "{detail}");
        assert_eq!(detail["may_refund_late"], true);
        let (_, dashboard) = manager.call("dashboard", json!({})).await;
        assert_eq!(dashboard["late_payments"], json!([number]), "waiting for action");

        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        let give_back = |through_bank: bool| json!({ "number": number, "payment_id": payment_id, "through_bank": through_bank });
        assert_eq!(clerk.call("orders/refund-late-payment", give_back(true)).await.0, 403, "a clerk may not refund");
        let (status, after) = manager.call("orders/refund-late-payment", give_back(true)).await;
        assert_eq!((status, after["late_payments"].clone()), (200, json!([])), "{after}");
        assert_eq!(after["status"], "canceled", "the order itself is unchanged");
        let timeline = after["timeline"].as_array().unwrap();
        assert!(timeline.iter().any(|e| e["kind"] == "refund" && e["amount_minor"] == total), "{timeline:?}");
        let details = storefront_payments::config::PaymentsConfig::simulated().ameria.client(&app.url).payment_details(&payment_id).await.unwrap();
        assert_eq!(details.refunded_amount_minor, total, "the bank gave it back");
        let (_, dashboard) = manager.call("dashboard", json!({})).await;
        assert_eq!(dashboard["late_payments"], json!([]));
        let again = manager.call("orders/refund-late-payment", give_back(false)).await;
        assert_eq!(again.0, 409, "given back once: {}", again.1);
        assert_eq!(audit_count(&app, "order.refund_late_payment").await, 1);
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_card_order_is_refunded_through_the_bank_never_beyond_what_was_paid(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let before = stock(&app, f.dress).await;
        let placed = place(&app, &f, 1, "ameria_vpos").await;
        let number = placed["order"]["increment_id"].as_str().unwrap().to_string();
        let payment_id = pay_by_card(&app, &placed).await;
        let mut manager = Staff::signed_in(&app, "manager@shuka.am", Role::Manager).await;
        let (_, detail) = manager.call("orders/detail", json!({ "number": number })).await;
        assert_eq!((detail["status"].as_str(), detail["payment_state"].as_str()), (Some("processing"), Some("paid")));
        let total = detail["grand_total_minor"].as_i64().unwrap();
        assert_eq!(detail["refundable_minor"], total);
        let refund = |amount: i64, restock: bool| json!({ "number": number, "request": { "action": "refund", "amount_minor": amount, "restock": restock } });
        let cancel = manager.call("orders/act", json!({ "number": number, "request": { "action": "cancel" } })).await;
        assert_eq!(cancel.1["message"], "This order is paid: refund it instead of canceling it.");
        let too_much = manager.call("orders/act", refund(total + 100, false)).await;
        assert_eq!((too_much.0, only_field(&too_much.1)), (422, Some("amount")));

        // Two partial refunds at once, each 60 % of the total: the bank gives back only what was paid.
        let part = total * 6 / 10;
        let mut other = Staff::signed_in(&app, "manager2@shuka.am", Role::Manager).await;
        let (first, second) = tokio::join!(manager.call("orders/act", refund(part, false)), other.call("orders/act", refund(part, false)));
        let accepted = [first.0, second.0].iter().filter(|s| **s == 200).count();
        assert_eq!(accepted, 1, "{first:?} {second:?}");
        let (_, detail) = manager.call("orders/detail", json!({ "number": number })).await;
        assert_eq!((detail["refunded_minor"].as_i64(), detail["payment_state"].as_str()), (Some(part), Some("partially_refunded")));

        // The audit names the order by its number, and is filtered by it.
        let (_, by_number) = manager.call("audit/list", json!({ "query": { "order_number": format!("#{number}") } })).await;
        let by_number = by_number.as_array().unwrap();
        assert!(!by_number.is_empty() && by_number.iter().all(|e| e["subject"] == format!("Order #{number}")), "{by_number:?}");
        assert_eq!(by_number[0]["action_label"], "Order: Refund");
        assert!(by_number[0]["changes"].as_array().unwrap().iter().any(|line| line.as_str().unwrap().starts_with("Refunded: 0 ֏ → ")), "{by_number:?}");
        let not_a_number = manager.call("audit/list", json!({ "query": { "order_number": "abc" } })).await;
        assert_eq!((not_a_number.0, only_field(&not_a_number.1)), (422, Some("order_number")));
        let (status, refunded) = manager.call("orders/act", refund(total - part, true)).await;
        assert_eq!((status, refunded["status"].as_str(), refunded["payment_state"].as_str()), (200, Some("refunded"), Some("refunded")), "{refunded}");
        assert_eq!(stock(&app, f.dress).await, before, "the items are back once");
        assert_eq!(manager.call("orders/act", refund(1, false)).await.0, 409, "nothing is left to refund");

        // What the bank says now.
        let details = storefront_payments::config::PaymentsConfig::simulated().ameria.client(&app.url).payment_details(&payment_id).await.unwrap();
        assert_eq!(details.refunded_amount_minor, total);
        assert_eq!(audit_count(&app, "order.refund").await, 2);
        let events: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM payment_events WHERE kind = 'refund' AND accepted = 1").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(events, 2);
        app.stop().await;
    }
}

on_both_databases! {
    async fn the_audit_log_is_append_only_and_filtered(env) {
        let app = TestApp::start(&env).await;
        let mut owner = Staff::signed_in(&app, "manager@shuka.am", Role::Manager).await;
        let (_, entries) = owner.call("audit/list", json!({ "query": { "action": "staff." } })).await;
        assert!(entries.as_array().unwrap().iter().all(|e| e["action"].as_str().unwrap().starts_with("staff.")), "{entries}");
        assert!(!entries.as_array().unwrap().is_empty());
        let (_, none) = owner.call("audit/list", json!({ "query": { "actor": "nobody@shuka.am" } })).await;
        assert_eq!(none, json!([]));
        let bad = owner.call("audit/list", json!({ "query": { "from": "2026-02-30" } })).await;
        assert_eq!((bad.0, only_field(&bad.1)), (422, Some("from")));
        for sql in ["UPDATE audit_log SET actor = 'someone else'", "DELETE FROM audit_log"] {
            assert!(sqlx::query(sql).execute(app.db.pool()).await.is_err(), "{sql} must be refused");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn the_owner_adds_staff_and_the_clerk_cannot(env) {
        let app = start_owners_without_totp(&env).await;
        let mut owner = Staff::signed_in(&app, "owner@shuka.am", Role::Owner).await;
        let member = |email: &str, password: &str| json!({ "member": { "email": email, "name": "Aram", "role": "order_clerk", "password": password, "locale": "hy" } });
        let short = owner.call("staff/create", member("aram@shuka.am", "short")).await;
        assert_eq!((short.0, only_field(&short.1)), (422, Some("password")));
        let (status, created) = owner.call("staff/create", member("Aram@Shuka.am", "a long password")).await;
        assert_eq!((status, created["email"].as_str(), created["role"].as_str()), (200, Some("aram@shuka.am"), Some("order_clerk")));
        let taken = owner.call("staff/create", member("aram@shuka.am", "a long password")).await;
        assert_eq!((taken.0, only_field(&taken.1)), (422, Some("email")));
        assert_eq!(audit_count(&app, "staff.create").await, 2, "the owner from the command line and the clerk from the back office");
        let mut clerk = Staff::anonymous(&app);
        clerk.call("session/sign-in", json!({ "email": "aram@shuka.am", "password": "a long password", "locale": "hy" })).await;
        assert_eq!(clerk.call("staff/list", json!({})).await.0, 403);

        // A new role ends the member's sessions; a disabled account cannot sign in; nobody changes their own.
        let aram = created["id"].clone();
        let (status, list) = owner.call("staff/update", json!({ "id": aram, "role": "manager", "disabled": false })).await;
        assert_eq!(status, 200, "{list}");
        assert!(list.as_array().unwrap().iter().any(|m| m["email"] == "aram@shuka.am" && m["role"] == "manager"));
        assert_eq!(clerk.call("session/me", json!({})).await.0, 401, "signed out by the change");
        owner.call("staff/update", json!({ "id": aram, "role": "manager", "disabled": true })).await;
        let (status, _) = clerk.call("session/sign-in", json!({ "email": "aram@shuka.am", "password": "a long password", "locale": "hy" })).await;
        assert_eq!(status, 422, "a disabled account signs in as no one");
        let (_, me) = owner.call("session/me", json!({})).await;
        let own = owner.call("staff/update", json!({ "id": me["id"], "role": "order_clerk", "disabled": false })).await;
        assert_eq!((own.0, only_field(&own.1)), (422, Some("role")));
        assert_eq!(audit_count(&app, "staff.update").await, 2);
        app.stop().await;
    }
}

on_both_databases! {
    async fn the_back_office_app_is_served_under_admin(env) {
        let dist = env.dir.join("admin");
        std::fs::create_dir_all(&dist).unwrap();
        std::fs::write(dist.join("index.html"), "<!doctype html><title>Back office</title><script type=\"module\">init('/admin/a.wasm')</script>").unwrap();
        std::fs::write(dist.join("storefront-admin-abc123.js"), "export default 1;").unwrap();
        std::fs::write(dist.join("admin-abc123.css"), "body { margin: 0 }").unwrap();
        let app = TestApp::start_configured({
            let mut config = env.config();
            config.admin_dir = dist.clone();
            config
        })
        .await;
        for path in ["/admin", "/admin/", "/admin/orders/100001", "/admin/sign-in?next=/admin/audit"] {
            let page = app.get(path).send().await.unwrap();
            assert_eq!(page.status(), 200, "{path}");
            assert_eq!(page.headers()["cache-control"], "no-cache");
            let policy = page.headers()["content-security-policy"].to_str().unwrap().to_string();
            for directive in ["frame-ancestors 'none'", "script-src 'self' 'wasm-unsafe-eval'", "object-src 'none'"] {
                assert!(policy.contains(directive), "{path}: {policy}");
            }
            assert!(!policy.contains("'unsafe-eval'") && !policy.contains("script-src 'self' 'unsafe-inline'"), "{policy}");
            assert!(policy.contains("'sha256-dC90WnGwAWLAL3NSH0JBgey3j2K99pd8swZ45CUr24Q='"), "the built loader, by its hash: {policy}");
            assert_eq!(page.headers()["x-frame-options"], "DENY");
            assert!(page.text().await.unwrap().contains("Back office"));
        }
        // The WebAssembly goes as compressed at build time, to a browser that accepts it.
        std::fs::write(dist.join("storefront-admin-abc123_bg.wasm"), vec![0u8; 4096]).unwrap();
        std::fs::write(dist.join("storefront-admin-abc123_bg.wasm.br"), b"built brotli").unwrap();
        let wasm = app.get("/admin/storefront-admin-abc123_bg.wasm").header("accept-encoding", "gzip, deflate, br").send().await.unwrap();
        assert_eq!((wasm.status().as_u16(), wasm.headers()["content-encoding"].to_str().unwrap()), (200, "br"));
        assert_eq!(wasm.headers()["content-type"], "application/wasm");
        assert_eq!(wasm.bytes().await.unwrap().as_ref(), b"built brotli", "the build's file, not compressed again");
        let asset = app.get("/admin/storefront-admin-abc123.js").send().await.unwrap();
        assert_eq!((asset.status().as_u16(), asset.headers()["cache-control"].to_str().unwrap()), (200, "public, max-age=31536000, immutable"));
        let css = app.get("/admin/admin-abc123.css").send().await.unwrap();
        assert_eq!(css.status(), 200, "a file whose name starts like the mount point");
        assert_eq!(app.get("/admin/missing-abc.js").send().await.unwrap().status(), 404);
        assert_eq!(app.get("/admin/../Cargo.toml").send().await.unwrap().status(), 404);
        app.stop().await;
    }
}

on_both_databases! {
    async fn staff_find_a_customer_adjust_their_bonuses_and_block_them(env) {
        let app = TestApp::start(&env).await;
        let register = json!({ "email": "ani@example.am", "password": "secret1", "password_confirmation": "secret1", "first_name": "Ani", "last_name": "Sargsyan" });
        assert_eq!(post(&app, "/api/customer/register", register).await.status(), 200);
        let login = || post(&app, "/api/customer/login?locale=en", json!({ "email": "ani@example.am", "password": "secret1" }));
        let token = login().await.json::<Value>().await.unwrap()["token"].as_str().unwrap().to_string();

        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        let (status, page) = clerk.call("customers/list", json!({ "search": "sargs", "page": 1 })).await;
        assert_eq!((status, page["total"].as_i64()), (200, Some(1)), "{page}");
        let id = page["customers"][0]["id"].as_i64().unwrap();
        let (_, by_mail) = clerk.call("customers/list", json!({ "search": "ANI@exa", "page": 1 })).await;
        assert_eq!(by_mail["total"], 1);
        assert_eq!(clerk.call("customers/block", json!({ "id": id, "blocked": true })).await.0, 403, "a clerk looks customers up only");

        let mut manager = Staff::signed_in(&app, "manager@shuka.am", Role::Manager).await;
        let adjust = |amount: &str, reason: &str| json!({ "id": id, "amount": amount, "reason": reason });
        let no_reason = manager.call("customers/rewards", adjust("500", " ")).await;
        assert_eq!((no_reason.0, only_field(&no_reason.1)), (422, Some("reason")));
        let (status, detail) = manager.call("customers/rewards", adjust("500", "Late delivery")).await;
        assert_eq!((status, detail["summary"]["rewards_minor"].as_i64()), (200, Some(50_000)), "{detail}");
        assert_eq!(detail["bonuses"][0]["note"], "Late delivery");
        assert_eq!(detail["bonuses"][0]["adjusted_by"], "Test", "the history names who adjusted it");
        assert_eq!(detail["rewards_adjustment_limit"], 50_000, "the owner's limit, shown beside the field");
        let too_much = manager.call("customers/rewards", adjust("-600", "Mistake")).await;
        assert_eq!((too_much.0, only_field(&too_much.1)), (422, Some("amount")), "a balance never goes below zero");
        // Each bad amount gets its own message from the core, and nothing near the integer limit
        // reaches the database.
        for (typed, message) in [
            ("", "Enter the number of bonuses."),
            ("abc", "Enter a whole number of drams, such as 500 or -500."),
            ("12.5", "Enter a whole number of drams, such as 500 or -500."),
            ("0", "The amount cannot be 0."),
            ("1000000000", "One adjustment may add or take away at most 50,000 ֏"),
            ("9223372036854775807", "One adjustment may add or take away at most 50,000 ֏"),
            ("-92233720368547758", "One adjustment may add or take away at most 50,000 ֏"),
        ] {
            let (status, refused) = manager.call("customers/rewards", adjust(typed, "Gift")).await;
            assert_eq!((status, only_field(&refused), refused["fields"]["amount"].as_str()), (422, Some("amount"), Some(message)), "{typed}");
        }
        let balance = json_of(app.get("/api/customer/rewards").bearer_auth(&token).send().await.unwrap(), 200).await;
        assert_eq!(balance["data"]["balance"], 500, "the customer sees it");

        let (status, blocked) = manager.call("customers/block", json!({ "id": id, "blocked": true })).await;
        assert_eq!((status, blocked["summary"]["blocked"].as_bool()), (200, Some(true)));
        assert_eq!(app.get("/api/customer/get").bearer_auth(&token).send().await.unwrap().status(), 401, "their sessions ended");
        let refused = login().await;
        assert_eq!(refused.status(), 403);
        assert_eq!(refused.json::<Value>().await.unwrap()["error"], "Your account is blocked. Please contact the shop.");
        manager.call("customers/block", json!({ "id": id, "blocked": false })).await;
        assert_eq!(login().await.status(), 200, "unblocked, they sign in again");
        for action in ["customer.adjust_rewards", "customer.block", "customer.unblock"] {
            assert_eq!(audit_count(&app, action).await, 1, "{action}");
        }
        // The audit reads as words, with money formatted, one line per changed field.
        let (_, entries) = manager.call("audit/list", json!({ "query": { "action": "customer.adjust_rewards" } })).await;
        let entry = &entries[0];
        assert_eq!((entry["action_label"].as_str(), entry["subject"].as_str()), (Some("Bonuses adjusted"), Some(format!("Customer {id}").as_str())), "{entry}");
        assert_eq!(entry["changes"], json!(["Bonuses: 0 ֏ → 500 ֏", "Reason: Late delivery"]));
        app.stop().await;
    }
}

on_both_databases! {
    async fn the_benchmarks_generated_orders_are_listed_filtered_and_paged(env) {
        let app = TestApp::start(&env).await;
        let report = storefront_demo::orders(&app.db, 10_050).await.unwrap();
        assert_eq!(report.added, 10_050);
        assert_eq!(storefront_demo::orders(&app.db, 10_050).await.unwrap().added, 0, "a second run adds nothing");
        let mut manager = Staff::signed_in(&app, "manager@shuka.am", Role::Manager).await;
        let (_, all) = manager.call("orders/list", json!({ "query": {} })).await;
        let counted = (all["total"].as_i64(), all["more"].as_bool(), all["last_page"].as_i64(), all["orders"].as_array().unwrap().len());
        assert_eq!(counted, (Some(10_000), Some(true), Some(400), 25), "counted up to the cap, then \"more\"");
        assert_eq!(all["orders"][0]["number"], "110050", "newest first");
        let mut by_status = 0;
        for status in ["pending", "processing", "shipped", "completed", "canceled", "refunded"] {
            let (_, page) = manager.call("orders/list", json!({ "query": { "statuses": [status] } })).await;
            assert!(page["orders"].as_array().unwrap().iter().all(|o| o["status"] == status), "{status}");
            by_status += page["total"].as_i64().unwrap();
        }
        assert_eq!(by_status, 10_050, "each status holds fewer than the cap, so each is counted exactly");
        let (_, armenian) = manager.call("orders/list", json!({ "query": { "search": "Սարգսյան" } })).await;
        assert!(armenian["total"].as_i64().unwrap() > 0, "a name in Armenian letters is found");
        assert!(armenian["orders"].as_array().unwrap().iter().all(|o| o["customer_name"].as_str().unwrap().contains("Սարգսյան")));
        assert_eq!((armenian["total"].as_i64(), armenian["more"].as_bool()), (Some(1_000), Some(true)), "a search is counted up to 1,000");
        let (_, second) = manager.call("orders/list", json!({ "query": { "search": "Սարգսյան", "page": 2 } })).await;
        let numbers = |page: &Value| page["orders"].as_array().unwrap().iter().map(|o| o["number"].as_str().unwrap().parse::<i64>().unwrap()).collect::<Vec<_>>();
        let both = [numbers(&armenian), numbers(&second)].concat();
        assert_eq!(both.len(), 50);
        assert!(both.windows(2).all(|w| w[0] > w[1]), "newest first across pages: {both:?}");
        let (_, oldest) = manager.call("orders/list", json!({ "query": { "search": "Սարգսյան", "sort": "oldest" } })).await;
        assert!(numbers(&oldest).windows(2).all(|w| w[0] < w[1]) && numbers(&oldest)[0] < both[49]);
        // A broad e-mail prefix: one in fourteen orders, found by walking the list in order.
        let (_, by_mail) = manager.call("orders/list", json!({ "query": { "search": "ani." } })).await;
        let expected: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM orders WHERE email LIKE 'ani.%'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(by_mail["total"].as_i64(), Some(expected.min(1_000)));
        assert!(by_mail["orders"].as_array().unwrap().iter().all(|o| o["email"].as_str().unwrap().starts_with("ani.")));
        assert!(numbers(&by_mail).windows(2).all(|w| w[0] > w[1]) && numbers(&by_mail).len() == 25);
        let newest_ani: i64 = sqlx::query_scalar("SELECT MAX(id) FROM orders WHERE email LIKE 'ani.%'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(numbers(&by_mail)[0], 100_000 + newest_ani, "the newest of them first");
        let (_, lower_case) = manager.call("orders/list", json!({ "query": { "search": "սարգսյան" } })).await;
        assert_eq!(numbers(&lower_case), numbers(&armenian), "a name is found whatever the case it is typed in");
        let (_, two_words) = manager.call("orders/list", json!({ "query": { "search": "Անի Պետ" } })).await;
        assert!(two_words["total"].as_i64().unwrap() > 0, "a first name and the start of a surname");
        assert!(two_words["orders"].as_array().unwrap().iter().all(|o| o["customer_name"].as_str().unwrap().contains("Անի Պետ")));
        let mut by_payment_state = 0;
        for state in ["unpaid", "paid", "partially_refunded", "refunded"] {
            let (_, page) = manager.call("orders/list", json!({ "query": { "payment_state": state } })).await;
            // The list filters by the database's column; each order's state comes from the core.
            assert!(page["orders"].as_array().unwrap().iter().all(|o| o["payment_state"] == state), "{state}: {page}");
            by_payment_state += page["total"].as_i64().unwrap();
        }
        assert_eq!(by_payment_state, 10_050, "every order is in exactly one payment state");
        let (_, sorted) = manager.call("orders/list", json!({ "query": { "sort": "total_desc", "payment_state": "paid" } })).await;
        let totals: Vec<i64> = sorted["orders"].as_array().unwrap().iter().map(|o| o["grand_total_minor"].as_i64().unwrap()).collect();
        assert!(totals.windows(2).all(|w| w[0] >= w[1]), "{totals:?}");
        assert!(sorted["orders"].as_array().unwrap().iter().all(|o| o["payment_state"] == "paid"));
        app.stop().await;
    }
}

on_both_databases! {
    async fn staff_find_orders_by_an_email_as_typed_and_customers_by_a_name_in_any_script(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let mut numbers = Vec::new();
        for email in ["Probe.x.Mixed@Example.AM", "096007180@mail.am"] {
            let cart = token(&app).await;
            prepare_cart_billed_to(&app, &f, &cart, None, 1, "cashondelivery", email).await;
            let placed = json_of(post(&app, "/api/checkout/save-order", json!({ "api_token": cart })).await, 200).await;
            numbers.push(placed["order"]["increment_id"].as_str().unwrap().to_string());
        }
        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        for (search, number) in [
            ("probe.x.mixed@example.am", &numbers[0]),
            ("Probe.x.Mixed@Example.AM", &numbers[0]),
            ("probe.x", &numbers[0]),
            ("096007180@mail.am", &numbers[1]),
            ("096007180@", &numbers[1]),
        ] {
            let (status, page) = clerk.call("orders/list", json!({ "query": { "search": search } })).await;
            assert_eq!((status, page["total"].as_i64(), page["orders"][0]["number"].as_str()), (200, Some(1), Some(number.as_str())), "{search}");
        }

        for (email, first, last) in [("anna@example.am", "Աննա", "Պետրոսյան"), ("boris@example.am", "Борис", "Иванов"), ("lilit@example.am", "Lilit", "Hakobyan")] {
            let register = json!({ "email": email, "password": "secret1", "password_confirmation": "secret1", "first_name": first, "last_name": last });
            assert_eq!(post(&app, "/api/customer/register", register).await.status(), 200);
        }
        for (search, email) in [
            ("Պետրոսյան", "anna@example.am"),
            ("պետրոս", "anna@example.am"),
            ("ԱՆՆԱ", "anna@example.am"),
            ("Petrosyan", "anna@example.am"),
            ("Петросян", "anna@example.am"),
            ("Աննա Պետ", "anna@example.am"),
            ("ИВАНОВ", "boris@example.am"),
            ("boris iva", "boris@example.am"),
            ("Հակոբյան", "lilit@example.am"),
            ("hakob", "lilit@example.am"),
        ] {
            let (status, page) = clerk.call("customers/list", json!({ "search": search, "page": 1 })).await;
            assert_eq!((status, page["total"].as_i64(), page["customers"][0]["email"].as_str()), (200, Some(1), Some(email)), "{search}");
        }
        let (_, nobody) = clerk.call("customers/list", json!({ "search": "Աննա Иванов", "page": 1 })).await;
        assert_eq!(nobody["total"], 0, "every word must match");

        // A customer saved before the key existed (migration 0016) is keyed at the first start,
        // and a marker spares every later start the scan.
        let blank_key = "UPDATE customers SET name_key = '' WHERE email = 'anna@example.am'";
        let unmark = "DELETE FROM app_meta WHERE key = 'customer_name_keys_filled'";
        for statement in [blank_key, unmark] {
            sqlx::query(statement).execute(app.db.pool()).await.unwrap();
        }
        assert_eq!(clerk.call("customers/list", json!({ "search": "Petrosyan", "page": 1 })).await.1["total"], 0);
        assert_eq!(storefront_db::customers::directory::fill_missing_name_keys(&app.db).await.unwrap(), 1);
        assert_eq!(clerk.call("customers/list", json!({ "search": "Petrosyan", "page": 1 })).await.1["total"], 1);
        sqlx::query(blank_key).execute(app.db.pool()).await.unwrap();
        assert_eq!(storefront_db::customers::directory::fill_missing_name_keys(&app.db).await.unwrap(), 0, "filled once only");
        app.stop().await;
    }
}

on_both_databases! {
    async fn no_back_office_call_stores_a_nul_or_an_unbounded_text(env) {
        let app = start_owners_without_totp(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let placed = place(&app, &f, 1, "cashondelivery").await;
        let number = placed["order"]["increment_id"].as_str().unwrap().to_string();
        let mut owner = Staff::signed_in(&app, "owner@shuka.am", Role::Owner).await;
        owner.call("session/locale", json!({ "locale": "hy" })).await;
        assert_eq!(owner.call("orders/act", json!({ "number": number, "request": { "action": "confirm" } })).await.0, 200);
        let long = "x".repeat(256);
        let calls = [
            ("orders/list", json!({ "query": { "search": "Ani\u{0}" } }), "search"),
            ("orders/list", json!({ "query": { "search": "a\u{0}b@example.am" } }), "search"),
            ("orders/act", json!({ "number": number, "request": { "action": "ship", "carrier": "Hay\u{0}Post", "tracking_number": "RR1" } }), "carrier"),
            ("orders/act", json!({ "number": number, "request": { "action": "ship", "carrier": "HayPost", "tracking_number": long } }), "tracking_number"),
            ("orders/note", json!({ "number": number, "note": "a\u{0}", "notify_customer": false }), "note"),
            ("orders/note", json!({ "number": number, "note": "ա".repeat(5001), "notify_customer": false }), "note"),
            ("customers/list", json!({ "search": "\u{0}", "page": 1 }), "search"),
            ("customers/rewards", json!({ "id": 1, "amount": "5", "reason": "\u{0}" }), "reason"),
            ("staff/create", json!({ "member": { "email": "new@shuka.am", "name": "A\u{0}", "role": "order_clerk" } }), "name"),
            ("session/password", json!({ "current": PASSWORD, "new": "p".repeat(300_000) }), "new"),
        ];
        for (endpoint, body, field) in calls {
            let (status, refused) = owner.call(endpoint, body).await;
            assert_eq!((status, only_field(&refused)), (422, Some(field)), "{endpoint}: {refused}");
            assert!(refused["fields"][field].as_str().unwrap().chars().any(|c| ('\u{0531}'..='\u{0587}').contains(&c)), "in the staff's language: {refused}");
        }
        let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM order_events WHERE kind = 'note'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(stored, 0, "nothing refused was stored");
        let (status, _) = owner.call("session/me", json!({})).await;
        assert_eq!(status, 200, "the password was not changed");
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_timeline_line_of_a_kind_the_core_does_not_know_is_an_error_not_a_guess(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let placed = place(&app, &f, 1, "cashondelivery").await;
        let number = placed["order"]["increment_id"].as_str().unwrap().to_string();
        let id = storefront_core::checkout::order_id_from_number(&number).unwrap();
        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        let (status, known) = clerk.call("orders/detail", json!({ "number": number })).await;
        assert_eq!(status, 200, "{known}");
        sqlx::query("INSERT INTO order_events (order_id, kind, detail, actor, customer_visible, created_at) VALUES ($1, 'teleported', '', 'x', 0, '2026-01-01 00:00:00')")
            .bind(id)
            .execute(app.db.pool())
            .await
            .unwrap();
        let refused = storefront_db::checkout::order_changes::timeline(&app.db, id).await.unwrap_err();
        assert!(refused.to_string().contains("teleported"), "{refused}");
        let (status, body) = clerk.call("orders/detail", json!({ "number": number })).await;
        assert_eq!((status, body["error"].as_str()), (500, Some("failed")), "shown as a failure, not as some other kind of line: {body}");
        app.stop().await;
    }
}
