//! Product search: an in-RAM tantivy index derived from the catalogue and rebuildable from it.
//!
//! The index holds one document per listed product (`status = 1 AND parent_id IS NULL`), with
//! the texts of all three locales in the same fields, so a query in any language or script finds
//! the product whatever the shopper's locale:
//!
//! | field | content | tokenizer |
//! |---|---|---|
//! | `id` | the product id (fast field; nothing else is stored) | — |
//! | `name` | the names' search keys ([`storefront_core::translit::search_key`]) | whitespace |
//! | `name_raw` | the names' words, lowercased, in their own script | whitespace |
//! | `sku` | the product's SKU and its variants' SKUs, lowercased, whole | raw |
//! | `desc` | the search keys of the short descriptions and descriptions (tags removed) | whitespace |
//!
//! Texts are folded to search keys before they reach tantivy (Armenian, Cyrillic and Latin
//! spellings of a word meet on one key: «հագուստ», "hagust" and "хагуст" are all `hagust`), so
//! the index only splits on spaces; the query side folds its words with the same function.
//!
//! Ranking ([`query`]): each query word matches a product through the best of its alternatives
//! (name: exact key 10 + BM25 × 0.5, prefix of the last word 6, typo within Levenshtein 1–2 at
//! 4 or 3; description: BM25 × 0.1), plus 1 when a name word is spelled exactly as typed. An
//! exact SKU adds 100 and an SKU prefix 50, so SKU hits come first. A search runs up to four
//! passes, stopping as soon as the limit is filled: names (exact keys, prefix of the last word)
//! and SKUs; names with typos; descriptions too; and, only when nothing matched all words, any
//! word's exact key in names (by BM25). Each pass keeps the scores of what the one before found.
//! Work per query is bounded: at most 8 words (256 characters), typo tolerance only for words of
//! 4 to 32 letters without digits, prefixes only from 2 letters, descriptions only when names
//! fall short and never for words in more than a tenth of them. Answers are cached per (query,
//! limit) until the next rebuild (4,096 entries).
//!
//! Scoring runs in memory ([`text`], [`score`]): the words of names and descriptions with
//! their BM25 weights, the spellings and the SKUs are read from the built index once, each
//! query word is expanded over the names' vocabulary ([`expand`]: prefix ranges, Levenshtein
//! automata), and postings are added into per-product scores, the rarest word first. The same
//! scoring written as tantivy queries ([`reference`], tests only) is what the in-memory scorer
//! is tested against. Tantivy builds the index (tokens, BM25 statistics).
//!
//! Wiring: build once at start-up with [`SearchIndex::build`] (after the catalogue is seeded),
//! keep the handle in the application state (it is a cheap clone), call
//! [`SearchIndex::search`] from `GET /api/search` and [`SearchIndex::rebuild`] after catalogue
//! changes. Searches keep running on the old index while a rebuild builds the new one.

mod build;
mod expand;
mod overlay;
mod query;
#[cfg(test)]
mod reference;
mod score;
mod scratch;
mod sorted;
mod text;

use overlay::Overlay;
use query::Level;
use score::Expansions;
use text::TextIndex;

/// A word found in more than 1/COMMON_WORD_SHARE of the products' descriptions (and in more
/// than COMMON_WORD_MIN_DOCS) is not looked up in descriptions: it tells products apart no
/// better than nothing ("для", "and", «համար») and its postings are the slowest to read.
const COMMON_WORD_SHARE: u64 = 10;
const COMMON_WORD_MIN_DOCS: u64 = 5_000;

/// Answers remembered per index (suggestions repeat: every shopper types "h", "ha", "hag"…);
/// when full, the answers asked least often lately make room (quick_cache's S3-FIFO, so a burst
/// of one-off queries cannot push out the popular ones). A rebuild starts with an empty one.
const CACHE_ENTRIES: usize = 4_096;
/// Queries longer than this are not cached.
const CACHE_MAX_QUERY_BYTES: usize = 128;

use std::collections::{BTreeMap, HashSet};
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError, RwLock};
use std::time::Instant;

use tantivy::schema::{Field, IndexRecordOption, NumericOptions, Schema, TextFieldIndexing, TextOptions};
use tantivy::tokenizer::{RemoveLongFilter, TextAnalyzer, WhitespaceTokenizer};
use tantivy::Index;
#[cfg(test)]
use tantivy::Searcher;

use storefront_db::catalog::search_texts::{self, ProductText};
use storefront_db::Db;

/// The most results one search returns, whatever the caller asks for.
pub const MAX_LIMIT: usize = 1000;

/// Why the index could not be built.
#[derive(Debug, thiserror::Error)]
pub enum SearchError {
    #[error("cannot read the catalogue for the search index: {0}")]
    Database(#[from] sqlx::Error),
    #[error("cannot build the search index: {0}")]
    Index(#[from] tantivy::TantivyError),
    #[error("the search index build stopped: {0}")]
    Task(#[from] tokio::task::JoinError),
}

/// The product search index. Cloning shares it; [`SearchIndex::rebuild`] replaces its contents
/// and [`SearchIndex::update`] its changed products for every clone at once.
#[derive(Clone)]
pub struct SearchIndex {
    shared: Arc<Shared>,
}

struct Shared {
    current: RwLock<Arc<Searchable>>,
    /// Held while a new [`Searchable`] is made from the current one, so that an update and a
    /// rebuild finishing together both count.
    installing: Mutex<()>,
    /// Rebuilds and updates take a ticket when they start reading; a rebuild that finishes
    /// after a newer one is dropped, so the index never goes back to older data, and an update
    /// read before a rebuild started is left to that rebuild.
    next_ticket: AtomicU64,
    installed_ticket: AtomicU64,
    /// A rebuild the overlay's growth started is running: no second one starts.
    rebuilding: AtomicBool,
}

impl SearchIndex {
    /// Reads the listed products (in pages, two queries per 5,000 products) and indexes them.
    pub async fn build(db: &Db) -> Result<SearchIndex, SearchError> {
        let index = SearchIndex::empty();
        index.rebuild(db).await?;
        Ok(index)
    }

    /// An index with no products: every search finds nothing until [`SearchIndex::rebuild`].
    pub fn empty() -> SearchIndex {
        let snapshot = Snapshot::empty().expect("an empty RAM index always builds");
        SearchIndex {
            shared: Arc::new(Shared {
                current: RwLock::new(Arc::new(Searchable::new(Arc::new(snapshot), Arc::default()))),
                installing: Mutex::new(()),
                next_ticket: AtomicU64::new(1),
                installed_ticket: AtomicU64::new(0),
                rebuilding: AtomicBool::new(false),
            }),
        }
    }

    /// Re-reads the catalogue into a new index and swaps it in; searches meanwhile use the old
    /// one. On error the old index stays.
    pub async fn rebuild(&self, db: &Db) -> Result<(), SearchError> {
        let ticket = self.shared.next_ticket.fetch_add(1, Ordering::SeqCst);
        let started = Instant::now();
        let (snapshot, stats) = build::build_snapshot(db).await?;
        let products = snapshot.len();
        let _installing = self.shared.installing.lock().unwrap_or_else(PoisonError::into_inner);
        if self.shared.installed_ticket.load(Ordering::SeqCst) < ticket {
            let overlay = self.searchable().overlay.after_build(ticket)?;
            self.install(Searchable::new(Arc::new(snapshot), Arc::new(overlay)));
            self.shared.installed_ticket.store(ticket, Ordering::SeqCst);
        }
        tracing::info!(
            products,
            elapsed_ms = started.elapsed().as_millis() as u64,
            read_ms = stats.read.as_millis() as u64,
            documents_ms = stats.documents.as_millis() as u64,
            commit_ms = stats.commit.as_millis() as u64,
            "search index built"
        );
        Ok(())
    }

    /// Reads these products again (they changed: texts, SKUs, listed or not) and makes searches
    /// find them as they are now, without rebuilding the whole index ([`overlay`]); past
    /// [`overlay::MAX_PRODUCTS`] changed products since the last build, also starts a rebuild in
    /// a task of its own: the caller (the feed, which forgets stock and cards too) does not wait
    /// seconds for it, and what changes meanwhile stays in the overlay the rebuild keeps.
    pub async fn update(&self, db: &Db, ids: &[i64]) -> Result<(), SearchError> {
        if ids.is_empty() {
            return Ok(());
        }
        if self.searchable().overlay.len() + ids.len() > overlay::MAX_PRODUCTS && !self.shared.rebuilding.swap(true, Ordering::SeqCst) {
            let (index, db) = (self.clone(), db.clone());
            tokio::spawn(async move {
                if let Err(error) = index.rebuild(&db).await {
                    tracing::error!(%error, "cannot rebuild the search index");
                }
                index.shared.rebuilding.store(false, Ordering::SeqCst);
            });
        }
        let ticket = self.shared.next_ticket.fetch_add(1, Ordering::SeqCst);
        let started = Instant::now();
        let mut changed: BTreeMap<i64, Option<ProductText>> = ids.iter().map(|id| (*id, None)).collect();
        for text in search_texts::of_products(db, ids, build::DESCRIPTION_CHARS).await? {
            changed.insert(text.id, Some(text));
        }
        let _installing = self.shared.installing.lock().unwrap_or_else(PoisonError::into_inner);
        let current = self.searchable();
        let overlay = current.overlay.with(ticket, changed)?;
        let kept = overlay.len();
        self.install(Searchable::new(current.base.clone(), Arc::new(overlay)));
        tracing::debug!(products = ids.len(), kept, elapsed_ms = started.elapsed().as_millis() as u64, "search index updated");
        Ok(())
    }

    /// The ids of the products matching `query`, best first, at most `limit` (capped at
    /// [`MAX_LIMIT`]). A query without words finds nothing. CPU only, no I/O: typically well
    /// under a millisecond, so handlers may call it directly.
    pub fn search(&self, query: &str, limit: usize) -> Vec<i64> {
        self.searchable().search(query, limit.min(MAX_LIMIT))
    }

    /// How many products the current index holds.
    pub fn len(&self) -> usize {
        self.searchable().len
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn searchable(&self) -> Arc<Searchable> {
        self.shared.current.read().unwrap_or_else(PoisonError::into_inner).clone()
    }

    fn install(&self, searchable: Searchable) {
        *self.shared.current.write().unwrap_or_else(PoisonError::into_inner) = Arc::new(searchable);
    }
}

impl fmt::Debug for SearchIndex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SearchIndex").field("products", &self.len()).finish()
    }
}

/// The index's fields.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Fields {
    pub id: Field,
    pub name: Field,
    pub name_raw: Field,
    pub sku: Field,
    pub desc: Field,
}

/// The tokenizer of the key fields: keys are made by `translit`, tantivy only splits them.
const KEYS_TOKENIZER: &str = "keys";
/// Longer "words" (base64 blobs, URLs pasted in descriptions) are not indexed.
const MAX_TOKEN_BYTES: usize = 64;

impl Fields {
    fn schema() -> (Schema, Fields) {
        let mut builder = Schema::builder();
        let keys = |record: IndexRecordOption, fieldnorms: bool| {
            TextOptions::default().set_indexing_options(
                TextFieldIndexing::default().set_tokenizer(KEYS_TOKENIZER).set_index_option(record).set_fieldnorms(fieldnorms),
            )
        };
        let id = builder.add_u64_field("id", NumericOptions::default().set_fast());
        let name = builder.add_text_field("name", keys(IndexRecordOption::WithFreqs, true));
        let name_raw = builder.add_text_field("name_raw", keys(IndexRecordOption::Basic, false));
        let sku = builder.add_text_field(
            "sku",
            TextOptions::default().set_indexing_options(
                TextFieldIndexing::default().set_tokenizer("raw").set_index_option(IndexRecordOption::Basic).set_fieldnorms(false),
            ),
        );
        let desc = builder.add_text_field("desc", keys(IndexRecordOption::WithFreqs, true));
        let fields = Fields { id, name, name_raw, sku, desc };
        (builder.build(), fields)
    }
}

/// A new, empty RAM index with the schema and the key tokenizer.
pub(crate) fn new_index() -> (Index, Fields) {
    let (schema, fields) = Fields::schema();
    let index = Index::create_in_ram(schema);
    index.tokenizers().register(
        KEYS_TOKENIZER,
        TextAnalyzer::builder(WhitespaceTokenizer::default()).filter(RemoveLongFilter::limit(MAX_TOKEN_BYTES)).build(),
    );
    (index, fields)
}

/// Recent answers by (query as typed, limit).
type Cache = quick_cache::sync::Cache<(String, usize), Arc<[i64]>>;

/// One built index, read-only: what searches run against. The tantivy index it was read from
/// is dropped once read (searches score [`TextIndex`] alone); the tests keep it for the
/// reference queries.
pub(crate) struct Snapshot {
    #[cfg(test)]
    searcher: Searcher,
    documents: usize,
    /// For the reference queries of the tests.
    #[cfg(test)]
    fields: Fields,
    /// Product id of each document, the segments one after the other.
    ids: Vec<i64>,
    /// Names, SKUs and descriptions in memory: what searches score.
    text: TextIndex,
}

impl Snapshot {
    fn empty() -> tantivy::Result<Snapshot> {
        let (index, fields) = new_index();
        let mut writer: tantivy::IndexWriter = index.writer_with_num_threads(1, 15_000_000)?;
        writer.commit()?;
        Snapshot::open(&index, fields)
    }

    /// Opens a committed index and reads the product id of every document.
    pub(crate) fn open(index: &Index, fields: Fields) -> tantivy::Result<Snapshot> {
        let reader = index.reader_builder().reload_policy(tantivy::ReloadPolicy::Manual).try_into()?;
        let searcher = reader.searcher();
        let mut ids = Vec::new();
        for segment in searcher.segment_readers() {
            let column = segment.fast_fields().u64("id")?;
            ids.extend((0..segment.max_doc()).map(|doc| column.first(doc).unwrap_or_default() as i64));
        }
        let common_above = (searcher.num_docs() / COMMON_WORD_SHARE).max(COMMON_WORD_MIN_DOCS);
        let text = TextIndex::read(&searcher, &fields, common_above)?;
        Ok(Snapshot {
            documents: searcher.num_docs() as usize,
            #[cfg(test)]
            searcher,
            #[cfg(test)]
            fields,
            ids,
            text,
        })
    }

    fn len(&self) -> usize {
        self.documents
    }

    /// The products matching `text`, best first, with their scores.
    fn run_search(&self, text: &str, limit: usize) -> Vec<(f32, i64)> {
        if limit == 0 {
            return Vec::new();
        }
        let Some(plan) = query::Plan::new(text) else {
            return Vec::new();
        };
        // Cheap first; each level keeps the scores of what the one before found.
        let mut expansions = Expansions::default();
        let mut hits = self.text.scored(&plan, Level::Exact, limit, &mut expansions);
        if hits.len() < limit && self.text.typos_reach_further(&plan, &mut expansions) {
            hits = self.text.scored(&plan, Level::Typos, limit, &mut expansions);
        }
        if hits.len() < limit && self.text.searches_descriptions(&plan) {
            hits = self.text.scored(&plan, Level::Descriptions, limit, &mut expansions);
        }
        if hits.is_empty() && plan.has_several_words() {
            hits = self.text.any_word_scored(&plan, limit);
        }
        hits.into_iter().map(|(score, doc)| (score, self.ids[doc as usize])).collect()
    }
}

/// What searches run against: the built index, the products changed since, and the answers
/// given from the two.
struct Searchable {
    base: Arc<Snapshot>,
    overlay: Arc<Overlay>,
    /// Listed products: the built index's that did not change, and the changed ones still listed.
    len: usize,
    cache: Cache,
}

impl Searchable {
    fn new(base: Arc<Snapshot>, overlay: Arc<Overlay>) -> Searchable {
        let hidden = match overlay.is_empty() {
            true => 0,
            false => base.ids.iter().filter(|id| overlay.hides(**id)).collect::<HashSet<_>>().len(),
        };
        let len = base.len() - hidden + overlay.listed();
        Searchable { base, overlay, len, cache: Cache::new(CACHE_ENTRIES) }
    }

    /// [`Searchable::run_search`] through the cache.
    fn search(&self, text: &str, limit: usize) -> Vec<i64> {
        let text = text.trim();
        if text.len() > CACHE_MAX_QUERY_BYTES {
            return self.run_search(text, limit);
        }
        let key = (text.to_owned(), limit);
        if let Some(ids) = self.cache.get(&key) {
            return ids.to_vec();
        }
        let ids = self.run_search(text, limit);
        self.cache.insert(key, ids.as_slice().into());
        ids
    }

    /// The built index's answer without the changed products, merged by score with the changed
    /// products' answer. The built index is asked for as many more as there are changed
    /// products, so hiding them cannot leave the answer short.
    fn run_search(&self, text: &str, limit: usize) -> Vec<i64> {
        let mut hits = self.base.run_search(text, limit + self.overlay.len());
        hits.retain(|(_, id)| !self.overlay.hides(*id));
        if let Some(changed) = self.overlay.index() {
            hits.extend(changed.run_search(text, limit));
            // Stable: equal scores keep the built index's order first.
            hits.sort_by(|a, b| b.0.total_cmp(&a.0));
        }
        hits.into_iter().take(limit).map(|(_, id)| id).collect()
    }
}
