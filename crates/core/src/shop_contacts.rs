//! The shop's contact details as staff edit them: the phone and e-mail, and the address and
//! opening hours in each language. The shop shows them through its messages (the footer's and
//! the contact page's `footer.*` texts, with the links they open): what staff saved lies over
//! what the shop ships with, field by field, so an empty field keeps the shipped text.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::email::{is_email_with_tld, is_phone};
use crate::locale::Locale;
use crate::product_edit::{limit_texts, text_field, Faults};
use crate::validation::{Message, MAX_TEXT_LENGTH};

/// One language's texts.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ContactTexts {
    pub address: String,
    pub hours: String,
}

/// The details as typed, or as stored (trimmed, checked).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ShopContacts {
    pub phone: String,
    pub email: String,
    pub texts: BTreeMap<Locale, ContactTexts>,
}

/// The messages the details stand in for (and the links they open).
pub const ADDRESS_MESSAGE: &str = "footer.address";
pub const HOURS_MESSAGE: &str = "footer.hours";
pub const PHONE_MESSAGE: &str = "footer.phone";
pub const PHONE_LINK_MESSAGE: &str = "footer.phone_href";
pub const EMAIL_MESSAGE: &str = "footer.email";
pub const EMAIL_LINK_MESSAGE: &str = "footer.email_href";

/// The keys the details are stored under, one text each (the shop's settings table).
pub const STORED_PREFIX: &str = "contacts.";

impl ShopContacts {
    /// Trimmed and checked: every fault at once (`phone`, `email`, `address_hy`, `hours_ru`…), or
    /// the details to store. Every field may be empty.
    pub fn checked(&self) -> Result<ShopContacts, Faults> {
        let mut faults = Faults::new();
        let phone = self.phone.trim().to_string();
        if !phone.is_empty() && !is_phone(&phone) {
            faults.insert("phone".into(), Message::PhoneNotValid);
        }
        let email = self.email.trim().to_string();
        if !email.is_empty() && (email.chars().count() > MAX_TEXT_LENGTH || !is_email_with_tld(&email)) {
            faults.insert("email".into(), Message::InvalidEmailFormat);
        }
        let mut texts = BTreeMap::new();
        for locale in Locale::ALL {
            let typed = self.texts.get(&locale).cloned().unwrap_or_default();
            let (address, hours) = (typed.address.trim().to_string(), typed.hours.trim().to_string());
            let limits = [
                ("address", address.as_str(), MAX_TEXT_LENGTH, Message::TooLong),
                ("hours", hours.as_str(), MAX_TEXT_LENGTH, Message::TooLong),
            ];
            limit_texts(&mut faults, locale, &limits);
            for (field, text) in [("address", &address), ("hours", &hours)] {
                if text.chars().any(char::is_control) && !faults.contains_key(&text_field(field, locale)) {
                    faults.insert(text_field(field, locale), Message::CharacterNotAllowed);
                }
            }
            if !address.is_empty() || !hours.is_empty() {
                texts.insert(locale, ContactTexts { address, hours });
            }
        }
        match faults.is_empty() {
            true => Ok(ShopContacts { phone, email, texts }),
            false => Err(faults),
        }
    }

    /// The messages of `locale` the details replace: only the fields set.
    pub fn messages(&self, locale: Locale) -> Vec<(&'static str, String)> {
        let mut messages = Vec::new();
        if !self.phone.is_empty() {
            messages.push((PHONE_MESSAGE, self.phone.clone()));
            messages.push((PHONE_LINK_MESSAGE, phone_link(&self.phone)));
        }
        if !self.email.is_empty() {
            messages.push((EMAIL_MESSAGE, self.email.clone()));
            messages.push((EMAIL_LINK_MESSAGE, format!("mailto:{}", self.email)));
        }
        let texts = self.texts.get(&locale).cloned().unwrap_or_default();
        if !texts.address.is_empty() {
            messages.push((ADDRESS_MESSAGE, texts.address));
        }
        if !texts.hours.is_empty() {
            messages.push((HOURS_MESSAGE, texts.hours));
        }
        messages
    }

    /// The details as stored, one text per key (every key, empty ones too, so a field cleared
    /// is stored cleared).
    pub fn to_stored(&self) -> Vec<(String, String)> {
        let mut stored = vec![(format!("{STORED_PREFIX}phone"), self.phone.clone()), (format!("{STORED_PREFIX}email"), self.email.clone())];
        for locale in Locale::ALL {
            let texts = self.texts.get(&locale).cloned().unwrap_or_default();
            stored.push((format!("{STORED_PREFIX}address_{}", locale.code()), texts.address));
            stored.push((format!("{STORED_PREFIX}hours_{}", locale.code()), texts.hours));
        }
        stored
    }

    /// The details read back from the stored keys; other keys are left alone.
    pub fn from_stored<'a>(stored: impl IntoIterator<Item = (&'a str, &'a str)>) -> ShopContacts {
        let mut contacts = ShopContacts::default();
        for (key, value) in stored {
            let Some(field) = key.strip_prefix(STORED_PREFIX) else { continue };
            let value = value.to_string();
            match field {
                "phone" => contacts.phone = value,
                "email" => contacts.email = value,
                _ => {
                    let Some((name, code)) = field.rsplit_once('_') else { continue };
                    let Some(locale) = Locale::parse(code) else { continue };
                    let texts = contacts.texts.entry(locale).or_default();
                    match name {
                        "address" => texts.address = value,
                        "hours" => texts.hours = value,
                        _ => {}
                    }
                }
            }
        }
        contacts.texts.retain(|_, texts| !texts.address.is_empty() || !texts.hours.is_empty());
        contacts
    }
}

/// The link a phone number opens: `tel:` and its digits, with the leading `+` it was typed with.
pub fn phone_link(phone: &str) -> String {
    let phone = phone.trim();
    let plus = if phone.starts_with('+') { "+" } else { "" };
    let digits: String = phone.chars().filter(char::is_ascii_digit).collect();
    format!("tel:{plus}{digits}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed() -> ShopContacts {
        let mut texts = BTreeMap::new();
        texts.insert(Locale::Hy, ContactTexts { address: " Երևան, Աբովյան 10 ".into(), hours: "Երկ–Շբթ 10:00–19:00".into() });
        texts.insert(Locale::En, ContactTexts { address: "10 Abovyan St, Yerevan".into(), hours: String::new() });
        ShopContacts { phone: " +374 (10) 55-44-33 ".into(), email: "hello@shuka.am".into(), texts }
    }

    #[test]
    fn details_are_trimmed_and_lie_over_the_shipped_messages_field_by_field() {
        let contacts = typed().checked().unwrap();
        assert_eq!(contacts.phone, "+374 (10) 55-44-33");
        let english: BTreeMap<_, _> = contacts.messages(Locale::En).into_iter().collect();
        assert_eq!(english.get(PHONE_LINK_MESSAGE).map(String::as_str), Some("tel:+37410554433"));
        assert_eq!(english.get(EMAIL_LINK_MESSAGE).map(String::as_str), Some("mailto:hello@shuka.am"));
        assert_eq!(english.get(ADDRESS_MESSAGE).map(String::as_str), Some("10 Abovyan St, Yerevan"));
        assert_eq!(english.get(HOURS_MESSAGE), None, "an empty field keeps the shipped text");
        let russian: BTreeMap<_, _> = contacts.messages(Locale::Ru).into_iter().collect();
        assert_eq!(russian.get(ADDRESS_MESSAGE), None);
        assert_eq!(russian.get(PHONE_MESSAGE).map(String::as_str), Some("+374 (10) 55-44-33"), "the phone is the same in every language");
        assert!(ShopContacts::default().messages(Locale::Hy).is_empty(), "nothing saved, nothing replaced");
    }

    #[test]
    fn every_bad_field_is_named() {
        let mut contacts = typed();
        contacts.phone = "call us".into();
        contacts.email = "hello@shuka".into();
        contacts.texts.insert(Locale::Ru, ContactTexts { address: "ա".repeat(MAX_TEXT_LENGTH + 1), hours: "9\0-18".into() });
        contacts.texts.get_mut(&Locale::Hy).unwrap().hours = "10:00\n19:00".into();
        let faults = contacts.checked().unwrap_err();
        let named: Vec<(&str, Message)> = faults.iter().map(|(field, message)| (field.as_str(), *message)).collect();
        assert_eq!(
            named,
            vec![
                ("address_ru", Message::TooLong),
                ("email", Message::InvalidEmailFormat),
                ("hours_hy", Message::CharacterNotAllowed),
                ("hours_ru", Message::CharacterNotAllowed),
                ("phone", Message::PhoneNotValid),
            ]
        );
    }

    #[test]
    fn stored_details_read_back_as_saved_and_a_cleared_field_stays_cleared() {
        let contacts = typed().checked().unwrap();
        let stored = contacts.to_stored();
        assert_eq!(stored.len(), 8, "phone, e-mail, and address and hours in three languages");
        let read = ShopContacts::from_stored(stored.iter().map(|(k, v)| (k.as_str(), v.as_str())).chain([("rewards_percent", "5")]));
        assert_eq!(read, contacts);
        let mut cleared = contacts.clone();
        cleared.phone.clear();
        let stored = cleared.to_stored();
        assert_eq!(ShopContacts::from_stored(stored.iter().map(|(k, v)| (k.as_str(), v.as_str()))).phone, "");
    }

    #[test]
    fn a_phone_link_keeps_the_plus_and_the_digits() {
        assert_eq!(phone_link("+374 10 00-00-00"), "tel:+37410000000");
        assert_eq!(phone_link("(010) 55 44 33"), "tel:010554433");
    }
}
