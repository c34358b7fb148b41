//! What staff may save as an attribute (colour, size, brand…) with its options: the editor's
//! draft read and checked field by field. An attribute is saved whole, its options in the order
//! shoppers see them; each option has a label per language (Armenian required), a code staff and
//! the filters' addresses use, and for colour swatches the colour itself.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::locale::Locale;
use crate::product_edit::{is_code, text_field, url_key_from, Faults};
use crate::validation::{Message, MAX_TEXT_LENGTH};

/// The longest attribute or option code.
pub const MAX_CODE_LENGTH: usize = 64;
/// The most options one attribute has: a filter of more is no filter.
pub const MAX_OPTIONS: usize = 200;

/// How an attribute's options are shown.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Swatch {
    /// Chips with the option's label (sizes, brands).
    #[default]
    Text,
    /// Round swatches of the option's colour.
    Color,
}

impl Swatch {
    pub fn code(self) -> &'static str {
        match self {
            Swatch::Text => "text",
            Swatch::Color => "color",
        }
    }

    /// A stored kind; one this version does not draw (`image`) is shown as text.
    pub fn parse(code: &str) -> Swatch {
        match code {
            "color" => Swatch::Color,
            _ => Swatch::Text,
        }
    }
}

/// One option as typed: `id` none for a new one.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OptionDraft {
    pub id: Option<i64>,
    /// Empty: made from the Armenian label.
    pub code: String,
    /// `#rrggbb`, for colour swatches.
    pub color: String,
    pub labels: BTreeMap<Locale, String>,
}

/// The attribute editor's form as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct AttributeDraft {
    /// Empty: made from the Armenian label.
    pub code: String,
    pub swatch: Swatch,
    /// Whether the storefront's lists offer it as a filter.
    pub filterable: bool,
    pub labels: BTreeMap<Locale, String>,
    pub options: Vec<OptionDraft>,
}

/// An option that passed every check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedOption {
    pub id: Option<i64>,
    pub code: String,
    pub color: Option<String>,
    /// The languages with a label; Armenian always.
    pub labels: BTreeMap<Locale, String>,
}

/// A draft that passed every check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedAttribute {
    pub code: String,
    pub swatch: Swatch,
    pub filterable: bool,
    pub labels: BTreeMap<Locale, String>,
    pub options: Vec<CheckedOption>,
}

/// The field name of an option's field, as [`Faults`] names it: `options.2.label_hy`.
pub fn option_field(index: usize, field: &str) -> String {
    format!("options.{index}.{field}")
}

/// Reads and checks a draft: every fault at once (the attribute's label `label_hy`, an option's
/// `options.{n}.code`…), or the attribute to store.
pub fn check(draft: &AttributeDraft) -> Result<CheckedAttribute, Faults> {
    let mut faults = Faults::new();
    let labels = checked_labels(&draft.labels, "label", &mut faults);
    let code = checked_code(&draft.code, labels.get(&Locale::Hy), "code", &mut faults);
    if draft.options.len() > MAX_OPTIONS {
        faults.insert("options".into(), Message::TooManyOptions);
    }
    let mut options = Vec::new();
    let mut codes = BTreeSet::new();
    for (index, option) in draft.options.iter().enumerate().take(MAX_OPTIONS) {
        let mut own = Faults::new();
        let labels = checked_labels(&option.labels, "label", &mut own);
        let code = checked_code(&option.code, labels.get(&Locale::Hy), "code", &mut own);
        if !code.is_empty() && !codes.insert(code.clone()) {
            own.insert("code".into(), Message::OptionCodeRepeated);
        }
        let color = match (draft.swatch, option.color.trim()) {
            (Swatch::Color, typed) if is_colour(typed) => Some(typed.to_ascii_lowercase()),
            (Swatch::Color, _) => {
                own.insert("color".into(), Message::ColorFormat);
                None
            }
            (Swatch::Text, _) => None,
        };
        faults.extend(own.into_iter().map(|(field, message)| (option_field(index, &field), message)));
        options.push(CheckedOption { id: option.id, code, color, labels });
    }
    match faults.is_empty() {
        true => Ok(CheckedAttribute { code, swatch: draft.swatch, filterable: draft.filterable, labels, options }),
        false => Err(faults),
    }
}

/// The labels trimmed, the languages left empty out; the Armenian one required.
fn checked_labels(typed: &BTreeMap<Locale, String>, field: &str, faults: &mut Faults) -> BTreeMap<Locale, String> {
    let mut labels = BTreeMap::new();
    for (locale, label) in typed {
        let label = label.trim();
        if label.contains('\0') {
            faults.insert(text_field(field, *locale), Message::CharacterNotAllowed);
        } else if label.chars().count() > MAX_TEXT_LENGTH {
            faults.insert(text_field(field, *locale), Message::TooLong);
        } else if !label.is_empty() {
            labels.insert(*locale, label.to_string());
        }
    }
    if !labels.contains_key(&Locale::Hy) && !faults.contains_key(&text_field(field, Locale::Hy)) {
        faults.insert(text_field(field, Locale::Hy), Message::Required);
    }
    labels
}

/// A typed code, or one made from the Armenian label: Latin letters (either case, as shops
/// moving from elsewhere have them), digits, hyphens, dots and underscores.
fn checked_code(typed: &str, hy_label: Option<&String>, field: &str, faults: &mut Faults) -> String {
    let code = match typed.trim() {
        "" => hy_label.map(|label| url_key_from(label)).unwrap_or_default(),
        typed => typed.to_string(),
    };
    if hy_label.is_some() && !is_code(&code, MAX_CODE_LENGTH, true) {
        faults.insert(field.into(), Message::CodeFormat);
    }
    code
}

/// `#rrggbb`.
fn is_colour(text: &str) -> bool {
    text.len() == 7 && text.starts_with('#') && text[1..].chars().all(|c| c.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(hy: &str) -> BTreeMap<Locale, String> {
        BTreeMap::from([(Locale::Hy, hy.to_string())])
    }

    fn colour_draft() -> AttributeDraft {
        AttributeDraft {
            swatch: Swatch::Color,
            filterable: true,
            labels: labels("Գույն"),
            options: vec![
                OptionDraft { color: "#D64545".into(), labels: labels("Կարմիր"), ..OptionDraft::default() },
                OptionDraft { code: "blue".into(), color: "#3b6fd8".into(), labels: labels("Կապույտ"), ..OptionDraft::default() },
            ],
            ..AttributeDraft::default()
        }
    }

    #[test]
    fn codes_are_made_from_armenian_labels_and_colours_kept_in_small_letters() {
        let attribute = check(&colour_draft()).expect("valid");
        assert_eq!(attribute.code, "guyn");
        let codes: Vec<&str> = attribute.options.iter().map(|o| o.code.as_str()).collect();
        assert_eq!(codes, ["karmir", "blue"]);
        assert_eq!(attribute.options[0].color.as_deref(), Some("#d64545"));
    }

    #[test]
    fn every_fault_is_named_by_its_option_and_field() {
        let mut draft = colour_draft();
        draft.options[1].code = "karmir".into();
        draft.options.push(OptionDraft { color: "red".into(), labels: labels(""), ..OptionDraft::default() });
        draft.labels.insert(Locale::Ru, "Ц\0вет".into());
        let faults = check(&draft).unwrap_err();
        assert_eq!(faults.get("options.1.code"), Some(&Message::OptionCodeRepeated));
        assert_eq!(faults.get("options.2.color"), Some(&Message::ColorFormat));
        assert_eq!(faults.get("options.2.label_hy"), Some(&Message::Required));
        assert_eq!(faults.get("label_ru"), Some(&Message::CharacterNotAllowed));
        assert_eq!(faults.len(), 4, "{faults:?}");
    }

    #[test]
    fn text_swatches_need_no_colour_and_too_many_options_are_refused() {
        let mut draft = colour_draft();
        draft.swatch = Swatch::Text;
        draft.options[0].color = String::new();
        assert_eq!(check(&draft).unwrap().options[0].color, None);
        draft.options =
            (0..=MAX_OPTIONS).map(|n| OptionDraft { code: format!("o{n}"), labels: labels("Ա"), ..OptionDraft::default() }).collect();
        assert_eq!(check(&draft).unwrap_err().get("options"), Some(&Message::TooManyOptions));
        draft.code = "has space".into();
        assert_eq!(check(&draft).unwrap_err().get("code"), Some(&Message::CodeFormat));
    }
}
