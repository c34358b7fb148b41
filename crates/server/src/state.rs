use std::sync::Arc;

use axum::extract::FromRef;

use crate::config::Config;
use crate::mail::OutboxWaker;
use crate::routes::catalog::cards::CardCache;
use crate::routes::catalog::list_cache::ListCache;
use crate::routes::catalog::stock::StockCache;
use crate::search::SearchIndex;
use crate::shell::Shell;
use storefront_db::catalog::rates_cache::RatesCache;
use storefront_db::Db;

/// What every handler may reach: `State<AppState>`, or just `State<Db>`.
#[derive(Debug, Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    pub shell: Shell,
    pub search: SearchIndex,
    /// Price histograms and pages of product lists, kept until the listing changes (see
    /// routes::catalog::list_cache).
    pub lists: ListCache,
    /// Exchange rates, re-read at most once a minute.
    pub rates: RatesCache,
    /// Texts and pictures of listed products (see routes::catalog::cards).
    pub cards: CardCache,
    /// Prices and stock of listed products, kept a few seconds (see routes::catalog::stock).
    pub stock: StockCache,
    /// Poked after mail was queued in the outbox (see crate::mail).
    pub outbox: OutboxWaker,
}

impl AppState {
    /// The state with an empty search index (see [`AppState::with_search`]).
    pub fn new(db: Db, config: Config) -> Self {
        AppState::with_search(db, config, SearchIndex::empty())
    }

    pub fn with_search(db: Db, config: Config, search: SearchIndex) -> Self {
        let shell = Shell::new(&config.static_dir);
        AppState {
            db,
            config: Arc::new(config),
            shell,
            search,
            lists: ListCache::default(),
            rates: RatesCache::default(),
            cards: CardCache::default(),
            stock: StockCache::default(),
            outbox: OutboxWaker::default(),
        }
    }
}

impl AppState {
    /// Drops what was derived from the catalogue as it was (list totals and pages, product cards,
    /// prices and stock).
    pub fn forget_catalogue(&self) {
        self.lists.clear();
        self.cards.clear();
        self.stock.clear();
    }
}

impl FromRef<AppState> for Db {
    fn from_ref(state: &AppState) -> Db {
        state.db.clone()
    }
}

impl FromRef<AppState> for SearchIndex {
    fn from_ref(state: &AppState) -> SearchIndex {
        state.search.clone()
    }
}

impl FromRef<AppState> for Arc<Config> {
    fn from_ref(state: &AppState) -> Arc<Config> {
        state.config.clone()
    }
}
