//! `storefront-server`: reads the configuration from the environment, migrates the database,
//! and serves until Ctrl-C or SIGTERM.

use std::process::ExitCode;

use storefront_server::{build_app, serve, telemetry, Config, StartupError};

#[tokio::main]
async fn main() -> ExitCode {
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(error) => {
            eprintln!("storefront-server: {error}");
            return ExitCode::FAILURE;
        }
    };
    telemetry::init(config.log_format);
    match run(config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!("{error}");
            ExitCode::FAILURE
        }
    }
}

async fn run(config: Config) -> Result<(), StartupError> {
    let addr = config.socket_addr();
    tracing::info!(
        database = %config.database_url_redacted(),
        static_dir = %config.static_dir.display(),
        "starting"
    );
    let (app, db) = build_app(config).await?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| StartupError::Bind { addr, source })?;
    let url = match listener.local_addr() {
        Ok(local) => format!("http://{local}"),
        Err(_) => format!("http://{addr}"),
    };
    tracing::info!(database = db.dialect().name(), "listening on {url}");
    serve(listener, app).await.map_err(StartupError::Serve)?;
    db.close().await;
    Ok(())
}
