//! Content the shell renders around the catalogue. For now: `GET /api/translations`, the
//! shell's messages per locale (`{"hy": {id: text}, "ru": …, "en": …}`), shipped with the
//! server from `translations/*.json`.

use std::sync::OnceLock;

use axum::http::header;
use axum::response::IntoResponse;
use serde_json::{Map, Value};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::extract::Json;
use crate::state::AppState;

const SOURCES: [(&str, &str); 3] = [
    ("hy", include_str!("../../translations/hy.json")),
    ("ru", include_str!("../../translations/ru.json")),
    ("en", include_str!("../../translations/en.json")),
];

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(translations))
}

/// All messages, parsed once. The files are checked by this crate's tests, so a broken file
/// fails the build's tests rather than a shopper's page; at run time it would serve `{}`.
pub fn messages() -> &'static Value {
    static MESSAGES: OnceLock<Value> = OnceLock::new();
    MESSAGES.get_or_init(|| {
        let locales = SOURCES.iter().map(|(locale, text)| {
            let parsed = serde_json::from_str(text).unwrap_or_else(|error| {
                tracing::error!(locale, %error, "translations file is not valid JSON");
                Value::Object(Map::new())
            });
            (locale.to_string(), parsed)
        });
        Value::Object(locales.collect())
    })
}

/// The shell's messages: `{"hy": {id: text}, "ru": {…}, "en": {…}}`.
#[utoipa::path(
    get,
    path = "/api/translations",
    tag = "content",
    responses((status = 200, description = "Messages per locale", body = Object))
)]
async fn translations() -> impl IntoResponse {
    ([(header::CACHE_CONTROL, "public, max-age=300")], Json(messages().clone()))
}
