//! The blog: `GET /api/cms/blogs` (a page of posts, newest first) and `GET /api/cms/blog/{slug}`.
//! Post HTML is sanitised again as it is served, whoever stored it.

use axum::extract::{RawQuery, State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::locale::ContentLocale;
use crate::error::ApiError;
use crate::extract::{Json, Path};
use crate::routes::answers::DataAnswer;
use crate::routes::params::Params;
use crate::state::AppState;
use storefront_db::content::blog::{self, PostRow};
use storefront_db::html::sanitize;
use storefront_db::Db;

/// Posts per page when the client sends no `limit`: the shell paginates above 10.
const DEFAULT_PAGE_SIZE: u32 = 10;
const MAX_PAGE_SIZE: u32 = 50;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(blog_posts)).routes(routes!(blog_post))
}

/// A blog post; its picture in each served size (`None` without one).
#[derive(Debug, Serialize, ToSchema)]
pub struct BlogPost {
    pub id: i64,
    pub url_key: String,
    pub title: String,
    pub blog_title: String,
    pub image: Option<String>,
    pub image_url: Option<String>,
    pub small_image_url: Option<String>,
    pub medium_image_url: Option<String>,
    pub large_image_url: Option<String>,
    pub created_at: String,
    pub html_content: String,
}

/// A page of posts: `setTotal` (the shell's name) and `total` both count all posts.
#[derive(Debug, Serialize, ToSchema)]
pub struct BlogPage {
    pub data: Vec<BlogPost>,
    pub current_page: u32,
    #[serde(rename = "setTotal")]
    pub set_total: i64,
    pub total: i64,
    pub per_page: u32,
    pub last_page: i64,
}

fn post_json(row: &PostRow) -> BlogPost {
    let picture = |prefix: &str| row.image_path.as_ref().map(|path| format!("{prefix}/{path}"));
    BlogPost {
        id: row.id,
        url_key: row.url_key.clone(),
        title: row.title.clone(),
        blog_title: row.title.clone(),
        image: row.image_path.clone(),
        image_url: picture("/storage"),
        small_image_url: picture("/cache/small"),
        medium_image_url: picture("/cache/medium"),
        large_image_url: picture("/cache/large"),
        created_at: row.created_at.clone(),
        html_content: sanitize(&row.html_content),
    }
}

/// Published posts, newest first, a page at a time.
#[utoipa::path(get, path = "/api/cms/blogs", tag = "content",
    params(("locale" = Option<String>, Query, description = "hy | ru | en"),
           ("page" = Option<u32>, Query, description = "from 1"),
           ("limit" = Option<u32>, Query, description = "1..50, default 10")),
    responses((status = 200, description = "A page of posts", body = BlogPage),
              (status = 400, description = "A parameter is invalid; `field` names it", body = crate::error::ErrorAnswer)))]
async fn blog_posts(
    State(db): State<Db>,
    ContentLocale(locale): ContentLocale,
    RawQuery(query): RawQuery,
) -> Result<Json<BlogPage>, ApiError> {
    let params = Params::parse(query.as_deref());
    let page = params.number("page", 1, 100_000, 1)?;
    let per_page = params.number("limit", 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE)?;
    let total = blog::count(&db).await?;
    let data = blog::page(&db, locale, page, per_page).await?.iter().map(post_json).collect();
    Ok(Json(BlogPage {
        data,
        current_page: page,
        set_total: total,
        total,
        per_page,
        last_page: ((total.max(1) - 1) / i64::from(per_page)) + 1,
    }))
}

/// One post by url key (or id); 404 when there is none.
#[utoipa::path(get, path = "/api/cms/blog/{slug}", tag = "content",
    params(("slug" = String, Path, description = "url key or id"), ("locale" = Option<String>, Query, description = "hy | ru | en")),
    responses((status = 200, description = "The post", body = DataAnswer<BlogPost>), (status = 404, description = "No such post", body = crate::error::ErrorAnswer)))]
async fn blog_post(
    State(db): State<Db>,
    ContentLocale(locale): ContentLocale,
    Path(slug): Path<String>,
) -> Result<Json<DataAnswer<BlogPost>>, ApiError> {
    let row = blog::find(&db, slug.trim(), locale).await?.ok_or_else(|| ApiError::NotFound("Blog post not found".into()))?;
    Ok(Json(DataAnswer::new(post_json(&row))))
}
