//! `GET /healthz` for load balancers and `cargo xtask`: 200 only when the database answers.

use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::extract::Json;
use crate::state::AppState;
use storefront_db::Db;

/// Shorter than a load balancer's health-check timeout, so it gets an answer, not a hang.
const PING_TIMEOUT: Duration = Duration::from_secs(3);

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(healthz))
}

/// Health of the server and its database.
#[utoipa::path(
    get,
    path = "/healthz",
    tag = "health",
    responses(
        (status = 200, description = "Serving; `database` is `sqlite` or `postgres`", body = Object),
        (status = 503, description = "The database does not answer", body = Object),
    )
)]
async fn healthz(State(db): State<Db>) -> Response {
    let database = db.dialect().name();
    let failure = match tokio::time::timeout(PING_TIMEOUT, db.ping()).await {
        Ok(Ok(())) => return Json(json!({ "status": "ok", "database": database })).into_response(),
        Ok(Err(error)) => error.to_string(),
        Err(_) => format!("no answer within {PING_TIMEOUT:?}"),
    };
    tracing::warn!(database, error = %failure, "health check failed");
    let body = json!({ "status": "unavailable", "database": database, "error": "Database unavailable" });
    (StatusCode::SERVICE_UNAVAILABLE, Json(body)).into_response()
}
