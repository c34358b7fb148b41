use crate::common::{asset_js, header, TestApp, ASSET_PATH, INDEX_HTML};

on_both_databases! {
    async fn storefront_routes_get_the_shell_with_200_and_no_cache(env) {
        let app = TestApp::start(&env).await;
        for path in ["/", "/shop/catalog", "/account/login", "/shop/catalog/search/x", "/account/profile/", "/shop/catalog?page=2"] {
            let response = app.get(path).send().await.unwrap();
            assert_eq!(response.status().as_u16(), 200, "{path}");
            assert_eq!(header(&response, "cache-control"), "no-cache", "{path}");
            assert!(header(&response, "content-type").starts_with("text/html"), "{path}");
            assert_eq!(header(&response, "vary"), "Cookie", "{path}: drawn in the cookie's language and currency");
            let html = response.text().await.unwrap();
            if path.starts_with("/account") {
                assert_eq!(html, INDEX_HTML, "{path}");
            } else {
                // The catalogue's pages come with their first screen drawn in the shell's root.
                assert!(html.contains(ASSET_PATH) && html.contains(r#"<div id="root" data-first-screen="">"#), "{path}: {html}");
            }
        }
        // A strict policy: own scripts and WebAssembly only, the bank's receipt frame, no third
        // party unless configured.
        let policy = header(&app.get("/").send().await.unwrap(), "content-security-policy");
        for directive in ["script-src 'self' 'wasm-unsafe-eval';", "object-src 'none'", "frame-ancestors 'self'"] {
            assert!(policy.contains(directive), "{directive}: {policy}");
        }
        assert!(!policy.contains("'unsafe-eval'") && !policy.contains("googletagmanager"), "{policy}");
        app.stop().await;
    }
}

on_both_databases! {
    async fn the_policy_lets_in_the_configured_analytics_and_chat_and_the_banks_receipt(env) {
        let mut config = env.config();
        config.site.analytics_code = Some("G-TEST".into());
        config.site.chat_page_id = Some("12345".into());
        let app = TestApp::start_configured(config).await;
        let policy = header(&app.get("/shop/catalog").send().await.unwrap(), "content-security-policy");
        assert!(policy.contains("script-src 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com https://connect.facebook.net;"), "{policy}");
        let receipt = app.config.payments.ameria.receipt_url.resolve(&app.url);
        let origin = receipt.split('/').take(3).collect::<Vec<_>>().join("/");
        assert!(policy.contains(&format!("frame-src 'self' {origin} https://*.facebook.com;")), "the receipt frame's origin: {policy}");
        app.stop().await;
    }
}

on_both_databases! {
    async fn other_paths_get_the_shell_with_404(env) {
        let app = TestApp::start(&env).await;
        for path in ["/definitely/unknown", "/shop/products/only-one-segment", "/assetsx/y"] {
            let response = app.get(path).send().await.unwrap();
            assert_eq!(response.status().as_u16(), 404, "{path}");
            assert_eq!(header(&response, "cache-control"), "no-cache", "{path}");
            assert_eq!(response.text().await.unwrap(), INDEX_HTML, "{path}");
        }
        app.stop().await;
    }
}

on_both_databases! {
    async fn hashed_assets_are_cached_for_a_year_and_other_files_briefly(env) {
        let app = TestApp::start(&env).await;
        let response = app.get(ASSET_PATH).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 200);
        assert_eq!(header(&response, "cache-control"), "public, max-age=31536000, immutable");
        assert!(header(&response, "content-type").contains("javascript"));
        assert_eq!(response.text().await.unwrap(), asset_js());

        let response = app.get("/favicon.ico").send().await.unwrap();
        assert_eq!(response.status().as_u16(), 200);
        assert_eq!(header(&response, "cache-control"), "public, max-age=3600");

        // A missing hashed file is a plain 404, never the HTML shell and never cached for a year.
        let response = app.get("/assets/index-gone.js").send().await.unwrap();
        assert_eq!(response.status().as_u16(), 404);
        assert_ne!(header(&response, "cache-control"), "public, max-age=31536000, immutable");
        assert!(!header(&response, "content-type").starts_with("text/html"));
        app.stop().await;
    }
}

on_both_databases! {
    async fn responses_are_compressed_when_the_client_accepts_it(env) {
        let app = TestApp::start(&env).await;
        let plain = app.get(ASSET_PATH).send().await.unwrap();
        assert_eq!(header(&plain, "content-encoding"), "");

        for encoding in ["gzip", "br"] {
            let response = app.get(ASSET_PATH).header("accept-encoding", encoding).send().await.unwrap();
            assert_eq!(response.status().as_u16(), 200);
            assert_eq!(header(&response, "content-encoding"), encoding);
            let compressed = response.bytes().await.unwrap();
            assert!(compressed.len() < asset_js().len() / 4, "{encoding}: {} bytes", compressed.len());
        }

        // The shell document, once as large as the built one (2 kB), comes compressed too.
        let index = env.static_dir().join("index.html");
        let document = std::fs::read_to_string(&index).unwrap().replace("</head>", &format!("<!-- {} --></head>", "x".repeat(2048)));
        std::fs::write(&index, document).unwrap();
        let response = app.get("/shop/catalog").header("accept-encoding", "gzip").send().await.unwrap();
        assert_eq!(header(&response, "content-encoding"), "gzip");
        app.stop().await;
    }
}

on_both_databases! {
    /// Browsers ask for brotli or gzip: an answer comes compressed as asked, reads the same as
    /// uncompressed, and the same answer again is the same compressed bytes (compressed once).
    async fn api_answers_come_compressed_as_the_browser_asks_and_read_the_same(env) {
        use std::io::Read;
        let app = TestApp::start(&env).await;
        crate::catalog_fixture::load(&app.db).await;
        let path = "/api/products?limit=24&locale=hy&currency=AMD";
        let get = |encoding: &'static str| {
            let request = app.get(path);
            async move { if encoding.is_empty() { request } else { request.header("accept-encoding", encoding) }.send().await.unwrap() }
        };
        let plain = get("").await;
        assert_eq!(header(&plain, "content-encoding"), "");
        assert!(header(&plain, "vary").contains("accept-encoding"), "{}", header(&plain, "vary"));
        let plain = plain.bytes().await.unwrap();
        assert!(plain.len() > 2048, "a list worth compressing: {} bytes", plain.len());

        let brotli = get("gzip, deflate, br, zstd").await;
        assert_eq!(header(&brotli, "content-encoding"), "br");
        let brotli = brotli.bytes().await.unwrap();
        assert!(brotli.len() < plain.len() / 3, "{} of {} bytes", brotli.len(), plain.len());
        let mut read = Vec::new();
        brotli::Decompressor::new(&brotli[..], 4096).read_to_end(&mut read).unwrap();
        assert_eq!(read, plain);
        assert_eq!(get("br, gzip").await.bytes().await.unwrap(), brotli, "the same answer, the same bytes");

        let gzip = get("gzip").await;
        assert_eq!(header(&gzip, "content-encoding"), "gzip");
        let mut read = Vec::new();
        flate2::read::GzDecoder::new(&gzip.bytes().await.unwrap()[..]).read_to_end(&mut read).unwrap();
        assert_eq!(read, plain);

        let refused = get("br;q=0, gzip;q=0").await;
        assert_eq!(header(&refused, "content-encoding"), "");
        assert_eq!(refused.bytes().await.unwrap(), plain);
        // A small answer goes as it is: compressing it would save less than a packet.
        let small = app.get("/api/checkout/cart/token").header("accept-encoding", "br, gzip").send().await.unwrap();
        assert_eq!(header(&small, "content-encoding"), "");
        app.stop().await;
    }
}

on_both_databases! {
    async fn an_unbuilt_shell_answers_503_with_a_page_saying_so(env) {
        std::fs::remove_file(env.static_dir().join("index.html")).unwrap();
        let app = TestApp::start(&env).await;
        let response = app.get("/shop/catalog").send().await.unwrap();
        assert_eq!(response.status().as_u16(), 503);
        assert!(header(&response, "content-type").starts_with("text/html"));
        assert!(response.text().await.unwrap().contains("not built"));
        // The API is unaffected.
        assert_eq!(app.get("/healthz").send().await.unwrap().status().as_u16(), 200);
        app.stop().await;
    }
}
