//! What staff may save as a category and where they may put it: the editor's draft read and
//! checked field by field (names in three languages, the URL key made from the Armenian name
//! as a product's is), and the tree rules a move must keep (no category inside itself, at most
//! [`MAX_DEPTH`] levels, which the storefront's menus are drawn for).

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use crate::locale::Locale;
use crate::product_edit::{is_code, limit_texts, text_field, url_key_from, Faults, MAX_URL_KEY_LENGTH};
use crate::validation::{Message, MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH};

/// The most levels of categories, the top one included.
pub const MAX_DEPTH: usize = 5;

/// A category's texts in one language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct CategoryTexts {
    pub name: String,
    pub description: String,
}

/// The category editor's form as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct CategoryDraft {
    /// Empty: made from the Armenian name.
    pub slug: String,
    pub enabled: bool,
    pub texts: BTreeMap<Locale, CategoryTexts>,
}

/// A draft that passed every check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedCategory {
    pub slug: String,
    pub enabled: bool,
    /// Only the languages with a name; Armenian always.
    pub texts: BTreeMap<Locale, CategoryTexts>,
}

/// Reads and checks a draft: every fault at once (text fields named `name_hy`,
/// `description_ru`…), or the category to store.
pub fn check(draft: &CategoryDraft) -> Result<CheckedCategory, Faults> {
    let mut faults = Faults::new();
    let mut texts = BTreeMap::new();
    for locale in Locale::ALL {
        let Some(raw) = draft.texts.get(&locale) else { continue };
        let trimmed = CategoryTexts { name: raw.name.trim().to_string(), description: raw.description.trim().to_string() };
        limit_texts(
            &mut faults,
            locale,
            &[
                ("name", &trimmed.name, MAX_TEXT_LENGTH, Message::TooLong),
                ("description", &trimmed.description, MAX_MESSAGE_LENGTH, Message::MessageTooLong),
            ],
        );
        match (trimmed.name.is_empty(), trimmed.description.is_empty()) {
            (true, true) => continue,
            (true, false) => {
                faults.insert(text_field("name", locale), Message::Required);
            }
            _ => {}
        }
        texts.insert(locale, trimmed);
    }
    if !texts.contains_key(&Locale::Hy) {
        faults.insert(text_field("name", Locale::Hy), Message::Required);
    }
    let slug = match draft.slug.trim() {
        "" => texts.get(&Locale::Hy).map(|t| url_key_from(&t.name)).unwrap_or_default(),
        typed => typed.to_string(),
    };
    if !slug.is_empty() && !is_code(&slug, MAX_URL_KEY_LENGTH, false) {
        faults.insert("slug".into(), Message::UrlKeyFormat);
    }
    match faults.is_empty() {
        true => Ok(CheckedCategory { slug, enabled: draft.enabled, texts }),
        false => Err(faults),
    }
}

/// Why a category cannot go where it was asked to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Misplaced {
    /// Into itself or one of its own subcategories.
    InsideItself,
    /// Its deepest subcategory would be below [`MAX_DEPTH`].
    TooDeep,
}

impl Misplaced {
    pub fn message(self) -> Message {
        match self {
            Misplaced::InsideItself => Message::CategoryInsideItself,
            Misplaced::TooDeep => Message::CategoryTooDeep,
        }
    }
}

/// Whether `id` (a new category when it is not in `parents`) may be put under `parent` (`None`:
/// the top level), given every category's parent.
pub fn placement(parents: &HashMap<i64, Option<i64>>, id: i64, parent: Option<i64>) -> Result<(), Misplaced> {
    // The levels above the new place, walking up from `parent`; a loop already stored ends it.
    let mut above = 0;
    let mut up = parent;
    while let Some(at) = up {
        if at == id {
            return Err(Misplaced::InsideItself);
        }
        above += 1;
        if above > parents.len() {
            break;
        }
        up = parents.get(&at).copied().flatten();
    }
    if above + levels(parents, id) > MAX_DEPTH {
        return Err(Misplaced::TooDeep);
    }
    Ok(())
}

/// The levels of `id`'s subtree: 1 for a category without subcategories.
fn levels(parents: &HashMap<i64, Option<i64>>, id: i64) -> usize {
    let mut deepest = 1;
    let mut level = vec![id];
    while deepest <= parents.len() {
        let below: Vec<i64> =
            parents.iter().filter(|(_, parent)| parent.is_some_and(|p| level.contains(&p))).map(|(child, _)| *child).collect();
        if below.is_empty() {
            break;
        }
        deepest += 1;
        level = below;
    }
    deepest
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(name: &str) -> CategoryDraft {
        CategoryDraft {
            enabled: true,
            texts: BTreeMap::from([(Locale::Hy, CategoryTexts { name: name.into(), ..CategoryTexts::default() })]),
            ..CategoryDraft::default()
        }
    }

    #[test]
    fn an_armenian_name_is_enough_and_gives_the_url_key() {
        let category = check(&draft("  Կանացի հագուստ ")).expect("valid");
        assert_eq!(category.slug, "kanatsi-hagust");
        assert_eq!(category.texts[&Locale::Hy].name, "Կանացի հագուստ");
        assert_eq!(category.texts.len(), 1);
    }

    #[test]
    fn missing_names_long_texts_nul_characters_and_bad_url_keys_are_named() {
        let mut typed = draft("");
        typed.slug = "Bad Key".into();
        typed.texts.insert(Locale::Ru, CategoryTexts { name: "a\0b".into(), description: String::new() });
        typed.texts.insert(Locale::En, CategoryTexts { name: String::new(), description: "x".repeat(MAX_MESSAGE_LENGTH + 1) });
        let faults = check(&typed).unwrap_err();
        assert_eq!(faults.get("name_hy"), Some(&Message::Required));
        assert_eq!(faults.get("name_ru"), Some(&Message::CharacterNotAllowed));
        assert_eq!(faults.get("description_en"), Some(&Message::MessageTooLong));
        assert_eq!(faults.get("slug"), Some(&Message::UrlKeyFormat));
    }

    fn tree() -> HashMap<i64, Option<i64>> {
        // 1 › 2 › 3, and 4 at the top.
        HashMap::from([(1, None), (2, Some(1)), (3, Some(2)), (4, None)])
    }

    #[test]
    fn a_category_cannot_go_into_itself_or_its_subcategories() {
        assert_eq!(placement(&tree(), 1, Some(3)), Err(Misplaced::InsideItself));
        assert_eq!(placement(&tree(), 2, Some(2)), Err(Misplaced::InsideItself));
        assert_eq!(placement(&tree(), 2, Some(4)), Ok(()));
        assert_eq!(placement(&tree(), 3, None), Ok(()));
        assert_eq!(placement(&tree(), 99, Some(3)), Ok(()), "a new category under a third level");
    }

    #[test]
    fn a_move_keeps_the_tree_within_its_depth() {
        let mut parents = tree();
        parents.insert(5, Some(3));
        parents.insert(6, Some(5));
        // 1 › 2 › 3 › 5 › 6 is five levels: nothing more below 6, and 4 cannot take 2's subtree.
        assert_eq!(placement(&parents, 99, Some(6)), Err(Misplaced::TooDeep));
        assert_eq!(placement(&parents, 99, Some(5)), Ok(()));
        assert_eq!(placement(&parents, 4, Some(5)), Ok(()));
        parents.insert(7, Some(4));
        assert_eq!(placement(&parents, 4, Some(5)), Err(Misplaced::TooDeep));
    }
}
