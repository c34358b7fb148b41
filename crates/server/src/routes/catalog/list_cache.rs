//! What a product list computes from the listing, kept until the listing is rebuilt: the price
//! histogram of each filter (its total for any price range, and the slider's bounds) and the
//! ids of each page. Both change only when the catalogue does (the listing holds no stock), and
//! counting is the one part of a list whose cost grows with the catalogue: a category with a
//! colour filter visits every matching product. The histogram leaves the price filter out, so a
//! shopper dragging the price slider is counted once per filter, not once per position. Entries
//! also expire after `TTL`, so nothing is kept long for a filter nobody asks for again. Search
//! lists are many and short-lived: computed every time, never kept.
//!
//! A page with a price range is the slow one to read: walking its order's index, the database
//! may pass many products outside the range (a colour rare in a large category) before it fills
//! a page. So for a list of at most `WHOLE_LIST_MAX` products, a priced page comes from the
//! whole list kept in its order with each product's price, read once per filter and order: every
//! position of the slider is then a scan of memory.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use storefront_core::locale::Locale;

use crate::db::Db;
use crate::store::catalog::price_histogram::PriceHistogram;
use crate::store::catalog::products::{self, ListFilter, ListTotals, SortOrder};

const TTL: Duration = Duration::from_secs(30);
/// What each of the three keeps at most, in entries (16, 8 and 16 bytes): tens of megabytes.
const MAX_WEIGHT: usize = 2_000_000;
/// Lists up to this size are kept whole for their priced pages; larger ones are paged by the
/// database, where a price range keeps enough of the products to fill a page soon.
const WHOLE_LIST_MAX: i64 = 20_000;

#[derive(Clone, Default, Debug)]
pub struct ListCache {
    histograms: Kept<Arc<PriceHistogram>>,
    pages: Kept<Arc<Vec<i64>>>,
    /// Whole lists in one order with each product's price, by filter (without its price range)
    /// and order.
    whole: Kept<Arc<Vec<(i64, i64)>>>,
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
        Ok(self.histogram(db, filter).await?.totals(filter.price_min, filter.price_max))
    }

    async fn histogram(&self, db: &Db, filter: &ListFilter) -> Result<Arc<PriceHistogram>, sqlx::Error> {
        let key = filter.ids.is_none().then(|| format!("{:?}", without_price(filter)));
        if let Some(known) = key.as_deref().and_then(|key| self.histograms.get(key)) {
            return Ok(known);
        }
        let histogram = Arc::new(products::price_histogram(db, filter).await?);
        if let Some(key) = key {
            self.histograms.insert(key, histogram.clone());
        }
        Ok(histogram)
    }

    /// The ids of one page, in order.
    pub async fn page_ids(&self, db: &Db, filter: &ListFilter, page: &PageRequest) -> Result<Arc<Vec<i64>>, sqlx::Error> {
        let priced = filter.price_min.is_some() || filter.price_max.is_some();
        if priced && filter.ids.is_none() && self.histogram(db, filter).await?.totals(None, None).total <= WHOLE_LIST_MAX {
            let whole = self.whole_list(db, filter, page).await?;
            return Ok(Arc::new(priced_page(&whole, filter.price_min, filter.price_max, page)));
        }
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

    async fn whole_list(&self, db: &Db, filter: &ListFilter, page: &PageRequest) -> Result<Arc<Vec<(i64, i64)>>, sqlx::Error> {
        let key = format!("{:?}|{:?}|{:?}", without_price(filter), page.sort, page.locale);
        if let Some(known) = self.whole.get(&key) {
            return Ok(known);
        }
        let whole = Arc::new(products::ordered_with_prices(db, filter, page.sort, page.locale).await?);
        self.whole.insert(key, whole.clone());
        Ok(whole)
    }

    /// Forgets everything (the listing was rebuilt).
    pub fn clear(&self) {
        self.histograms.clear();
        self.pages.clear();
        self.whole.clear();
    }
}

fn without_price(filter: &ListFilter) -> ListFilter {
    ListFilter { price_min: None, price_max: None, ..filter.clone() }
}

/// The page of `whole` (a list in its order with each product's price) within `min..=max`.
fn priced_page(whole: &[(i64, i64)], min: Option<i64>, max: Option<i64>, page: &PageRequest) -> Vec<i64> {
    let (min, max) = (min.unwrap_or(i64::MIN), max.unwrap_or(i64::MAX));
    let skip = (page.page.saturating_sub(1) as usize).saturating_mul(page.per_page as usize);
    whole.iter().filter(|(_, price)| (min..=max).contains(price)).skip(skip).take(page.per_page as usize).map(|(id, _)| *id).collect()
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

impl Weight for Arc<Vec<(i64, i64)>> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn request(page: u32, per_page: u32) -> PageRequest {
        PageRequest { sort: SortOrder::Default, locale: Locale::Hy, page, per_page }
    }

    #[test]
    fn a_priced_page_keeps_the_lists_order_within_the_range_bounds_included() {
        // (id, price) in the list's order.
        let whole = [(7, 500), (3, 1_500), (9, 900), (1, 2_000), (4, 1_000), (8, 3_000)];
        assert_eq!(priced_page(&whole, Some(900), Some(2_000), &request(1, 24)), [3, 9, 1, 4]);
        assert_eq!(priced_page(&whole, Some(900), Some(2_000), &request(2, 3)), [4]);
        assert_eq!(priced_page(&whole, None, Some(1_000), &request(1, 2)), [7, 9]);
        assert_eq!(priced_page(&whole, Some(2_500), None, &request(1, 24)), [8]);
        assert!(priced_page(&whole, Some(900), Some(2_000), &request(3, 3)).is_empty());
        assert!(priced_page(&whole, Some(2_000), Some(900), &request(1, 24)).is_empty(), "an inverted range is empty");
    }
}
