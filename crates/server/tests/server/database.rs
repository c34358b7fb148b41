use std::collections::BTreeMap;

use sqlx::Row;
use storefront_server::{build_app, Config, Db};

use crate::common::{json_of, Backend, TestApp};

async fn schema_version(db: &Db) -> String {
    sqlx::query("SELECT value FROM app_meta WHERE key = $1")
        .bind("schema_version")
        .fetch_one(db.pool())
        .await
        .expect("the schema_version row")
        .get("value")
}

async fn applied_migrations(db: &Db) -> i64 {
    sqlx::query("SELECT COUNT(*) AS n FROM _sqlx_migrations WHERE success")
        .fetch_one(db.pool())
        .await
        .expect("the migrations table")
        .get("n")
}

on_both_databases! {
    async fn migrations_are_applied_and_a_restart_reapplies_nothing(env) {
        let app = TestApp::start(&env).await;
        assert_eq!(schema_version(&app.db).await, app.db.latest_schema_version().to_string());
        assert!(app.db.latest_schema_version() >= 2, "the catalogue migration is embedded");
        let applied = applied_migrations(&app.db).await;
        assert!(applied >= 1, "{applied} migrations applied");
        app.stop().await;

        // Same database, second start: migrations run again and find nothing to do.
        let app = TestApp::start(&env).await;
        assert_eq!(applied_migrations(&app.db).await, applied);
        assert_eq!(schema_version(&app.db).await, app.db.latest_schema_version().to_string());
        assert!(app.db.latest_schema_version() >= 2, "the catalogue migration is embedded");
        json_of(app.get("/healthz").send().await.unwrap(), 200).await;
        app.stop().await;
    }
}

#[tokio::test]
async fn sqlite_uses_wal_foreign_keys_and_writers_that_wait_for_each_other() {
    crate::common::run(Backend::Sqlite, |env| async move {
        let app = TestApp::start(&env).await;
        let pragma = |name: &'static str| {
            let pool = app.db.pool().clone();
            async move {
                let row = sqlx::query(&format!("PRAGMA {name}")).fetch_one(&pool).await.unwrap();
                row.try_get::<String, _>(0).or_else(|_| row.try_get::<i64, _>(0).map(|n| n.to_string())).unwrap()
            }
        };
        assert_eq!(pragma("journal_mode").await, "wal");
        assert_eq!(pragma("foreign_keys").await, "1");
        assert!(env.data_dir().join("storefront.db").is_file());

        // A writer finding another's write under way waits for its commit instead of failing.
        sqlx::query("CREATE TABLE queue_check (n INTEGER)").execute(app.db.pool()).await.unwrap();
        let mut first = app.db.pool().begin().await.unwrap();
        sqlx::query("INSERT INTO queue_check (n) VALUES (1)").execute(&mut *first).await.unwrap();
        let pool = app.db.pool().clone();
        let second = tokio::spawn(async move { sqlx::query("INSERT INTO queue_check (n) VALUES (2)").execute(&pool).await });
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        assert!(!second.is_finished(), "the second writer did not wait: {:?}", second.await);
        first.commit().await.unwrap();
        second.await.unwrap().expect("the second write, once the first committed");
        let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM queue_check").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(rows, 2);
        app.stop().await;
    })
    .await;
}

#[tokio::test]
async fn sqlite_answers_a_write_only_once_its_commit_is_on_disk() {
    crate::common::run(Backend::Sqlite, |env| async move {
        let app = TestApp::start(&env).await;
        let synchronous = sqlx::query_scalar::<_, i64>("PRAGMA synchronous").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(synchronous, 1, "NORMAL: the commit hook syncs the log, not each commit");
        let database = env.data_dir().join("storefront.db").canonicalize().unwrap();
        let before = storefront_db::group_commit::stats(&database);

        // 64 shoppers ask for a cart at once: each answer is a committed row.
        let tokens = (0..64).map(|_| {
            let request = app.get("/api/checkout/cart/token");
            tokio::spawn(async move { json_of(request.send().await.unwrap(), 200).await })
        });
        for token in tokens {
            token.await.unwrap();
        }
        let after = storefront_db::group_commit::stats(&database);
        let commits = after.commits - before.commits;
        assert!(commits >= 64, "{commits} commits counted for 64 new carts: the hook is not on every connection");
        assert!(after.durable >= before.commits + 64, "answered before its commit was synced: {after:?}");
        assert!(after.syncs - before.syncs <= commits, "{after:?}");
        let carts: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM carts").fetch_one(app.db.pool()).await.unwrap();
        assert_eq!(carts, 64);
        app.stop().await;
    })
    .await;
}

#[tokio::test]
async fn the_default_database_is_a_sqlite_file_in_a_new_data_dir() {
    let temp = tempfile::tempdir().unwrap();
    let data_dir = temp.path().join("not").join("yet").join("there");
    let data_dir_text = data_dir.to_str().unwrap().to_owned();
    let config = Config::from_lookup(|name| match name {
        "DATA_DIR" => Some(data_dir_text.clone()),
        "STATIC_DIR" => Some(temp.path().join("dist").display().to_string()),
        _ => None,
    })
    .unwrap();
    let (_app, state) = build_app(config).await.unwrap();
    let db = state.db.clone();
    assert_eq!(db.dialect().name(), "sqlite");
    assert_eq!(schema_version(&db).await, db.latest_schema_version().to_string());
    db.close().await;
    assert!(data_dir.join("storefront.db").is_file());
}

/// A schema as both databases can describe it: table → column → (type family, NOT NULL), and
/// index name → (table, columns). Text search is each dialect's own (an FTS5 table on SQLite, a
/// trigram index on PostgreSQL), so objects named `*_search*` are left out.
#[derive(Debug, Default, PartialEq, Eq)]
struct Schema {
    columns: BTreeMap<String, BTreeMap<String, (String, bool)>>,
    indexes: BTreeMap<String, (String, Vec<String>)>,
}

/// The family of a column type, across SQLite's and PostgreSQL's names for it.
fn type_family(declared: &str) -> String {
    let declared = declared.to_ascii_lowercase();
    let family = match declared.as_str() {
        "integer" | "bigint" | "int" | "smallint" | "int8" | "int4" | "int2" => "integer",
        "text" | "character varying" | "varchar" => "text",
        "real" | "double precision" | "float8" | "float4" => "real",
        "blob" | "bytea" => "bytes",
        "boolean" | "bool" => "boolean",
        other => other,
    };
    family.to_string()
}

async fn sqlite_schema(db: &Db) -> Schema {
    let pool = db.pool();
    let mut schema = Schema::default();
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_sqlx%' \
         AND name NOT LIKE '%\\_search%' ESCAPE '\\' ORDER BY name",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    for table in tables {
        // table_xinfo: table_info leaves out generated columns.
        let rows = sqlx::query(&format!("SELECT name, type, \"notnull\" AS nn, pk FROM pragma_table_xinfo('{table}')"))
            .fetch_all(pool)
            .await
            .unwrap();
        let columns = rows
            .iter()
            .map(|row| {
                let not_null = row.get::<i64, _>("nn") == 1 || row.get::<i64, _>("pk") > 0;
                (row.get::<String, _>("name"), (type_family(&row.get::<String, _>("type")), not_null))
            })
            .collect();
        schema.columns.insert(table, columns);
    }
    let indexes =
        sqlx::query("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL").fetch_all(pool).await.unwrap();
    for index in indexes {
        let name: String = index.get("name");
        let columns: Vec<String> =
            sqlx::query_scalar(&format!("SELECT name FROM pragma_index_info('{name}') ORDER BY seqno")).fetch_all(pool).await.unwrap();
        schema.indexes.insert(name, (index.get("tbl_name"), columns));
    }
    schema
}

async fn postgres_schema(db: &Db) -> Schema {
    let pool = db.pool();
    let mut schema = Schema::default();
    let rows = sqlx::query(
        "SELECT table_name::text AS t, column_name::text AS c, data_type::text AS d, is_nullable::text AS n FROM information_schema.columns \
         WHERE table_schema = current_schema() AND table_name NOT LIKE '\\_sqlx%'",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    for row in rows {
        let not_null = row.get::<String, _>("n") == "NO";
        schema.columns.entry(row.get("t")).or_default().insert(row.get("c"), (type_family(&row.get::<String, _>("d")), not_null));
    }
    // Indexes written in the migrations: not those PostgreSQL makes for keys and UNIQUE.
    let rows = sqlx::query(
        "SELECT i.relname::text AS name, t.relname::text AS tbl, \
                array_to_string(array(SELECT a.attname FROM unnest(x.indkey) WITH ORDINALITY AS k(n, o) \
                  JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n ORDER BY k.o), ',') AS cols \
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid \
         JOIN pg_namespace s ON s.oid = t.relnamespace \
         WHERE s.nspname = current_schema() AND t.relname NOT LIKE '\\_sqlx%' AND i.relname NOT LIKE '%\\_search%' \
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    for row in rows {
        let columns = row.get::<String, _>("cols").split(',').map(str::to_string).collect();
        schema.indexes.insert(row.get("name"), (row.get("tbl"), columns));
    }
    schema
}

/// The two sets of migrations must build the same tables, columns, types, NOT NULLs and
/// indexes, or a query that works on one database fails on the other. Needs both databases,
/// so it is named like the PostgreSQL half of the other tests (and left out with it).
mod the_sqlite_and_postgres_migrations_define_one_schema {
    use super::*;

    #[tokio::test]
    async fn postgres() {
        crate::common::run(Backend::Sqlite, |sqlite| async move {
            let db = Db::connect(&sqlite.database_url).await.unwrap();
            db.migrate().await.unwrap();
            let on_sqlite = sqlite_schema(&db).await;
            db.close().await;
            assert!(on_sqlite.columns.len() > 20, "{} tables read from SQLite", on_sqlite.columns.len());
            crate::common::run(Backend::Postgres, move |postgres| async move {
                let db = Db::connect(&postgres.database_url).await.unwrap();
                db.migrate().await.unwrap();
                let on_postgres = postgres_schema(&db).await;
                db.close().await;
                for (table, columns) in &on_sqlite.columns {
                    assert_eq!(Some(columns), on_postgres.columns.get(table), "table {table}: SQLite (left) and PostgreSQL differ");
                }
                assert_eq!(on_sqlite.columns.keys().collect::<Vec<_>>(), on_postgres.columns.keys().collect::<Vec<_>>(), "the same tables");
                assert_eq!(on_sqlite.indexes, on_postgres.indexes, "the same indexes");
            })
            .await;
        })
        .await;
    }
}
