//! `cargo xtask bench editing [--products N] [--editors E] [--clients C] [--seconds S] [--binary PATH]`:
//! catalogue editors saving products on the large catalogue (default 100,000 products, the
//! main bench's seeded data), as the back office sends it: signed in, same-origin. Rows:
//! - a product saved from the editor, and its price and stock edited in place, from E editors
//!   (default 8), each on products of its own, every save at the version it last read;
//! - the product table as E editors page through it (search in any script, filters, sorting);
//! - the time from a save's answer until search finds the product by its new name (the feed is
//!   read every second, so this is what an editor waits for);
//! - the storefront's hot reads from C shoppers (default 32), alone and while the E editors save
//!   beside them. With `--binary` (an older build, which has no editor), only the storefront
//!   alone is measured and printed, to set beside this build's.
//!
//! Writes its table into BENCHMARKS.md's section "## Back office: saving products".

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::http::{encode, Connection};
use super::orders::{create_staff, sign_in, today};
use super::{catalogue_server, cells, copy_database, get_json, load, warm_and_measure, BROWSER_ENCODING};
use crate::process::Result;
use crate::root;
use crate::server::Server;

const HEADING: &str = "## Back office: saving products";
/// Saves timed from the answer until search finds them.
const SEARCH_ROUNDS: usize = 20;

struct Options {
    products: usize,
    editors: usize,
    clients: usize,
    seconds: u64,
    binary: Option<std::path::PathBuf>,
}

fn options(args: &[String]) -> Result<Options> {
    let mut options = Options { products: 100_000, editors: 8, clients: 32, seconds: 10, binary: None };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        if flag == "--binary" {
            options.binary = Some(args.next().ok_or("--binary needs the path of a server binary")?.into());
            continue;
        }
        let value = args.next().and_then(|v| v.replace('_', "").parse::<u64>().ok()).ok_or_else(|| format!("{flag} needs a number"))?;
        match flag.as_str() {
            "--products" => options.products = value as usize,
            "--editors" => options.editors = value.max(1) as usize,
            "--clients" => options.clients = value.max(1) as usize,
            "--seconds" => options.seconds = value.max(1),
            other => return Err(format!("unknown option {other} (--products N, --editors E, --clients C, --seconds S, --binary PATH)")),
        }
    }
    Ok(options)
}

pub fn run(args: &[String]) -> Result {
    let options = options(args)?;
    let root = root();
    let (binary, seeded) = catalogue_server(options.binary.as_deref(), options.products)?;
    let data_dir = root.join("target").join(format!("bench-editing-run-{}", options.products));
    copy_database(&seeded, &data_dir)?;
    if options.binary.is_none() {
        create_staff(&binary, &data_dir)?;
    }
    let server = Server::start(&binary, &data_dir, false, &[("SEED_DEMO", "0")])?;
    let address = server.address();
    let reads = storefront_reads(&address)?;
    if options.binary.is_some() {
        for (name, paths) in &reads {
            let outcome = shoppers(&address, paths, &options, None);
            println!("| {name}, alone | {} shoppers | {} |", options.clients, cells(&outcome));
        }
        return Ok(());
    }
    // The storefront alone first, on the untouched copy the older binary also reads: after the
    // editors' thousands of saves the database and its log have grown and every cached list was
    // dropped, and the two would not be alike.
    let alone: Vec<_> = reads.iter().map(|(_, paths)| shoppers(&address, paths, &options, None)).collect();
    let mut rows = Vec::new();
    let headers = sign_in(&address)?;
    let products = listed_products(&address, options.editors * 50)?;
    let per_editor = Arc::new(products);

    let connect = |_: usize| Connection::with_headers(&address, &headers);
    for (name, edit) in [("save from the editor", Edit::Save), ("price and stock edited in place", Edit::Inline)] {
        let task_for = |client: usize| editor_task(per_editor.clone(), client, options.editors, edit);
        let outcome = warm_and_measure(name, &connect, options.editors, options.seconds, &task_for);
        let row = format!("| {name} | {} editors | {} |", options.editors, cells(&outcome));
        println!("{row}");
        rows.push(row);
    }
    let queries = Arc::new(table_queries());
    let task_for = |client: usize| table_task(queries.clone(), client, options.editors);
    let name = "product table: search, filters, sorting";
    let outcome = warm_and_measure(name, &connect, options.editors, options.seconds, &task_for);
    let row = format!("| {name} | {} editors | {} |", options.editors, cells(&outcome));
    println!("{row}");
    rows.push(row);
    for (query, took) in each_query_alone(&mut connect(0), &queries)? {
        println!("  alone {:>7.1} ms  {query}", super::ms(took));
    }
    let waits = until_found(&address, &headers, &per_editor)?;
    let row = format!(
        "| a save until search finds the new name | 1 editor | {:.0} | {:.0} | {:.0} | – | {} | 0 |",
        super::ms(waits[waits.len() / 2]),
        super::ms(waits[waits.len() * 99 / 100]),
        super::ms(waits[waits.len() - 1]),
        waits.len()
    );
    println!("{row}");
    rows.push(row);
    for ((name, paths), alone) in reads.iter().zip(alone) {
        let beside = shoppers(&address, paths, &options, Some((&headers, per_editor.clone())));
        for (when, outcome) in [("alone", alone), (&*format!("while {} editors save", options.editors), beside)] {
            let row = format!("| {name}, {when} | {} shoppers | {} |", options.clients, cells(&outcome));
            println!("{row}");
            rows.push(row);
        }
    }
    drop(server);
    write_section(&root.join("BENCHMARKS.md"), &options, &rows)
}

/// A row of the storefront's reads: its name and the paths its shoppers rotate over.
pub(super) type Read = (&'static str, Arc<Vec<String>>);

/// Editors saving beside the shoppers: the signed-in headers and the products they edit.
type Editors<'a> = (&'a [(String, String)], Arc<Vec<i64>>);

#[derive(Clone, Copy)]
enum Edit {
    Save,
    Inline,
}

/// An editor working through its own products (every `editors`-th of the list), each save at
/// the version it last read; reading a product's draft the first time is not timed.
fn editor_task(products: Arc<Vec<i64>>, client: usize, editors: usize, edit: Edit) -> load::Task {
    let mut next = client;
    let mut known: HashMap<i64, (i64, Value)> = HashMap::new();
    let mut round = 0u64;
    Box::new(move |connection| {
        let id = products[next % products.len()];
        next += editors;
        round += 1;
        if let std::collections::hash_map::Entry::Vacant(slot) = known.entry(id) {
            let (status, body) = connection.post_json("/admin/api/products/detail", &json!({ "id": id })).ok()?;
            let editor: Value = serde_json::from_slice(&body).ok().filter(|_| status == 200)?;
            slot.insert((editor["version"].as_i64()?, editor["draft"].clone()));
        }
        let (version, draft) = known.get_mut(&id)?;
        // A price that changes every round, as an editor's would.
        let price = format!("{}", 1_000 + (round * 37 + id as u64) % 90_000);
        let sent = Instant::now();
        let answer = match edit {
            Edit::Save => {
                draft["price"] = Value::String(price);
                draft["special_price"] = Value::String(String::new());
                connection.post_json("/admin/api/products/save", &json!({ "id": id, "version": *version, "draft": draft }))
            }
            Edit::Inline => connection.post_json(
                "/admin/api/products/inline",
                &json!({ "edit": { "id": id, "version": *version, "price": price, "stock": "25" } }),
            ),
        };
        let elapsed = sent.elapsed();
        let (status, body) = answer.ok()?;
        let saved: Value = serde_json::from_slice(&body).ok().filter(|_| status == 200)?;
        *version = saved["version"].as_i64()?;
        if let Edit::Save = edit {
            *draft = saved["draft"].clone();
        }
        Some(elapsed)
    })
}

/// What staff ask the product table: names in Armenian, Russian and Latin letters, SKU starts,
/// each filter, the sortings, a page deep in the list.
fn table_queries() -> Vec<Value> {
    let query = |search: &str, extra: Value| {
        let mut query = json!({ "search": search, "missing_translation": false, "deleted": false, "sort": "", "page": 1 });
        if let (Some(query), Some(extra)) = (query.as_object_mut(), extra.as_object()) {
            query.extend(extra.clone());
        }
        query
    };
    let mut queries: Vec<Value> = ["կոշիկ", "zgest", "shapik", "платье", "վերնաշապիկ", "kapuyt", "GEN-0004", "GEN-00421"]
        .iter()
        .map(|term| query(term, json!({})))
        .collect();
    queries.extend([
        query("", json!({})),
        query("", json!({ "stock": "low" })),
        query("", json!({ "stock": "sold_out", "sort": "price_desc" })),
        query("", json!({ "enabled": false })),
        query("", json!({ "missing_translation": true })),
        query("", json!({ "sort": "name", "page": 200 })),
        query("", json!({ "sort": "stock_asc" })),
        query("կոշիկ", json!({ "sort": "price_asc", "stock": "in_stock" })),
    ]);
    queries
}

/// Each of the table's queries asked alone, three times in a row: the median of each, for
/// finding which one the row's percentiles come from.
fn each_query_alone(connection: &mut Connection, queries: &[Value]) -> Result<Vec<(String, Duration)>> {
    let mut timed = Vec::new();
    for query in queries {
        let mut took = Vec::new();
        for _ in 0..3 {
            let sent = Instant::now();
            let (status, _) = connection.post_json("/admin/api/products/list", &json!({ "query": query })).map_err(|e| e.to_string())?;
            if status != 200 {
                return Err(format!("the product table answered {status} to {query}"));
            }
            took.push(sent.elapsed());
        }
        took.sort_unstable();
        timed.push((query.to_string(), took[1]));
    }
    Ok(timed)
}

/// An editor paging through the product table with one query after another.
fn table_task(queries: Arc<Vec<Value>>, client: usize, editors: usize) -> load::Task {
    let mut next = client;
    Box::new(move |connection| {
        let query = &queries[next % queries.len()];
        next += editors;
        let sent = Instant::now();
        let (status, _) = connection.post_json("/admin/api/products/list", &json!({ "query": query })).ok()?;
        (status == 200).then(|| sent.elapsed())
    })
}

/// Renames products to a word no other product has and times each from the save's answer until
/// `/api/search` lists the product, polling every 5 ms.
fn until_found(address: &str, headers: &[(String, String)], products: &[i64]) -> Result<Vec<Duration>> {
    let mut editor = Connection::with_headers(address, headers);
    let mut shopper = Connection::new(address);
    let mut waits = Vec::new();
    let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    for (round, id) in products.iter().take(SEARCH_ROUNDS).enumerate() {
        let (status, body) = editor.post_json("/admin/api/products/detail", &json!({ "id": id })).map_err(|e| e.to_string())?;
        let read: Value = serde_json::from_slice(&body).map_err(|e| e.to_string())?;
        if status != 200 {
            return Err(format!("products/detail answered {status}: {read}"));
        }
        let word = format!("benchlamp{stamp}x{round}");
        let mut draft = read["draft"].clone();
        draft["texts"]["hy"]["name"] = Value::String(format!("Լամպ {word}"));
        let (status, body) = editor
            .post_json("/admin/api/products/save", &json!({ "id": id, "version": read["version"], "draft": draft }))
            .map_err(|e| e.to_string())?;
        if status != 200 {
            return Err(format!("products/save answered {status}: {}", String::from_utf8_lossy(&body)));
        }
        let saved = Instant::now();
        let path = format!("/api/search?search={}&limit=10&locale=hy", encode(&word));
        loop {
            let hits = get_json(&mut shopper, &path)?;
            if hits["data"].as_array().or(hits.as_array()).into_iter().flatten().any(|p| p["id"].as_i64() == Some(*id)) {
                waits.push(saved.elapsed());
                break;
            }
            if saved.elapsed() > Duration::from_secs(30) {
                return Err(format!("product {id} not found by {word} 30 s after its save"));
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    waits.sort_unstable();
    Ok(waits)
}

/// The storefront's hot reads: a category's first page, a product page, a search as typed.
pub(super) fn storefront_reads(address: &str) -> Result<Vec<Read>> {
    let mut connection = Connection::new(address);
    let categories = get_json(&mut connection, "/api/categories")?["data"].clone();
    let category_ids: Vec<String> =
        categories.as_array().into_iter().flatten().filter_map(|c| c["id"].as_i64()).map(|id| id.to_string()).collect();
    let lists: Vec<String> = category_ids
        .iter()
        .flat_map(|id| (1..=3).map(move |page| format!("/api/products?category_id={id}&page={page}&limit=24&locale=hy&currency=AMD")))
        .collect();
    let mut pages = Vec::new();
    for page in [1, 50, 400] {
        let answer = get_json(&mut connection, &format!("/api/products?limit=100&page={page}"))?;
        for product in answer["data"].as_array().into_iter().flatten() {
            if let Some(key) = product["url_key"].as_str() {
                pages.push(format!("/api/products/{}?locale=hy&currency=AMD", encode(key)));
            }
        }
    }
    let searches: Vec<String> = ["zgest", "shapik", "կոշիկ", "платье", "ժամացույց", "bag", "kapuyt", "վերնաշապիկ"]
        .iter()
        .map(|term| format!("/api/search?search={}&limit=10&locale=hy", encode(term)))
        .collect();
    if lists.is_empty() || pages.is_empty() {
        return Err("no storefront reads could be built from the catalogue".into());
    }
    Ok(vec![("category list", Arc::new(lists)), ("product page", Arc::new(pages)), ("search suggestions", Arc::new(searches))])
}

/// The shoppers' reads for the row's time, with `editors` saving beside them when given.
fn shoppers(address: &str, paths: &Arc<Vec<String>>, options: &Options, editors: Option<Editors<'_>>) -> load::Outcome {
    let saving = editors.map(|(headers, products)| {
        let (address, headers, count) = (address.to_string(), headers.to_vec(), options.editors);
        let duration = Duration::from_secs(options.seconds + 2);
        std::thread::spawn(move || {
            let connect = |_: usize| Connection::with_headers(&address, &headers);
            let task_for = |client: usize| editor_task(products.clone(), client, count, Edit::Save);
            load::run_with(&connect, count, duration, &task_for)
        })
    });
    let headers = [("Accept-Encoding".to_string(), BROWSER_ENCODING.to_string())];
    let connect = |_: usize| Connection::with_headers(address, &headers);
    let task_for = |client: usize| load::get_rotating(paths.clone(), client, options.clients);
    let outcome = warm_and_measure("storefront reads", &connect, options.clients, options.seconds, &task_for);
    if let Some(saving) = saving {
        if let Ok(saved) = saving.join() {
            println!("meanwhile the editors saved {} products ({} refused)", saved.requests - saved.errors, saved.errors);
        }
    }
    outcome
}

/// Listed simple products' ids, as many as asked, spread over the catalogue.
fn listed_products(address: &str, count: usize) -> Result<Vec<i64>> {
    let mut connection = Connection::new(address);
    let mut ids = Vec::new();
    for page in 1.. {
        let answer = get_json(&mut connection, &format!("/api/products?limit=100&page={}", page * 7))?;
        let products: Vec<&Value> = answer["data"].as_array().into_iter().flatten().collect();
        // Simple ones: a configurable product's price and stock are its variants', not edited in place.
        let found: Vec<i64> = products.iter().filter(|p| p["type"] == "simple").filter_map(|p| p["id"].as_i64()).collect();
        if products.is_empty() || ids.len() >= count {
            break;
        }
        ids.extend(found);
    }
    ids.truncate(count);
    if ids.is_empty() {
        return Err("no listed products to edit".into());
    }
    Ok(ids)
}

fn write_section(path: &Path, options: &Options, rows: &[String]) -> Result {
    let section = format!(
        "{HEADING}\n\n\
         Measured with `cargo xtask bench editing --products {products} --editors {editors} --clients {clients} --seconds {seconds}`\n\
         on {date}: the release server on SQLite with {products} generated products, a manager signed in, each editor POSTing\n\
         the back office's calls with the session cookie and the Origin, on products of its own, every save at the version it\n\
         last read (a save is one transaction: the product, its texts, its categories, its audit entry, its rows of the lists'\n\
         index and its change in the feed). The product table's row rotates over 16 queries staff ask: names in three\n\
         scripts, SKU starts, each filter, the sortings, page 200. Shoppers send what browsers send\n\
         (`Accept-Encoding: br, gzip`); their rows alone run first, on the database as seeded, before any save.\n\n\
         | what | who | p50 ms | p99 ms | max ms | per s | count | errors |\n\
         |---|---|---|---|---|---|---|---|\n{rows}\n",
        products = options.products,
        editors = options.editors,
        clients = options.clients,
        seconds = options.seconds,
        date = today(),
        rows = rows.join("\n"),
    );
    super::replace_section(path, HEADING, &section)
}
