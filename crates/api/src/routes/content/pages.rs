//! `GET /api/cms/pages`: the CMS pages, or the one a `/page/{urlKeyOrPageIdOrCustomUrl}` address
//! names. Their HTML is sanitised again as it is served, whoever stored it.

use axum::extract::{RawQuery, State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::locale::ContentLocale;
use crate::error::ApiError;
use crate::extract::Json;
use crate::routes::answers::{DataAnswer, Links};
use crate::routes::params::Params;
use crate::state::AppState;
use storefront_db::content::pages::{self, PageRow, PageTitle};
use storefront_db::html::sanitize;
use storefront_db::Db;

/// The longest key looked up (url keys and custom urls are short).
const MAX_KEY_LENGTH: usize = 200;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(cms_pages))
}

/// A CMS page in the requested language, with its titles in every language it has.
#[derive(Debug, Serialize, ToSchema)]
pub struct CmsPage {
    pub id: i64,
    pub page_id: i64,
    pub url_key: String,
    #[serde(rename = "custom-url")]
    pub custom_url: Option<String>,
    pub locale: String,
    pub page_title: String,
    pub title: String,
    pub html_content: String,
    pub meta_title: String,
    pub meta_description: String,
    pub meta_keywords: String,
    pub created_at: String,
    pub updated_at: String,
    pub translations: Vec<PageTranslation>,
    pub links: Links,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PageTranslation {
    pub locale: String,
    pub page_title: String,
    pub url_key: String,
}

fn page_json(row: &PageRow, locale: &str, titles: &[PageTitle]) -> CmsPage {
    let translations = titles
        .iter()
        .filter(|t| t.page_id == row.id)
        .map(|t| PageTranslation { locale: t.locale.clone(), page_title: t.page_title.clone(), url_key: row.url_key.clone() })
        .collect();
    CmsPage {
        id: row.id,
        page_id: row.id,
        url_key: row.url_key.clone(),
        custom_url: row.custom_url.clone(),
        locale: locale.to_string(),
        page_title: row.page_title.clone(),
        title: row.page_title.clone(),
        html_content: sanitize(&row.html_content),
        meta_title: row.meta_title.clone(),
        meta_description: row.meta_description.clone(),
        meta_keywords: row.meta_keywords.clone(),
        created_at: row.created_at.clone(),
        updated_at: row.updated_at.clone(),
        translations,
        links: Links { first: format!("/page/{}", row.url_key) },
    }
}

/// The key of `?id=` (or `?url_key=`): an id, a url key or a custom url, slashes trimmed.
fn requested_key(params: &Params) -> Result<Option<String>, ApiError> {
    for name in ["id", "url_key"] {
        if let Some(value) = params.get(name) {
            let key = value.trim_matches('/').trim();
            if key.is_empty() || key.chars().count() > MAX_KEY_LENGTH {
                return Err(ApiError::invalid_param(name, format!("{name} must be a page id or url key")));
            }
            return Ok(Some(key.to_string()));
        }
    }
    Ok(None)
}

/// Published pages in id order; with `id` (an id, url key or custom url) or `url_key`, that
/// one page alone as `data[0]`.
#[utoipa::path(get, path = "/api/cms/pages", tag = "content",
    params(("locale" = Option<String>, Query, description = "hy | ru | en"),
           ("id" = Option<String>, Query, description = "a page id, url key or custom url"),
           ("url_key" = Option<String>, Query)),
    responses((status = 200, description = "The pages (one with `id` or `url_key`)", body = DataAnswer<Vec<CmsPage>>),
              (status = 400, description = "A parameter is invalid; `field` names it", body = crate::error::ErrorAnswer),
              (status = 404, description = "No such page", body = crate::error::ErrorAnswer)))]
async fn cms_pages(
    State(db): State<Db>,
    ContentLocale(locale): ContentLocale,
    RawQuery(query): RawQuery,
) -> Result<Json<DataAnswer<Vec<CmsPage>>>, ApiError> {
    let params = Params::parse(query.as_deref());
    let rows = match requested_key(&params)? {
        Some(key) => vec![pages::find(&db, &key, locale).await?.ok_or_else(|| ApiError::NotFound("Page not found".into()))?],
        None => pages::list(&db, locale).await?,
    };
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let titles = pages::titles(&db, &ids).await?;
    Ok(Json(DataAnswer::new(rows.iter().map(|row| page_json(row, locale.code(), &titles)).collect())))
}
