//! Every server function's arguments pass here before the function runs: no text may hold a NUL
//! character (PostgreSQL cannot store one, SQLite's full-text query fails on it) or be longer
//! than its field allows (the core's `validation::longest_text`), and the body is bounded. A
//! refusal is the function's own 422 shape, naming the field in the staff member's language, so
//! no function has to remember these checks.

use axum::body::{Body, Bytes};
use axum::http::request::Parts;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::Value;
use storefront_accounts::tokens::token_hash;
use storefront_core::locale::Locale;
use storefront_core::validation::{longest_text, Message};
use storefront_db::staff::{accounts, sessions};

use super::caller::session_token;
use super::AdminState;
use crate::shapes::error::AdminError;

/// No back-office call carries more than this. The longest texts allowed are a few notes; the
/// margin lets a text far past its limit still be read and named by its field.
pub const MAX_CALL_BYTES: usize = 1024 * 1024;

/// Why a text was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Fault {
    Nul,
    TooLong,
}

/// The first text of the arguments that may not reach a function: its field (the key that holds
/// it, as forms name their fields) and why.
fn first_fault(value: &Value, field: &str) -> Option<(String, Fault)> {
    match value {
        Value::String(text) if text.contains('\0') => Some((field.to_string(), Fault::Nul)),
        Value::String(text) if text.chars().count() > longest_text(field).0 => Some((field.to_string(), Fault::TooLong)),
        Value::Array(items) => items.iter().find_map(|item| first_fault(item, field)),
        Value::Object(map) => {
            map.iter().find_map(
                |(key, item)| {
                    if key.contains('\0') {
                        Some((field.to_string(), Fault::Nul))
                    } else {
                        first_fault(item, key)
                    }
                },
            )
        }
        _ => None,
    }
}

/// The call as the function will get it, or the answer that refuses it.
pub async fn checked(state: &AdminState, parts: &Parts, body: Body) -> Result<Bytes, Response> {
    let bytes = axum::body::to_bytes(body, MAX_CALL_BYTES).await.map_err(|_| {
        let error = AdminError::Transport { message: format!("a call carries at most {MAX_CALL_BYTES} bytes") };
        refusal(StatusCode::PAYLOAD_TOO_LARGE, &error)
    })?;
    // Only JSON is read here; a body that is not JSON fails in the function's own decoding.
    let Ok(arguments) = serde_json::from_slice::<Value>(&bytes) else { return Ok(bytes) };
    let Some((field, fault)) = first_fault(&arguments, "body") else { return Ok(bytes) };
    let locale = locale_of(state, parts, &arguments).await;
    let message = match fault {
        Fault::Nul => Message::CharacterNotAllowed.text(locale).to_string(),
        Fault::TooLong => longest_text(&field).1.text(locale).to_string(),
    };
    let error = AdminError::invalid(&field, message);
    Err(refusal(StatusCode::from_u16(error.status()).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY), &error))
}

/// The caller's language: their account's, or the one a sign-in names, or the default.
async fn locale_of(state: &AdminState, parts: &Parts, arguments: &Value) -> Locale {
    if let Some(locale) = arguments.get("locale").and_then(Value::as_str).and_then(Locale::parse) {
        return locale;
    }
    let Some(token) = session_token(parts) else { return Locale::default() };
    let Ok(Some(session)) = sessions::find_live(&state.db, &token_hash(&token)).await else { return Locale::default() };
    match accounts::find(&state.db, session.staff_id).await {
        Ok(Some(staff)) => Locale::parse(&staff.locale).unwrap_or_default(),
        _ => Locale::default(),
    }
}

fn refusal(status: StatusCode, error: &AdminError) -> Response {
    let body = serde_json::to_string(error).unwrap_or_default();
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_first_text_with_a_nul_or_past_its_fields_limit_is_named_by_its_field() {
        assert_eq!(first_fault(&json!({ "query": { "search": "a\u{0}b" } }), "body"), Some(("search".into(), Fault::Nul)));
        assert_eq!(
            first_fault(&json!({ "request": { "Ship": { "carrier": "x".repeat(256) } } }), "body"),
            Some(("carrier".into(), Fault::TooLong))
        );
        assert_eq!(first_fault(&json!({ "note": "ա".repeat(5000) }), "body"), None, "a note is a paragraph");
        assert_eq!(first_fault(&json!({ "note": "ա".repeat(5001) }), "body"), Some(("note".into(), Fault::TooLong)));
        assert_eq!(first_fault(&json!({ "password": "p".repeat(300_000) }), "body"), Some(("password".into(), Fault::TooLong)));
        assert_eq!(first_fault(&json!({ "statuses": ["pending", "a\u{0}"] }), "body"), Some(("statuses".into(), Fault::Nul)));
        assert_eq!(first_fault(&json!({ "id": 5, "blocked": true, "name": "Անի" }), "body"), None);
    }
}
