//! What staff may save as a product: the editor's draft, read and checked field by field with
//! the messages the back office shows beside each input, and the URL key made from a name.
//!
//! The draft holds what was typed (prices as text, in drams), so the back office and the server
//! read it with one function, [`check`]. Armenian is the shop's source language: its name is
//! required, Russian and English may be missing (the storefront then shows the Armenian text)
//! and are marked so in the back office.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::locale::Locale;
use crate::money::{Amount, Currency};
use crate::translit;
use crate::validation::is_calendar_date;
use crate::validation::{Message, MAX_DESCRIPTION_LENGTH, MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH};
/// The longest SKU and URL key.
pub const MAX_SKU_LENGTH: usize = 64;
pub const MAX_URL_KEY_LENGTH: usize = 120;
/// The highest price one product may have: 100 million drams.
pub const MAX_PRICE_DRAMS: i64 = 100_000_000;
/// The most units of one product in stock.
pub const MAX_STOCK: i64 = 1_000_000;
/// The most categories one product is listed under.
pub const MAX_CATEGORIES: usize = 50;

/// A product's texts in one language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ProductTexts {
    pub name: String,
    pub short_description: String,
    pub description: String,
    pub seo_title: String,
    pub seo_description: String,
}

impl ProductTexts {
    /// Nothing typed in this language.
    pub fn is_blank(&self) -> bool {
        [&self.name, &self.short_description, &self.description, &self.seo_title, &self.seo_description]
            .iter()
            .all(|text| text.trim().is_empty())
    }
}

/// The product editor's form as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ProductDraft {
    pub sku: String,
    /// Empty: made from the Armenian name ([`url_key_from`]).
    pub url_key: String,
    /// In drams, as typed ("12500", "12 500", "12500.50").
    pub price: String,
    /// Empty: no special price.
    pub special_price: String,
    /// The shop's first and last day (`YYYY-MM-DD`) the special price is in force; empty: from
    /// now on, until further notice.
    pub special_from: String,
    pub special_to: String,
    pub stock: String,
    pub enabled: bool,
    pub is_new: bool,
    pub is_featured: bool,
    pub seller_id: Option<i64>,
    pub category_ids: Vec<i64>,
    pub texts: BTreeMap<Locale, ProductTexts>,
}

/// A draft that passed every check, in the units the shop stores.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedProduct {
    pub sku: String,
    pub url_key: String,
    pub price_minor: i64,
    /// The special price as planned, in force only on its days ([`CheckedProduct::priced_on`]).
    pub special_price_minor: Option<i64>,
    pub special_from: Option<String>,
    pub special_to: Option<String>,
    pub stock: i64,
    pub enabled: bool,
    pub is_new: bool,
    pub is_featured: bool,
    pub seller_id: Option<i64>,
    pub category_ids: Vec<i64>,
    /// Only the languages with something typed; Armenian always.
    pub texts: BTreeMap<Locale, ProductTexts>,
}

/// Faults by field, each with its message. Text fields of one language are named
/// `{field}_{locale}` (`name_hy`, `description_ru`).
pub type Faults = BTreeMap<String, Message>;

/// The field name of a text in one language, as [`Faults`] names it.
pub fn text_field(field: &str, locale: Locale) -> String {
    format!("{field}_{}", locale.code())
}

/// One language's texts held to their fields: a NUL character is refused, and so is a text longer
/// than its field's limit (field, text, most characters, the message saying so).
pub fn limit_texts(faults: &mut Faults, locale: Locale, limits: &[(&str, &str, usize, Message)]) {
    for (field, text, longest, message) in limits {
        if text.contains('\0') {
            faults.insert(text_field(field, locale), Message::CharacterNotAllowed);
        } else if text.chars().count() > *longest {
            faults.insert(text_field(field, locale), *message);
        }
    }
}

/// Reads and checks a draft: every fault at once, or the product to store.
pub fn check(draft: &ProductDraft) -> Result<CheckedProduct, Faults> {
    let mut faults = Faults::new();
    let sku = draft.sku.trim().to_string();
    if sku.is_empty() {
        faults.insert("sku".into(), Message::Required);
    } else if !is_code(&sku, MAX_SKU_LENGTH, true) {
        faults.insert("sku".into(), Message::SkuFormat);
    }
    let texts = checked_texts(&draft.texts, &mut faults);
    let url_key = match draft.url_key.trim() {
        "" => texts.get(&Locale::Hy).map(|t| url_key_from(&t.name)).unwrap_or_default(),
        typed => typed.to_string(),
    };
    if !url_key.is_empty() && !is_code(&url_key, MAX_URL_KEY_LENGTH, false) {
        faults.insert("url_key".into(), Message::UrlKeyFormat);
    }
    let price = drams("price", &draft.price, &mut faults);
    let special = match draft.special_price.trim() {
        "" => None,
        _ => drams("special_price", &draft.special_price, &mut faults),
    };
    if let (Some(price), Some(special)) = (price, special) {
        if special >= price {
            faults.insert("special_price".into(), Message::SpecialPriceNotBelowPrice);
        }
    }
    let day = |field: &str, typed: &str, faults: &mut Faults| match typed.trim() {
        "" => None,
        day if is_calendar_date(day) => Some(day.to_string()),
        _ => {
            faults.insert(field.into(), Message::InvalidDate);
            None
        }
    };
    let (special_from, special_to) =
        (day("special_from", &draft.special_from, &mut faults), day("special_to", &draft.special_to, &mut faults));
    if special_from.as_ref().zip(special_to.as_ref()).is_some_and(|(from, to)| to < from) {
        faults.insert("special_to".into(), Message::SpecialPriceEndsBeforeStart);
    }
    let stock = units("stock", &draft.stock, &mut faults);
    let mut category_ids = draft.category_ids.clone();
    category_ids.sort_unstable();
    category_ids.dedup();
    if category_ids.len() > MAX_CATEGORIES {
        faults.insert("category_ids".into(), Message::TooManyCategories);
    }
    match (faults.is_empty(), price, stock) {
        (true, Some(price_minor), Some(stock)) => {
            let special_price_minor = special.filter(|special| *special > 0);
            Ok(CheckedProduct {
                sku,
                url_key,
                price_minor,
                special_price_minor,
                special_from,
                special_to,
                stock,
                enabled: draft.enabled,
                is_new: draft.is_new,
                is_featured: draft.is_featured,
                seller_id: draft.seller_id,
                category_ids,
                texts,
            })
        }
        _ => Err(faults),
    }
}

impl CheckedProduct {
    /// The special price in force on the shop's day `today` and what a shopper pays then.
    pub fn priced_on(&self, today: &str) -> (Option<i64>, i64) {
        priced_on(self.price_minor, self.special_price_minor, self.special_from.as_deref(), self.special_to.as_deref(), today)
    }
}

/// A special price planned from `from` to `to` (shop days, both included; either open) as it
/// stands on `today`: the special price in force, if any, and what a shopper pays.
pub fn priced_on(price: i64, special: Option<i64>, from: Option<&str>, to: Option<&str>, today: &str) -> (Option<i64>, i64) {
    let in_force = from.is_none_or(|from| from <= today) && to.is_none_or(|to| today <= to);
    let special = special.filter(|special| in_force && *special > 0 && *special < price);
    (special, special.unwrap_or(price))
}

/// The texts trimmed, the languages with nothing typed left out; the Armenian name required.
fn checked_texts(typed: &BTreeMap<Locale, ProductTexts>, faults: &mut Faults) -> BTreeMap<Locale, ProductTexts> {
    let mut texts = BTreeMap::new();
    for locale in Locale::ALL {
        let Some(raw) = typed.get(&locale) else { continue };
        let trimmed = ProductTexts {
            name: raw.name.trim().to_string(),
            short_description: raw.short_description.trim().to_string(),
            description: raw.description.trim().to_string(),
            seo_title: raw.seo_title.trim().to_string(),
            seo_description: raw.seo_description.trim().to_string(),
        };
        let limits: [(&str, &str, usize, Message); 5] = [
            ("name", &trimmed.name, MAX_TEXT_LENGTH, Message::TooLong),
            ("seo_title", &trimmed.seo_title, MAX_TEXT_LENGTH, Message::TooLong),
            ("short_description", &trimmed.short_description, MAX_MESSAGE_LENGTH, Message::MessageTooLong),
            ("seo_description", &trimmed.seo_description, MAX_MESSAGE_LENGTH, Message::MessageTooLong),
            ("description", &trimmed.description, MAX_DESCRIPTION_LENGTH, Message::DescriptionTooLong),
        ];
        limit_texts(faults, locale, &limits);
        if trimmed.is_blank() {
            continue;
        }
        if trimmed.name.is_empty() {
            faults.insert(text_field("name", locale), Message::Required);
        }
        texts.insert(locale, trimmed);
    }
    if !texts.contains_key(&Locale::Hy) {
        faults.insert(text_field("name", Locale::Hy), Message::Required);
    }
    texts
}

/// Units in stock as typed: a whole number from 0 to [`MAX_STOCK`], spaces allowed.
pub(crate) fn units(field: &str, typed: &str, faults: &mut Faults) -> Option<i64> {
    match typed.trim().replace(' ', "").parse::<i64>() {
        Ok(stock) if (0..=MAX_STOCK).contains(&stock) => Some(stock),
        _ => {
            faults.insert(field.into(), Message::StockInvalid);
            None
        }
    }
}

/// A price typed in drams, in minor units: digits with an optional fraction, spaces between
/// thousands allowed, at most [`MAX_PRICE_DRAMS`].
pub(crate) fn drams(field: &str, typed: &str, faults: &mut Faults) -> Option<i64> {
    let compact: String = typed.trim().chars().filter(|c| !matches!(c, ' ' | '\u{a0}' | '\u{202f}')).collect();
    let compact = compact.replace(',', ".");
    if compact.is_empty() {
        faults.insert(field.into(), Message::Required);
        return None;
    }
    match Amount::parse_decimal(&compact, Currency::Amd) {
        Ok(amount) if compact.starts_with(['-', '+']) || amount.minor < 0 => {
            faults.insert(field.into(), Message::PriceInvalid);
            None
        }
        Ok(amount) if amount.minor > Amount::major(MAX_PRICE_DRAMS, Currency::Amd).minor => {
            faults.insert(field.into(), Message::PriceTooHigh);
            None
        }
        Ok(amount) => Some(amount.minor),
        Err(_) => {
            faults.insert(field.into(), Message::PriceInvalid);
            None
        }
    }
}

/// Latin letters, digits and hyphens (and, for an SKU, capitals, dots and underscores), at most
/// `longest` characters, not starting or ending with a hyphen.
pub(crate) fn is_code(text: &str, longest: usize, sku: bool) -> bool {
    let allowed =
        |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || (sku && (c.is_ascii_uppercase() || c == '.' || c == '_'));
    text.len() <= longest && text.chars().all(allowed) && !text.starts_with('-') && !text.ends_with('-')
}

/// A URL key from a name: its words in Latin letters joined by hyphens ("Կանացի վերնաշապիկ" →
/// `kanatsi-vernashapik`), cut at a word boundary to fit.
pub fn url_key_from(name: &str) -> String {
    let mut key = String::new();
    for word in translit::words(name) {
        let latin: String = translit::to_latin(&word).chars().filter(char::is_ascii_alphanumeric).collect();
        if latin.is_empty() {
            continue;
        }
        if key.len() + latin.len() + 1 > MAX_URL_KEY_LENGTH - 8 {
            break;
        }
        if !key.is_empty() {
            key.push('-');
        }
        key.push_str(&latin);
    }
    key
}

/// The first of `base`, `base-2`, `base-3`… that `taken` does not hold: a URL key made from a
/// name that another product already uses.
pub fn free_url_key(base: &str, taken: &[String]) -> String {
    let base = if base.is_empty() { "product" } else { base };
    (1..)
        .map(|n| if n == 1 { base.to_string() } else { format!("{base}-{n}") })
        .find(|candidate| !taken.iter().any(|t| t == candidate))
        .unwrap_or_else(|| base.to_string())
}

/// How a language's texts stand against the Armenian source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TranslationState {
    /// The source language itself.
    Source,
    Missing,
    /// Saved before the Armenian texts last changed.
    Stale,
    Current,
}

/// The state of a translation saved at `saved_at` (a stored timestamp, empty when there is
/// none) against the Armenian texts saved at `source_saved_at`.
pub fn translation_state(locale: Locale, saved_at: Option<&str>, source_saved_at: &str) -> TranslationState {
    match (locale, saved_at) {
        (Locale::Hy, _) => TranslationState::Source,
        (_, None) => TranslationState::Missing,
        (_, Some(saved)) if saved < source_saved_at => TranslationState::Stale,
        _ => TranslationState::Current,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> ProductDraft {
        ProductDraft {
            sku: "TSHIRT-01".into(),
            price: "12 500".into(),
            stock: "7".into(),
            enabled: true,
            texts: BTreeMap::from([(Locale::Hy, ProductTexts { name: "Կանացի վերնաշապիկ".into(), ..ProductTexts::default() })]),
            ..ProductDraft::default()
        }
    }

    #[test]
    fn a_draft_with_an_armenian_name_a_price_and_stock_is_read_in_minor_units() {
        let product = check(&draft()).expect("valid");
        assert_eq!(product.price_minor, 1_250_000);
        assert_eq!(product.priced_on("2026-11-28"), (None, 1_250_000));
        assert_eq!(product.stock, 7);
        assert_eq!(product.url_key, "kanatsi-vernashapik");
        assert_eq!(product.texts.len(), 1, "Russian and English left out");
    }

    #[test]
    fn a_special_price_is_what_shoppers_pay_and_must_be_below_the_price() {
        let mut typed = draft();
        typed.special_price = "9990,5".into();
        let product = check(&typed).expect("valid");
        assert_eq!(product.special_price_minor, Some(999_050));
        assert_eq!(product.priced_on("2026-11-28"), (Some(999_050), 999_050));
        typed.special_price = "12500".into();
        assert_eq!(check(&typed).unwrap_err().get("special_price"), Some(&Message::SpecialPriceNotBelowPrice));
    }

    #[test]
    fn a_special_price_with_dates_is_in_force_only_on_its_days() {
        let mut typed = draft();
        typed.special_price = "9990".into();
        typed.special_from = "2026-12-01".into();
        typed.special_to = "2026-12-31".into();
        let product = check(&typed).expect("valid");
        assert_eq!(product.priced_on("2026-11-30"), (None, 1_250_000), "not yet");
        assert_eq!(product.priced_on("2026-12-01"), (Some(999_000), 999_000), "its first day");
        assert_eq!(product.priced_on("2026-12-31"), (Some(999_000), 999_000), "its last day");
        assert_eq!(product.priced_on("2027-01-01"), (None, 1_250_000), "over");
        typed.special_to = "2026-11-30".into();
        assert_eq!(check(&typed).unwrap_err().get("special_to"), Some(&Message::SpecialPriceEndsBeforeStart));
        typed.special_from = "1 December".into();
        assert_eq!(check(&typed).unwrap_err().get("special_from"), Some(&Message::InvalidDate));
        assert_eq!(priced_on(100, Some(120), None, None, "2026-11-28"), (None, 100), "a special price above the price is none");
    }

    #[test]
    fn every_fault_is_named_by_its_field_at_once() {
        let mut typed = draft();
        typed.sku = "has space".into();
        typed.price = "-5".into();
        typed.stock = "1.5".into();
        typed.texts.insert(Locale::Ru, ProductTexts { description: "Описание".into(), ..ProductTexts::default() });
        typed.texts.get_mut(&Locale::Hy).unwrap().name.clear();
        let faults = check(&typed).unwrap_err();
        assert_eq!(faults.get("sku"), Some(&Message::SkuFormat));
        assert_eq!(faults.get("price"), Some(&Message::PriceInvalid));
        assert_eq!(faults.get("stock"), Some(&Message::StockInvalid));
        assert_eq!(faults.get("name_hy"), Some(&Message::Required));
        assert_eq!(faults.get("name_ru"), Some(&Message::Required), "a description without a name");
    }

    #[test]
    fn absurd_prices_and_stock_long_texts_and_nul_characters_are_refused() {
        let mut typed = draft();
        typed.price = "100000000.01".into();
        typed.stock = "1000001".into();
        typed.texts.get_mut(&Locale::Hy).unwrap().description = "ա".repeat(MAX_DESCRIPTION_LENGTH + 1);
        typed.texts.get_mut(&Locale::Hy).unwrap().seo_title = "a\0b".into();
        let faults = check(&typed).unwrap_err();
        assert_eq!(faults.get("price"), Some(&Message::PriceTooHigh));
        assert_eq!(faults.get("stock"), Some(&Message::StockInvalid));
        assert_eq!(faults.get("description_hy"), Some(&Message::DescriptionTooLong));
        assert_eq!(faults.get("seo_title_hy"), Some(&Message::CharacterNotAllowed));
        typed.price = "100000000".into();
        assert!(!check(&typed).unwrap_err().contains_key("price"), "the limit itself is allowed");
    }

    #[test]
    fn url_keys_are_latin_words_joined_by_hyphens_and_made_unique() {
        assert_eq!(url_key_from("Bosch GSR 12V-15 дрель"), "bosch-gsr-12v-15-drel");
        assert_eq!(url_key_from("!!!"), "");
        assert!(url_key_from(&"Երկար բառ ".repeat(40)).len() <= MAX_URL_KEY_LENGTH);
        assert_eq!(free_url_key("drel", &["drel".into(), "drel-2".into()]), "drel-3");
        assert_eq!(free_url_key("", &[]), "product");
        let mut typed = draft();
        typed.url_key = "Capital-Letters".into();
        assert_eq!(check(&typed).unwrap_err().get("url_key"), Some(&Message::UrlKeyFormat));
    }

    #[test]
    fn translations_saved_before_the_armenian_text_changed_are_stale() {
        let source = "2026-11-20T10:00:00Z";
        assert_eq!(translation_state(Locale::Hy, None, source), TranslationState::Source);
        assert_eq!(translation_state(Locale::Ru, None, source), TranslationState::Missing);
        assert_eq!(translation_state(Locale::Ru, Some("2026-11-19T10:00:00Z"), source), TranslationState::Stale);
        assert_eq!(translation_state(Locale::En, Some(source), source), TranslationState::Current);
    }
}
