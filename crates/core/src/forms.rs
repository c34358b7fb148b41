//! What the newsletter, contact and checkout forms do around their requests, and what the order
//! success page reads from its address.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// The newsletter block: idle, loading, then the server's text in success or error style.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "status", content = "text", rename_all = "camelCase")]
pub enum NewsletterState {
    #[default]
    Idle,
    Loading,
    Success(String),
    Error(String),
}

impl NewsletterState {
    /// The server answered: its text is shown as it is, in the matching style.
    pub fn answered(ok: bool, text: &str) -> NewsletterState {
        if ok {
            NewsletterState::Success(text.to_string())
        } else {
            NewsletterState::Error(text.to_string())
        }
    }

    /// The request itself failed (network): nothing is shown, only logged.
    pub fn request_failed() -> NewsletterState {
        NewsletterState::Idle
    }

    /// The e-mail input is cleared once the request finishes, whatever the outcome.
    pub fn clears_input(&self) -> bool {
        !matches!(self, NewsletterState::Loading)
    }
}

/// The contact form's success reply.
pub const CONTACT_SENT_REPLY: &str = "email sent successfully";
pub const CONTACT_THANKS_ROUTE: &str = "/thanksforMessage";
pub const REGISTRATION_THANKS_ROUTE: &str = "/thanks-for-registration";

/// Where the contact form goes after the server replied: the thanks page only on success.
pub fn contact_next_route(reply: &str) -> Option<&'static str> {
    (reply.trim().trim_matches('"') == CONTACT_SENT_REPLY).then_some(CONTACT_THANKS_ROUTE)
}

/// The order success page.
pub const THANKS_ROUTE: &str = "/thanks";

/// The `save-order` answer (`crates/api/API.md`), as far as the shell acts on it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default)]
pub struct OrderAnswer {
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub success: bool,
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub order: Option<OrderRef>,
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub redirect_url: Option<String>,
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub form: Option<PaymentForm>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default)]
pub struct OrderRef {
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional = nullable))]
    pub id: Value,
    /// The order number shown to people (a string or a number on the wire).
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional = nullable))]
    pub increment_id: Value,
}

/// A payment provider's form that the browser posts (Idram).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default)]
pub struct PaymentForm {
    pub action: String,
    #[cfg_attr(feature = "ts", ts(type = "Record<string, unknown>"))]
    pub fields: BTreeMap<String, Value>,
}

/// Where the shopper goes once the order is placed: the thanks page, or the payment provider.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AfterOrder {
    /// The card provider's payment page.
    Redirect { url: String },
    /// The wallet's form, auto-submitted by POST with these hidden fields.
    PostForm { action: String, fields: BTreeMap<String, String> },
    /// The order success page, with the order number in the query.
    Thanks { path: String },
}

fn value_text(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.trim().to_string()).filter(|t| !t.is_empty()),
        Value::Number(number) => Some(number.to_string()),
        Value::Bool(flag) => Some(flag.to_string()),
        _ => None,
    }
}

/// What follows a `save-order` answer: the provider's page when there is a `redirect_url`, the
/// provider's form when there is a `form`, else the thanks page for the order number. `None`
/// when the answer does not say the order was placed.
pub fn after_order(answer: &OrderAnswer) -> Option<AfterOrder> {
    if !answer.success {
        return None;
    }
    if let Some(url) = answer.redirect_url.as_deref().map(str::trim).filter(|u| !u.is_empty()) {
        return Some(AfterOrder::Redirect { url: url.to_string() });
    }
    if let Some(form) = answer.form.as_ref().filter(|f| !f.action.trim().is_empty()) {
        let fields = form.fields.iter().filter_map(|(name, value)| Some((name.clone(), value_text(value)?))).collect();
        return Some(AfterOrder::PostForm { action: form.action.trim().to_string(), fields });
    }
    let number = placed_order_number(answer)?;
    let query: String = form_urlencoded::Serializer::new(String::new()).append_pair("orderID", &number).finish();
    Some(AfterOrder::Thanks { path: format!("{THANKS_ROUTE}?{query}") })
}

/// The number of the order a `save-order` answer placed (its `increment_id`, else its id).
pub fn placed_order_number(answer: &OrderAnswer) -> Option<String> {
    let order = answer.order.as_ref().filter(|_| answer.success)?;
    value_text(&order.increment_id).or_else(|| value_text(&order.id))
}

/// The payment method chosen until the shopper picks another: the first one the server offers
/// (cash on delivery), as the shipping method defaults to the first one.
pub fn default_payment<T>(methods: &[T]) -> Option<&T> {
    crate::checkout::default_shipping(methods)
}

/// What the order success page reads from its query: `orderID`, the card payment's `id`,
/// `payment=failed` when the provider did not take the money, and `payment=refund` when it took
/// money the order could no longer take (canceled meanwhile, or paid by another payment).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ThanksPage {
    pub order_id: Option<String>,
    /// Set only for a payment that went through: the receipt frame is shown for it.
    pub payment_id: Option<String>,
    pub payment_failed: bool,
    /// The bank took this payment but the order could not: the shop gives it back.
    pub payment_to_refund: bool,
}

pub fn thanks_page(search: &str) -> ThanksPage {
    let mut page = ThanksPage::default();
    let mut payment_id = None;
    for (key, value) in form_urlencoded::parse(search.trim_start_matches('?').as_bytes()) {
        let value = value.trim().to_string();
        match key.as_ref() {
            "orderID" if !value.is_empty() => page.order_id = Some(value),
            "id" if !value.is_empty() => payment_id = Some(value),
            "payment" => {
                page.payment_failed = value.eq_ignore_ascii_case("failed");
                page.payment_to_refund = value.eq_ignore_ascii_case("refund");
            }
            _ => {}
        }
    }
    page.payment_id = payment_id.filter(|_| !page.payment_failed && !page.payment_to_refund);
    page
}

/// What the thanks page's headline says, as a message id: money taken that the order could not
/// take is said first (it will be given back), then a payment that did not go through (the order waits, unpaid); money the provider took says the order is paid;
/// anything else (cash) that the order is received.
pub fn thanks_headline_id(page: &ThanksPage, paid: bool) -> &'static str {
    if page.payment_to_refund {
        "cart.thanks.refund_due"
    } else if paid {
        "cart.thanks.paid"
    } else if page.payment_failed {
        "cart.thanks.not_paid"
    } else {
        "cart.thanks.received"
    }
}

/// The bank's receipt for a card payment: the provider's `receipt_url` template with
/// `{paymentId}` filled in (percent-encoded); `None` without a template or a placeholder.
pub fn receipt_url(template: &str, payment_id: &str) -> Option<String> {
    const PLACEHOLDER: &str = "{paymentId}";
    let payment_id = payment_id.trim();
    if payment_id.is_empty() || !template.contains(PLACEHOLDER) {
        return None;
    }
    let encoded: String = form_urlencoded::byte_serialize(payment_id.as_bytes()).collect();
    Some(template.replace(PLACEHOLDER, &encoded))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newsletter_shows_server_text_in_its_style() {
        assert_eq!(NewsletterState::answered(true, "Subscribed"), NewsletterState::Success("Subscribed".into()));
        assert_eq!(NewsletterState::answered(false, "Already subscribed"), NewsletterState::Error("Already subscribed".into()));
        assert_eq!(NewsletterState::request_failed(), NewsletterState::Idle);
        assert!(!NewsletterState::Loading.clears_input());
        assert!(NewsletterState::answered(false, "x").clears_input());
        let json = serde_json::to_value(NewsletterState::Success("ok".into())).unwrap();
        assert_eq!(json, serde_json::json!({"status": "success", "text": "ok"}));
    }

    #[test]
    fn contact_goes_to_thanks_only_on_the_success_reply() {
        assert_eq!(contact_next_route("email sent successfully"), Some("/thanksforMessage"));
        assert_eq!(contact_next_route("\"email sent successfully\""), Some("/thanksforMessage"));
        assert_eq!(contact_next_route("error"), None);
    }

    fn answer(value: serde_json::Value) -> OrderAnswer {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn cash_orders_go_to_the_thanks_page_with_their_number() {
        let cash = answer(serde_json::json!({"success": true, "order": {"id": 1, "increment_id": "100001"}}));
        assert_eq!(after_order(&cash), Some(AfterOrder::Thanks { path: "/thanks?orderID=100001".into() }));
        let numeric = answer(serde_json::json!({"success": true, "order": {"id": 1, "increment_id": 100002}}));
        assert_eq!(after_order(&numeric), Some(AfterOrder::Thanks { path: "/thanks?orderID=100002".into() }));
        assert_eq!(after_order(&answer(serde_json::json!({"success": false, "order": {"increment_id": "1"}}))), None);
        assert_eq!(after_order(&answer(serde_json::json!({"success": true}))), None, "no order, nothing to thank for");
    }

    #[test]
    fn card_orders_go_to_the_provider_and_wallet_orders_post_its_form() {
        let card = answer(
            serde_json::json!({"success": true, "order": {"increment_id": "100003"}, "redirect_url": "https://bank.test/Pay?id=abc"}),
        );
        assert_eq!(after_order(&card), Some(AfterOrder::Redirect { url: "https://bank.test/Pay?id=abc".into() }));
        let wallet = answer(serde_json::json!({"success": true, "order": {"increment_id": "100004"},
            "form": {"action": "https://idram.test/Payment/GetPayment",
                     "fields": {"EDP_LANGUAGE": "AM", "EDP_REC_ACCOUNT": "110000601", "EDP_AMOUNT": "1000.00", "EDP_BILL_NO": 100004, "EDP_EMAIL": null}}}));
        let Some(AfterOrder::PostForm { action, fields }) = after_order(&wallet) else { panic!("a form") };
        assert_eq!(action, "https://idram.test/Payment/GetPayment");
        assert_eq!(fields.get("EDP_BILL_NO").map(String::as_str), Some("100004"));
        assert_eq!(fields.get("EDP_AMOUNT").map(String::as_str), Some("1000.00"));
        assert!(!fields.contains_key("EDP_EMAIL"), "empty fields are not sent");
        let json = serde_json::to_value(after_order(&card)).unwrap();
        assert_eq!(json, serde_json::json!({"kind": "redirect", "url": "https://bank.test/Pay?id=abc"}));
    }

    #[test]
    fn the_first_payment_method_is_chosen_by_default() {
        assert_eq!(default_payment(&["cashondelivery", "ameria_vpos", "idram"]), Some(&"cashondelivery"));
        assert_eq!(default_payment::<&str>(&[]), None);
    }

    #[test]
    fn the_thanks_page_reads_its_query() {
        let paid = thanks_page("?orderID=100001&id=6A1F-22");
        assert_eq!((paid.order_id.as_deref(), paid.payment_id.as_deref(), paid.payment_failed), (Some("100001"), Some("6A1F-22"), false));
        let failed = thanks_page("orderID=100002&payment=failed&id=6A1F");
        assert!(failed.payment_failed);
        assert_eq!(failed.payment_id, None, "no receipt for a payment that failed");
        assert_eq!(thanks_page(""), ThanksPage::default());
        let late = thanks_page("orderID=100003&payment=refund&id=6A1F");
        assert!(late.payment_to_refund && !late.payment_failed);
        assert_eq!(late.payment_id, None, "the receipt is not for this order");
        assert_eq!(thanks_headline_id(&late, false), "cart.thanks.refund_due");
        assert_eq!(thanks_headline_id(&late, true), "cart.thanks.refund_due", "paid by another payment: this one still goes back");
        assert_eq!(thanks_page("?orderID=&id=").order_id, None);
    }

    #[test]
    fn the_receipt_url_fills_in_the_payment_id() {
        let template = "https://payments.test/forms/frm_checkprint.aspx?lang=am&paymentid={paymentId}";
        assert_eq!(
            receipt_url(template, "6A1F-22").as_deref(),
            Some("https://payments.test/forms/frm_checkprint.aspx?lang=am&paymentid=6A1F-22")
        );
        assert_eq!(
            receipt_url(template, "a&b=c").as_deref(),
            Some("https://payments.test/forms/frm_checkprint.aspx?lang=am&paymentid=a%26b%3Dc")
        );
        assert_eq!(receipt_url(template, " "), None);
        assert_eq!(receipt_url("https://payments.test/receipt", "6A1F"), None);
    }

    #[test]
    fn the_thanks_headline_says_what_happened_to_the_money() {
        let failed = thanks_page("?orderID=100002&payment=failed");
        assert_eq!(thanks_headline_id(&failed, false), "cart.thanks.not_paid", "not “your order is received” over a declined card");
        assert_eq!(thanks_headline_id(&thanks_page("?orderID=100001&id=6A1F"), true), "cart.thanks.paid");
        assert_eq!(thanks_headline_id(&thanks_page("?orderID=100003"), false), "cart.thanks.received", "cash");
        assert_eq!(thanks_headline_id(&failed, true), "cart.thanks.paid", "a later attempt that paid wins");
    }
}
