//! Local stand-ins for the payment providers, mounted under `/simulator/` only when
//! `PAYMENT_SIMULATORS` is on, so the whole payment journey runs, and is tested, without the
//! internet. They speak the real protocols (docs/payment-protocols.md) and accept the credentials of
//! [`PaymentsConfig`] (the fixed demo ones unless set). Their state is in memory: a restart
//! forgets every simulated payment.

mod idram;
mod page;
mod vpos;

use std::path::PathBuf;
use std::sync::Arc;

use axum::routing::get;
use axum::Router;

use storefront_payments::config::PaymentsConfig;

pub use idram::{
    FAIL_PATH as IDRAM_FAIL_PATH, RESULT_PATH as IDRAM_RESULT_PATH, SUCCESS_PATH as IDRAM_SUCCESS_PATH, TEST_PAYER as IDRAM_TEST_PAYER,
};
pub use vpos::{APPROVING_CARD, DECLINED_CARD};

/// What the simulators need of the shop: its payment settings, its address (where Idram's
/// callbacks go) and the built shell (the pages' Armenian font).
#[derive(Debug)]
pub struct Simulated {
    pub payments: PaymentsConfig,
    pub shop_url: String,
    pub static_dir: PathBuf,
}

/// The simulators' routes, or none when they are off; they carry their own state, so they fit
/// any application's router.
pub fn simulator_routes<S: Clone + Send + Sync + 'static>(simulated: Simulated) -> Router<S> {
    if !simulated.payments.simulators {
        return Router::new();
    }
    Router::new()
        .merge(vpos::routes())
        .merge(idram::routes())
        .route(page::FONT_ROUTE, get(page::armenian_font))
        .with_state(Arc::new(simulated))
}
