//! Where the payment providers come back: the card bank's BackURL (a browser redirect that is
//! never trusted: the bank is asked, `card_check.rs`), and Idram's RESULT_URL callbacks (checked against the
//! order's own amount and the merchant secret) with its success and fail landings. Every
//! exchange is recorded in payment_events; an order is marked paid at most once.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use storefront_core::checkout::order_number;
use storefront_core::orders::OrderStatus;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::card_check::{check_attempt, Checked};
use crate::state::AppState;
use storefront_db::checkout::orders::{self, OrderRow};
use storefront_db::checkout::payments::{self, PaymentEvent};
use storefront_payments::{Confirmation, IdramCallback, PreCheck};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(ameria_back))
        .routes(routes!(idram_result))
        .routes(routes!(idram_success))
        .routes(routes!(idram_fail))
}

/// The query of the bank's BackURL (docs/payment-protocols.md). Only says which payment attempt;
/// nothing in it is believed.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code, non_snake_case)]
struct AmeriaBack {
    /// Our order id, as we sent it in `Opaque`.
    opaque: Option<String>,
    /// The bank's OrderID: our payment attempt's id plus the configured offset.
    orderID: Option<String>,
    resposneCode: Option<String>,
    paymentID: Option<String>,
}

/// Idram's RESULT_URL form (docs/payment-protocols.md): the pre-check (`EDP_PRECHECK=YES`,
/// bill, account and amount) and the confirmation (with the payer, the transaction and the MD5
/// checksum).
#[derive(Debug, Deserialize, ToSchema)]
#[allow(dead_code, non_snake_case)]
struct IdramCallbackForm {
    EDP_PRECHECK: Option<String>,
    EDP_BILL_NO: String,
    EDP_REC_ACCOUNT: String,
    EDP_AMOUNT: String,
    EDP_PAYER_ACCOUNT: Option<String>,
    EDP_TRANS_ID: Option<String>,
    EDP_TRANS_DATE: Option<String>,
    EDP_CHECKSUM: Option<String>,
}

/// Idram's landing query or form: which bill the shopper paid (or did not).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code, non_snake_case)]
struct IdramLanding {
    EDP_BILL_NO: Option<String>,
}

fn pairs(text: Option<&str>) -> HashMap<String, String> {
    form_urlencoded::parse(text.unwrap_or_default().as_bytes()).into_owned().collect()
}

/// What the thanks page is told of the money.
enum Outcome<'a> {
    /// Paid by this payment: the receipt's PaymentID.
    Paid(&'a str),
    Failed,
    /// The bank took money the order could no longer take; the shop gives it back.
    ToRefund,
}

fn thanks(order: Option<&OrderRow>, outcome: Outcome<'_>) -> Response {
    let mut url = String::from("/thanks?");
    let mut query = form_urlencoded::Serializer::new(String::new());
    if let Some(order) = order {
        query.append_pair("orderID", &order_number(order.id));
    }
    match outcome {
        Outcome::Paid(id) => query.append_pair("id", id),
        Outcome::Failed => query.append_pair("payment", "failed"),
        Outcome::ToRefund => query.append_pair("payment", "refund"),
    };
    url.push_str(&query.finish());
    Redirect::to(&url).into_response()
}

async fn record(state: &AppState, event: PaymentEvent<'_>) {
    if let Err(error) = payments::record_payment_event(&state.db, event).await {
        tracing::error!(%error, "cannot record a payment event");
    }
}

/// The bank's return. The query only says which payment attempt (the bank's `orderID`, else our
/// order's id in `opaque` for its newest attempt); whether it is paid is asked of the bank with
/// the PaymentID stored when the attempt started.
#[utoipa::path(get, path = "/api/payments/ameria/back", tag = "payments", params(AmeriaBack),
    responses((status = 303, description = "To `/thanks?orderID=…&id=PaymentID` when the bank confirms the payment, `/thanks?…&payment=refund` when it took money the order could no longer take (to be given back), else `/thanks?…&payment=failed`",
        headers(("location" = String)))))]
async fn ameria_back(State(state): State<AppState>, RawQuery(query): RawQuery) -> Response {
    let query = pairs(query.as_deref());
    let client = state.config.payments.ameria.client(&state.config.shop_url);
    let by_bank = query.get("orderID").and_then(|o| o.trim().parse::<i64>().ok()).and_then(|bank| client.attempt_from_bank(bank));
    let attempt = match by_bank {
        Some(id) => payments::attempt(&state.db, id).await.ok().flatten(),
        None => None,
    };
    let attempt = match (attempt, query.get("opaque").and_then(|o| o.trim().parse::<i64>().ok())) {
        (Some(attempt), _) => Some(attempt),
        (None, Some(order_id)) => payments::latest_attempt(&state.db, order_id).await.ok().flatten(),
        (None, None) => None,
    };
    let Some(attempt) = attempt else { return thanks(None, Outcome::Failed) };
    let Some(order) = orders::find(&state.db, attempt.order_id).await.ok().flatten() else { return thanks(None, Outcome::Failed) };
    match (check_attempt(&state, &order, &attempt).await, attempt.payment_id.as_deref()) {
        (Checked::Paid, Some(payment_id)) => thanks(Some(&order), Outcome::Paid(payment_id)),
        (Checked::NeedsRefund, _) => thanks(Some(&order), Outcome::ToRefund),
        _ => thanks(Some(&order), Outcome::Failed),
    }
}

/// Idram's two server calls. Plain `OK` accepts; any other 200 body refuses.
#[utoipa::path(post, path = "/api/payments/idram/result", tag = "payments",
    request_body(content = IdramCallbackForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, description = "`OK` accepts; `ERROR: …` refuses", body = String, content_type = "text/plain")))]
async fn idram_result(State(state): State<AppState>, body: Bytes) -> Response {
    let form = pairs(std::str::from_utf8(&body).ok());
    let idram = &state.config.payments.idram;
    let answer = match IdramCallback::parse(&form) {
        Ok(IdramCallback::PreCheck(check)) => precheck(&state, &check, &idram.rec_account).await,
        Ok(IdramCallback::Confirmation(confirmation)) => confirm(&state, &confirmation, &idram.secret_key, &idram.rec_account).await,
        Err(error) => format!("ERROR: {error}"),
    };
    answer.into_response()
}

async fn payable(state: &AppState, order_id: Option<i64>) -> Option<OrderRow> {
    let order = orders::find(&state.db, order_id?).await.ok().flatten()?;
    (order.payment_method == "idram" && order.paid_at.is_none() && order.status == OrderStatus::Pending).then_some(order)
}

async fn precheck(state: &AppState, check: &PreCheck, rec_account: &str) -> String {
    let Some(order) = payable(state, check.order_id()).await else { return "ERROR: no unpaid order with this bill number".into() };
    let ok = check.matches(order.grand_total_minor, rec_account);
    record(
        state,
        PaymentEvent {
            order_id: order.id,
            provider: "idram",
            kind: "precheck",
            external_id: None,
            amount_minor: storefront_payments::idram::parse_amount(&check.amount),
            accepted: ok,
            detail: &format!("amount {}", check.amount),
        },
    )
    .await;
    if ok {
        "OK".into()
    } else {
        "ERROR: amount or account does not match the order".into()
    }
}

async fn confirm(state: &AppState, confirmation: &Confirmation, secret: &str, rec_account: &str) -> String {
    let Some(order) = payable(state, confirmation.order_id()).await else { return "ERROR: no unpaid order with this bill number".into() };
    let ok = confirmation.verify(secret, order.grand_total_minor, rec_account);
    record(
        state,
        PaymentEvent {
            order_id: order.id,
            provider: "idram",
            kind: "confirmation",
            external_id: Some(&confirmation.trans_id),
            amount_minor: storefront_payments::idram::parse_amount(&confirmation.amount),
            accepted: ok,
            detail: &format!("amount {} payer {}", confirmation.amount, confirmation.payer_account),
        },
    )
    .await;
    if !ok {
        return "ERROR: checksum or amount does not match".into();
    }
    match payments::mark_paid(&state.db, order.id, "idram", &confirmation.trans_id).await {
        Ok(_) => "OK".into(),
        Err(error) => {
            tracing::error!(%error, order = order.id, "cannot mark a confirmed Idram payment paid");
            "ERROR: try again".into()
        }
    }
}

async fn bill(state: &AppState, query: Option<&str>, body: &Bytes) -> Option<OrderRow> {
    let mut fields = pairs(query);
    fields.extend(pairs(std::str::from_utf8(body).ok()));
    let id = fields.get("EDP_BILL_NO")?.trim().parse::<i64>().ok()?;
    orders::find(&state.db, id).await.ok().flatten()
}

/// The browser's landing after paying: the order is paid only if the confirmation said so.
#[utoipa::path(method(get, post), path = "/api/payments/idram/success", tag = "payments", params(IdramLanding),
    responses((status = 303, description = "To `/thanks?orderID=…` when Idram confirmed the payment, else `/thanks?…&payment=failed`",
        headers(("location" = String)))))]
async fn idram_success(State(state): State<AppState>, RawQuery(query): RawQuery, body: Bytes) -> Response {
    let order = bill(&state, query.as_deref(), &body).await;
    let paid_id = order.as_ref().filter(|o| o.paid_at.is_some()).and_then(|o| o.payment_id.clone());
    match (&order, paid_id) {
        (Some(order), Some(_)) => Redirect::to(&format!("/thanks?orderID={}", order_number(order.id))).into_response(),
        (order, None) => thanks(order.as_ref(), Outcome::Failed),
        (None, Some(_)) => thanks(None, Outcome::Failed),
    }
}

/// The browser's landing after a payment was given up or refused.
#[utoipa::path(method(get, post), path = "/api/payments/idram/fail", tag = "payments", params(IdramLanding),
    responses((status = 303, description = "To `/thanks?orderID=…&payment=failed`", headers(("location" = String)))))]
async fn idram_fail(State(state): State<AppState>, RawQuery(query): RawQuery, body: Bytes) -> Response {
    let order = bill(&state, query.as_deref(), &body).await;
    thanks(order.as_ref(), Outcome::Failed)
}
