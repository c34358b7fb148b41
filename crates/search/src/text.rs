//! The names, SKUs and descriptions a search scores against, in memory.
//!
//! They are read once from the built tantivy index (the words with their BM25 weights, the
//! name words as typed, the SKUs), so all of them always hold the same products. Every posting
//! list is ascending by document, for [`super::sorted`]. Description words found in most
//! descriptions are left out: the search never looks them up (see
//! [`super::COMMON_WORD_SHARE`]).

use std::collections::BTreeMap;
use std::collections::HashMap;
use std::ops::Range;

use tantivy::postings::Postings;
use tantivy::query::Bm25Weight;
use tantivy::schema::IndexRecordOption;
use tantivy::{DocSet, Searcher, Term, TERMINATED};

use super::expand::{starting_with, Vocabulary};
use super::query::{Plan, NAME_PREFIX_MIN_CHARS};
use super::scratch::{Doc, SCRATCH};
use super::Fields;

pub(crate) struct TextIndex {
    pub(super) documents: usize,
    /// The names' search keys, and for each the products that have it with its BM25,
    /// ascending by product.
    pub(super) keys: Vocabulary,
    pub(super) key_postings: Vec<Vec<(Doc, f32)>>,
    /// `postings_before[k]`: how many postings the keys before `k` hold.
    postings_before: Vec<usize>,
    /// Name words as typed (lowercased), each with its products, ascending: the same-spelling
    /// bonus.
    pub(super) spellings: HashMap<String, Vec<Doc>>,
    /// SKUs (lowercased, whole), sorted, and the products that have each.
    pub(super) skus: Vec<String>,
    pub(super) sku_postings: Vec<Vec<Doc>>,
    /// The description words a search looks up, each with its postings.
    description_words: HashMap<String, usize>,
    /// For each, the descriptions that have it, ascending, with its BM25 there.
    description_postings: Vec<Vec<(Doc, f32)>>,
}

impl TextIndex {
    /// Reads the index; description words in more than `common_above` descriptions are left
    /// out.
    pub(crate) fn read(searcher: &Searcher, fields: &Fields, common_above: u64) -> tantivy::Result<TextIndex> {
        let mut keys: BTreeMap<String, Vec<(Doc, f32)>> = BTreeMap::new();
        let mut spellings: HashMap<String, Vec<Doc>> = HashMap::new();
        let mut skus: BTreeMap<String, Vec<Doc>> = BTreeMap::new();
        let mut descriptions: BTreeMap<String, Vec<(Doc, f32)>> = BTreeMap::new();
        let mut base: Doc = 0;
        for segment in searcher.segment_readers() {
            let fieldnorms = segment.get_fieldnorms_reader(fields.name)?;
            read_terms(segment, fields.name, |key, postings| {
                let weight = Bm25Weight::for_terms(searcher, &[Term::from_field_text(fields.name, key)])?;
                let list = keys.entry(key.to_owned()).or_default();
                for_each_posting(postings, |doc, freq| list.push((base + doc, weight.score(fieldnorms.fieldnorm_id(doc), freq))));
                Ok(())
            })?;
            read_terms(segment, fields.name_raw, |word, postings| {
                let list = spellings.entry(word.to_owned()).or_default();
                for_each_posting(postings, |doc, _| list.push(base + doc));
                Ok(())
            })?;
            read_terms(segment, fields.sku, |sku, postings| {
                let list = skus.entry(sku.to_owned()).or_default();
                for_each_posting(postings, |doc, _| list.push(base + doc));
                Ok(())
            })?;
            let fieldnorms = segment.get_fieldnorms_reader(fields.desc)?;
            read_terms(segment, fields.desc, |word, postings| {
                let term = Term::from_field_text(fields.desc, word);
                if searcher.doc_freq(&term)? > common_above {
                    return Ok(());
                }
                let weight = Bm25Weight::for_terms(searcher, &[term])?;
                let list = descriptions.entry(word.to_owned()).or_default();
                for_each_posting(postings, |doc, freq| list.push((base + doc, weight.score(fieldnorms.fieldnorm_id(doc), freq))));
                Ok(())
            })?;
            base += segment.max_doc();
        }
        let documents = base as usize;
        let (keys, key_postings): (Vec<String>, Vec<Vec<(Doc, f32)>>) = keys.into_iter().unzip();
        let (skus, sku_postings) = skus.into_iter().unzip();
        let mut postings_before = Vec::with_capacity(key_postings.len() + 1);
        postings_before.push(0);
        for postings in &key_postings {
            postings_before.push(postings_before.last().copied().unwrap_or(0) + postings.len());
        }
        let (description_words, description_postings) =
            descriptions.into_iter().enumerate().map(|(at, (word, postings))| ((word, at), postings)).unzip();
        Ok(TextIndex {
            documents,
            keys: Vocabulary::new(keys),
            key_postings,
            postings_before,
            spellings,
            skus,
            sku_postings,
            description_words,
            description_postings,
        })
    }

    /// How many postings the keys in `range` hold together.
    pub(super) fn postings_in(&self, range: Range<usize>) -> usize {
        self.postings_before[range.end] - self.postings_before[range.start]
    }

    /// The salvage pass: the products whose names have any of the words' keys, by the sum of
    /// those words' BM25, best first.
    pub(crate) fn any_word_scored(&self, plan: &Plan, limit: usize) -> Vec<(f32, Doc)> {
        SCRATCH.with(|scratch| {
            let mut scratch = scratch.borrow_mut();
            scratch.prepare(self.documents);
            for word in plan.words() {
                let Some(at) = self.keys.position(&word.key) else { continue };
                for (doc, bm25) in &self.key_postings[at] {
                    scratch.add_found(*doc, *bm25);
                }
            }
            scratch.finish(limit)
        })
    }

    /// Whether any SKU clause of `plan` matches a product.
    pub(super) fn any_sku(&self, plan: &Plan) -> bool {
        let Some((whole, parts)) = plan.skus().split_first() else { return false };
        let exact = |sku: &String| self.skus.binary_search(sku).is_ok();
        exact(whole)
            || parts.iter().any(exact)
            || (whole.chars().count() >= NAME_PREFIX_MIN_CHARS && !starting_with(&self.skus, whole).is_empty())
    }

    /// The descriptions that have `key`; `None` when none does or when most do.
    pub(super) fn descriptions_of(&self, key: &str) -> Option<&[(Doc, f32)]> {
        self.description_words.get(key).map(|at| &self.description_postings[*at][..])
    }

    /// Whether a search for `plan` would look up any of its words in descriptions.
    pub(crate) fn searches_descriptions(&self, plan: &Plan) -> bool {
        plan.words().iter().any(|word| self.description_words.contains_key(&word.key))
    }
}

fn read_terms(
    segment: &tantivy::SegmentReader,
    field: tantivy::schema::Field,
    mut each: impl FnMut(&str, &mut tantivy::postings::SegmentPostings) -> tantivy::Result<()>,
) -> tantivy::Result<()> {
    let inverted = segment.inverted_index(field)?;
    let mut terms = inverted.terms().stream()?;
    while terms.advance() {
        let Ok(text) = std::str::from_utf8(terms.key()) else { continue };
        let mut postings = inverted.read_postings_from_terminfo(terms.value(), IndexRecordOption::WithFreqs)?;
        each(text, &mut postings)?;
    }
    Ok(())
}

fn for_each_posting(postings: &mut tantivy::postings::SegmentPostings, mut each: impl FnMut(Doc, u32)) {
    let mut doc = postings.doc();
    while doc != TERMINATED {
        each(doc, postings.term_freq());
        doc = postings.advance();
    }
}
