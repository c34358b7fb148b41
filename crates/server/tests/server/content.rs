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
        for path in [
            "/healthz",
            "/api/translations",
            "/api/social",
            "/api/cms/menus",
            "/api/cms/pages",
            "/api/cms/blogs",
            "/api/cms/blog/{slug}",
            "/api/sellers",
            "/api/market/products",
            "/api/googlecode",
        ] {
            assert!(body["paths"][path]["get"].is_object(), "{path} is documented");
        }
        for path in ["/api/subscribe", "/api/contact-us"] {
            assert!(body["paths"][path]["post"].is_object(), "{path} is documented");
        }
        // Typed answers are described field by field, and the calls point at them.
        let schemas = &body["components"]["schemas"];
        assert_eq!(schemas["MessageAnswer"]["required"], serde_json::json!(["message"]));
        assert_eq!(schemas["SuccessAnswer"]["properties"]["success"]["type"], "boolean");
        assert_eq!(schemas["ThrottledAnswer"]["properties"]["retry_after"]["type"], "integer");
        let answer = |path: &str, status: &str| {
            body["paths"][path]["post"]["responses"][status]["content"]["application/json"]["schema"]["$ref"].clone()
        };
        assert_eq!(answer("/api/customer/forgot-password", "200"), "#/components/schemas/MessageAnswer");
        assert_eq!(answer("/api/subscribe", "200"), "#/components/schemas/SuccessAnswer");
        assert_eq!(answer("/api/contact-us", "429"), "#/components/schemas/ThrottledAnswer");
        app.stop().await;
    })
    .await
}

#[test]
fn every_translation_area_is_served_and_valid() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../api/translations");
    let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    on_disk.sort();
    let mut served: Vec<String> = storefront_api::routes::content::SOURCES.iter().map(|(area, _)| area.to_string()).collect();
    served.sort();
    assert_eq!(served, on_disk, "add new translation folders to SOURCES in routes/content/translations.rs");
    for (area, files) in storefront_api::routes::content::SOURCES {
        let ids: Vec<Vec<String>> = files
            .iter()
            .map(|text| {
                let map: serde_json::Map<String, serde_json::Value> = serde_json::from_str(text).unwrap_or_else(|e| panic!("{area}: {e}"));
                let mut ids: Vec<String> = map.keys().cloned().collect();
                ids.sort();
                ids
            })
            .collect();
        assert_eq!(ids[0], ids[1], "{area}: hy and ru hold the same ids");
        assert_eq!(ids[0], ids[2], "{area}: hy and en hold the same ids");
    }
}
