//! Product pictures through the back office, over real HTTP on both databases: an upload is made
//! into every size once, served as WebP to browsers that take it and JPEG to the others, with the
//! camera's metadata gone; pictures are put in order with alt texts and removed, each change
//! audited and on the storefront within the feed's second; uploads are refused by their type
//! (read from the bytes), size and pixel count; and the same works with the pictures kept on a
//! real S3-compatible server (s3s-fs, started here).

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use storefront_api::catalog::feed;
use storefront_core::staff::Role;
use storefront_media::{S3Settings, StoreSettings};

use crate::back_office::{audit_count, start_owners_without_totp, Staff};
use crate::catalog_fixture;
use crate::common::{json_of, TestApp, TestEnv};

/// A camera's JPEG: `width` × `height`, with an EXIF block naming its maker.
fn camera_jpeg(width: u32, height: u32) -> Vec<u8> {
    let picture =
        image::DynamicImage::ImageRgb8(image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 251) as u8, (y % 241) as u8, 90])));
    let mut plain = Vec::new();
    picture.write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(&mut plain, 90)).unwrap();
    let payload = b"Exif\0\0II*\0SecretCameraMaker GPS 40.18N 44.51E";
    let mut with_exif = vec![0xFF, 0xD8, 0xFF, 0xE1];
    with_exif.extend_from_slice(&((payload.len() + 2) as u16).to_be_bytes());
    with_exif.extend_from_slice(payload);
    with_exif.extend_from_slice(&plain[2..]);
    with_exif
}

pub fn png(width: u32, height: u32) -> Vec<u8> {
    let picture = image::DynamicImage::ImageRgba8(image::RgbaImage::from_pixel(width, height, image::Rgba([200, 30, 60, 255])));
    let mut out = Vec::new();
    picture.write_with_encoder(image::codecs::png::PngEncoder::new(&mut out)).unwrap();
    out
}

/// A PNG whose header claims `width` × `height` and whose pixels never come: the pixel count
/// must be refused from the header, before anything is decoded.
fn png_claiming(width: u32, height: u32) -> Vec<u8> {
    let mut bytes = png(1, 1);
    // IHDR's width and height follow the 8-byte signature, the chunk's length and its name.
    bytes[16..20].copy_from_slice(&width.to_be_bytes());
    bytes[20..24].copy_from_slice(&height.to_be_bytes());
    // The chunk's CRC covers its name and data, so the header reads as sound.
    let crc = crc32(&bytes[12..29]);
    bytes[29..33].copy_from_slice(&crc.to_be_bytes());
    bytes
}

/// PNG's CRC-32 (ISO 3309), bit by bit.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for byte in bytes {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

/// A product made by the editor, answering its id and URL key.
async fn product(editor: &mut Staff, sku: &str) -> (i64, String) {
    let draft =
        json!({ "sku": sku, "price": "9900", "stock": "4", "enabled": true, "texts": { "hy": { "name": format!("Լուսանկար {sku}") } } });
    let (status, saved) = editor.call("products/save", json!({ "id": null, "version": 0, "draft": draft })).await;
    assert_eq!(status, 200, "{saved}");
    (saved["id"].as_i64().unwrap(), saved["draft"]["url_key"].as_str().unwrap().to_string())
}

struct Fetched {
    status: u16,
    content_type: String,
    vary: String,
    bytes: Vec<u8>,
}

async fn fetch(app: &TestApp, path: &str, accept: &str) -> Fetched {
    let response = app.get(path).header("accept", accept).send().await.unwrap();
    let header = |name: &str| response.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    let (status, content_type, vary) = (response.status().as_u16(), header("content-type"), header("vary"));
    Fetched { status, content_type, vary, bytes: response.bytes().await.unwrap().to_vec() }
}

const BROWSER: &str = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
const OLD_BROWSER: &str = "image/png,image/*;q=0.8";

/// The storefront's product until `seen` holds, at most 2 s (the acceptance's bound).
async fn shown(app: &TestApp, url_key: &str, seen: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + Duration::from_secs(2);
    loop {
        let page = json_of(app.get(&format!("/api/products/{url_key}?locale=hy")).send().await.unwrap(), 200).await["data"].clone();
        if seen(&page) || Instant::now() > deadline {
            return page;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

fn small_urls(page: &Value) -> Vec<String> {
    page["images"]
        .as_array()
        .map(|list| list.iter().filter_map(|i| i["small_image_url"].as_str().map(str::to_owned)).collect())
        .unwrap_or_default()
}

/// Uploads, arranges and removes pictures, checking what the storefront serves at each step.
async fn pictures_round_trip(app: &TestApp) {
    catalog_fixture::load(&app.db).await;
    let follower = feed::spawn(app.state.catalogue.clone(), Duration::from_millis(50));
    let mut editor = Staff::signed_in(app, "editor@shuka.am", Role::CatalogueEditor).await;
    let (id, url_key) = product(&mut editor, "PIC-1").await;

    let (status, photo) = editor.upload(id, camera_jpeg(3000, 2000)).await;
    assert_eq!(status, 201, "{photo}");
    let thumbnail = photo["thumbnail_url"].as_str().unwrap().to_string();
    assert!(thumbnail.starts_with(&format!("/cache/small/products/{id}/")), "{thumbnail}");

    let webp = fetch(app, &thumbnail, BROWSER).await;
    assert_eq!((webp.status, webp.content_type.as_str(), webp.vary.as_str()), (200, "image/webp", "accept"));
    let jpeg = fetch(app, &thumbnail, OLD_BROWSER).await;
    assert_eq!((jpeg.status, jpeg.content_type.as_str()), (200, "image/jpeg"));
    assert!(webp.bytes.len() < jpeg.bytes.len(), "WebP {} bytes, JPEG {}", webp.bytes.len(), jpeg.bytes.len());
    let small = image::load_from_memory(&jpeg.bytes).unwrap();
    assert_eq!((small.width(), small.height()), (300, 200), "resized once to the small size");
    let original = fetch(app, photo["original_url"].as_str().unwrap(), BROWSER).await;
    let kept = image::load_from_memory(&original.bytes).unwrap();
    assert_eq!((kept.width(), kept.height()), (2000, 1333), "the original is kept at 2000 px at most");
    for (what, bytes) in [("small", &jpeg.bytes), ("webp", &webp.bytes), ("original", &original.bytes)] {
        assert!(!bytes.windows(6).any(|w| w == b"Secret"), "the {what} copy kept the camera's EXIF");
    }

    let page = shown(app, &url_key, |page| small_urls(page) == [thumbnail.clone()]).await;
    assert_eq!(small_urls(&page), std::slice::from_ref(&thumbnail), "the storefront shows the picture within 2 s");

    let (status, second) = editor.upload(id, png(640, 480)).await;
    assert_eq!(status, 201, "{second}");
    let second_id = second["id"].as_i64().unwrap();
    let second_thumbnail = second["thumbnail_url"].as_str().unwrap().to_string();
    // The PNG becomes the main picture, with alt texts in two languages.
    let arrangement = json!({ "arrangement": {
        "product_id": id,
        "order": [second_id, photo["id"]],
        "alts": { second_id.to_string(): { "hy": "Կարմիր ֆոն", "en": "Red background" } }
    } });
    let (status, arranged) = editor.call("pictures/arrange", arrangement).await;
    assert_eq!(status, 200, "{arranged}");
    assert_eq!(arranged[0]["id"], second_id);
    assert_eq!(arranged[0]["alts"], json!({ "hy": "Կարմիր ֆոն", "en": "Red background" }));
    let page = shown(app, &url_key, |page| small_urls(page).first() == Some(&second_thumbnail)).await;
    assert_eq!(small_urls(&page), [second_thumbnail.clone(), thumbnail.clone()], "the new main picture leads within 2 s");
    assert_eq!(
        (page["images"][0]["alt"].as_str(), page["images"][1]["alt"].as_str()),
        (Some("Կարմիր ֆոն"), Some("")),
        "alt texts in the shopper's language"
    );

    // An order naming a picture the product does not hold is refused whole.
    let (status, _) =
        editor.call("pictures/arrange", json!({ "arrangement": { "product_id": id, "order": [second_id], "alts": {} } })).await;
    assert_eq!(status, 409);

    let (status, left) = editor.call("pictures/remove", json!({ "product_id": id, "picture_id": photo["id"] })).await;
    assert_eq!(status, 200, "{left}");
    assert_eq!(left.as_array().map(Vec::len), Some(1));
    assert_eq!(fetch(app, &thumbnail, BROWSER).await.status, 404, "the removed picture's files are gone");
    let page = shown(app, &url_key, |page| small_urls(page).len() == 1).await;
    assert_eq!(small_urls(&page), [second_thumbnail]);

    for (action, count) in [("product.picture_add", 2), ("product.pictures_arrange", 1), ("product.picture_remove", 1)] {
        assert_eq!(audit_count(app, action).await, count, "{action}");
    }
    follower.abort();
}

on_both_databases! {
    async fn pictures_are_made_once_served_as_webp_or_jpeg_without_metadata_arranged_and_removed(env) {
        let app = start_owners_without_totp(&env).await;
        pictures_round_trip(&app).await;
        app.stop().await;
    }
}

on_both_databases! {
    async fn uploads_are_refused_by_type_size_and_pixel_count_in_the_staffs_language(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let (id, _) = product(&mut editor, "PIC-2").await;
        let message = |refused: &Value| refused["fields"]["picture"].as_str().unwrap_or_default().to_string();

        // The type comes from the bytes: text and a GIF are refused whatever they are called.
        let (status, refused) = editor.upload(id, b"just some text, saved as photo.jpg".to_vec()).await;
        assert_eq!((status, message(&refused).as_str()), (415, "The picture must be a JPEG, PNG or WebP file"));
        let (status, _) = editor.upload(id, b"GIF89a\x01\x00\x01\x00\x00\x00\x00;".to_vec()).await;
        assert_eq!(status, 415);
        let (status, refused) = editor.upload(id, vec![0xFF; 21 * 1024 * 1024]).await;
        assert_eq!((status, message(&refused).as_str()), (413, "The picture cannot be larger than 20 MB"));
        let (status, refused) = editor.upload(id, png_claiming(10_000, 5_000)).await;
        assert_eq!(status, 422, "{refused}");
        assert!(message(&refused).contains("40 megapixels"), "{refused}");
        let mut cut = camera_jpeg(400, 300);
        cut.truncate(300);
        let (status, refused) = editor.upload(id, cut).await;
        assert_eq!((status, message(&refused).as_str()), (422, "The picture is damaged or cannot be read"));
        let (status, _) = editor.upload(999_999, png(10, 10)).await;
        assert_eq!(status, 404);

        // In the staff member's own language.
        assert_eq!(editor.call("session/locale", json!({ "locale": "hy" })).await.0, 200);
        let (_, refused) = editor.upload(id, b"hello".to_vec()).await;
        assert_eq!(message(&refused), "Նկարը պետք է լինի JPEG, PNG կամ WebP");

        // Only the catalogue's staff, signed in, from the back office's own pages.
        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        assert_eq!(clerk.upload(id, png(10, 10)).await, (403, json!({ "error": "forbidden" })));
        assert_eq!(Staff::anonymous(&app).upload(id, png(10, 10)).await.0, 401);
        let foreign = reqwest::Client::new()
            .post(format!("{}/admin/upload/products/{id}/pictures", app.url))
            .header("sec-fetch-site", "cross-site")
            .body(png(10, 10))
            .send()
            .await
            .unwrap();
        assert_eq!(foreign.status(), 403);

        let kept: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM product_images WHERE product_id = $1").bind(id).fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(kept, 0, "nothing refused was recorded");
        assert_eq!(audit_count(&app, "product.picture_add").await, 0);
        app.stop().await;
    }
}

/// An S3-compatible server (s3s-fs) on a free port of this machine, keeping its buckets under
/// `root`; stops with the test's runtime.
async fn start_s3(root: &std::path::Path, bucket: &str, key: &str, secret: &str) -> String {
    use hyper_util::rt::{TokioExecutor, TokioIo};
    std::fs::create_dir_all(root.join(bucket)).unwrap();
    let mut builder = s3s::service::S3ServiceBuilder::new(s3s_fs::FileSystem::new(root).unwrap());
    builder.set_auth(s3s::auth::SimpleAuth::from_single(key, secret));
    let service = builder.build();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        let http = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new());
        while let Ok((socket, _)) = listener.accept().await {
            let connection = http.serve_connection(TokioIo::new(socket), service.clone()).into_owned();
            tokio::spawn(connection);
        }
    });
    url
}

async fn start_on_s3(env: &TestEnv, s3_root: &std::path::Path) -> TestApp {
    let endpoint = start_s3(s3_root, "shop-pictures", "test-key", "test-secret-key").await;
    let mut config = env.config();
    config.totp_required_for_owners = false;
    config.media = StoreSettings::S3(S3Settings {
        bucket: "shop-pictures".into(),
        endpoint,
        region: "us-east-1".into(),
        access_key_id: "test-key".into(),
        secret_access_key: "test-secret-key".into(),
    });
    TestApp::start_configured(config).await
}

on_both_databases! {
    async fn pictures_kept_on_an_s3_compatible_server_work_the_same(env) {
        let s3_root = tempfile::tempdir().unwrap();
        let app = start_on_s3(&env, s3_root.path()).await;
        pictures_round_trip(&app).await;
        // The files are the bucket's, not the data directory's.
        let bucket = s3_root.path().join("shop-pictures");
        let in_bucket = walk(&bucket);
        assert!(in_bucket.iter().any(|p| p.starts_with("cache/small/products/") && p.ends_with(".jpg.webp")), "{in_bucket:?}");
        assert!(in_bucket.iter().any(|p| p.starts_with("storage/products/")), "{in_bucket:?}");
        assert!(!env.data_dir().join("storage").join("products").exists(), "nothing written to the data directory");
        app.stop().await;
    }
}

/// Every file under `root`, relative to it, with `/` between its parts.
fn walk(root: &std::path::Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut pending = vec![root.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if let Ok(relative) = path.strip_prefix(root) {
                found.push(relative.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    found
}

on_both_databases! {
    async fn products_deleted_more_than_thirty_days_ago_are_purged_with_their_pictures_files(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "editor@shuka.am", Role::CatalogueEditor).await;
        let (old, _) = product(&mut editor, "OLD-1").await;
        let (recent, _) = product(&mut editor, "RECENT-1").await;
        let (status, photo) = editor.upload(old, png(400, 300)).await;
        assert_eq!(status, 201, "{photo}");
        let thumbnail = photo["thumbnail_url"].as_str().unwrap().to_string();
        assert_eq!(fetch(&app, &thumbnail, BROWSER).await.status, 200);
        let (status, _) = editor.call("products/bulk", json!({ "ids": [old, recent], "change": { "kind": "delete" } })).await;
        assert_eq!(status, 200);
        // One was deleted 31 days ago, the other 29: only the first is past restoring.
        for (id, days) in [(old, 31), (recent, 29)] {
            sqlx::query("UPDATE products SET deleted_at = $1 WHERE id = $2")
                .bind(storefront_db::clock::timestamp(Duration::from_secs(days * 86_400)))
                .bind(id)
                .execute(app.db.pool())
                .await
                .unwrap();
        }

        let purged = storefront_api::catalog::housekeeping::purge(&app.db, &app.state.config.pictures).await.unwrap();
        assert_eq!(purged, 1);
        let left: Vec<i64> = sqlx::query_scalar("SELECT id FROM products WHERE sku IN ('OLD-1', 'RECENT-1')").fetch_all(app.db.pool()).await.unwrap();
        assert_eq!(left, vec![recent], "the recent one can still be restored");
        assert_eq!(fetch(&app, &thumbnail, BROWSER).await.status, 404, "its picture's files are gone");
        let (_, trash) = editor.call("products/list", json!({ "query": { "deleted": true } })).await;
        assert_eq!(trash["total"], 1);
        assert_eq!(audit_count(&app, "product.purge").await, 1);
        assert_eq!(storefront_api::catalog::housekeeping::purge(&app.db, &app.state.config.pictures).await.unwrap(), 0, "nothing twice");
        app.stop().await;
    }
}
