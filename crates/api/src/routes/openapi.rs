//! `GET /api/openapi.json`: the OpenAPI document of every registered endpoint.

use std::sync::Arc;

use axum::routing::get;
use axum::Router;
use utoipa::openapi::OpenApi;

use crate::extract::Json;
use crate::state::AppState;

pub fn router(mut api: OpenApi) -> Router<AppState> {
    api.info.title = "Shuka storefront API".into();
    api.info.description = Some(
        "The storefront's JSON API (spec section 7). Query `locale` (hy|ru|en) and `currency` \
         (AMD|USD|RUB) pick the language and currency of answers. Errors are `{\"error\": …}` or \
         `{\"errors\": {field: [message]}}` with a 4xx status."
            .into(),
    );
    let api = Arc::new(api);
    Router::new().route("/api/openapi.json", get(move || async move { Json(api.as_ref().clone()) }))
}
