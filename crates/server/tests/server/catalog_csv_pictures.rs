//! Pictures named by address in a catalogue import, over real HTTP on both databases: fetched
//! from a local server the configuration allows once the rows are written, made into every size
//! and served; a picture that cannot be taken (missing, too large, not a picture, redirected to
//! another host) is reported on its row while the product is written; a host not allowed is
//! refused at the check; the same file imported again fetches nothing twice; a cell emptied
//! takes the pictures off and removes their files.

use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::routing::get;
use serde_json::json;
use storefront_core::staff::Role;
use storefront_db::catalog::pictures;

use crate::back_office::{audit_count, Staff};
use crate::catalog_csv::{changes, faults, product_id, report, run_jobs, upload};
use crate::common::TestApp;
use crate::pictures::png;

/// A server of pictures on 127.0.0.1, as an old shop's CDN: its port.
async fn picture_server() -> u16 {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let too_large = vec![0u8; storefront_core::pictures::MAX_PICTURE_BYTES + 1];
    let routes =
        axum::Router::new()
            .route("/p/good.png", get(|| async { ([(header::CONTENT_TYPE, "image/png")], png(640, 480)) }))
            .route("/p/also.png", get(|| async { ([(header::CONTENT_TYPE, "image/png")], png(320, 320)) }))
            .route("/p/huge.png", get(move || async move { ([(header::CONTENT_TYPE, "image/png")], too_large) }))
            .route("/p/page.png", get(|| async { ([(header::CONTENT_TYPE, "image/png")], "<html>not a picture</html>") }))
            // `localhost` names the same machine, but it is not the host the configuration allows.
            .route(
                "/p/moved.png",
                get(move || async move {
                    (StatusCode::FOUND, [(header::LOCATION, format!("http://localhost:{port}/p/good.png"))]).into_response()
                }),
            );
    tokio::spawn(async move { axum::serve(listener, routes).await.unwrap() });
    port
}

async fn pictures_of(app: &TestApp, sku: &str) -> Vec<pictures::PictureRow> {
    pictures::of_product(&app.db, product_id(app, sku).await).await.unwrap()
}

on_both_databases! {
    async fn pictures_named_by_address_are_fetched_from_allowed_hosts_and_failures_named_on_their_row(env) {
        let port = picture_server().await;
        let mut config = env.config();
        config.totp_required_for_owners = false;
        config.import_picture_hosts = vec![format!("127.0.0.1:{port}")];
        let app = TestApp::start_configured(config).await;
        let mut editor = Staff::signed_in(&app, "catalog@shuka.am", Role::CatalogueEditor).await;
        let at = |name: &str| format!("http://127.0.0.1:{port}/p/{name}");
        let file = format!(
            "sku,price,stock,name_hy,pictures\n\
             PIC-1,1000,1,Բաժակ,{}|{}|{}\n\
             PIC-2,1000,1,Ափսե,{}|{}|{}\n\
             PIC-3,1000,1,Գդալ,https://elsewhere.am/a.jpg\n",
            at("good.png"),
            at("missing.png"),
            at("also.png"),
            at("huge.png"),
            at("page.png"),
            at("moved.png"),
        );
        let import = upload(&mut editor, "pictures.csv", &file).await;
        run_jobs(&app).await;
        let checked = report(&mut editor, import).await;
        assert_eq!(
            faults(&checked),
            vec![(4, "PIC-3".into(), "pictures".into(), "Pictures are not fetched from this site: add it to the shop's configuration (IMPORT_PICTURE_HOSTS)".into())],
            "a host not allowed is refused before anything is fetched"
        );
        let listed: Vec<_> = changes(&checked).into_iter().filter(|change| change.2 == "pictures").map(|change| (change.0, change.4)).collect();
        assert_eq!(listed[0], (2, format!("{}|{}|{}", at("good.png"), at("missing.png"), at("also.png"))), "the dry run shows the addresses");

        let (status, _) = editor.call("catalog-files/confirm", json!({ "id": import, "skip_bad_rows": true })).await;
        assert_eq!(status, 200);
        run_jobs(&app).await;
        let done = report(&mut editor, import).await;
        assert_eq!((done["job"]["stage"].as_str(), done["job"]["applied_rows"].as_i64()), (Some("done"), Some(2)), "{done}");
        let not_fetched = "The picture could not be fetched from this address: the product was saved without it";
        assert_eq!(
            faults(&done),
            vec![
                (2, "PIC-1".into(), "pictures".into(), not_fetched.into()),
                (3, "PIC-2".into(), "pictures".into(), "The picture cannot be larger than 20 MB".into()),
                (3, "PIC-2".into(), "pictures".into(), not_fetched.into()),
                (3, "PIC-2".into(), "pictures".into(), "The picture must be a JPEG, PNG or WebP file".into()),
                (4, "PIC-3".into(), "pictures".into(), "Pictures are not fetched from this site: add it to the shop's configuration (IMPORT_PICTURE_HOSTS)".into()),
            ],
            "each picture not taken is named on its row, by address (huge, moved, page): {done}"
        );
        assert!(pictures_of(&app, "PIC-2").await.is_empty(), "the product is written without the pictures not taken");
        let (status, every) = editor.download(&format!("/admin/download/catalog/{import}/faults")).await;
        assert_eq!(status, 200);
        assert!(every.contains(&at("huge.png")) && every.contains(&at("moved.png")), "the file of faults names each address:\n{every}");

        let taken = pictures_of(&app, "PIC-1").await;
        assert_eq!(taken.len(), 2, "the good pictures, in the file's order");
        for picture in &taken {
            let served = app.client.get(format!("{}/storage/{}", app.url, picture.path)).send().await.unwrap();
            assert_eq!(served.status(), 200);
            assert_eq!(served.headers()[header::CONTENT_TYPE], "image/jpeg", "made into the shop's own sizes as an upload is");
            let small = app.client.get(format!("{}/cache/small/{}", app.url, picture.path)).send().await.unwrap();
            assert_eq!(small.status(), 200);
        }
        assert_eq!(audit_count(&app, "product.picture_add").await, 2, "each added picture is audited as the editor's");

        // The same file again: the pictures are known by their addresses and nothing changes.
        let again = format!("sku,pictures\nPIC-1,{}|{}\n", at("good.png"), at("also.png"));
        let import = upload(&mut editor, "again.csv", &again).await;
        run_jobs(&app).await;
        let checked = report(&mut editor, import).await;
        assert_eq!((checked["job"]["unchanged_rows"].as_i64(), checked["change_count"].as_i64()), (Some(1), Some(0)), "{checked}");
        let (_, _) = editor.call("catalog-files/cancel", json!({ "id": import })).await;

        // Reordered by the addresses an export writes, then emptied: the files go with them.
        let shown: Vec<String> = taken.iter().map(|picture| format!("{}/storage/{}", app.url, picture.path)).collect();
        let reordered = format!("sku,pictures\nPIC-1,{}|{}\n", shown[1], shown[0]);
        let import = upload(&mut editor, "reordered.csv", &reordered).await;
        run_jobs(&app).await;
        let (_, _) = editor.call("catalog-files/confirm", json!({ "id": import, "skip_bad_rows": false })).await;
        run_jobs(&app).await;
        let paths: Vec<String> = pictures_of(&app, "PIC-1").await.into_iter().map(|picture| picture.path).collect();
        assert_eq!(paths, [taken[1].path.clone(), taken[0].path.clone()]);

        let emptied = "sku,pictures\nPIC-1,\n";
        let import = upload(&mut editor, "emptied.csv", emptied).await;
        run_jobs(&app).await;
        let (_, _) = editor.call("catalog-files/confirm", json!({ "id": import, "skip_bad_rows": false })).await;
        run_jobs(&app).await;
        assert!(pictures_of(&app, "PIC-1").await.is_empty());
        let gone = app.client.get(format!("{}/storage/{}", app.url, taken[0].path)).send().await.unwrap();
        assert_eq!(gone.status(), 404, "the files of a picture taken off are removed");
        assert_eq!(audit_count(&app, "product.pictures_arrange").await, 2);
        app.stop().await;
    }
}
