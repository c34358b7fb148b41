//! The catalogue service: what the server derives from the catalogue and keeps in memory, and
//! the background tasks that keep it in step with the database. Handlers read it through
//! `AppState`; the tasks get only this, not the whole application state.
//!
//! - [`cards`]: texts and pictures of listed products, bounded, dropped when the catalogue
//!   changes;
//! - [`list_cache`]: price histograms and pages of product lists per filter;
//! - [`stock`]: prices and stock, kept a few seconds;
//! - the exchange rates (`storefront_db::catalog::rates_cache`) and the checkout's shipping and
//!   payment methods (`storefront_db::checkout::methods`), kept until they change;
//! - [`feed`]: every second, follows the database's feed of catalogue changes and forgets, item
//!   by item, what changed (stock, cards, the search documents of changed products);
//! - [`housekeeping`]: every few minutes, special prices come into force and go as their days
//!   pass; every few hours, products deleted more than 30 days ago go for good with their
//!   pictures' files;
//! - [`refresh`]: every minute, when a writer outside the feed (the demo seed) marked the
//!   catalogue changed, the product listing and the search index are rebuilt and the caches
//!   dropped.

pub mod cards;
pub mod feed;
pub mod housekeeping;
pub mod list_cache;
pub mod refresh;
pub mod rendered;
pub mod stock;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use storefront_db::Db;

use cards::CardCache;
use list_cache::ListCache;
use stock::StockCache;
use storefront_db::catalog::rates_cache::RatesCache;
use storefront_db::checkout::methods::MethodsCache;
use storefront_search::SearchIndex;

/// The catalogue's derived data and the database it comes from; cheap to clone.
#[derive(Debug, Clone)]
pub struct Catalogue {
    pub db: Db,
    pub search: SearchIndex,
    pub lists: ListCache,
    pub cards: CardCache,
    pub stock: StockCache,
    /// Exchange rates, re-read when the feed says they changed (and at least once a minute).
    pub rates: RatesCache,
    /// The checkout's shipping and payment methods, re-read when the feed says staff saved them.
    pub methods: MethodsCache,
    /// Moved whenever something kept is forgotten for a change (see [`Version`]).
    changes: Arc<AtomicU64>,
}

/// Where the catalogue's kept reads stand: what is drawn from them (a page's first screen,
/// `first_screen::kept`) is kept while this stays the same. Moved by every change the feed
/// applies, a rebuilt listing, and every stock write of this process (a placed order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Version {
    pub changes: u64,
    pub stock: u64,
}

impl Catalogue {
    pub fn new(db: Db, search: SearchIndex) -> Self {
        Catalogue {
            db,
            search,
            lists: ListCache::default(),
            cards: CardCache::default(),
            stock: StockCache::default(),
            rates: RatesCache::default(),
            methods: MethodsCache::default(),
            changes: Arc::default(),
        }
    }

    pub fn version(&self) -> Version {
        Version { changes: self.changes.load(Ordering::Acquire), stock: self.stock.generation() }
    }

    /// Marks a change: what was drawn from the catalogue before it is out of date.
    pub fn changed(&self) {
        self.changes.fetch_add(1, Ordering::AcqRel);
    }

    /// Drops what was derived from the catalogue as it was (list totals and pages, product cards,
    /// prices and stock).
    pub fn forget(&self) {
        self.changed();
        self.lists.clear();
        self.cards.clear();
        self.stock.clear();
        self.rates.forget();
        self.methods.forget();
    }
}
