//! The shipping and payment methods as the shop offers them: which are offered and in what
//! order, their titles and descriptions in each language, and each shipping method's rate. The
//! methods are the ones the shop can carry out (a courier at a flat rate and collection from the
//! seller; cash, Ameriabank's cards and the Idram wallet); staff choose among them, and a
//! payment provider takes payments only once its credentials are configured (the server's
//! environment, never these settings). Until staff save them, the methods are the shop's own
//! ([`CheckoutMethods::shipped`]).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::checkout::{payment_texts, shipping_texts, PAYMENT_METHODS};
use crate::locale::Locale;
use crate::money::{Amount, Currency};
use crate::product_edit::{drams, limit_texts, text_field, Faults};
use crate::validation::{Message, MAX_TEXT_LENGTH};

/// The shipping methods the shop can carry out, in their shipped order, with their shipped
/// rates in whole drams: the first is offered by default.
pub const SHIPPING_CODES: [(&str, i64); 2] = [("flatrate", crate::cart::DEFAULT_SHIPPING_MAJOR), ("pickup", 0)];

/// A title is a line in the checkout's list of choices.
pub const MAX_TITLE_LENGTH: usize = 80;

/// One language's texts of a method.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MethodTexts {
    pub title: String,
    pub description: String,
}

/// A method as staff see and type it. `rate` is a shipping method's rate in drams as typed
/// (`1 500`, `1500,50`), empty for a payment method.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MethodDraft {
    pub code: String,
    pub enabled: bool,
    pub rate: String,
    pub texts: BTreeMap<Locale, MethodTexts>,
}

/// Every method as staff see and type them, each list in the order offered.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MethodsDraft {
    pub shipping: Vec<MethodDraft>,
    pub payment: Vec<MethodDraft>,
}

/// A method as the shop offers it. `rate_minor` is a shipping method's rate in drams' minor
/// units (0 for a payment method).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Method {
    pub code: &'static str,
    pub enabled: bool,
    pub rate_minor: i64,
    pub texts: BTreeMap<Locale, MethodTexts>,
}

impl Method {
    /// (title, description) in `locale`.
    pub fn texts(&self, locale: Locale) -> (&str, &str) {
        self.texts.get(&locale).map_or(("", ""), |texts| (texts.title.as_str(), texts.description.as_str()))
    }

    pub fn rate(&self) -> Amount {
        Amount::new(self.rate_minor, Currency::Amd)
    }
}

/// Every method the shop can carry out, each list in the order offered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CheckoutMethods {
    pub shipping: Vec<Method>,
    pub payment: Vec<Method>,
}

/// The keys the methods are stored under, one text each (the shop's settings table).
pub const STORED_PREFIX: &str = "methods.";

fn shipped_texts(texts: impl Fn(Locale) -> (&'static str, &'static str)) -> BTreeMap<Locale, MethodTexts> {
    Locale::ALL
        .into_iter()
        .map(|locale| {
            let (title, description) = texts(locale);
            (locale, MethodTexts { title: title.into(), description: description.into() })
        })
        .collect()
}

impl CheckoutMethods {
    /// The methods as the shop ships them: every one offered, with the shop's own texts.
    pub fn shipped() -> CheckoutMethods {
        CheckoutMethods {
            shipping: SHIPPING_CODES
                .iter()
                .map(|&(code, rate)| Method {
                    code,
                    enabled: true,
                    rate_minor: Amount::major(rate, Currency::Amd).minor,
                    texts: shipped_texts(|locale| shipping_texts(code, locale)),
                })
                .collect(),
            payment: PAYMENT_METHODS
                .iter()
                .map(|&code| Method { code, enabled: true, rate_minor: 0, texts: shipped_texts(|locale| payment_texts(code, locale)) })
                .collect(),
        }
    }

    /// The shipping methods offered, in order; the first is the default.
    pub fn offered_shipping(&self) -> impl Iterator<Item = &Method> {
        self.shipping.iter().filter(|method| method.enabled)
    }

    /// The payment methods offered, in order (whether a provider is configured is the server's
    /// to add).
    pub fn offered_payment(&self) -> impl Iterator<Item = &Method> {
        self.payment.iter().filter(|method| method.enabled)
    }

    /// An offered shipping method by its code.
    pub fn shipping_offered(&self, code: &str) -> Option<&Method> {
        self.offered_shipping().find(|method| method.code == code)
    }

    /// What a cart's shipping costs: its chosen method's rate while that is offered, else the
    /// default method's (nothing when no method is offered).
    pub fn shipping_rate(&self, chosen: Option<&str>) -> Amount {
        let method = chosen.and_then(|code| self.shipping_offered(code)).or_else(|| self.offered_shipping().next());
        method.map_or(Amount::zero(Currency::Amd), Method::rate)
    }

    /// A shipping method's title in `locale`, offered or not (an order keeps the method it was
    /// placed with); an unknown code's is empty.
    pub fn shipping_title(&self, code: &str, locale: Locale) -> &str {
        self.shipping.iter().find(|method| method.code == code).map_or("", |method| method.texts(locale).0)
    }

    /// A payment method's title in `locale`, offered or not.
    pub fn payment_title(&self, code: &str, locale: Locale) -> &str {
        self.payment.iter().find(|method| method.code == code).map_or("", |method| method.texts(locale).0)
    }

    /// The methods as staff see them in their form.
    pub fn draft(&self) -> MethodsDraft {
        let draft = |method: &Method, shipping: bool| MethodDraft {
            code: method.code.to_string(),
            enabled: method.enabled,
            rate: if shipping { method.rate().input_text() } else { String::new() },
            texts: method.texts.clone(),
        };
        MethodsDraft {
            shipping: self.shipping.iter().map(|method| draft(method, true)).collect(),
            payment: self.payment.iter().map(|method| draft(method, false)).collect(),
        }
    }

    /// The methods as stored, one text per key: each list's order, and each method's sale, rate
    /// and texts.
    pub fn to_stored(&self) -> Vec<(String, String)> {
        let mut stored = Vec::new();
        for (kind, methods) in [("shipping", &self.shipping), ("payment", &self.payment)] {
            let order: Vec<&str> = methods.iter().map(|method| method.code).collect();
            stored.push((format!("{STORED_PREFIX}{kind}.order"), order.join(",")));
            for method in methods {
                let key = |field: &str| format!("{STORED_PREFIX}{kind}.{}.{field}", method.code);
                stored.push((key("enabled"), if method.enabled { "1" } else { "0" }.into()));
                if kind == "shipping" {
                    stored.push((key("rate_minor"), method.rate_minor.to_string()));
                }
                for (locale, texts) in &method.texts {
                    stored.push((key(&text_field("title", *locale)), texts.title.clone()));
                    stored.push((key(&text_field("description", *locale)), texts.description.clone()));
                }
            }
        }
        stored
    }

    /// The methods read back from the stored keys, over the shipped ones: a key missing or
    /// unreadable keeps the shipped value, other keys are left alone, and a method the stored
    /// order leaves out keeps its place after those it names.
    pub fn from_stored<'a>(stored: impl IntoIterator<Item = (&'a str, &'a str)>) -> CheckoutMethods {
        let mut methods = CheckoutMethods::shipped();
        for (key, value) in stored {
            let Some(rest) = key.strip_prefix(STORED_PREFIX) else { continue };
            let Some((kind, rest)) = rest.split_once('.') else { continue };
            let list = match kind {
                "shipping" => &mut methods.shipping,
                "payment" => &mut methods.payment,
                _ => continue,
            };
            if rest == "order" {
                let order: Vec<&str> = value.split(',').collect();
                list.sort_by_key(|method| order.iter().position(|code| *code == method.code).unwrap_or(order.len()));
                continue;
            }
            let Some((code, field)) = rest.split_once('.') else { continue };
            let Some(method) = list.iter_mut().find(|method| method.code == code) else { continue };
            match field {
                "enabled" => method.enabled = value == "1",
                "rate_minor" => method.rate_minor = value.parse().unwrap_or(method.rate_minor),
                _ => {
                    let Some((name, locale)) = field.rsplit_once('_') else { continue };
                    let Some(locale) = Locale::parse(locale) else { continue };
                    let texts = method.texts.entry(locale).or_default();
                    match name {
                        "title" if !value.is_empty() => texts.title = value.to_string(),
                        "description" => texts.description = value.to_string(),
                        _ => {}
                    }
                }
            }
        }
        methods
    }
}

impl MethodsDraft {
    /// Trimmed and checked, every fault at once: each method the shop knows, once each; a title
    /// in every language (`shipping.pickup.title_ru`); a rate in drams (`shipping.flatrate.rate`);
    /// at least one shipping method offered (`shipping`) and at least one payment method offered
    /// that can take payments here (`payment`; `takes_payments` says which can).
    pub fn check(&self, takes_payments: impl Fn(&str) -> bool) -> Result<CheckoutMethods, Faults> {
        let mut faults = Faults::new();
        let shipped = CheckoutMethods::shipped();
        let shipping = check_list("shipping", &self.shipping, &shipped.shipping, &mut faults);
        let payment = check_list("payment", &self.payment, &shipped.payment, &mut faults);
        // A list refused as a whole is named for that, not for offering nothing.
        if !shipping.iter().any(|method| method.enabled) {
            faults.entry("shipping".into()).or_insert(Message::NoShippingMethodOffered);
        }
        if !payment.iter().any(|method| method.enabled && takes_payments(method.code)) {
            faults.entry("payment".into()).or_insert(Message::NoPaymentMethodOffered);
        }
        match faults.is_empty() {
            true => Ok(CheckoutMethods { shipping, payment }),
            false => Err(faults),
        }
    }
}

/// One list checked against the methods the shop knows (`known`, in their shipped order): a
/// list naming an unknown method, or one twice, or leaving one out, is refused as a whole.
fn check_list(kind: &str, typed: &[MethodDraft], known: &[Method], faults: &mut Faults) -> Vec<Method> {
    let mut codes: Vec<&str> = typed.iter().map(|method| method.code.as_str()).collect();
    codes.sort_unstable();
    let mut known_codes: Vec<&str> = known.iter().map(|method| method.code).collect();
    known_codes.sort_unstable();
    if codes != known_codes {
        faults.insert(kind.into(), Message::TypeValidData);
        return Vec::new();
    }
    let mut checked = Vec::new();
    for draft in typed {
        let Some(shipped) = known.iter().find(|method| method.code == draft.code) else { continue };
        let field = |name: &str| format!("{kind}.{}.{name}", shipped.code);
        let rate_minor = match kind {
            "shipping" => drams(&field("rate"), &draft.rate, faults).unwrap_or(0),
            _ => 0,
        };
        let mut texts = BTreeMap::new();
        for locale in Locale::ALL {
            let typed = draft.texts.get(&locale).cloned().unwrap_or_default();
            let (title, description) = (typed.title.trim().to_string(), typed.description.trim().to_string());
            let mut own = Faults::new();
            let limits = [
                ("title", title.as_str(), MAX_TITLE_LENGTH, Message::TooLong),
                ("description", description.as_str(), MAX_TEXT_LENGTH, Message::TooLong),
            ];
            limit_texts(&mut own, locale, &limits);
            if title.is_empty() {
                own.insert(text_field("title", locale), Message::Required);
            }
            for (name, text) in [("title", &title), ("description", &description)] {
                if text.chars().any(char::is_control) {
                    own.entry(text_field(name, locale)).or_insert(Message::CharacterNotAllowed);
                }
            }
            faults.extend(own.into_iter().map(|(name, message)| (field(&name), message)));
            texts.insert(locale, MethodTexts { title, description });
        }
        checked.push(Method { code: shipped.code, enabled: draft.enabled, rate_minor, texts });
    }
    checked
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> MethodsDraft {
        CheckoutMethods::shipped().draft()
    }

    #[test]
    fn the_shipped_methods_are_every_method_with_the_shops_own_texts_and_rates() {
        let methods = CheckoutMethods::shipped();
        assert_eq!(methods.offered_shipping().map(|m| m.code).collect::<Vec<_>>(), ["flatrate", "pickup"]);
        assert_eq!(methods.offered_payment().map(|m| m.code).collect::<Vec<_>>(), PAYMENT_METHODS);
        assert_eq!(methods.shipping_rate(None), Amount::major(crate::cart::DEFAULT_SHIPPING_MAJOR, Currency::Amd));
        assert_eq!(methods.shipping_rate(Some("pickup")), Amount::zero(Currency::Amd));
        assert_eq!(methods.shipping_rate(Some("teleport")), methods.shipping_rate(None), "an unknown choice costs the default's rate");
        assert_eq!(methods.shipping_title("pickup", Locale::Ru), "Самовывоз");
        assert_eq!(methods.payment_title("idram", Locale::En), "Idram wallet");
        assert_eq!(draft().check(|_| true), Ok(methods), "the shipped methods pass their own check");
        for locale in Locale::ALL {
            for (code, _) in SHIPPING_CODES {
                assert!(!shipping_texts(code, locale).0.is_empty(), "{code} in {locale:?}");
            }
        }
    }

    #[test]
    fn staff_reorder_rename_reprice_and_take_methods_off_and_the_shop_follows() {
        let mut typed = draft();
        typed.shipping.reverse();
        typed.shipping[1].rate = "2 500,50".into();
        typed.shipping[1].texts.get_mut(&Locale::Hy).unwrap().title = "  Արագ առաքում ".into();
        typed.shipping[0].enabled = false;
        typed.payment[0].enabled = false;
        let methods = typed.check(|_| true).expect("valid");
        assert_eq!(methods.shipping_rate(None).minor, 250_050, "the courier, now the only one offered, is the default");
        assert_eq!(methods.shipping_rate(Some("pickup")).minor, 250_050, "pickup is no longer offered");
        assert_eq!(methods.shipping_title("flatrate", Locale::Hy), "Արագ առաքում");
        assert_eq!(methods.shipping_title("pickup", Locale::En), "Pick up in store", "an order placed with it still names it");
        assert_eq!(methods.offered_payment().map(|m| m.code).collect::<Vec<_>>(), ["ameria_vpos", "idram"]);

        let stored = methods.to_stored();
        let read = CheckoutMethods::from_stored(stored.iter().map(|(key, value)| (key.as_str(), value.as_str())));
        assert_eq!(read, methods, "stored and read back unchanged");
        assert_eq!(read.draft().shipping[1].rate, "2500.5");
    }

    #[test]
    fn a_key_missing_or_unreadable_keeps_the_shipped_value() {
        let read = CheckoutMethods::from_stored([
            ("methods.shipping.order", "pickup"),
            ("methods.shipping.flatrate.rate_minor", "many"),
            ("methods.payment.idram.title_en", ""),
            ("methods.payment.idram.enabled", "0"),
            ("contacts.phone", "+374 10 000000"),
        ]);
        assert_eq!(read.shipping.iter().map(|m| m.code).collect::<Vec<_>>(), ["pickup", "flatrate"]);
        assert_eq!(read.shipping[1].rate_minor, CheckoutMethods::shipped().shipping[0].rate_minor);
        assert_eq!(read.payment_title("idram", Locale::En), "Idram wallet");
        assert!(!read.payment[2].enabled);
    }

    #[test]
    fn every_fault_is_named_by_method_field_and_language() {
        let mut typed = draft();
        typed.shipping[0].rate = "-5".into();
        typed.shipping[1].rate = "free".into();
        typed.shipping[1].texts.get_mut(&Locale::Ru).unwrap().title = " ".into();
        typed.payment[1].texts.get_mut(&Locale::En).unwrap().description = "a\0b".into();
        typed.payment[2].texts.get_mut(&Locale::Hy).unwrap().title = "Ա".repeat(MAX_TITLE_LENGTH + 1);
        let faults = typed.check(|_| true).unwrap_err();
        assert_eq!(
            faults,
            Faults::from([
                ("shipping.flatrate.rate".into(), Message::PriceInvalid),
                ("shipping.pickup.rate".into(), Message::PriceInvalid),
                ("shipping.pickup.title_ru".into(), Message::Required),
                ("payment.ameria_vpos.description_en".into(), Message::CharacterNotAllowed),
                ("payment.idram.title_hy".into(), Message::TooLong),
            ])
        );
    }

    #[test]
    fn the_shop_keeps_a_way_to_ship_and_a_way_to_pay_it_can_take() {
        let mut typed = draft();
        typed.shipping.iter_mut().for_each(|method| method.enabled = false);
        typed.payment[0].enabled = false;
        let faults = typed.check(|code| code == "cashondelivery").unwrap_err();
        assert_eq!(faults.get("shipping"), Some(&Message::NoShippingMethodOffered));
        assert_eq!(faults.get("payment"), Some(&Message::NoPaymentMethodOffered), "the providers left have no credentials here");

        let mut twice = draft();
        twice.payment[2].code = "cashondelivery".into();
        assert_eq!(twice.check(|_| true).unwrap_err().get("payment"), Some(&Message::TypeValidData), "a method named twice");
        let mut unknown = draft();
        unknown.shipping.push(MethodDraft { code: "drone".into(), ..unknown.shipping[0].clone() });
        assert_eq!(unknown.check(|_| true).unwrap_err().get("shipping"), Some(&Message::TypeValidData));
    }
}
