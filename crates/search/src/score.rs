//! Scoring a search ([`super::query`]) at one level over the texts in memory ([`TextIndex`]),
//! without building a tree of tantivy scorers per query.
//!
//! Each word is expanded to the vocabulary's keys it reaches ([`super::expand`]). Words
//! combine with AND, so the word with the fewest postings sets the candidates: its postings are
//! added into per-product slots kept per thread ([`super::scratch`]), one step per posting. Every
//! other word is then only looked up for those candidates, by walking the sorted candidates and
//! each of the word's sorted posting lists together ([`super::sorted`]): "Kids' corduroy" reads
//! the one posting of "corduroy" and finds its product among the 18,736 of "kids" by a few
//! binary searches; two common words are one pass over both lists, in memory order. A
//! product's score adds its words' scores in the order they were typed, whatever order they
//! were looked up in, so that order never changes a score.

use std::ops::Range;

use super::expand::Vocabulary;
use super::query::{
    typo_distance, Level, Plan, Word, DESC_BM25, FUZZY_PREFIX_MIN_CHARS, NAME_BM25, NAME_EXACT, NAME_FUZZY, NAME_FUZZY_PREFIX, NAME_PREFIX,
    NAME_PREFIX_MIN_CHARS, SAME_SPELLING, SKU_EXACT, SKU_PREFIX,
};
use super::scratch::{Doc, Scratch, SCRATCH};
use super::sorted::intersect;
use super::text::TextIndex;

/// The typo expansions of a query's words: walked once per search and shared by its levels.
#[derive(Default)]
pub(crate) struct Expansions {
    typos: Vec<Option<Typos>>,
}

#[derive(Default)]
struct Typos {
    /// The keys within the word's typo distance, ascending.
    within: Vec<usize>,
    /// The keys starting within one typo of the word (the last word only), ascending.
    starting: Vec<usize>,
}

impl Expansions {
    fn walk(&mut self, keys: &Vocabulary, plan: &Plan) {
        self.typos.resize_with(plan.words().len(), || None);
        for (word, typos) in plan.words().iter().zip(&mut self.typos) {
            typos.get_or_insert_with(|| {
                let distance = typo_distance(&word.key);
                if distance == 0 {
                    return Typos::default();
                }
                let starting = match word.last && word.key.chars().count() >= FUZZY_PREFIX_MIN_CHARS {
                    true => keys.within_typos(&word.key, 1, true),
                    false => Vec::new(),
                };
                Typos { within: keys.within_typos(&word.key, distance, false), starting }
            });
        }
    }
}

/// What one word reaches at a level.
struct Reach<'a> {
    word: &'a Word,
    exact: Option<usize>,
    /// The keys the word starts (the last word only, its own key among them); empty when
    /// none.
    prefix: Range<usize>,
    /// The other keys within its typo distance, ascending.
    typos: Vec<usize>,
    /// The other keys starting within one typo of it, ascending.
    typo_prefixes: Vec<usize>,
    /// The descriptions that have the word, with its BM25 there.
    descriptions: Option<&'a [(Doc, f32)]>,
    /// The postings of all of the above: the work of reading them.
    postings: usize,
}

impl Reach<'_> {
    /// The keys the word starts, but its own.
    fn prefix_keys(&self) -> impl Iterator<Item = usize> + '_ {
        self.prefix.clone().filter(|at| Some(*at) != self.exact)
    }
}

impl TextIndex {
    /// The best `limit` documents for `plan` at `level`, best first, ties in document order (as
    /// tantivy's top-docs collector ranks them).
    #[cfg(test)]
    pub(crate) fn search(&self, plan: &Plan, level: Level, limit: usize, expansions: &mut Expansions) -> Vec<Doc> {
        self.scored(plan, level, limit, expansions).into_iter().map(|(_, doc)| doc).collect()
    }

    /// [`TextIndex::search`] with each document's score.
    pub(crate) fn scored(&self, plan: &Plan, level: Level, limit: usize, expansions: &mut Expansions) -> Vec<(f32, Doc)> {
        if level >= Level::Typos {
            expansions.walk(&self.keys, plan);
        }
        let typos = |n: usize| expansions.typos.get(n).and_then(Option::as_ref).filter(|_| level >= Level::Typos);
        let reaches: Vec<Reach> = plan.words().iter().enumerate().map(|(n, word)| self.reach(word, level, typos(n))).collect();
        SCRATCH.with(|scratch| {
            let mut scratch = scratch.borrow_mut();
            scratch.prepare(self.documents);
            if !reaches.is_empty() {
                // One word and no SKU: every name alternative scores within its own band (an exact
                // key at least 10, a prefix 6, below that typos and descriptions), so a band that
                // fills the limit settles the top and the next ones cannot change it.
                let banded = (reaches.len() == 1 && !self.any_sku(plan)).then_some(limit);
                self.match_words(&reaches, banded, &mut scratch);
            }
            self.add_skus(plan, &mut scratch);
            scratch.finish(limit)
        })
    }

    fn reach<'a>(&'a self, word: &'a Word, level: Level, typos: Option<&'a Typos>) -> Reach<'a> {
        let exact = self.keys.position(&word.key);
        let prefix = match word.last && word.key.chars().count() >= NAME_PREFIX_MIN_CHARS {
            true => self.keys.starting_with(&word.key),
            false => 0..0,
        };
        let descriptions = (level >= Level::Descriptions).then(|| self.descriptions_of(&word.key)).flatten();
        // Each key once, under its best alternative.
        let (within, starting) = typos.map_or((&[][..], &[][..]), |t| (&t.within[..], &t.starting[..]));
        let better = |at: &usize| Some(*at) == exact || prefix.contains(at);
        let typos: Vec<usize> = within.iter().copied().filter(|at| !better(at)).collect();
        let typo_prefixes: Vec<usize> = starting.iter().copied().filter(|at| !better(at) && typos.binary_search(at).is_err()).collect();
        let exact_postings = exact.map_or(0, |at| self.key_postings[at].len());
        let postings = exact_postings + self.postings_in(prefix.clone())
            - exact.filter(|at| prefix.contains(at)).map_or(0, |_| exact_postings)
            + typos.iter().chain(&typo_prefixes).map(|at| self.key_postings[*at].len()).sum::<usize>()
            + descriptions.map_or(0, <[_]>::len);
        Reach { word, exact, prefix, typos, typo_prefixes, descriptions, postings }
    }

    /// Whether the typo alternatives of `plan` reach a key that its exact and prefix
    /// alternatives do not: when none does, [`Level::Typos`] finds what [`Level::Exact`] found.
    pub(crate) fn typos_reach_further(&self, plan: &Plan, expansions: &mut Expansions) -> bool {
        expansions.walk(&self.keys, plan);
        plan.words().iter().zip(&expansions.typos).any(|(word, typos)| {
            let reach = self.reach(word, Level::Typos, typos.as_ref());
            !reach.typos.is_empty() || !reach.typo_prefixes.is_empty()
        })
    }

    /// Finds the documents every word reaches, each with the sum of its words' scores.
    fn match_words(&self, reaches: &[Reach], banded: Option<usize>, scratch: &mut Scratch) {
        let words = reaches.len();
        let mut order: Vec<usize> = (0..words).collect();
        order.sort_by_key(|n| reaches[*n].postings);
        self.read_word(&reaches[order[0]], banded, scratch);
        if words == 1 {
            scratch.find_word();
            return;
        }
        let reached = scratch.end_word_sorted();
        let mut candidates: Vec<Doc> = reached.iter().map(|(doc, _)| *doc).collect();
        // Each candidate's score per word, in the words' typed order.
        let mut scores = vec![0.0f32; candidates.len() * words];
        for (i, (_, score)) in reached.iter().enumerate() {
            scores[i * words + order[0]] = *score;
        }
        for n in order.iter().copied().skip(1) {
            // Compacted without branching on whether a candidate stays (see
            // `Scratch::start_lookup`).
            let mut kept = 0;
            for (i, score) in self.scores_among(&candidates, &reaches[n], scratch).into_iter().enumerate() {
                candidates[kept] = candidates[i];
                for w in 0..words {
                    scores[kept * words + w] = scores[i * words + w];
                }
                scores[kept * words + n] = score.unwrap_or_default();
                kept += usize::from(score.is_some());
            }
            candidates.truncate(kept);
            scores.truncate(kept * words);
        }
        for (doc, scores) in candidates.iter().zip(scores.chunks_exact(words)) {
            scratch.add_found(*doc, scores.iter().fold(0.0, |total, score| total + score));
        }
    }

    /// Each of `candidates`' (ascending) score for the word of `reach`: its best alternative,
    /// `None` when none reaches it.
    fn scores_among(&self, candidates: &[Doc], reach: &Reach, scratch: &mut Scratch) -> Vec<Option<f32>> {
        scratch.start_lookup(candidates);
        if let Some(at) = reach.exact {
            raise_among(candidates, &self.key_postings[at], scratch, |bm25| NAME_EXACT + NAME_BM25 * bm25);
        }
        let prefixes = reach.prefix_keys().map(|at| (at, NAME_PREFIX));
        let typos = reach.typos.iter().map(|at| (*at, NAME_FUZZY));
        let typo_prefixes = reach.typo_prefixes.iter().map(|at| (*at, NAME_FUZZY_PREFIX));
        for (at, score) in prefixes.chain(typos).chain(typo_prefixes) {
            raise_among(candidates, &self.key_postings[at], scratch, |_| score);
        }
        if let Some(descriptions) = reach.descriptions {
            raise_among(candidates, descriptions, scratch, |bm25| DESC_BM25 * bm25);
        }
        if let Some(spelled) = self.spellings.get(&reach.word.raw) {
            if candidates.len() * GALLOP_RATIO < spelled.len() {
                intersect(candidates, spelled, |doc| *doc, |doc| scratch.raise_by(*doc, SAME_SPELLING));
            } else {
                spelled.iter().for_each(|doc| scratch.raise_by(*doc, SAME_SPELLING));
            }
        }
        candidates.iter().map(|doc| scratch.looked_up(*doc)).collect()
    }

    /// Reads every document the word of `reach` reaches, with its best alternative and the
    /// spelling bonus, as the word being read. With `banded`, stops once the top is settled.
    fn read_word(&self, reach: &Reach, banded: Option<usize>, scratch: &mut Scratch) {
        if !self.read_names(reach, banded, scratch) {
            for (doc, bm25) in reach.descriptions.into_iter().flatten() {
                scratch.offer(*doc, DESC_BM25 * bm25);
            }
        }
        for doc in self.spellings.get(&reach.word.raw).into_iter().flatten() {
            scratch.add_bonus(*doc, SAME_SPELLING);
        }
    }

    /// Offers the documents under the word's name keys, each with its best alternative, to the
    /// current word. With `banded` (one word and no SKU, whose alternatives score in bands: see
    /// [`super::query`]), answers whether the top `banded` is settled, so that nothing scoring
    /// lower need be read.
    fn read_names(&self, reach: &Reach, banded: Option<usize>, scratch: &mut Scratch) -> bool {
        if let Some(at) = reach.exact {
            for (doc, bm25) in &self.key_postings[at] {
                scratch.offer(*doc, NAME_EXACT + NAME_BM25 * bm25);
            }
        }
        let settled = |scratch: &Scratch| banded.is_some_and(|limit| scratch.word_docs.len() >= limit);
        // Each band's lowest score is above the next one's highest (bonus included: prefix 6 >
        // typo 4 + 1), so a full band settles the top.
        if settled(scratch) {
            return true;
        }
        // Without a name spelled as typed there is no bonus: a flat band's products all tie, the
        // lowest documents win, and only as many as the limit still wants are needed. With
        // one, a typo prefix (3 + 1) can tie a typo (4), so the bands after the prefix are
        // read whole.
        let trimmed = banded.filter(|_| !self.spellings.contains_key(&reach.word.raw));
        self.offer_band(reach.prefix_keys(), NAME_PREFIX, trimmed, scratch);
        // A band read in part filled the limit (see `offer_band`): past this point, the bands
        // before were read whole.
        if settled(scratch) {
            return true;
        }
        self.offer_band(reach.typos.iter().copied(), NAME_FUZZY, trimmed, scratch);
        if trimmed.is_some() && settled(scratch) {
            return true;
        }
        self.offer_band(reach.typo_prefixes.iter().copied(), NAME_FUZZY_PREFIX, trimmed, scratch);
        trimmed.is_some() && settled(scratch)
    }

    /// Offers `score` to the documents under `keys`: all of them, or, with `trimmed`, only the
    /// lowest the limit still wants (which fills it, unless there are fewer).
    fn offer_band(&self, keys: impl Iterator<Item = usize>, score: f32, trimmed: Option<usize>, scratch: &mut Scratch) {
        let Some(limit) = trimmed else {
            for at in keys {
                for (doc, _) in &self.key_postings[at] {
                    scratch.offer(*doc, score);
                }
            }
            return;
        };
        let wanted = limit.saturating_sub(scratch.word_docs.len());
        let mut picked = Vec::new();
        for at in keys {
            let unseen = self.key_postings[at].iter().map(|(doc, _)| *doc).filter(|doc| !scratch.has_reached(*doc));
            picked.extend(unseen.take(wanted));
        }
        picked.sort_unstable();
        picked.dedup();
        for doc in picked.into_iter().take(wanted) {
            scratch.offer(doc, score);
        }
    }

    /// SKUs stand beside the words: each one a document has adds to its score.
    fn add_skus(&self, plan: &Plan, scratch: &mut Scratch) {
        let Some((whole, parts)) = plan.skus().split_first() else { return };
        let exact = |sku: &String, scratch: &mut Scratch| {
            for doc in self.skus.binary_search(sku).map_or(&[][..], |at| &self.sku_postings[at][..]) {
                scratch.add_found(*doc, SKU_EXACT);
            }
        };
        exact(whole, scratch);
        if whole.chars().count() >= NAME_PREFIX_MIN_CHARS {
            // A product counts once however many of its SKUs start so.
            for at in super::expand::starting_with(&self.skus, whole) {
                for doc in &self.sku_postings[at] {
                    if scratch.reach(*doc) {
                        scratch.add_found(*doc, SKU_PREFIX);
                    }
                }
            }
            scratch.end_word();
        }
        for part in parts {
            exact(part, scratch);
        }
    }
}

/// Raises each candidate `postings` has to `score(bm25)`: by a lookup per candidate when they
/// are few, else by a pass over every posting.
fn raise_among(candidates: &[Doc], postings: &[(Doc, f32)], scratch: &mut Scratch, score: impl Fn(f32) -> f32) {
    if candidates.len() * GALLOP_RATIO < postings.len() {
        intersect(candidates, postings, |(doc, _)| *doc, |(doc, bm25)| scratch.raise(*doc, score(*bm25)));
    } else {
        for (doc, bm25) in postings {
            scratch.raise(*doc, score(*bm25));
        }
    }
}

/// Postings this many times more than the candidates are looked up per candidate rather than
/// read through.
const GALLOP_RATIO: usize = 8;

#[cfg(test)]
mod tests {
    use tantivy::collector::TopDocs;

    use super::super::build::document;
    use super::super::{new_index, Snapshot};
    use super::*;
    use storefront_db::catalog::search_texts::ProductText;

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
                    writer.add_document(document(&fields, &product)).unwrap();
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
        let segments = snapshot.searcher.segment_readers();
        assert!(segments.len() > 1, "the test covers several segments");
        let segment_starts: Vec<usize> =
            segments.iter().scan(0, |start, segment| Some(std::mem::replace(start, *start + segment.max_doc() as usize))).collect();
        let id_of = |address: &tantivy::DocAddress| snapshot.ids[segment_starts[address.segment_ord as usize] + address.doc_id as usize];
        let rounded = |list: &[(f32, i64)]| {
            let mut list: Vec<(i64, i64)> = list.iter().map(|(score, id)| ((score * 1000.0).round() as i64, *id)).collect();
            list.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            list
        };
        let collector = TopDocs::with_limit(1000).order_by_score();
        let queries = [
            "zgest",
            "զգ",
            "zge",
            "կապույտ զգեստ",
            "kapuyt zg",
            "синий пла",
            "dress",
            "dres",
            "drss",
            "dresss",
            "mankakan hagust",
            "mankakn",
            "hagsut",
            "красный",
            "bosch",
            "bosch dri",
            "drill bosch",
            "kid",
            "kids'",
            "classic shoes",
            "clasic",
            "shoe",
            "krossovki",
            "кросовки",
            "dre-1",
            "dre",
            "v1",
            "v12",
            "dre-1 v2",
            "sho-40",
            "պայուսակ",
            "payusak",
            "payusk",
            "x",
            "zz",
            "red dress dress",
            "krosov",
            "elegnt",
            "sinii plat",
            "cotton",
            "բամբակյա",
            "хлопок платье",
            "leather shoes",
            "kids cotton",
            "mankakan",
        ];
        for query in queries {
            let plan = Plan::new(query).unwrap();
            for level in [Level::Exact, Level::Typos, Level::Descriptions] {
                let ours: Vec<(f32, i64)> = snapshot
                    .text
                    .scored(&plan, level, 1000, &mut Expansions::default())
                    .into_iter()
                    .map(|(score, doc)| (score, snapshot.ids[doc as usize]))
                    .collect();
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
                snapshot.text.any_word_scored(&plan, 1000).into_iter().map(|(score, doc)| (score, snapshot.ids[doc as usize])).collect();
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
    fn looking_up_candidates_scores_a_word_as_reading_its_postings_does() {
        let snapshot = snapshot();
        let text = &snapshot.text;
        let everyone: Vec<Doc> = (0..text.documents as Doc).collect();
        let some: Vec<Doc> = everyone.iter().copied().filter(|doc| doc % 3 == 1).collect();
        // Few enough to be looked up one by one in long postings.
        let few: Vec<Doc> = everyone.iter().copied().filter(|doc| doc % 40 == 2).collect();
        let (mut reached, mut found_few) = (0, 0);
        let queries = [
            "kapuyt zg",
            "dres",
            "drss",
            "mankakan hagust",
            "bosch dri",
            "kids cotton",
            "krosov",
            "elegnt",
            "sinii plat",
            "leather shoes",
            "payusk",
            "хлопок платье",
        ];
        for query in queries {
            let plan = Plan::new(query).unwrap();
            for level in [Level::Exact, Level::Typos, Level::Descriptions] {
                let mut expansions = Expansions::default();
                expansions.walk(&text.keys, &plan);
                for (n, word) in plan.words().iter().enumerate() {
                    let reach = text.reach(word, level, expansions.typos[n].as_ref().filter(|_| level >= Level::Typos));
                    let (read, among_everyone, among_some, among_few) = SCRATCH.with(|scratch| {
                        let mut scratch = scratch.borrow_mut();
                        scratch.prepare(text.documents);
                        text.read_word(&reach, None, &mut scratch);
                        let read: Vec<Option<f32>> = everyone.iter().map(|doc| scratch.best(*doc)).collect();
                        scratch.end_word();
                        let mut among = |candidates: &[Doc]| text.scores_among(candidates, &reach, &mut scratch);
                        let mut found = (among(&everyone), among(&some), among(&few));
                        // One at a time: looked up in every posting list longer than a few.
                        found.2 = few.iter().map(|doc| among(&[*doc])[0]).collect();
                        assert_eq!(found.2, among(&few), "{query:?} at {level:?}: {word:?}, the few one by one");
                        scratch.finish(0);
                        (read, found.0, found.1, found.2)
                    });
                    reached += usize::from(read.iter().any(Option::is_some));
                    assert_eq!(among_everyone, read, "{query:?} at {level:?}: {word:?}");
                    let read_some: Vec<Option<f32>> = some.iter().map(|doc| read[*doc as usize]).collect();
                    assert_eq!(among_some, read_some, "{query:?} at {level:?}: {word:?}, a third of the products");
                    let read_few: Vec<Option<f32>> = few.iter().map(|doc| read[*doc as usize]).collect();
                    assert_eq!(among_few, read_few, "{query:?} at {level:?}: {word:?}, a few products");
                    found_few += usize::from(read_few.iter().any(Option::is_some));
                }
            }
        }
        assert!(reached > 40, "most of the words reach products ({reached})");
        assert!(found_few > 10, "the few products are found by some words ({found_few})");
    }

    #[test]
    fn words_in_most_descriptions_are_not_looked_up_there() {
        let snapshot = snapshot();
        let documents = snapshot.searcher.num_docs();
        // Every description says "mankakan"; a quarter of them say "cotton".
        let text = TextIndex::read(&snapshot.searcher, &snapshot.fields, documents / 2).unwrap();
        let key = |word: &str| Plan::new(word).unwrap().words()[0].key.clone();
        assert!(text.descriptions_of(&key("mankakan")).is_none());
        let cotton = text.descriptions_of(&key("cotton")).expect("a rarer word is kept");
        assert!(cotton.len() as u64 > documents / 8 && (cotton.len() as u64) < documents / 2);
        assert!(!text.searches_descriptions(&Plan::new("mankakan").unwrap()));
        assert!(text.searches_descriptions(&Plan::new("mankakan cotton").unwrap()));
        let whole = TextIndex::read(&snapshot.searcher, &snapshot.fields, documents).unwrap();
        assert_eq!(whole.descriptions_of(&key("mankakan")).map(|d| d.len() as u64), Some(documents));
    }

    #[test]
    fn a_small_limit_gives_the_start_of_the_whole_ranking() {
        let snapshot = snapshot();
        let queries = [
            "dr",
            "dre",
            "dress",
            "zge",
            "krossovki",
            "kro",
            "sin",
            "v1",
            "sku-1",
            "sk",
            "clas",
            "bosch",
            "payu",
            "drss",
            "kids cotton",
            "krosovki",
            "krossovk",
            "hagsut",
            "elegnt",
            "drsses",
            "plate",
            "payusk",
            "leathr",
            "cotto",
        ];
        for query in queries {
            let plan = Plan::new(query).unwrap();
            for level in [Level::Exact, Level::Typos, Level::Descriptions] {
                let whole = snapshot.text.search(&plan, level, 1000, &mut Expansions::default());
                for limit in [1, 2, 5, 10, 40] {
                    let top = snapshot.text.search(&plan, level, limit, &mut Expansions::default());
                    assert_eq!(top, whole[..limit.min(whole.len())], "{query:?} at {level:?}, limit {limit}");
                }
            }
        }
    }

    #[test]
    fn the_limit_keeps_the_best_and_words_must_all_match() {
        let snapshot = snapshot();
        let plan = Plan::new("dress").unwrap();
        let all = snapshot.text.search(&plan, Level::Exact, 1000, &mut Expansions::default());
        assert!(all.len() > 5);
        assert_eq!(snapshot.text.search(&plan, Level::Exact, 5, &mut Expansions::default()), all[..5]);
        let both = Plan::new("red dress").unwrap();
        let found = snapshot.text.search(&both, Level::Exact, 1000, &mut Expansions::default());
        assert!(!found.is_empty() && found.len() < all.len(), "every word must match");
    }
}
