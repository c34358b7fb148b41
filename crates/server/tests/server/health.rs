use crate::common::{json_of, TestApp};
use serde_json::json;

on_both_databases! {
    async fn healthz_reports_the_dialect(env) {
        let app = TestApp::start(&env).await;
        let response = app.get("/healthz").send().await.unwrap();
        let body = json_of(response, 200).await;
        assert_eq!(body, json!({ "status": "ok", "database": env.dialect.name() }));
        app.stop().await;
    }
}

on_both_databases! {
    async fn healthz_is_503_json_when_the_database_is_down(env) {
        let app = TestApp::start(&env).await;
        app.db.close().await;
        let response = app.get("/healthz").send().await.unwrap();
        let body = json_of(response, 503).await;
        assert_eq!(body["status"], "unavailable");
        assert_eq!(body["database"], env.dialect.name());
        assert_eq!(body["error"], "Database unavailable");
        app.stop().await;
    }
}
