//! The Idram wallet, simulated at `/simulator/idram/`. The shop's form lands on
//! `Payment/GetPayment`, a wallet page; paying there makes the simulator do what Idram does:
//! POST the pre-check and then the signed confirmation to the shop's RESULT_URL, and send the
//! browser to SUCCESS_URL only when both answered `OK` (FAIL_URL otherwise). A third button
//! signs with a wrong secret, to see the shop refuse a forged confirmation.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::post;
use axum::{Extension, Router};
use storefront_core::money::{Amount, Currency};

use super::page::{escape, form_pairs, hidden, now_parts, page, problem, random_u64, see_other, with_query};
use super::Simulated;
use storefront_payments::idram::{checksum, parse_amount};
use storefront_payments::local_http;

const GET_PAYMENT: &str = "/simulator/idram/Payment/GetPayment";
const PROCESS: &str = "/simulator/idram/Payment/Process";
/// The merchant's URLs, fixed with Idram per merchant; here, the shop's own handlers.
pub const RESULT_PATH: &str = "/api/payments/idram/result";
pub const SUCCESS_PATH: &str = "/api/payments/idram/success";
pub const FAIL_PATH: &str = "/api/payments/idram/fail";
/// The payer's IdramID the wallet page offers.
pub const TEST_PAYER: &str = "220000001";

/// The fields the shop's form sends; everything else is the shop's own and is passed back.
const SHOP_FIELDS: [&str; 6] = ["EDP_LANGUAGE", "EDP_REC_ACCOUNT", "EDP_DESCRIPTION", "EDP_AMOUNT", "EDP_BILL_NO", "EDP_EMAIL"];

pub fn routes() -> Router<Arc<Simulated>> {
    let transactions = Transactions(Arc::new(AtomicU64::new(1_000_000_000 + random_u64() % 1_000_000_000)));
    Router::new().route(GET_PAYMENT, post(wallet_page)).route(PROCESS, post(process)).layer(Extension(transactions))
}

/// Idram's transaction numbers: unique while the server runs.
#[derive(Debug, Clone)]
struct Transactions(Arc<AtomicU64>);

/// The posted form, with what the protocol needs picked out.
struct Bill {
    fields: Vec<(String, String)>,
}

impl Bill {
    fn get(&self, name: &str) -> &str {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str()).unwrap_or_default()
    }

    /// Fields without the EDP_ prefix: Idram passes them back untouched.
    fn foreign(&self) -> impl Iterator<Item = &(String, String)> {
        self.fields.iter().filter(|(n, _)| !n.starts_with("EDP_") && !n.starts_with("SIM_"))
    }

    /// Why Idram would refuse this bill, if it would.
    fn problem(&self, rec_account: &str) -> Option<&'static str> {
        if self.get("EDP_REC_ACCOUNT") != rec_account {
            return Some("Unknown merchant account (EDP_REC_ACCOUNT).");
        }
        if self.get("EDP_BILL_NO").is_empty() {
            return Some("The bill number (EDP_BILL_NO) is missing.");
        }
        match parse_amount(self.get("EDP_AMOUNT")) {
            Some(minor) if minor > 0 => None,
            _ => Some("The amount (EDP_AMOUNT) is not a positive number."),
        }
    }
}

async fn wallet_page(State(state): State<Arc<Simulated>>, body: Bytes) -> Response {
    let bill = Bill { fields: form_pairs(&body) };
    if let Some(message) = bill.problem(&state.payments.idram.rec_account) {
        return problem(StatusCode::BAD_REQUEST, message);
    }
    let amount = parse_amount(bill.get("EDP_AMOUNT")).unwrap_or_default();
    let amount = escape(&Amount::new(amount, Currency::Amd).display());
    let email = match bill.get("EDP_EMAIL") {
        "" => String::new(),
        email => format!("<dt>E-mail</dt><dd>{}</dd>", escape(email)),
    };
    let carried: String = SHOP_FIELDS
        .iter()
        .map(|name| (*name, bill.get(name)))
        .filter(|(_, value)| !value.is_empty())
        .chain(bill.foreign().map(|(n, v)| (n.as_str(), v.as_str())))
        .map(|(name, value)| hidden(name, value))
        .collect();
    let body = format!(
        "<h1>Idram wallet</h1><dl><dt>Merchant</dt><dd>{account}</dd><dt>Bill</dt><dd>{bill_no}</dd>\
<dt>Amount</dt><dd>{amount}</dd><dt>Description</dt><dd>{description}</dd>{email}</dl>\
<form method=\"post\" action=\"{PROCESS}\">{carried}\
<label for=\"payer\">Your Idram ID</label><input id=\"payer\" name=\"EDP_PAYER_ACCOUNT\" value=\"{TEST_PAYER}\" inputmode=\"numeric\" required>\
<button class=\"pay\" name=\"SIM_ACTION\" value=\"pay\">Pay {amount}</button>\
<button class=\"alt\" name=\"SIM_ACTION\" value=\"forge\">Pay with a wrong checksum</button>\
<button class=\"link\" name=\"SIM_ACTION\" value=\"cancel\" formnovalidate>Cancel and return to the shop</button></form>\
<p class=\"note\">Paying calls the shop's RESULT_URL twice (pre-check, then the signed confirmation) before returning you to the shop.</p>",
        account = escape(bill.get("EDP_REC_ACCOUNT")),
        bill_no = escape(bill.get("EDP_BILL_NO")),
        description = escape(bill.get("EDP_DESCRIPTION")),
    );
    page(StatusCode::OK, "Idram wallet", &body)
}

async fn process(State(state): State<Arc<Simulated>>, Extension(transactions): Extension<Transactions>, body: Bytes) -> Response {
    let bill = Bill { fields: form_pairs(&body) };
    let idram = &state.payments.idram;
    if let Some(message) = bill.problem(&idram.rec_account) {
        return problem(StatusCode::BAD_REQUEST, message);
    }
    let shop = state.shop_url.clone();
    let bill_no = bill.get("EDP_BILL_NO");
    let back = |path: &str| see_other(&with_query(&format!("{shop}{path}"), &[("EDP_BILL_NO", bill_no)]));
    let forge = match bill.get("SIM_ACTION") {
        "pay" => false,
        "forge" => true,
        _ => return back(FAIL_PATH),
    };
    let payer = match bill.get("EDP_PAYER_ACCOUNT").trim() {
        "" => TEST_PAYER,
        payer => payer,
    };
    let result_url = format!("{shop}{RESULT_PATH}");
    let (rec_account, amount) = (bill.get("EDP_REC_ACCOUNT"), bill.get("EDP_AMOUNT"));

    let mut pre_check = vec![("EDP_PRECHECK", "YES"), ("EDP_BILL_NO", bill_no), ("EDP_REC_ACCOUNT", rec_account), ("EDP_AMOUNT", amount)];
    pre_check.extend(bill.foreign().map(|(n, v)| (n.as_str(), v.as_str())));
    if !merchant_says_ok(&result_url, &pre_check, "pre-check").await {
        return back(FAIL_PATH);
    }

    let trans_id = transactions.0.fetch_add(1, Ordering::Relaxed).to_string();
    let (trans_date, _) = now_parts();
    // The forged confirmation is signed with a secret the shop does not have.
    let secret = if forge { format!("{}-forged", idram.secret_key) } else { idram.secret_key.clone() };
    let sum = checksum(rec_account, amount, &secret, bill_no, payer, &trans_id, &trans_date);
    let mut confirmation = vec![
        ("EDP_BILL_NO", bill_no),
        ("EDP_REC_ACCOUNT", rec_account),
        ("EDP_PAYER_ACCOUNT", payer),
        ("EDP_AMOUNT", amount),
        ("EDP_TRANS_ID", trans_id.as_str()),
        ("EDP_TRANS_DATE", trans_date.as_str()),
        ("EDP_CHECKSUM", sum.as_str()),
    ];
    confirmation.extend(bill.foreign().map(|(n, v)| (n.as_str(), v.as_str())));
    if merchant_says_ok(&result_url, &confirmation, "confirmation").await {
        back(SUCCESS_PATH)
    } else {
        back(FAIL_PATH)
    }
}

/// POSTs `fields` to the merchant; only a 200 answering `OK` counts as yes.
async fn merchant_says_ok(url: &str, fields: &[(&str, &str)], what: &str) -> bool {
    match local_http().post(url).form(fields).send().await {
        Ok(response) => {
            let status = response.status();
            let text = response.text().await.unwrap_or_default();
            let ok = status == StatusCode::OK && text.trim() == "OK";
            if !ok {
                tracing::info!(%status, answer = %text.chars().take(200).collect::<String>(), "Idram simulator: the shop refused the {what}");
            }
            ok
        }
        Err(error) => {
            tracing::warn!(%error, "Idram simulator: the shop's RESULT_URL is unreachable");
            false
        }
    }
}
