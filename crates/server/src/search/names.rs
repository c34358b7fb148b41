//! Scoring a search ([`super::query`]) without building a tree of tantivy scorers per query.
//!
//! Names and SKUs are read once from the built tantivy index into memory (its name words with
//! their BM25 weights, the words as typed, the SKUs), so both always hold the same products;
//! descriptions, needed only when names fall short, are read from tantivy's postings when
//! asked. A query expands each word to the vocabulary's words it reaches ([`super::expand`]),
//! then adds their postings into per-product scores in a scratch array kept per thread: one
//! step per posting read, where a tree of tantivy scorers spends several per product for every
//! clause (5 to 10 times the CPU on the 100,000-product benchmark catalogue).

use std::collections::BTreeMap;
use std::collections::HashMap;

use tantivy::postings::Postings;
use tantivy::query::Bm25Weight;
use tantivy::schema::IndexRecordOption;
use tantivy::{DocSet, Searcher, Term, TERMINATED};

use super::expand::{starting_with, within_typos};
use super::scratch::{Doc, Scratch, SCRATCH, SKU_ONLY};
use super::query::{
    typo_distance, Level, Plan, DESC_BM25, FUZZY_PREFIX_MIN_CHARS, NAME_BM25, NAME_EXACT, NAME_FUZZY,
    NAME_FUZZY_PREFIX, NAME_PREFIX, NAME_PREFIX_MIN_CHARS, SAME_SPELLING, SKU_EXACT, SKU_PREFIX,
};
use super::Fields;

pub(crate) struct NameIndex {
    documents: usize,
    /// The names' search keys, sorted, and for each the products that have it with its BM25.
    keys: Vec<String>,
    key_postings: Vec<Vec<(Doc, f32)>>,
    /// Name words as typed (lowercased): the same-spelling bonus.
    spellings: HashMap<String, Vec<Doc>>,
    /// SKUs (lowercased, whole), sorted, and the products that have each.
    skus: Vec<String>,
    sku_postings: Vec<Vec<Doc>>,
    /// For descriptions: the index itself, its description field and each segment's first
    /// document.
    searcher: Searcher,
    desc: tantivy::schema::Field,
    segment_starts: Vec<Doc>,
}

impl NameIndex {
    pub(crate) fn read(searcher: &Searcher, fields: &Fields) -> tantivy::Result<NameIndex> {
        let mut keys: BTreeMap<String, Vec<(Doc, f32)>> = BTreeMap::new();
        let mut spellings: HashMap<String, Vec<Doc>> = HashMap::new();
        let mut skus: BTreeMap<String, Vec<Doc>> = BTreeMap::new();
        let mut base: Doc = 0;
        let mut segment_starts = Vec::new();
        for segment in searcher.segment_readers() {
            segment_starts.push(base);
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
            base += segment.max_doc();
        }
        let (keys, key_postings) = keys.into_iter().unzip();
        let (skus, sku_postings) = skus.into_iter().unzip();
        Ok(NameIndex {
            documents: base as usize,
            keys,
            key_postings,
            spellings,
            skus,
            sku_postings,
            searcher: searcher.clone(),
            desc: fields.desc,
            segment_starts,
        })
    }

    /// The best `limit` documents for `plan` at `level`, best first, ties in document order (as
    /// tantivy's top-docs collector ranks them).
    pub(crate) fn search(&self, plan: &Plan, level: Level, limit: usize) -> tantivy::Result<Vec<Doc>> {
        Ok(self.scored(plan, level, limit)?.into_iter().map(|(_, doc)| doc).collect())
    }

    fn scored(&self, plan: &Plan, level: Level, limit: usize) -> tantivy::Result<Vec<(f32, Doc)>> {
        SCRATCH.with(|scratch| {
            let mut scratch = scratch.borrow_mut();
            scratch.prepare(self.documents);
            self.score(plan, level, limit, &mut scratch)?;
            Ok(scratch.top(limit))
        })
    }

    /// The salvage pass: the products whose names have any of the words' keys, by the sum of
    /// those words' BM25, best first.
    pub(crate) fn any_word(&self, plan: &Plan, limit: usize) -> Vec<Doc> {
        self.any_word_scored(plan, limit).into_iter().map(|(_, doc)| doc).collect()
    }

    fn any_word_scored(&self, plan: &Plan, limit: usize) -> Vec<(f32, Doc)> {
        SCRATCH.with(|scratch| {
            let mut scratch = scratch.borrow_mut();
            scratch.prepare(self.documents);
            let query = scratch.next_tick();
            scratch.found.clear();
            for word in plan.words() {
                let Ok(at) = self.keys.binary_search(&word.key) else { continue };
                for (doc, bm25) in &self.key_postings[at] {
                    let slot = *doc as usize;
                    if scratch.slots[slot].query != query {
                        scratch.slots[slot].query = query;
                        scratch.slots[slot].total = 0.0;
                        scratch.found.push(*doc);
                    }
                    scratch.slots[slot].total += bm25;
                }
            }
            scratch.top(limit)
        })
    }

    /// Whether any SKU clause of `plan` matches a product.
    fn any_sku(&self, plan: &Plan) -> bool {
        let Some((whole, parts)) = plan.skus().split_first() else { return false };
        let exact = |sku: &String| self.skus.binary_search(sku).is_ok();
        exact(whole) || parts.iter().any(exact) || (whole.chars().count() >= NAME_PREFIX_MIN_CHARS && !starting_with(&self.skus, whole).is_empty())
    }

    /// The `wanted` lowest documents among the postings of the keys in `range` that the current
    /// word (`word_tick`) has not reached yet: at most `wanted` read from each key.
    fn first_unseen(&self, range: std::ops::Range<usize>, wanted: usize, word_tick: u32, scratch: &Scratch) -> Vec<Doc> {
        let mut picked = Vec::new();
        for at in range {
            let unseen = self.key_postings[at].iter().map(|(doc, _)| *doc).filter(|doc| scratch.slots[*doc as usize].seen != word_tick);
            picked.extend(unseen.take(wanted));
        }
        picked.sort_unstable();
        picked.dedup();
        picked.truncate(wanted);
        picked
    }

    /// Calls `each` with every description that has `key`, and its BM25.
    fn descriptions_with(&self, key: &str, mut each: impl FnMut(Doc, f32)) -> tantivy::Result<()> {
        let term = Term::from_field_text(self.desc, key);
        if self.searcher.doc_freq(&term)? == 0 {
            return Ok(());
        }
        let weight = Bm25Weight::for_terms(&self.searcher, std::slice::from_ref(&term))?;
        for (segment, start) in self.searcher.segment_readers().iter().zip(&self.segment_starts) {
            let Some(mut postings) = segment.inverted_index(self.desc)?.read_postings(&term, IndexRecordOption::WithFreqs)? else {
                continue;
            };
            let fieldnorms = segment.get_fieldnorms_reader(self.desc)?;
            for_each_posting(&mut postings, |doc, freq| each(start + doc, weight.score(fieldnorms.fieldnorm_id(doc), freq)));
        }
        Ok(())
    }

    fn score(&self, plan: &Plan, level: Level, limit: usize, scratch: &mut Scratch) -> tantivy::Result<()> {
        let query = scratch.next_tick();
        // One word and no SKU: every name alternative scores within its own band (an exact key
        // at least 10, a prefix 6, below that typos and descriptions), so a band that fills the
        // limit settles the top and the next ones cannot change it.
        let banded = plan.words().len() == 1 && !self.any_sku(plan);
        // Words combine with AND: a word only scores the documents every word before it matched.
        for (n, word) in plan.words().iter().enumerate() {
            let word_tick = scratch.next_tick();
            scratch.word_docs.clear();
            let offer = |doc: Doc, score: f32, scratch: &mut Scratch| {
                if n > 0 && !(scratch.slots[doc as usize].query == query && scratch.slots[doc as usize].matched == n as u16) {
                    return;
                }
                let slot = doc as usize;
                if scratch.slots[slot].seen != word_tick {
                    scratch.slots[slot].seen = word_tick;
                    scratch.slots[slot].best = score;
                    scratch.word_docs.push(doc);
                } else if score > scratch.slots[slot].best {
                    scratch.slots[slot].best = score;
                }
            };
            let chars = word.key.chars().count();
            if let Ok(at) = self.keys.binary_search(&word.key) {
                for (doc, bm25) in &self.key_postings[at] {
                    offer(*doc, NAME_EXACT + NAME_BM25 * bm25, scratch);
                }
            }
            if banded && scratch.word_docs.len() >= limit {
                // The exact key alone fills the limit.
            } else if word.last && chars >= NAME_PREFIX_MIN_CHARS {
                let range = starting_with(&self.keys, &word.key);
                if banded && !self.spellings.contains_key(&word.raw) {
                    // Every product only reached by the prefix scores 6 (no name word is spelled
                    // as typed, so no bonus): the lowest documents win the ties, and only as
                    // many as the limit still wants are needed.
                    let wanted = limit - scratch.word_docs.len();
                    for doc in self.first_unseen(range, wanted, word_tick, scratch) {
                        offer(doc, NAME_PREFIX, scratch);
                    }
                } else {
                    for at in range {
                        for (doc, _) in &self.key_postings[at] {
                            offer(*doc, NAME_PREFIX, scratch);
                        }
                    }
                }
            }
            let distance = typo_distance(&word.key);
            if level >= Level::Typos && distance > 0 {
                for at in within_typos(&self.keys, &word.key, distance, false) {
                    for (doc, _) in &self.key_postings[at] {
                        offer(*doc, NAME_FUZZY, scratch);
                    }
                }
                if word.last && chars >= FUZZY_PREFIX_MIN_CHARS {
                    for at in within_typos(&self.keys, &word.key, 1, true) {
                        for (doc, _) in &self.key_postings[at] {
                            offer(*doc, NAME_FUZZY_PREFIX, scratch);
                        }
                    }
                }
            }
            if level >= Level::Descriptions && word.in_descriptions {
                self.descriptions_with(&word.key, |doc, bm25| offer(doc, DESC_BM25 * bm25, scratch))?;
            }
            for doc in self.spellings.get(&word.raw).into_iter().flatten() {
                if scratch.slots[*doc as usize].seen == word_tick {
                    scratch.slots[*doc as usize].best += SAME_SPELLING;
                }
            }
            let docs = std::mem::take(&mut scratch.word_docs);
            for doc in &docs {
                let slot = *doc as usize;
                if n == 0 {
                    scratch.slots[slot].query = query;
                    scratch.slots[slot].total = 0.0;
                }
                scratch.slots[slot].total += scratch.slots[slot].best;
                scratch.slots[slot].matched = n as u16 + 1;
            }
            scratch.word_docs = docs;
        }
        // The documents that matched every word are the last word's.
        let words = plan.words().len();
        scratch.found.clear();
        if words > 0 {
            let (found, word_docs) = (&mut scratch.found, &scratch.word_docs);
            found.extend(word_docs.iter().copied());
        }
        // SKUs stand beside the words: each one a document has adds to its score.
        if let Some((whole, parts)) = plan.skus().split_first() {
            let add = |doc: Doc, score: f32, scratch: &mut Scratch| {
                let slot = doc as usize;
                let counted = scratch.slots[slot].query == query
                    && (scratch.slots[slot].matched == SKU_ONLY || (words > 0 && scratch.slots[slot].matched == words as u16));
                if !counted {
                    scratch.slots[slot].query = query;
                    scratch.slots[slot].total = 0.0;
                    scratch.slots[slot].matched = SKU_ONLY;
                    scratch.found.push(doc);
                }
                scratch.slots[slot].total += score;
            };
            if let Ok(at) = self.skus.binary_search(whole) {
                for doc in &self.sku_postings[at] {
                    add(*doc, SKU_EXACT, scratch);
                }
            }
            if whole.chars().count() >= NAME_PREFIX_MIN_CHARS {
                // A product counts once however many of its SKUs start so.
                let tick = scratch.next_tick();
                for at in starting_with(&self.skus, whole) {
                    for doc in &self.sku_postings[at] {
                        if scratch.slots[*doc as usize].seen != tick {
                            scratch.slots[*doc as usize].seen = tick;
                            add(*doc, SKU_PREFIX, scratch);
                        }
                    }
                }
            }
            for part in parts {
                if let Ok(at) = self.skus.binary_search(part) {
                    for doc in &self.sku_postings[at] {
                        add(*doc, SKU_EXACT, scratch);
                    }
                }
            }
        }
        Ok(())
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

#[cfg(test)]
mod tests {
    use tantivy::collector::TopDocs;

    use super::super::build::{document, ProductText};
    use super::super::{new_index, Snapshot};
    use super::*;

    /// Products named from a few words in three scripts, some sharing words, some with SKUs
    /// that look like words.
    fn snapshot() -> Snapshot {
        let (index, fields) = new_index();
        let mut writer: tantivy::IndexWriter = index.writer_with_num_threads(1, 15_000_000).unwrap();
        let adjectives = ["Կապույտ", "Red", "Синий", "Մանկական", "Classic", "Элегантный", "Kids'"];
        let nouns = ["Զգեստ", "Dress", "Платье", "Հագուստ", "Shoes", "Кроссовки", "Bosch Drill", "Պայուսակ", "Dresses"];
        let mut id = 0;
        for (a, adjective) in adjectives.iter().enumerate() {
            for (n, noun) in nouns.iter().enumerate() {
                for copy in 0..=(a + n) % 3 {
                    id += 1;
                    let name = if copy == 2 { format!("{adjective} {noun} {noun}") } else { format!("{adjective} {noun}") };
                    let product = ProductText {
                        id,
                        skus: vec![format!("sku-{id}"), format!("v{id}")],
                        names: vec![name.clone(), name.to_uppercase()],
                        descriptions: vec![format!("{noun} {} mankakan", ["cotton", "բամբակ", "хлопок", "leather"][id as usize % 4])],
                    };
                    writer.add_document(document(&fields, product)).unwrap();
                }
            }
            // A second segment, so documents are numbered across segments.
            if a == 3 {
                writer.commit().unwrap();
            }
        }
        writer.commit().unwrap();
        Snapshot::open(&index, fields).unwrap()
    }

    #[test]
    fn names_score_and_rank_as_the_tantivy_queries_do() {
        let snapshot = snapshot();
        assert!(snapshot.names.segment_starts.len() > 1, "the test covers several segments");
        let id_of = |address: &tantivy::DocAddress| {
            snapshot.ids[snapshot.names.segment_starts[address.segment_ord as usize] as usize + address.doc_id as usize]
        };
        let rounded = |list: &[(f32, i64)]| {
            let mut list: Vec<(i64, i64)> = list.iter().map(|(score, id)| ((score * 1000.0).round() as i64, *id)).collect();
            list.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            list
        };
        let collector = TopDocs::with_limit(1000).order_by_score();
        let queries = [
            "zgest", "զգ", "zge", "կապույտ զգեստ", "kapuyt zg", "синий пла", "dress", "dres", "drss", "dresss",
            "mankakan hagust", "mankakn", "hagsut", "красный", "bosch", "bosch dri", "drill bosch", "kid", "kids'",
            "classic shoes", "clasic", "shoe", "krossovki", "кросовки", "dre-1", "dre", "v1", "v12", "dre-1 v2", "sho-40",
            "պայուսակ", "payusak", "payusk", "x", "zz", "red dress dress", "krosov", "elegnt", "sinii plat", "cotton", "բամբակյա", "хлопок платье", "leather shoes", "kids cotton", "mankakan",
        ];
        for query in queries {
            let plan = Plan::new(query).unwrap();
            for level in [Level::Exact, Level::Typos, Level::Descriptions] {
                let ours: Vec<(f32, i64)> =
                    snapshot.names.scored(&plan, level, 1000).unwrap().into_iter().map(|(score, doc)| (score, snapshot.ids[doc as usize])).collect();
                let theirs: Vec<(f32, i64)> = snapshot
                    .searcher
                    .search(&*plan.query(&snapshot.fields, level), &collector)
                    .unwrap()
                    .iter()
                    .map(|(score, address)| (*score, id_of(address)))
                    .collect();
                assert_eq!(rounded(&ours), rounded(&theirs), "{query:?} at {level:?}");
                let ranked = ours.windows(2).all(|w| w[0].0 > w[1].0 || (w[0].0 == w[1].0 && w[0].1 < w[1].1));
                assert!(ranked, "{query:?} at {level:?}: best first, ties in document order");
            }
            let ours: Vec<(f32, i64)> =
                snapshot.names.any_word_scored(&plan, 1000).into_iter().map(|(score, doc)| (score, snapshot.ids[doc as usize])).collect();
            let theirs: Vec<(f32, i64)> = snapshot
                .searcher
                .search(&*plan.any_word_query(&snapshot.fields), &collector)
                .unwrap()
                .iter()
                .map(|(score, address)| (*score, id_of(address)))
                .collect();
            assert_eq!(rounded(&ours), rounded(&theirs), "{query:?}, any word");
        }
    }

    #[test]
    fn a_small_limit_gives_the_start_of_the_whole_ranking() {
        let snapshot = snapshot();
        for query in ["dr", "dre", "dress", "zge", "krossovki", "kro", "sin", "v1", "sku-1", "sk", "clas", "bosch", "payu", "drss", "kids cotton"] {
            let plan = Plan::new(query).unwrap();
            for level in [Level::Exact, Level::Typos, Level::Descriptions] {
                let whole = snapshot.names.search(&plan, level, 1000).unwrap();
                for limit in [1, 2, 5, 10, 40] {
                    let top = snapshot.names.search(&plan, level, limit).unwrap();
                    assert_eq!(top, whole[..limit.min(whole.len())], "{query:?} at {level:?}, limit {limit}");
                }
            }
        }
    }

    #[test]
    fn the_limit_keeps_the_best_and_words_must_all_match() {
        let snapshot = snapshot();
        let plan = Plan::new("dress").unwrap();
        let all = snapshot.names.search(&plan, Level::Exact, 1000).unwrap();
        assert!(all.len() > 5);
        assert_eq!(snapshot.names.search(&plan, Level::Exact, 5).unwrap(), all[..5]);
        let both = Plan::new("red dress").unwrap();
        let found = snapshot.names.search(&both, Level::Exact, 1000).unwrap();
        assert!(!found.is_empty() && found.len() < all.len(), "every word must match");
    }
}
