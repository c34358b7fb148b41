use axum::routing::{get, post};
use axum::Router;
use reqwest::Method;
use serde::Deserialize;
use serde_json::json;
use storefront_api::extract::{Json, Path, Query};
use storefront_api::AppState;

use crate::common::{header, json_of, TestApp};

#[derive(Deserialize)]
struct Probe {
    name: String,
    qty: u32,
}

/// Stand-ins for endpoints with a body, a query and a path until the real ones exist; they
/// use the crate's extractors exactly as route modules do.
fn probes() -> Router<AppState> {
    Router::new()
        .route("/api/probe", post(|Json(p): Json<Probe>| async move { Json(json!({ "name": p.name, "qty": p.qty })) }))
        .route("/api/probe/query", get(|Query(p): Query<Probe>| async move { Json(json!({ "name": p.name, "qty": p.qty })) }))
        .route("/api/probe/{id}", get(|Path(id): Path<u32>| async move { Json(json!({ "id": id })) }))
}

on_both_databases! {
    async fn unknown_api_paths_are_404_json(env) {
        let app = TestApp::start(&env).await;
        for (method, path) in [
            (Method::GET, "/api/definitely-not-an-endpoint"),
            (Method::GET, "/api"),
            (Method::POST, "/api/checkout/nowhere/deeper"),
            (Method::GET, "/api/x?token=abc"),
        ] {
            let response = app.request(method, path).send().await.unwrap();
            assert_eq!(json_of(response, 404).await, json!({ "error": "Not found" }), "{path}");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_wrong_method_is_405_json(env) {
        let app = TestApp::start_with(&env, probes()).await;
        for (method, path) in [(Method::POST, "/healthz"), (Method::GET, "/api/probe"), (Method::DELETE, "/shop/catalog")] {
            let response = app.request(method.clone(), path).send().await.unwrap();
            assert_eq!(json_of(response, 405).await, json!({ "error": "Method not allowed" }), "{method} {path}");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_bad_json_body_is_400_json_naming_the_problem(env) {
        let app = TestApp::start_with(&env, probes()).await;
        let post = |body: &'static str| {
            app.request(Method::POST, "/api/probe").header("content-type", "application/json").body(body).send()
        };

        let body = json_of(post(r#"{"name": "pen", "qty": 2}"#).await.unwrap(), 200).await;
        assert_eq!(body, json!({ "name": "pen", "qty": 2 }));

        let body = json_of(post(r#"{"name": "pen", "#).await.unwrap(), 400).await;
        let error = body["error"].as_str().unwrap();
        assert!(error.contains("JSON"), "{error}");

        let body = json_of(post(r#"{"name": "pen", "qty": "two"}"#).await.unwrap(), 400).await;
        let error = body["error"].as_str().unwrap();
        assert!(error.contains("qty"), "{error}");

        let body = json_of(post(r#"{"qty": 2}"#).await.unwrap(), 400).await;
        let error = body["error"].as_str().unwrap();
        assert!(error.contains("name"), "{error}");

        let response = app.request(Method::POST, "/api/probe").body(r#"{"name":"pen","qty":2}"#).send().await.unwrap();
        let body = json_of(response, 415).await;
        assert!(body["error"].as_str().unwrap().contains("application/json"));
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_bad_query_or_path_is_400_json_naming_the_problem(env) {
        let app = TestApp::start_with(&env, probes()).await;
        let body = json_of(app.get("/api/probe/query?name=pen&qty=2").send().await.unwrap(), 200).await;
        assert_eq!(body, json!({ "name": "pen", "qty": 2 }));

        let body = json_of(app.get("/api/probe/query?name=pen&qty=lots").send().await.unwrap(), 400).await;
        let error = body["error"].as_str().unwrap();
        assert!(error.contains("qty"), "{error}");

        let body = json_of(app.get("/api/probe/query?qty=1").send().await.unwrap(), 400).await;
        let error = body["error"].as_str().unwrap();
        assert!(error.contains("name"), "{error}");

        let body = json_of(app.get("/api/probe/abc").send().await.unwrap(), 400).await;
        assert!(body["error"].is_string());
        app.stop().await;
    }
}

on_both_databases! {
    async fn every_response_has_the_security_headers(env) {
        let app = TestApp::start(&env).await;
        for path in ["/healthz", "/api/nothing", "/", "/definitely/unknown", crate::common::ASSET_PATH] {
            let response = app.get(path).send().await.unwrap();
            assert_eq!(header(&response, "x-content-type-options"), "nosniff", "{path}");
            assert_eq!(header(&response, "referrer-policy"), "strict-origin-when-cross-origin", "{path}");
            assert_eq!(header(&response, "x-frame-options"), "SAMEORIGIN", "{path}");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn slow_and_panicking_handlers_answer_json(env) {
        let probes = Router::new()
            .route("/api/probe/slow", get(|| async {
                tokio::time::sleep(std::time::Duration::from_secs(5)).await;
                "too late"
            }))
            .route("/api/probe/panic", get(|| async {
                if std::hint::black_box(true) {
                    panic!("probe panic");
                }
                "unreachable"
            }));
        let mut config = env.config();
        config.request_timeout = std::time::Duration::from_millis(200);
        let app = TestApp::start_with_config(config, probes).await;

        let body = json_of(app.get("/api/probe/slow").send().await.unwrap(), 503).await;
        assert_eq!(body, json!({ "error": "Request timed out" }));

        let body = json_of(app.get("/api/probe/panic").send().await.unwrap(), 500).await;
        assert_eq!(body, json!({ "error": "Internal Server Error" }));
        app.stop().await;
    }
}
