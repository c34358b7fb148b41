use std::sync::Arc;

use axum::extract::FromRef;

use crate::config::Config;
use crate::db::Db;
use crate::shell::Shell;

/// What every handler may reach: `State<AppState>`, or just `State<Db>`.
#[derive(Debug, Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    pub shell: Shell,
}

impl AppState {
    pub fn new(db: Db, config: Config) -> Self {
        let shell = Shell::new(&config.static_dir);
        AppState {
            db,
            config: Arc::new(config),
            shell,
        }
    }
}

impl FromRef<AppState> for Db {
    fn from_ref(state: &AppState) -> Db {
        state.db.clone()
    }
}

impl FromRef<AppState> for Arc<Config> {
    fn from_ref(state: &AppState) -> Arc<Config> {
        state.config.clone()
    }
}
