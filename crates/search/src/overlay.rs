//! The products changed since the index was built, kept beside it: a save in the back office
//! reaches search within a second without rebuilding the whole index. Each changed product's
//! texts as last read (or nothing, when it is no longer listed) hide its document in the built
//! index; the listed ones form a small index of their own, rebuilt on each change (milliseconds
//! for the few hundred products a day of editing touches). A search asks both and merges by
//! score. Past [`MAX_PRODUCTS`] changed products, the next change starts a rebuild of the whole
//! index in a task of its own; the rebuild keeps only what changed after it started to read.

use std::collections::BTreeMap;

use storefront_db::catalog::search_texts::ProductText;

use super::build::snapshot_of;
use super::Snapshot;

/// Changed products kept beside the built index before a change rebuilds it all.
pub(crate) const MAX_PRODUCTS: usize = 2_000;

/// One changed product: the ticket of the read that saw it, and its texts when it is listed.
#[derive(Debug, Clone)]
pub(crate) struct Entry {
    pub ticket: u64,
    pub text: Option<ProductText>,
}

/// The changed products and the index of those still listed.
#[derive(Default)]
pub(crate) struct Overlay {
    entries: BTreeMap<i64, Entry>,
    index: Option<Snapshot>,
}

impl Overlay {
    /// The overlay with `changed` read at `ticket` (a product already read by a later change
    /// keeps that later read).
    pub fn with(&self, ticket: u64, changed: BTreeMap<i64, Option<ProductText>>) -> tantivy::Result<Overlay> {
        let mut entries = self.entries.clone();
        for (id, text) in changed {
            if entries.get(&id).is_none_or(|kept| kept.ticket < ticket) {
                entries.insert(id, Entry { ticket, text });
            }
        }
        Overlay::of(entries)
    }

    /// The overlay without the products read before a full build that started at `ticket`:
    /// that build read them again.
    pub fn after_build(&self, ticket: u64) -> tantivy::Result<Overlay> {
        let entries = self.entries.iter().filter(|(_, entry)| entry.ticket > ticket).map(|(id, entry)| (*id, entry.clone())).collect();
        Overlay::of(entries)
    }

    fn of(entries: BTreeMap<i64, Entry>) -> tantivy::Result<Overlay> {
        let listed: Vec<&ProductText> = entries.values().filter_map(|entry| entry.text.as_ref()).collect();
        let index = match listed.is_empty() {
            true => None,
            false => Some(snapshot_of(listed.into_iter())?),
        };
        Ok(Overlay { entries, index })
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Whether `id` changed since the build: its document there is out of date.
    pub fn hides(&self, id: i64) -> bool {
        self.entries.contains_key(&id)
    }

    /// How many listed products the overlay adds to the count of the built index's.
    pub fn listed(&self) -> usize {
        self.index.as_ref().map_or(0, Snapshot::len)
    }

    pub fn index(&self) -> Option<&Snapshot> {
        self.index.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::Searchable;

    fn product(id: i64, name: &str) -> ProductText {
        ProductText { id, skus: vec![format!("sku-{id}")], names: vec![name.to_string()], descriptions: Vec::new() }
    }

    fn searchable(base: &[ProductText], overlay: Overlay) -> Searchable {
        Searchable::new(Arc::new(snapshot_of(base.iter()).unwrap()), Arc::new(overlay))
    }

    #[test]
    fn a_renamed_product_is_found_by_its_new_name_only_and_a_delisted_one_not_at_all() {
        let base = [product(1, "Կանացի վերնաշապիկ"), product(2, "Bosch drill"), product(3, "Bosch hammer")];
        let changed = BTreeMap::from([(1, Some(product(1, "Ձմեռային բաճկոն"))), (3, None), (4, Some(product(4, "Bosch saw")))]);
        let index = searchable(&base, Overlay::default().with(5, changed).unwrap());
        assert_eq!(index.run_search("vernashapik", 10), Vec::<i64>::new(), "the old name is gone");
        assert_eq!(index.run_search("dzmerayin bachkon", 10), vec![1], "the new name, typed in Latin letters");
        let mut bosch = index.run_search("bosch", 10);
        bosch.sort_unstable();
        assert_eq!(bosch, vec![2, 4], "the delisted hammer is hidden, the new saw found");
        assert_eq!(index.len, 3);
    }

    #[test]
    fn a_later_read_wins_and_a_full_build_drops_what_it_read_again() {
        let later = Overlay::default().with(7, BTreeMap::from([(1, Some(product(1, "new name")))])).unwrap();
        let overlay = later.with(6, BTreeMap::from([(1, Some(product(1, "older read")))])).unwrap();
        assert_eq!(overlay.entries[&1].text.as_ref().unwrap().names, ["new name"]);
        assert!(overlay.after_build(6).unwrap().hides(1), "read after the build started");
        assert!(overlay.after_build(7).unwrap().is_empty(), "the build read it again");
    }
}
