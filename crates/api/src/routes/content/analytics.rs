//! `GET /api/googlecode`: the ids of the third-party scripts the shell may load, empty when
//! they are not configured (then the shell loads none and no request leaves for their hosts).

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::extract::Json;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(google_code))
}

/// The analytics measurement id (`code`) and the customer-chat page id, each `""` when unset.
#[derive(Debug, Serialize, ToSchema)]
pub struct ThirdPartyIds {
    pub code: String,
    pub chat_page_id: String,
}

/// `{"code": ANALYTICS_CODE, "chat_page_id": CHAT_PAGE_ID}`, each `""` when unset.
#[utoipa::path(get, path = "/api/googlecode", tag = "content",
    responses((status = 200, description = "The ids, empty when unset", body = ThirdPartyIds)))]
async fn google_code(State(state): State<AppState>) -> impl IntoResponse {
    let site = &state.config.site;
    let body = ThirdPartyIds {
        code: site.analytics_code.clone().unwrap_or_default(),
        chat_page_id: site.chat_page_id.clone().unwrap_or_default(),
    };
    // Settings change only with a restart.
    ([(header::CACHE_CONTROL, "public, max-age=300")], Json(body))
}
