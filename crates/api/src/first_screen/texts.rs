//! The shell's messages in the shopper's language, for the first screen: the same files
//! `/api/translations` serves, written with the core's ICU rules.

use std::collections::BTreeMap;

use storefront_core::icu;
use storefront_core::locale::Locale;

use crate::routes::content::translations::messages;

pub struct Texts {
    pub locale: Locale,
    messages: Option<&'static BTreeMap<String, String>>,
}

impl Texts {
    pub fn new(locale: Locale) -> Self {
        Texts { locale, messages: messages().get(locale.code()) }
    }

    /// The message `id`; its id when there is none, as react-intl shows a missing one.
    pub fn get<'a>(&'a self, id: &'a str) -> &'a str {
        self.messages.and_then(|messages| messages.get(id)).map(String::as_str).unwrap_or(id)
    }

    /// The message `id` when there is one (and it is not blank).
    pub fn find(&self, id: &str) -> Option<&str> {
        self.messages.and_then(|messages| messages.get(id)).map(String::as_str).filter(|text| !text.trim().is_empty())
    }

    /// The message `id` with its arguments filled.
    pub fn with(&self, id: &str, args: &[(&str, &str)]) -> String {
        icu::format(self.locale, self.get(id), args)
    }
}
