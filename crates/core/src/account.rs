//! Account data defaults: what a company registration and an address get when the shopper leaves a
//! field out.

use crate::checkout::COUNTRY;
use crate::locale::Locale;
use crate::validation::{AccountKind, RegistrationForm};
use serde::{Deserialize, Serialize};

pub const DEFAULT_ADDRESS_STATE: &str = "Armenia";
pub const COMPANY_DEFAULT_POSITION: &str = "manager";
pub const COMPANY_DEFAULT_STATE: &str = "Yerevan";
pub const COMPANY_DEFAULT_CITY: &str = "Prospekt";
pub const COMPANY_DEFAULT_POSTCODE: &str = "8100";

/// The registration payload as sent: the form plus, for a company, the seller application and
/// its defaults.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RegistrationPayload {
    #[serde(flatten)]
    pub form: RegistrationForm,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub want_to_be_seller: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub country: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub state: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub city: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub postcode: Option<String>,
}

fn or_default(value: &str, default: &str) -> String {
    if value.trim().is_empty() {
        default.to_string()
    } else {
        value.trim().to_string()
    }
}

/// A company registration asks to become a seller and gets fixed defaults (country AM, state
/// Yerevan, city Prospekt, postcode 8100; position manager if empty); an individual gets none.
pub fn registration_payload(mut form: RegistrationForm) -> RegistrationPayload {
    if form.kind == AccountKind::Individual {
        return RegistrationPayload { form, want_to_be_seller: None, country: None, state: None, city: None, postcode: None };
    }
    form.position = or_default(&form.position, COMPANY_DEFAULT_POSITION);
    RegistrationPayload {
        form,
        want_to_be_seller: Some(true),
        country: Some(COUNTRY.into()),
        state: Some(COMPANY_DEFAULT_STATE.into()),
        city: Some(COMPANY_DEFAULT_CITY.into()),
        postcode: Some(COMPANY_DEFAULT_POSTCODE.into()),
    }
}

/// An address's country is always AM; its state defaults to Armenia.
/// What the account calls answer when they succeed (and the two refusals that are not about a
/// field), in the shopper's language. The English texts are the ones Bagisto clients expect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Notice {
    LoggedIn,
    LoggedOut,
    Registered,
    ResetLinkSent,
    PasswordReset,
    ProfileUpdated,
    AddressAdded,
    AddressUpdated,
    AddressDeleted,
    Unauthenticated,
    TooManyAttempts,
    TooManyRequests,
    RewardsApplied,
    /// The shop blocked the account: it cannot sign in.
    AccountBlocked,
}

impl Notice {
    pub fn text(self, locale: Locale) -> &'static str {
        use Notice::*;
        match self {
            LoggedIn => locale.pick("Դուք մուտք եք գործել", "Вы вошли в систему.", "Logged in successfully."),
            LoggedOut => locale.pick("Դուք դուրս եք եկել", "Вы вышли из системы.", "Logged out successfully."),
            Registered => locale.pick(
                "Ձեր հաշիվը հաջողությամբ ստեղծվեց",
                "Ваш аккаунт успешно создан.",
                "Your account has been created successfully.",
            ),
            ResetLinkSent => locale.pick(
                "Գաղտնաբառի վերականգնման հղումն ուղարկվեց Ձեր էլ. հասցեին",
                "Мы отправили ссылку для сброса пароля на ваш e-mail!",
                "We have e-mailed your password reset link!",
            ),
            PasswordReset => locale.pick("Ձեր գաղտնաբառը փոխված է", "Ваш пароль изменён.", "Your password has been reset."),
            ProfileUpdated => {
                locale.pick("Ձեր տվյալները թարմացվեցին", "Ваши данные обновлены.", "Your account has been updated successfully.")
            }
            AddressAdded => locale.pick("Հասցեն ավելացվեց", "Адрес добавлен.", "The address has been added."),
            AddressUpdated => locale.pick("Հասցեն թարմացվեց", "Адрес обновлён.", "The address has been updated."),
            AddressDeleted => locale.pick("Հասցեն ջնջվեց", "Адрес удалён.", "The address has been deleted."),
            Unauthenticated => locale.pick("Խնդրում ենք մուտք գործել", "Пожалуйста, войдите в аккаунт.", "Unauthenticated."),
            RewardsApplied => locale.pick("Բոնուսները կիրառվեցին", "Бонусы применены.", "Your bonuses have been applied."),
            AccountBlocked => locale.pick(
                "Ձեր հաշիվն արգելափակված է։ Կապվեք խանութի հետ։",
                "Ваш аккаунт заблокирован. Свяжитесь с магазином.",
                "Your account is blocked. Please contact the shop.",
            ),
            TooManyAttempts => locale.pick(
                "Չափազանց շատ անհաջող փորձեր։ Փորձեք մի փոքր ուշ",
                "Слишком много неудачных попыток. Попробуйте позже.",
                "Too many login attempts. Please try again later.",
            ),
            TooManyRequests => locale.pick(
                "Չափազանց շատ հարցումներ։ Փորձեք մի փոքր ուշ",
                "Слишком много запросов. Попробуйте позже.",
                "Too many requests. Please try again later.",
            ),
        }
    }
}

pub fn address_region(state: &str) -> (String, String) {
    (COUNTRY.to_string(), or_default(state, DEFAULT_ADDRESS_STATE))
}

/// Editing an address or the profile: an empty edited field keeps the existing value.
pub fn edited_or_existing(edited: Option<&str>, existing: &str) -> String {
    match edited.map(str::trim) {
        Some(value) if !value.is_empty() => value.to_string(),
        _ => existing.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn company_registration_becomes_a_seller_application_with_defaults() {
        let form = RegistrationForm { kind: AccountKind::Company, company_name: "Ararat LLC".into(), ..Default::default() };
        let payload = registration_payload(form);
        assert_eq!(payload.want_to_be_seller, Some(true));
        assert_eq!(payload.form.position, "manager");
        let json = serde_json::to_value(&payload).unwrap();
        assert_eq!(json["type"], "company");
        assert_eq!((json["country"].as_str(), json["state"].as_str()), (Some("AM"), Some("Yerevan")));
        assert_eq!((json["city"].as_str(), json["postcode"].as_str()), (Some("Prospekt"), Some("8100")));
    }

    #[test]
    fn a_given_position_is_kept_and_individuals_get_no_seller_fields() {
        let company = RegistrationForm { kind: AccountKind::Company, position: "director".into(), ..Default::default() };
        assert_eq!(registration_payload(company).form.position, "director");
        let json = serde_json::to_value(registration_payload(RegistrationForm::default())).unwrap();
        assert!(json.get("want_to_be_seller").is_none());
        assert_eq!(json["type"], "individual");
    }

    #[test]
    fn addresses_are_in_armenia() {
        assert_eq!(address_region(""), ("AM".to_string(), "Armenia".to_string()));
        assert_eq!(address_region("Shirak"), ("AM".to_string(), "Shirak".to_string()));
    }

    #[test]
    fn empty_edits_keep_existing_values() {
        assert_eq!(edited_or_existing(Some(""), "Anna"), "Anna");
        assert_eq!(edited_or_existing(None, "Anna"), "Anna");
        assert_eq!(edited_or_existing(Some(" Ani "), "Anna"), "Ani");
    }
}
