//! What a product list computes from the listing, kept until the listing is rebuilt: the price
//! histogram of each filter (its total for any price range, and the slider's bounds) and the
//! ids of each page. Both change only when the catalogue does (the listing holds no stock), and
//! counting is the one part of a list whose cost grows with the catalogue: a category with a
//! colour filter visits every matching product. The histogram leaves the price filter out, so a
//! shopper dragging the price slider is counted once per filter, not once per position. Entries
//! also expire after `TTL`, so nothing is kept long for a filter nobody asks for again. Search
//! lists are many and short-lived: computed every time, never kept.
//!
//! The category tree's product counts and the filter options of each category are kept the
//! same way: each visits every listed product of the catalogue or of a category subtree, and
//! every listing page and its document ask for them.
//!
//! A page with a price range is the slow one to read: walking its order's index, the database
//! may pass many products outside the range (a colour rare in a large category) before it fills
//! a page. So for a list of at most `WHOLE_LIST_MAX` products, a priced page comes from the
//! whole list kept in its order with each product's price, read once per filter and order: every
//! position of the slider is then a scan of memory.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use storefront_core::locale::Locale;
use tokio::sync::OnceCell;

use storefront_db::catalog::attributes;
use storefront_db::catalog::categories;
use storefront_db::catalog::price_histogram::{ListTotals, PriceHistogram};
use storefront_db::catalog::products::{self, ListFilter, SortOrder};
use storefront_db::Db;

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
    /// Listed products linked directly to each category (one entry).
    category_counts: Kept<Arc<HashMap<i64, i64>>>,
    /// The filter options the listed products of a category subtree carry, by category.
    category_options: Kept<Arc<Vec<i64>>>,
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
        let load = || async { Ok(Arc::new(products::price_histogram(db, filter).await?)) };
        match filter.ids {
            None => self.histograms.get_or_load(format!("{:?}", without_price(filter)), load).await,
            Some(_) => load().await,
        }
    }

    /// The ids of one page, in order.
    pub async fn page_ids(&self, db: &Db, filter: &ListFilter, page: &PageRequest) -> Result<Arc<Vec<i64>>, sqlx::Error> {
        let priced = filter.price_min.is_some() || filter.price_max.is_some();
        if priced && filter.ids.is_none() && self.histogram(db, filter).await?.totals(None, None).total <= WHOLE_LIST_MAX {
            let key = format!("{:?}|{:?}|{:?}", without_price(filter), page.sort, page.locale);
            let load = || async { Ok(Arc::new(products::ordered_with_prices(db, filter, page.sort, page.locale).await?)) };
            let whole = self.whole.get_or_load(key, load).await?;
            return Ok(Arc::new(priced_page(&whole, filter.price_min, filter.price_max, page)));
        }
        let load = || async { Ok(Arc::new(products::page_ids(db, filter, page.sort, page.locale, page.page, page.per_page).await?)) };
        match filter.ids {
            // The locale orders the name sorts only, but is part of every key to keep keys simple.
            None => {
                self.pages.get_or_load(format!("{filter:?}|{:?}|{:?}|{}|{}", page.sort, page.locale, page.page, page.per_page), load).await
            }
            Some(_) => load().await,
        }
    }

    /// Listed products linked directly to each category.
    pub async fn category_counts(&self, db: &Db) -> Result<Arc<HashMap<i64, i64>>, sqlx::Error> {
        self.category_counts.get_or_load(String::new(), || async { Ok(Arc::new(categories::direct_product_counts(db).await?)) }).await
    }

    /// The filter option ids the listed products of `category_id` and its descendants carry.
    pub async fn category_options(&self, db: &Db, category_id: i64) -> Result<Arc<Vec<i64>>, sqlx::Error> {
        let load = || async { Ok(Arc::new(attributes::options_in_category(db, category_id).await?)) };
        self.category_options.get_or_load(category_id.to_string(), load).await
    }

    /// Forgets everything (the listing was rebuilt, or products or categories changed).
    pub fn clear(&self) {
        self.histograms.clear();
        self.pages.clear();
        self.whole.clear();
        self.category_counts.clear();
        self.category_options.clear();
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

impl Weight for Arc<HashMap<i64, i64>> {
    fn weight(&self) -> usize {
        self.len() + 1
    }
}

impl Weight for Arc<Vec<(i64, i64)>> {
    fn weight(&self) -> usize {
        self.len() + 1
    }
}

/// Values by key, each for `TTL`, at most `MAX_WEIGHT` in all. A value missing is loaded once
/// however many requests ask for it meanwhile: they wait for the one load (a shopper's first
/// visit of a large filter would otherwise be read by every request that arrives during it).
#[derive(Clone)]
struct Kept<V> {
    entries: Arc<Mutex<Entries<V>>>,
}

struct Entries<V> {
    by_key: HashMap<String, (Instant, V)>,
    weight: usize,
    /// The loads under way, by key.
    loading: HashMap<String, Arc<OnceCell<V>>>,
}

impl<V> Default for Kept<V> {
    fn default() -> Self {
        Kept { entries: Arc::new(Mutex::new(Entries { by_key: HashMap::new(), weight: 0, loading: HashMap::new() })) }
    }
}

impl<V> std::fmt::Debug for Kept<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Kept")
    }
}

impl<V: Clone + Weight> Kept<V> {
    /// The kept value of `key`, or what `load` gives, kept. A load that a `clear` overtook is
    /// answered but not kept: it may have read the listing before the rebuild.
    async fn get_or_load<F, Fut>(&self, key: String, load: F) -> Result<V, sqlx::Error>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<V, sqlx::Error>>,
    {
        let cell = {
            let mut entries = self.lock();
            if let Some((at, value)) = entries.by_key.get(&key) {
                if at.elapsed() < TTL {
                    return Ok(value.clone());
                }
            }
            entries.loading.entry(key.clone()).or_default().clone()
        };
        let loaded = cell.get_or_try_init(load).await.cloned();
        let mut entries = self.lock();
        if entries.loading.get(&key).is_some_and(|loading| Arc::ptr_eq(loading, &cell)) {
            // A failed load leaves nothing behind: the next request starts afresh.
            entries.loading.remove(&key);
            if let Ok(value) = &loaded {
                entries.insert(key, value.clone());
            }
        }
        loaded
    }

    fn clear(&self) {
        let mut entries = self.lock();
        entries.by_key.clear();
        entries.loading.clear();
        entries.weight = 0;
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Entries<V>> {
        self.entries.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl<V: Weight> Entries<V> {
    fn insert(&mut self, key: String, value: V) {
        if self.weight + value.weight() > MAX_WEIGHT {
            self.by_key.retain(|_, (at, _)| at.elapsed() < TTL);
            self.weight = self.by_key.values().map(|(_, v)| v.weight()).sum();
            if self.weight + value.weight() > MAX_WEIGHT {
                self.by_key.clear();
                self.weight = 0;
            }
        }
        self.weight += value.weight();
        if let Some((_, replaced)) = self.by_key.insert(key, (Instant::now(), value)) {
            self.weight -= replaced.weight();
        }
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

    async fn counted_load(calls: &std::sync::atomic::AtomicUsize) -> Result<Arc<Vec<i64>>, sqlx::Error> {
        calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        tokio::time::sleep(Duration::from_millis(20)).await;
        Ok(Arc::new(vec![1, 2, 3]))
    }

    #[tokio::test]
    async fn requests_arriving_during_a_load_wait_for_it_instead_of_loading_again() {
        let kept: Kept<Arc<Vec<i64>>> = Kept::default();
        let calls = std::sync::atomic::AtomicUsize::new(0);
        let (a, b, c) = tokio::join!(
            kept.get_or_load("red".into(), || counted_load(&calls)),
            kept.get_or_load("red".into(), || counted_load(&calls)),
            kept.get_or_load("red".into(), || counted_load(&calls)),
        );
        assert_eq!((a.unwrap(), b.unwrap(), c.unwrap()), (Arc::new(vec![1, 2, 3]), Arc::new(vec![1, 2, 3]), Arc::new(vec![1, 2, 3])));
        assert_eq!(calls.load(std::sync::atomic::Ordering::SeqCst), 1);
        kept.get_or_load("red".into(), || counted_load(&calls)).await.unwrap();
        assert_eq!(calls.load(std::sync::atomic::Ordering::SeqCst), 1, "then it is kept");
    }

    #[tokio::test]
    async fn a_load_overtaken_by_a_clear_is_answered_but_not_kept() {
        let kept: Kept<Arc<Vec<i64>>> = Kept::default();
        let calls = std::sync::atomic::AtomicUsize::new(0);
        let (loaded, ()) = tokio::join!(kept.get_or_load("red".into(), || counted_load(&calls)), async {
            tokio::time::sleep(Duration::from_millis(5)).await;
            kept.clear();
        });
        assert_eq!(loaded.unwrap(), Arc::new(vec![1, 2, 3]));
        kept.get_or_load("red".into(), || counted_load(&calls)).await.unwrap();
        assert_eq!(calls.load(std::sync::atomic::Ordering::SeqCst), 2, "read again after the rebuild");
    }
}
