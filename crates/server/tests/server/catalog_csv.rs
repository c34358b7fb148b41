//! The catalogue's CSV export and import in the back office, over real HTTP on both databases:
//! an export imported back unchanged changes nothing; three edited rows change exactly those
//! three after a dry run that lists them; every bad row's fault is named with its line and
//! column; bad rows are skipped or stop the import, each row whole; an import resumes after its
//! server stopped; and only catalogue staff may do any of it.

use std::collections::HashMap;

use serde_json::{json, Value};
use storefront_api::catalog::{feed, Catalogue};
use storefront_catalog_csv::Runner;
use storefront_core::staff::Role;
use storefront_db::catalog::catalog_changes::{self, Kind};
use storefront_db::catalog::products::Stock;

use crate::back_office::{audit_count, start_owners_without_totp, Staff};
use crate::catalog_fixture;
use crate::common::TestApp;

/// A job runner as the app's server starts it, with its picture store and allowed hosts.
pub fn runner(app: &TestApp) -> Runner {
    Runner::new(app.db.clone(), &app.url, app.state.config.pictures.clone(), app.config.import_picture_hosts.clone())
}

/// Runs the jobs waiting, as a server's background runner does.
pub async fn run_jobs(app: &TestApp) {
    runner(app).run_waiting().await.unwrap();
}

pub async fn upload(editor: &mut Staff, name: &str, content: &str) -> i64 {
    let (status, job) = editor.upload_to(&format!("/admin/upload/catalog?name={name}"), content.as_bytes().to_vec()).await;
    assert_eq!(status, 201, "{job}");
    assert_eq!(job["stage"], "checking");
    job["id"].as_i64().unwrap()
}

pub async fn report(editor: &mut Staff, id: i64) -> Value {
    let (status, report) = editor.call("catalog-files/report", json!({ "id": id })).await;
    assert_eq!(status, 200, "{report}");
    report
}

/// `(line, sku, column, before, after)` of each change, or `(line, sku, column, message)` of
/// each fault.
pub fn changes(report: &Value) -> Vec<(i64, String, String, String, String)> {
    report["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["line"].as_i64().unwrap(), text(&c["sku"]), text(&c["column"]), text(&c["before"]), text(&c["after"])))
        .collect()
}

pub fn faults(report: &Value) -> Vec<(i64, String, String, String)> {
    report["faults"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["line"].as_i64().unwrap(), text(&f["sku"]), text(&f["column"]), text(&f["message"])))
        .collect()
}

fn text(value: &Value) -> String {
    value.as_str().unwrap_or_default().to_string()
}

async fn price_and_stock(app: &TestApp, sku: &str) -> (i64, i64) {
    sqlx::query_as::<_, (i64, i64)>("SELECT price_minor, qty FROM products WHERE sku = $1")
        .bind(sku)
        .fetch_one(app.db.pool())
        .await
        .unwrap()
}

pub async fn product_id(app: &TestApp, sku: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM products WHERE sku = $1").bind(sku).fetch_one(app.db.pool()).await.unwrap()
}

async fn english_name(app: &TestApp, sku: &str) -> String {
    sqlx::query_scalar(
        "SELECT t.name FROM product_translations t JOIN products p ON p.id = t.product_id WHERE p.sku = $1 AND t.locale = 'en'",
    )
    .bind(sku)
    .fetch_one(app.db.pool())
    .await
    .unwrap()
}

/// Replaces one cell of the row whose SKU is `sku` (the header names the column).
fn edit(file: &str, sku: &str, column: &str, value: &str) -> String {
    let mut reader = csv::ReaderBuilder::new().has_headers(false).from_reader(file.trim_start_matches('\u{feff}').as_bytes());
    let rows: Vec<Vec<String>> = reader.records().map(|r| r.unwrap().iter().map(str::to_string).collect()).collect();
    let at = rows[0].iter().position(|name| name == column).unwrap();
    let mut writer = csv::Writer::from_writer(Vec::new());
    for mut row in rows {
        if row[1] == sku {
            row[at] = value.to_string();
        }
        writer.write_record(&row).unwrap();
    }
    String::from_utf8(writer.into_inner().unwrap()).unwrap()
}

on_both_databases! {
    async fn an_export_imported_back_changes_nothing_and_three_edited_rows_change_exactly_those(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "catalog@shuka.am", Role::CatalogueEditor).await;

        let (status, export) = editor.call("catalog-files/export", json!({})).await;
        assert_eq!((status, export["stage"].as_str()), (200, Some("exporting")), "{export}");
        let id = export["id"].as_i64().unwrap();
        run_jobs(&app).await;
        let (status, file) = editor.download(&format!("/admin/download/catalog/{id}")).await;
        assert_eq!(status, 200);
        assert!(file.starts_with('\u{feff}'), "a BOM, so spreadsheets read UTF-8");
        let lines: Vec<&str> = file.lines().collect();
        assert_eq!(lines.len(), 7, "the header, two simple products, a configurable one and its three variants:\n{file}");
        assert!(lines[0].ends_with("seo_description_en"));
        assert!(file.contains("DRS-1,DRS-1,summer-dress,yes,20000,15000,"), "prices in drams as typed:\n{file}");
        assert!(file.contains("GWN-1,GWN-1-RS,,yes,30000,,,,3,"), "a variant's row under its product:\n{file}");
        assert!(file.contains("color=Red|size=S"), "{file}");

        let unchanged = upload(&mut editor, "catalog.csv", &file).await;
        run_jobs(&app).await;
        let checked = report(&mut editor, unchanged).await;
        assert_eq!(checked["job"]["stage"], "checked", "{checked}");
        assert_eq!((checked["job"]["unchanged_rows"].as_i64(), checked["change_count"].as_i64(), checked["fault_count"].as_i64()), (Some(6), Some(0), Some(0)));
        let (_, dismissed) = editor.call("catalog-files/cancel", json!({ "id": unchanged })).await;
        assert_eq!(dismissed["stage"], "cancelled");

        let edited = edit(&file, "DRS-1", "price", "21 000,50");
        let edited = edit(&edited, "GWN-1-RS", "stock", "9");
        let edited = edit(&edited, "HMR-1", "name_en", "Claw hammer, steel");
        let import = upload(&mut editor, "edited.csv", &edited).await;
        run_jobs(&app).await;
        let checked = report(&mut editor, import).await;
        assert_eq!((checked["job"]["update_rows"].as_i64(), checked["job"]["unchanged_rows"].as_i64()), (Some(3), Some(3)), "{checked}");
        assert_eq!(
            changes(&checked),
            vec![
                (2, "DRS-1".into(), "price".into(), "20000".into(), "21000.5".into()),
                (4, "GWN-1-RS".into(), "stock".into(), "3".into(), "9".into()),
                (7, "HMR-1".into(), "name_en".into(), "Claw hammer".into(), "Claw hammer, steel".into()),
            ]
        );
        assert_eq!(price_and_stock(&app, "DRS-1").await, (2_000_000, 5), "nothing is written before the editor confirms");

        // Another server has read the gown's stock and keeps it until the feed says otherwise.
        let (other, mut follower) = (Catalogue::new(app.db.clone(), storefront_search::SearchIndex::empty()), None);
        feed::catch_up(&other, &mut follower).await.unwrap();
        let (gown, dress) = (product_id(&app, "GWN-1").await, product_id(&app, "DRS-1").await);
        let kept = |stock: HashMap<i64, Stock>, id: i64| stock.get(&id).map(|s| (s.price_minor, s.qty));
        assert_eq!(kept(other.stock.get_many(&app.db, &[gown]).await.unwrap(), gown), Some((2_800_000, 7)));
        let changes_before = catalog_changes::after(&app.db, 0, 1_000).await.unwrap().last().map_or(0, |c| c.id);

        let (status, confirmed) = editor.call("catalog-files/confirm", json!({ "id": import, "skip_bad_rows": false })).await;
        assert_eq!((status, confirmed["stage"].as_str()), (200, Some("applying")), "{confirmed}");
        run_jobs(&app).await;
        let done = report(&mut editor, import).await;
        assert_eq!((done["job"]["stage"].as_str(), done["job"]["applied_rows"].as_i64()), (Some("done"), Some(3)), "{done}");
        feed::catch_up(&other, &mut follower).await.unwrap();
        assert_eq!(kept(other.stock.get_many(&app.db, &[gown]).await.unwrap(), gown), Some((2_800_000, 13)), "the other server shows the new stock");
        let announced: Vec<(Kind, i64)> =
            catalog_changes::after(&app.db, changes_before, 1_000).await.unwrap().iter().map(|c| (c.kind, c.item_id)).collect();
        assert!(announced.contains(&(Kind::Product, dress)), "a new price moves the dress in the lists: {announced:?}");
        assert!(announced.contains(&(Kind::Stock, gown)), "{announced:?}");
        assert!(
            !announced.contains(&(Kind::Product, gown)),
            "a variant's stock alone leaves the gown's card, lists and search document as they are: {announced:?}"
        );
        assert_eq!(price_and_stock(&app, "DRS-1").await, (2_100_050, 5));
        assert_eq!(price_and_stock(&app, "GWN-1-RS").await.1, 9);
        assert_eq!(price_and_stock(&app, "GWN-1").await.1, 13, "the product's stock follows its variants'");
        assert_eq!(english_name(&app, "HMR-1").await, "Claw hammer, steel");
        assert_eq!(price_and_stock(&app, "GWN-1-BS").await, (2_800_000, 4), "an unchanged variant stays as it was");
        assert_eq!(audit_count(&app, "catalog.import").await, 1);
        assert_eq!(audit_count(&app, "product.update").await, 2, "each product written is audited as an edit is");
        let entries: Vec<(String, Option<String>, Option<String>)> =
            sqlx::query_as("SELECT action, before, after FROM audit_log WHERE action IN ('product.update', 'product.variants') ORDER BY id")
                .fetch_all(app.db.pool())
                .await
                .unwrap();
        let entry = |action: &str, before: &str, after: &str| (action.to_string(), Some(before.to_string()), Some(after.to_string()));
        assert!(entries.contains(&entry("product.update", r#"{"price_minor":2000000}"#, r#"{"price_minor":2100050}"#)), "{entries:?}");
        assert!(entries.contains(&entry("product.variants", r#"{"variants":{"GWN-1-RS":{"stock":3}}}"#, r#"{"variants":{"GWN-1-RS":{"stock":9}}}"#)), "{entries:?}");
        let versions: Vec<i64> = sqlx::query_scalar("SELECT version FROM products WHERE sku IN ('DRS-1', 'GWN-1') ORDER BY sku").fetch_all(app.db.pool()).await.unwrap();
        assert!(versions.iter().all(|version| *version > 1), "an editor open on either is told it was saved since: {versions:?}");

        let again = upload(&mut editor, "edited-again.csv", &edited).await;
        run_jobs(&app).await;
        let checked = report(&mut editor, again).await;
        assert_eq!((checked["job"]["unchanged_rows"].as_i64(), checked["change_count"].as_i64()), (Some(6), Some(0)), "the same file twice changes nothing the second time");
        app.stop().await;
    }

}

on_both_databases! {
    async fn the_products_the_table_found_are_exported_alone_with_their_variants(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "catalog@shuka.am", Role::CatalogueEditor).await;
        // The table's search for "GWN" (its page and sort do not matter), and a trash view,
        // which an export never writes from.
        for (query, listed) in [
            (json!({ "search": "GWN", "sort": "price_desc", "page": 3 }), vec!["GWN-1", "GWN-1-RS", "GWN-1-RM", "GWN-1-BS"]),
            (json!({ "search": "GWN", "deleted": true }), vec!["GWN-1", "GWN-1-RS", "GWN-1-RM", "GWN-1-BS"]),
            (json!({ "enabled": false }), vec![]),
        ] {
            let (status, export) = editor.call("catalog-files/export", json!({ "products": query })).await;
            assert_eq!((status, export["filtered"].as_bool()), (200, Some(true)), "{export}");
            let id = export["id"].as_i64().unwrap();
            run_jobs(&app).await;
            let done = report(&mut editor, id).await;
            assert_eq!((done["job"]["stage"].as_str(), done["job"]["total_rows"].as_i64()), (Some("done"), Some(listed.len() as i64)), "{done}");
            let (_, file) = editor.download(&format!("/admin/download/catalog/{id}")).await;
            let skus: Vec<String> = file.lines().skip(1).map(|line| line.split(',').nth(1).unwrap().to_string()).collect();
            let mut expected: Vec<String> = listed.iter().map(|sku| sku.to_string()).collect();
            let mut found = skus.clone();
            expected.sort();
            found.sort();
            assert_eq!(found, expected, "{query}: {file}");
            assert!(skus.first().is_none_or(|sku| sku == "GWN-1"), "the product before its variants: {skus:?}");
        }
        let (_, whole) = editor.call("catalog-files/export", json!({})).await;
        assert_eq!(whole["filtered"], false, "no filter: the whole catalogue");
        app.stop().await;
    }
}

on_both_databases! {
    async fn a_flag_or_a_variants_sale_changed_alone_is_audited_alone_and_the_product_follows_its_variants(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "catalog@shuka.am", Role::CatalogueEditor).await;
        let import = upload(&mut editor, "flags.csv", "sku,enabled,is_featured\nGWN-1,yes,yes\nGWN-1-BS,no,\n").await;
        run_jobs(&app).await;
        assert_eq!(report(&mut editor, import).await["job"]["update_rows"].as_i64(), Some(2));
        let (status, _) = editor.call("catalog-files/confirm", json!({ "id": import, "skip_bad_rows": false })).await;
        assert_eq!(status, 200);
        run_jobs(&app).await;
        assert_eq!(report(&mut editor, import).await["job"]["applied_rows"].as_i64(), Some(2));

        assert_eq!(price_and_stock(&app, "GWN-1").await, (3_000_000, 3), "the cheapest variant still sold, and the stock of those sold");
        let entries: Vec<(String, Option<String>, Option<String>)> =
            sqlx::query_as("SELECT action, before, after FROM audit_log WHERE entity = 'product' ORDER BY id").fetch_all(app.db.pool()).await.unwrap();
        let entry = |action: &str, before: &str, after: &str| (action.to_string(), Some(before.to_string()), Some(after.to_string()));
        assert_eq!(
            entries,
            vec![
                entry("product.update", r#"{"is_featured":false}"#, r#"{"is_featured":true}"#),
                entry("product.variants", r#"{"variants":{"GWN-1-BS":{"enabled":true}}}"#, r#"{"variants":{"GWN-1-BS":{"enabled":false}}}"#),
            ],
            "a configurable product's row leaves its prices to its variants"
        );
        app.stop().await;
    }
}

on_both_databases! {
    async fn every_bad_row_is_named_with_its_line_and_column_and_rows_are_written_whole(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "catalog@shuka.am", Role::CatalogueEditor).await;
        let file = "sku;price;stock;name_hy;categories\n\
                    NEW-1;1500;2;Գլխարկ;tools\n\
                    NEW-2;15O0;2;Շարֆ;tools\n\
                    NEW-3;100;-4;Ձեռնոց;nowhere\n\
                    NEW-1;100;1;Կրկնված;tools\n\
                    NEW-4;100\n\
                    NEW-5;700;1;Գոտի;dresses|tools\n";
        let import = upload(&mut editor, "bad.csv", file).await;
        run_jobs(&app).await;
        let checked = report(&mut editor, import).await;
        assert_eq!((checked["job"]["create_rows"].as_i64(), checked["job"]["bad_rows"].as_i64()), (Some(2), Some(4)), "{checked}");
        assert_eq!(
            faults(&checked),
            vec![
                (3, "NEW-2".into(), "price".into(), "Enter the price in drams, e.g. 12500".into()),
                (4, "NEW-3".into(), "categories".into(), "No category has this URL key".into()),
                (4, "NEW-3".into(), "stock".into(), "Stock: a whole number from 0 to 1,000,000".into()),
                (5, "NEW-1".into(), "sku".into(), "This SKU is already on an earlier row".into()),
                (6, "NEW-4".into(), "".into(), "This row has a different number of cells than the header".into()),
            ],
            "{checked}"
        );
        let (status, every) = editor.download(&format!("/admin/download/catalog/{import}/faults")).await;
        assert_eq!(status, 200);
        assert_eq!(every.lines().count(), 6, "a header and every fault:\n{every}");

        let (_, _) = editor.call("catalog-files/confirm", json!({ "id": import, "skip_bad_rows": true })).await;
        run_jobs(&app).await;
        let done = report(&mut editor, import).await;
        assert_eq!((done["job"]["stage"].as_str(), done["job"]["applied_rows"].as_i64()), (Some("done"), Some(2)), "{done}");
        assert_eq!(price_and_stock(&app, "NEW-1").await, (150_000, 2));
        assert_eq!(price_and_stock(&app, "NEW-5").await, (70_000, 1));
        let created: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM products WHERE sku IN ('NEW-2', 'NEW-3', 'NEW-4')").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(created, 0, "a bad row writes nothing");
        assert_eq!(audit_count(&app, "product.create").await, 2);

        // Stopping at the first bad row keeps the rows before it and writes none after.
        let file = "sku,price\nDRS-1,19000\nHMR-1,free\nNEW-1,1600\n";
        let import = upload(&mut editor, "stop.csv", file).await;
        run_jobs(&app).await;
        let (_, _) = editor.call("catalog-files/confirm", json!({ "id": import, "skip_bad_rows": false })).await;
        run_jobs(&app).await;
        let stopped = report(&mut editor, import).await;
        assert_eq!(stopped["job"]["stage"], "failed", "{stopped}");
        assert_eq!(stopped["job"]["problem"], "The import stopped at line 3; the rows before it are saved.");
        assert_eq!(price_and_stock(&app, "DRS-1").await.0, 1_900_000);
        assert_eq!(price_and_stock(&app, "NEW-1").await.0, 150_000, "no row after the bad one is written");
        app.stop().await;
    }

}

on_both_databases! {
    async fn an_import_goes_on_after_its_server_stopped_without_writing_a_row_twice(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        let mut editor = Staff::signed_in(&app, "catalog@shuka.am", Role::CatalogueEditor).await;
        let mut file = String::from("sku,price,stock,name_hy\n");
        for n in 0..450 {
            file.push_str(&format!("BULK-{n:03},{},{},Ապրանք {n}\n", 1000 + n, n % 7));
        }
        let import = upload(&mut editor, "bulk.csv", &file).await;
        run_jobs(&app).await;
        let (_, _) = editor.call("catalog-files/confirm", json!({ "id": import, "skip_bad_rows": false })).await;

        // A server that stops after two batches, as a crash or a restart would stop it.
        runner(&app).halting_after(1).run_waiting().await.unwrap();
        let halted = report(&mut editor, import).await;
        assert_eq!((halted["job"]["stage"].as_str(), halted["job"]["applied_rows"].as_i64()), (Some("applying"), Some(400)), "{halted}");

        // Another server (or the same one started again) takes the silent job over.
        runner(&app).with_stale_after(std::time::Duration::ZERO).run_waiting().await.unwrap();
        let done = report(&mut editor, import).await;
        assert_eq!((done["job"]["stage"].as_str(), done["job"]["applied_rows"].as_i64(), done["job"]["failed_rows"].as_i64()), (Some("done"), Some(450), Some(0)), "{done}");
        let created: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM products WHERE sku LIKE 'BULK-%'").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(created, 450);
        assert_eq!(audit_count(&app, "product.create").await, 450, "no row written twice");
        app.stop().await;
    }

}

on_both_databases! {
    async fn only_catalogue_staff_import_and_one_import_runs_at_a_time(env) {
        let app = start_owners_without_totp(&env).await;
        catalog_fixture::load(&app.db).await;
        let mut content = Staff::signed_in(&app, "content@shuka.am", Role::ContentEditor).await;
        let (status, _) = content.call("catalog-files/jobs", json!({})).await;
        assert_eq!(status, 403);
        let (status, _) = content.upload_to("/admin/upload/catalog?name=x.csv", b"sku\nA".to_vec()).await;
        assert_eq!(status, 403);
        let (status, _) = content.call("catalog-files/export", json!({})).await;
        assert_eq!(status, 403);

        let mut editor = Staff::signed_in(&app, "catalog@shuka.am", Role::CatalogueEditor).await;
        let (status, refused) = editor.upload_to("/admin/upload/catalog?name=latin1.csv", vec![b's', b'k', b'u', b'\n', 0xe9]).await;
        assert_eq!((status, refused["fields"]["file"].as_str()), (422, Some("The file is not UTF-8 text: save it as \"CSV UTF-8\"")), "{refused}");
        let first = upload(&mut editor, "one.csv", "sku,stock\nHMR-1,4\n").await;
        let (status, busy) = editor.upload_to("/admin/upload/catalog?name=two.csv", b"sku,stock\nHMR-1,5\n".to_vec()).await;
        assert_eq!(status, 409, "{busy}");
        run_jobs(&app).await;
        let (status, cancelled) = editor.call("catalog-files/cancel", json!({ "id": first })).await;
        assert_eq!((status, cancelled["stage"].as_str()), (200, Some("cancelled")));
        let (status, _) = editor.call("catalog-files/confirm", json!({ "id": first, "skip_bad_rows": false })).await;
        assert_eq!(status, 409, "a cancelled import is not applied");
        assert_eq!(price_and_stock(&app, "HMR-1").await.1, 0);
        assert_eq!(audit_count(&app, "catalog.job_cancel").await, 1);

        let header = upload(&mut editor, "header.csv", "sku,colour\nHMR-1,red\n").await;
        run_jobs(&app).await;
        let failed = report(&mut editor, header).await;
        assert_eq!(failed["job"]["stage"], "failed");
        assert_eq!(faults(&failed), vec![(1, "".into(), "colour".into(), "Unknown column: the columns are those of an export".into())]);
        app.stop().await;
    }
}
