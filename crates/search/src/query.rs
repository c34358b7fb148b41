//! What a shopper typed, as words and SKUs to look up ([`Plan`]), and how a product scores.
//!
//! Per word (folded to its search key), the best of these alternatives counts:
//!
//! | alternative | score | from level |
//! |---|---|---|
//! | name has the key | 10 + 0.5 × BM25 | [`Level::Exact`] |
//! | name has a word starting with the key (last word, 2+ letters) | 6 | [`Level::Exact`] |
//! | name has a word within 1 typo (4–7 letters) or 2 (8+), no digits | 4 | [`Level::Typos`] |
//! | name has a word starting within 1 typo of the key (last word, 5+ letters) | 3 | [`Level::Typos`] |
//! | description has the key (unless the key is in most descriptions) | 0.1 × BM25 (≤ ~2.5) | [`Level::Descriptions`] |
//!
//! plus 1 when a name word is spelled exactly as typed (same script). Words combine with AND;
//! the SKU alternatives (exact 100, prefix 50) stand beside them at every level.
//!
//! Each level only adds alternatives that score below the ones before it, so a product found at
//! one level keeps its score at the next: a search runs the cheap level first and goes on only
//! while the results fall short of the limit. When nothing matches all words, the products
//! whose names have any of them are ranked by the sum of those words' BM25.
//!
//! [`super::names`] scores in memory; [`super::reference`] (tests only) writes the same scoring
//! as tantivy queries, which the in-memory scorer is checked against.

use storefront_core::translit;

/// Words beyond this many are ignored: bounded work per query.
const MAX_WORDS: usize = 8;
/// SKUs are compared whole; longer "SKUs" are not looked up.
const MAX_SKU_CHARS: usize = 64;
/// Only the start of a longer query is read.
const MAX_QUERY_CHARS: usize = 256;
/// Longer keys get no typo tolerance (the automaton grows with the word).
const MAX_FUZZY_CHARS: usize = 32;

pub(crate) const SKU_EXACT: f32 = 100.0;
pub(crate) const SKU_PREFIX: f32 = 50.0;
pub(crate) const NAME_EXACT: f32 = 10.0;
pub(crate) const NAME_BM25: f32 = 0.5;
pub(crate) const NAME_PREFIX: f32 = 6.0;
pub(crate) const NAME_FUZZY: f32 = 4.0;
pub(crate) const NAME_FUZZY_PREFIX: f32 = 3.0;
pub(crate) const SAME_SPELLING: f32 = 1.0;
pub(crate) const DESC_BM25: f32 = 0.1;

pub(crate) const NAME_PREFIX_MIN_CHARS: usize = 2;
pub(crate) const FUZZY_PREFIX_MIN_CHARS: usize = 5;

/// How far a query reaches; each level includes the ones before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Level {
    /// Names (exact keys, prefix of the last word) and SKUs.
    Exact,
    /// Names with typos too.
    Typos,
    /// Descriptions too.
    Descriptions,
}

/// One query word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Word {
    /// The search key (`translit::fold_token`).
    pub key: String,
    /// As typed, lowercased.
    pub raw: String,
    /// The last word may be unfinished: prefixes count.
    pub last: bool,
}

/// A parsed query: its words and the SKU candidates.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    words: Vec<Word>,
    /// The whole query, lowercased and trimmed, then each space-separated part.
    skus: Vec<String>,
}

impl Plan {
    /// `None` when the query has neither words nor an SKU to look up.
    pub fn new(text: &str) -> Option<Plan> {
        let text = match text.char_indices().nth(MAX_QUERY_CHARS) {
            Some((end, _)) => &text[..end],
            None => text,
        };
        let mut words: Vec<Word> = Vec::new();
        for raw in translit::words(text).into_iter().take(MAX_WORDS) {
            let key = translit::fold_token(&raw);
            if key.is_empty() || words.iter().any(|w| w.key == key) {
                continue;
            }
            words.push(Word { key, raw, last: false });
        }
        if let Some(last) = words.last_mut() {
            last.last = true;
        }
        let whole = text.trim().to_lowercase();
        let mut skus = Vec::new();
        if !whole.is_empty() && whole.chars().count() <= MAX_SKU_CHARS {
            skus.push(whole.clone());
            let parts: Vec<&str> = whole.split_whitespace().take(MAX_WORDS).collect();
            if parts.len() > 1 {
                skus.extend(parts.into_iter().map(str::to_owned));
            }
        }
        if words.is_empty() && skus.is_empty() {
            return None;
        }
        Some(Plan { words, skus })
    }

    pub fn words(&self) -> &[Word] {
        &self.words
    }

    /// The whole query as an SKU, then each of its space-separated parts.
    pub fn skus(&self) -> &[String] {
        &self.skus
    }

    pub fn has_several_words(&self) -> bool {
        self.words.len() > 1
    }
}

/// Levenshtein distance allowed for a key: none below 4 letters or with digits (model numbers
/// and sizes must match exactly), 1 for 4–7 letters, 2 for 8–32, none beyond.
pub(crate) fn typo_distance(key: &str) -> u8 {
    if key.chars().any(|c| c.is_ascii_digit()) {
        return 0;
    }
    match key.chars().count() {
        0..=3 => 0,
        4..=7 => 1,
        8..=MAX_FUZZY_CHARS => 2,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_folded_deduplicated_and_bounded() {
        let plan = Plan::new("Բոշ bosch  դրել").unwrap();
        let keys: Vec<&str> = plan.words.iter().map(|w| w.key.as_str()).collect();
        assert_eq!(keys, ["bosh", "drel"]);
        assert_eq!(plan.words[0].raw, "բոշ");
        assert!(!plan.words[0].last && plan.words[1].last);
        assert_eq!(plan.skus[0], "բոշ bosch  դրել");
        assert_eq!(&plan.skus[1..], ["բոշ", "bosch", "դրել"]);

        let many = "a b c d e f g h i j k l";
        assert_eq!(Plan::new(many).unwrap().words.len(), MAX_WORDS);
        let long = "բ".repeat(10_000);
        assert_eq!(Plan::new(&long).unwrap().words[0].raw.chars().count(), MAX_QUERY_CHARS);
    }

    #[test]
    fn an_empty_query_has_no_plan() {
        assert!(Plan::new("").is_none());
        assert!(Plan::new("   ").is_none());
        // Punctuation only: no words, but it could be an SKU.
        assert!(Plan::new("--").unwrap().words().is_empty());
    }

    #[test]
    fn typo_distance_grows_with_length_and_spares_numbers() {
        assert_eq!(typo_distance("bos"), 0);
        assert_eq!(typo_distance("bosh"), 1);
        assert_eq!(typo_distance("mankakn"), 1);
        assert_eq!(typo_distance("mankakan"), 2);
        assert_eq!(typo_distance("2023"), 0);
        assert_eq!(typo_distance("gsb13re"), 0);
        assert_eq!(typo_distance(&"a".repeat(33)), 0);
    }
}
