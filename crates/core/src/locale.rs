//! The shop's languages. Armenian is the default; a locale change replaces the current one.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "LocaleCode"))]
#[serde(rename_all = "lowercase")]
pub enum Locale {
    #[default]
    Hy,
    Ru,
    En,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::Hy, Locale::Ru, Locale::En];

    pub fn code(self) -> &'static str {
        match self {
            Locale::Hy => "hy",
            Locale::Ru => "ru",
            Locale::En => "en",
        }
    }

    /// The label in the top bar's language dropdown (EN, RU, AM).
    pub fn label(self) -> &'static str {
        match self {
            Locale::Hy => "AM",
            Locale::Ru => "RU",
            Locale::En => "EN",
        }
    }

    /// Accepts the codes clients send, case-insensitively; "am" is a common alias for Armenian.
    pub fn parse(code: &str) -> Option<Locale> {
        match code.trim().to_ascii_lowercase().as_str() {
            "hy" | "am" => Some(Locale::Hy),
            "ru" => Some(Locale::Ru),
            "en" => Some(Locale::En),
            _ => None,
        }
    }

    /// Picks the text for this locale from the three translations.
    pub fn pick<'a>(self, hy: &'a str, ru: &'a str, en: &'a str) -> &'a str {
        match self {
            Locale::Hy => hy,
            Locale::Ru => ru,
            Locale::En => en,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn armenian_is_the_default_and_am_is_an_alias() {
        assert_eq!(Locale::default(), Locale::Hy);
        assert_eq!(Locale::parse("AM"), Some(Locale::Hy));
        assert_eq!(Locale::parse("ru"), Some(Locale::Ru));
        assert_eq!(Locale::parse("de"), None);
        assert_eq!(Locale::Hy.label(), "AM");
    }
}
