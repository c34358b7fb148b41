//! `GET /api/openapi.json`: the OpenAPI document of every registered endpoint.

use std::sync::Arc;

use axum::routing::get;
use axum::Router;
use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::{Content, OpenApi, Ref, RefOr, ResponseBuilder};

use crate::extract::Json;
use crate::state::AppState;

/// The document `/api/openapi.json` serves and `storefront-server openapi` prints (the shell's
/// generated types are made from it).
pub fn document() -> OpenApi {
    described(super::endpoints().split_for_parts().1)
}

fn described(mut api: OpenApi) -> OpenApi {
    for item in api.paths.paths.values_mut() {
        let operations =
            [&mut item.get, &mut item.put, &mut item.post, &mut item.delete, &mut item.patch, &mut item.head, &mut item.options];
        for operation in operations.into_iter().flatten() {
            document_common_refusals(operation);
        }
    }
    api.info.title = "Shuka storefront API".into();
    api.info.description = Some(
        "The storefront's JSON API (crates/api/API.md). Query `locale` (hy|ru|en) and `currency` \
         (AMD|USD|RUB) pick the language and currency of answers. Errors are `{\"error\": …}` or \
         `{\"errors\": {field: [message]}}` with a 4xx status."
            .into(),
    );
    api
}

/// The answers the layers and extractors around every handler may give, added to each operation
/// that does not document them itself, so a client (and the contract check of the server tests)
/// knows every status a route answers: a path or query parameter that cannot be read (400) or
/// holds a NUL (422), a body that is not JSON, not readable as the request or too large (400, 415,
/// 413), a request past its time limit (503), and a failure of the server (500).
fn document_common_refusals(operation: &mut Operation) {
    let parameters = operation.parameters.as_deref().unwrap_or_default();
    let in_query = parameters.iter().any(|p| p.parameter_in == ParameterIn::Query);
    let in_path = parameters.iter().any(|p| p.parameter_in == ParameterIn::Path);
    let has_body = operation.request_body.is_some();
    let mut refusals = vec![
        ("500", "The server failed; the body says nothing more", "ErrorAnswer"),
        ("503", "The request took longer than the server's time limit", "ErrorAnswer"),
    ];
    if in_query || in_path || has_body {
        refusals.push(("400", "A parameter or the body cannot be read as the request; `field` names it", "ErrorAnswer"));
    }
    if in_query || has_body {
        refusals.push(("422", "A text holds a character that is not allowed (NUL), or a field is refused", "ValidationAnswer"));
    }
    if has_body {
        refusals.push(("413", "The body is larger than the server reads", "ErrorAnswer"));
        refusals.push(("415", "The body is not declared `application/json`", "ErrorAnswer"));
    }
    for (status, description, schema) in refusals {
        operation.responses.responses.entry(status.to_string()).or_insert_with(|| {
            let content = Content::new(Some(Ref::from_schema_name(schema)));
            RefOr::T(ResponseBuilder::new().description(description).content("application/json", content).build())
        });
    }
}

pub fn router(api: OpenApi) -> Router<AppState> {
    let api = Arc::new(described(api));
    Router::new().route("/api/openapi.json", get(move || async move { Json(api.as_ref().clone()) }))
}
