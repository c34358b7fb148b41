//! The layers around every response: request logs, security headers, compression, a time limit
//! and a panic guard, all answering in JSON where they answer at all.

use std::any::Any;
use std::time::Duration;

use axum::extract::{Request, State};
use axum::http::header::{HeaderName, REFERRER_POLICY, X_CONTENT_TYPE_OPTIONS, X_FRAME_OPTIONS};
use axum::http::HeaderValue;
use axum::middleware::{from_fn_with_state, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::{DefaultOnFailure, DefaultOnResponse, TraceLayer};
use tower_http::LatencyUnit;
use tracing::Level;

use crate::compression::{self, Compressed};
use crate::config::ApiConfig;
use crate::error::ApiError;
use crate::state::AppState;

/// Wraps `router`; the last layer added is the outermost, so the request log sees the final
/// status of everything inside it, timeouts and panics included.
pub fn apply(router: Router<AppState>, config: &ApiConfig) -> Router<AppState> {
    router
        .layer(axum::middleware::from_fn(refuse_nul))
        .layer(CatchPanicLayer::custom(panic_response))
        .layer(from_fn_with_state(config.request_timeout, enforce_timeout))
        // Whole answers through the cache of compressed bodies; what streams, compressed as it goes.
        .layer(from_fn_with_state(Compressed::default(), compression::compress))
        .layer(CompressionLayer::new().compress_when(compression::streaming_only()))
        .layer(security_header(X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(security_header(REFERRER_POLICY, "strict-origin-when-cross-origin"))
        .layer(security_header(X_FRAME_OPTIONS, "SAMEORIGIN"))
        .layer(
            TraceLayer::new_for_http()
                // The path only: query strings carry customer tokens.
                .make_span_with(|request: &Request| {
                    tracing::info_span!(
                        "request",
                        method = %request.method(),
                        path = %request.uri().path(),
                    )
                })
                .on_request(())
                .on_response(DefaultOnResponse::new().level(Level::INFO).latency_unit(LatencyUnit::Millis))
                .on_failure(DefaultOnFailure::new().level(Level::ERROR).latency_unit(LatencyUnit::Millis)),
        )
}

fn security_header(name: HeaderName, value: &'static str) -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
}

async fn enforce_timeout(State(limit): State<Duration>, request: Request, next: Next) -> Response {
    match tokio::time::timeout(limit, next.run(request)).await {
        Ok(response) => response,
        Err(_) => {
            tracing::warn!(limit = ?limit, "request timed out");
            ApiError::Timeout.into_response()
        }
    }
}

/// No text the server stores or looks up may hold a NUL character (PostgreSQL refuses it): a
/// path with one names nothing (404), a query parameter with one is refused naming it (422).
async fn refuse_nul(request: Request, next: Next) -> Response {
    let uri = request.uri();
    if has_escaped_nul(uri.path()) {
        return ApiError::not_found().into_response();
    }
    if let Some(query) = uri.query().filter(|q| has_escaped_nul(q)) {
        let field = form_urlencoded::parse(query.as_bytes())
            .find(|(key, value)| key.contains('\0') || value.contains('\0'))
            .map(|(key, _)| key.replace('\0', ""));
        if let Some(field) = field {
            return crate::extract::nul_refused(&field).into_response();
        }
    }
    next.run(request).await
}

fn has_escaped_nul(text: &str) -> bool {
    text.as_bytes().windows(3).any(|w| w[0] == b'%' && w[1] == b'0' && w[2] == b'0')
}

fn panic_response(payload: Box<dyn Any + Send + 'static>) -> Response {
    let detail =
        payload.downcast_ref::<String>().map(String::as_str).or_else(|| payload.downcast_ref::<&str>().copied()).unwrap_or("(no message)");
    ApiError::internal(format!("handler panicked: {detail}")).into_response()
}
