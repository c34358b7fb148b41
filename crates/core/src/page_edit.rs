//! What staff may save as a CMS page: its texts in three languages (a title in Armenian at
//! least), its URL key made from the Armenian title as a category's is, meta texts within what
//! search engines show, and HTML within a bound (the server sanitises it when it is stored and
//! when it is previewed, so both are what the storefront shows).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::locale::Locale;
use crate::product_edit::{is_code, limit_texts, text_field, url_key_from, Faults, MAX_URL_KEY_LENGTH};
use crate::validation::{Message, MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH};

/// The most characters of a page's HTML in one language: a long terms page is about 60,000.
pub const MAX_PAGE_HTML_LENGTH: usize = 200_000;

/// A page's texts in one language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PageTexts {
    pub title: String,
    pub html: String,
    /// Empty: the title.
    pub meta_title: String,
    pub meta_description: String,
}

/// The page editor's form as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PageDraft {
    /// Empty: made from the Armenian title.
    pub url_key: String,
    pub published: bool,
    pub texts: BTreeMap<Locale, PageTexts>,
}

/// A draft that passed every check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedPage {
    pub url_key: String,
    pub published: bool,
    /// Only the languages with a title; Armenian always. The meta title is filled in.
    pub texts: BTreeMap<Locale, PageTexts>,
}

/// Reads and checks a draft: every fault at once (fields named `title_hy`, `html_ru`…), or the
/// page to store.
pub fn check(draft: &PageDraft) -> Result<CheckedPage, Faults> {
    let mut faults = Faults::new();
    let mut texts = BTreeMap::new();
    for locale in Locale::ALL {
        let Some(raw) = draft.texts.get(&locale) else { continue };
        let mut trimmed = PageTexts {
            title: raw.title.trim().to_string(),
            html: raw.html.trim().to_string(),
            meta_title: raw.meta_title.trim().to_string(),
            meta_description: raw.meta_description.trim().to_string(),
        };
        limit_texts(
            &mut faults,
            locale,
            &[
                ("title", &trimmed.title, MAX_TEXT_LENGTH, Message::TooLong),
                ("html", &trimmed.html, MAX_PAGE_HTML_LENGTH, Message::PageTooLong),
                ("meta_title", &trimmed.meta_title, MAX_TEXT_LENGTH, Message::TooLong),
                ("meta_description", &trimmed.meta_description, MAX_MESSAGE_LENGTH, Message::MessageTooLong),
            ],
        );
        let anything = !(trimmed.html.is_empty() && trimmed.meta_title.is_empty() && trimmed.meta_description.is_empty());
        match (trimmed.title.is_empty(), anything) {
            (true, false) => continue,
            (true, true) => {
                faults.insert(text_field("title", locale), Message::Required);
            }
            _ => {}
        }
        if trimmed.meta_title.is_empty() {
            trimmed.meta_title = trimmed.title.clone();
        }
        texts.insert(locale, trimmed);
    }
    if !texts.contains_key(&Locale::Hy) {
        faults.insert(text_field("title", Locale::Hy), Message::Required);
    }
    let url_key = match draft.url_key.trim() {
        "" => texts.get(&Locale::Hy).map(|t| url_key_from(&t.title)).unwrap_or_default(),
        typed => typed.to_string(),
    };
    if !url_key.is_empty() && !is_code(&url_key, MAX_URL_KEY_LENGTH, false) {
        faults.insert("url_key".into(), Message::UrlKeyFormat);
    }
    match faults.is_empty() {
        true => Ok(CheckedPage { url_key, published: draft.published, texts }),
        false => Err(faults),
    }
}

/// The languages a page has no title in: the editor marks them, the page list counts them.
pub fn missing_translations(texts: &BTreeMap<Locale, PageTexts>) -> Vec<Locale> {
    Locale::ALL.into_iter().filter(|locale| texts.get(locale).is_none_or(|t| t.title.trim().is_empty())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(texts: &[(Locale, &str, &str)]) -> PageDraft {
        PageDraft {
            url_key: String::new(),
            published: true,
            texts: texts
                .iter()
                .map(|(locale, title, html)| {
                    (*locale, PageTexts { title: title.to_string(), html: html.to_string(), ..Default::default() })
                })
                .collect(),
        }
    }

    #[test]
    fn a_page_needs_an_armenian_title_and_its_key_comes_from_it() {
        let checked = check(&draft(&[(Locale::Hy, " Առաքում ", "<p>Երևանում՝ անվճար</p>")])).unwrap();
        assert_eq!(checked.url_key, "arakum");
        assert_eq!(checked.texts[&Locale::Hy].meta_title, "Առաքում", "the meta title defaults to the title");
        assert_eq!(missing_translations(&checked.texts), vec![Locale::Ru, Locale::En]);
        let faults = check(&draft(&[(Locale::En, "Delivery", "")])).unwrap_err();
        assert_eq!(faults.get("title_hy"), Some(&Message::Required));
    }

    #[test]
    fn every_fault_is_named_on_its_field() {
        let mut typed = draft(&[(Locale::Hy, "Ա", ""), (Locale::Ru, "", "<p>текст без заголовка</p>"), (Locale::En, "Bad\0", "")]);
        typed.url_key = "Not A Key".into();
        typed.texts.get_mut(&Locale::Hy).unwrap().html = "ա".repeat(MAX_PAGE_HTML_LENGTH + 1);
        let faults = check(&typed).unwrap_err();
        assert_eq!(faults.get("html_hy"), Some(&Message::PageTooLong), "200,000 Armenian letters fit, one more does not");
        assert_eq!(faults.get("title_ru"), Some(&Message::Required), "a text without a title");
        assert_eq!(faults.get("title_en"), Some(&Message::CharacterNotAllowed));
        assert_eq!(faults.get("url_key"), Some(&Message::UrlKeyFormat));
        assert_eq!(faults.len(), 4);
    }
}
