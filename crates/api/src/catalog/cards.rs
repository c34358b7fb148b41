//! Product cards: the parts of a list's product resource that change only when the catalogue
//! does (names and short descriptions in one locale, pictures, categories, seller), kept in a
//! bounded cache already written as JSON, so that a list answer copies them. Prices and stock
//! are not taken from cards: they come from the stock cache, which forgets them when they
//! change (catalog::stock).
//!
//! A saved product's cards are forgotten when the feed of changes shows it (catalog::feed), the
//! same moment its search document is read again; the whole cache is dropped when the listing
//! and the search index are rebuilt (catalog::refresh), so a card is never older than the
//! search index that found it. The attribute list the list filters use is kept the same way.

use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, PoisonError, RwLock};

use quick_cache::sync::Cache;
use storefront_core::locale::Locale;

use super::rendered::{ProductParts, RenderedParts};
use storefront_db::catalog::attributes::{self, AttributeRow};
use storefront_db::catalog::products::{self, ImageRow, ProductRow};
use storefront_db::html::sanitize;
use storefront_db::Db;

/// Cards kept at most: about 2 KB each (mostly their rendered JSON), so about 60 MB at worst.
const CAPACITY: usize = 30_000;

/// The cached part of one product's list resource, in one locale.
#[derive(Debug)]
pub struct Card {
    /// Texts and flags (without the descriptions); its price and stock fields are those of when
    /// the card was made and are not shown.
    pub row: ProductRow,
    pub images: Vec<ImageRow>,
    /// The resource's texts and pictures as JSON, the short description sanitised.
    pub rendered: RenderedParts,
}

impl Card {
    fn new(mut row: ProductRow, images: Vec<ImageRow>, categories: &[(i64, String)]) -> Card {
        let short_description = sanitize(&row.short_description);
        let rendered = RenderedParts::of(ProductParts {
            row: &row,
            short_description: &short_description,
            description: "",
            images: &images,
            categories,
        });
        row.short_description = String::new();
        row.description = String::new();
        Card { row, images, rendered }
    }
}

/// The attribute list in each locale (hy, ru, en), once loaded.
type AttributesByLocale = [Option<Arc<Vec<AttributeRow>>>; 3];

#[derive(Clone)]
pub struct CardCache {
    cards: Arc<Cache<(i64, Locale), Arc<Card>>>,
    attributes: Arc<RwLock<AttributesByLocale>>,
    /// Bumped by every clear: what a load read before a clear is answered but not kept, so a
    /// card is never older than the catalogue change that cleared the cache.
    generation: Arc<AtomicU64>,
}

impl Default for CardCache {
    fn default() -> Self {
        CardCache { cards: Arc::new(Cache::new(CAPACITY)), attributes: Arc::default(), generation: Arc::default() }
    }
}

/// What a card miss reads: the products' rows, their pictures and their categories.
type Loaded = (Vec<ProductRow>, HashMap<i64, Vec<ImageRow>>, HashMap<i64, Vec<(i64, String)>>);

impl std::fmt::Debug for CardCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CardCache({} cards)", self.cards.len())
    }
}

fn locale_slot(locale: Locale) -> usize {
    match locale {
        Locale::Hy => 0,
        Locale::Ru => 1,
        Locale::En => 2,
    }
}

impl CardCache {
    /// Cards of `ids` in that order, unknown ids skipped. The missing ones are loaded together
    /// (three queries at once, whatever their number) and kept.
    pub async fn get_many(&self, db: &Db, ids: &[i64], locale: Locale) -> Result<Vec<Arc<Card>>, sqlx::Error> {
        self.get_many_loading(ids, locale, |missing| async move {
            // On three connections at once: a miss waits for the slowest query, not for all three.
            tokio::try_join!(
                products::load(db, &missing, locale),
                products::load_images(db, &missing, locale),
                products::load_categories(db, &missing)
            )
        })
        .await
    }

    /// [`CardCache::get_many`] with the missing cards read by `load`.
    async fn get_many_loading<F, Fut>(&self, ids: &[i64], locale: Locale, load: F) -> Result<Vec<Arc<Card>>, sqlx::Error>
    where
        F: FnOnce(Vec<i64>) -> Fut,
        Fut: Future<Output = Result<Loaded, sqlx::Error>>,
    {
        let mut found: Vec<Option<Arc<Card>>> = ids.iter().map(|id| self.cards.get(&(*id, locale))).collect();
        let missing: Vec<i64> = ids.iter().zip(&found).filter(|(_, card)| card.is_none()).map(|(id, _)| *id).collect();
        if missing.is_empty() {
            return Ok(found.into_iter().flatten().collect());
        }
        let generation = self.generation.load(Ordering::Acquire);
        let (rows, mut images, mut categories) = load(missing).await?;
        let mut kept = Vec::with_capacity(rows.len());
        for row in rows {
            let id = row.id;
            let card = Arc::new(Card::new(row, images.remove(&id).unwrap_or_default(), &categories.remove(&id).unwrap_or_default()));
            self.cards.insert((id, locale), card.clone());
            kept.push(id);
            for (slot, wanted) in found.iter_mut().zip(ids) {
                if *wanted == id && slot.is_none() {
                    *slot = Some(card.clone());
                }
            }
        }
        // Checked after inserting: a clear either bumped the generation before this check (and
        // the cards read before it are taken back here) or empties the cache after it.
        if self.generation.load(Ordering::Acquire) != generation {
            for id in kept {
                self.cards.remove(&(id, locale));
            }
        }
        Ok(found.into_iter().flatten().collect())
    }

    /// The attributes with their labels in `locale`, in filter order.
    pub async fn attributes(&self, db: &Db, locale: Locale) -> Result<Arc<Vec<AttributeRow>>, sqlx::Error> {
        let slot = locale_slot(locale);
        if let Some(known) = &self.attributes.read().unwrap_or_else(PoisonError::into_inner)[slot] {
            return Ok(known.clone());
        }
        let generation = self.generation.load(Ordering::Acquire);
        let loaded = Arc::new(attributes::load_attributes(db, locale).await?);
        let mut kept = self.attributes.write().unwrap_or_else(PoisonError::into_inner);
        // Under the lock a clear cannot slip between this check and the write.
        if self.generation.load(Ordering::Acquire) == generation {
            kept[slot] = Some(loaded.clone());
        }
        Ok(loaded)
    }

    /// Forgets these products' cards in every locale (an editor saved them).
    pub fn forget(&self, ids: impl IntoIterator<Item = i64>) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        for id in ids {
            for locale in Locale::ALL {
                self.cards.remove(&(id, locale));
            }
        }
    }

    /// Forgets every card and attribute (the catalogue changed).
    pub fn clear(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        self.cards.clear();
        *self.attributes.write().unwrap_or_else(PoisonError::into_inner) = Default::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn product(id: i64, name: &str) -> ProductRow {
        ProductRow { id, name: name.to_string(), ..ProductRow::default() }
    }

    fn loaded(id: i64, name: &str) -> Loaded {
        (vec![product(id, name)], HashMap::new(), HashMap::new())
    }

    #[tokio::test]
    async fn a_card_read_before_a_clear_is_answered_but_not_kept() {
        let cache = CardCache::default();
        let during = cache.clone();
        let answered = cache
            .get_many_loading(&[7], Locale::Hy, |_| async move {
                // The catalogue changes while the old row is on its way.
                during.clear();
                Ok(loaded(7, "old name"))
            })
            .await
            .unwrap();
        assert_eq!(answered[0].row.name, "old name");
        let next = cache.get_many_loading(&[7], Locale::Hy, |_| async { Ok(loaded(7, "new name")) }).await.unwrap();
        assert_eq!(next[0].row.name, "new name", "the stale card was not kept");
        let kept = cache.get_many_loading(&[7], Locale::Hy, |_| async { Ok(loaded(7, "not read again")) }).await.unwrap();
        assert_eq!(kept[0].row.name, "new name", "a card read without a clear is kept");
    }
}
