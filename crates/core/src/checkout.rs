//! Checkout: the strict order of its steps, the payloads built from the form (with fixed billing
//! values), and the choices it offers.

use crate::locale::Locale;
use crate::money::{Amount, Currency};
use crate::validation::{validate_checkout, CheckoutForm, FieldErrors};
use serde::{Deserialize, Serialize};

/// The terms checkbox links to this CMS page.
pub const TERMS_PAGE_ID: u64 = 18;

/// Payment methods the shop offers: cash on delivery, Ameriabank vPOS cards, the Idram wallet.
pub const PAYMENT_METHODS: [&str; 3] = ["cashondelivery", "ameria_vpos", "idram"];

/// Fixed billing values: the checkout form does not ask for them (the shop sells in Armenia only).
pub const BILLING_CITY: &str = "Yerevan";
pub const BILLING_STATE: &str = "Yerevan";
pub const BILLING_POSTCODE: &str = "75017";
pub const COUNTRY: &str = "AM";

/// A country's name as a document shows it. The shop sells in Armenia (every address is
/// [`COUNTRY`]); any other code is shown as it is.
pub fn country_name(code: &str, locale: Locale) -> String {
    match code.trim() {
        COUNTRY => locale.pick("Հայաստան", "Армения", "Armenia").to_string(),
        other => other.to_string(),
    }
}

/// The four calls of a checkout, in the only order they may run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum CheckoutStep {
    SaveAddress,
    SaveShipping,
    SavePayment,
    SaveOrder,
}

impl CheckoutStep {
    pub const ORDER: [CheckoutStep; 4] =
        [CheckoutStep::SaveAddress, CheckoutStep::SaveShipping, CheckoutStep::SavePayment, CheckoutStep::SaveOrder];

    pub fn endpoint(self) -> &'static str {
        match self {
            CheckoutStep::SaveAddress => "/api/checkout/save-address",
            CheckoutStep::SaveShipping => "/api/checkout/save-shipping",
            CheckoutStep::SavePayment => "/api/checkout/save-payment",
            CheckoutStep::SaveOrder => "/api/checkout/save-order",
        }
    }

    /// The step after this one, if any.
    pub fn next(self) -> Option<CheckoutStep> {
        let index = CheckoutStep::ORDER.iter().position(|s| *s == self)?;
        CheckoutStep::ORDER.get(index + 1).copied()
    }

    /// A step may run once every step before it has succeeded (`last_done` is the latest one
    /// that did). Running an earlier step again is allowed; skipping ahead is not.
    pub fn may_run(self, last_done: Option<CheckoutStep>) -> bool {
        match last_done {
            None => self == CheckoutStep::SaveAddress,
            Some(done) => self <= done || done.next() == Some(self),
        }
    }
}

/// What the shell does after a step answered: go on with the next one only if it was ok.
pub fn after_step(step: CheckoutStep, ok: bool) -> Option<CheckoutStep> {
    if ok {
        step.next()
    } else {
        None
    }
}

/// The billing address as `save-address` takes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BillingPayload {
    pub use_for_shipping: bool,
    pub save_as_address: bool,
    pub address1: Vec<String>,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub city: String,
    pub country: String,
    pub state: String,
    pub postcode: String,
    pub phone: String,
    pub company_name: String,
    pub additional: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ShippingPayload {
    pub address1: Vec<String>,
    pub name: String,
    pub phone: String,
}

/// Splits "Anna Petrosyan" into first and last name; everything after the first word is the
/// last name (Armenian patronymics and double surnames stay together).
pub fn split_full_name(full_name: &str) -> (String, String) {
    let mut words = full_name.split_whitespace();
    let first = words.next().unwrap_or_default().to_string();
    let rest: Vec<&str> = words.collect();
    (first, rest.join(" "))
}

pub fn billing_payload(form: &CheckoutForm) -> BillingPayload {
    let (first_name, last_name) = split_full_name(&form.full_name);
    BillingPayload {
        use_for_shipping: !form.separate_shipping,
        save_as_address: true,
        address1: vec![form.street.trim().to_string()],
        email: form.email.trim().to_string(),
        first_name,
        last_name,
        city: BILLING_CITY.into(),
        country: COUNTRY.into(),
        state: BILLING_STATE.into(),
        postcode: BILLING_POSTCODE.into(),
        phone: form.phone.trim().to_string(),
        company_name: String::new(),
        additional: form.notes.trim().to_string(),
    }
}

/// The shipping address: the separate one when chosen, else the billing street, name and phone.
pub fn shipping_payload(form: &CheckoutForm) -> ShippingPayload {
    if form.separate_shipping {
        ShippingPayload {
            address1: vec![form.shipping_street.trim().to_string()],
            name: form.shipping_name.trim().to_string(),
            phone: form.shipping_phone.trim().to_string(),
        }
    } else {
        ShippingPayload {
            address1: vec![form.street.trim().to_string()],
            name: form.full_name.split_whitespace().collect::<Vec<_>>().join(" "),
            phone: form.phone.trim().to_string(),
        }
    }
}

/// The shipping method chosen by default: the first one offered.
pub fn default_shipping<T>(methods: &[T]) -> Option<&T> {
    methods.first()
}

/// The form as the server sees it again from the two payloads of `save-address`, so that it
/// checks the very same rules the shell did. The terms box lives only in the shell.
pub fn form_from_payloads(billing: &BillingPayload, shipping: Option<&ShippingPayload>) -> CheckoutForm {
    let full_name = format!("{} {}", billing.first_name.trim(), billing.last_name.trim()).trim().to_string();
    let street = billing.address1.first().cloned().unwrap_or_default();
    let separate = !billing.use_for_shipping && shipping.is_some();
    let shipping = shipping.filter(|_| separate);
    CheckoutForm {
        full_name,
        email: billing.email.clone(),
        street,
        phone: billing.phone.clone(),
        notes: billing.additional.clone(),
        terms: true,
        separate_shipping: separate,
        shipping_street: shipping.and_then(|s| s.address1.first().cloned()).unwrap_or_default(),
        shipping_name: shipping.map(|s| s.name.clone()).unwrap_or_default(),
        shipping_phone: shipping.map(|s| s.phone.clone()).unwrap_or_default(),
    }
}

/// The checks of `save-address`: the checkout form's rules, and the limits of the payload's
/// fields the form does not show (every street line, city, region, postcode, company).
pub fn validate_billing(billing: &BillingPayload, shipping: Option<&ShippingPayload>) -> FieldErrors {
    let mut errors = validate_checkout(&form_from_payloads(billing, shipping));
    errors.limit_lines("street", &billing.address1);
    errors.limit_all(&[
        ("city", &billing.city),
        ("country", &billing.country),
        ("state", &billing.state),
        ("postcode", &billing.postcode),
        ("company_name", &billing.company_name),
    ]);
    if let Some(shipping) = shipping.filter(|_| !billing.use_for_shipping) {
        errors.limit_lines("shipping_street", &shipping.address1);
    }
    errors
}

/// `save-order`'s `description`: the order's note when a client sends it there rather than in the
/// billing form's notes (Bagisto-style clients do); as long as the form's notes may be.
pub fn validate_order_note(note: &str) -> FieldErrors {
    let mut errors = FieldErrors::default();
    errors.limit_message("description", note);
    errors
}

/// A signed-in customer as their account answers (`GET /api/customer/get`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct KnownCustomer {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
}

/// An address of their book as `GET /api/addresses` answers it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct KnownAddress {
    pub first_name: String,
    pub last_name: String,
    pub address1: Vec<String>,
    pub phone: String,
    pub default: bool,
}

fn joined_name(first: &str, last: &str) -> String {
    format!("{} {}", first.trim(), last.trim()).trim().to_string()
}

/// What a signed-in customer's checkout starts with, so they do not type what the shop knows:
/// the default address (else the first) gives the name, street and phone; the account gives
/// the e-mail, and the name and phone the address lacks.
pub fn checkout_prefill(customer: &KnownCustomer, addresses: &[KnownAddress]) -> CheckoutForm {
    let address = addresses.iter().find(|a| a.default).or(addresses.first());
    let from_address = |pick: fn(&KnownAddress) -> String| address.map(pick).filter(|value| !value.is_empty());
    CheckoutForm {
        full_name: from_address(|a| joined_name(&a.first_name, &a.last_name))
            .unwrap_or_else(|| joined_name(&customer.first_name, &customer.last_name)),
        email: customer.email.trim().to_string(),
        street: from_address(|a| a.address1.iter().map(|line| line.trim()).filter(|line| !line.is_empty()).collect::<Vec<_>>().join(", "))
            .unwrap_or_default(),
        phone: from_address(|a| a.phone.trim().to_string()).unwrap_or_else(|| customer.phone.trim().to_string()),
        ..CheckoutForm::default()
    }
}

/// What the order will be charged when the shop shows another currency: the bank and the wallet
/// take drams only, so the shopper is told the amount in drams before paying. `None` when the
/// prices shown are drams already. The cart's subtotal and bonus discount and the chosen
/// shipping method's rate are in drams, as the server prices them.
pub fn charge_in_drams(shown: Currency, base_sub_total: Amount, base_discount: Amount, shipping_rate: Amount) -> Option<Amount> {
    if shown == Currency::Amd {
        return None;
    }
    let total = base_sub_total.minor + shipping_rate.minor - base_discount.minor;
    Some(Amount::new(total.max(0), Currency::Amd))
}

/// (title, description) of a shipping method in a locale.
pub fn shipping_texts(code: &str, locale: Locale) -> (&'static str, &'static str) {
    match (code, locale) {
        ("flatrate", Locale::Hy) => ("Առաքում առաքիչով", "Առաքում Երևանում 1–2 աշխատանքային օրում"),
        ("flatrate", Locale::Ru) => ("Доставка курьером", "Доставка по Еревану за 1–2 рабочих дня"),
        ("flatrate", Locale::En) => ("Courier delivery", "Delivery in Yerevan within 1–2 working days"),
        ("pickup", Locale::Hy) => ("Վերցնել խանութից", "Անվճար, վաճառողի խանութից"),
        ("pickup", Locale::Ru) => ("Самовывоз", "Бесплатно, из магазина продавца"),
        ("pickup", Locale::En) => ("Pick up in store", "Free, from the seller's shop"),
        _ => ("", ""),
    }
}

/// (title, description) of a payment method in a locale.
pub fn payment_texts(method: &str, locale: Locale) -> (&'static str, &'static str) {
    match (method, locale) {
        ("cashondelivery", Locale::Hy) => ("Կանխիկ առաքման պահին", "Վճարեք առաքիչին ապրանքը ստանալիս"),
        ("cashondelivery", Locale::Ru) => ("Наличными при получении", "Оплата курьеру при получении заказа"),
        ("cashondelivery", Locale::En) => ("Cash on delivery", "Pay the courier when the order arrives"),
        ("ameria_vpos", Locale::Hy) => ("Բանկային քարտ", "Visa, Mastercard, ԱՐՔԱ՝ Ամերիաբանկի անվտանգ էջում"),
        ("ameria_vpos", Locale::Ru) => ("Банковская карта", "Visa, Mastercard, ArCa на защищённой странице Америабанка"),
        ("ameria_vpos", Locale::En) => ("Bank card", "Visa, Mastercard, ArCa on Ameriabank's secure page"),
        ("idram", Locale::Hy) => ("Idram դրամապանակ", "Վճարում Idram էլեկտրոնային դրամապանակով"),
        ("idram", Locale::Ru) => ("Кошелёк Idram", "Оплата электронным кошельком Idram"),
        ("idram", Locale::En) => ("Idram wallet", "Pay with the Idram e-wallet"),
        _ => ("", ""),
    }
}

/// Orders are shown to people by number, not by row id: 100001 for the first.
const ORDER_NUMBER_BASE: i64 = 100_000;

pub fn order_number(order_id: i64) -> String {
    (ORDER_NUMBER_BASE + order_id).to_string()
}

/// The row id of an order number; `None` for anything that is not one.
pub fn order_id_from_number(number: &str) -> Option<i64> {
    number.trim().parse::<i64>().ok().map(|n| n - ORDER_NUMBER_BASE).filter(|id| *id > 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use CheckoutStep::*;

    #[test]
    fn steps_run_in_strict_order() {
        assert_eq!(SaveAddress.next(), Some(SaveShipping));
        assert_eq!(SavePayment.next(), Some(SaveOrder));
        assert_eq!(SaveOrder.next(), None);
        assert_eq!(after_step(SaveShipping, true), Some(SavePayment));
        assert_eq!(after_step(SaveShipping, false), None, "a failed step stops the checkout");
    }

    #[test]
    fn a_step_cannot_skip_ahead() {
        assert!(SaveAddress.may_run(None));
        assert!(!SaveShipping.may_run(None));
        assert!(SaveShipping.may_run(Some(SaveAddress)));
        assert!(!SaveOrder.may_run(Some(SaveShipping)));
        assert!(SaveOrder.may_run(Some(SavePayment)));
        assert!(SaveAddress.may_run(Some(SavePayment)), "going back is allowed");
        assert_eq!(SaveOrder.endpoint(), "/api/checkout/save-order");
    }

    fn form() -> CheckoutForm {
        CheckoutForm {
            full_name: "  Anna  Petrosyan Aramovna ".into(),
            email: "anna@mail.am ".into(),
            street: "Abovyan 1".into(),
            phone: "+374 91 123456".into(),
            notes: "Call first".into(),
            terms: true,
            ..Default::default()
        }
    }

    #[test]
    fn billing_carries_the_fixed_values() {
        let billing = billing_payload(&form());
        assert_eq!((billing.first_name.as_str(), billing.last_name.as_str()), ("Anna", "Petrosyan Aramovna"));
        assert_eq!((billing.city.as_str(), billing.state.as_str()), ("Yerevan", "Yerevan"));
        assert_eq!((billing.postcode.as_str(), billing.country.as_str()), ("75017", "AM"));
        assert_eq!(billing.address1, ["Abovyan 1"]);
        assert_eq!(billing.email, "anna@mail.am");
        assert_eq!(billing.additional, "Call first");
        assert!(billing.use_for_shipping && billing.save_as_address);
        assert_eq!(billing.company_name, "");
    }

    #[test]
    fn shipping_is_the_separate_address_when_chosen() {
        let same = shipping_payload(&form());
        assert_eq!(
            same,
            ShippingPayload { address1: vec!["Abovyan 1".into()], name: "Anna Petrosyan Aramovna".into(), phone: "+374 91 123456".into() }
        );
        let separate = CheckoutForm {
            separate_shipping: true,
            shipping_street: "Komitas 5".into(),
            shipping_name: "Aram".into(),
            shipping_phone: "091123456".into(),
            ..form()
        };
        assert_eq!(shipping_payload(&separate).address1, ["Komitas 5"]);
        assert!(!billing_payload(&separate).use_for_shipping);
    }

    #[test]
    fn first_shipping_method_is_the_default_and_payment_methods_are_known() {
        assert_eq!(default_shipping(&["flatrate", "free"]), Some(&"flatrate"));
        assert_eq!(default_shipping::<&str>(&[]), None);
        assert_eq!(PAYMENT_METHODS[..2], ["cashondelivery", "ameria_vpos"]);
        assert_eq!(TERMS_PAGE_ID, 18);
        assert_eq!(split_full_name("Aram"), ("Aram".to_string(), String::new()));
    }

    #[test]
    fn the_server_checks_the_payloads_with_the_shells_rules() {
        use crate::validation::validate_checkout;
        let form = CheckoutForm {
            full_name: "Անի Սարգսյան".into(),
            email: "ani@example.am".into(),
            street: "Abovyan 1".into(),
            phone: "+374 (91) 123456".into(),
            terms: true,
            separate_shipping: true,
            shipping_street: "Tum".into(),
            shipping_name: "Ա".into(),
            shipping_phone: "call me".into(),
            ..CheckoutForm::default()
        };
        let again = form_from_payloads(&billing_payload(&form), Some(&shipping_payload(&form)));
        assert_eq!(again.full_name, "Անի Սարգսյան");
        let errors = validate_checkout(&again);
        let fields: Vec<&str> = errors.0.keys().map(String::as_str).collect();
        assert_eq!(fields, ["shipping_name", "shipping_phone", "shipping_street"]);
        let same_address = CheckoutForm { separate_shipping: false, ..form };
        assert!(validate_checkout(&form_from_payloads(&billing_payload(&same_address), Some(&shipping_payload(&same_address)))).is_empty());
    }

    #[test]
    fn order_numbers_are_readable_and_reversible() {
        assert_eq!(order_number(1), "100001");
        assert_eq!(order_id_from_number("100001"), Some(1));
        assert_eq!(order_id_from_number("99"), None);
        assert_eq!(order_id_from_number("abc"), None);
    }

    #[test]
    fn every_payment_method_is_translated() {
        for locale in Locale::ALL {
            for method in PAYMENT_METHODS {
                assert!(!payment_texts(method, locale).0.is_empty());
            }
        }
    }

    #[test]
    fn save_address_limits_the_fields_the_form_does_not_show() {
        let form = CheckoutForm {
            full_name: "Anna Petrosyan".into(),
            email: "anna@mail.am".into(),
            street: "Abovyan 1".into(),
            phone: "+374 91 123456".into(),
            terms: true,
            ..Default::default()
        };
        let billing = billing_payload(&form);
        assert!(validate_billing(&billing, None).is_empty());
        let long = "x".repeat(crate::validation::MAX_TEXT_LENGTH + 1);
        let hostile = BillingPayload {
            address1: vec!["Abovyan 1".into(), long.clone()],
            city: long.clone(),
            company_name: long.clone(),
            use_for_shipping: false,
            ..billing
        };
        let shipping = ShippingPayload { address1: vec!["Tumanyan 5".into(), long], name: "Aram".into(), phone: "091123456".into() };
        let errors = validate_billing(&hostile, Some(&shipping));
        for field in ["street", "city", "company_name", "shipping_street"] {
            assert_eq!(errors.get(field), [crate::validation::Message::TooLong], "{field}");
        }
    }

    #[test]
    fn an_order_note_is_as_long_as_the_form_allows() {
        assert!(validate_order_note(&"ա".repeat(crate::validation::MAX_MESSAGE_LENGTH)).is_empty());
        let errors = validate_order_note(&"n".repeat(crate::validation::MAX_MESSAGE_LENGTH + 1)).localized(Locale::En);
        assert_eq!(errors["description"], ["At most 5000 characters"]);
    }

    #[test]
    fn a_cart_shown_in_another_currency_is_told_its_charge_in_drams() {
        let drams = |major| Amount::major(major, Currency::Amd);
        assert_eq!(charge_in_drams(Currency::Amd, drams(7_900), drams(0), drams(25)), None, "the total shown is the charge");
        let usd = charge_in_drams(Currency::Usd, drams(7_900), drams(0), drams(25)).unwrap();
        assert_eq!(usd.display(), "7,925 ֏", "the subtotal and the courier's 25 ֏");
        assert_eq!(
            charge_in_drams(Currency::Rub, drams(7_900), drams(500), drams(0)).unwrap().display(),
            "7,400 ֏",
            "collected, bonuses spent"
        );
    }

    #[test]
    fn a_signed_in_checkout_starts_from_the_default_address_and_the_account() {
        let customer = KnownCustomer {
            first_name: "Անի".into(),
            last_name: "Սարգսյան".into(),
            email: "ani@example.am".into(),
            phone: "+374 91 000000".into(),
        };
        let home = KnownAddress {
            first_name: "Անի".into(),
            last_name: "Սարգսյան".into(),
            address1: vec!["Աբովյան 12".into(), "բն. 5".into()],
            phone: "+374 91 123456".into(),
            default: true,
        };
        let work = KnownAddress { first_name: "Արամ".into(), address1: vec!["Թումանյան 1".into()], ..KnownAddress::default() };
        let form = checkout_prefill(&customer, &[work.clone(), home]);
        assert_eq!(
            (form.full_name.as_str(), form.email.as_str(), form.street.as_str(), form.phone.as_str()),
            ("Անի Սարգսյան", "ani@example.am", "Աբովյան 12, բն. 5", "+374 91 123456"),
            "the default address, not the first"
        );
        assert!(!form.terms, "the terms are the shopper's to accept");
        let from_first = checkout_prefill(&customer, &[work]);
        assert_eq!(
            (from_first.full_name.as_str(), from_first.phone.as_str()),
            ("Արամ", "+374 91 000000"),
            "the account's phone when the address has none"
        );
        let no_book = checkout_prefill(&customer, &[]);
        assert_eq!((no_book.full_name.as_str(), no_book.street.as_str()), ("Անի Սարգսյան", ""));
    }
}
