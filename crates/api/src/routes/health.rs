//! `GET /healthz` for load balancers and `cargo xtask`: 200 only when the database answers.

use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;
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

/// `status` is `ok` or `unavailable`; `database` is `sqlite` or `postgres`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    pub status: &'static str,
    pub database: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<&'static str>,
}

/// Health of the server and its database.
#[utoipa::path(
    get,
    path = "/healthz",
    tag = "health",
    responses(
        (status = 200, description = "Serving", body = Health),
        (status = 503, description = "The database does not answer", body = Health),
    )
)]
async fn healthz(State(db): State<Db>) -> Response {
    let database = db.dialect().name();
    let failure = match tokio::time::timeout(PING_TIMEOUT, db.ping()).await {
        Ok(Ok(())) => return Json(Health { status: "ok", database, error: None }).into_response(),
        Ok(Err(error)) => error.to_string(),
        Err(_) => format!("no answer within {PING_TIMEOUT:?}"),
    };
    tracing::warn!(database, error = %failure, "health check failed");
    let body = Health { status: "unavailable", database, error: Some("Database unavailable") };
    (StatusCode::SERVICE_UNAVAILABLE, Json(body)).into_response()
}
