//! Reading the catalogue into a new index: pages of listed products by id, two queries a page
//! (products with their translations, their variants' SKUs), folded and indexed off the async
//! threads while the next page is read.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tantivy::{IndexWriter, TantivyDocument};

use storefront_core::translit;

use super::{new_index, Fields, SearchError, Snapshot};
use storefront_db::catalog::search_texts::{self, ProductText, TextLimits};
use storefront_db::Db;

/// Products per page: two queries per page.
const PAGE: i64 = 5_000;
/// Description characters indexed per locale (the start of a description says what matters;
/// the cap bounds build time and memory whatever the catalogue holds).
pub(crate) const DESCRIPTION_CHARS: TextLimits = TextLimits { short_description: 300, description: 600 };
/// The indexer's memory budget: enough for one segment of a large catalogue (the arena grows
/// as needed; this is a ceiling, not an allocation). More segments are merged into one.
const WRITER_MEMORY: usize = 400_000_000;

/// Where a build spent its time (logged by [`super::SearchIndex::rebuild`]).
#[derive(Debug, Default)]
pub(crate) struct BuildStats {
    /// Waiting for the database.
    pub read: Duration,
    /// Waiting for the folding and indexing of a page after the next one was read.
    pub documents: Duration,
    /// Commit (the indexer finishing), merge and opening the searcher.
    pub commit: Duration,
}

pub(crate) async fn build_snapshot(db: &Db) -> Result<(Snapshot, BuildStats), SearchError> {
    let mut stats = BuildStats::default();
    let (index, fields) = new_index();
    let writer: IndexWriter = index.writer_with_num_threads(1, WRITER_MEMORY)?;
    writer.set_merge_policy(Box::new(tantivy::indexer::NoMergePolicy));
    let writer = Arc::new(writer);

    // Page n is folded and indexed on a blocking thread while page n + 1 is read.
    let mut after_id = i64::MIN;
    let mut indexing: Option<tokio::task::JoinHandle<Result<(), SearchError>>> = None;
    loop {
        let started = Instant::now();
        let page = search_texts::page(db, after_id, PAGE, DESCRIPTION_CHARS).await;
        stats.read += started.elapsed();
        let started = Instant::now();
        if let Some(previous) = indexing.take() {
            previous.await??;
        }
        stats.documents += started.elapsed();
        let page = page?;
        let Some(last) = page.last() else { break };
        after_id = last.id;
        let full = page.len() as i64 == PAGE;
        let page_writer = writer.clone();
        indexing = Some(tokio::task::spawn_blocking(move || {
            for product in page {
                page_writer.add_document(document(&fields, &product))?;
            }
            Ok(())
        }));
        if !full {
            break;
        }
    }
    if let Some(last) = indexing.take() {
        let started = Instant::now();
        last.await??;
        stats.documents += started.elapsed();
    }

    let writer = Arc::try_unwrap(writer).map_err(|_| tantivy::TantivyError::InternalError("the index writer is still shared".into()))?;
    let started = Instant::now();
    let snapshot = tokio::task::spawn_blocking(move || -> Result<Snapshot, SearchError> {
        let mut writer = writer;
        writer.commit()?;
        let segments = index.searchable_segment_ids()?;
        if segments.len() > 1 {
            writer.merge(&segments).wait()?;
        }
        writer.wait_merging_threads()?;
        Ok(Snapshot::open(&index, fields)?)
    })
    .await??;
    stats.commit = started.elapsed();
    Ok((snapshot, stats))
}

/// A small index of these products, built on the calling thread: the products changed since
/// the last full build ([`super::overlay`]).
pub(crate) fn snapshot_of<'a>(products: impl Iterator<Item = &'a ProductText>) -> tantivy::Result<Snapshot> {
    let (index, fields) = new_index();
    let mut writer: IndexWriter = index.writer_with_num_threads(1, 15_000_000)?;
    for product in products {
        writer.add_document(document(&fields, product))?;
    }
    writer.commit()?;
    Snapshot::open(&index, fields)
}

pub(super) fn document(fields: &Fields, product: &ProductText) -> TantivyDocument {
    let mut doc = TantivyDocument::new();
    doc.add_u64(fields.id, product.id as u64);
    for sku in &product.skus {
        doc.add_text(fields.sku, sku);
    }
    for name in &product.names {
        doc.add_text(fields.name, translit::search_key(name));
        doc.add_text(fields.name_raw, translit::words(name).join(" "));
    }
    for description in &product.descriptions {
        let key = translit::search_key(&strip_tags(description));
        if !key.is_empty() {
            doc.add_text(fields.desc, key);
        }
    }
    doc
}

/// The text of an HTML fragment: tags removed, entities replaced by a space (they are
/// punctuation or spacing in practice: `&nbsp;`, `&amp;`, `&laquo;`).
fn strip_tags(html: &str) -> String {
    if !html.contains(['<', '&']) {
        return html.to_owned();
    }
    let mut text = String::with_capacity(html.len());
    let mut chars = html.chars();
    while let Some(c) = chars.next() {
        match c {
            '<' => {
                for c in chars.by_ref() {
                    if c == '>' {
                        break;
                    }
                }
                text.push(' ');
            }
            '&' => {
                let rest = chars.as_str();
                match rest.find(';') {
                    Some(end) if end <= 10 && rest[..end].chars().all(|c| c.is_alphanumeric() || c == '#') => {
                        chars = rest[end + 1..].chars();
                        text.push(' ');
                    }
                    _ => text.push('&'),
                }
            }
            c => text.push(c),
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::strip_tags;

    #[test]
    fn tags_and_entities_become_spaces() {
        assert_eq!(strip_tags("<p>Bosch&nbsp;<b>drill</b></p>").split_whitespace().collect::<Vec<_>>(), ["Bosch", "drill"]);
        assert_eq!(strip_tags("A & B"), "A & B");
        assert_eq!(strip_tags("plain"), "plain");
        assert_eq!(strip_tags("x<br/>y").split_whitespace().collect::<Vec<_>>(), ["x", "y"]);
    }
}
