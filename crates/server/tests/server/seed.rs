//! The demo catalogue, the large generator and the picture routes, against real databases and
//! over real HTTP. The demo is seeded once per backend; every check runs on that seed.

use std::path::{Path, PathBuf};

use sqlx::Row;
use storefront_api::{media, Db, Dialect};
use storefront_core::pictures;
use storefront_demo as seed;

use crate::common::{header, TestApp, TestEnv};
use crate::demo_content;

async fn count(db: &Db, sql: &str) -> i64 {
    sqlx::query(sql).fetch_one(db.pool()).await.unwrap_or_else(|e| panic!("{sql}: {e}")).get::<i64, _>(0)
}

/// Row counts of every catalogue table, to compare before and after a second seed.
async fn table_counts(db: &Db) -> Vec<(&'static str, i64)> {
    let mut counts = Vec::new();
    for table in [
        "exchange_rates",
        "sellers",
        "seller_translations",
        "categories",
        "category_translations",
        "attributes",
        "attribute_translations",
        "attribute_options",
        "attribute_option_translations",
        "products",
        "product_translations",
        "product_categories",
        "product_images",
        "product_attribute_values",
        "product_super_attributes",
        "product_filter_values",
        "product_relations",
        "home_positions",
        "sliders",
        "slider_translations",
        "banners",
        "banner_translations",
        "app_meta",
    ] {
        counts.push((table, count(db, &format!("SELECT COUNT(*) FROM {table}")).await));
    }
    counts
}

fn dirs(env: &TestEnv) -> (PathBuf, PathBuf) {
    (pictures::storage_dir(&env.data_dir()), pictures::cache_dir(&env.data_dir()))
}

/// The demo's pictures are deterministic and take a while to draw in a debug build, so the
/// ones drawn by an earlier run (or by the other backend's test) are kept here and handed to
/// each test's data directory; the seed finds them and skips them.
fn shared_pictures() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("demo-pictures")
}

static PICTURES: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Links (or copies) every file under `from` to the same place under `to`, unless it is there.
fn copy_tree(from: &Path, to: &Path) {
    let Ok(entries) = std::fs::read_dir(from) else { return };
    for entry in entries.flatten() {
        let (source, target) = (entry.path(), to.join(entry.file_name()));
        if source.is_dir() {
            copy_tree(&source, &target);
        } else if !target.exists() && !entry.file_name().to_string_lossy().contains(".partial") {
            std::fs::create_dir_all(to).unwrap();
            if std::fs::hard_link(&source, &target).is_err() {
                std::fs::copy(&source, &target).unwrap();
            }
        }
    }
}

/// Seeds the demo with the shared pictures; one product's pictures are always drawn afresh, so
/// the drawing path runs every time.
async fn seed_demo(env: &TestEnv) -> seed::SeedReport {
    let (storage, cache) = dirs(env);
    let _guard = PICTURES.lock().await;
    let shared = shared_pictures();
    copy_tree(&shared, &env.data_dir());
    let fresh = "products/red-summer-dress.jpg";
    let _ = std::fs::remove_file(storage.join(fresh));
    for (size, _) in pictures::CACHE_SIZES {
        let _ = std::fs::remove_file(cache.join(size).join(fresh));
    }
    let db = Db::connect(&env.database_url).await.unwrap();
    db.migrate().await.unwrap();
    let report = seed::demo(&db, &storage, &cache).await.expect("demo seed");
    db.close().await;
    assert!(report.images_written >= 1, "{report:?}");
    for dir in ["storage", "cache"] {
        copy_tree(&env.data_dir().join(dir), &shared.join(dir));
    }
    report
}

async fn check_demo_contents(db: &Db) {
    let listed = count(db, "SELECT COUNT(*) FROM products WHERE parent_id IS NULL AND status = 1").await;
    assert!(listed >= 80, "{listed} listed products");

    // Configurable products vary by colour and size, with variants carrying both.
    let configurable = count(
        db,
        "SELECT COUNT(*) FROM products p WHERE p.type = 'configurable' AND p.parent_id IS NULL
           AND (SELECT COUNT(*) FROM product_super_attributes s JOIN attributes a ON a.id = s.attribute_id
                WHERE s.product_id = p.id AND a.code IN ('color', 'size')) = 2
           AND (SELECT COUNT(*) FROM products v WHERE v.parent_id = p.id) >= 2",
    )
    .await;
    assert!(configurable >= 20, "{configurable} configurable products");
    let variants_missing_options = count(
        db,
        "SELECT COUNT(*) FROM products v WHERE v.parent_id IS NOT NULL
           AND (SELECT COUNT(*) FROM product_attribute_values av JOIN attributes a ON a.id = av.attribute_id
                WHERE av.product_id = v.id AND a.code IN ('color', 'size')) <> 2",
    )
    .await;
    assert_eq!(variants_missing_options, 0, "every variant has a colour and a size");
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM products WHERE parent_id IS NOT NULL AND (url_key IS NOT NULL OR type <> 'simple')").await,
        0,
        "variants are simple rows without url_key"
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM products WHERE parent_id IS NULL AND url_key IS NULL").await,
        0,
        "listed products have a url_key"
    );

    let specials = count(
        db,
        "SELECT COUNT(*) FROM products WHERE parent_id IS NULL AND special_price_minor > 0 AND special_price_minor < price_minor",
    )
    .await;
    assert!(specials >= 20, "{specials} products on special");
    let new = count(db, "SELECT COUNT(*) FROM products WHERE parent_id IS NULL AND is_new = 1").await;
    assert!(new >= 12, "{new} new products");
    assert!(count(db, "SELECT COUNT(*) FROM products WHERE parent_id IS NULL AND is_featured = 1").await >= 4);
    let sellers = count(db, "SELECT COUNT(*) FROM sellers WHERE status = 'approved' AND logo_path IS NOT NULL").await;
    assert!(sellers >= 4, "{sellers} sellers");

    // Every text in the three languages.
    for (sql, what) in [
        (
            "SELECT COUNT(*) FROM products p WHERE (SELECT COUNT(*) FROM product_translations t
               WHERE t.product_id = p.id AND t.locale IN ('hy', 'ru', 'en') AND t.name <> '') <> 3",
            "product names",
        ),
        (
            "SELECT COUNT(*) FROM products p WHERE p.parent_id IS NULL AND (SELECT COUNT(*) FROM product_translations t
               WHERE t.product_id = p.id AND t.short_description <> '' AND t.description LIKE '<p>%') <> 3",
            "product descriptions",
        ),
        (
            "SELECT COUNT(*) FROM categories c WHERE (SELECT COUNT(*) FROM category_translations t
               WHERE t.category_id = c.id AND t.locale IN ('hy', 'ru', 'en') AND t.name <> '') <> 3",
            "category names",
        ),
        (
            "SELECT COUNT(*) FROM attribute_options o WHERE (SELECT COUNT(*) FROM attribute_option_translations t
               WHERE t.option_id = o.id AND t.locale IN ('hy', 'ru', 'en') AND t.label <> '') <> 3",
            "option labels",
        ),
        (
            "SELECT COUNT(*) FROM sellers s WHERE (SELECT COUNT(*) FROM seller_translations t
               WHERE t.seller_id = s.id AND t.locale IN ('hy', 'ru', 'en') AND t.shop_title <> '') <> 3",
            "shop titles",
        ),
    ] {
        assert_eq!(count(db, sql).await, 0, "{what} in hy, ru and en");
    }
    let armenian = count(db, "SELECT COUNT(*) FROM product_translations WHERE locale = 'hy' AND name LIKE '%հագուստ%'").await;
    assert!(armenian >= 3, "{armenian} Armenian names with հագուստ");
    let latin = count(
        db,
        "SELECT COUNT(DISTINCT product_id) FROM product_translations
           WHERE locale = 'hy' AND (name LIKE '%Bosch%' OR name LIKE '%Levi''s%' OR name LIKE '%Makita%')",
    )
    .await;
    assert!(latin >= 4, "{latin} Armenian names with a Latin brand");
    let colour_name = count(db, "SELECT COUNT(*) FROM attribute_option_translations WHERE locale = 'hy' AND label = 'Կարմիր'").await;
    assert_eq!(colour_name, 1);
    let swatches = count(
        db,
        "SELECT COUNT(*) FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id
           WHERE a.code = 'color' AND a.swatch_type = 'color' AND o.swatch_value LIKE '#%'",
    )
    .await;
    assert!(swatches >= 6, "{swatches} colour swatches");

    // Categories: the required roots, each with two to four children, each with products.
    for slug in ["womens-clothing", "mens-clothing", "mankakan-hagust", "tools", "home-garden"] {
        let children = count(
            db,
            &format!(
                "SELECT COUNT(*) FROM categories c JOIN categories r ON r.id = c.parent_id
                 WHERE r.slug = '{slug}' AND r.parent_id IS NULL AND c.image_path IS NOT NULL"
            ),
        )
        .await;
        assert!((2..=4).contains(&children), "{slug} has {children} children");
    }
    assert_eq!(
        count(
            db,
            "SELECT COUNT(*) FROM categories c WHERE c.parent_id IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.category_id = c.id)"
        )
        .await,
        0,
        "every sub-category has products"
    );
    assert_eq!(
        count(
            db,
            "SELECT COUNT(*) FROM products p WHERE p.parent_id IS NULL
               AND NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id)"
        )
        .await,
        0,
        "every listed product is in a category"
    );

    // Home blocks.
    for code in storefront_core::presentation::HOME_POSITIONS {
        let n = count(
            db,
            &format!(
                "SELECT COUNT(*) FROM home_positions h JOIN products p ON p.id = h.product_id
                 WHERE h.position = '{code}' AND p.parent_id IS NULL"
            ),
        )
        .await;
        assert!(n >= 3, "{code} holds {n} products");
    }

    // Stock like a shop's.
    assert!(count(db, "SELECT COUNT(*) FROM products WHERE parent_id IS NULL AND qty = 0").await >= 1, "sold-out products");
    assert!(
        count(db, "SELECT COUNT(*) FROM products WHERE parent_id IS NULL AND qty BETWEEN 1 AND 5").await >= 1,
        "nearly sold-out products"
    );

    check_price_rules(db).await;

    // Filters, relations, images, rates, sliders and banners.
    assert_eq!(
        count(
            db,
            "SELECT COUNT(*) FROM products p WHERE p.parent_id IS NULL
               AND NOT EXISTS (SELECT 1 FROM product_filter_values f WHERE f.product_id = p.id)"
        )
        .await,
        0,
        "every listed product is in the filter index"
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)").await,
        0,
        "every product has a picture"
    );
    assert_eq!(
        count(
            db,
            "SELECT COUNT(*) FROM products p WHERE p.parent_id IS NULL
               AND NOT EXISTS (SELECT 1 FROM product_relations r WHERE r.product_id = p.id AND r.kind = 'related')"
        )
        .await,
        0,
        "every listed product has related products"
    );
    assert_eq!(
        count(
            db,
            "SELECT COUNT(*) FROM product_relations r JOIN product_categories a ON a.product_id = r.product_id
               WHERE r.kind = 'related' AND NOT EXISTS (SELECT 1 FROM product_categories b
                 WHERE b.product_id = r.related_id AND b.category_id = a.category_id)"
        )
        .await,
        0,
        "related products share the category"
    );
    assert_eq!(count(db, "SELECT COUNT(*) FROM exchange_rates WHERE currency = 'USD' AND rate_e9 = 2590000").await, 1);
    assert_eq!(count(db, "SELECT COUNT(*) FROM exchange_rates WHERE currency = 'RUB' AND rate_e9 = 205000000").await, 1);
    assert_eq!(count(db, "SELECT COUNT(*) FROM sliders WHERE mobile_path IS NOT NULL AND link LIKE '/shop/catalog/%'").await, 3);
    assert!(count(db, "SELECT COUNT(*) FROM banners").await >= 3);
    assert_eq!(count(db, "SELECT COUNT(*) FROM slider_translations WHERE content LIKE '<h2>%'").await, 9);
}

/// Rules every product row keeps, whoever wrote it.
async fn check_price_rules(db: &Db) {
    assert_eq!(
        count(
            db,
            "SELECT COUNT(*) FROM products WHERE final_price_minor <>
               CASE WHEN special_price_minor IS NOT NULL AND special_price_minor > 0 THEN special_price_minor ELSE price_minor END"
        )
        .await,
        0,
        "final price = special price when set, else price"
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM products WHERE special_price_minor IS NOT NULL AND special_price_minor >= price_minor").await,
        0,
        "special prices are below the price"
    );
    assert_eq!(
        count(
            db,
            "SELECT COUNT(*) FROM products p WHERE p.type = 'configurable' AND (
               p.final_price_minor <> (SELECT MIN(v.final_price_minor) FROM products v WHERE v.parent_id = p.id)
               OR p.qty <> (SELECT SUM(v.qty) FROM products v WHERE v.parent_id = p.id))"
        )
        .await,
        0,
        "a parent's price is its cheapest variant's and its stock the sum of theirs"
    );
    assert_eq!(
        count(
            db,
            "SELECT COUNT(*) FROM product_attribute_values av JOIN products v ON v.id = av.product_id
               WHERE v.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM product_filter_values f
                 WHERE f.product_id = v.parent_id AND f.attribute_id = av.attribute_id AND f.option_id = av.option_id)"
        )
        .await,
        0,
        "a parent's filter values hold every option of its variants"
    );
    assert_eq!(count(db, "SELECT COUNT(*) FROM products WHERE qty < 0 OR price_minor <= 0").await, 0);
}

async fn check_pictures(db: &Db, storage: &Path, cache: &Path) {
    let paths: Vec<String> = sqlx::query("SELECT DISTINCT path FROM product_images")
        .fetch_all(db.pool())
        .await
        .unwrap()
        .iter()
        .map(|r| r.get::<String, _>("path"))
        .collect();
    assert!(paths.len() >= 80, "{} distinct product pictures", paths.len());
    for path in &paths {
        let (w, h) = image::image_dimensions(storage.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!((w, h), (1200, 1200), "{path}");
        for (size, width) in pictures::CACHE_SIZES {
            let file = cache.join(size).join(path);
            let (w, _) = image::image_dimensions(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            assert_eq!(w, width, "{}", file.display());
        }
    }
    for sql in [
        "SELECT image_path AS path FROM categories",
        "SELECT logo_path AS path FROM sellers",
        "SELECT path FROM sliders",
        "SELECT mobile_path AS path FROM sliders",
        "SELECT path FROM banners",
    ] {
        for row in sqlx::query(sql).fetch_all(db.pool()).await.unwrap() {
            let path: String = row.get("path");
            assert!(storage.join(&path).is_file(), "{path}");
        }
    }
    let (w, h) = image::image_dimensions(storage.join("sliders/slide-1.jpg")).unwrap();
    assert_eq!((w, h), (1600, 600));
}

async fn check_media_routes(app: &TestApp, db: &Db, cache: &Path) {
    let path: String = sqlx::query("SELECT path FROM product_images ORDER BY id LIMIT 1").fetch_one(db.pool()).await.unwrap().get("path");

    let response = app.get(&format!("/storage/{path}")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(header(&response, "content-type"), "image/jpeg");
    assert_eq!(header(&response, "cache-control"), "public, max-age=604800");
    let bytes = response.bytes().await.unwrap();
    assert_eq!(image::load_from_memory(&bytes).unwrap().width(), 1200);

    let response = app.get(&format!("/cache/small/{path}")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(header(&response, "content-type"), "image/jpeg");
    assert_eq!(header(&response, "cache-control"), "public, max-age=604800");
    assert_eq!(image::load_from_memory(&response.bytes().await.unwrap()).unwrap().width(), 300);

    // A missing copy is made on request and kept.
    let medium = cache.join("medium").join(&path);
    std::fs::remove_file(&medium).unwrap();
    let response = app.get(&format!("/cache/medium/{path}")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(header(&response, "cache-control"), "public, max-age=604800");
    assert_eq!(image::load_from_memory(&response.bytes().await.unwrap()).unwrap().width(), 600);
    assert_eq!(image::image_dimensions(&medium).unwrap().0, 600);

    // A picture added after seeding (an upload) gets its copies too.
    let storage = cache.parent().unwrap().join("storage");
    let upload = storage.join("uploads/new picture.png");
    std::fs::create_dir_all(upload.parent().unwrap()).unwrap();
    image::RgbImage::from_pixel(900, 450, image::Rgb([200, 120, 40])).save(&upload).unwrap();
    let response = app.get("/cache/small/uploads/new%20picture.png").send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(header(&response, "content-type"), "image/png");
    let small = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
    assert_eq!((small.width(), small.height()), (300, 150));
    let response = app.get("/cache/large/uploads/new%20picture.png").send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(image::load_from_memory(&response.bytes().await.unwrap()).unwrap().width(), 900, "never enlarged");

    // Missing files, unknown sizes and escapes answer a plain 404.
    for bad in [
        "/storage/products/no-such-picture.jpg".to_owned(),
        "/cache/small/products/no-such-picture.jpg".to_owned(),
        format!("/cache/huge/{path}"),
        "/storage/products".to_owned(),
        "/storage/..%2fstorefront.db".to_owned(),
        "/storage/products%2f..%2f..%2fstorefront.db".to_owned(),
        "/cache/small/..%2f..%2fstorefront.db".to_owned(),
    ] {
        let response = app.get(&bad).send().await.unwrap();
        assert_eq!(response.status(), 404, "{bad}");
        assert!(header(&response, "content-type").starts_with("text/plain"), "{bad}: {}", header(&response, "content-type"));
    }
    // A raw `..` that no client library would send.
    for raw in ["/storage/../storefront.db", "/cache/small/../../storefront.db", "/storage/products/../../storefront.db"] {
        let status = raw_status(&app.url, raw).await;
        assert_eq!(status, 404, "{raw}");
    }
}

/// The app with the picture routes: mounted by the app itself once wired in, else as extras.
async fn start_app(env: &TestEnv) -> TestApp {
    let probe = "/storage/sellers/ararat-textile.jpg";
    let app = TestApp::start_with(env, axum::Router::new()).await;
    if app.get(probe).send().await.unwrap().status() == 200 {
        return app;
    }
    app.stop().await;
    TestApp::start_with(env, media::router()).await
}

/// Sends `GET <path>` byte for byte and answers the status code.
async fn raw_status(url: &str, path: &str) -> u16 {
    let addr = url.trim_start_matches("http://").to_owned();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    tokio::task::spawn_blocking(move || {
        use std::io::{Read, Write};
        let mut stream = std::net::TcpStream::connect(&addr).unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).unwrap();
        let text = String::from_utf8_lossy(&response);
        text.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0)
    })
    .await
    .unwrap()
}

on_both_databases! {
    async fn demo_catalogue_pictures_media_and_large_generator(env) {
        let report = seed_demo(&env).await;
        let app = start_app(&env).await;
        let db = app.db.clone();
        let (storage, cache) = dirs(&env);

        eprintln!("{} on {:?}", report, env.dialect);
        assert!(!report.skipped);
        assert!(report.products >= 80 && report.configurable >= 20 && report.sellers >= 4, "{report:?}");
        assert!(seed::is_seeded(&db).await.unwrap());
        check_demo_contents(&db).await;
        check_pictures(&db, &storage, &cache).await;
        demo_content::check_demo_content(&db, &storage).await;
        demo_content::check_served_content(&app).await;

        // A second run changes nothing; neither does the start-up hook on a catalogue.
        let before = table_counts(&db).await;
        let again = seed::demo(&db, &storage, &cache).await.expect("second demo seed");
        assert!(again.skipped, "{again:?}");
        assert!(!seed::seed_if_empty(&db, &env.data_dir()).await.unwrap());
        assert_eq!(table_counts(&db).await, before);
        demo_content::check_content_reaches_an_older_demo(&db, &env.data_dir()).await;

        // Ids chosen by the seed do not collide with rows inserted later (PostgreSQL identity).
        sqlx::query("INSERT INTO categories (slug, position) VALUES ('added-after-seed', 99)")
            .execute(db.pool())
            .await
            .expect("an insert without an id after seeding");

        check_media_routes(&app, &db, &cache).await;

        // The large generator: at least N listed, idempotent for the same N, consistent rows.
        let listed = count(&db, "SELECT COUNT(*) FROM products WHERE parent_id IS NULL").await;
        let large = seed::large(&db, &storage, &cache, 600).await.expect("large seed");
        eprintln!("{large}");
        assert!(large.demo.skipped);
        assert_eq!(large.existing as i64, listed);
        assert_eq!(large.existing + large.added, 600);
        assert!(large.configurable > 0 && large.variants >= 2 * large.configurable, "{large:?}");
        assert_eq!(count(&db, "SELECT COUNT(*) FROM products WHERE parent_id IS NULL").await, 600);
        let same = seed::large(&db, &storage, &cache, 600).await.unwrap();
        assert_eq!(same.added, 0);
        let more = seed::large(&db, &storage, &cache, 650).await.unwrap();
        assert_eq!(more.added, 50);
        assert_eq!(count(&db, "SELECT COUNT(*) FROM products WHERE parent_id IS NULL").await, 650);
        check_price_rules(&db).await;
        assert_eq!(
            count(&db, "SELECT COUNT(*) FROM products p WHERE (SELECT COUNT(*) FROM product_translations t
                          WHERE t.product_id = p.id AND t.name <> '') <> 3").await,
            0,
            "generated names in three languages"
        );
        assert_eq!(
            count(&db, "SELECT COUNT(*) FROM product_images i WHERE i.path NOT LIKE 'products/%'").await,
            0,
            "generated products reuse the demo's product pictures"
        );
        assert_eq!(
            count(&db, "SELECT COUNT(*) FROM products p WHERE p.parent_id IS NULL
                          AND NOT EXISTS (SELECT 1 FROM product_categories c WHERE c.product_id = p.id)").await,
            0
        );
        app.stop().await;

        // On first start, an empty database gets the demo; the pictures are there already.
        if env.dialect == Dialect::Sqlite {
            let url = format!("sqlite://{}", env.data_dir().join("second.db").display());
            let second = Db::connect(&url).await.unwrap();
            second.migrate().await.unwrap();
            assert!(seed::seed_if_empty(&second, &env.data_dir()).await.unwrap());
            assert!(seed::is_seeded(&second).await.unwrap());
            assert!(!seed::seed_if_empty(&second, &env.data_dir()).await.unwrap());
            second.close().await;
        }
    }
}
