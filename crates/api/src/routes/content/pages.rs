//! `GET /api/cms/pages`: the CMS pages, or the one a `/page/{urlKeyOrPageIdOrCustomUrl}` address
//! names. Their HTML is sanitised again as it is served, whoever stored it.

use axum::extract::{RawQuery, State};
use serde_json::{json, Value};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::locale::ContentLocale;
use crate::error::ApiError;
use crate::extract::Json;
use crate::routes::catalog::params::Params;
use crate::state::AppState;
use storefront_db::content::pages::{self, PageRow, PageTitle};
use storefront_db::html::sanitize;
use storefront_db::Db;

/// The longest key looked up (url keys and custom urls are short).
const MAX_KEY_LENGTH: usize = 200;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(cms_pages))
}

fn page_json(row: &PageRow, locale: &str, titles: &[PageTitle]) -> Value {
    let translations: Vec<Value> = titles
        .iter()
        .filter(|t| t.page_id == row.id)
        .map(|t| json!({ "locale": t.locale, "page_title": t.page_title, "url_key": row.url_key }))
        .collect();
    json!({
        "id": row.id,
        "page_id": row.id,
        "url_key": row.url_key,
        "custom-url": row.custom_url,
        "locale": locale,
        "page_title": row.page_title,
        "title": row.page_title,
        "html_content": sanitize(&row.html_content),
        "meta_title": row.meta_title,
        "meta_description": row.meta_description,
        "meta_keywords": row.meta_keywords,
        "created_at": row.created_at,
        "updated_at": row.updated_at,
        "translations": translations,
        "links": { "first": format!("/page/{}", row.url_key) },
    })
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
    responses((status = 200, description = "`data`: [{id, page_id, url_key, custom-url, page_title, html_content, meta_*, translations, links: {first}}]", body = Object),
              (status = 400, description = "A parameter is invalid; `field` names it", body = Object),
              (status = 404, description = "No such page", body = Object)))]
async fn cms_pages(State(db): State<Db>, ContentLocale(locale): ContentLocale, RawQuery(query): RawQuery) -> Result<Json<Value>, ApiError> {
    let params = Params::parse(query.as_deref());
    let rows = match requested_key(&params)? {
        Some(key) => vec![pages::find(&db, &key, locale).await?.ok_or_else(|| ApiError::NotFound("Page not found".into()))?],
        None => pages::list(&db, locale).await?,
    };
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let titles = pages::titles(&db, &ids).await?;
    let data: Vec<Value> = rows.iter().map(|row| page_json(row, locale.code(), &titles)).collect();
    Ok(Json(json!({ "data": data })))
}
