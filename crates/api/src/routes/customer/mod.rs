//! The customer API (shapes in crates/api/API.md, "Customer accounts"): sessions, registration,
//! password reset, profile and bonuses, the address book and order history.

mod addresses;
mod orders;
mod password;
mod profile;
mod registration;
mod resource;
mod session;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(session::router())
        .merge(registration::router())
        .merge(password::router())
        .merge(profile::router())
        .merge(addresses::router())
        .merge(orders::router())
}
