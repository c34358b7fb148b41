//! The per-thread working memory of a search, reused by every query of the thread: scores in
//! arrays with one number per product, and sets of products as bits (the catalogue's 100,000
//! products take 12.5 KB, so a lookup stays in the first-level cache). Marks are cleared by the
//! products that set them, so nothing the size of the catalogue is cleared per query.

use std::cell::RefCell;

/// Documents are numbered across segments: a segment's first document follows the last of
/// the one before.
pub(super) type Doc = u32;

/// A set of documents, one bit each.
#[derive(Default)]
pub(super) struct Marks {
    words: Vec<u64>,
}

impl Marks {
    fn for_documents(documents: usize) -> Marks {
        Marks { words: vec![0; documents.div_ceil(64)] }
    }

    #[inline]
    pub fn contains(&self, doc: Doc) -> bool {
        self.words[doc as usize / 64] & (1 << (doc % 64)) != 0
    }

    /// Marks `doc`; answers whether it was not marked before.
    #[inline]
    pub fn insert(&mut self, doc: Doc) -> bool {
        let (word, bit) = (&mut self.words[doc as usize / 64], 1 << (doc % 64));
        let new = *word & bit == 0;
        *word |= bit;
        new
    }

    #[inline]
    pub fn remove(&mut self, doc: Doc) {
        self.words[doc as usize / 64] &= !(1 << (doc % 64));
    }

    /// The marked documents, ascending; clears them.
    fn drain(&mut self) -> Vec<Doc> {
        let mut docs = Vec::new();
        for (at, word) in self.words.iter_mut().enumerate() {
            let mut bits = std::mem::take(word);
            while bits != 0 {
                docs.push((at * 64) as Doc + bits.trailing_zeros());
                bits &= bits - 1;
            }
        }
        docs
    }

    fn is_clear(&self) -> bool {
        self.words.iter().all(|word| *word == 0)
    }
}

/// A query's working memory. A word is read by offering it documents ([`Scratch::offer`]);
/// the documents every word matched are then found ([`Scratch::add_found`]) with their totals.
#[derive(Default)]
pub(super) struct Scratch {
    /// The best alternative of the word being read, for the documents in `reached`.
    best: Vec<f32>,
    /// The documents the word being read reached.
    reached: Marks,
    /// The same documents, in the order first reached.
    pub word_docs: Vec<Doc>,
    /// The documents found, in the order found, each with its total.
    found: Vec<Doc>,
    total: Vec<f32>,
    /// The same documents, marked once a lookup needs them (`found_marked`).
    found_marks: Marks,
    found_marked: bool,
    /// Whether every mark is clear: false while a query runs, so that one stopped midway (a
    /// panic) leaves the next to start afresh.
    clean: bool,
}

thread_local! {
    pub(super) static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

impl Scratch {
    /// Readies the scratch for a query over `documents` documents.
    pub fn prepare(&mut self, documents: usize) {
        if self.best.len() != documents || !self.clean {
            *self = Scratch {
                best: vec![0.0; documents],
                reached: Marks::for_documents(documents),
                found_marks: Marks::for_documents(documents),
                total: vec![0.0; documents],
                ..Scratch::default()
            };
        }
        self.clean = false;
    }

    /// Counts `score` for `doc` in the word being read, whose best alternative wins.
    #[inline]
    pub fn offer(&mut self, doc: Doc, score: f32) {
        if self.reached.insert(doc) {
            self.best[doc as usize] = score;
            self.word_docs.push(doc);
        } else if score > self.best[doc as usize] {
            self.best[doc as usize] = score;
        }
    }

    /// Marks `doc` as reached by the word being read; answers whether it was not before.
    pub fn reach(&mut self, doc: Doc) -> bool {
        let new = self.reached.insert(doc);
        if new {
            self.word_docs.push(doc);
        }
        new
    }

    pub fn has_reached(&self, doc: Doc) -> bool {
        self.reached.contains(doc)
    }

    /// `doc`'s score for the word being read, if the word reached it.
    #[cfg(test)]
    pub fn best(&self, doc: Doc) -> Option<f32> {
        self.reached.contains(doc).then(|| self.best[doc as usize])
    }

    /// Adds `bonus` to `doc`'s score for the word being read, if the word reached it.
    pub fn add_bonus(&mut self, doc: Doc, bonus: f32) {
        if self.reached.contains(doc) {
            self.best[doc as usize] += bonus;
        }
    }

    /// Ends the word being read: the documents it reached, ascending, each with its score.
    pub fn end_word_sorted(&mut self) -> Vec<(Doc, f32)> {
        let docs = if self.word_docs.len() * 64 < self.best.len() {
            let mut docs = std::mem::take(&mut self.word_docs);
            docs.sort_unstable();
            docs.iter().for_each(|doc| self.reached.remove(*doc));
            docs
        } else {
            self.word_docs.clear();
            self.reached.drain()
        };
        docs.into_iter().map(|doc| (doc, self.best[doc as usize])).collect()
    }

    /// Ends the word being read, forgetting what it reached.
    pub fn end_word(&mut self) {
        for doc in self.word_docs.drain(..) {
            self.reached.remove(doc);
        }
    }

    /// Finds the documents the word being read reached, each with its score, and ends the word.
    pub fn find_word(&mut self) {
        for doc in &self.word_docs {
            self.reached.remove(*doc);
            self.total[*doc as usize] = self.best[*doc as usize];
        }
        self.found.append(&mut self.word_docs);
    }

    /// Starts looking up a word for `candidates` only: [`Scratch::raise`] may then be called
    /// for any document, and only the candidates' scores are read ([`Scratch::looked_up`]).
    /// Nothing branches on whether a document is a candidate: with candidates scattered over
    /// the postings, a branch would be mispredicted half the time, which costs more than the
    /// write it saves.
    pub fn start_lookup(&mut self, candidates: &[Doc]) {
        for doc in candidates {
            self.best[*doc as usize] = f32::NEG_INFINITY;
        }
    }

    /// Counts `score` for `doc` in the word being looked up, whose best alternative wins.
    #[inline]
    pub fn raise(&mut self, doc: Doc, score: f32) {
        let best = &mut self.best[doc as usize];
        *best = best.max(score);
    }

    /// Adds `bonus` to `doc`'s score in the word being looked up (none if it has none).
    #[inline]
    pub fn raise_by(&mut self, doc: Doc, bonus: f32) {
        self.best[doc as usize] += bonus;
    }

    /// Candidate `doc`'s score for the word being looked up, if the word reached it.
    pub fn looked_up(&self, doc: Doc) -> Option<f32> {
        Some(self.best[doc as usize]).filter(|best| *best > f32::NEG_INFINITY)
    }

    /// Adds `score` to found document `doc`'s total, finding it (from 0) if it was not.
    pub fn add_found(&mut self, doc: Doc, score: f32) {
        if !self.found_marked {
            self.found.iter().for_each(|doc| _ = self.found_marks.insert(*doc));
            self.found_marked = true;
        }
        if self.found_marks.insert(doc) {
            self.total[doc as usize] = 0.0;
            self.found.push(doc);
        }
        self.total[doc as usize] += score;
    }

    /// Ends the query: the `limit` best documents found, highest total first, then lowest
    /// document.
    pub fn finish(&mut self, limit: usize) -> Vec<(f32, Doc)> {
        let mut ranked: Vec<(f32, Doc)> = self.found.iter().map(|doc| (self.total[*doc as usize], *doc)).collect();
        if std::mem::take(&mut self.found_marked) {
            self.found.iter().for_each(|doc| self.found_marks.remove(*doc));
        }
        self.found.clear();
        self.end_word();
        debug_assert!(self.reached.is_clear() && self.found_marks.is_clear());
        self.clean = true;
        let order = |a: &(f32, Doc), b: &(f32, Doc)| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1));
        if ranked.len() > limit {
            ranked.select_nth_unstable_by(limit, order);
            ranked.truncate(limit);
        }
        ranked.sort_unstable_by(order);
        ranked
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_keeps_each_documents_best_score_and_ends_sorted_and_clear() {
        let mut scratch = Scratch::default();
        scratch.prepare(1000);
        for length in [0, 3, 20, 500] {
            let docs: Vec<Doc> = (0..length).map(|k| (k * 389 + 7) % 1000).collect();
            for doc in &docs {
                scratch.offer(*doc, 1.0);
                scratch.offer(*doc, *doc as f32);
                scratch.offer(*doc, 0.5);
            }
            let mut expected: Vec<(Doc, f32)> = docs.iter().map(|doc| (*doc, (*doc as f32).max(1.0))).collect();
            expected.sort_unstable_by_key(|(doc, _)| *doc);
            assert_eq!(scratch.end_word_sorted(), expected, "{length} documents");
            assert!(scratch.reached.is_clear() && scratch.word_docs.is_empty());
        }
    }

    #[test]
    fn found_documents_rank_by_total_then_document_and_leave_the_scratch_clean() {
        let mut scratch = Scratch::default();
        scratch.prepare(100);
        for (doc, score) in [(7, 1.0), (3, 2.0), (7, 1.0), (50, 2.0), (9, 0.5)] {
            scratch.add_found(doc, score);
        }
        scratch.offer(4, 1.0);
        assert_eq!(scratch.finish(3), [(2.0, 3), (2.0, 7), (2.0, 50)]);
        assert!(scratch.clean && scratch.found_marks.is_clear() && scratch.reached.is_clear());

        scratch.prepare(100);
        scratch.offer(8, 3.0);
        scratch.offer(6, 1.0);
        scratch.find_word();
        scratch.add_found(6, 2.5);
        scratch.add_found(1, 1.0);
        assert_eq!(scratch.finish(10), [(3.5, 6), (3.0, 8), (1.0, 1)]);
        assert!(scratch.found_marks.is_clear() && scratch.reached.is_clear());
    }

    #[test]
    fn a_query_stopped_midway_leaves_the_next_to_start_afresh() {
        let mut scratch = Scratch::default();
        scratch.prepare(100);
        scratch.offer(9, 1.0);
        scratch.add_found(5, 1.0);
        // No `finish`: the query stopped here.
        scratch.prepare(100);
        assert!(scratch.reached.is_clear() && scratch.found_marks.is_clear() && scratch.word_docs.is_empty() && scratch.found.is_empty());
    }

    #[test]
    fn a_lookup_keeps_each_candidates_best_score_whatever_else_is_raised() {
        let mut scratch = Scratch::default();
        scratch.prepare(100);
        scratch.offer(3, 50.0);
        scratch.end_word();
        scratch.start_lookup(&[3, 4, 5]);
        for (doc, score) in [(3, 1.0), (6, 9.0), (3, 2.0), (5, 0.5), (3, 1.5)] {
            scratch.raise(doc, score);
        }
        scratch.raise_by(3, 1.0);
        scratch.raise_by(4, 1.0);
        assert_eq!([3, 4, 5].map(|doc| scratch.looked_up(doc)), [Some(3.0), None, Some(0.5)]);
    }
}
