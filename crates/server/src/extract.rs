//! Drop-in replacements for axum's `Json`, `Query` and `Path` whose rejections are JSON
//! [`ApiError`]s naming the problem; axum's own answer them in plain text. Route modules use
//! these, never the axum originals.

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;
use serde::Serialize;

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
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(Json(value)),
            Err(rejection) => Err(json_rejection(rejection)),
        }
    }
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

fn json_rejection(rejection: JsonRejection) -> ApiError {
    match rejection {
        // Well-formed JSON of the wrong shape is still a bad request for this API: 422 is kept
        // for `{"errors": {…}}` answers about field values.
        JsonRejection::JsonDataError(_) | JsonRejection::JsonSyntaxError(_) => {
            ApiError::BadRequest(rejection.body_text())
        }
        JsonRejection::MissingJsonContentType(_) => ApiError::Status {
            status: StatusCode::UNSUPPORTED_MEDIA_TYPE,
            message: "Expected a request body with `Content-Type: application/json`".into(),
        },
        other => ApiError::Status {
            status: client_status(other.status()),
            message: other.body_text(),
        },
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
        PathRejection::FailedToDeserializePathParams(_) => {
            ApiError::BadRequest(rejection.body_text())
        }
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
