//! Whether the bank took the money of a card payment attempt. The browser's word is never
//! taken: the bank is asked (GetPaymentDetails) with the PaymentID stored when the attempt
//! started, and its answer must name the attempt's OrderID and the order's amount. Asked on the
//! bank's return, and before the shopper pays again or switches to cash, so an attempt that did
//! go through is never paid twice by a second one unnoticed.

use crate::state::AppState;
use storefront_db::checkout::orders::{self, OrderRow};
use storefront_db::checkout::payments::{self, PaymentAttempt, PaymentEvent};

const PROVIDER: &str = "ameria_vpos";

/// What the bank says of an attempt, and what it did to the order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Checked {
    /// The attempt paid the order (now or before).
    Paid,
    /// Nothing was taken (declined, cancelled, not attempted, or the bank could not be asked).
    NotPaid,
    /// The bank took the money but the order could not take it: it was paid by another attempt
    /// or is no longer waiting for a payment. Recorded for staff to refund.
    NeedsRefund,
}

/// Asks the bank about `attempt` of `order` (as read), records the answer, and marks the order
/// paid when it is.
pub async fn check_attempt(state: &AppState, order: &OrderRow, attempt: &PaymentAttempt) -> Checked {
    let Some(payment_id) = attempt.payment_id.as_deref() else { return Checked::NotPaid };
    if order.paid_at.is_some() && order.payment_id.as_deref() == Some(payment_id) {
        return Checked::Paid;
    }
    let client = state.config.payments.ameria.client(&state.config.shop_url);
    let details = client.payment_details(payment_id).await;
    let bank_order = client.bank_order_id(attempt.id).map(|id| id.to_string());
    let paid = match &details {
        Ok(details) => details.paid_amount_matches(order.grand_total_minor) && Some(&details.order_id) == bank_order.as_ref(),
        Err(_) => false,
    };
    let detail = match &details {
        Ok(d) => format!("OrderID {} code {} state {} approved {}", d.order_id, d.response_code, d.payment_state, d.approved_amount_minor),
        Err(error) => format!("GetPaymentDetails failed: {error}"),
    };
    let amount_minor = details.as_ref().ok().map(|d| d.approved_amount_minor);
    record(state, order.id, "details", payment_id, amount_minor, paid, &detail).await;
    if !paid {
        return Checked::NotPaid;
    }
    match payments::mark_paid(&state.db, order.id, PROVIDER, payment_id).await {
        Ok(true) => Checked::Paid,
        Ok(false) => {
            // Paid meanwhile by this very attempt (a repeated return) is no refund.
            let now = orders::find(&state.db, order.id).await.ok().flatten();
            if now.as_ref().is_some_and(|o| o.paid_at.is_some() && o.payment_id.as_deref() == Some(payment_id)) {
                return Checked::Paid;
            }
            tracing::error!(order = order.id, payment_id, "the bank took a payment the order cannot take: refund it");
            let detail = format!("paid, but the order is already paid or no longer waiting: refund PaymentID {payment_id}");
            record(state, order.id, "refund_needed", payment_id, amount_minor, false, &detail).await;
            Checked::NeedsRefund
        }
        Err(error) => {
            tracing::error!(%error, order = order.id, "cannot mark a confirmed card payment paid");
            Checked::NotPaid
        }
    }
}

/// The order's newest card attempt, checked when it has not paid the order: what to do before
/// starting another payment or switching to cash. True when the order is paid now.
pub async fn settle_latest(state: &AppState, order: &OrderRow) -> Result<bool, sqlx::Error> {
    if order.paid_at.is_some() {
        return Ok(true);
    }
    let Some(attempt) = payments::latest_attempt(&state.db, order.id).await? else { return Ok(false) };
    Ok(check_attempt(state, order, &attempt).await == Checked::Paid)
}

async fn record(state: &AppState, order_id: i64, kind: &str, payment_id: &str, amount_minor: Option<i64>, accepted: bool, detail: &str) {
    let event = PaymentEvent { order_id, provider: PROVIDER, kind, external_id: Some(payment_id), amount_minor, accepted, detail };
    if let Err(error) = payments::record_payment_event(&state.db, event).await {
        tracing::error!(%error, "cannot record a payment event");
    }
}
