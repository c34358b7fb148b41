//! Prices and stock of listed products, kept so that a list page or a search answers without a
//! database read. This process's own stock writes (a placed order) forget the products they
//! touched at once; another app server's show within a second, through the feed of changes
//! (catalog::feed); a writer that bypasses the feed shows within `KEPT_FOR`.
//! Only list cards and suggestions read from here: the product page, the cart and the checkout
//! read prices and stock fresh, and the order takes stock in its transaction, so a stale card
//! can never sell what is not there.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use quick_cache::sync::Cache;

use storefront_db::catalog::products::{self, Stock};
use storefront_db::Db;

/// How long a read is kept at most: the bound for writers that do not record their changes in
/// the feed.
pub const KEPT_FOR: Duration = Duration::from_secs(60);

/// Products kept at most (about 60 bytes each).
const CAPACITY: usize = 200_000;

#[derive(Clone)]
pub struct StockCache {
    entries: Arc<Cache<i64, (Instant, Stock)>>,
    /// Bumped by every forget: a read that overlaps a forget is answered but not kept, so a
    /// sale is never hidden by the stock read just before it.
    generation: Arc<AtomicU64>,
}

impl Default for StockCache {
    fn default() -> Self {
        StockCache { entries: Arc::new(Cache::new(CAPACITY)), generation: Arc::default() }
    }
}

impl std::fmt::Debug for StockCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "StockCache({} products)", self.entries.len())
    }
}

impl StockCache {
    /// Prices and stock of `ids` (unknown ids are absent): the fresh ones kept, the others read
    /// together in one query.
    pub async fn get_many(&self, db: &Db, ids: &[i64]) -> Result<HashMap<i64, Stock>, sqlx::Error> {
        let mut found = HashMap::with_capacity(ids.len());
        let mut missing = Vec::new();
        for id in ids {
            match self.entries.get(id) {
                Some((read_at, stock)) if read_at.elapsed() < KEPT_FOR => {
                    found.insert(*id, stock);
                }
                _ => missing.push(*id),
            }
        }
        if missing.is_empty() {
            return Ok(found);
        }
        let generation = self.generation.load(Ordering::Acquire);
        let read_at = Instant::now();
        let loaded = products::load_stock(db, &missing).await?;
        for (id, stock) in &loaded {
            self.entries.insert(*id, (read_at, *stock));
        }
        // Checked after inserting: a forget either bumped the generation before this check
        // (and the read is taken back here) or removes these entries after it.
        if self.generation.load(Ordering::Acquire) != generation {
            for id in loaded.keys() {
                self.entries.remove(id);
            }
        }
        found.extend(loaded);
        Ok(found)
    }

    /// Moved by every forget.
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// Forgets these products (their stock or price was just written).
    pub fn forget(&self, ids: impl IntoIterator<Item = i64>) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        for id in ids {
            self.entries.remove(&id);
        }
    }

    /// Forgets every product (the catalogue changed).
    pub fn clear(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        self.entries.clear();
    }
}
