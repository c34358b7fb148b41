//! The storefront's binary behind `main.rs`: the configuration read from the environment, the
//! wiring of the database, the HTTP API (`storefront_api`), mail and the background feeds, the
//! connection loop, and the operator commands.
//!
//! Start: [`Config::from_env`] → [`build_app`] (creates DATA_DIR, connects, migrates, builds the
//! router) → bind a `tokio::net::TcpListener` → [`serve`] (or [`serve_until`] in tests).

pub mod config;
pub mod operations;
pub mod serve;
pub mod telemetry;

use std::net::SocketAddr;

use axum::Router;
use tokio::net::TcpListener;

pub use config::{Config, ConfigError};
pub use serve::{serve_until, ConnectionLimits};
pub use storefront_db::{Db, DbError, Dialect};

use storefront_admin::server::AdminState;
use storefront_api::{routes, AppState};
use storefront_search::SearchIndex;

#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error("cannot create DATA_DIR {path}: {source}")]
    DataDir { path: String, source: std::io::Error },
    #[error(transparent)]
    Database(#[from] DbError),
    #[error(transparent)]
    Search(#[from] storefront_search::SearchError),
    #[error("cannot build the product listing: {0}")]
    Listing(#[source] sqlx::Error),
    #[error(transparent)]
    Pictures(#[from] storefront_media::StoreError),
    #[error("cannot fill the customers' search keys: {0}")]
    SearchKeys(#[source] sqlx::Error),
    #[cfg(feature = "demo")]
    #[error("cannot seed the demo catalogue: {0}")]
    Seed(#[from] storefront_demo::SeedError),
    #[error(transparent)]
    Mail(#[from] storefront_mail::MailSetupError),
    #[error("cannot listen on {addr}: {source}")]
    Bind { addr: SocketAddr, source: std::io::Error },
    #[error("server error: {0}")]
    Serve(#[source] std::io::Error),
}

/// Prepares everything the server needs: the data directory, the database pool with its
/// migrations applied, the search index, and the router. Returns the state too, for callers
/// that close the pool or rebuild the index.
pub async fn build_app(config: Config) -> Result<(Router, AppState), StartupError> {
    std::fs::create_dir_all(&config.data_dir)
        .map_err(|source| StartupError::DataDir { path: config.data_dir.display().to_string(), source })?;
    let db = Db::connect(&config.database_url).await?;
    db.migrate().await?;
    // Keys the database cannot compute itself, for rows written before their columns existed.
    storefront_db::customers::directory::fill_missing_name_keys(&db).await.map_err(StartupError::SearchKeys)?;
    storefront_db::catalog::editing::fill_missing_name_keys(&db).await.map_err(StartupError::SearchKeys)?;
    // The demo catalogue goes in before the index is built, so the first start can search it.
    #[cfg(feature = "demo")]
    if config.seed_demo {
        storefront_demo::seed_if_empty(&db, &config.data_dir).await?;
        storefront_demo::staff::seed_staff_if_none(&db).await?;
        tracing::info!("{}", storefront_demo::staff::sign_in_help(&config.shop_url()));
    }
    tracing::info!(own_memory_mib = telemetry::own_memory_mib(), "database open");
    storefront_db::catalog::listing::refresh(&db).await.map_err(StartupError::Listing)?;
    tracing::info!(own_memory_mib = telemetry::own_memory_mib(), "listing refreshed");
    let search = SearchIndex::build(&db).await?;
    telemetry::return_freed_memory();
    tracing::info!(own_memory_mib = telemetry::own_memory_mib(), "search index built");
    let state = AppState::with_search(db, config.api()?, search);
    tracing::info!(store = state.config.pictures.kind, "pictures kept");
    let admin = AdminState {
        db: state.db.clone(),
        config: std::sync::Arc::new(config.admin()),
        payments: std::sync::Arc::new(config.payments.clone()),
        pictures: state.config.pictures.clone(),
    };
    let app = storefront_admin::server::router(admin).merge(routes::router(state.clone()));
    Ok((app, state))
}

/// Serves `app` within `limits` until Ctrl-C or SIGTERM, then finishes the requests in flight.
pub async fn serve(listener: TcpListener, app: Router, limits: ConnectionLimits) -> std::io::Result<()> {
    serve_until(listener, app, limits, shutdown_signal()).await
}

/// Completes on Ctrl-C or, on Unix, SIGTERM (what `docker stop` and systemd send).
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(error) = tokio::signal::ctrl_c().await {
            tracing::error!(%error, "cannot listen for Ctrl-C");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(error) => {
                tracing::error!(%error, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
