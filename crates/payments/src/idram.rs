//! Idram: the browser posts a form to the wallet; Idram then calls the merchant's RESULT_URL
//! twice, a pre-check ("is this bill payable?") and a confirmation signed with an MD5 checksum
//! over the payment and the merchant's secret. Only a verified confirmation pays an order; the
//! browser's later landing on SUCCESS_URL proves nothing.
//!
//! Everything here is pure: parsing the callbacks and checking them against what we stored.

use std::collections::HashMap;

use md5::{Digest, Md5};
use storefront_core::locale::Locale;
use storefront_core::money::{Amount, Currency};

use super::config::IdramConfig;

/// The form the browser auto-submits to Idram.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdramForm {
    pub action: String,
    pub fields: Vec<(String, String)>,
}

impl IdramForm {
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

impl IdramConfig {
    /// The payment form for our order `order_id` (the bill number Idram sends back);
    /// `shop_base` resolves the simulator's address (`crate::seo::base_url`).
    pub fn form(
        &self,
        shop_base: &str,
        order_id: i64,
        amount_minor_amd: i64,
        description: &str,
        email: Option<&str>,
        locale: Locale,
    ) -> IdramForm {
        let mut fields = vec![
            ("EDP_LANGUAGE", locale.label().to_string()),
            ("EDP_REC_ACCOUNT", self.rec_account.clone()),
            ("EDP_DESCRIPTION", description.to_string()),
            ("EDP_AMOUNT", amount_field(amount_minor_amd)),
            ("EDP_BILL_NO", order_id.to_string()),
        ];
        if let Some(email) = email.map(str::trim).filter(|e| !e.is_empty()) {
            fields.push(("EDP_EMAIL", email.to_string()));
        }
        IdramForm {
            action: self.url.resolve(shop_base),
            fields: fields.into_iter().map(|(name, value)| (name.to_string(), value)).collect(),
        }
    }
}

/// `EDP_AMOUNT` as we send it: drams with a dot (`1500.5000`), the API's decimal form.
pub fn amount_field(amount_minor_amd: i64) -> String {
    Amount::new(amount_minor_amd, Currency::Amd).to_decimal_string()
}

/// An `EDP_AMOUNT` in hundredths of a dram; `None` when it is not a decimal.
pub fn parse_amount(field: &str) -> Option<i64> {
    Amount::parse_decimal(field, Currency::Amd).ok().map(|amount| amount.minor)
}

/// `MD5(EDP_REC_ACCOUNT:EDP_AMOUNT:SECRET_KEY:EDP_BILL_NO:EDP_PAYER_ACCOUNT:EDP_TRANS_ID:EDP_TRANS_DATE)`
/// in lowercase hex.
pub fn checksum(
    rec_account: &str,
    amount: &str,
    secret: &str,
    bill_no: &str,
    payer_account: &str,
    trans_id: &str,
    trans_date: &str,
) -> String {
    let joined = [rec_account, amount, secret, bill_no, payer_account, trans_id, trans_date].join(":");
    Md5::digest(joined.as_bytes()).iter().map(|b| format!("{b:02x}")).collect()
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CallbackError {
    #[error("missing {0}")]
    Missing(&'static str),
}

type Form = HashMap<String, String>;

fn required(form: &Form, name: &'static str) -> Result<String, CallbackError> {
    form.get(name).map(|v| v.trim()).filter(|v| !v.is_empty()).map(str::to_string).ok_or(CallbackError::Missing(name))
}

/// Our order id from a bill number.
fn order_id(bill_no: &str) -> Option<i64> {
    bill_no.trim().parse().ok()
}

/// Either call Idram makes to RESULT_URL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IdramCallback {
    PreCheck(PreCheck),
    Confirmation(Confirmation),
}

impl IdramCallback {
    /// `EDP_PRECHECK=YES` marks the pre-check; anything else is a confirmation.
    pub fn parse(form: &Form) -> Result<IdramCallback, CallbackError> {
        if form.get("EDP_PRECHECK").is_some_and(|v| v.trim().eq_ignore_ascii_case("YES")) {
            PreCheck::parse(form).map(IdramCallback::PreCheck)
        } else {
            Confirmation::parse(form).map(IdramCallback::Confirmation)
        }
    }
}

/// "Is this bill payable?" Answer `OK` only when the order exists, is unpaid and
/// [`PreCheck::matches`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreCheck {
    pub bill_no: String,
    pub rec_account: String,
    pub amount: String,
}

impl PreCheck {
    pub fn parse(form: &Form) -> Result<PreCheck, CallbackError> {
        Ok(PreCheck {
            bill_no: required(form, "EDP_BILL_NO")?,
            rec_account: required(form, "EDP_REC_ACCOUNT")?,
            amount: required(form, "EDP_AMOUNT")?,
        })
    }

    pub fn order_id(&self) -> Option<i64> {
        order_id(&self.bill_no)
    }

    /// Our account, and the amount we stored for the order.
    pub fn matches(&self, our_amount_minor: i64, our_rec_account: &str) -> bool {
        self.rec_account == our_rec_account && parse_amount(&self.amount) == Some(our_amount_minor)
    }
}

/// The payment itself, signed. Answer `OK` only when [`Confirmation::verify`] holds (and the
/// order is still unpaid); any other 200 answer makes Idram cancel the transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirmation {
    pub bill_no: String,
    pub rec_account: String,
    pub payer_account: String,
    pub amount: String,
    pub trans_id: String,
    /// `dd/mm/yyyy`.
    pub trans_date: String,
    pub checksum: String,
}

impl Confirmation {
    pub fn parse(form: &Form) -> Result<Confirmation, CallbackError> {
        Ok(Confirmation {
            bill_no: required(form, "EDP_BILL_NO")?,
            rec_account: required(form, "EDP_REC_ACCOUNT")?,
            payer_account: required(form, "EDP_PAYER_ACCOUNT")?,
            amount: required(form, "EDP_AMOUNT")?,
            trans_id: required(form, "EDP_TRANS_ID")?,
            trans_date: required(form, "EDP_TRANS_DATE")?,
            checksum: required(form, "EDP_CHECKSUM")?,
        })
    }

    pub fn order_id(&self) -> Option<i64> {
        order_id(&self.bill_no)
    }

    /// Genuine and for what we asked: our account, our stored amount, and a checksum made with
    /// our secret over OUR amount. The amount is signed in Idram's spelling, which may differ
    /// from ours in decimals (`1500.00` for `1500.0000`); since the two are already known to be
    /// the same number, a checksum over either spelling is accepted.
    pub fn verify(&self, secret: &str, our_amount_minor: i64, our_rec_account: &str) -> bool {
        if self.rec_account != our_rec_account || parse_amount(&self.amount) != Some(our_amount_minor) {
            return false;
        }
        let ours = amount_field(our_amount_minor);
        [ours.as_str(), self.amount.as_str()].iter().any(|amount| {
            let expected = checksum(our_rec_account, amount, secret, &self.bill_no, &self.payer_account, &self.trans_id, &self.trans_date);
            same_hex(&expected, &self.checksum)
        })
    }
}

/// Case-insensitive comparison that takes as long for a near miss as for a far one.
fn same_hex(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |diff, (x, y)| diff | (x.to_ascii_lowercase() ^ y.to_ascii_lowercase())) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{Endpoint, PaymentsConfig};

    const SECRET: &str = "s3cret";

    fn form(pairs: &[(&str, &str)]) -> Form {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    fn confirmation_form(amount: &str, checksum: &str) -> Form {
        form(&[
            ("EDP_BILL_NO", "42"),
            ("EDP_REC_ACCOUNT", "110000601"),
            ("EDP_PAYER_ACCOUNT", "220000001"),
            ("EDP_AMOUNT", amount),
            ("EDP_TRANS_ID", "1234567"),
            ("EDP_TRANS_DATE", "05/03/2024"),
            ("EDP_CHECKSUM", checksum),
        ])
    }

    #[test]
    fn checksum_known_answer() {
        // printf '%s' '110000601:1500.0000:s3cret:42:220000001:1234567:05/03/2024' | md5sum
        assert_eq!(
            checksum("110000601", "1500.0000", SECRET, "42", "220000001", "1234567", "05/03/2024"),
            "de5c83435d4733e58eb24618666ecd8a"
        );
        assert_eq!(checksum("", "", "", "", "", "", "").len(), 32);
    }

    #[test]
    fn a_genuine_confirmation_verifies_in_either_case() {
        let sum = "DE5C83435D4733E58EB24618666ECD8A";
        let c = Confirmation::parse(&confirmation_form("1500.0000", sum)).unwrap();
        assert_eq!(c.order_id(), Some(42));
        assert!(c.verify(SECRET, 150_000, "110000601"));
        assert!(!c.verify("other", 150_000, "110000601"), "another secret");
        assert!(!c.verify(SECRET, 150_100, "110000601"), "not our stored amount");
        assert!(!c.verify(SECRET, 150_000, "110000602"), "not our account");
    }

    #[test]
    fn the_amount_is_ours_whatever_its_spelling() {
        let signed_short = checksum("110000601", "1500.00", SECRET, "42", "220000001", "1234567", "05/03/2024");
        let c = Confirmation::parse(&confirmation_form("1500.00", &signed_short)).unwrap();
        assert!(c.verify(SECRET, 150_000, "110000601"));
        // A checksum over a smaller amount is no good even when the field claims ours.
        let cheaper = checksum("110000601", "15.00", SECRET, "42", "220000001", "1234567", "05/03/2024");
        assert!(!Confirmation::parse(&confirmation_form("1500.00", &cheaper)).unwrap().verify(SECRET, 150_000, "110000601"));
        assert!(Confirmation::parse(&confirmation_form("1500.00", "")).is_err(), "no checksum");
    }

    #[test]
    fn callbacks_are_told_apart() {
        let pre = form(&[("EDP_PRECHECK", "YES"), ("EDP_BILL_NO", "42"), ("EDP_REC_ACCOUNT", "110000601"), ("EDP_AMOUNT", "1500")]);
        let IdramCallback::PreCheck(p) = IdramCallback::parse(&pre).unwrap() else { panic!("a pre-check") };
        assert_eq!(p.order_id(), Some(42));
        assert!(p.matches(150_000, "110000601"));
        assert!(!p.matches(150_001, "110000601") && !p.matches(150_000, "1"));
        let sum = checksum("110000601", "1500.0000", SECRET, "42", "220000001", "1234567", "05/03/2024");
        assert!(matches!(IdramCallback::parse(&confirmation_form("1500.0000", &sum)), Ok(IdramCallback::Confirmation(_))));
        assert_eq!(
            IdramCallback::parse(&form(&[("EDP_PRECHECK", "YES"), ("EDP_BILL_NO", "42")])),
            Err(CallbackError::Missing("EDP_REC_ACCOUNT"))
        );
    }

    #[test]
    fn the_form_carries_the_protocol_fields() {
        let mut idram = PaymentsConfig::simulated().idram;
        idram.url = Endpoint::Url("https://banking.idram.am/Payment/GetPayment".into());
        let f = idram.form("http://unused", 42, 150_050, "Order #42", Some("a@b.am"), Locale::Hy);
        assert_eq!(f.action, "https://banking.idram.am/Payment/GetPayment");
        assert_eq!(f.field("EDP_LANGUAGE"), Some("AM"));
        assert_eq!(f.field("EDP_REC_ACCOUNT"), Some(idram.rec_account.as_str()));
        assert_eq!(f.field("EDP_AMOUNT"), Some("1500.5000"));
        assert_eq!(f.field("EDP_BILL_NO"), Some("42"));
        assert_eq!(f.field("EDP_DESCRIPTION"), Some("Order #42"));
        assert_eq!(f.field("EDP_EMAIL"), Some("a@b.am"));
        let f = idram.form("http://unused", 42, 100, "x", Some(" "), Locale::Ru);
        assert_eq!((f.field("EDP_EMAIL"), f.field("EDP_LANGUAGE")), (None, Some("RU")));
    }
}
