//! A short-lived cache of list totals. Counting is the one part of a list whose cost grows with
//! the catalogue (a category with a colour filter visits every matching product), while the
//! answer changes only when the catalogue does; so totals are kept for `TTL` per filter and
//! dropped whenever the listing is rebuilt. Pages themselves are never cached.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::db::Db;
use crate::store::catalog::products::{self, ListFilter, ListTotals};

const TTL: Duration = Duration::from_secs(30);
const MAX_ENTRIES: usize = 20_000;

#[derive(Clone, Default)]
pub struct TotalsCache {
    entries: Arc<Mutex<HashMap<String, (Instant, ListTotals)>>>,
}

impl std::fmt::Debug for TotalsCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TotalsCache")
    }
}

impl TotalsCache {
    pub async fn totals(&self, db: &Db, filter: &ListFilter) -> Result<ListTotals, sqlx::Error> {
        // Search results are many and short-lived: counted every time, not cached.
        let key = filter.ids.is_none().then(|| format!("{filter:?}"));
        if let Some(key) = &key {
            let entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some((at, totals)) = entries.get(key) {
                if at.elapsed() < TTL {
                    return Ok(*totals);
                }
            }
        }
        let totals = products::totals(db, filter).await?;
        if let Some(key) = key {
            let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
            if entries.len() >= MAX_ENTRIES {
                entries.retain(|_, (at, _)| at.elapsed() < TTL);
                if entries.len() >= MAX_ENTRIES {
                    entries.clear();
                }
            }
            entries.insert(key, (Instant::now(), totals));
        }
        Ok(totals)
    }

    /// Forgets every total (the catalogue changed).
    pub fn clear(&self) {
        self.entries.lock().unwrap_or_else(PoisonError::into_inner).clear();
    }
}
