//! `cargo xtask bench [--products N] [--clients C] [--seconds S] [--only CALL] [--binary PATH]`:
//! the release server (or another build, printed only) on a large
//! catalogue (default 100,000 products, generated once into target/bench-data and reused),
//! measured from 32 concurrent keep-alive clients on the catalogue's hot calls, adding to a cart
//! and checking out. Writes the measured part of BENCHMARKS.md and keeps its written reading.

mod csv;
mod editing;
mod http;
mod lighthouse;
mod load;
mod orders;
mod shopping;

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;

use crate::process::{output, run_with_env, Result};
use crate::root;
use crate::server::Server;
use http::{encode, Connection};

struct Options {
    /// Filled in once the typed queries are made, for the report.
    typed_queries: usize,
    products: usize,
    clients: usize,
    seconds: u64,
    /// Only the calls whose name contains this (for profiling one call); the report is not written.
    only: Option<String>,
    /// Another build of the server to measure (an older commit's, side by side); the report is
    /// not written.
    binary: Option<std::path::PathBuf>,
}

fn options(args: &[String]) -> Result<Options> {
    let mut options = Options { typed_queries: 0, products: 100_000, clients: 32, seconds: 10, only: None, binary: None };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        if flag == "--only" {
            options.only = Some(args.next().ok_or("--only needs a call name")?.clone());
            continue;
        }
        if flag == "--binary" {
            options.binary = Some(args.next().ok_or("--binary needs the path of a server binary")?.into());
            continue;
        }
        let value = args.next().and_then(|v| v.parse::<u64>().ok()).ok_or_else(|| format!("{flag} needs a number"))?;
        match flag.as_str() {
            "--products" => options.products = value as usize,
            "--clients" => options.clients = value.max(1) as usize,
            "--seconds" => options.seconds = value.max(1),
            other => return Err(format!("unknown option {other} (--products N, --clients C, --seconds S, --only NAME, --binary PATH)")),
        }
    }
    Ok(options)
}

pub fn run(args: &[String]) -> Result {
    match args.first().map(String::as_str) {
        Some("orders") => return orders::run(&args[1..]),
        Some("editing") => return editing::run(&args[1..]),
        Some("csv") => return csv::run(&args[1..]),
        Some("lighthouse") => return lighthouse::run(&args[1..]),
        _ => {}
    }
    let mut options = options(args)?;
    let root = root();
    let (binary, seeded) = catalogue_server(options.binary.as_deref(), options.products)?;
    // Checkouts take stock and write orders: each run starts from its own copy of the catalogue.
    let data_dir = root.join("target").join(format!("bench-run-{}", options.products));
    copy_database(&seeded, &data_dir)?;
    // Kept after the run (the next run replaces it): `Server` would empty it before starting.
    let server = Server::start(&binary, &data_dir, false, &[("SEED_DEMO", "0")])?;
    let rss_after_start = server.idle_rss_mib();
    let address = server.address();
    let scenarios = scenarios(&address)?;
    options.typed_queries = scenarios.iter().find(|s| s.name.contains("as typed")).map(|s| s.workload.len()).unwrap_or(0);
    let mut rows = Vec::new();
    for Scenario { name, description, workload } in scenarios {
        if options.only.as_ref().is_some_and(|only| !name.contains(only.as_str())) {
            continue;
        }
        // Every call as browsers send it (compressed answers); the reads also without, to compare.
        let encodings: &[&str] = if matches!(workload, Workload::Get(_)) { &[BROWSER_ENCODING, "identity"] } else { &[BROWSER_ENCODING] };
        for &encoding in encodings {
            let clients = options.clients;
            let task_for = |client: usize| workload.task(client, clients);
            let headers = [("Accept-Encoding".to_string(), encoding.to_string())];
            let connect = |_client: usize| Connection::with_headers(&address, &headers);
            let label = format!("{name}, Accept-Encoding: {encoding} ({} distinct requests)", workload.len());
            let outcome = warm_and_measure(&label, &connect, clients, options.seconds, &task_for);
            let row = format!("| {name} | {encoding} | {description} | {} |", cells(&outcome));
            println!("{row}");
            rows.push(row);
        }
    }
    let memory = Memory { after_start: rss_after_start, after_load: server.rss_mib() };
    println!("server memory: {memory:?}");
    drop(server);
    if options.only.is_some() || options.binary.is_some() {
        return Ok(());
    }
    write_report(&root.join("BENCHMARKS.md"), &options, &rows, &memory)
}

/// What browsers send: every answer may come compressed, brotli preferred.
pub(super) const BROWSER_ENCODING: &str = "br, gzip";

/// The server's resident memory, in MiB, as `/proc` reports it.
#[derive(Debug)]
struct Memory {
    after_start: Option<crate::server::Rss>,
    after_load: Option<crate::server::Rss>,
}

/// Runs `task_for` for a 2 s warm-up, then measures it for `seconds`.
pub(super) fn warm_and_measure(
    label: &str,
    connect: &dyn Fn(usize) -> Connection,
    clients: usize,
    seconds: u64,
    task_for: &dyn Fn(usize) -> load::Task,
) -> load::Outcome {
    println!("warming up: {label}");
    load::run_with(connect, clients, Duration::from_secs(2), task_for);
    println!("measuring: {label} ({clients} clients, {seconds} s)");
    load::run_with(connect, clients, Duration::from_secs(seconds), task_for)
}

/// A row's measured cells: p50, p99 and max in ms, requests/s, requests, errors.
pub(super) fn cells(outcome: &load::Outcome) -> String {
    format!(
        "{:.2} | {:.2} | {:.2} | {:.0} | {} | {}",
        ms(outcome.percentile(50.0)),
        ms(outcome.percentile(99.0)),
        ms(outcome.percentile(100.0)),
        outcome.throughput(),
        outcome.requests,
        outcome.errors
    )
}

fn mib(value: Option<crate::server::Rss>) -> String {
    value.map(|v| v.to_string()).unwrap_or_else(|| "unknown".into())
}

pub(super) fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

/// Runs the server's `seed` with `flag count` into `data_dir` once; later runs reuse what it wrote
/// (the catalogue's products, or the back office's orders).
pub(super) fn seed_once(binary: &Path, data_dir: &Path, flag: &str, count: usize) -> Result {
    // `.seeded-100000` for products (the name earlier runs wrote), `.seeded-orders-1000000` for orders.
    let kind = match flag.trim_start_matches('-') {
        "products" => String::new(),
        other => format!("-{other}"),
    };
    let marker = data_dir.join(format!(".seeded{kind}-{count}"));
    if marker.exists() {
        return Ok(());
    }
    std::fs::create_dir_all(data_dir).map_err(|e| e.to_string())?;
    let data = data_dir.to_string_lossy().to_string();
    run_with_env(&root(), &binary.to_string_lossy(), &["seed", flag, &count.to_string()], &[("DATA_DIR", &data), ("RUST_LOG", "warn")])?;
    std::fs::write(marker, b"").map_err(|e| e.to_string())
}

/// The server to measure (`binary`, or this tree's release build, built now) and the large
/// catalogue of `products` it seeded once (`target/bench-data-N`).
pub(super) fn catalogue_server(binary: Option<&Path>, products: usize) -> Result<(std::path::PathBuf, std::path::PathBuf)> {
    let root = root();
    let binary = match binary {
        Some(binary) => binary.to_path_buf(),
        None => {
            run_with_env(&root, "cargo", &["build", "--release", "-p", "storefront-server"], &[])?;
            Server::binary("release")
        }
    };
    let seeded = root.join("target").join(format!("bench-data-{products}"));
    seed_once(&binary, &seeded, "--products", products)?;
    Ok((binary, seeded))
}

/// Puts `section` (starting with `heading`) into the report at `path`: in place of the section
/// with that heading, or at the end.
pub(super) fn replace_section(path: &Path, heading: &str, section: &str) -> Result {
    let old = std::fs::read_to_string(path).unwrap_or_default();
    let updated = match old.find(heading) {
        Some(start) => {
            let end = old[start + heading.len()..].find("\n## ").map_or(old.len(), |at| start + heading.len() + at + 1);
            format!("{}{section}{}", &old[..start], if end < old.len() { format!("\n{}", &old[end..]) } else { String::new() })
        }
        None => format!("{}\n\n{section}", old.trim_end()),
    };
    std::fs::write(path, updated).map_err(|e| e.to_string())?;
    println!("wrote {}", path.display());
    Ok(())
}

/// Copies the seeded database files (not the pictures, which the API only names) into `to`.
pub(super) fn copy_database(from: &Path, to: &Path) -> Result {
    let _ = std::fs::remove_dir_all(to);
    std::fs::create_dir_all(to).map_err(|e| e.to_string())?;
    for entry in std::fs::read_dir(from).map_err(|e| e.to_string())?.flatten() {
        let name = entry.file_name();
        if name.to_string_lossy().starts_with("storefront.db") {
            std::fs::copy(entry.path(), to.join(&name)).map_err(|e| format!("copying {}: {e}", entry.path().display()))?;
        }
    }
    Ok(())
}

pub(super) fn get_json(connection: &mut Connection, path: &str) -> Result<Value> {
    let (status, body) = connection.get(path).map_err(|e| format!("GET {path}: {e}"))?;
    if status != 200 {
        return Err(format!("GET {path} answered {status}"));
    }
    serde_json::from_slice(&body).map_err(|e| format!("GET {path}: {e}"))
}

fn ids(values: &Value, key: &str) -> Vec<String> {
    values
        .as_array()
        .map(|a| a.iter().filter_map(|v| v.get(key).map(|k| k.to_string().trim_matches('"').to_string())).collect())
        .unwrap_or_default()
}

/// Words shoppers type: Armenian, Latin and Cyrillic transliterations, typos and prefixes.
const SEARCH_TERMS: &[&str] = &[
    "զգեստ",
    "հագուստ",
    "վերնաշապիկ",
    "կոշիկ",
    "մանկական",
    "hagust",
    "zgest",
    "хагуст",
    "զգես",
    "платье",
    "dress",
    "shirt",
    "jeans",
    "drill",
    "bosch",
    "բոշ",
    "levis",
    "կարմիր",
    "red",
    "կապույտ",
    "jaket",
    "куртка",
    "kosik",
    "շապիկ",
];

struct Scenario {
    name: &'static str,
    description: &'static str,
    workload: Workload,
}

enum Workload {
    /// GETs rotating over these paths.
    Get(Arc<Vec<String>>),
    /// Adds these products to carts.
    AddToCart(Arc<Vec<u64>>),
    /// Checks out carts holding one of these products.
    Checkout(Arc<Vec<u64>>),
}

impl Workload {
    fn task(&self, client: usize, clients: usize) -> load::Task {
        match self {
            Workload::Get(paths) => load::get_rotating(paths.clone(), client, clients),
            Workload::AddToCart(products) => shopping::add_to_cart(products.clone(), client, clients),
            Workload::Checkout(products) => shopping::checkout(products.clone(), client, clients),
        }
    }

    fn len(&self) -> usize {
        match self {
            Workload::Get(paths) => paths.len(),
            Workload::AddToCart(products) | Workload::Checkout(products) => products.len(),
        }
    }
}

fn scenarios(address: &str) -> Result<Vec<Scenario>> {
    let mut connection = Connection::new(address);
    let categories = get_json(&mut connection, "/api/categories")?["data"].clone();
    let mut category_ids = ids(&categories, "id");
    for root in categories.as_array().into_iter().flatten() {
        category_ids.extend(ids(&root["children"], "id"));
    }
    let mut list = Vec::new();
    for category in &category_ids {
        let filters = get_json(&mut connection, &format!("/api/category?category_id={category}"))?["data"]["filter"].clone();
        let colours =
            filters.as_array().into_iter().flatten().find(|f| f["code"] == "color").map(|f| ids(&f["options"], "id")).unwrap_or_default();
        for colour in colours.iter().take(4) {
            for (page, sort) in [(1, "default"), (2, "price-asc"), (3, "newest")] {
                list.push(format!(
                    "/api/products?category_id={category}&color={colour}&page={page}&limit=24&sort={sort}&locale=hy&currency=AMD"
                ));
            }
        }
        list.push(format!("/api/products?category_id={category}&page=1&limit=24&locale=ru&currency=USD"));
    }
    let new_filters = unrepeated_price_filters(&list);
    let mut product = Vec::new();
    for page in [1, 50, 400, 1000] {
        let answer = get_json(&mut connection, &format!("/api/products?limit=100&page={page}"))?;
        for key in ids(&answer["data"], "url_key").into_iter().filter(|k| k != "null") {
            product.push(format!("/api/products/{}?locale=hy&currency=AMD", encode(&key)));
        }
    }
    // The documents of the storefront's key pages, each drawn with its first screen: home, the
    // catalogue and its first pages, every category, product pages, the blog's posts.
    let mut documents = vec!["/".to_string(), "/shop/catalog".to_string(), "/shop/catalog?page=2".to_string()];
    let slugs =
        |list: &Value| list.as_array().into_iter().flatten().filter_map(|c| c["slug"].as_str().map(str::to_string)).collect::<Vec<_>>();
    for root in categories.as_array().into_iter().flatten() {
        documents.extend(
            slugs(&root["children"])
                .into_iter()
                .chain(slugs(&Value::Array(vec![root.clone()])))
                .map(|slug| format!("/shop/catalog/{}", encode(&slug))),
        );
    }
    documents.extend(
        product
            .iter()
            .take(200)
            .filter_map(|path| path.strip_prefix("/api/products/")?.split('?').next().map(|key| format!("/shop/products/{key}/-1"))),
    );
    let posts = get_json(&mut connection, "/api/cms/blogs?locale=hy")?["data"].clone();
    documents.extend(ids(&posts, "url_key").into_iter().filter(|k| k != "null").map(|key| format!("/blog/{}", encode(&key))));
    let search: Vec<String> = SEARCH_TERMS.iter().map(|term| format!("/api/search?search={}&limit=10&locale=hy", encode(term))).collect();
    let varied: Vec<String> =
        typed_queries(&mut connection)?.iter().map(|q| format!("/api/search?search={}&limit=10&locale=hy", encode(q))).collect();
    let stocked = stocked_products(&mut connection)?;
    for (name, empty) in [
        ("list", list.is_empty()),
        ("product", product.is_empty()),
        ("search", search.is_empty()),
        ("typed search", varied.is_empty()),
        ("shopping", stocked.is_empty()),
        ("document", documents.len() < 4),
    ] {
        if empty {
            return Err(format!("no {name} requests could be built from the catalogue"));
        }
    }
    let get = |paths: Vec<String>| Workload::Get(Arc::new(paths));
    let stocked = Arc::new(stocked);
    Ok(vec![
        Scenario {
            name: "product list",
            description: "`/api/products`: a category (with sub-categories) + a colour filter + page 1–3, sorted; 24 per page",
            workload: get(list),
        },
        Scenario {
            name: "product list, price slider",
            description: "the same lists, each with a price range never asked before (`price=0,N`), as a shopper drags the slider: no page is asked twice, so none comes from the kept pages",
            workload: get(new_filters),
        },
        Scenario { name: "product page", description: "`/api/products/{url_key}`: one product with variants and attributes", workload: get(product) },
        Scenario {
            name: "page documents",
            description: "the storefront's documents with the first screen the server draws: home, the catalogue's first pages, every category, 200 products, the blog's posts (the shopper's defaults: no cookie)",
            workload: get(documents),
        },
        Scenario {
            name: "search suggestions, as typed",
            description: "`/api/search?limit=10`: every query the catalogue's names give, in three languages, as shoppers type them (every prefix from 3 letters, two-word phrases, a dropped letter), three times as many as the server's result cache holds, so most searches are computed",
            workload: get(varied),
        },
        Scenario {
            name: "search suggestions, popular words",
            description: "`/api/search?limit=10`: 24 common words (Armenian, transliterated, Cyrillic, misspelled), answered mostly from the result cache",
            workload: get(search),
        },
        Scenario {
            name: "add to cart",
            description: "`POST /api/checkout/cart/add/{id}`: one product into the client's cart (prices and stock read, the cart repriced through the core); a new cart every 10 lines",
            workload: Workload::AddToCart(stocked.clone()),
        },
        Scenario {
            name: "checkout, four steps",
            description: "save-address → save-shipping → save-payment → save-order (cash), timed together, on a fresh one-product cart: each round validates the address, places one order and takes its stock in one transaction",
            workload: Workload::Checkout(stocked),
        },
    ])
}

/// The catalogue lists with a price range added, each path once: more of them than a run can
/// send, so none is answered from the kept list pages.
fn unrepeated_price_filters(lists: &[String]) -> Vec<String> {
    let hy: Vec<&String> = lists.iter().filter(|path| path.contains("locale=hy")).collect();
    (0..200u32).flat_map(|step| hy.iter().map(move |path| format!("{path}&price=0,{}", 20_000 + step * 900))).collect()
}

/// Simple products with at least 10 in stock, spread over the catalogue, so that thousands of
/// orders during a run never sell one out.
fn stocked_products(connection: &mut Connection) -> Result<Vec<u64>> {
    let mut products = Vec::new();
    for page in (1..=40).map(|p| p * 23) {
        let answer = get_json(connection, &format!("/api/products?limit=100&page={page}"))?;
        for product in answer["data"].as_array().into_iter().flatten() {
            if product["type"] == "simple" && product["qty"].as_i64().is_some_and(|qty| qty >= 10) {
                products.extend(product["id"].as_u64());
            }
        }
    }
    Ok(products)
}

/// Queries as shoppers type them, from real product names: every prefix of a word from three
/// letters on, two-word phrases, and each word with one letter dropped. Deduplicated and shuffled.
fn typed_queries(connection: &mut Connection) -> Result<Vec<String>> {
    let mut names = Vec::new();
    for locale in ["hy", "ru", "en"] {
        // Names from all over the catalogue: the generated names repeat their words, so these
        // give every distinct query there is (about 13,000 on 100,000 products).
        for page in (0..110).map(|k| 1 + k * 9) {
            let answer = get_json(connection, &format!("/api/products?limit=100&page={page}&locale={locale}"))?;
            names.extend(ids(&answer["data"], "name").into_iter().filter(|n| n != "null"));
        }
    }
    let mut queries = std::collections::BTreeSet::new();
    for name in &names {
        let words: Vec<Vec<char>> = name.split_whitespace().map(|w| w.chars().collect::<Vec<_>>()).filter(|w| w.len() >= 3).collect();
        for (i, word) in words.iter().enumerate() {
            for end in 3..=word.len() {
                queries.insert(word[..end].iter().collect::<String>());
            }
            let mut typo = word.clone();
            typo.remove(word.len() / 2);
            queries.insert(typo.iter().collect::<String>());
            if let Some(next) = words.get(i + 1) {
                queries.insert(format!("{} {}", word.iter().collect::<String>(), next.iter().collect::<String>()));
            }
        }
    }
    let mut queries: Vec<String> = queries.into_iter().collect();
    // A fixed shuffle (so runs are comparable) that spreads similar queries apart.
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    for i in (1..queries.len()).rev() {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        queries.swap(i, (state >> 33) as usize % (i + 1));
    }
    Ok(queries)
}

fn write_report(path: &Path, options: &Options, rows: &[String], memory: &Memory) -> Result {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| info.lines().find(|l| l.starts_with("model name")).map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string()))
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = output("nproc", &[]).unwrap_or_else(|| "?".into());
    let date = output("date", &["-u", "+%Y-%m-%d"]).unwrap_or_default();
    let report = format!(
        "# Benchmarks\n\n\
         Measured with `cargo xtask bench` (reproduce: `cargo xtask bench --products {products} --clients {clients} --seconds {seconds}`).\n\n\
         - Catalogue: {products} generated products (with variants, filters and three languages) on the embedded SQLite default.\n\
         - Server: the release build, on the same machine as the load ({cores} cores, {cpu}); date {date}.\n\
         - Load: {clients} concurrent clients, each on one keep-alive HTTP/1.1 connection, sending the next request as soon as\n  \
           the last is answered (closed loop), {seconds} s per call after a 2 s warm-up; requests rotate over the paths listed.\n  \
           The clients are threads of xtask's own HTTP client (`xtask/src/bench/`), built optimised.\n\
         - Latency is measured at the client, so it includes queueing behind the other {clients} clients on {cores} cores;\n  \
           a read is timed until its last byte arrives (as sent: the client does not decompress it on the server's cores).\n\
         - `Accept-Encoding`: `br, gzip` is what browsers send (the server answers brotli); `identity` the same reads uncompressed.\n\
         - Server memory (resident set, `/proc/<pid>/status`): {start} idle after start (once it changes by less than 2 MiB in 5 s), {load} after the load.\n\n\
         | call | Accept-Encoding | what | p50 ms | p99 ms | max ms | requests/s | requests | errors |\n\
         |---|---|---|---|---|---|---|---|---|\n{rows}\n\n\
         Targets (issue 3): product list p99 under 15 ms, search suggestions p99 under 5 ms. The shopping rows (issue 4)\n\
         run on a copy of the catalogue's database made for each run, so the orders they place never sell out the next run.\n\n\
         The search index keeps a result cache of 4,096 queries (S3-FIFO, emptied when rebuilt); the \"as typed\" row cycles\n\
         through {typed} distinct queries, more than the cache holds, so most of its searches are computed; the \"popular\n\
         words\" row shows the cached path.\n",
        products = options.products,
        clients = options.clients,
        seconds = options.seconds,
        rows = rows.join("\n"),
        typed = options.typed_queries,
        start = mib(memory.after_start),
        load = mib(memory.after_load),
    );
    // The sections after the measured table are written by hand (readings, single-client runs).
    let written = std::fs::read_to_string(path).ok().and_then(|old| old.find("\n## ").map(|at| old[at..].to_string())).unwrap_or_default();
    std::fs::write(path, report + &written).map_err(|e| e.to_string())?;
    println!("wrote {}", path.display());
    Ok(())
}
