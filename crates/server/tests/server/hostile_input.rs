//! What a client probing the API sends, on both databases: NUL characters in any text, numbers
//! of the wrong type, bodies of the wrong type or size. Each is a 4xx naming what is wrong,
//! never a 500 and never silently read as something else.

use reqwest::Method;
use serde_json::{json, Value};

use crate::catalog_fixture;
use crate::common::{json_of, TestApp};

const NUL: &str = "Ani\u{0}";

async fn send(app: &TestApp, method: Method, path: &str, body: Value) -> reqwest::Response {
    app.request(method, path).json(&body).send().await.unwrap()
}

/// The field a 422 answer names (the first of `errors`).
fn refused_field(answer: &Value) -> String {
    answer["errors"].as_object().and_then(|errors| errors.keys().next().cloned()).unwrap_or_default()
}

on_both_databases! {
    async fn a_nul_character_is_refused_naming_the_field_or_finds_nothing(env) {
        let app = TestApp::start(&env).await;
        catalog_fixture::load(&app.db).await;
        let register = json!({ "email": "ani@example.am", "password": "secret1", "password_confirmation": "secret1", "first_name": "Ani", "last_name": "Sargsyan" });
        json_of(send(&app, Method::POST, "/api/customer/register", register.clone()).await, 200).await;
        let login = json_of(send(&app, Method::POST, "/api/customer/login", json!({ "email": "ani@example.am", "password": "secret1" })).await, 200).await;
        let token = login["token"].as_str().unwrap().to_string();
        let cart = json_of(app.get("/api/checkout/cart/token").send().await.unwrap(), 200).await["api_token"].as_str().unwrap().to_string();

        let with = |mut body: Value, field: &str| {
            body[field] = json!(NUL);
            body
        };
        let cases = [
            (Method::POST, "/api/contact-us".to_string(), with(json!({ "name": "Ani", "email": "ani@example.am", "phone": "+37491123456", "message": "Hello" }), "message"), "message"),
            (Method::POST, "/api/customer/register".to_string(), with(register.clone(), "first_name"), "first_name"),
            (Method::PUT, format!("/api/customer/profile?token={token}"), json!({ "first_name": NUL, "last_name": "Sargsyan", "email": "ani@example.am" }), "first_name"),
            (Method::POST, format!("/api/addresses/create?token={token}"), json!({ "first_name": "Ani", "last_name": "S", "address1": [NUL], "city": "Yerevan", "postcode": "0010", "phone": "+374 91 123456" }), "address1.0"),
            (Method::POST, "/api/checkout/cart/add/1".to_string(), json!({ "api_token": format!("{cart}\u{0}"), "quantity": 1 }), "api_token"),
            (Method::POST, "/api/subscribe".to_string(), json!({ "email": "ani\u{0}@example.am" }), "email"),
            (Method::POST, "/api/customer/login".to_string(), json!({ "email": "ani@example.am", "password": "secret1\u{0}" }), "password"),
        ];
        for (method, path, body, field) in cases {
            let answer = json_of(send(&app, method.clone(), &path, body).await, 422).await;
            assert_eq!(refused_field(&answer), field, "{method} {path}: {answer}");
        }
        // In a query: 422 naming the parameter; in a path that names something: 404.
        let answer = json_of(app.get("/api/checkout/cart?api_token=ab%00c").send().await.unwrap(), 422).await;
        assert_eq!(refused_field(&answer), "api_token");
        let answer = json_of(app.get("/api/search?q=dr%00ess").send().await.unwrap(), 422).await;
        assert_eq!(refused_field(&answer), "q");
        for path in ["/api/products/ab%00c", "/api/cms/blog/ab%00c", "/api/categories/slug/a%00b", "/api/orders/1%00"] {
            json_of(app.get(path).send().await.unwrap(), 404).await;
        }
        let answer = json_of(app.get("/api/cms/pages?id=about%00us").send().await.unwrap(), 422).await;
        assert_eq!(refused_field(&answer), "id");
        let customers: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM customers").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(customers, 1, "nothing with a NUL was stored");
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_quantity_that_is_not_a_whole_number_is_refused_naming_it(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let cart = json_of(app.get("/api/checkout/cart/token").send().await.unwrap(), 200).await["api_token"].as_str().unwrap().to_string();
        let path = format!("/api/checkout/cart/add/{}", f.dress);
        for quantity in [json!(2.5), json!("abc"), json!(true), json!(null), json!([1]), json!({ "n": 1 })] {
            let answer = json_of(send(&app, Method::POST, &path, json!({ "api_token": cart, "quantity": quantity })).await, 400).await;
            assert_eq!(answer["field"], "quantity", "{quantity}: {answer}");
        }
        let lines: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM cart_items").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(lines, 0, "no bad quantity was read as 1");
        // Whole numbers, as numbers or as the text a form sends, still work.
        json_of(send(&app, Method::POST, &path, json!({ "api_token": cart, "quantity": "2" })).await, 200).await;
        let added = json_of(send(&app, Method::POST, &path, json!({ "api_token": cart, "quantity": 1 })).await, 200).await;
        assert_eq!(added["data"]["items_qty"], 3);
        app.stop().await;
    }
}

on_both_databases! {
    async fn wrong_types_sizes_and_content_types_answer_json_naming_the_problem(env) {
        let app = TestApp::start(&env).await;
        // A field of the wrong type, however deep, is named by its path.
        let address = json!({ "api_token": "x", "billing": { "first_name": 7 } });
        let answer = json_of(send(&app, Method::POST, "/api/checkout/save-address", address).await, 400).await;
        assert_eq!(answer["field"], "billing.first_name", "{answer}");
        // Also in a request that takes a form into itself (registration's company fields).
        let register = json!({ "email": "ani@example.am", "password": "secret1", "password_confirmation": "secret1", "first_name": 123, "last_name": "S" });
        let answer = json_of(send(&app, Method::POST, "/api/customer/register", register).await, 400).await;
        assert_eq!(answer["field"], "first_name", "{answer}");
        assert!(!answer.to_string().contains("line 1 column"), "{answer}");
        for body in [json!({ "email": ["a"], "password": "x" }), json!({ "password": "x" })] {
            let response = send(&app, Method::POST, "/api/customer/login", body.clone()).await;
            let status = response.status().as_u16();
            let answer: Value = response.json().await.unwrap();
            let named = answer["field"].as_str().map(str::to_string).unwrap_or_else(|| refused_field(&answer));
            assert!(matches!(status, 400 | 422) && named == "email", "{body}: {status} {answer}");
        }
        // Too large: 413 in the same JSON shape.
        let huge = "x".repeat(3 * 1024 * 1024);
        let response = app.request(Method::POST, "/api/contact-us").header("content-type", "application/json").body(format!("{{\"message\":\"{huge}\"}}")).send().await.unwrap();
        assert!(json_of(response, 413).await["error"].is_string());
        // A body that is not declared JSON: 415, on every kind of call that reads one.
        for (method, path) in [(Method::POST, "/api/customer/login"), (Method::PUT, "/api/customer/profile"), (Method::POST, "/api/checkout/cart/add/1")] {
            let response = app.request(method.clone(), path).header("content-type", "text/plain").body(r#"{"email":"a@b.am"}"#).send().await.unwrap();
            assert!(json_of(response, 415).await["error"].as_str().unwrap().contains("application/json"), "{method} {path}");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn text_beyond_the_limits_is_refused_in_the_shoppers_language_and_not_stored(env) {
        let app = TestApp::start(&env).await;
        let f = catalog_fixture::load(&app.db).await;
        let huge = "ա".repeat(100_000);
        let register = json!({ "email": "ani@example.am", "password": "secret1", "password_confirmation": "secret1", "first_name": "Ani", "last_name": "Sargsyan" });
        let mut long_register = register.clone();
        long_register["last_name"] = json!(huge);
        let answer = json_of(send(&app, Method::POST, "/api/customer/register?locale=hy", long_register).await, 422).await;
        assert_eq!(answer["errors"]["last_name"], json!(["Առավելագույնը 255 նիշ"]));
        json_of(send(&app, Method::POST, "/api/customer/register", register).await, 200).await;
        let login = json_of(send(&app, Method::POST, "/api/customer/login", json!({ "email": "ani@example.am", "password": "secret1" })).await, 200).await;
        let token = login["token"].as_str().unwrap().to_string();

        let profile = json!({ "first_name": "Ani", "last_name": "Sargsyan", "email": "ani@example.am", "date_of_birth": "x" });
        let answer = json_of(send(&app, Method::PUT, &format!("/api/customer/profile?token={token}&locale=ru"), profile).await, 422).await;
        assert_eq!(answer["errors"]["date_of_birth"], json!(["Введите дату в формате ГГГГ-ММ-ДД"]));
        let profile = json!({ "first_name": "Ani", "last_name": "Sargsyan", "email": "ani@example.am", "date_of_birth": "1990-05-17", "gender": "female" });
        let saved = json_of(send(&app, Method::PUT, &format!("/api/customer/profile?token={token}"), profile).await, 200).await;
        assert_eq!(saved["data"]["date_of_birth"], "1990-05-17");

        let address = json!({ "first_name": "Ani", "last_name": "S", "address1": ["Abovyan 1", huge], "city": "Yerevan", "postcode": "0010", "phone": "+374 91 123456" });
        let answer = json_of(send(&app, Method::POST, &format!("/api/addresses/create?token={token}&locale=en"), address).await, 422).await;
        assert_eq!(answer["errors"]["address1"], json!(["At most 255 characters"]));

        let cart = json_of(app.get("/api/checkout/cart/token").send().await.unwrap(), 200).await["api_token"].as_str().unwrap().to_string();
        json_of(send(&app, Method::POST, &format!("/api/checkout/cart/add/{}", f.dress), json!({ "api_token": cart, "quantity": 1 })).await, 200).await;
        let billing = json!({ "use_for_shipping": true, "save_as_address": true, "address1": ["Abovyan 12"], "email": "guest@example.am",
            "first_name": "Ani", "last_name": "Sargsyan", "city": huge, "country": "AM", "state": "Yerevan", "postcode": "0010",
            "phone": "+374 91 123456", "company_name": "", "additional": "x".repeat(5001) });
        let answer = json_of(send(&app, Method::POST, "/api/checkout/save-address?locale=en", json!({ "api_token": cart, "billing": billing, "shipping": {} })).await, 422).await;
        assert_eq!(answer["errors"]["city"], json!(["At most 255 characters"]));
        assert_eq!(answer["errors"]["notes"], json!(["At most 5000 characters"]));

        let contact = json!({ "name": huge, "email": "ani@example.am", "message": "Hello" });
        let answer = json_of(send(&app, Method::POST, "/api/contact-us?locale=en", contact).await, 422).await;
        assert_eq!(answer["errors"]["name"], json!(["At most 255 characters"]));

        let longest: i64 = sqlx::query_scalar(
            "SELECT MAX(n) FROM (SELECT LENGTH(last_name) AS n FROM customers UNION ALL SELECT LENGTH(first_name) FROM customer_addresses \
             UNION ALL SELECT COALESCE(LENGTH(billing), 0) FROM carts) AS lengths",
        )
        .fetch_one(app.db.pool())
        .await
        .unwrap();
        assert!(longest < 1000, "nothing oversized was stored (longest text {longest})");
        app.stop().await;
    }
}
