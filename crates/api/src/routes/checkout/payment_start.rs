//! Starting an order's online payment, at checkout and when the shopper tries again: a card
//! payment is a payment attempt registered with the bank (InitPayment under the attempt's own
//! OrderID) and the bank's page to go to; an Idram payment is the form the browser posts to the
//! wallet. Every exchange is recorded in payment_events.

use storefront_core::checkout::order_number;
use storefront_core::orders::PaymentKind;

use super::step_answers::PaymentForm;
use crate::error::ApiError;
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::checkout::orders::OrderRow;
use storefront_db::checkout::payments::{self, PaymentAttempt, PaymentEvent};

/// Where the browser continues to pay; neither for cash or a paid order.
#[derive(Debug, Default)]
pub struct Continue {
    pub redirect_url: Option<String>,
    pub form: Option<PaymentForm>,
}

/// Which card payment to send the shopper to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attempt {
    /// The order's newest, if it has one: a repeated `save-order` gets the same payment page.
    Latest,
    /// A new one, for paying again after a payment that did not go through.
    New,
}

pub async fn start_payment(state: &AppState, order: &OrderRow, shopper: &Shopper, attempt: Attempt) -> Result<Continue, ApiError> {
    if order.paid_at.is_some() {
        return Ok(Continue::default());
    }
    let shop = state.config.shop_url.clone();
    let description = format!("Order #{}", order_number(order.id));
    match PaymentKind::of_method(&order.payment_method) {
        PaymentKind::Cash => Ok(Continue::default()),
        PaymentKind::Wallet => {
            let form = state.config.payments.idram.form(
                &shop,
                order.id,
                order.grand_total_minor,
                &description,
                Some(&order.email),
                shopper.locale,
            );
            Ok(Continue {
                form: Some(PaymentForm { action: form.action, method: "POST", fields: form.fields.into_iter().collect() }),
                ..Continue::default()
            })
        }
        PaymentKind::Card => {
            let db = &state.db;
            let latest = match attempt {
                Attempt::Latest => payments::latest_attempt(db, order.id).await?,
                Attempt::New => None,
            };
            // An attempt of another amount (none is changed today) would be a stale payment.
            let attempt = match latest.filter(|a| a.amount_minor == order.grand_total_minor) {
                Some(attempt) => attempt,
                None => payments::new_attempt(db, order.id, order.grand_total_minor).await?,
            };
            start_card(state, order, &attempt, &description, shopper).await
        }
    }
}

async fn start_card(
    state: &AppState,
    order: &OrderRow,
    attempt: &PaymentAttempt,
    description: &str,
    shopper: &Shopper,
) -> Result<Continue, ApiError> {
    let db = &state.db;
    let shop = &state.config.shop_url;
    let client = state.config.payments.ameria.client(shop);
    let back_url = format!("{}/api/payments/ameria/back", shop.trim_end_matches('/'));
    let started = client.init_payment(attempt.id, order.id, attempt.amount_minor, description, &back_url, shopper.locale).await;
    let bank_order = client.bank_order_id(attempt.id).map(|id| format!("OrderID {id}")).unwrap_or_default();
    let event = |accepted: bool, external_id: Option<&'static str>| PaymentEvent {
        order_id: order.id,
        provider: "ameria_vpos",
        kind: "init",
        external_id,
        amount_minor: Some(attempt.amount_minor),
        accepted,
        detail: "",
    };
    match started {
        Ok(payment_id) => {
            payments::record_payment_event(db, PaymentEvent { external_id: Some(&payment_id), detail: &bank_order, ..event(true, None) })
                .await?;
            payments::set_payment_id(db, attempt, &payment_id).await?;
            Ok(Continue { redirect_url: Some(client.pay_url(&payment_id, shopper.locale)), ..Continue::default() })
        }
        Err(error) => {
            tracing::warn!(order = order.id, attempt = attempt.id, %error, "vPOS InitPayment failed");
            let detail = format!("{bank_order}: {error}");
            payments::record_payment_event(db, PaymentEvent { detail: &detail, ..event(false, None) }).await?;
            Err(ApiError::Status {
                status: axum::http::StatusCode::BAD_GATEWAY,
                message: format!(
                    "The card payment could not be started. Your order #{} is saved; please try again.",
                    order_number(order.id)
                ),
            })
        }
    }
}
