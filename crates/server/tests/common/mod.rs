//! Shared helpers: a fresh database per test on each backend, a built shell in a temp dir, and
//! the real server on a random port.
//!
//! Write a test once with [`on_both_databases!`]; it runs as `<name>::sqlite` and
//! `<name>::postgres`. PostgreSQL comes from `TEST_POSTGRES_URL` (default
//! [`DEFAULT_POSTGRES_URL`]); each test gets its own database, dropped afterwards. When
//! PostgreSQL is unreachable the PostgreSQL tests fail. To leave them out, filter them
//! (`cargo test -- --skip ::postgres`, or `SKIP_POSTGRES=1 cargo xtask test server`): the runner
//! then counts them as filtered out, never as passed.

#![allow(dead_code)]

pub mod contract;
pub mod smtp;

use std::future::Future;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use axum::Router;
use sqlx::{Connection, Executor, PgConnection, Row};
use storefront_api::{routes, AppState, Db, Dialect};
use storefront_server::{build_app, serve_until, Config};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

pub const DEFAULT_POSTGRES_URL: &str = "postgres://postgres@127.0.0.1:5432/test";
const PG_PREFIX: &str = "storefront_test_";

/// Runs an `async fn` body once per backend, as two tests in a module named after it.
macro_rules! on_both_databases {
    ($(#[$meta:meta])* async fn $name:ident($env:ident) $body:block) => {
        $(#[$meta])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            #[tokio::test]
            async fn sqlite() {
                $crate::common::run($crate::common::Backend::Sqlite, |$env| async move $body).await
            }

            #[tokio::test]
            async fn postgres() {
                $crate::common::run($crate::common::Backend::Postgres, |$env| async move $body).await
            }
        }
    };
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// One test's world: a fresh database and a temp directory holding DATA_DIR and a built shell.
#[derive(Debug, Clone)]
pub struct TestEnv {
    pub dialect: Dialect,
    pub database_url: String,
    pub dir: PathBuf,
}

impl TestEnv {
    pub fn static_dir(&self) -> PathBuf {
        self.dir.join("dist")
    }

    pub fn data_dir(&self) -> PathBuf {
        self.dir.join("data")
    }

    pub fn config(&self) -> Config {
        let mut config = Config::new(self.database_url.clone(), self.static_dir());
        config.data_dir = self.data_dir();
        config
    }
}

/// Sets up `backend`, runs `test`, and tears everything down even when the test panics (the
/// panic is then re-raised).
pub async fn run<F, Fut>(backend: Backend, test: F)
where
    F: FnOnce(TestEnv) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let temp = tempfile::tempdir().expect("create a temp dir");
    write_shell(&temp.path().join("dist"));
    let (dialect, database_url, pg) = match backend {
        // No `mode=rwc`: the server must create the file (and its directory) by itself.
        Backend::Sqlite => {
            let file = temp.path().join("data").join("storefront.db");
            (Dialect::Sqlite, format!("sqlite://{}", file.display()), None)
        }
        Backend::Postgres => {
            let db = PgTestDb::create().await;
            (Dialect::Postgres, db.url.clone(), Some(db))
        }
    };
    let env = TestEnv { dialect, database_url, dir: temp.path().to_owned() };
    let outcome = tokio::spawn(test(env)).await;
    if let Some(db) = pg {
        db.drop_database().await;
    }
    drop(temp);
    if let Err(error) = outcome {
        match error.try_into_panic() {
            Ok(panic) => std::panic::resume_unwind(panic),
            Err(error) => panic!("test task failed: {error}"),
        }
    }
}

pub const INDEX_HTML: &str = "<!doctype html>\n<html lang=\"hy\"><head><meta charset=\"utf-8\">\
<title>Storefront test shell</title><script type=\"module\" src=\"/assets/index-abc123.js\">\
</script></head><body><div id=\"root\"></div></body></html>\n";
pub const ASSET_PATH: &str = "/assets/index-abc123.js";

/// A large, compressible script: well above the compression layer's minimum size.
pub fn asset_js() -> String {
    "console.log('Բարի գալուստ, welcome to the storefront');\n".repeat(200)
}

fn write_shell(dist: &Path) {
    std::fs::create_dir_all(dist.join("assets")).expect("create dist/assets");
    std::fs::write(dist.join("index.html"), INDEX_HTML).expect("write index.html");
    std::fs::write(dist.join(ASSET_PATH.trim_start_matches('/')), asset_js()).expect("write asset");
    std::fs::write(dist.join("favicon.ico"), [0u8, 0, 1, 0]).expect("write favicon");
}

/// The real server on 127.0.0.1 with a random port.
pub struct TestApp {
    pub url: String,
    pub client: reqwest::Client,
    pub db: Db,
    /// The running app's state (its search index, for tests that change the catalogue).
    pub state: AppState,
    /// The configuration it was started with (its mail settings, connection limits).
    pub config: Config,
    /// What the answers so far broke of `/api/openapi.json`.
    pub contract: contract::Contract,
    shutdown: Option<oneshot::Sender<()>>,
    server: JoinHandle<std::io::Result<()>>,
}

/// Another visitor of a [`TestApp`]: see [`TestApp::visitor`].
pub struct Visitor {
    client: reqwest::Client,
    url: String,
}

impl Visitor {
    pub async fn post(&self, path: &str, body: serde_json::Value) -> reqwest::Response {
        self.client.post(format!("{}{path}", self.url)).json(&body).send().await.unwrap()
    }
}

impl TestApp {
    /// Starts the app exactly as `main` does.
    pub async fn start(env: &TestEnv) -> TestApp {
        Self::start_configured(env.config()).await
    }

    /// Starts the app exactly as `main` does, with `config` (its port is the one bound).
    pub async fn start_configured(mut config: Config) -> TestApp {
        let listener = bind(&mut config).await;
        let (app, state) = build_app(config.clone()).await.expect("build_app");
        Self::serve(listener, app, state, config).await
    }

    /// Starts the app around the real endpoints plus `extra` ones (probes for what no real
    /// endpoint exercises yet).
    pub async fn start_with(env: &TestEnv, extra: Router<AppState>) -> TestApp {
        Self::start_with_config(env.config(), extra).await
    }

    pub async fn start_with_config(mut config: Config, extra: Router<AppState>) -> TestApp {
        let listener = bind(&mut config).await;
        std::fs::create_dir_all(&config.data_dir).expect("create DATA_DIR");
        let db = Db::connect(&config.database_url).await.expect("connect");
        db.migrate().await.expect("migrate");
        let state = AppState::new(db, config.api().expect("open the picture store"));
        let app = routes::router_with(state.clone(), extra);
        Self::serve(listener, app, state, config).await
    }

    async fn serve(listener: tokio::net::TcpListener, app: Router, state: AppState, config: Config) -> TestApp {
        let db = state.db.clone();
        let url = format!("http://{}", listener.local_addr().expect("local addr"));
        let (shutdown, signal) = oneshot::channel::<()>();
        let limits = config.connections;
        let contract = contract::Contract::new();
        let app = app.layer(axum::middleware::from_fn_with_state(contract.clone(), contract::check_answer));
        let server = tokio::spawn(serve_until(listener, app, limits, async {
            let _ = signal.await;
        }));
        // No proxy: the machine's proxy settings must not route 127.0.0.1 elsewhere.
        let client = reqwest::Client::builder().no_proxy().build().expect("http client");
        TestApp { url, client, db, state, config, contract, shutdown: Some(shutdown), server }
    }

    /// Rebuilds the search index after a test changed the catalogue.
    pub async fn reindex(&self) {
        self.state.catalogue.search.rebuild(&self.db).await.expect("rebuild the search index");
        self.state.catalogue.forget();
    }

    pub fn get(&self, path: &str) -> reqwest::RequestBuilder {
        self.client.get(format!("{}{path}", self.url))
    }

    /// A client whose requests come from another loopback address (`127.0.0.2`…), as another
    /// visitor's would: the server sees it as the TCP peer.
    pub fn visitor(&self, address: &str) -> Visitor {
        let client = reqwest::Client::builder()
            .no_proxy()
            .local_address(address.parse::<std::net::IpAddr>().expect("an IP address"))
            .build()
            .expect("http client");
        Visitor { client, url: self.url.clone() }
    }

    pub fn request(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        self.client.request(method, format!("{}{path}", self.url))
    }

    /// Graceful shutdown, then the pool is closed (PostgreSQL cannot drop a database in use).
    pub async fn stop(mut self) {
        drop(self.client);
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        self.server.await.expect("server task").expect("server result");
        self.db.close().await;
        let violations = self.contract.violations();
        assert!(violations.is_empty(), "answers that break /api/openapi.json:\n{}", violations.join("\n"));
    }
}

/// A listener on 127.0.0.1 with a random port, which `config` then names as the server's own.
async fn bind(config: &mut Config) -> tokio::net::TcpListener {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    config.host = std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);
    config.port = listener.local_addr().expect("local addr").port();
    listener
}

/// The JSON body of a response, after checking its status and content type.
pub async fn json_of(response: reqwest::Response, status: u16) -> serde_json::Value {
    assert_eq!(response.status().as_u16(), status, "status of {}", response.url());
    let content_type = header(&response, "content-type");
    assert!(content_type.starts_with("application/json"), "content type {content_type:?}");
    response.json().await.expect("a JSON body")
}

pub fn header(response: &reqwest::Response, name: &str) -> String {
    response.headers().get(name).map(|v| v.to_str().expect("ASCII header").to_owned()).unwrap_or_default()
}

static PG_COUNTER: AtomicU32 = AtomicU32::new(0);
static PG_LEFTOVERS_DROPPED: AtomicBool = AtomicBool::new(false);

struct PgTestDb {
    admin_url: String,
    name: String,
    url: String,
}

impl PgTestDb {
    async fn create() -> PgTestDb {
        let admin_url = std::env::var("TEST_POSTGRES_URL").unwrap_or_else(|_| DEFAULT_POSTGRES_URL.into());
        let mut admin = admin_connection(&admin_url).await;
        if !PG_LEFTOVERS_DROPPED.swap(true, Ordering::SeqCst) {
            drop_leftovers(&mut admin).await;
        }
        let name = format!("{PG_PREFIX}{}_{}", std::process::id(), PG_COUNTER.fetch_add(1, Ordering::SeqCst));
        admin
            .execute(format!("CREATE DATABASE {name}").as_str())
            .await
            .unwrap_or_else(|e| panic!("cannot create the test database {name}: {e}"));
        let _ = admin.close().await;
        let mut url = reqwest::Url::parse(&admin_url).expect("TEST_POSTGRES_URL is a URL");
        url.set_path(&format!("/{name}"));
        PgTestDb { admin_url, name, url: url.to_string() }
    }

    async fn drop_database(self) {
        let mut admin = admin_connection(&self.admin_url).await;
        if let Err(e) = admin.execute(format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name).as_str()).await {
            eprintln!("could not drop the test database {}: {e}", self.name);
        }
        let _ = admin.close().await;
    }
}

async fn admin_connection(admin_url: &str) -> PgConnection {
    match PgConnection::connect(admin_url).await {
        Ok(connection) => connection,
        Err(e) => panic!(
            "PostgreSQL is not reachable at {admin_url}: {e}\n\
             The server tests run against SQLite and PostgreSQL. Start PostgreSQL (trust auth, \
             database `test`), point TEST_POSTGRES_URL at one, or leave the PostgreSQL half out with \
             `-- --skip ::postgres` (reported as filtered out)."
        ),
    }
}

/// Best effort: drops test databases left by runs that were killed, i.e. whose process is gone.
/// Databases of live processes (another suite running now) are left alone.
async fn drop_leftovers(admin: &mut PgConnection) {
    if !cfg!(target_os = "linux") {
        return;
    }
    let Ok(rows) =
        sqlx::query("SELECT datname FROM pg_database WHERE datname LIKE $1").bind(format!("{PG_PREFIX}%")).fetch_all(&mut *admin).await
    else {
        return;
    };
    for row in rows {
        let Ok(name) = row.try_get::<String, _>("datname") else {
            continue;
        };
        let Some(pid) = name.strip_prefix(PG_PREFIX).and_then(|rest| rest.split('_').next()) else {
            continue;
        };
        let valid = !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit());
        if valid && !Path::new(&format!("/proc/{pid}")).exists() {
            let quoted = name.replace('"', "\"\"");
            let sql = format!("DROP DATABASE IF EXISTS \"{quoted}\" WITH (FORCE)");
            let _ = admin.execute(sql.as_str()).await;
        }
    }
}
