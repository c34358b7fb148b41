//! Drawn pages kept for a few seconds. Drawing a page asks several endpoints and writes their
//! answers into the document: milliseconds each time, where the same category or product is
//! asked for by every shopper. So a page is kept per address, language and currency while what
//! it was drawn from stands ([`Stand`]): the catalogue's kept reads (the feed of changes, a
//! placed order's stock and a rebuilt listing all move `Catalogue::version`) and what staff
//! edit (every staff action leaves an audit entry: a CMS page, a menu, a slide, the settings);
//! and for `FRESH_FOR` at most, for anything else. A page past `FRESH_FOR` is served once more
//! while it is drawn again in the background, so no shopper waits for a drawing that only
//! refreshes; a page drawn at an older stand is never served.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use quick_cache::sync::Cache;

use super::Drawn;
use crate::catalog::Version;
use crate::seo::PageHead;

/// How long a kept page is served as it is.
const FRESH_FOR: Duration = Duration::from_secs(5);
/// What the kept pages may weigh in all, and about how many there are.
const KEPT_BYTES: u64 = 64 << 20;
const KEPT_ITEMS: usize = 2_000;

/// A page as the server draws it: its head and, where there is one, its first screen; and its
/// whole document once written, with the `index.html` it was written into.
pub struct Page {
    pub head: PageHead,
    pub drawn: Option<Drawn>,
    document: Mutex<Option<(Arc<str>, Bytes)>>,
}

impl Page {
    pub fn new(head: PageHead, drawn: Option<Drawn>) -> Self {
        Page { head, drawn, document: Mutex::default() }
    }

    /// The document written into `index`: the one written before if it was the same `index`,
    /// else what `write` gives, kept.
    pub fn document(&self, index: &Arc<str>, write: impl FnOnce() -> Bytes) -> Bytes {
        let mut document = self.document.lock().unwrap_or_else(PoisonError::into_inner);
        match &*document {
            Some((written_into, bytes)) if Arc::ptr_eq(written_into, index) => bytes.clone(),
            _ => {
                let bytes = write();
                *document = Some((index.clone(), bytes.clone()));
                bytes
            }
        }
    }
}

/// What a page was drawn at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Stand {
    pub catalogue: Version,
    /// The newest audit entry's id.
    pub staff_action: i64,
}

struct Entry {
    page: Arc<Page>,
    at: Instant,
    version: Stand,
    /// Set by the first request that finds the page past `FRESH_FOR`: it alone draws again.
    refreshing: AtomicBool,
}

/// What a lookup found.
pub enum Found {
    /// Serve it.
    Fresh(Arc<Page>),
    /// Serve it; the caller draws the page again and keeps it.
    Refresh(Arc<Page>),
    /// Draw it (and keep it).
    Missing,
}

#[derive(Clone)]
struct Weight;

impl quick_cache::Weighter<String, Arc<Entry>> for Weight {
    fn weight(&self, key: &String, entry: &Arc<Entry>) -> u64 {
        // The drawing and the document written from it (about the drawing and `index.html`).
        let drawn = entry.page.drawn.as_ref().map_or(0, |drawn| drawn.html.len() + drawn.answers.len());
        (key.len() + 2 * drawn + 4096) as u64
    }
}

/// The kept pages, shared by every request.
#[derive(Clone)]
pub struct KeptPages {
    entries: Arc<Cache<String, Arc<Entry>, Weight>>,
}

impl Default for KeptPages {
    fn default() -> Self {
        KeptPages { entries: Arc::new(Cache::with_weighter(KEPT_ITEMS, KEPT_BYTES, Weight)) }
    }
}

impl KeptPages {
    pub fn get(&self, key: &str, version: Stand) -> Found {
        self.get_at(key, version, Instant::now())
    }

    fn get_at(&self, key: &str, version: Stand, now: Instant) -> Found {
        let Some(entry) = self.entries.get(key) else { return Found::Missing };
        if entry.version != version {
            return Found::Missing;
        }
        if now.saturating_duration_since(entry.at) < FRESH_FOR || entry.refreshing.swap(true, Ordering::AcqRel) {
            return Found::Fresh(entry.page.clone());
        }
        Found::Refresh(entry.page.clone())
    }

    /// Keeps `page`, drawn at `version` (read before drawing: a page drawn across a change is
    /// kept under the older stand, so it is never served).
    pub fn keep(&self, key: String, version: Stand, page: Arc<Page>) {
        self.keep_at(key, version, page, Instant::now());
    }

    fn keep_at(&self, key: String, version: Stand, page: Arc<Page>, at: Instant) {
        self.entries.insert(key, Arc::new(Entry { page, at, version, refreshing: AtomicBool::new(false) }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(html: &str) -> Arc<Page> {
        Arc::new(Page::new(PageHead::Other, Some(Drawn { html: html.into(), answers: "{}".into(), preloads: Vec::new() })))
    }

    fn html(found: Found) -> Option<(&'static str, String)> {
        match found {
            Found::Fresh(page) => Some(("fresh", page.drawn.as_ref()?.html.clone())),
            Found::Refresh(page) => Some(("refresh", page.drawn.as_ref()?.html.clone())),
            Found::Missing => None,
        }
    }

    #[test]
    fn a_page_is_served_while_fresh_then_once_for_a_refresh_then_fresh_again() {
        let kept = KeptPages::default();
        let start = Instant::now();
        let version = Stand::default();
        assert!(html(kept.get_at("/", version, start)).is_none());
        kept.keep_at("/".into(), version, page("one"), start);
        assert_eq!(html(kept.get_at("/", version, start + Duration::from_secs(1))), Some(("fresh", "one".into())));
        let late = start + FRESH_FOR + Duration::from_secs(1);
        assert_eq!(html(kept.get_at("/", version, late)), Some(("refresh", "one".into())), "the first late request draws again");
        assert_eq!(html(kept.get_at("/", version, late)), Some(("fresh", "one".into())), "the others are served meanwhile");
        kept.keep_at("/".into(), version, page("two"), late);
        assert_eq!(html(kept.get_at("/", version, late + Duration::from_secs(1))), Some(("fresh", "two".into())));
    }

    #[test]
    fn a_page_of_an_older_catalogue_is_never_served() {
        let kept = KeptPages::default();
        let start = Instant::now();
        let before = Stand::default();
        kept.keep_at("/shop/catalog".into(), before, page("old"), start);
        let changed = Stand { catalogue: Version { changes: 1, ..before.catalogue }, ..before };
        assert!(html(kept.get_at("/shop/catalog", changed, start)).is_none(), "the catalogue changed");
        let edited = Stand { staff_action: 7, ..before };
        assert!(html(kept.get_at("/shop/catalog", edited, start)).is_none(), "staff edited something");
    }
}
