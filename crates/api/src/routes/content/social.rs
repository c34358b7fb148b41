//! `GET /api/social`: the footer's social network links.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ApiError;
use crate::extract::Json;
use crate::state::AppState;
use storefront_db::content::social;
use storefront_db::Db;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(social_links))
}

/// Only web links and plain icon file names are served: a link the shell puts in an `href`
/// must not be a `javascript:` URL, and an icon must stay inside `/storage/icons/`.
fn is_servable(link: &str, icon: &str) -> bool {
    let link = link.trim().to_ascii_lowercase();
    let web = link.starts_with("https://") || link.starts_with("http://");
    let plain_icon = !icon.is_empty() && !icon.contains(['/', '\\']) && !icon.starts_with('.');
    web && plain_icon
}

/// A social network link of the footer; its icon is served at `icon_url`.
#[derive(Debug, Serialize, ToSchema)]
pub struct SocialLink {
    pub id: i64,
    pub link: String,
    pub icon: String,
    pub icon_url: String,
}

/// The shop's social links: a bare array; icons are served at `/storage/icons/{icon}`.
#[utoipa::path(get, path = "/api/social", tag = "content",
    responses((status = 200, description = "The links", body = Vec<SocialLink>)))]
async fn social_links(State(db): State<Db>) -> Result<Json<Vec<SocialLink>>, ApiError> {
    let data = social::list(&db)
        .await?
        .iter()
        .filter(|s| is_servable(&s.link, &s.icon))
        .map(|s| SocialLink {
            id: s.id,
            link: s.link.trim().to_string(),
            icon: s.icon.clone(),
            icon_url: format!("/storage/icons/{}", s.icon),
        })
        .collect();
    Ok(Json(data))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_web_links_and_plain_icons_are_served() {
        assert!(is_servable("https://www.facebook.com/shuka.am", "facebook.svg"));
        assert!(!is_servable("javascript:alert(1)", "facebook.svg"));
        assert!(!is_servable(" JavaScript:alert(1)", "facebook.svg"));
        assert!(!is_servable("https://t.me/shuka", "../storefront.db"));
        assert!(!is_servable("https://t.me/shuka", ""));
    }
}
