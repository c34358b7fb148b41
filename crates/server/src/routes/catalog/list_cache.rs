//! What a product list computes from the listing (its totals and the ids of each page), kept
//! per filter until the listing is rebuilt. Both change only when the catalogue does (the
//! listing holds no stock), and counting is the one part of a list whose cost grows with the
//! catalogue: a category with a colour filter visits every matching product. Entries also
//! expire after `TTL`, so nothing is kept long for a filter nobody asks for again. Search lists
//! are many and short-lived: computed every time, never kept.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use storefront_core::locale::Locale;

use crate::db::Db;
use crate::store::catalog::products::{self, ListFilter, ListTotals, SortOrder};

const TTL: Duration = Duration::from_secs(30);
const MAX_ENTRIES: usize = 20_000;

#[derive(Clone, Default, Debug)]
pub struct ListCache {
    totals: Kept<ListTotals>,
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
    pub async fn totals(&self, db: &Db, filter: &ListFilter) -> Result<ListTotals, sqlx::Error> {
        let key = filter.ids.is_none().then(|| format!("{filter:?}"));
        if let Some(known) = key.as_deref().and_then(|key| self.totals.get(key)) {
            return Ok(known);
        }
        let totals = products::totals(db, filter).await?;
        if let Some(key) = key {
            self.totals.insert(key, totals);
        }
        Ok(totals)
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
        self.totals.clear();
        self.pages.clear();
    }
}

/// Values by key, each for `TTL`, at most `MAX_ENTRIES`.
#[derive(Clone)]
struct Kept<V> {
    entries: Arc<Mutex<HashMap<String, (Instant, V)>>>,
}

impl<V> Default for Kept<V> {
    fn default() -> Self {
        Kept { entries: Arc::default() }
    }
}

impl<V> std::fmt::Debug for Kept<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Kept")
    }
}

impl<V: Clone> Kept<V> {
    fn get(&self, key: &str) -> Option<V> {
        let entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        entries.get(key).filter(|(at, _)| at.elapsed() < TTL).map(|(_, value)| value.clone())
    }

    fn insert(&self, key: String, value: V) {
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        if entries.len() >= MAX_ENTRIES {
            entries.retain(|_, (at, _)| at.elapsed() < TTL);
            if entries.len() >= MAX_ENTRIES {
                entries.clear();
            }
        }
        entries.insert(key, (Instant::now(), value));
    }

    fn clear(&self) {
        self.entries.lock().unwrap_or_else(PoisonError::into_inner).clear();
    }
}
