//! Which words of a sorted vocabulary a query word reaches: the words it starts (a binary
//! search), and the words within a few typos of it (a Levenshtein automaton walked over the
//! vocabulary as over a trie: words that share a prefix share its steps, and a prefix the
//! automaton rejects skips every word that starts with it).

use std::sync::OnceLock;

use levenshtein_automata::{Distance, LevenshteinAutomatonBuilder, DFA, SINK_STATE};

/// The indexes of the words starting with `prefix`: a contiguous range of the sorted words.
pub(crate) fn starting_with(words: &[String], prefix: &str) -> std::ops::Range<usize> {
    let start = words.partition_point(|word| word.as_str() < prefix);
    let end = start + words[start..].partition_point(|word| word.starts_with(prefix));
    start..end
}

/// The indexes of the words within `distance` edits of `key` (a transposition counts as one),
/// or, with `prefix`, the words that start with such a text. Ascending.
pub(crate) fn within_typos(words: &[String], key: &str, distance: u8, prefix: bool) -> Vec<usize> {
    let builder = builder(distance);
    let dfa = if prefix { builder.build_prefix_dfa(key) } else { builder.build_dfa(key) };
    walk(words, &dfa)
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

fn walk(words: &[String], dfa: &DFA) -> Vec<usize> {
    let mut found = Vec::new();
    // states[j]: the automaton's state after the first j bytes of the previous word.
    let mut states: Vec<u32> = vec![dfa.initial_state()];
    let mut previous: &[u8] = &[];
    let mut i = 0;
    while i < words.len() {
        let word = words[i].as_bytes();
        let shared = previous.iter().zip(word).take_while(|(a, b)| a == b).count().min(states.len() - 1);
        states.truncate(shared + 1);
        let mut dead_at = None;
        for (at, byte) in word.iter().enumerate().skip(shared) {
            let next = dfa.transition(states[at], *byte);
            if next == SINK_STATE {
                dead_at = Some(at);
                break;
            }
            states.push(next);
        }
        previous = word;
        match dead_at {
            Some(at) => {
                // No word starting with these bytes can match: skip them all.
                let dead = &word[..=at];
                i += words[i..].partition_point(|w| w.as_bytes().starts_with(dead));
                states.truncate(at + 1);
                previous = &word[..at];
            }
            None => {
                if matches!(dfa.distance(states[word.len()]), Distance::Exact(_)) {
                    found.push(i);
                }
                i += 1;
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vocabulary() -> Vec<String> {
        let mut words: Vec<String> =
            ["drel", "drell", "dress", "hagust", "hagustner", "hamakargich", "kapuyt", "karmir", "mankakan", "mankakn", "zgest"]
                .map(String::from)
                .to_vec();
        words.sort();
        words
    }

    fn names(words: &[String], found: impl IntoIterator<Item = usize>) -> Vec<String> {
        found.into_iter().map(|i| words[i].clone()).collect()
    }

    #[test]
    fn a_prefix_reaches_the_words_it_starts() {
        let words = vocabulary();
        assert_eq!(names(&words, starting_with(&words, "hag")), ["hagust", "hagustner"]);
        assert_eq!(names(&words, starting_with(&words, "dre")), ["drel", "drell", "dress"]);
        assert!(starting_with(&words, "x").is_empty());
        assert!(starting_with(&words, "zgestt").is_empty());
    }

    #[test]
    fn typos_reach_words_within_the_distance_and_prefixes_their_continuations() {
        let words = vocabulary();
        assert_eq!(names(&words, within_typos(&words, "hgust", 1, false)), ["hagust"], "a dropped letter");
        assert_eq!(names(&words, within_typos(&words, "hagsut", 1, false)), ["hagust"], "a transposition is one edit");
        assert_eq!(names(&words, within_typos(&words, "drel", 1, false)), ["drel", "drell"]);
        assert_eq!(names(&words, within_typos(&words, "mankakaan", 2, false)), ["mankakan", "mankakn"]);
        assert!(within_typos(&words, "qqqqq", 1, false).is_empty());
        assert_eq!(names(&words, within_typos(&words, "hgus", 1, true)), ["hagust", "hagustner"], "a prefix with a typo");
    }

    #[test]
    fn the_walk_finds_what_checking_every_word_finds() {
        let words = vocabulary();
        for key in ["dres", "drass", "hagustne", "kapuit", "zgst", "mankak", "karmr"] {
            for (distance, prefix) in [(1, false), (2, false), (1, true)] {
                let dfa = if prefix { builder(distance).build_prefix_dfa(key) } else { builder(distance).build_dfa(key) };
                let every: Vec<usize> =
                    (0..words.len()).filter(|i| matches!(dfa.eval(&words[*i]), Distance::Exact(_))).collect();
                assert_eq!(within_typos(&words, key, distance, prefix), every, "{key} within {distance}, prefix {prefix}");
            }
        }
    }
}
