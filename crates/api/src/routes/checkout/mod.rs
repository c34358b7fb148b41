//! The cart and checkout API (spec section 7, "Cart and checkout"; shapes in crates/api/API.md).

pub(crate) mod cart;
mod methods;
pub mod orders;
pub mod payment_return;
mod rewards;
mod step_answers;
mod steps;
mod view;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().merge(cart::router()).merge(methods::router()).merge(steps::router()).merge(rewards::router())
}
