//! The search's scoring written as tantivy queries: the reference the in-memory scorer
//! ([`super::names`]) is tested against, alternative by alternative (test builds only).

use tantivy::query::{BooleanQuery, BoostQuery, ConstScoreQuery, DisjunctionMaxQuery, FuzzyTermQuery, Occur, Query, TermQuery};
use tantivy::schema::{Field, IndexRecordOption};
use tantivy::Term;

use super::query::*;
use super::Fields;

impl Plan {
    /// The query at `level`: every word must match, or the SKU.
    pub fn query(&self, fields: &Fields, level: Level) -> Box<dyn Query> {
        // Every clause at this level is optional: a product matches through its words or SKU.
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let mut words: Vec<(Occur, Box<dyn Query>)> =
            self.words().iter().map(|word| (Occur::Must, word_query(fields, word, level))).collect();
        match words.len() {
            0 => {}
            1 => clauses.push((Occur::Should, words.remove(0).1)),
            _ => clauses.push((Occur::Should, Box::new(BooleanQuery::new(words)))),
        }
        if let Some((whole, parts)) = self.skus().split_first() {
            clauses.push((Occur::Should, constant(term(fields.sku, whole), SKU_EXACT)));
            if whole.chars().count() >= NAME_PREFIX_MIN_CHARS {
                clauses.push((Occur::Should, automaton(FuzzyTermQuery::new_prefix(term(fields.sku, whole), 0, false), SKU_PREFIX)));
            }
            for part in parts {
                clauses.push((Occur::Should, constant(term(fields.sku, part), SKU_EXACT)));
            }
        }
        Box::new(BooleanQuery::new(clauses))
    }
    /// Products whose names have any of the words' keys, by BM25: the salvage pass when nothing
    /// matched all words. Plain term queries, so tantivy can skip blocks that cannot make the
    /// top (block-max WAND) even when the words are common.
    pub fn any_word_query(&self, fields: &Fields) -> Box<dyn Query> {
        Box::new(BooleanQuery::new(
            self.words()
                .iter()
                .map(|word| {
                    let query: Box<dyn Query> = Box::new(TermQuery::new(term(fields.name, &word.key), IndexRecordOption::WithFreqs));
                    (Occur::Should, query)
                })
                .collect(),
        ))
    }
}

/// The alternatives of one word at `level`, best one counting, plus the same-spelling bonus.
fn word_query(fields: &Fields, word: &Word, level: Level) -> Box<dyn Query> {
    let chars = word.key.chars().count();
    let name_key = term(fields.name, &word.key);

    let mut alternatives: Vec<Box<dyn Query>> = vec![scored_exact(name_key.clone(), NAME_EXACT, NAME_BM25)];
    if word.last && chars >= NAME_PREFIX_MIN_CHARS {
        alternatives.push(automaton(FuzzyTermQuery::new_prefix(name_key.clone(), 0, false), NAME_PREFIX));
    }
    let distance = typo_distance(&word.key);
    if level >= Level::Typos && distance > 0 {
        alternatives.push(automaton(FuzzyTermQuery::new(name_key.clone(), distance, true), NAME_FUZZY));
        if word.last && chars >= FUZZY_PREFIX_MIN_CHARS {
            alternatives.push(automaton(FuzzyTermQuery::new_prefix(name_key, 1, true), NAME_FUZZY_PREFIX));
        }
    }
    if level >= Level::Descriptions {
        alternatives.push(Box::new(BoostQuery::new(
            Box::new(TermQuery::new(term(fields.desc, &word.key), IndexRecordOption::WithFreqs)),
            DESC_BM25,
        )));
    }
    let best = Box::new(DisjunctionMaxQuery::new(alternatives));
    Box::new(BooleanQuery::new(vec![
        (Occur::Must, best as Box<dyn Query>),
        (Occur::Should, constant(term(fields.name_raw, &word.raw), SAME_SPELLING)),
    ]))
}

fn term(field: Field, text: &str) -> Term {
    Term::from_field_text(field, text)
}

/// `score` when the document has the term.
fn constant(term: Term, score: f32) -> Box<dyn Query> {
    Box::new(ConstScoreQuery::new(Box::new(TermQuery::new(term, IndexRecordOption::Basic)), score))
}

/// `base` plus `bm25_weight` × the term's BM25 score, for documents that have the term.
fn scored_exact(term: Term, base: f32, bm25_weight: f32) -> Box<dyn Query> {
    Box::new(BooleanQuery::new(vec![
        (Occur::Must, constant(term.clone(), base)),
        (Occur::Should, Box::new(BoostQuery::new(Box::new(TermQuery::new(term, IndexRecordOption::WithFreqs)), bm25_weight))),
    ]))
}

/// An automaton query (prefix, typo) with a constant score.
fn automaton(query: FuzzyTermQuery, score: f32) -> Box<dyn Query> {
    Box::new(ConstScoreQuery::new(Box::new(query), score))
}
