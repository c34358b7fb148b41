//! The catalogue API (shapes in crates/api/API.md, "Catalogue calls").

mod categories;
mod configurable;
pub mod list;
mod products;
mod promotions;
pub mod resource;
pub mod schema;
mod search;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().merge(products::router()).merge(categories::router()).merge(promotions::router()).merge(search::router())
}
