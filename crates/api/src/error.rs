//! The API's failure answers, in the shapes the storefront reads (API.md): `{"error": "…"}`
//! with a 4xx/5xx status, or `{"errors": {"field": ["message", …]}}` with 422.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::ser::{Serialize, SerializeMap, Serializer};

type BoxError = Box<dyn std::error::Error + Send + Sync>;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(String),
    /// A bad query or path parameter: 400 `{"error": message, "field": name}`.
    #[error("{message}")]
    InvalidParam { field: String, message: String },
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("Method not allowed")]
    MethodNotAllowed,
    #[error("{0}")]
    Conflict(String),
    #[error("The given data was invalid.")]
    Validation(FieldErrors),
    /// Any other client error with its own status (413, 415, 429…).
    #[error("{message}")]
    Status { status: StatusCode, message: String },
    /// Too many of something within a while: 429 `{"error", "retry_after"}` and `Retry-After`.
    #[error("{message}")]
    Throttled { message: String, retry_after: std::time::Duration },
    #[error("{0}")]
    Unavailable(String),
    #[error("Request timed out")]
    Timeout,
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("internal error: {0}")]
    Internal(#[source] BoxError),
}

impl From<storefront_accounts::passwords::HashError> for ApiError {
    fn from(error: storefront_accounts::passwords::HashError) -> Self {
        ApiError::internal(error)
    }
}

impl ApiError {
    pub fn bad_request(message: impl Into<String>) -> Self {
        ApiError::BadRequest(message.into())
    }

    pub fn invalid_param(field: impl Into<String>, message: impl Into<String>) -> Self {
        ApiError::InvalidParam { field: field.into(), message: message.into() }
    }

    pub fn not_found() -> Self {
        ApiError::NotFound("Not found".into())
    }

    pub fn internal(error: impl Into<BoxError>) -> Self {
        ApiError::Internal(error.into())
    }

    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) | ApiError::InvalidParam { .. } => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::Validation(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::Status { status, .. } => *status,
            ApiError::Throttled { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Timeout => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Database(_) | ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

/// The body of most failures: a sentence for the client; `field` names the query or path
/// parameter that was refused (400).
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct ErrorAnswer {
    pub error: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
}

impl ErrorAnswer {
    fn new(error: impl Into<String>) -> Self {
        ErrorAnswer { error: error.into(), field: None }
    }
}

/// The body of a 422: messages per field, in the requested language, in the form's order.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct ValidationAnswer {
    #[schema(value_type = std::collections::BTreeMap<String, Vec<String>>)]
    pub errors: FieldErrors,
}

/// The body of a 429 for going too fast, with the seconds to wait (also in `Retry-After`).
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct ThrottledAnswer {
    pub error: String,
    pub retry_after: u64,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status();
        let retry_after = match &self {
            ApiError::Throttled { retry_after, .. } => Some(retry_after.as_secs().max(1)),
            _ => None,
        };
        let body = match self {
            ApiError::Throttled { message, .. } => {
                axum::Json(ThrottledAnswer { error: message, retry_after: retry_after.unwrap_or_default() }).into_response()
            }
            ApiError::Validation(errors) => axum::Json(ValidationAnswer { errors }).into_response(),
            ApiError::InvalidParam { field, message } => axum::Json(ErrorAnswer { error: message, field: Some(field) }).into_response(),
            // The details stay in the log; the client learns only that it was not its fault.
            ApiError::Database(ref error) => {
                tracing::error!(error = %error, "database error");
                axum::Json(ErrorAnswer::new("Internal Server Error")).into_response()
            }
            ApiError::Internal(ref error) => {
                tracing::error!(error = %error, "internal error");
                axum::Json(ErrorAnswer::new("Internal Server Error")).into_response()
            }
            other => axum::Json(ErrorAnswer::new(other.to_string())).into_response(),
        };
        let mut response = (status, body).into_response();
        // Errors must not be cached by the browser or a proxy in front of us.
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        if let Some(seconds) = retry_after {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

/// Messages per field, in the order they were added (the order the form shows its fields).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldErrors(Vec<(String, Vec<String>)>);

impl FieldErrors {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, field: impl Into<String>, message: impl Into<String>) -> &mut Self {
        let field = field.into();
        match self.0.iter_mut().find(|(name, _)| *name == field) {
            Some((_, messages)) => messages.push(message.into()),
            None => self.0.push((field, vec![message.into()])),
        }
        self
    }

    pub fn with(mut self, field: impl Into<String>, message: impl Into<String>) -> Self {
        self.add(field, message);
        self
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn get(&self, field: &str) -> Option<&[String]> {
        self.0.iter().find(|(name, _)| name == field).map(|(_, m)| m.as_slice())
    }

    /// `Ok(())` when nothing was added, else the 422 answer.
    pub fn into_result(self) -> Result<(), ApiError> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(ApiError::Validation(self))
        }
    }
}

impl Serialize for FieldErrors {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (field, messages) in &self.0 {
            map.serialize_entry(field, messages)?;
        }
        map.end()
    }
}

/// The core's verdict on a form: `Ok(())` when it holds, else 422 with its messages in `locale`.
pub fn check_form(errors: &storefront_core::validation::FieldErrors, locale: storefront_core::locale::Locale) -> Result<(), ApiError> {
    let mut answer = FieldErrors::new();
    for (field, messages) in errors.localized(locale) {
        for message in messages {
            answer.add(field.clone(), message);
        }
    }
    answer.into_result()
}

impl From<FieldErrors> for ApiError {
    fn from(errors: FieldErrors) -> Self {
        ApiError::Validation(errors)
    }
}

/// Answers unknown `/api/…` paths (the shell answers every other unknown path).
pub async fn api_not_found() -> ApiError {
    ApiError::not_found()
}

pub async fn method_not_allowed() -> ApiError {
    ApiError::MethodNotAllowed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_errors_keep_insertion_order_and_group_by_field() {
        let errors = FieldErrors::new()
            .with("first_name", "This field is required")
            .with("email", "Invalid email format")
            .with("first_name", "Too long");
        assert_eq!(
            serde_json::to_string(&errors).unwrap(),
            r#"{"first_name":["This field is required","Too long"],"email":["Invalid email format"]}"#
        );
        assert_eq!(ApiError::from(errors).status(), StatusCode::UNPROCESSABLE_ENTITY);
        assert!(FieldErrors::new().into_result().is_ok());
    }
}
