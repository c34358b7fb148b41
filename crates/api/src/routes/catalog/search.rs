//! `GET /api/search`: ranked products for the header's suggestions and the results page.

use axum::extract::{RawQuery, State};
use storefront_core::presentation::DEFAULT_SEARCH_LIMIT;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::resource::{load_products, ListedProduct};
use super::schema::Product;
use crate::error::ApiError;
use crate::extract::Json;
use crate::routes::params::Params;
use crate::routes::shopper::Shopper;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(search))
}

/// Products matching `search` in any language or script, best first; `[]` when none.
#[utoipa::path(get, path = "/api/search", tag = "catalog",
    params(("search" = String, Query, description = "words in Armenian, Russian or English, or transliterated"),
           ("limit" = Option<u32>, Query, description = "1..100, default 100 (the header asks for 10)")),
    responses((status = 200, description = "A bare array of products", body = Vec<Product>),
              (status = 400, description = "A parameter is invalid; `field` names it", body = crate::error::ErrorAnswer)))]
async fn search(State(state): State<AppState>, shopper: Shopper, RawQuery(query): RawQuery) -> Result<Json<Vec<ListedProduct>>, ApiError> {
    let params = Params::parse(query.as_deref());
    let limit = params.number("limit", 1, DEFAULT_SEARCH_LIMIT, DEFAULT_SEARCH_LIMIT)?;
    let text = params.get("search").unwrap_or("");
    let ids = state.catalogue.search.search(text, limit as usize);
    Ok(Json(load_products(&state, &ids, &shopper).await?))
}
