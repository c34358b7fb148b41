use crate::common::{json_of, run, Backend, TestApp};

#[tokio::test]
async fn translations_serve_every_locale_with_the_same_ids() {
    run(Backend::Sqlite, |env| async move {
        let app = TestApp::start(&env).await;
        let response = app.get("/api/translations").send().await.unwrap();
        assert_eq!(response.headers()["cache-control"], "public, max-age=300");
        let body = json_of(response, 200).await;
        let ids = |locale: &str| {
            let mut ids: Vec<String> = body[locale].as_object().expect(locale).keys().cloned().collect();
            ids.sort();
            ids
        };
        assert!(!ids("hy").is_empty());
        assert_eq!(ids("hy"), ids("ru"));
        assert_eq!(ids("hy"), ids("en"));
        assert_eq!(body["en"]["footer.hours"], "Monday to Sunday, 09:00-18:00");
        assert_eq!(body["hy"]["shop.name"], "Շուկա");
        app.stop().await;
    })
    .await
}

#[tokio::test]
async fn openapi_document_describes_every_endpoint() {
    run(Backend::Sqlite, |env| async move {
        let app = TestApp::start(&env).await;
        let body = json_of(app.get("/api/openapi.json").send().await.unwrap(), 200).await;
        assert!(body["openapi"].as_str().unwrap().starts_with("3."));
        assert_eq!(body["info"]["title"], "Shuka storefront API");
        for path in ["/healthz", "/api/translations"] {
            assert!(body["paths"][path]["get"].is_object(), "{path} is documented");
        }
        app.stop().await;
    })
    .await
}
