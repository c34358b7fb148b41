//! Ameriabank vPOS, simulated at `/simulator/vpos/`: the JSON API (`InitPayment`,
//! `GetPaymentDetails`, `RefundPayment`), the card page the shopper pays on, and the receipt frame.
//!
//! Cards: 4111 1111 1111 1111 (and any other valid number) approves; 4000 0000 0000 0002 is
//! declined ("0116"); a number failing the Luhn check or a bad CVC answers "0114", an expired
//! card "0101"; Cancel answers "0199" and leaves the payment payable. A payment not yet paid
//! reports ResponseCode "550" (not attempted). A declined payment is closed, as at the bank:
//! its page only leads back to the shop, and paying again takes a new payment under a new
//! OrderID (InitPayment for the same OrderID returns the closed one).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use serde::Serialize;
use serde_json::Value;
use storefront_core::money::{Amount, Currency};

use super::page::{escape, form_map, hidden, now_parts, page, problem, random_u64, see_other, with_query};
use super::Simulated;
use storefront_payments::config::{PaymentsConfig, VposSimulatorRules};

const BASE: &str = "/simulator/vpos/";
pub const APPROVING_CARD: &str = "4111111111111111";
pub const DECLINED_CARD: &str = "4000000000000002";

pub fn routes() -> Router<Arc<Simulated>> {
    let path = |rest: &str| format!("{BASE}{rest}");
    Router::new()
        .route(&path("api/VPOS/InitPayment"), post(init_payment))
        .route(&path("api/VPOS/GetPaymentDetails"), post(payment_details))
        .route(&path("api/VPOS/RefundPayment"), post(refund_payment))
        .route(&path("Payments/Pay"), get(pay_page).post(pay))
        .route(&path("forms/frm_checkprint.aspx"), get(receipt))
        .layer(Extension(Ledger::default()))
}

/// The simulated bank's payments, for as long as the server runs.
#[derive(Debug, Clone, Default)]
struct Ledger(Arc<Mutex<Book>>);

#[derive(Debug, Default)]
struct Book {
    /// By PaymentID in upper case (ids are compared without regard to case).
    payments: HashMap<String, Payment>,
    by_order: HashMap<(String, i64), String>,
}

impl Ledger {
    fn lock(&self) -> MutexGuard<'_, Book> {
        // A panic elsewhere cannot leave a half-written payment: every change is one assignment.
        self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[derive(Debug, Clone)]
struct Payment {
    id: String,
    bank_order_id: i64,
    amount_minor: i64,
    currency: String,
    description: String,
    back_url: String,
    opaque: String,
    outcome: Outcome,
    /// Given back so far (RefundPayment), never more than was deposited.
    refunded_minor: i64,
}

#[derive(Debug, Clone)]
enum Outcome {
    Started,
    Declined(Attempt),
    Deposited(Attempt),
}

#[derive(Debug, Clone)]
struct Attempt {
    code: &'static str,
    card: String,
    holder: String,
    approval_code: String,
    rrn: String,
    date_time: String,
}

/// InitPayment's answer (docs/payment-protocols.md): `ResponseCode` 1 with the new PaymentID, or
/// another code (a number here, unlike GetPaymentDetails' strings) and an empty PaymentID.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
struct InitAnswer {
    #[serde(rename = "PaymentID")]
    payment_id: String,
    response_code: u32,
    response_message: String,
}

/// The answer to an InitPayment that failed: HTTP 200 with the code, as the bank does.
fn init_refused(code: u32, message: &str) -> Json<InitAnswer> {
    Json(InitAnswer { payment_id: String::new(), response_code: code, response_message: message.to_string() })
}

fn init_started(payment_id: String) -> Json<InitAnswer> {
    Json(InitAnswer { payment_id, response_code: 1, response_message: "OK".into() })
}

async fn init_payment(State(state): State<Arc<Simulated>>, Extension(ledger): Extension<Ledger>, body: Bytes) -> Json<InitAnswer> {
    let Ok(request) = serde_json::from_slice::<Value>(&body) else {
        return init_refused(5, "Incorrect parameters");
    };
    let payments = &state.payments;
    if !credentials_match(payments, &request, true) {
        return init_refused(20, "Incorrect Username and Password");
    }
    let request = match InitRequest::read(&request, &payments.vpos_simulator) {
        Ok(request) => request,
        Err((code, message)) => return init_refused(code, message),
    };
    let client_id = field(&request.raw, "ClientID");
    let mut book = ledger.lock();
    let key = (client_id, request.bank_order_id);
    // The same order again gets the same payment, as the bank promises.
    if let Some(id) = book.by_order.get(&key) {
        return init_started(id.clone());
    }
    let id = new_payment_id();
    book.by_order.insert(key, id.clone());
    book.payments.insert(
        id.clone(),
        Payment {
            id: id.clone(),
            bank_order_id: request.bank_order_id,
            amount_minor: request.amount_minor,
            currency: request.currency,
            description: field(&request.raw, "Description"),
            back_url: field(&request.raw, "BackURL"),
            opaque: field(&request.raw, "Opaque"),
            outcome: Outcome::Started,
            refunded_minor: 0,
        },
    );
    init_started(id)
}

struct InitRequest {
    raw: Value,
    bank_order_id: i64,
    amount_minor: i64,
    currency: String,
}

impl InitRequest {
    fn read(raw: &Value, rules: &VposSimulatorRules) -> Result<InitRequest, (u32, &'static str)> {
        const BAD: (u32, &str) = (5, "Incorrect parameters");
        let bank_order_id: i64 = field(raw, "OrderID").parse().map_err(|_| BAD)?;
        let amount_minor = Amount::parse_decimal(&field(raw, "Amount"), Currency::Amd).map_err(|_| BAD)?.minor;
        if amount_minor <= 0 {
            return Err(BAD);
        }
        let currency = match field(raw, "Currency") {
            c if c.is_empty() => "051".to_string(),
            c if ["051", "840", "643", "978"].contains(&c.as_str()) => c,
            _ => return Err(BAD),
        };
        if rules.order_ids.is_some_and(|(first, last)| !(first..=last).contains(&bank_order_id)) {
            return Err((5, "Incorrect parameters: OrderID is outside the merchant's range"));
        }
        if rules.amount_minor.is_some_and(|allowed| allowed != amount_minor) {
            return Err((560, "Amount not allowed in the test environment"));
        }
        Ok(InitRequest { raw: raw.clone(), bank_order_id, amount_minor, currency })
    }
}

/// GetPaymentDetails' refusal: a code (a string here) and why, with the PaymentID when one was
/// named.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
struct DetailsRefused {
    response_code: &'static str,
    response_message: &'static str,
    #[serde(rename = "PaymentID", skip_serializing_if = "Option::is_none")]
    payment_id: Option<String>,
}

/// GetPaymentDetails' answer: the payment as it stands, or why there is none.
#[derive(Debug, Serialize)]
#[serde(untagged)]
enum DetailsAnswer {
    Found(Box<PaymentDetailsAnswer>),
    Refused(DetailsRefused),
}

async fn payment_details(State(state): State<Arc<Simulated>>, Extension(ledger): Extension<Ledger>, body: Bytes) -> Json<DetailsAnswer> {
    let refused = |response_code, response_message, payment_id| {
        Json(DetailsAnswer::Refused(DetailsRefused { response_code, response_message, payment_id }))
    };
    let Ok(request) = serde_json::from_slice::<Value>(&body) else {
        return refused("05", "Incorrect parameters", None);
    };
    if !credentials_match(&state.payments, &request, false) {
        return refused("20", "Incorrect Username and Password", None);
    }
    let payment_id = field(&request, "PaymentID");
    match ledger.lock().payments.get(&payment_id.to_ascii_uppercase()) {
        Some(payment) => Json(DetailsAnswer::Found(Box::new(details(payment)))),
        None => refused("06", "Unregistered payment", Some(payment_id)),
    }
}

/// RefundPayment's answer: "00" when the money went back.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
struct RefundAnswer {
    response_code: &'static str,
    response_message: &'static str,
    opaque: String,
}

/// Gives back part or all of a deposited payment; more than is left answers "07", as the bank.
async fn refund_payment(State(state): State<Arc<Simulated>>, Extension(ledger): Extension<Ledger>, body: Bytes) -> Json<RefundAnswer> {
    let answer =
        |response_code, response_message, opaque: &str| Json(RefundAnswer { response_code, response_message, opaque: opaque.to_string() });
    let Ok(request) = serde_json::from_slice::<Value>(&body) else {
        return answer("05", "Incorrect parameters", "");
    };
    if !credentials_match(&state.payments, &request, false) {
        return answer("20", "Incorrect Username and Password", "");
    }
    let amount_minor = request.get("Amount").and_then(Value::as_f64).map(|major| (major * 100.0).round() as i64).unwrap_or(0);
    let mut book = ledger.lock();
    let Some(payment) = book.payments.get_mut(&field(&request, "PaymentID").to_ascii_uppercase()) else {
        return answer("06", "Unregistered payment", "");
    };
    if !matches!(payment.outcome, Outcome::Deposited(_)) {
        return answer("05", "Payment is not deposited", &payment.opaque);
    }
    if amount_minor <= 0 || payment.refunded_minor + amount_minor > payment.amount_minor {
        return answer("07", "Refund amount exceeds the deposited amount", &payment.opaque);
    }
    payment.refunded_minor += amount_minor;
    answer("00", "Refunded", &payment.opaque)
}

/// GetPaymentDetails' fields (docs/payment-protocols.md); amounts in major units.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
struct PaymentDetailsAnswer {
    amount: f64,
    approved_amount: f64,
    deposited_amount: f64,
    refunded_amount: f64,
    currency: String,
    #[serde(rename = "OrderID")]
    order_id: String,
    #[serde(rename = "PaymentID")]
    payment_id: String,
    response_code: &'static str,
    response_message: &'static str,
    order_status: &'static str,
    payment_state: &'static str,
    card_number: String,
    client_name: String,
    date_time: String,
    approval_code: String,
    #[serde(rename = "rrn")]
    rrn: String,
    opaque: String,
    trxn_description: String,
}

/// GetPaymentDetails' fields for a payment as it stands.
fn details(p: &Payment) -> PaymentDetailsAnswer {
    let amount = |minor: i64| Amount::new(minor, Currency::Amd).to_major_f64();
    let (code, message, status, state, approved, attempt) = match &p.outcome {
        Outcome::Started => ("550", "Payment not attempted", "0", "payment_started", 0, None),
        Outcome::Declined(a) => (a.code, decline_message(a.code), "6", "payment_declined", 0, Some(a)),
        Outcome::Deposited(a) if p.refunded_minor >= p.amount_minor => ("00", "Approved", "4", "payment_refunded", p.amount_minor, Some(a)),
        Outcome::Deposited(a) => ("00", "Approved", "2", "payment_deposited", p.amount_minor, Some(a)),
    };
    let attempt_field = |f: fn(&Attempt) -> &str| attempt.map(f).unwrap_or("").to_string();
    PaymentDetailsAnswer {
        amount: amount(p.amount_minor),
        approved_amount: amount(approved),
        deposited_amount: amount(approved),
        refunded_amount: amount(p.refunded_minor),
        currency: p.currency.clone(),
        order_id: p.bank_order_id.to_string(),
        payment_id: p.id.clone(),
        response_code: code,
        response_message: message,
        order_status: status,
        payment_state: state,
        card_number: attempt_field(|a| &a.card),
        client_name: attempt_field(|a| &a.holder),
        date_time: attempt_field(|a| &a.date_time),
        approval_code: attempt_field(|a| &a.approval_code),
        rrn: attempt_field(|a| &a.rrn),
        opaque: p.opaque.clone(),
        trxn_description: p.description.clone(),
    }
}

fn decline_message(code: &str) -> &'static str {
    match code {
        "0101" => "Expired card",
        "0114" => "Invalid card number",
        "0116" => "Declined: insufficient funds",
        _ => "Declined",
    }
}

/// The merchant's credentials; InitPayment also names the ClientID.
fn credentials_match(payments: &PaymentsConfig, request: &Value, with_client_id: bool) -> bool {
    let ours = &payments.ameria.credentials;
    field(request, "Username") == ours.username
        && field(request, "Password") == ours.password
        && (!with_client_id || field(request, "ClientID") == ours.client_id)
}

/// A request field as text, whether sent as a string or a number.
fn field(request: &Value, name: &str) -> String {
    match request.get(name) {
        Some(Value::String(s)) => s.trim().to_string(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

/// A GUID in upper case, as the bank writes them (its redirect later uses lower case).
fn new_payment_id() -> String {
    let (a, b) = (random_u64(), random_u64());
    format!(
        "{:08X}-{:04X}-4{:03X}-{:04X}-{:012X}",
        a >> 32,
        (a >> 16) & 0xFFFF,
        a & 0xFFF,
        0x8000 | (b >> 48 & 0x3FFF),
        b & 0xFFFF_FFFF_FFFF
    )
}

async fn pay_page(Extension(ledger): Extension<Ledger>, Query(query): Query<HashMap<String, String>>) -> Response {
    let id = query.get("id").map(String::as_str).unwrap_or_default();
    let Some(payment) = ledger.lock().payments.get(&id.to_ascii_uppercase()).cloned() else {
        return problem(StatusCode::NOT_FOUND, "No such payment.");
    };
    let summary = summary(&payment);
    if let Outcome::Deposited(_) = payment.outcome {
        return page(
            StatusCode::OK,
            "Payment complete",
            &format!("<h1>Payment complete</h1>{summary}<p class=\"ok\">This payment has been made.</p>"),
        );
    }
    let lang = query.get("lang").map(String::as_str).unwrap_or("am");
    // The bank closes a declined payment: trying again takes a new payment (a new OrderID).
    if let Outcome::Declined(a) = &payment.outcome {
        let body = format!(
            "<h1>Payment declined</h1>{summary}<p class=\"error\">Declined ({}): {}.</p>\
<form method=\"post\" action=\"{BASE}Payments/Pay\">{id}{lang}<button class=\"pay\" name=\"action\" value=\"return\">Return to the shop</button></form>",
            a.code,
            decline_message(a.code),
            id = hidden("id", &payment.id),
            lang = hidden("lang", lang),
        );
        return page(StatusCode::OK, "Payment declined", &body);
    }
    let expiry = format!("12/{:02}", (super::page::current_year() + 3) % 100);
    let body = format!(
        "<h1>Card payment</h1>{summary}\
<form method=\"post\" action=\"{BASE}Payments/Pay\">{id}{lang}\
<label for=\"card\">Card number</label><input id=\"card\" name=\"card_number\" value=\"4111 1111 1111 1111\" inputmode=\"numeric\" autocomplete=\"cc-number\" required>\
<div class=\"row\"><div><label for=\"exp\">Expiry (MM/YY)</label><input id=\"exp\" name=\"expiry\" value=\"{expiry}\" required></div>\
<div><label for=\"cvc\">CVC</label><input id=\"cvc\" name=\"cvc\" value=\"123\" inputmode=\"numeric\" required></div></div>\
<label for=\"holder\">Cardholder</label><input id=\"holder\" name=\"cardholder\" value=\"TEST CARDHOLDER\" required>\
<button class=\"pay\" name=\"action\" value=\"pay\">Pay {amount}</button>\
<button class=\"link\" name=\"action\" value=\"cancel\" formnovalidate>Cancel and return to the shop</button></form>\
<p class=\"note\">Test cards: 4111 1111 1111 1111 approves; 4000 0000 0000 0002 is declined. Any future expiry and any 3-digit CVC.</p>",
        id = hidden("id", &payment.id),
        lang = hidden("lang", lang),
        amount = escape(&Amount::new(payment.amount_minor, Currency::Amd).display()),
    );
    page(StatusCode::OK, "Card payment", &body)
}

fn summary(p: &Payment) -> String {
    format!(
        "<dl><dt>Amount</dt><dd>{}</dd><dt>Order</dt><dd>{}</dd><dt>Description</dt><dd>{}</dd></dl>",
        escape(&Amount::new(p.amount_minor, Currency::Amd).display()),
        p.bank_order_id,
        escape(&p.description),
    )
}

async fn pay(Extension(ledger): Extension<Ledger>, body: Bytes) -> Response {
    let form = form_map(&body);
    let get = |name: &str| form.get(name).map(String::as_str).unwrap_or_default();
    let mut book = ledger.lock();
    let Some(payment) = book.payments.get_mut(&get("id").to_ascii_uppercase()) else {
        return problem(StatusCode::NOT_FOUND, "No such payment.");
    };
    let code = match (&payment.outcome, get("action")) {
        // Paid already (a second click): the same answer again, nothing charged twice.
        (Outcome::Deposited(_), _) => "00",
        // Declined is final: the same answer again, however the form is posted.
        (Outcome::Declined(a), _) => a.code,
        (_, "cancel") => "0199",
        _ => {
            let code = card_verdict(get("card_number"), get("expiry"), get("cvc"));
            let attempt = attempt(code, get("card_number"), get("cardholder"));
            payment.outcome = if code == "00" { Outcome::Deposited(attempt) } else { Outcome::Declined(attempt) };
            code
        }
    };
    let payment = payment.clone();
    drop(book);
    if payment.back_url.is_empty() {
        let verdict =
            if code == "00" { "<p class=\"ok\">Approved.</p>".to_string() } else { format!("<p class=\"error\">Not paid ({code}).</p>") };
        return page(StatusCode::OK, "Payment result", &format!("<h1>Payment result</h1>{}{verdict}", summary(&payment)));
    }
    let order_id = payment.bank_order_id.to_string();
    // The bank's spelling: `resposneCode`, and the PaymentID in lower case.
    see_other(&with_query(
        &payment.back_url,
        &[
            ("orderID", &order_id),
            ("resposneCode", code),
            ("paymentID", &payment.id.to_ascii_lowercase()),
            ("opaque", &payment.opaque),
            ("description", &payment.description),
        ],
    ))
}

/// "00" for a card the simulated bank approves, else the decline code (see the module docs).
fn card_verdict(number: &str, expiry: &str, cvc: &str) -> &'static str {
    let digits: String = number.chars().filter(|c| !matches!(c, ' ' | '-')).collect();
    if !(13..=19).contains(&digits.len()) || !digits.bytes().all(|b| b.is_ascii_digit()) || !luhn(&digits) {
        return "0114";
    }
    if !(3..=4).contains(&cvc.trim().len()) || !cvc.trim().bytes().all(|b| b.is_ascii_digit()) {
        return "0114";
    }
    if !unexpired(expiry) {
        return "0101";
    }
    if digits == DECLINED_CARD {
        return "0116";
    }
    "00"
}

fn luhn(digits: &str) -> bool {
    let sum: u32 = digits
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, b)| {
            let d = u32::from(b - b'0');
            if i % 2 == 1 {
                if d * 2 > 9 {
                    d * 2 - 9
                } else {
                    d * 2
                }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

/// `MM/YY` or `MM/YYYY`, valid through the end of that month.
fn unexpired(expiry: &str) -> bool {
    let Some((month, year)) = expiry.trim().split_once('/') else { return false };
    let (Ok(month), Ok(year)) = (month.trim().parse::<u32>(), year.trim().parse::<u32>()) else { return false };
    let year = if year < 100 { 2000 + year } else { year };
    let (date, _) = now_parts();
    let mut parts = date.split('/');
    let (_, this_month, this_year) =
        (parts.next(), parts.next().and_then(|m| m.parse::<u32>().ok()), parts.next().and_then(|y| y.parse::<u32>().ok()));
    let (Some(this_month), Some(this_year)) = (this_month, this_year) else { return false };
    (1..=12).contains(&month) && (year, month) >= (this_year, this_month)
}

fn attempt(code: &'static str, number: &str, holder: &str) -> Attempt {
    let digits: String = number.chars().filter(char::is_ascii_digit).collect();
    let card = if digits.len() >= 10 { format!("{}******{}", &digits[..6], &digits[digits.len() - 4..]) } else { "******".into() };
    let (date, time) = now_parts();
    let approved = code == "00";
    Attempt {
        code,
        card,
        holder: holder.trim().to_uppercase(),
        approval_code: if approved { format!("{:06}", random_u64() % 1_000_000) } else { String::new() },
        rrn: format!("{:012}", random_u64() % 1_000_000_000_000),
        date_time: format!("{date} {time}"),
    }
}

async fn receipt(Extension(ledger): Extension<Ledger>, Query(query): Query<HashMap<String, String>>) -> Response {
    // The bank's pages are not fussy about the case of parameter names.
    let id = query.iter().find(|(k, _)| k.eq_ignore_ascii_case("paymentid")).map(|(_, v)| v.to_ascii_uppercase()).unwrap_or_default();
    let Some(payment) = ledger.lock().payments.get(&id).cloned() else {
        return problem(StatusCode::NOT_FOUND, "No such payment.");
    };
    let Outcome::Deposited(a) = &payment.outcome else {
        return problem(StatusCode::NOT_FOUND, "This payment has not been made: there is no receipt.");
    };
    let body = format!(
        "<h1>Receipt</h1><dl><dt>Merchant</dt><dd>Demo shop (vPOS simulator)</dd><dt>Amount</dt><dd>{amount}</dd>\
<dt>Order</dt><dd>{order}</dd><dt>Description</dt><dd>{description}</dd><dt>Card</dt><dd>{card}</dd>\
<dt>Cardholder</dt><dd>{holder}</dd><dt>Approval code</dt><dd>{approval}</dd><dt>RRN</dt><dd>{rrn}</dd><dt>Date</dt><dd>{date}</dd></dl>",
        amount = escape(&Amount::new(payment.amount_minor, Currency::Amd).display()),
        order = payment.bank_order_id,
        description = escape(&payment.description),
        card = escape(&a.card),
        holder = escape(&a.holder),
        approval = escape(&a.approval_code),
        rrn = escape(&a.rrn),
        date = escape(&a.date_time),
    );
    page(StatusCode::OK, "Receipt", &body).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards() {
        assert_eq!(card_verdict("4111 1111 1111 1111", "12/99", "123"), "00");
        assert_eq!(card_verdict("4000-0000-0000-0002", "12/2099", "123"), "0116");
        assert_eq!(card_verdict("4111 1111 1111 1112", "12/99", "123"), "0114", "fails Luhn");
        assert_eq!(card_verdict("4111 1111 1111 1111", "01/20", "123"), "0101", "expired");
        assert_eq!(card_verdict("4111 1111 1111 1111", "13/99", "123"), "0101", "no such month");
        assert_eq!(card_verdict("4111 1111 1111 1111", "12/99", "1x3"), "0114");
    }

    #[test]
    fn payment_ids_look_like_guids() {
        let id = new_payment_id();
        assert_eq!(id.len(), 36, "{id}");
        assert_eq!(id.matches('-').count(), 4);
        assert_eq!(id, id.to_ascii_uppercase());
        assert_ne!(id, new_payment_id());
    }

    #[test]
    fn test_environment_rules() {
        let rules = VposSimulatorRules { order_ids: Some((100, 200)), amount_minor: Some(1_000) };
        let read = |order: i64, amount: f64| {
            InitRequest::read(&serde_json::json!({"OrderID": order, "Amount": amount}), &rules).map(|r| r.bank_order_id).map_err(|e| e.0)
        };
        assert_eq!(read(150, 10.0), Ok(150));
        assert_eq!(read(99, 10.0), Err(5));
        assert_eq!(read(150, 11.0), Err(560));
        assert_eq!(
            InitRequest::read(&serde_json::json!({"OrderID": "x", "Amount": 10}), &VposSimulatorRules::default())
                .map(|_| ())
                .map_err(|e| e.0),
            Err(5)
        );
    }

    #[test]
    fn details_follow_the_outcome() {
        let mut p = Payment {
            id: "ID".into(),
            bank_order_id: 7,
            amount_minor: 150_000,
            currency: "051".into(),
            description: "d".into(),
            back_url: String::new(),
            opaque: "7".into(),
            outcome: Outcome::Started,
            refunded_minor: 0,
        };
        let read = |p: &Payment| storefront_payments::PaymentDetails::from_json(&serde_json::to_value(details(p)).unwrap()).unwrap();
        assert_eq!(read(&p).payment_state, "payment_started");
        assert!(!read(&p).paid_amount_matches(150_000));
        p.outcome = Outcome::Deposited(attempt("00", APPROVING_CARD, "a b"));
        let d = read(&p);
        assert!(d.paid_amount_matches(150_000), "{d:?}");
        assert_eq!((d.card_number.as_str(), d.client_name.as_str()), ("411111******1111", "A B"));
        p.outcome = Outcome::Declined(attempt("0116", DECLINED_CARD, "a b"));
        let d = read(&p);
        assert_eq!((d.order_status.as_str(), d.payment_state.as_str(), d.approved_amount_minor), ("6", "payment_declined", 0));
    }
}
