//! `GET /api/googlecode`: the ids of the third-party scripts the shell may load, empty when
//! they are not configured (then the shell loads none and no request leaves for their hosts).

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use serde_json::json;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::extract::Json;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(google_code))
}

/// `{"code": ANALYTICS_CODE, "chat_page_id": CHAT_PAGE_ID}`, each `""` when unset.
#[utoipa::path(get, path = "/api/googlecode", tag = "content",
    responses((status = 200, description = "{code, chat_page_id}: the analytics measurement id and the customer-chat page id, empty when unset", body = Object)))]
async fn google_code(State(state): State<AppState>) -> impl IntoResponse {
    let site = &state.config.site;
    let body = json!({
        "code": site.analytics_code.as_deref().unwrap_or(""),
        "chat_page_id": site.chat_page_id.as_deref().unwrap_or(""),
    });
    // Settings change only with a restart.
    ([(header::CACHE_CONTROL, "public, max-age=300")], Json(body))
}
