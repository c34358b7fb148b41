//! Customer accounts over HTTP, on both databases: registration, sessions and their tokens,
//! throttled logins, password reset through the outbox, the profile, the address book, order
//! history and bonuses, and that no customer ever reaches another's data.

use reqwest::Method;
use serde_json::{json, Value};
use storefront_core::locale::Locale;
use storefront_core::validation::Message;

use crate::catalog_fixture;
use crate::checkout::{as_holder, post, prepare_cart_as};
use crate::common::{header, json_of, TestApp};

fn individual(email: &str) -> Value {
    json!({ "email": email, "password": "secret1", "password_confirmation": "secret1", "first_name": "Ani", "last_name": "Sargsyan" })
}

async fn register(app: &TestApp, email: &str) {
    let answer = json_of(post(app, "/api/customer/register?locale=en", individual(email)).await, 200).await;
    assert_eq!(answer["message"], "Your account has been created successfully.");
}

async fn login(app: &TestApp, email: &str, password: &str) -> reqwest::Response {
    post(app, "/api/customer/login?token=true&locale=en", json!({ "email": email, "password": password })).await
}

/// A registered, signed-in customer's token.
async fn customer(app: &TestApp, email: &str) -> String {
    register(app, email).await;
    let answer = json_of(login(app, email, "secret1").await, 200).await;
    answer["token"].as_str().unwrap().to_string()
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar::<_, i64>(sql).fetch_one(app.db.pool()).await.unwrap()
}

fn address(street: &str) -> Value {
    json!({ "first_name": "Ani", "last_name": "Sargsyan", "address1": [street], "city": "Yerevan", "postcode": "0010", "phone": "+374 91 123456" })
}

async fn cart_token(app: &TestApp, customer_token: &str) -> Value {
    json_of(app.get("/api/checkout/cart/token").bearer_auth(customer_token).send().await.unwrap(), 200).await["api_token"].clone()
}

fn with_token(mut body: Value, token: &str) -> Value {
    body["token"] = json!(token);
    body
}

on_both_databases! {
    async fn a_customer_registers_signs_in_with_a_token_sent_three_ways_and_signs_out(env) {
        let app = TestApp::start(&env).await;
        register(&app, "Ani@Example.am").await;
        let answer = json_of(login(&app, "ani@example.am", "secret1").await, 200).await;
        let token = answer["token"].as_str().unwrap().to_string();
        assert_eq!(token.len(), 64, "256 random bits");
        assert_eq!(answer["data"]["email"], "ani@example.am", "e-mails are kept lowercased");
        assert_eq!(answer["data"]["name"], "Ani Sargsyan");
        assert_eq!(answer["data"]["rewards"], 0);
        assert_eq!(answer["expires_in"], 86_400, "a day unless remembered");
        let remembered = json_of(post(&app, "/api/customer/login", json!({ "email": "ani@example.am", "password": "secret1", "remember": true })).await, 200).await;
        assert_eq!(remembered["expires_in"], 30 * 86_400);

        let by_query = json_of(app.get(&format!("/api/customer/get?token={token}")).send().await.unwrap(), 200).await;
        assert_eq!(by_query["data"]["first_name"], "Ani");
        let by_header = app.get("/api/customer/get").bearer_auth(&token).send().await.unwrap();
        assert_eq!(by_header.status(), 200);
        let by_body = app.request(Method::PUT, "/api/customer/profile").json(&json!({ "token": token, "first_name": "Anahit", "last_name": "Sargsyan", "email": "ani@example.am" })).send().await.unwrap();
        assert_eq!(json_of(by_body, 200).await["data"]["first_name"], "Anahit");

        // Only hashes are stored: neither the password nor the token is in the database.
        let stored_password: String = sqlx::query_scalar("SELECT password_hash FROM customers").fetch_one(app.db.pool()).await.unwrap();
        assert!(stored_password.starts_with("$argon2id$"), "{stored_password}");
        let tokens_in_clear: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM customer_tokens WHERE token_hash = $1").bind(&token).fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(tokens_in_clear, 0);

        let out = json_of(app.get(&format!("/api/customer/logout?token={token}&locale=en")).send().await.unwrap(), 200).await;
        assert_eq!(out["message"], "Logged out successfully.");
        let after = json_of(app.get(&format!("/api/customer/get?token={token}")).send().await.unwrap(), 401).await;
        assert_eq!(after["error"], "Խնդրում ենք մուտք գործել", "Armenian by default");
        assert_eq!(app.get("/api/customer/get?token=not-a-token").send().await.unwrap().status(), 401);
        assert_eq!(app.get("/api/customer/get").send().await.unwrap().status(), 401);
        app.stop().await;
    }
}

on_both_databases! {
    async fn registration_answers_every_rule_of_the_core_and_a_taken_email(env) {
        let app = TestApp::start(&env).await;
        let bad = json!({ "email": "ani@mail", "password": "123", "password_confirmation": "124", "first_name": "", "last_name": " " });
        let errors = json_of(post(&app, "/api/customer/register?locale=en", bad).await, 422).await["errors"].clone();
        assert_eq!(errors["email"], json!(["Invalid email format"]));
        assert_eq!(errors["password"], json!(["Password must be more than 6 characters"]));
        assert_eq!(errors["password_confirmation"], json!(["Passwords do not match"]));
        assert_eq!(errors["first_name"], json!(["This field is required"]));
        assert_eq!(errors["last_name"], json!(["This field is required"]));
        let company = json!({ "type": "company", "want_to_be_seller": true, "email": "shop@ararat.am", "password": "secret1",
                              "password_confirmation": "secret1", "first_name": "Aram", "last_name": "Hakobyan" });
        let errors = json_of(post(&app, "/api/customer/register?locale=hy", company).await, 422).await["errors"].clone();
        for field in ["company_name", "address1", "vat_id", "phone"] {
            assert_eq!(errors[field], json!([Message::Required.text(Locale::Hy)]), "{field}");
        }
        assert!(errors.get("position").is_none(), "the position defaults to manager");

        register(&app, "ani@example.am").await;
        let taken = json_of(post(&app, "/api/customer/register?locale=en", individual("ANI@example.am ")).await, 422).await;
        assert_eq!(taken["errors"]["email"], json!(["The email has already been taken."]));
        assert_eq!(count(&app, "SELECT COUNT(*) FROM customers").await, 1);
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_company_registration_files_a_pending_seller_application_with_defaults(env) {
        let app = TestApp::start(&env).await;
        let company = json!({ "type": "company", "want_to_be_seller": true, "email": "shop@ararat.am", "password": "secret1",
                              "password_confirmation": "secret1", "first_name": "Aram", "last_name": "Hakobyan", "company_name": "Ararat LLC",
                              "vat_id": "02345678", "address1": "Tigran Mets 4", "phone": "+374 10 555555" });
        json_of(post(&app, "/api/customer/register", company).await, 200).await;
        let (position, city, country, status): (String, String, String, String) =
            sqlx::query_as("SELECT position, city, country, status FROM seller_applications").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!((position.as_str(), city.as_str(), country.as_str(), status.as_str()), ("manager", "Prospekt", "AM", "pending"));
        let token = json_of(login(&app, "shop@ararat.am", "secret1").await, 200).await["token"].as_str().unwrap().to_string();
        let me = json_of(app.get(&format!("/api/customer/get?token={token}")).send().await.unwrap(), 200).await;
        assert_eq!(me["data"]["seller_application"], json!({ "company_name": "Ararat LLC", "status": "pending" }));
        app.stop().await;
    }
}

on_both_databases! {
    async fn logins_fail_alike_for_unknown_emails_and_back_off_without_locking_the_owner_out(env) {
        let app = TestApp::start(&env).await;
        register(&app, "ani@example.am").await;
        let unknown = json_of(login(&app, "nobody@example.am", "secret1").await, 401).await;
        let wrong = json_of(login(&app, "ani@example.am", "wrong-password").await, 401).await;
        assert_eq!(unknown, wrong, "the answer does not say whether the e-mail exists");
        assert_eq!(wrong["error"], "Invalid Email or Password");
        let invalid = json_of(login(&app, "not-an-email", "").await, 422).await;
        assert_eq!(invalid["errors"]["email"], json!(["Type valid data"]));

        // A success forgives earlier failures from that address.
        json_of(login(&app, "ani@example.am", "secret1").await, 200).await;
        // An attacker at 127.0.0.2 guesses five times: then they wait 30 s, doubling.
        let attacker = app.visitor("127.0.0.2");
        let guess = json!({ "email": "ani@example.am", "password": "guess" });
        for _ in 0..5 {
            json_of(attacker.post("/api/customer/login?locale=en", guess.clone()).await, 401).await;
        }
        let slowed = attacker.post("/api/customer/login?locale=en", json!({ "email": "ani@example.am", "password": "secret1" })).await;
        assert!(matches!(header(&slowed, "retry-after").parse::<u64>(), Ok(29..=30)), "{}", header(&slowed, "retry-after"));
        let slowed = json_of(slowed, 429).await;
        assert_eq!(slowed["error"], "Too many login attempts. Please try again later.");
        // The owner, from their own address, is not locked out.
        json_of(login(&app, "ani@example.am", "secret1").await, 200).await;
        // Each further failure doubles the wait: after the sixth (recorded as if 31 s ago), 60 s.
        sqlx::query("UPDATE throttle_events SET created_at = $1").bind(storefront_db::clock::timestamp(std::time::Duration::from_secs(31))).execute(app.db.pool()).await.unwrap();
        json_of(attacker.post("/api/customer/login?locale=en", guess.clone()).await, 401).await;
        let slower = attacker.post("/api/customer/login?locale=en", guess).await;
        assert!(matches!(header(&slower, "retry-after").parse::<u64>(), Ok(59..=60)), "{}", header(&slower, "retry-after"));
        app.stop().await;
    }
}

on_both_databases! {
    async fn one_address_trying_many_accounts_is_stopped_after_twenty_failures(env) {
        let app = TestApp::start(&env).await;
        register(&app, "ani@example.am").await;
        let scanner = app.visitor("127.0.0.3");
        for n in 0..20 {
            json_of(scanner.post("/api/customer/login", json!({ "email": format!("guess{n}@example.am"), "password": "secret1" })).await, 401).await;
        }
        let blocked = json_of(scanner.post("/api/customer/login", json!({ "email": "ani@example.am", "password": "secret1" })).await, 429).await;
        assert_eq!(blocked["retry_after"], 900, "even the right password waits: the address is stopped");
        json_of(login(&app, "ani@example.am", "secret1").await, 200).await;
        app.stop().await;
    }
}

on_both_databases! {
    async fn an_expired_token_is_refused_like_an_unknown_one(env) {
        let app = TestApp::start(&env).await;
        let token = customer(&app, "ani@example.am").await;
        assert_eq!(app.get("/api/customer/get").bearer_auth(&token).send().await.unwrap().status(), 200);
        sqlx::query("UPDATE customer_tokens SET expires_at = '2000-01-01T00:00:00Z'").execute(app.db.pool()).await.unwrap();
        let expired = json_of(app.get("/api/customer/get?locale=en").bearer_auth(&token).send().await.unwrap(), 401).await;
        assert_eq!(expired["error"], "Unauthenticated.");
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_password_reset_link_from_the_outbox_works_once_and_ends_every_session(env) {
        let app = TestApp::start(&env).await;
        let old_session = customer(&app, "ani@example.am").await;
        let asked = json_of(post(&app, "/api/customer/forgot-password?locale=en", json!({ "email": "ani@example.am" })).await, 200).await;
        let unknown = json_of(post(&app, "/api/customer/forgot-password?locale=en", json!({ "email": "nobody@example.am" })).await, 200).await;
        assert_eq!(asked, unknown, "the answer does not say whether the e-mail exists");
        assert_eq!(count(&app, "SELECT COUNT(*) FROM outbox WHERE recipient = 'nobody@example.am'").await, 0);
        json_of(post(&app, "/api/customer/forgot-password", json!({ "email": "nope" })).await, 422).await;

        let body: String = sqlx::query_scalar("SELECT body FROM outbox WHERE recipient = 'ani@example.am'").fetch_one(app.db.pool()).await.unwrap();
        let link = body.split_whitespace().find(|w| w.contains("/forgot/password/reset?token=")).expect("a reset link in the mail");
        let token = link.rsplit("token=").next().unwrap().to_string();
        assert_eq!(token.len(), 64);

        let short = json_of(post(&app, "/api/customer/reset-password?locale=en", json!({ "token": token, "password": "abc", "password_confirmation": "abc" })).await, 422).await;
        assert_eq!(short["errors"]["password"], json!(["Password must be more than 6 characters"]));
        let reset = json!({ "token": token, "password": "newsecret", "password_confirmation": "newsecret" });
        json_of(post(&app, "/api/customer/reset-password?locale=en", reset.clone()).await, 200).await;
        let again = json_of(post(&app, "/api/customer/reset-password?locale=en", reset).await, 422).await;
        assert_eq!(again["errors"]["token"], json!(["This password reset link is invalid or has expired."]));

        assert_eq!(app.get(&format!("/api/customer/get?token={old_session}")).send().await.unwrap().status(), 401, "old sessions end");
        json_of(login(&app, "ani@example.am", "secret1").await, 401).await;
        json_of(login(&app, "ani@example.am", "newsecret").await, 200).await;

        // An expired link is refused too.
        json_of(post(&app, "/api/customer/forgot-password", json!({ "email": "ani@example.am" })).await, 200).await;
        sqlx::query("UPDATE password_resets SET expires_at = '2000-01-01T00:00:00Z' WHERE used_at IS NULL").execute(app.db.pool()).await.unwrap();
        let body: String = sqlx::query_scalar("SELECT body FROM outbox WHERE recipient = 'ani@example.am' ORDER BY id DESC LIMIT 1").fetch_one(app.db.pool()).await.unwrap();
        let token = body.split("token=").nth(1).unwrap().split_whitespace().next().unwrap();
        let expired = json!({ "token": token, "password": "another1", "password_confirmation": "another1" });
        json_of(post(&app, "/api/customer/reset-password", expired).await, 422).await;
        app.stop().await;
    }
}

on_both_databases! {
    async fn the_profile_is_validated_keeps_an_untyped_password_and_refuses_a_taken_email(env) {
        let app = TestApp::start(&env).await;
        let token = customer(&app, "ani@example.am").await;
        register(&app, "aram@example.am").await;
        let put = |body: Value| app.request(Method::PUT, "/api/customer/profile?locale=en").bearer_auth(&token).json(&body).send();
        let bad = json_of(put(json!({ "first_name": "", "last_name": "S", "email": "x@", "phone": "call me" })).await.unwrap(), 422).await;
        assert_eq!(bad["errors"]["first_name"], json!(["This field is required"]));
        assert_eq!(bad["errors"]["email"], json!(["Invalid email format"]));
        assert_eq!(bad["errors"]["phone"], json!(["Phone is not valid!"]));
        let taken = json_of(put(json!({ "first_name": "Ani", "last_name": "S", "email": "aram@example.am" })).await.unwrap(), 422).await;
        assert_eq!(taken["errors"]["email"], json!(["The email has already been taken."]));

        let saved = json_of(put(json!({ "first_name": "Ani", "last_name": "Petrosyan", "email": "ani@example.am", "phone": "+374 91 000000", "gender": "female", "date_of_birth": null })).await.unwrap(), 200).await;
        assert_eq!(saved["message"], "Your account has been updated successfully.");
        assert_eq!(saved["data"]["last_name"], "Petrosyan");
        // Existing clients send the gender capitalised: taken in any case, answered as stored.
        let capitalised = json_of(put(json!({ "first_name": "Ani", "last_name": "Petrosyan", "email": "ani@example.am", "gender": "Male" })).await.unwrap(), 200).await;
        assert_eq!(capitalised["data"]["gender"], "male");
        let unknown = json_of(put(json!({ "first_name": "Ani", "last_name": "Petrosyan", "email": "ani@example.am", "gender": "robot" })).await.unwrap(), 422).await;
        assert_eq!(unknown["errors"]["gender"], json!(["Type valid data"]));
        json_of(login(&app, "ani@example.am", "secret1").await, 200).await;
        json_of(put(json!({ "first_name": "Ani", "last_name": "Petrosyan", "email": "ani@example.am", "password": "changed1", "password_confirmation": "changed1" })).await.unwrap(), 200).await;
        json_of(login(&app, "ani@example.am", "changed1").await, 200).await;
        app.stop().await;
    }
}

on_both_databases! {
    async fn the_address_book_keeps_one_default_and_checks_its_fields(env) {
        let app = TestApp::start(&env).await;
        let token = customer(&app, "ani@example.am").await;
        let create = |body: Value| app.request(Method::POST, "/api/addresses/create?locale=en").json(&with_token(body, &token)).send();
        let invalid = json_of(create(json!({ "first_name": "Ani", "phone": "12" })).await.unwrap(), 422).await;
        for field in ["last_name", "address1", "city"] {
            assert_eq!(invalid["errors"][field], json!(["This field is required"]), "{field}");
        }
        assert_eq!(invalid["errors"]["phone"], json!(["Phone is not valid!"]));

        let first = json_of(create(address("Abovyan 1")).await.unwrap(), 200).await;
        assert_eq!(first["message"], "The address has been added.");
        assert_eq!(first["data"]["default"], true, "the first address is the default");
        assert_eq!(first["data"]["country"], "AM");
        assert_eq!(first["data"]["state"], "Armenia");
        let mut second_body = address("Tumanyan 5");
        second_body["default"] = json!(true);
        let second = json_of(create(second_body).await.unwrap(), 200).await;
        let (first_id, second_id) = (first["data"]["id"].as_i64().unwrap(), second["data"]["id"].as_i64().unwrap());
        let book = json_of(app.get(&format!("/api/addresses?pagination=0&token={token}")).send().await.unwrap(), 200).await;
        let defaults: Vec<bool> = book["data"].as_array().unwrap().iter().map(|a| a["default"].as_bool().unwrap()).collect();
        assert_eq!(defaults, [false, true], "the badge moved");

        let mut edited = address("Abovyan 10");
        edited["token"] = json!(token);
        let updated = json_of(app.request(Method::PUT, &format!("/api/addresses/{first_id}?locale=en")).json(&edited).send().await.unwrap(), 200).await;
        assert_eq!(updated["data"]["address1"], json!(["Abovyan 10"]));
        let deleted = json_of(app.request(Method::DELETE, &format!("/api/addresses/{second_id}?locale=en")).json(&json!({ "token": token })).send().await.unwrap(), 200).await;
        assert_eq!(deleted["message"], "The address has been deleted.");
        let left = json_of(app.get(&format!("/api/addresses/{first_id}?token={token}")).send().await.unwrap(), 200).await;
        assert_eq!(left["data"]["default"], true, "deleting the default passes the badge on");
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_full_address_book_refuses_another_address_in_the_shoppers_language(env) {
        let app = TestApp::start(&env).await;
        let token = customer(&app, "ani@example.am").await;
        let customer_id = count(&app, "SELECT id FROM customers WHERE email = 'ani@example.am'").await;
        for n in 0..storefront_core::validation::ADDRESS_BOOK_LIMIT {
            sqlx::query(
                "INSERT INTO customer_addresses (customer_id, first_name, last_name, address1, city, state, country, phone, created_at, updated_at) \
                 VALUES ($1, 'Ani', 'Sargsyan', $2, 'Yerevan', 'Armenia', 'AM', '+374 91 123456', '2026-11-21T00:00:00Z', '2026-11-21T00:00:00Z')",
            )
            .bind(customer_id)
            .bind(format!("[\"Abovyan {n}\"]"))
            .execute(app.db.pool())
            .await
            .unwrap();
        }
        let refused = app.request(Method::POST, "/api/addresses/create?locale=hy").json(&with_token(address("Tumanyan 5"), &token)).send().await.unwrap();
        let refused = json_of(refused, 422).await;
        assert_eq!(refused["errors"]["address1"], json!([Message::AddressBookFull.text(Locale::Hy)]));
        assert_eq!(count(&app, "SELECT COUNT(*) FROM customer_addresses").await, storefront_core::validation::ADDRESS_BOOK_LIMIT);
        app.stop().await;
    }
}

on_both_databases! {
    async fn no_customer_reaches_another_customers_addresses_or_orders(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let ani = customer(&app, "ani@example.am").await;
        let aram = customer(&app, "aram@example.am").await;
        let made = json_of(app.request(Method::POST, "/api/addresses/create").json(&with_token(address("Abovyan 1"), &ani)).send().await.unwrap(), 200).await;
        let address_id = made["data"]["id"].as_i64().unwrap();
        let cart = json_of(app.get(&format!("/api/checkout/cart/token?token={ani}")).send().await.unwrap(), 200).await["api_token"].as_str().unwrap().to_string();
        prepare_cart_as(&app, &f, &cart, Some(&ani), 1, "cashondelivery").await;
        let placed = json_of(post(&app, "/api/checkout/save-order", as_holder(json!({}), &cart, Some(&ani))).await, 200).await;
        let order_id = placed["order"]["id"].as_i64().unwrap();

        // Another customer's token: 404, as if it did not exist; no token: 401.
        for (method, path) in [
            (Method::GET, format!("/api/addresses/{address_id}")),
            (Method::PUT, format!("/api/addresses/{address_id}")),
            (Method::DELETE, format!("/api/addresses/{address_id}")),
            (Method::GET, format!("/api/orders/{order_id}")),
        ] {
            let as_aram = app.request(method.clone(), &path).bearer_auth(&aram).json(&address("Stolen 1")).send().await.unwrap();
            assert_eq!(as_aram.status(), 404, "{method} {path} with another customer's token");
            let anonymous = app.request(method.clone(), &path).json(&address("Stolen 1")).send().await.unwrap();
            assert_eq!(anonymous.status(), 401, "{method} {path} without a token");
        }
        for path in ["/api/addresses", "/api/orders", "/api/customer/get", "/api/customer/rewards", "/api/customer/logout"] {
            assert_eq!(app.get(path).send().await.unwrap().status(), 401, "{path} without a token");
        }
        let arams_book = json_of(app.get("/api/addresses").bearer_auth(&aram).send().await.unwrap(), 200).await;
        assert_eq!(arams_book["data"], json!([]));
        let arams_orders = json_of(app.get("/api/orders").bearer_auth(&aram).send().await.unwrap(), 200).await;
        assert_eq!(arams_orders["meta"]["total"], 0);
        assert_eq!(count(&app, "SELECT COUNT(*) FROM customer_addresses").await, 1, "nothing was changed or deleted");
        let street: String = sqlx::query_scalar("SELECT address1 FROM customer_addresses").fetch_one(app.db.pool()).await.unwrap();
        assert!(street.contains("Abovyan 1"));
        app.stop().await;
    }
}

on_both_databases! {
    async fn orders_placed_from_the_customers_cart_fill_the_paged_history(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let token = customer(&app, "ani@example.am").await;
        let mut placed = Vec::new();
        for _ in 0..3 {
            let cart = json_of(app.get("/api/checkout/cart/token").bearer_auth(&token).send().await.unwrap(), 200).await["api_token"].as_str().unwrap().to_string();
            prepare_cart_as(&app, &f, &cart, Some(&token), 1, "cashondelivery").await;
            let answer = json_of(post(&app, "/api/checkout/save-order", as_holder(json!({}), &cart, Some(&token))).await, 200).await;
            placed.push(answer["order"]["id"].as_i64().unwrap());
        }
        let history = json_of(app.get(&format!("/api/orders?token={token}&page=1&locale=en")).send().await.unwrap(), 200).await;
        let ids: Vec<i64> = history["data"].as_array().unwrap().iter().map(|o| o["id"].as_i64().unwrap()).collect();
        placed.reverse();
        assert_eq!(ids, placed, "newest first");
        assert_eq!(history["meta"], json!({ "current_page": 1, "last_page": 1, "per_page": 10, "total": 3 }));
        assert_eq!(history["data"][0]["items"][0]["qty_ordered"], 1);
        let one = json_of(app.get(&format!("/api/orders/{}?token={token}", placed[0])).send().await.unwrap(), 200).await;
        assert_eq!(one["data"]["id"], placed[0]);
        assert_eq!(one["data"]["created_at"].as_str().unwrap().len(), 20);
        let beyond = json_of(app.get(&format!("/api/orders?token={token}&page=2")).send().await.unwrap(), 200).await;
        assert_eq!(beyond["data"], json!([]));
        json_of(app.get(&format!("/api/orders?token={token}&page=zero")).send().await.unwrap(), 400).await;
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_customer_token_finds_the_same_open_cart_on_every_device(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let token = customer(&app, "ani@example.am").await;
        let first = cart_token(&app, &token).await;
        let again = json_of(login(&app, "ani@example.am", "secret1").await, 200).await["token"].as_str().unwrap().to_string();
        assert_eq!(cart_token(&app, &again).await, first, "a second session finds the same cart");
        let guest = json_of(app.get("/api/checkout/cart/token").send().await.unwrap(), 200).await["api_token"].clone();
        assert_ne!(guest, first);
        // After its order, the customer's next cart is theirs too.
        prepare_cart_as(&app, &f, first.as_str().unwrap(), Some(&token), 1, "cashondelivery").await;
        json_of(post(&app, "/api/checkout/save-order", as_holder(json!({}), first.as_str().unwrap(), Some(&token))).await, 200).await;
        let next = cart_token(&app, &token).await;
        assert_ne!(next, first);
        assert_eq!(app.get("/api/checkout/cart/token?token=0000").send().await.unwrap().status(), 401, "a dead token is not taken for a guest");
        app.stop().await;
    }
}

on_both_databases! {
    async fn bonuses_earned_by_an_order_show_in_the_balance_and_history_once(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let token = customer(&app, "ani@example.am").await;
        let cart = json_of(app.get("/api/checkout/cart/token").bearer_auth(&token).send().await.unwrap(), 200).await["api_token"].as_str().unwrap().to_string();
        prepare_cart_as(&app, &f, &cart, Some(&token), 1, "cashondelivery").await;
        let order_id = json_of(post(&app, "/api/checkout/save-order", as_holder(json!({}), &cart, Some(&token))).await, 200).await["order"]["id"].as_i64().unwrap();
        let customer_id: i64 = sqlx::query_scalar("SELECT id FROM customers").fetch_one(app.db.pool()).await.unwrap();
        let rewards = storefront_db::customers::rewards::earn;
        assert!(rewards(&app.db, customer_id, order_id, 75_000).await.unwrap());
        assert!(!rewards(&app.db, customer_id, order_id, 75_000).await.unwrap(), "an order earns once");
        let history = json_of(app.get("/api/customer/rewards").bearer_auth(&token).send().await.unwrap(), 200).await;
        assert_eq!(history["data"]["balance"], 750);
        assert_eq!(history["data"]["history"][0]["points"], 750);
        assert_eq!(history["data"]["history"][0]["reason"], "earned");
        assert_eq!(history["data"]["history"][0]["increment_id"], storefront_core::checkout::order_number(order_id));
        let me = json_of(app.get("/api/customer/get").bearer_auth(&token).send().await.unwrap(), 200).await;
        assert_eq!(me["data"]["rewards"], 750);
        app.stop().await;
    }
}

on_both_databases! {
    async fn an_approved_company_becomes_a_store_once(env) {
        use storefront_server::operations::{approve_seller, Approval};
        let app = TestApp::start(&env).await;
        let company = json!({ "type": "company", "want_to_be_seller": true, "email": "shop@ararat.am", "password": "secret1",
                              "password_confirmation": "secret1", "first_name": "Aram", "last_name": "Hakobyan", "company_name": "Ararat LLC",
                              "vat_id": "02345678", "address1": "Tigran Mets 4", "phone": "+374 10 555555", "position": "director" });
        json_of(post(&app, "/api/customer/register", company).await, 200).await;
        let sellers_before = count(&app, "SELECT COUNT(*) FROM sellers").await;
        let Approval::Approved { url } = approve_seller(&app.db, "Shop@Ararat.am").await.unwrap() else { panic!("approved") };
        assert!(url.starts_with("ararat-llc-"), "{url}");
        assert_eq!(approve_seller(&app.db, "shop@ararat.am").await.unwrap(), Approval::NothingPending, "approved once");
        assert_eq!(count(&app, "SELECT COUNT(*) FROM sellers").await, sellers_before + 1);
        let title: String = sqlx::query_scalar("SELECT shop_title FROM seller_translations WHERE locale = 'hy'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(title, "Ararat LLC");
        let token = json_of(login(&app, "shop@ararat.am", "secret1").await, 200).await["token"].as_str().unwrap().to_string();
        let me = json_of(app.get("/api/customer/get").bearer_auth(&token).send().await.unwrap(), 200).await;
        assert_eq!(me["data"]["seller_application"]["status"], "approved");
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_customers_cart_needs_the_customers_token_not_only_its_api_token(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let ani = customer(&app, "ani@example.am").await;
        let aram = customer(&app, "aram@example.am").await;
        let cart = cart_token(&app, &ani).await.as_str().unwrap().to_string();
        prepare_cart_as(&app, &f, &cart, Some(&ani), 1, "cashondelivery").await;
        let read = |auth: Option<&str>| {
            let request = app.get(&format!("/api/checkout/cart?api_token={cart}"));
            match auth {
                Some(token) => request.bearer_auth(token),
                None => request,
            }
        };
        let own = json_of(read(Some(&ani)).send().await.unwrap(), 200).await;
        assert_eq!(own["data"]["billing_address"]["first_name"], "Ani");

        // With the api_token alone, or with another customer's token, the cart is not there.
        for holder in [None, Some(aram.as_str())] {
            let seen = json_of(read(holder).send().await.unwrap(), 200).await;
            assert_eq!(seen["data"], Value::Null, "no billing address leaks to {holder:?}");
            let body = |value: Value| as_holder(value, &cart, holder);
            let added = post(&app, &format!("/api/checkout/cart/add/{}", f.dress), body(json!({ "quantity": 1 }))).await;
            assert_eq!(json_of(added, 400).await["field"], "api_token");
            let updated = app.request(Method::PUT, "/api/checkout/cart/update").json(&body(json!({ "qty": { "1": 2 } }))).send().await.unwrap();
            assert_eq!(json_of(updated, 400).await["field"], "api_token");
            for step in ["save-address", "save-shipping", "save-payment", "save-order"] {
                let answer = post(&app, &format!("/api/checkout/{step}"), body(json!({ "shipping_method": "flatrate", "payment": { "method": "cashondelivery" } }))).await;
                assert_eq!(answer.status(), 400, "{step} by {holder:?}");
            }
        }
        let spent = post(&app, "/api/use/rewards", json!({ "token": aram, "api_token": cart })).await;
        assert_eq!(spent.status(), 404, "another customer cannot spend bonuses on it");
        assert_eq!(count(&app, "SELECT COUNT(*) FROM orders").await, 0, "nobody ordered as Ani");
        assert_eq!(count(&app, "SELECT COUNT(*) FROM cart_items WHERE quantity = 1").await, 1, "nothing was added to Ani's cart");
        assert_eq!(count(&app, "SELECT COUNT(*) FROM cart_items").await, 1);

        // Ani, with her token, orders it; the order page needs her token too.
        let placed = json_of(post(&app, "/api/checkout/save-order", as_holder(json!({}), &cart, Some(&ani))).await, 200).await;
        let number = placed["order"]["increment_id"].as_str().unwrap().to_string();
        let anonymous = app.get(&format!("/api/orders/{number}?api_token={cart}")).send().await.unwrap();
        assert_eq!(anonymous.status(), 404);
        let own = app.get(&format!("/api/orders/{number}?api_token={cart}")).bearer_auth(&ani).send().await.unwrap();
        assert_eq!(own.status(), 200);
        app.stop().await;
    }
}
