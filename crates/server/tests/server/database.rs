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
async fn sqlite_uses_wal_a_busy_timeout_and_foreign_keys() {
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
        assert_eq!(pragma("busy_timeout").await, "5000");
        assert_eq!(pragma("foreign_keys").await, "1");
        assert!(env.data_dir().join("storefront.db").is_file());
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
