//! Drop-in replacements for axum's `Json`, `Query` and `Path` whose rejections are JSON
//! [`ApiError`]s naming the problem; axum's own answer them in plain text. Route modules use
//! these, never the axum originals.

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, PathRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;
use serde::Serialize;

use storefront_core::locale::Locale;

use crate::error::ApiError;

/// A JSON request body (`Content-Type: application/json`), or a JSON response.
#[derive(Debug, Clone, Copy, Default)]
pub struct Json<T>(pub T);

impl<T, S> FromRequest<S> for Json<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        require_json(req.headers())?;
        let body = Bytes::from_request(req, state).await.map_err(body_rejection)?;
        parse_json(&body).map(Json)
    }
}

/// The language a form's messages are answered in: the query's last non-empty `locale`, hy when
/// absent or unknown (a message in Armenian beats refusing the form).
pub fn message_locale(query: Option<&str>) -> Locale {
    let requested = form_urlencoded::parse(query.unwrap_or("").as_bytes())
        .filter(|(name, value)| name == "locale" && !value.trim().is_empty())
        .last()
        .and_then(|(_, value)| Locale::parse(value.trim()));
    requested.unwrap_or_default()
}

/// 415 unless the request says its body is JSON.
pub fn require_json(headers: &axum::http::HeaderMap) -> Result<(), ApiError> {
    if is_json(headers) {
        return Ok(());
    }
    Err(ApiError::Status {
        status: StatusCode::UNSUPPORTED_MEDIA_TYPE,
        message: "Expected a request body with `Content-Type: application/json`".into(),
    })
}

/// Whether the request says its body is JSON (`application/json`, or `application/…+json`).
pub fn is_json(headers: &axum::http::HeaderMap) -> bool {
    let Some(value) = headers.get(axum::http::header::CONTENT_TYPE).and_then(|v| v.to_str().ok()) else { return false };
    let essence = value.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    essence == "application/json" || (essence.starts_with("application/") && essence.ends_with("+json"))
}

/// A body that could not be read: too large (413) or cut off, as a JSON error.
pub fn body_rejection(rejection: BytesRejection) -> ApiError {
    ApiError::Status { status: client_status(rejection.status()), message: rejection.body_text() }
}

/// A JSON body as `T`. Bad JSON is 400 saying so; a value of the wrong type or a missing field is
/// 400 naming the field (`{"error", "field": "billing.first_name"}`); a text with a NUL character,
/// which no field may hold (PostgreSQL cannot store it), is 422 naming the field.
pub fn parse_json<T: DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    if let Some(field) = field_with_nul(body) {
        return Err(nul_refused(&field));
    }
    let mut deserializer = serde_json::Deserializer::from_slice(body);
    let value = serde_path_to_error::deserialize(&mut deserializer).map_err(|error| {
        let path = error.path().to_string();
        let error = error.into_inner();
        let field = field_of(&path, &error).or_else(|| probed_field::<T>(body)).filter(|_| error.is_data());
        match field {
            Some(field) => ApiError::invalid_param(field.clone(), format!("{field}: {}", without_position(&error))),
            None => ApiError::BadRequest(format!("Invalid JSON body: {error}")),
        }
    })?;
    deserializer.end().map_err(|error| ApiError::BadRequest(format!("Invalid JSON body: {error}")))?;
    Ok(value)
}

/// The field a serde error is about: its path, or for a missing field the field itself.
fn field_of(path: &str, error: &serde_json::Error) -> Option<String> {
    let message = error.to_string();
    let missing = message.strip_prefix("missing field `").and_then(|rest| rest.split('`').next());
    match (path, missing) {
        (".", Some(name)) => Some(name.to_string()),
        (".", None) => None,
        (path, Some(name)) => Some(format!("{path}.{name}")),
        (path, None) => Some(path.to_string()),
    }
}

/// The top-level field a data error is about when serde could not say (a request that flattens
/// a form into itself loses the path): the first key whose value alone, with the other fields left
/// out, still fails. Only an error's path pays for this.
fn probed_field<T: DeserializeOwned>(body: &[u8]) -> Option<String> {
    let serde_json::Value::Object(fields) = serde_json::from_slice(body).ok()? else { return None };
    fields.into_iter().find_map(|(key, value)| {
        let alone = serde_json::Value::Object(serde_json::Map::from_iter([(key.clone(), value)]));
        match serde_json::from_value::<T>(alone) {
            Err(error) if error.is_data() && !error.to_string().starts_with("missing field") => Some(key),
            _ => None,
        }
    })
}

/// serde_json's message without " at line 1 column 30", which means nothing to a form.
fn without_position(error: &serde_json::Error) -> String {
    let text = error.to_string();
    match text.rfind(" at line ") {
        Some(cut) => text[..cut].to_string(),
        None => text,
    }
}

/// The 422 answer for a text holding a NUL character.
pub fn nul_refused(field: &str) -> ApiError {
    ApiError::Validation(
        crate::error::FieldErrors::new().with(field, format!("The {field} field contains a character that is not allowed.")),
    )
}

/// The path of the first key or string of a JSON body that holds a NUL character, if any. JSON
/// can only carry one escaped (`\u0000`), so bodies without that text are not parsed twice.
fn field_with_nul(body: &[u8]) -> Option<String> {
    const ESCAPED_NUL: &[u8] = b"\\u0000";
    if !body.windows(ESCAPED_NUL.len()).any(|window| window.eq_ignore_ascii_case(ESCAPED_NUL)) {
        return None;
    }
    let value: serde_json::Value = serde_json::from_slice(body).ok()?;
    fn find(value: &serde_json::Value, path: &str) -> Option<String> {
        let join = |key: &str| if path.is_empty() { key.to_string() } else { format!("{path}.{key}") };
        match value {
            serde_json::Value::String(text) => text.contains('\0').then(|| if path.is_empty() { "body".into() } else { path.to_string() }),
            serde_json::Value::Array(items) => items.iter().enumerate().find_map(|(i, item)| find(item, &join(&i.to_string()))),
            serde_json::Value::Object(map) => {
                map.iter().find_map(|(key, item)| if key.contains('\0') { Some(join(key)) } else { find(item, &join(key)) })
            }
            _ => None,
        }
    }
    find(&value, "")
}

/// A serialising thread's buffer is kept up to this size between answers.
const KEPT_BUFFER: usize = 1 << 20;

thread_local! {
    /// Where answers are written before they are copied out at their exact size. A buffer that
    /// starts small grows by doubling, copying itself each time (a list answer is 15–40 KB),
    /// and fresh memory costs a page fault per page on top.
    static BUFFER: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl<T: Serialize> IntoResponse for Json<T> {
    fn into_response(self) -> Response {
        let written = BUFFER.with(|buffer| {
            let mut fresh = Vec::new();
            let mut kept = buffer.try_borrow_mut();
            let buffer = match kept.as_deref_mut() {
                Ok(buffer) => buffer,
                // Only if serialising an answer ever answered another one itself.
                Err(_) => &mut fresh,
            };
            buffer.clear();
            let written = serde_json::to_writer(&mut *buffer, &self.0).map(|()| axum::body::Bytes::copy_from_slice(buffer));
            if buffer.capacity() > KEPT_BUFFER {
                *buffer = Vec::new();
            }
            written
        });
        match written {
            Ok(body) => ([(axum::http::header::CONTENT_TYPE, "application/json")], body).into_response(),
            Err(error) => ApiError::internal(error).into_response(),
        }
    }
}

/// The query string, deserialized.
#[derive(Debug, Clone, Copy, Default)]
pub struct Query<T>(pub T);

impl<T, S> FromRequestParts<S> for Query<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(value)) => Ok(Query(value)),
            Err(rejection) => Err(query_rejection(rejection)),
        }
    }
}

fn query_rejection(rejection: QueryRejection) -> ApiError {
    ApiError::BadRequest(rejection.body_text())
}

/// Path parameters, deserialized.
#[derive(Debug, Clone, Copy, Default)]
pub struct Path<T>(pub T);

impl<T, S> FromRequestParts<S> for Path<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Path(value)),
            Err(rejection) => Err(path_rejection(rejection)),
        }
    }
}

fn path_rejection(rejection: PathRejection) -> ApiError {
    match rejection {
        PathRejection::FailedToDeserializePathParams(_) => ApiError::BadRequest(rejection.body_text()),
        // A route declared without the parameters its handler extracts: our bug, not the client's.
        other => ApiError::internal(other.body_text()),
    }
}

fn client_status(status: StatusCode) -> StatusCode {
    if status.is_client_error() {
        status
    } else {
        StatusCode::BAD_REQUEST
    }
}
