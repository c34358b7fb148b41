//! One pool for both databases. SQL in this crate is portable and uses `$1`-style placeholders,
//! which SQLite accepts too; where the dialects must differ, ask [`Db::dialect`].

use std::time::Duration;

use sqlx::any::AnyPoolOptions;
use sqlx::migrate::{MigrateError, Migrator};
use sqlx::{AnyConnection, AnyPool, Connection, Executor};

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/postgres");

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

impl Dialect {
    pub fn from_url(url: &str) -> Result<Self, String> {
        let scheme = url.split_once(':').map(|(s, _)| s.to_ascii_lowercase());
        match scheme.as_deref() {
            Some("sqlite") => Ok(Dialect::Sqlite),
            Some("postgres" | "postgresql") => Ok(Dialect::Postgres),
            _ => Err("expected a sqlite://… or postgres://… URL".into()),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Dialect::Sqlite => "sqlite",
            Dialect::Postgres => "postgres",
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("invalid DATABASE_URL: {0}")]
    Url(String),
    #[error("cannot create the directory of the SQLite file {path}: {source}")]
    CreateDir { path: String, source: std::io::Error },
    #[error("cannot connect to the database: {0}")]
    Connect(#[source] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] MigrateError),
}

/// The application's database handle: cheap to clone, shared by every request.
#[derive(Debug, Clone)]
pub struct Db {
    pool: AnyPool,
    dialect: Dialect,
}

impl Db {
    /// Opens a pool. A SQLite file (and its directory) is created when missing and every SQLite
    /// connection gets WAL, writers that wait up to 5 s for each other and enforced foreign keys.
    pub async fn connect(url: &str) -> Result<Db, DbError> {
        sqlx::any::install_default_drivers();
        let dialect = Dialect::from_url(url).map_err(DbError::Url)?;
        let url = match dialect {
            Dialect::Sqlite => {
                // Before the first connection: each one must make its commits durable.
                crate::group_commit::install();
                prepare_sqlite_url(url)?
            }
            Dialect::Postgres => url.to_owned(),
        };
        // A SQLite commit holds its connection until the disk flush that covers it is done, and
        // one flush covers every commit waiting for it (src/group_commit.rs): so the more
        // connections, the more commits share a flush. Measured at 32 shoppers (BENCHMARKS.md):
        // 4 connections 2,700 adds/s and 400 orders/s; 16, 4,700 and 570; 32, fewer again (more
        // thread switches). Reads were the same with 4 and 16. PostgreSQL gets 10.
        let connections = match dialect {
            Dialect::Sqlite => 16,
            Dialect::Postgres => 10,
        };
        let options = AnyPoolOptions::new()
            .max_connections(connections)
            // A stuck database must fail requests (and /healthz) quickly, not hang them.
            .acquire_timeout(Duration::from_secs(5));
        let options = match dialect {
            // No ping before each use: a SQLite connection is a library handle on its own thread,
            // never a dropped socket, and the ping was a round trip to that thread per query
            // (half the thread switches of a cart add, measured with perf).
            Dialect::Sqlite => options.test_before_acquire(false).after_connect(|conn, _meta| Box::pin(sqlite_pragmas(conn))),
            Dialect::Postgres => options,
        };
        // One plain connection first: when the server is unreachable the pool only reports a
        // timeout, this reports why (refused, unknown database, bad password).
        let probe = AnyConnection::connect(&url).await.map_err(DbError::Connect)?;
        let _ = probe.close().await;
        let pool = options.connect(&url).await.map_err(DbError::Connect)?;
        Ok(Db { pool, dialect })
    }

    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    pub fn dialect(&self) -> Dialect {
        self.dialect
    }

    /// A transaction that reads and then writes. On SQLite it takes the write lock as it begins
    /// (`BEGIN IMMEDIATE`): a plain `BEGIN` reads from a snapshot, and its first write fails at
    /// once with `SQLITE_BUSY` if another writer committed since, without waiting in the busy
    /// handler (two editors saving at once got "database is locked"). PostgreSQL's row locks and
    /// the statements' own guards need only `BEGIN`.
    pub async fn begin_write(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
        match self.dialect {
            Dialect::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await,
            Dialect::Postgres => self.pool.begin().await,
        }
    }

    /// Applies the embedded migrations of this dialect that are not applied yet.
    /// The version of the newest migration this build carries (the same in both dialects);
    /// `app_meta.schema_version` equals it once migrations have run.
    pub fn latest_schema_version(&self) -> i64 {
        self.migrator().iter().map(|m| m.version).max().unwrap_or(0)
    }

    fn migrator(&self) -> &'static Migrator {
        match self.dialect {
            Dialect::Sqlite => &SQLITE_MIGRATIONS,
            Dialect::Postgres => &POSTGRES_MIGRATIONS,
        }
    }

    pub async fn migrate(&self) -> Result<(), DbError> {
        match self.dialect {
            Dialect::Postgres => self.migrator().run(&self.pool).await?,
            Dialect::Sqlite => self.migrate_sqlite().await?,
        }
        Ok(())
    }

    /// SQLite changes a constraint by rebuilding the table (create, copy, drop, rename). With
    /// foreign keys enforced, dropping the old table would cascade into its children, so the
    /// migrations run on one connection with them off, as SQLite's documentation prescribes, and
    /// the references are checked afterwards. (Boxed: the migrator's future over a borrowed
    /// connection is otherwise not provably `Send` to the server's callers.)
    fn migrate_sqlite(&self) -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<(), DbError>> + Send + '_>> {
        Box::pin(async move {
            let mut conn = self.pool.acquire().await.map_err(DbError::Connect)?;
            sqlx::query("PRAGMA foreign_keys = OFF").execute(&mut *conn).await.map_err(DbError::Connect)?;
            // `run_direct` is sqlx's own way round `run`'s "Acquire is not general enough" for a
            // borrowed connection.
            let outcome = self.migrator().run_direct(&mut *conn).await;
            sqlx::query("PRAGMA foreign_keys = ON").execute(&mut *conn).await.map_err(DbError::Connect)?;
            outcome?;
            let broken = sqlx::query("PRAGMA foreign_key_check").fetch_all(&mut *conn).await.map_err(DbError::Connect)?;
            if !broken.is_empty() {
                let message = format!("{} rows reference missing rows after the migrations", broken.len());
                return Err(DbError::Migrate(MigrateError::Execute(sqlx::Error::Protocol(message))));
            }
            Ok(())
        })
    }

    /// A real round trip to the database.
    pub async fn ping(&self) -> Result<(), sqlx::Error> {
        sqlx::query("SELECT 1").fetch_one(&self.pool).await.map(drop)
    }

    /// Waits for connections in use to be returned, then closes them all.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// Makes sure the file can be created: `mode=rwc` unless the URL chose a mode, and the parent
/// directory exists.
fn prepare_sqlite_url(url: &str) -> Result<String, DbError> {
    let (location, query) = match url.split_once('?') {
        Some((location, query)) => (location, Some(query)),
        None => (url, None),
    };
    let path = location.trim_start_matches("sqlite:").trim_start_matches("//");
    let in_memory = path.is_empty() || path == ":memory:";
    if !in_memory {
        let decoded = percent_decode(path);
        if let Some(parent) = std::path::Path::new(&decoded).parent() {
            if !parent.as_os_str().is_empty() {
                std::fs::create_dir_all(parent).map_err(|source| DbError::CreateDir { path: decoded.clone(), source })?;
            }
        }
    }
    if in_memory {
        return Ok(url.to_owned());
    }
    let has = |name: &str| query.is_some_and(|q| q.split('&').any(|pair| pair.starts_with(&format!("{name}="))));
    let mut added = Vec::new();
    if !has("mode") {
        added.push("mode=rwc".to_string());
    }
    // Commits made durable in groups (src/group_commit.rs).
    if !has("vfs") {
        added.push(format!("vfs={}", crate::group_commit::VFS_NAME));
    }
    let query: Vec<String> = query.map(str::to_string).into_iter().chain(added).collect();
    Ok(format!("{location}?{}", query.join("&")))
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok());
        match (bytes[i], hex.and_then(|h| u8::from_str_radix(h, 16).ok())) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

// foreign_keys is per connection; journal_mode=WAL is stored in the file, setting it again is a
// no-op. Writers wait up to 5 s for each other's commits, woken by them instead of sleeping
// (src/group_commit.rs): no busy_timeout, which would replace that handler.
async fn sqlite_pragmas(conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
    conn.execute("PRAGMA journal_mode = WAL").await?;
    conn.execute(crate::group_commit::ENABLE).await?;
    conn.execute("PRAGMA foreign_keys = ON").await?;
    // Commits write the log without syncing it inside the write lock; the VFS syncs it before
    // the commit is reported, for all the commits that finished meanwhile at once
    // (src/group_commit.rs). Durable as FULL, without one disk flush per writer in the queue.
    conn.execute("PRAGMA synchronous = NORMAL").await?;
    // The file is read, not mapped, and each connection keeps 2 MB of pages. After another
    // connection's commit SQLite drops a connection's pages and unmaps the whole file, then
    // maps it again and takes a page fault for each page it reads: under writes that was nine
    // faults and a cross-core TLB flush per cart add, and the mapped file was 518 MiB of the
    // server's resident memory. Reads measured side by side were no faster mapped, nor with
    // 32 MB of pages per connection (16 such caches would hold 512 MB); the kernel's page
    // cache keeps the file for every connection at once.
    conn.execute("PRAGMA mmap_size = 0").await?;
    conn.execute("PRAGMA cache_size = -2048").await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dialect_from_scheme() {
        assert_eq!(Dialect::from_url("sqlite://x.db"), Ok(Dialect::Sqlite));
        assert_eq!(Dialect::from_url("sqlite::memory:"), Ok(Dialect::Sqlite));
        assert_eq!(Dialect::from_url("postgres://u@h/db"), Ok(Dialect::Postgres));
        assert_eq!(Dialect::from_url("postgresql://u@h/db"), Ok(Dialect::Postgres));
        assert!(Dialect::from_url("mysql://u@h/db").is_err());
        assert!(Dialect::from_url("nonsense").is_err());
    }

    #[test]
    fn sqlite_url_gets_create_mode() {
        let dir = std::env::temp_dir().join(format!("sf-db-url-{}", std::process::id()));
        let file = dir.join("a b.db");
        let url = format!("sqlite://{}", file.display()).replace(' ', "%20");
        let vfs = "vfs=storefront-group-commit";
        assert_eq!(prepare_sqlite_url(&url).unwrap(), format!("{url}?mode=rwc&{vfs}"));
        assert!(dir.is_dir());
        let ro = format!("{url}?mode=ro");
        assert_eq!(prepare_sqlite_url(&ro).unwrap(), format!("{ro}&{vfs}"));
        let cached = format!("{url}?cache=private");
        assert_eq!(prepare_sqlite_url(&cached).unwrap(), format!("{cached}&mode=rwc&{vfs}"));
        let unix = format!("{url}?vfs=unix&mode=rwc");
        assert_eq!(prepare_sqlite_url(&unix).unwrap(), unix);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
