//! Ameriabank vPOS 3.1: register a payment (`InitPayment`), send the shopper to the bank's pay
//! page, and on their return ask the bank what happened (`GetPaymentDetails`): the browser's
//! return to `BackURL` is not signed, so only the details decide whether an order is paid.

use serde_json::{json, Value};
use storefront_core::locale::Locale;
use storefront_core::money::{Amount, Currency};

use super::config::{AmeriaConfig, VposCredentials};
use super::{local_http, provider_http, ProviderError};

/// ISO 4217 numeric code of the dram, the only currency the shop charges cards in.
pub const AMD: &str = "051";

/// A vPOS merchant account at one base URL.
#[derive(Debug, Clone)]
pub struct VposClient {
    http: reqwest::Client,
    base: String,
    receipt_base: String,
    credentials: VposCredentials,
    order_id_offset: i64,
}

impl AmeriaConfig {
    /// The client for this configuration, its URLs resolved against the shop's address
    /// (`crate::seo::base_url`), which matters only for the simulator.
    pub fn client(&self, shop_base: &str) -> VposClient {
        let http = if self.vpos_url.is_local() { local_http() } else { provider_http() };
        VposClient::new(http, self.vpos_url.resolve(shop_base), self.credentials.clone())
            .with_receipt_base(self.receipt_url.resolve(shop_base))
            .with_order_id_offset(self.order_id_offset)
    }
}

impl VposClient {
    /// A client for `base` (the `…/VPOS/` address); the receipt frame is served from the same
    /// base unless [`VposClient::with_receipt_base`] says otherwise.
    pub fn new(http: reqwest::Client, base: impl Into<String>, credentials: VposCredentials) -> Self {
        let base = with_slash(base.into());
        VposClient { http, receipt_base: base.clone(), base, credentials, order_id_offset: 0 }
    }

    pub fn with_receipt_base(mut self, receipt_base: impl Into<String>) -> Self {
        self.receipt_base = with_slash(receipt_base.into());
        self
    }

    pub fn with_order_id_offset(mut self, offset: i64) -> Self {
        self.order_id_offset = offset;
        self
    }

    /// The bank's OrderID for one of our payment attempts (its id plus `AMERIA_ORDER_ID_OFFSET`).
    /// An order may take several attempts; the bank must never see an OrderID twice.
    pub fn bank_order_id(&self, attempt_id: i64) -> Option<i64> {
        attempt_id.checked_add(self.order_id_offset)
    }

    /// Our attempt's id from the bank's OrderID (as `BackURL`'s `orderID` carries it).
    pub fn attempt_from_bank(&self, bank_order_id: i64) -> Option<i64> {
        bank_order_id.checked_sub(self.order_id_offset)
    }

    /// Registers a payment of `amount_minor_amd` (hundredths of a dram) as the bank's OrderID of
    /// `attempt_id`, and returns the bank's PaymentID. Asking again for the same attempt returns
    /// the same PaymentID. `Opaque` carries our order's id, so the return to `BackURL` names it
    /// even when the offset changes. `_lang` is not part of InitPayment: the language goes on the
    /// pay page's URL ([`VposClient::pay_url`]); it is taken here so both calls read alike.
    pub async fn init_payment(
        &self,
        attempt_id: i64,
        order_id: i64,
        amount_minor_amd: i64,
        description: &str,
        back_url: &str,
        _lang: Locale,
    ) -> Result<String, ProviderError> {
        let bank_order_id = self
            .bank_order_id(attempt_id)
            .ok_or_else(|| ProviderError::Request(format!("attempt id {attempt_id} overflows with the offset")))?;
        if amount_minor_amd <= 0 {
            return Err(ProviderError::Request(format!("amount {amount_minor_amd} is not positive")));
        }
        let body = json!({
            "ClientID": self.credentials.client_id,
            "Username": self.credentials.username,
            "Password": self.credentials.password,
            // A JSON number of drams, as the bank reads it ("Amount": 1500.5).
            "Amount": Amount::new(amount_minor_amd, Currency::Amd).to_major_f64(),
            "OrderID": bank_order_id,
            "Description": description,
            "Currency": AMD,
            "BackURL": back_url,
            "Opaque": order_id.to_string(),
        });
        let answer = self.call("InitPayment", &body).await?;
        let code = text(&answer, "ResponseCode");
        if code != "1" {
            return Err(ProviderError::Rejected { code, message: text(&answer, "ResponseMessage") });
        }
        let payment_id = text(&answer, "PaymentID");
        if payment_id.is_empty() {
            return Err(ProviderError::BadResponse("InitPayment succeeded without a PaymentID".into()));
        }
        Ok(payment_id)
    }

    /// What the bank knows of a payment. Any well-formed answer is `Ok`, an unknown payment or a
    /// refusal included: [`PaymentDetails::paid_amount_matches`] is what decides.
    pub async fn payment_details(&self, payment_id: &str) -> Result<PaymentDetails, ProviderError> {
        let body = json!({
            "PaymentID": payment_id,
            "Username": self.credentials.username,
            "Password": self.credentials.password,
        });
        PaymentDetails::from_json(&self.call("GetPaymentDetails", &body).await?)
    }

    /// Gives back `amount_minor_amd` of a deposited payment (all of it or a part; several
    /// partial refunds may follow one another up to what was paid). `Ok` only when the bank
    /// says it did ("00"); a refusal carries the bank's code ("07" for more than deposited).
    pub async fn refund_payment(&self, payment_id: &str, amount_minor_amd: i64) -> Result<(), ProviderError> {
        if amount_minor_amd <= 0 {
            return Err(ProviderError::Request(format!("refund amount {amount_minor_amd} is not positive")));
        }
        let body = json!({
            "PaymentID": payment_id,
            "Username": self.credentials.username,
            "Password": self.credentials.password,
            "Amount": Amount::new(amount_minor_amd, Currency::Amd).to_major_f64(),
        });
        let answer = self.call("RefundPayment", &body).await?;
        let code = text(&answer, "ResponseCode");
        if code != "00" {
            return Err(ProviderError::Rejected { code, message: text(&answer, "ResponseMessage") });
        }
        Ok(())
    }

    /// The bank's pay page for the shopper.
    pub fn pay_url(&self, payment_id: &str, lang: Locale) -> String {
        let query =
            form_urlencoded::Serializer::new(String::new()).append_pair("id", payment_id).append_pair("lang", vpos_lang(lang)).finish();
        format!("{}Payments/Pay?{query}", self.base)
    }

    /// The receipt page the order's success page shows in a frame.
    pub fn receipt_url(&self, payment_id: &str) -> String {
        let query = form_urlencoded::Serializer::new(String::new()).append_pair("lang", "am").append_pair("paymentid", payment_id).finish();
        format!("{}forms/frm_checkprint.aspx?{query}", self.receipt_base)
    }

    async fn call(&self, operation: &str, body: &Value) -> Result<Value, ProviderError> {
        let url = format!("{}api/VPOS/{operation}", self.base);
        let response = self.http.post(url).json(body).send().await.map_err(ProviderError::Transport)?;
        let status = response.status();
        if !status.is_success() {
            return Err(ProviderError::Status(status.as_u16()));
        }
        let bytes = response.bytes().await.map_err(ProviderError::Transport)?;
        match serde_json::from_slice::<Value>(&bytes) {
            Ok(value @ Value::Object(_)) => Ok(value),
            _ => Err(ProviderError::BadResponse(format!("{operation} did not answer a JSON object"))),
        }
    }
}

/// The pay page's language code: the bank says `am` for Armenian.
pub fn vpos_lang(locale: Locale) -> &'static str {
    match locale {
        Locale::Hy => "am",
        Locale::Ru => "ru",
        Locale::En => "en",
    }
}

fn with_slash(mut url: String) -> String {
    if !url.ends_with('/') {
        url.push('/');
    }
    url
}

/// `GetPaymentDetails`' answer; amounts in hundredths of the payment's currency.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PaymentDetails {
    pub amount_minor: i64,
    pub approved_amount_minor: i64,
    pub deposited_amount_minor: i64,
    pub refunded_amount_minor: i64,
    pub currency: String,
    /// The bank's OrderID (ours plus the offset).
    pub order_id: String,
    pub response_code: String,
    pub response_message: String,
    pub order_status: String,
    pub payment_state: String,
    pub card_number: String,
    pub client_name: String,
    /// `dd/MM/yyyy HH:mm:ss`, the bank's local time.
    pub date_time: String,
    pub approval_code: String,
    pub rrn: String,
    pub opaque: String,
    pub description: String,
}

impl PaymentDetails {
    /// Reads the answer leniently about types (the bank sends some numbers as strings and the
    /// other way round) and strictly about amounts: one that is not a decimal is an error.
    pub fn from_json(answer: &Value) -> Result<PaymentDetails, ProviderError> {
        let money = |key: &str| -> Result<i64, ProviderError> {
            let raw = text(answer, key);
            if raw.is_empty() {
                return Ok(0);
            }
            Amount::parse_decimal(&raw, Currency::Amd)
                .map(|amount| amount.minor)
                .map_err(|_| ProviderError::BadResponse(format!("{key} is not an amount: {raw:?}")))
        };
        Ok(PaymentDetails {
            amount_minor: money("Amount")?,
            approved_amount_minor: money("ApprovedAmount")?,
            deposited_amount_minor: money("DepositedAmount")?,
            refunded_amount_minor: money("RefundedAmount")?,
            currency: text(answer, "Currency"),
            order_id: text(answer, "OrderID"),
            response_code: text(answer, "ResponseCode"),
            response_message: text(answer, "ResponseMessage"),
            order_status: text(answer, "OrderStatus"),
            payment_state: text(answer, "PaymentState"),
            card_number: text(answer, "CardNumber"),
            client_name: text(answer, "ClientName"),
            date_time: text(answer, "DateTime"),
            approval_code: text(answer, "ApprovalCode"),
            rrn: text(answer, "rrn"),
            opaque: text(answer, "Opaque"),
            description: text(answer, "TrxnDescription"),
        })
    }

    /// Approved and deposited, by the bank's three signs of it.
    pub fn is_paid(&self) -> bool {
        self.response_code == "00" && self.order_status == "2" && self.payment_state == "payment_deposited"
    }

    /// Whether the payment settles an order of `expected_minor_amd`: paid, in drams (when the
    /// bank names the currency), and exactly that amount approved.
    pub fn paid_amount_matches(&self, expected_minor_amd: i64) -> bool {
        self.is_paid() && (self.currency.is_empty() || self.currency == AMD) && self.approved_amount_minor == expected_minor_amd
    }
}

/// A field as text whether it came as a string or a number; absent or null is empty. Keys are
/// matched without regard to case (the bank writes `rrn` but `OrderID`).
fn text(object: &Value, key: &str) -> String {
    let value = object.get(key).or_else(|| object.as_object()?.iter().find(|(k, _)| k.eq_ignore_ascii_case(key)).map(|(_, v)| v));
    match value {
        Some(Value::String(s)) => s.trim().to_string(),
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::Bool(b)) => b.to_string(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paid() -> PaymentDetails {
        PaymentDetails::from_json(&json!({
            "Amount": 1500.5, "ApprovedAmount": "1500.50", "DepositedAmount": 1500.5,
            "Currency": "051", "OrderID": 30164042, "ResponseCode": "00", "OrderStatus": 2,
            "PaymentState": "payment_deposited", "CardNumber": "411111******1111",
            "DateTime": "05/03/2024 14:07:09", "rrn": "012345678901", "Opaque": "42",
        }))
        .unwrap()
    }

    #[test]
    fn details_read_numbers_and_strings_alike() {
        let d = paid();
        assert_eq!((d.amount_minor, d.approved_amount_minor, d.deposited_amount_minor), (150_050, 150_050, 150_050));
        assert_eq!(d.refunded_amount_minor, 0);
        assert_eq!((d.order_id.as_str(), d.order_status.as_str(), d.opaque.as_str()), ("30164042", "2", "42"));
        assert_eq!(d.rrn, "012345678901");
        assert!(PaymentDetails::from_json(&json!({"Amount": "lots"})).is_err());
    }

    #[test]
    fn paid_only_when_deposited_with_the_exact_amount() {
        assert!(paid().paid_amount_matches(150_050));
        assert!(!paid().paid_amount_matches(150_000), "a different amount");
        let with = |f: fn(&mut PaymentDetails)| {
            let mut d = paid();
            f(&mut d);
            d.paid_amount_matches(150_050)
        };
        assert!(!with(|d| d.response_code = "0116".into()));
        assert!(!with(|d| d.order_status = "1".into()), "approved but not deposited");
        assert!(!with(|d| d.payment_state = "payment_approved".into()));
        assert!(!with(|d| d.currency = "840".into()), "dollars are not drams");
        assert!(!with(|d| d.approved_amount_minor = 0));
        assert!(with(|d| d.currency.clear()), "a missing currency is the default, AMD");
        assert!(!PaymentDetails::default().paid_amount_matches(0));
    }

    #[test]
    fn urls_and_order_ids() {
        let credentials = VposCredentials { client_id: "c".into(), username: "u".into(), password: "p".into() };
        let client = VposClient::new(reqwest::Client::new(), "https://servicestest.ameriabank.am/VPOS", credentials)
            .with_receipt_base("https://testpayments.ameriabank.am")
            .with_order_id_offset(30_164_000);
        assert_eq!(client.pay_url("AB-12", Locale::Hy), "https://servicestest.ameriabank.am/VPOS/Payments/Pay?id=AB-12&lang=am");
        assert!(client.pay_url("x", Locale::Ru).ends_with("&lang=ru"));
        assert_eq!(client.receipt_url("AB 12"), "https://testpayments.ameriabank.am/forms/frm_checkprint.aspx?lang=am&paymentid=AB+12");
        assert_eq!(client.bank_order_id(42), Some(30_164_042));
        assert_eq!(client.attempt_from_bank(30_164_042), Some(42));
        assert_eq!(client.bank_order_id(i64::MAX), None);
    }
}
