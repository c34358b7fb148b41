//! `cargo xtask bench csv [--products N] [--clients C] [--seconds S] [--binary PATH]`: the catalogue's CSV jobs on
//! the large catalogue (default 100,000 products, the main bench's seeded data), driven as the
//! back office drives them (signed in, same-origin): the export, its file edited in every row
//! that has a stock (each stock one more), that file's dry run, then its import once confirmed;
//! and the storefront's hot reads from C shoppers (default 32), alone and while the import runs.
//!
//! Writes its tables into BENCHMARKS.md's section "## Back office: CSV import and export"; with
//! `--binary` (an older build, to compare in the same hour) it only prints them.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::editing::storefront_reads;
use super::http::Connection;
use super::orders::{create_staff, sign_in, today};
use super::{catalogue_server, cells, copy_database, load, warm_and_measure, BROWSER_ENCODING};
use crate::process::Result;
use crate::root;
use crate::server::Server;

const HEADING: &str = "## Back office: CSV import and export";

struct Options {
    products: usize,
    clients: usize,
    seconds: u64,
    binary: Option<std::path::PathBuf>,
}

fn options(args: &[String]) -> Result<Options> {
    let mut options = Options { products: 100_000, clients: 32, seconds: 10, binary: None };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        if flag == "--binary" {
            options.binary = Some(args.next().ok_or("--binary needs the path of a server binary")?.into());
            continue;
        }
        let value = args.next().and_then(|v| v.replace('_', "").parse::<u64>().ok()).ok_or_else(|| format!("{flag} needs a number"))?;
        match flag.as_str() {
            "--products" => options.products = value as usize,
            "--clients" => options.clients = value.max(1) as usize,
            "--seconds" => options.seconds = value.max(1),
            other => return Err(format!("unknown option {other} (--products N, --clients C, --seconds S, --binary PATH)")),
        }
    }
    Ok(options)
}

pub fn run(args: &[String]) -> Result {
    let options = options(args)?;
    let root = root();
    let (binary, seeded) = catalogue_server(options.binary.as_deref(), options.products)?;
    let data_dir = root.join("target").join(format!("bench-csv-run-{}", options.products));
    copy_database(&seeded, &data_dir)?;
    create_staff(&binary, &data_dir)?;
    let server = Server::start(&binary, &data_dir, false, &[("SEED_DEMO", "0")])?;
    let address = server.address();
    let reads = storefront_reads(&address)?;
    let headers = sign_in(&address)?;
    let mut staff = Connection::with_headers(&address, &headers);
    let alone: Vec<_> = reads.iter().map(|(_, paths)| shoppers(&address, paths, &options)).collect();

    let mut jobs = Vec::new();
    let started = Instant::now();
    let (status, body) = staff.post_json("/admin/api/catalog-files/export", &json!({})).map_err(|e| e.to_string())?;
    let export = answer(status, &body)?;
    let export_id = export["id"].as_i64().ok_or("the export has no id")?;
    let exported = until(&mut staff, export_id, "done")?;
    let took = started.elapsed();
    let rows = exported["job"]["total_rows"].as_i64().unwrap_or(0);
    jobs.push(job_row("export, every product and variant", rows, took));
    let (status, file) = staff.get(&format!("/admin/download/catalog/{export_id}")).map_err(|e| e.to_string())?;
    if status != 200 {
        return Err(format!("the export's download answered {status}"));
    }
    let (edited, changed) = every_stock_plus_one(&String::from_utf8_lossy(&file))?;
    println!("exported {rows} rows ({} MB); {changed} rows edited", file.len() / 1_000_000);

    let started = Instant::now();
    let (status, body) = staff.post_file("/admin/upload/catalog?name=bench.csv", "text/csv", edited).map_err(|e| e.to_string())?;
    let import_id = answer(status, &body)?["id"].as_i64().ok_or("the import has no id")?;
    let checked = until(&mut staff, import_id, "checked")?;
    let took = started.elapsed();
    let planned = checked["job"]["update_rows"].as_i64().unwrap_or(0);
    if planned != changed {
        return Err(format!("the dry run plans {planned} updates for {changed} edited rows"));
    }
    jobs.push(job_row(
        "dry run: upload, read and check every row, record each change",
        checked["job"]["total_rows"].as_i64().unwrap_or(0),
        took,
    ));

    let (status, body) = staff
        .post_json("/admin/api/catalog-files/confirm", &json!({ "id": import_id, "skip_bad_rows": false }))
        .map_err(|e| e.to_string())?;
    answer(status, &body)?;
    let started = Instant::now();
    // The import's own clock, in a thread of its own, while shoppers read beside it.
    let watcher = {
        let (address, headers) = (address.clone(), headers.clone());
        std::thread::spawn(move || {
            until(&mut Connection::with_headers(&address, &headers), import_id, "done").map(|report| (report, started.elapsed()))
        })
    };
    let beside: Vec<_> = reads.iter().map(|(_, paths)| shoppers(&address, paths, &options)).collect();
    let (imported, took) = watcher.join().map_err(|_| "the import's watcher panicked")??;
    let written = imported["job"]["applied_rows"].as_i64().unwrap_or(0);
    jobs.push(job_row("import: each changed row written and audited, relisted per batch", written, took));

    let mut reads_rows = Vec::new();
    for (((name, _), alone), beside) in reads.iter().zip(alone).zip(beside) {
        for (when, outcome) in [("alone", alone), ("while the import runs", beside)] {
            let row = format!("| {name}, {when} | {} shoppers | {} |", options.clients, cells(&outcome));
            println!("{row}");
            reads_rows.push(row);
        }
    }
    drop(server);
    if options.binary.is_some() {
        return Ok(());
    }
    write_section(&root.join("BENCHMARKS.md"), &options, &jobs, &reads_rows)
}

fn answer(status: u16, body: &[u8]) -> Result<Value> {
    let value: Value = serde_json::from_slice(body).map_err(|e| format!("answer {status}: {e}"))?;
    if !(200..300).contains(&status) {
        return Err(format!("answered {status}: {value}"));
    }
    Ok(value)
}

/// Reads the job's report until it reaches `stage` (every 100 ms: what the page's second-long
/// polling would add is not the job's time).
fn until(staff: &mut Connection, id: i64, stage: &str) -> Result<Value> {
    let limit = Instant::now() + Duration::from_secs(1800);
    loop {
        let (status, body) = staff.post_json("/admin/api/catalog-files/report", &json!({ "id": id })).map_err(|e| e.to_string())?;
        let report = answer(status, &body)?;
        let now = report["job"]["stage"].as_str().unwrap_or("").to_string();
        if now == stage {
            return Ok(report);
        }
        if matches!(now.as_str(), "failed" | "cancelled") || Instant::now() > limit {
            return Err(format!("job {id} is {now}: {}", report["job"]["problem"]));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The exported file with every row's stock one more; answers the file and how many rows changed.
fn every_stock_plus_one(file: &str) -> Result<(String, i64)> {
    let mut reader = csv::ReaderBuilder::new().has_headers(false).from_reader(file.trim_start_matches('\u{feff}').as_bytes());
    let mut writer = csv::Writer::from_writer(Vec::new());
    let mut changed = 0;
    let mut stock_at = None;
    for record in reader.records() {
        let mut cells: Vec<String> = record.map_err(|e| e.to_string())?.iter().map(str::to_string).collect();
        match stock_at {
            None => stock_at = cells.iter().position(|name| name == "stock"),
            Some(at) => {
                if let Some(stock) = cells.get(at).and_then(|cell| cell.parse::<i64>().ok()) {
                    cells[at] = (stock + 1).to_string();
                    changed += 1;
                }
            }
        }
        writer.write_record(&cells).map_err(|e| e.to_string())?;
    }
    let bytes = writer.into_inner().map_err(|e| e.to_string())?;
    Ok((String::from_utf8(bytes).map_err(|e| e.to_string())?, changed))
}

fn job_row(what: &str, rows: i64, took: Duration) -> String {
    let seconds = took.as_secs_f64();
    let row = format!("| {what} | {rows} | {seconds:.1} | {:.0} |", rows as f64 / seconds.max(0.001));
    println!("{row}");
    row
}

fn shoppers(address: &str, paths: &Arc<Vec<String>>, options: &Options) -> load::Outcome {
    let headers = [("Accept-Encoding".to_string(), BROWSER_ENCODING.to_string())];
    let connect = |_: usize| Connection::with_headers(address, &headers);
    let task_for = |client: usize| load::get_rotating(paths.clone(), client, options.clients);
    warm_and_measure("storefront reads", &connect, options.clients, options.seconds, &task_for)
}

fn write_section(path: &Path, options: &Options, jobs: &[String], reads: &[String]) -> Result {
    let section = format!(
        "{HEADING}\n\n\
         Measured with `cargo xtask bench csv --products {products} --clients {clients} --seconds {seconds}` on {date}: the\n\
         release server on SQLite with {products} generated products, a manager signed in, driving the back office's calls:\n\
         the export, then its file with every stock one more uploaded for its dry run, then confirmed. Times run from the\n\
         call to the report that says the job reached its stage (read every 100 ms). The storefront's rows alone run first;\n\
         the rows beside run one after another while the import writes.\n\n\
         | job | rows | seconds | rows per s |\n\
         |---|---|---|---|\n{jobs}\n\n\
         | what | who | p50 ms | p99 ms | max ms | per s | count | errors |\n\
         |---|---|---|---|---|---|---|---|\n{reads}\n",
        products = options.products,
        clients = options.clients,
        seconds = options.seconds,
        date = today(),
        jobs = jobs.join("\n"),
        reads = reads.join("\n"),
    );
    super::replace_section(path, HEADING, &section)
}
