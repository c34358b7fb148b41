//! `cargo xtask bench orders [--orders N] [--clients C] [--seconds S]`: the back office's order
//! list over a million generated orders (default), as staff use it: signed in, the same-origin
//! header a browser sends, search and filters as the list's form sends them, from 8 clients.
//! Writes its table into BENCHMARKS.md's section "## Back office: the order list".

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Instant;

use serde_json::{json, Value};

use super::http::Connection;
use super::{cells, copy_database, load, seed_once, warm_and_measure};
use crate::process::{run_with_env, Result};
use crate::root;
use crate::server::Server;

const HEADING: &str = "## Back office: the order list";
const STAFF: &str = "bench@shuka.am";
const PASSWORD: &str = "bench-password-1";

struct Options {
    orders: usize,
    clients: usize,
    seconds: u64,
}

fn options(args: &[String]) -> Result<Options> {
    let mut options = Options { orders: 1_000_000, clients: 8, seconds: 10 };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args.next().and_then(|v| v.replace('_', "").parse::<u64>().ok()).ok_or_else(|| format!("{flag} needs a number"))?;
        match flag.as_str() {
            "--orders" => options.orders = value as usize,
            "--clients" => options.clients = value.max(1) as usize,
            "--seconds" => options.seconds = value.max(1),
            other => return Err(format!("unknown option {other} (--orders N, --clients C, --seconds S)")),
        }
    }
    Ok(options)
}

pub fn run(args: &[String]) -> Result {
    let options = options(args)?;
    let root = root();
    run_with_env(&root, "cargo", &["build", "--release", "-p", "storefront-server"], &[])?;
    let binary = Server::binary("release");
    let seeded = root.join("target").join(format!("bench-orders-{}", options.orders));
    seed_once(&binary, &seeded, "--orders", options.orders)?;
    let data_dir = root.join("target").join(format!("bench-orders-run-{}", options.orders));
    copy_database(&seeded, &data_dir)?;
    create_staff(&binary, &data_dir)?;
    let server = Server::start(&binary, &data_dir, false, &[("SEED_DEMO", "0")])?;
    let address = server.address();
    let headers = sign_in(&address)?;
    let mut rows = Vec::new();
    for (name, bodies) in scenarios(options.orders) {
        let bodies = Arc::new(bodies);
        let task_for = |client: usize| list_task(bodies.clone(), client, options.clients);
        let connect = |_: usize| Connection::with_headers(&address, &headers);
        let outcome = warm_and_measure(name, &connect, options.clients, options.seconds, &task_for);
        let row = format!("| {name} | {} |", cells(&outcome));
        println!("{row}");
        rows.push(row);
    }
    drop(server);
    write_section(&root.join("BENCHMARKS.md"), &options, &rows)
}

/// A manager (no second factor, which a load generator cannot type) by the server's own command.
pub(super) fn create_staff(binary: &Path, data_dir: &Path) -> Result {
    let mut child = Command::new(binary)
        .args(["staff", "create", STAFF, "--role", "manager", "--password-stdin"])
        .env("DATA_DIR", data_dir)
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::piped())
        .spawn()
        .map_err(|e| format!("staff create: {e}"))?;
    child.stdin.take().ok_or("no stdin")?.write_all(format!("{PASSWORD}\n").as_bytes()).map_err(|e| e.to_string())?;
    child.wait().map_err(|e| e.to_string())?;
    Ok(())
}

/// Signs in; answers the headers every call then sends (the session cookie and the Origin).
pub(super) fn sign_in(address: &str) -> Result<Vec<(String, String)>> {
    let origin = ("Origin".to_string(), format!("http://{address}"));
    let mut connection = Connection::with_headers(address, std::slice::from_ref(&origin));
    let (status, body) = connection
        .post_json("/admin/api/session/sign-in", &json!({ "email": STAFF, "password": PASSWORD, "locale": "en" }))
        .map_err(|e| format!("sign-in: {e}"))?;
    let cookie = connection
        .set_cookie
        .clone()
        .filter(|_| status == 200)
        .ok_or_else(|| format!("sign-in answered {status}: {}", String::from_utf8_lossy(&body)))?;
    let pair = cookie.split(';').next().unwrap_or_default().to_string();
    Ok(vec![origin, ("Cookie".to_string(), pair)])
}

fn list_task(bodies: Arc<Vec<Value>>, client: usize, clients: usize) -> load::Task {
    let mut next = client;
    Box::new(move |connection| {
        let body = &bodies[next % bodies.len()];
        next += clients;
        let sent = Instant::now();
        match connection.post_json("/admin/api/orders/list", body) {
            Ok((200, _)) => Some(sent.elapsed()),
            _ => None,
        }
    })
}

/// What staff look for, as the list's form sends it.
fn scenarios(orders: usize) -> Vec<(&'static str, Vec<Value>)> {
    let query = |q: Value| json!({ "query": q });
    let number = |k: usize| (100_000 + 1 + (k * 7919) % orders.max(1)).to_string();
    vec![
        ("newest first, pages 1–40", (1..=40).map(|page| query(json!({ "page": page }))).collect()),
        (
            "one status, pages 1–5",
            ["pending", "processing", "shipped", "completed", "canceled"]
                .iter()
                .flat_map(|status| (1..=5).map(move |page| query(json!({ "statuses": [status], "page": page }))))
                .collect(),
        ),
        ("an order number", (0..200).map(|k| query(json!({ "search": number(k) }))).collect()),
        (
            "an e-mail's start",
            ["ani.1", "aram.2", "nare.3", "davit.4", "lilit.5", "gor.", "mary.7"].iter().map(|s| query(json!({ "search": s }))).collect(),
        ),
        (
            "a phone number",
            (0..50).map(|k| query(json!({ "search": format!("+374 9{} {:06}", 1 + k % 9, k * 4099 % 1_000_000) }))).collect(),
        ),
        ("part of a name", ["Սարգսյան", "Անի Պետ", "Иванова", "Smith", "Լիլիթ"].iter().map(|s| query(json!({ "search": s }))).collect()),
        (
            "payment method and state, a month",
            ["cashondelivery", "ameria_vpos", "idram"]
                .iter()
                .flat_map(|method| {
                    ["paid", "unpaid"].map(move |state| {
                        query(json!({ "payment_method": method, "payment_state": state, "from": month_ago(), "to": today() }))
                    })
                })
                .collect(),
        ),
        ("largest totals first", (1..=10).map(|page| query(json!({ "sort": "total_desc", "page": page }))).collect()),
    ]
}

pub(super) fn today() -> String {
    crate::process::output("date", &["-u", "+%Y-%m-%d"]).unwrap_or_default()
}

fn month_ago() -> String {
    crate::process::output("date", &["-u", "-d", "30 days ago", "+%Y-%m-%d"]).unwrap_or_default()
}

fn write_section(path: &Path, options: &Options, rows: &[String]) -> Result {
    let date = today();
    let section = format!(
        "{HEADING}\n\n\
         Measured with `cargo xtask bench orders --orders {orders} --clients {clients} --seconds {seconds}` on {date}: the release\n\
         server on SQLite with {orders} generated orders (`storefront-server seed --orders N`: a year of orders in every status\n\
         and payment method), a manager signed in, each client POSTing `/admin/api/orders/list` with the session cookie and\n\
         the Origin, as the list's form sends it, rotating over the queries of its row. Target (issue 16): p99 under 20 ms.\n\n\
         | query | p50 ms | p99 ms | max ms | requests/s | requests | errors |\n\
         |---|---|---|---|---|---|---|\n{rows}\n",
        orders = options.orders,
        clients = options.clients,
        seconds = options.seconds,
        rows = rows.join("\n"),
    );
    super::replace_section(path, HEADING, &section)
}
