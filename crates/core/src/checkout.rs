//! Checkout: the strict order of its steps, the payloads built from the form (with the spec's
//! fixed billing values), and the choices it offers.

use crate::validation::CheckoutForm;
use serde::{Deserialize, Serialize};

/// The terms checkbox links to this CMS page.
pub const TERMS_PAGE_ID: u64 = 18;

/// Payment methods the shop offers: cash on delivery, Ameriabank vPOS cards, the Idram wallet.
pub const PAYMENT_METHODS: [&str; 3] = ["cashondelivery", "ameria_vpos", "idram"];

/// Fixed billing values (spec section 9).
pub const BILLING_CITY: &str = "Yerevan";
pub const BILLING_STATE: &str = "Yerevan";
pub const BILLING_POSTCODE: &str = "75017";
pub const COUNTRY: &str = "AM";

/// The four calls of a checkout, in the only order they may run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
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
    if ok { step.next() } else { None }
}

/// The billing address as `save-address` takes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
        assert_eq!(same, ShippingPayload { address1: vec!["Abovyan 1".into()], name: "Anna Petrosyan Aramovna".into(), phone: "+374 91 123456".into() });
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
}
