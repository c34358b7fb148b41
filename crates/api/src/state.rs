use std::sync::Arc;

use axum::extract::FromRef;

use crate::catalog::Catalogue;
use crate::config::ApiConfig;
use crate::shell::Shell;
use storefront_db::Db;
use storefront_mail::OutboxWaker;
use storefront_search::SearchIndex;

/// What every handler may reach: `State<AppState>`, or just `State<Db>`.
#[derive(Debug, Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<ApiConfig>,
    pub shell: Shell,
    /// The search index and the caches of lists, cards, stock and rates (see crate::catalog).
    pub catalogue: Catalogue,
    /// Poked after mail was queued in the outbox (see crate::mail).
    pub outbox: OutboxWaker,
}

impl AppState {
    /// The state with an empty search index (see [`AppState::with_search`]).
    pub fn new(db: Db, config: ApiConfig) -> Self {
        AppState::with_search(db, config, SearchIndex::empty())
    }

    pub fn with_search(db: Db, config: ApiConfig, search: SearchIndex) -> Self {
        let shell = Shell::new(&config.static_dir);
        AppState { catalogue: Catalogue::new(db.clone(), search), db, config: Arc::new(config), shell, outbox: OutboxWaker::default() }
    }
}

impl FromRef<AppState> for Db {
    fn from_ref(state: &AppState) -> Db {
        state.db.clone()
    }
}

impl FromRef<AppState> for SearchIndex {
    fn from_ref(state: &AppState) -> SearchIndex {
        state.catalogue.search.clone()
    }
}

impl FromRef<AppState> for Shell {
    fn from_ref(state: &AppState) -> Shell {
        state.shell.clone()
    }
}

impl FromRef<AppState> for Catalogue {
    fn from_ref(state: &AppState) -> Catalogue {
        state.catalogue.clone()
    }
}

impl FromRef<AppState> for Arc<ApiConfig> {
    fn from_ref(state: &AppState) -> Arc<ApiConfig> {
        state.config.clone()
    }
}
