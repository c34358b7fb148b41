//! The cart and checkout API (shapes in crates/api/API.md, "Cart and checkout").

mod card_check;
pub(crate) mod cart;
mod methods;
mod order_payment;
pub mod orders;
pub mod payment_return;
mod payment_start;
mod rewards;
mod step_answers;
mod steps;
mod view;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(cart::router())
        .merge(methods::router())
        .merge(steps::router())
        .merge(rewards::router())
        .merge(order_payment::router())
}
