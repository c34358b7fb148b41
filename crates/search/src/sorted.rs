//! Looking up a few documents in a long ascending list.

use super::scratch::Doc;

/// Calls `each(item)` for every item of `items` (ascending by `doc_of`) whose document `docs`
/// (ascending) has: walks `docs` and gallops over `items`, so a few documents against many
/// postings cost a few binary searches.
pub(super) fn intersect<T>(docs: &[Doc], items: &[T], doc_of: impl Fn(&T) -> Doc, mut each: impl FnMut(&T)) {
    let mut start = 0;
    for doc in docs {
        start += gallop(&items[start..], |item| doc_of(item) < *doc);
        match items.get(start) {
            Some(item) if doc_of(item) == *doc => each(item),
            Some(_) => {}
            None => return,
        }
    }
}

/// The number of leading elements of `list` for which `before` holds (it must hold for a
/// prefix of the list): by doubling steps, then a binary search in the last step.
fn gallop<T>(list: &[T], before: impl Fn(&T) -> bool) -> usize {
    let mut step = 1;
    while step < list.len() && before(&list[step]) {
        step *= 2;
    }
    let end = list.len().min(step + 1);
    list[..end].partition_point(before)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn common(docs: &[Doc], items: &[Doc]) -> Vec<Doc> {
        let mut found = Vec::new();
        intersect(docs, items, |item| *item, |item| found.push(*item));
        found
    }

    #[test]
    fn finds_each_common_document() {
        let docs = [2, 3, 5, 8, 13, 21, 34];
        assert_eq!(common(&docs, &[1, 3, 4, 13, 34, 40]), [3, 13, 34]);
        assert_eq!(common(&docs, &[8]), [8]);
        assert_eq!(common(&[8], &docs), [8]);
        assert!(common(&docs, &[]).is_empty());
        assert!(common(&[], &docs).is_empty());
        assert!(common(&docs, &[0, 1, 4, 100]).is_empty());
    }

    #[test]
    fn agrees_with_a_set_lookup_on_lists_of_every_density() {
        for (every, offset, length) in [(1, 0, 1000), (3, 1, 400), (7, 2, 150), (97, 5, 12), (2, 0, 3)] {
            let items: Vec<Doc> = (0..length).map(|k| offset + k * every).collect();
            for (step, docs_length) in [(1, 2000), (5, 300), (50, 40), (333, 6)] {
                let docs: Vec<Doc> = (0..docs_length).map(|k| k * step).collect();
                let expected: Vec<Doc> = docs.iter().copied().filter(|doc| items.contains(doc)).collect();
                assert_eq!(common(&docs, &items), expected, "every {every} from {offset} against every {step}");
            }
        }
    }
}
