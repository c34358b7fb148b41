//! Which words of a sorted vocabulary a query word reaches: the words it starts (a binary
//! search), and the words within a few typos of it (a Levenshtein automaton walked over the
//! vocabulary as over a trie: words that share a prefix share its steps, and a prefix the
//! automaton rejects skips every word that starts with it).

use std::ops::Range;
use std::sync::OnceLock;

use levenshtein_automata::{Distance, LevenshteinAutomatonBuilder, DFA, SINK_STATE};

/// The indexes of the words starting with `prefix`: a contiguous range of the sorted words.
pub(crate) fn starting_with(words: &[String], prefix: &str) -> Range<usize> {
    let start = words.partition_point(|word| word.as_str() < prefix);
    let end = start + words[start..].partition_point(|word| word.starts_with(prefix));
    start..end
}

/// Sorted, distinct words, each with the number of leading bytes it shares with the one
/// before: what lets a walk skip the words under a rejected prefix by reading one number per
/// word instead of comparing strings (a binary search per rejected prefix cost most of a
/// walk).
pub(crate) struct Vocabulary {
    words: Vec<String>,
    shared: Vec<u16>,
}

impl Vocabulary {
    /// `words` must be sorted and distinct.
    pub(crate) fn new(words: Vec<String>) -> Vocabulary {
        debug_assert!(words.windows(2).all(|pair| pair[0] < pair[1]));
        let shared = (0..words.len())
            .map(|i| match i {
                0 => 0,
                _ => common_prefix(words[i - 1].as_bytes(), words[i].as_bytes()).min(u16::MAX as usize) as u16,
            })
            .collect();
        Vocabulary { words, shared }
    }

    /// The index of `word`, if the vocabulary has it.
    pub(crate) fn position(&self, word: &str) -> Option<usize> {
        self.words.binary_search_by(|probe| probe.as_str().cmp(word)).ok()
    }

    pub(crate) fn starting_with(&self, prefix: &str) -> Range<usize> {
        starting_with(&self.words, prefix)
    }

    /// The indexes of the words within `distance` edits of `key` (a transposition counts as
    /// one), or, with `prefix`, the words that start with such a text. Ascending.
    pub(crate) fn within_typos(&self, key: &str, distance: u8, prefix: bool) -> Vec<usize> {
        let builder = builder(distance);
        let dfa = if prefix { builder.build_prefix_dfa(key) } else { builder.build_dfa(key) };
        self.walk(&dfa)
    }

    fn walk(&self, dfa: &DFA) -> Vec<usize> {
        let (words, shared) = (&self.words, &self.shared);
        let mut found = Vec::new();
        // states[j]: the automaton's state after the first j bytes of the path walked so far,
        // which is the previous word or the rejected start of it.
        let mut states: Vec<u32> = vec![dfa.initial_state()];
        let mut i = 0;
        while i < words.len() {
            let word = words[i].as_bytes();
            states.truncate((shared[i] as usize).min(states.len() - 1) + 1);
            let mut rejected_at = None;
            for (at, byte) in word.iter().enumerate().skip(states.len() - 1) {
                let next = dfa.transition(states[at], *byte);
                if next == SINK_STATE {
                    rejected_at = Some(at);
                    break;
                }
                states.push(next);
            }
            i += 1;
            match rejected_at {
                Some(at) => {
                    // The words sharing more than `at` bytes with this one start with the
                    // rejected bytes too.
                    while i < words.len() && shared[i] as usize > at {
                        i += 1;
                    }
                }
                None if matches!(dfa.distance(states[word.len()]), Distance::Exact(_)) => found.push(i - 1),
                None => {}
            }
        }
        found
    }
}

fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// The automata builders are costly to make and the same for every word: one per distance.
fn builder(distance: u8) -> &'static LevenshteinAutomatonBuilder {
    static ONE: OnceLock<LevenshteinAutomatonBuilder> = OnceLock::new();
    static TWO: OnceLock<LevenshteinAutomatonBuilder> = OnceLock::new();
    match distance {
        0 | 1 => ONE.get_or_init(|| LevenshteinAutomatonBuilder::new(1, true)),
        _ => TWO.get_or_init(|| LevenshteinAutomatonBuilder::new(2, true)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vocabulary() -> Vocabulary {
        let mut words: Vec<String> =
            ["drel", "drell", "dress", "hagust", "hagustner", "hamakargich", "kapuyt", "karmir", "mankakan", "mankakn", "zgest"]
                .map(String::from)
                .to_vec();
        words.sort();
        Vocabulary::new(words)
    }

    fn names(words: &Vocabulary, found: impl IntoIterator<Item = usize>) -> Vec<String> {
        found.into_iter().map(|i| words.words[i].clone()).collect()
    }

    #[test]
    fn a_prefix_reaches_the_words_it_starts() {
        let words = vocabulary();
        assert_eq!(names(&words, words.starting_with("hag")), ["hagust", "hagustner"]);
        assert_eq!(names(&words, words.starting_with("dre")), ["drel", "drell", "dress"]);
        assert!(words.starting_with("x").is_empty());
        assert!(words.starting_with("zgestt").is_empty());
        assert_eq!(words.position("dress"), Some(2));
        assert_eq!(words.position("dres"), None);
    }

    #[test]
    fn typos_reach_words_within_the_distance_and_prefixes_their_continuations() {
        let words = vocabulary();
        assert_eq!(names(&words, words.within_typos("hgust", 1, false)), ["hagust"], "a dropped letter");
        assert_eq!(names(&words, words.within_typos("hagsut", 1, false)), ["hagust"], "a transposition is one edit");
        assert_eq!(names(&words, words.within_typos("drel", 1, false)), ["drel", "drell"]);
        assert_eq!(names(&words, words.within_typos("mankakaan", 2, false)), ["mankakan", "mankakn"]);
        assert!(words.within_typos("qqqqq", 1, false).is_empty());
        assert_eq!(names(&words, words.within_typos("hgus", 1, true)), ["hagust", "hagustner"], "a prefix with a typo");
    }

    /// Every word of up to four letters over a three-letter alphabet (and a few in other
    /// scripts): long runs under shared prefixes, so the walk both steps and skips a lot.
    fn dense_vocabulary() -> Vocabulary {
        let mut words = vec![String::new()];
        for _ in 0..4 {
            let longer: Vec<String> = words.iter().flat_map(|w| ["a", "b", "c"].map(|c| format!("{w}{c}"))).collect();
            words.extend(longer);
        }
        words.extend(["abçd", "aբc", "bбв", "ccccccc"].map(String::from));
        words.retain(|w| !w.is_empty());
        words.sort();
        words.dedup();
        Vocabulary::new(words)
    }

    #[test]
    fn the_walk_finds_what_checking_every_word_finds() {
        for words in [vocabulary(), dense_vocabulary()] {
            let keys = ["dres", "drass", "hagustne", "kapuit", "zgst", "mankak", "karmr", "abca", "bbbb", "cab", "aբcc", "ccccc", "a"];
            for key in keys {
                for (distance, prefix) in [(1, false), (2, false), (1, true)] {
                    let dfa = if prefix { builder(distance).build_prefix_dfa(key) } else { builder(distance).build_dfa(key) };
                    let every: Vec<usize> =
                        (0..words.words.len()).filter(|i| matches!(dfa.eval(&words.words[*i]), Distance::Exact(_))).collect();
                    assert_eq!(words.within_typos(key, distance, prefix), every, "{key} within {distance}, prefix {prefix}");
                }
            }
        }
    }
}
