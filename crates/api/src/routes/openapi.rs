//! `GET /api/openapi.json`: the OpenAPI document of every registered endpoint.

use std::sync::Arc;

use axum::routing::get;
use axum::Router;
use utoipa::openapi::OpenApi;

use crate::extract::Json;
use crate::state::AppState;

/// The document `/api/openapi.json` serves and `storefront-server openapi` prints (the shell's
/// generated types are made from it).
pub fn document() -> OpenApi {
    described(super::endpoints().split_for_parts().1)
}

fn described(mut api: OpenApi) -> OpenApi {
    api.info.title = "Shuka storefront API".into();
    api.info.description = Some(
        "The storefront's JSON API (spec section 7). Query `locale` (hy|ru|en) and `currency` \
         (AMD|USD|RUB) pick the language and currency of answers. Errors are `{\"error\": …}` or \
         `{\"errors\": {field: [message]}}` with a 4xx status."
            .into(),
    );
    api
}

pub fn router(api: OpenApi) -> Router<AppState> {
    let api = Arc::new(described(api));
    Router::new().route("/api/openapi.json", get(move || async move { Json(api.as_ref().clone()) }))
}
