//! Validation of every form of the storefront, with its exact messages. The shell runs these before
//! it sends anything; the server runs the very same functions before it trusts a request and
//! answers `{"errors": {field: [message]}}` in the shopper's language.

use crate::email::{is_basic_email, is_email_with_tld, is_phone};
mod date;
mod message;

pub use date::is_calendar_date;
pub use message::Message;

use crate::locale::Locale;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const MIN_PASSWORD_LENGTH: usize = 6;
pub const MIN_FULL_NAME_LENGTH: usize = 3;
pub const MIN_SHIPPING_STREET_LENGTH: usize = 5;
/// The longest one-line field (names, streets, phones, passwords) a form accepts; e-mail
/// addresses have their own, shorter bound in their pattern.
pub const MAX_TEXT_LENGTH: usize = 255;
/// The longest free text (a contact message, order notes) a form accepts.
pub const MAX_MESSAGE_LENGTH: usize = 5000;
/// The longest product description the back office accepts.
pub const MAX_DESCRIPTION_LENGTH: usize = 20_000;
/// The genders a profile may state; empty means not stated.
/// The longest text a back-office field may hold, by the field's name, with the message that
/// names the limit: a note, a message or a short description is a paragraph, a product's
/// description a page, anything else (names, searches, carriers,
/// tracking numbers, reasons, passwords) one line.
pub fn longest_text(field: &str) -> (usize, Message) {
    match field {
        "note" | "notes" | "message" | "short_description" | "seo_description" => (MAX_MESSAGE_LENGTH, Message::MessageTooLong),
        "description" => (MAX_DESCRIPTION_LENGTH, Message::DescriptionTooLong),
        _ => (MAX_TEXT_LENGTH, Message::TooLong),
    }
}

pub const GENDERS: [&str; 4] = ["", "female", "male", "other"];

/// How many addresses one customer's address book holds.
pub const ADDRESS_BOOK_LIMIT: i64 = 100;

/// Errors per field, in the order fields are checked; empty means the form may be sent.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct FieldErrors(pub BTreeMap<String, Vec<Message>>);

impl FieldErrors {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Adds `message` to `field` once (two checks may find the same fault).
    pub fn add(&mut self, field: &str, message: Message) {
        let messages = self.0.entry(field.to_string()).or_default();
        if !messages.contains(&message) {
            messages.push(message);
        }
    }

    pub fn get(&self, field: &str) -> &[Message] {
        self.0.get(field).map(Vec::as_slice).unwrap_or(&[])
    }

    /// The API's `errors` object: field → messages in the shopper's language.
    pub fn localized(&self, locale: Locale) -> BTreeMap<String, Vec<String>> {
        self.0.iter().map(|(field, messages)| (field.clone(), messages.iter().map(|m| m.text(locale).to_string()).collect())).collect()
    }

    /// One-line text: at most [`MAX_TEXT_LENGTH`] characters.
    pub(crate) fn limit(&mut self, field: &str, value: &str) {
        if value.chars().count() > MAX_TEXT_LENGTH {
            self.add(field, Message::TooLong);
        }
    }

    pub(crate) fn limit_all(&mut self, fields: &[(&str, &str)]) {
        for (field, value) in fields {
            self.limit(field, value);
        }
    }

    /// Free text: at most [`MAX_MESSAGE_LENGTH`] characters.
    pub(crate) fn limit_message(&mut self, field: &str, value: &str) {
        if value.chars().count() > MAX_MESSAGE_LENGTH {
            self.add(field, Message::MessageTooLong);
        }
    }

    /// Street lines are stored together, so they share one limit.
    pub(crate) fn limit_lines(&mut self, field: &str, lines: &[String]) {
        self.limit(field, &lines.join("\n"));
    }

    fn require(&mut self, field: &str, value: &str) -> bool {
        let present = !value.trim().is_empty();
        if !present {
            self.add(field, Message::Required);
        }
        present
    }
}

fn char_len(text: &str) -> usize {
    text.trim().chars().count()
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct NewsletterForm {
    pub subscriber_email: String,
}

/// Newsletter: the basic e-mail pattern, else 'Invalid Email' and no request is sent.
pub fn validate_newsletter(form: &NewsletterForm) -> FieldErrors {
    let mut errors = FieldErrors::default();
    if !is_basic_email(form.subscriber_email.trim()) {
        errors.add("subscriber_email", Message::InvalidEmail);
    }
    errors
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "LoginFormInput"))]
#[serde(default)]
pub struct LoginForm {
    pub email: String,
    pub password: String,
}

/// Login: a basic e-mail and a password, else the single alert 'Type valid data'.
pub fn validate_login(form: &LoginForm) -> FieldErrors {
    let mut errors = FieldErrors::default();
    if !is_basic_email(form.email.trim()) {
        errors.add("email", Message::TypeValidData);
    }
    if form.password.is_empty() {
        errors.add("password", Message::TypeValidData);
    }
    errors.limit("password", &form.password);
    errors
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum AccountKind {
    #[default]
    Individual,
    Company,
}

/// Both registration forms; the company fields are ignored for an individual.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RegistrationFormInput"))]
#[serde(default)]
pub struct RegistrationForm {
    #[serde(rename = "type")]
    pub kind: AccountKind,
    pub email: String,
    pub password: String,
    pub password_confirmation: String,
    pub first_name: String,
    pub last_name: String,
    pub company_name: String,
    pub position: String,
    pub address1: String,
    pub vat_id: String,
    pub phone: String,
}

impl FieldErrors {
    fn check_email(&mut self, email: &str) {
        if self.require("email", email) && !is_email_with_tld(email.trim()) {
            self.add("email", Message::InvalidEmailFormat);
        }
    }

    /// A new password: at least 6 characters, typed the same twice.
    fn check_new_password(&mut self, password: &str, confirmation: &str) {
        if self.require("password", password) && password.chars().count() < MIN_PASSWORD_LENGTH {
            self.add("password", Message::PasswordTooShort);
        }
        if confirmation != password {
            self.add("password_confirmation", Message::PasswordsDoNotMatch);
        }
        self.limit("password", password);
    }
}

pub fn validate_registration(form: &RegistrationForm) -> FieldErrors {
    let mut errors = FieldErrors::default();
    errors.check_email(&form.email);
    errors.check_new_password(&form.password, &form.password_confirmation);
    errors.require("first_name", &form.first_name);
    errors.require("last_name", &form.last_name);
    if form.kind == AccountKind::Company {
        for (field, value) in [
            ("company_name", &form.company_name),
            ("position", &form.position),
            ("address1", &form.address1),
            ("vat_id", &form.vat_id),
            ("phone", &form.phone),
        ] {
            errors.require(field, value);
        }
    }
    errors.limit_all(&[
        ("first_name", &form.first_name),
        ("last_name", &form.last_name),
        ("company_name", &form.company_name),
        ("position", &form.position),
        ("address1", &form.address1),
        ("vat_id", &form.vat_id),
        ("phone", &form.phone),
    ]);
    errors
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ContactForm {
    pub email: String,
    pub name: String,
    pub phone: String,
    pub message: String,
}

/// Contact: name and message required; e-mail required and well-formed; phone optional.
pub fn validate_contact(form: &ContactForm) -> FieldErrors {
    let mut errors = FieldErrors::default();
    errors.require("name", &form.name);
    if errors.require("email", &form.email) && !is_email_with_tld(form.email.trim()) {
        errors.add("email", Message::InvalidEmailFormat);
    }
    errors.require("message", &form.message);
    errors.limit_all(&[("name", &form.name), ("phone", &form.phone)]);
    errors.limit_message("message", &form.message);
    errors
}

/// The account's profile. The password is changed only when one is typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProfileFormInput"))]
#[serde(default)]
pub struct ProfileForm {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub phone: String,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub gender: String,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub password: String,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub password_confirmation: String,
    /// `YYYY-MM-DD`; empty or absent when not stated.
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub date_of_birth: Option<String>,
}

/// The gender as stored (one of [`GENDERS`]), read without regard to case or surrounding spaces:
/// existing clients send `"Male"`. `None` when it is none of them.
pub fn stored_gender(typed: &str) -> Option<&'static str> {
    let typed = typed.trim();
    GENDERS.into_iter().find(|gender| gender.eq_ignore_ascii_case(typed))
}

pub fn validate_profile(form: &ProfileForm) -> FieldErrors {
    let mut errors = FieldErrors::default();
    errors.require("first_name", &form.first_name);
    errors.require("last_name", &form.last_name);
    errors.check_email(&form.email);
    if !form.phone.trim().is_empty() && !is_phone(&form.phone) {
        errors.add("phone", Message::PhoneNotValid);
    }
    if !form.password.is_empty() || !form.password_confirmation.is_empty() {
        errors.check_new_password(&form.password, &form.password_confirmation);
    }
    if stored_gender(&form.gender).is_none() {
        errors.add("gender", Message::TypeValidData);
    }
    let date_of_birth = form.date_of_birth.as_deref().map(str::trim).unwrap_or_default();
    if !date_of_birth.is_empty() && !is_calendar_date(date_of_birth) {
        errors.add("date_of_birth", Message::InvalidDate);
    }
    errors.limit_all(&[("first_name", &form.first_name), ("last_name", &form.last_name), ("phone", &form.phone)]);
    errors
}

/// An address of the address book (the first `address1` line is the street).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "AddressFormInput"))]
#[serde(default)]
pub struct AddressForm {
    pub first_name: String,
    pub last_name: String,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub company_name: String,
    pub address1: Vec<String>,
    pub city: String,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub postcode: String,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub state: String,
    pub phone: String,
}

pub fn validate_address(form: &AddressForm) -> FieldErrors {
    let mut errors = FieldErrors::default();
    errors.require("first_name", &form.first_name);
    errors.require("last_name", &form.last_name);
    errors.require("address1", form.address1.first().map(String::as_str).unwrap_or(""));
    errors.require("city", &form.city);
    if errors.require("phone", &form.phone) && !is_phone(&form.phone) {
        errors.add("phone", Message::PhoneNotValid);
    }
    errors.limit_lines("address1", &form.address1);
    errors.limit_all(&[
        ("first_name", &form.first_name),
        ("last_name", &form.last_name),
        ("company_name", &form.company_name),
        ("city", &form.city),
        ("postcode", &form.postcode),
        ("state", &form.state),
        ("phone", &form.phone),
    ]);
    errors
}

/// The new password of a password reset.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "PasswordResetFormInput"))]
#[serde(default)]
pub struct PasswordResetForm {
    pub password: String,
    pub password_confirmation: String,
}

pub fn validate_password_reset(form: &PasswordResetForm) -> FieldErrors {
    let mut errors = FieldErrors::default();
    errors.check_new_password(&form.password, &form.password_confirmation);
    errors
}

/// The checkout form as the shopper fills it in.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "CheckoutFormInput"))]
#[serde(default)]
pub struct CheckoutForm {
    pub full_name: String,
    pub email: String,
    pub street: String,
    pub phone: String,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub notes: String,
    pub terms: bool,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub separate_shipping: bool,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub shipping_street: String,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub shipping_name: String,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub shipping_phone: String,
}

/// Checkout. Unlike the original client, the separate shipping address's name and phone are
/// checked properly, with the same rules as the billing ones.
pub fn validate_checkout(form: &CheckoutForm) -> FieldErrors {
    let mut errors = FieldErrors::default();
    if char_len(&form.full_name) < MIN_FULL_NAME_LENGTH {
        errors.add("full_name", Message::FullNameTooShort);
    }
    if !is_basic_email(form.email.trim()) {
        errors.add("email", Message::EmailNotValid);
    }
    errors.require("street", &form.street);
    if !is_phone(&form.phone) {
        errors.add("phone", Message::PhoneNotValid);
    }
    if !form.terms {
        errors.add("terms", Message::Required);
    }
    if form.separate_shipping {
        if char_len(&form.shipping_street) < MIN_SHIPPING_STREET_LENGTH {
            errors.add("shipping_street", Message::StreetTooShort);
        }
        if char_len(&form.shipping_name) < MIN_FULL_NAME_LENGTH {
            errors.add("shipping_name", Message::FullNameTooShort);
        }
        if !is_phone(&form.shipping_phone) {
            errors.add("shipping_phone", Message::PhoneNotValid);
        }
    }
    errors.limit_all(&[
        ("full_name", &form.full_name),
        ("street", &form.street),
        ("phone", &form.phone),
        ("shipping_street", &form.shipping_street),
        ("shipping_name", &form.shipping_name),
        ("shipping_phone", &form.shipping_phone),
    ]);
    errors.limit_message("notes", &form.notes);
    errors
}

#[cfg(test)]
mod tests {
    use super::*;
    use Message::*;

    fn texts(errors: &FieldErrors, field: &str) -> Vec<&'static str> {
        errors.get(field).iter().map(|m| m.text(Locale::En)).collect()
    }

    #[test]
    fn newsletter_rejects_a_bad_email_with_invalid_email() {
        let errors = validate_newsletter(&NewsletterForm { subscriber_email: "nope@".into() });
        assert_eq!(texts(&errors, "subscriber_email"), ["Invalid Email"]);
        assert!(validate_newsletter(&NewsletterForm { subscriber_email: "a@b.am".into() }).is_empty());
    }

    #[test]
    fn login_needs_a_valid_email_and_a_password() {
        let errors = validate_login(&LoginForm { email: "bad".into(), password: String::new() });
        assert_eq!(texts(&errors, "email"), ["Type valid data"]);
        assert_eq!(texts(&errors, "password"), ["Type valid data"]);
        assert!(validate_login(&LoginForm { email: "a@b.am".into(), password: "x".into() }).is_empty());
    }

    fn individual() -> RegistrationForm {
        RegistrationForm {
            email: "anna@mail.am".into(),
            password: "secret1".into(),
            password_confirmation: "secret1".into(),
            first_name: "Anna".into(),
            last_name: "Petrosyan".into(),
            ..Default::default()
        }
    }

    #[test]
    fn a_complete_individual_registration_passes() {
        assert!(validate_registration(&individual()).is_empty());
    }

    #[test]
    fn registration_password_rules() {
        let mut form = individual();
        form.password = "12345".into();
        form.password_confirmation = "12345".into();
        assert_eq!(texts(&validate_registration(&form), "password"), ["Password must be more than 6 characters"]);
        form.password = "123456".into();
        assert!(validate_registration(&form).get("password").is_empty(), "6 characters are enough");
        form.password_confirmation = "1234567".into();
        assert_eq!(texts(&validate_registration(&form), "password_confirmation"), ["Passwords do not match"]);
        form.password = String::new();
        assert_eq!(texts(&validate_registration(&form), "password"), ["This field is required"]);
    }

    #[test]
    fn registration_email_and_names() {
        let mut form = individual();
        form.email = "anna@mail".into();
        form.first_name = " ".into();
        form.last_name = String::new();
        let errors = validate_registration(&form);
        assert_eq!(texts(&errors, "email"), ["Invalid email format"]);
        assert_eq!(texts(&errors, "first_name"), ["This field is required"]);
        assert_eq!(texts(&errors, "last_name"), ["This field is required"]);
    }

    #[test]
    fn company_registration_requires_its_own_fields() {
        let form = RegistrationForm { kind: AccountKind::Company, ..individual() };
        let errors = validate_registration(&form);
        for field in ["company_name", "position", "address1", "vat_id", "phone"] {
            assert_eq!(texts(&errors, field), ["This field is required"], "{field}");
        }
        let complete = RegistrationForm {
            company_name: "Ararat LLC".into(),
            position: "manager".into(),
            address1: "Tigran Mets 10".into(),
            vat_id: "02612345".into(),
            phone: "+37410123456".into(),
            ..form
        };
        assert!(validate_registration(&complete).is_empty());
    }

    #[test]
    fn registration_payload_reads_the_type_field() {
        let form: RegistrationForm = serde_json::from_str(r#"{"type":"company","email":"a@b.am"}"#).unwrap();
        assert_eq!(form.kind, AccountKind::Company);
    }

    #[test]
    fn contact_requires_name_message_and_a_valid_email() {
        let errors = validate_contact(&ContactForm::default());
        assert_eq!(texts(&errors, "name"), ["This field is required"]);
        assert_eq!(texts(&errors, "email"), ["This field is required"]);
        assert_eq!(texts(&errors, "message"), ["This field is required"]);
        assert!(errors.get("phone").is_empty(), "phone is optional");
        let errors = validate_contact(&ContactForm { email: "x@y".into(), ..Default::default() });
        assert_eq!(texts(&errors, "email"), ["Invalid email format"]);
    }

    fn checkout() -> CheckoutForm {
        CheckoutForm {
            full_name: "Anna Petrosyan".into(),
            email: "anna@mail.am".into(),
            street: "Abovyan 1".into(),
            phone: "+374 91 123456".into(),
            terms: true,
            ..Default::default()
        }
    }

    #[test]
    fn a_complete_checkout_passes() {
        assert!(validate_checkout(&checkout()).is_empty());
    }

    #[test]
    fn checkout_messages_for_each_billing_field() {
        let errors = validate_checkout(&CheckoutForm::default());
        assert_eq!(errors.get("full_name"), [FullNameTooShort]);
        assert_eq!(errors.get("email"), [EmailNotValid]);
        assert_eq!(errors.get("street"), [Required]);
        assert_eq!(errors.get("phone"), [PhoneNotValid]);
        assert_eq!(errors.get("terms"), [Required]);
        assert_eq!(texts(&errors, "full_name"), ["Full Name must be 3 characters long!"]);
        assert_eq!(texts(&errors, "phone"), ["Phone is not valid!"]);
    }

    #[test]
    fn checkout_messages_are_shown_in_armenian() {
        let errors = validate_checkout(&CheckoutForm::default()).localized(Locale::Hy);
        assert_eq!(errors["phone"], ["Հեռախոսահամարը վավեր չէ"]);
        assert_eq!(errors["terms"], ["Այս դաշտը պարտադիր է"]);
    }

    #[test]
    fn separate_shipping_address_is_checked_fully() {
        let form = CheckoutForm {
            separate_shipping: true,
            shipping_street: "Abov".into(),
            shipping_name: "A".into(),
            shipping_phone: "12".into(),
            ..checkout()
        };
        let errors = validate_checkout(&form);
        assert_eq!(texts(&errors, "shipping_street"), ["Street must be 5 characters long!"]);
        assert_eq!(errors.get("shipping_name"), [FullNameTooShort]);
        assert_eq!(errors.get("shipping_phone"), [PhoneNotValid]);
        let fixed =
            CheckoutForm { shipping_street: "Abovyan 5".into(), shipping_name: "Aram".into(), shipping_phone: "091123456".into(), ..form };
        assert!(validate_checkout(&fixed).is_empty());
    }

    #[test]
    fn shipping_fields_are_ignored_without_a_separate_address() {
        let form = CheckoutForm { shipping_street: "x".into(), ..checkout() };
        assert!(validate_checkout(&form).is_empty());
    }

    #[test]
    fn every_message_has_three_distinct_translations() {
        for m in Message::ALL {
            let (hy, ru, en) = (m.text(Locale::Hy), m.text(Locale::Ru), m.text(Locale::En));
            assert!(hy != en && ru != en && hy != ru, "{m:?}");
            assert!(hy.chars().any(|c| ('\u{0531}'..='\u{058F}').contains(&c)), "{m:?} hy is Armenian");
            assert!(ru.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)), "{m:?} ru is Cyrillic");
        }
    }

    #[test]
    fn profile_keeps_the_password_unless_one_is_typed() {
        let profile =
            ProfileForm { first_name: "Ani".into(), last_name: "Sargsyan".into(), email: "ani@mail.am".into(), ..Default::default() };
        assert!(validate_profile(&profile).is_empty());
        let short = ProfileForm { password: "123".into(), password_confirmation: "123".into(), ..profile.clone() };
        assert_eq!(texts(&validate_profile(&short), "password"), ["Password must be more than 6 characters"]);
        let mismatch = ProfileForm { password_confirmation: "secret2".into(), password: "secret1".into(), ..profile.clone() };
        assert_eq!(texts(&validate_profile(&mismatch), "password_confirmation"), ["Passwords do not match"]);
        let bad = ProfileForm { email: "ani@".into(), phone: "call me".into(), first_name: String::new(), ..profile };
        let errors = validate_profile(&bad);
        assert_eq!(texts(&errors, "email"), ["Invalid email format"]);
        assert_eq!(texts(&errors, "phone"), ["Phone is not valid!"]);
        assert_eq!(texts(&errors, "first_name"), ["This field is required"]);
    }

    #[test]
    fn an_address_needs_names_street_city_and_a_phone() {
        let errors = validate_address(&AddressForm::default());
        for field in ["first_name", "last_name", "address1", "city", "phone"] {
            assert_eq!(texts(&errors, field), ["This field is required"], "{field}");
        }
        let address = AddressForm {
            first_name: "Ani".into(),
            last_name: "Sargsyan".into(),
            address1: vec!["Abovyan 1".into()],
            city: "Yerevan".into(),
            phone: "+374 91 123456".into(),
            ..Default::default()
        };
        assert!(validate_address(&address).is_empty());
        let bad_phone = AddressForm { phone: "12".into(), ..address };
        assert_eq!(texts(&validate_address(&bad_phone), "phone"), ["Phone is not valid!"]);
    }

    #[test]
    fn a_reset_password_follows_the_registration_rules() {
        let errors = validate_password_reset(&PasswordResetForm { password: "abc".into(), password_confirmation: "abd".into() });
        assert_eq!(texts(&errors, "password"), ["Password must be more than 6 characters"]);
        assert_eq!(texts(&errors, "password_confirmation"), ["Passwords do not match"]);
        assert!(
            validate_password_reset(&PasswordResetForm { password: "secret1".into(), password_confirmation: "secret1".into() }).is_empty()
        );
    }

    #[test]
    fn account_messages_are_translated() {
        assert_eq!(EmailTaken.text(Locale::En), "The email has already been taken.");
        assert_eq!(InvalidCredentials.text(Locale::En), "Invalid Email or Password");
        assert_ne!(EmailTaken.text(Locale::Hy), EmailTaken.text(Locale::En));
        for locale in [Locale::Hy, Locale::Ru, Locale::En] {
            assert!(AddressBookFull.text(locale).contains(&ADDRESS_BOOK_LIMIT.to_string()), "the limit is named in {locale:?}");
            assert!(TooLong.text(locale).contains(&MAX_TEXT_LENGTH.to_string()), "the limit is named in {locale:?}");
            assert!(MessageTooLong.text(locale).contains(&MAX_MESSAGE_LENGTH.to_string()), "the limit is named in {locale:?}");
        }
    }

    #[test]
    fn every_stored_field_has_a_length_limit() {
        let long = "ա".repeat(MAX_TEXT_LENGTH + 1);
        let just = "ա".repeat(MAX_TEXT_LENGTH);
        let registration = RegistrationForm { first_name: long.clone(), last_name: just.clone(), ..individual() };
        let errors = validate_registration(&registration);
        assert_eq!(errors.get("first_name"), [TooLong], "255 Armenian letters are 255 characters, not 510 bytes");
        assert!(errors.get("last_name").is_empty());
        let address = AddressForm {
            first_name: "Ani".into(),
            last_name: "Sargsyan".into(),
            address1: vec!["Abovyan 1".into(), long.clone()],
            city: long.clone(),
            phone: "+374 91 123456".into(),
            ..Default::default()
        };
        let errors = validate_address(&address);
        assert_eq!(errors.get("address1"), [TooLong], "every street line counts");
        assert_eq!(errors.get("city"), [TooLong]);
        let contact = ContactForm {
            name: "Ani".into(),
            email: "ani@mail.am".into(),
            message: "x".repeat(MAX_MESSAGE_LENGTH + 1),
            ..Default::default()
        };
        assert_eq!(texts(&validate_contact(&contact), "message"), ["At most 5000 characters"]);
        let contact = ContactForm { message: "x".repeat(MAX_MESSAGE_LENGTH), ..contact };
        assert!(validate_contact(&contact).is_empty(), "a long message within the limit is fine");
        let checkout = CheckoutForm { full_name: long.clone(), notes: "n".repeat(MAX_MESSAGE_LENGTH + 1), ..checkout() };
        let errors = validate_checkout(&checkout).localized(Locale::Hy);
        assert_eq!(errors["full_name"], ["Առավելագույնը 255 նիշ"]);
        assert_eq!(errors["notes"], ["Առավելագույնը 5000 նիշ"]);
        let login = LoginForm { email: "a@b.am".into(), password: long };
        assert_eq!(validate_login(&login).get("password"), [TooLong]);
    }

    #[test]
    fn a_profile_states_a_real_birthday_and_a_known_gender() {
        let profile =
            ProfileForm { first_name: "Ani".into(), last_name: "Sargsyan".into(), email: "ani@mail.am".into(), ..Default::default() };
        for (date, ok) in [(None, true), (Some(""), true), (Some("1990-05-17"), true), (Some("x"), false), (Some("1990-02-30"), false)] {
            let form = ProfileForm { date_of_birth: date.map(String::from), ..profile.clone() };
            assert_eq!(validate_profile(&form).get("date_of_birth").is_empty(), ok, "{date:?}");
        }
        let errors = validate_profile(&ProfileForm { date_of_birth: Some("17/05/1990".into()), ..profile.clone() }).localized(Locale::Ru);
        assert_eq!(errors["date_of_birth"], ["Введите дату в формате ГГГГ-ММ-ДД"]);
        assert!(validate_profile(&ProfileForm { gender: "female".into(), ..profile.clone() }).is_empty());
        assert!(validate_profile(&ProfileForm { gender: "Male".into(), ..profile.clone() }).is_empty(), "as existing clients send it");
        assert_eq!(
            (stored_gender(" FEMALE "), stored_gender("Other"), stored_gender(""), stored_gender("m")),
            (Some("female"), Some("other"), Some(""), None)
        );
        assert_eq!(validate_profile(&ProfileForm { gender: "x".repeat(300), ..profile }).get("gender"), [TypeValidData]);
    }
}
