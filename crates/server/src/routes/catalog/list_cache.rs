//! What a product list computes from the listing, kept until the listing is rebuilt: the price
//! histogram of each filter (its total for any price range, and the slider's bounds) and the
//! ids of each page. Both change only when the catalogue does (the listing holds no stock), and
//! counting is the one part of a list whose cost grows with the catalogue: a category with a
//! colour filter visits every matching product. The histogram leaves the price filter out, so a
//! shopper dragging the price slider is counted once per filter, not once per position. Entries
//! also expire after `TTL`, so nothing is kept long for a filter nobody asks for again. Search
//! lists are many and short-lived: computed every time, never kept.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use storefront_core::locale::Locale;

use crate::db::Db;
use crate::store::catalog::price_histogram::PriceHistogram;
use crate::store::catalog::products::{self, ListFilter, ListTotals, SortOrder};

const TTL: Duration = Duration::from_secs(30);
/// What each of the two keeps at most, in prices or ids (16 and 8 bytes): tens of megabytes.
const MAX_WEIGHT: usize = 2_000_000;

#[derive(Clone, Default, Debug)]
pub struct ListCache {
    histograms: Kept<Arc<PriceHistogram>>,
    pages: Kept<Arc<Vec<i64>>>,
}

/// One page of a list: which products, in which order, how many.
pub struct PageRequest {
    pub sort: SortOrder,
    pub locale: Locale,
    pub page: u32,
    pub per_page: u32,
}

impl ListCache {
    /// The list's total within its price filter, and the slider's bounds.
    pub async fn totals(&self, db: &Db, filter: &ListFilter) -> Result<ListTotals, sqlx::Error> {
        let key = filter.ids.is_none().then(|| format!("{:?}", ListFilter { price_min: None, price_max: None, ..filter.clone() }));
        let histogram = match key.as_deref().and_then(|key| self.histograms.get(key)) {
            Some(known) => known,
            None => {
                let histogram = Arc::new(products::price_histogram(db, filter).await?);
                if let Some(key) = key {
                    self.histograms.insert(key, histogram.clone());
                }
                histogram
            }
        };
        Ok(histogram.totals(filter.price_min, filter.price_max))
    }

    /// The ids of one page, in order.
    pub async fn page_ids(&self, db: &Db, filter: &ListFilter, page: &PageRequest) -> Result<Arc<Vec<i64>>, sqlx::Error> {
        // The locale orders the name sorts only, but is part of every key to keep keys simple.
        let key = filter.ids.is_none().then(|| format!("{filter:?}|{:?}|{:?}|{}|{}", page.sort, page.locale, page.page, page.per_page));
        if let Some(known) = key.as_deref().and_then(|key| self.pages.get(key)) {
            return Ok(known);
        }
        let ids = Arc::new(products::page_ids(db, filter, page.sort, page.locale, page.page, page.per_page).await?);
        if let Some(key) = key {
            self.pages.insert(key, ids.clone());
        }
        Ok(ids)
    }

    /// Forgets everything (the listing was rebuilt).
    pub fn clear(&self) {
        self.histograms.clear();
        self.pages.clear();
    }
}

/// What a kept value costs, so that many small pages and a few large histograms share one bound.
trait Weight {
    fn weight(&self) -> usize;
}

impl Weight for Arc<PriceHistogram> {
    fn weight(&self) -> usize {
        self.len() + 1
    }
}

impl Weight for Arc<Vec<i64>> {
    fn weight(&self) -> usize {
        self.len() + 1
    }
}

/// Values by key, each for `TTL`, at most `MAX_WEIGHT` in all.
#[derive(Clone)]
struct Kept<V> {
    entries: Arc<Mutex<Entries<V>>>,
}

struct Entries<V> {
    by_key: HashMap<String, (Instant, V)>,
    weight: usize,
}

impl<V> Default for Kept<V> {
    fn default() -> Self {
        Kept { entries: Arc::new(Mutex::new(Entries { by_key: HashMap::new(), weight: 0 })) }
    }
}

impl<V> std::fmt::Debug for Kept<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Kept")
    }
}

impl<V: Clone + Weight> Kept<V> {
    fn get(&self, key: &str) -> Option<V> {
        let entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        entries.by_key.get(key).filter(|(at, _)| at.elapsed() < TTL).map(|(_, value)| value.clone())
    }

    fn insert(&self, key: String, value: V) {
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        if entries.weight + value.weight() > MAX_WEIGHT {
            entries.by_key.retain(|_, (at, _)| at.elapsed() < TTL);
            entries.weight = entries.by_key.values().map(|(_, v)| v.weight()).sum();
            if entries.weight + value.weight() > MAX_WEIGHT {
                entries.by_key.clear();
                entries.weight = 0;
            }
        }
        entries.weight += value.weight();
        if let Some((_, replaced)) = entries.by_key.insert(key, (Instant::now(), value)) {
            entries.weight -= replaced.weight();
        }
    }

    fn clear(&self) {
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        entries.by_key.clear();
        entries.weight = 0;
    }
}
