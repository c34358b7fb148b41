//! Blog posts: their server functions and their picture's upload route. The core reads every
//! draft (`storefront_core::post_edit`); the database stores it sanitised with its audit entry,
//! and the shop reads it from there, from the start of its publish day.

use axum::body::Body;
use axum::extract::{Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use storefront_accounts::tokens::new_token;
use storefront_core::locale::Locale;
use storefront_core::pictures::post_upload_path;
use storefront_core::post_edit::{self, post_state, PostDraft};
use storefront_core::staff::Permission;
use storefront_core::validation::Message;
use storefront_db::clock;
use storefront_db::content::post_editing::{self, EditedPost, PostSaved};

use super::caller::{allowed, require, Caller, OrFailed};
use super::pictures::{forget, replace, Refusal};
use super::AdminState;
use crate::i18n::{text, Text};
use crate::shapes::error::AdminError;
use crate::shapes::posts::{PostDetail, PostRow};

fn row_of(post: EditedPost, locale: Locale, today: &str) -> PostRow {
    let texts = post.texts.get(&locale).filter(|t| !t.title.is_empty()).or_else(|| post.texts.get(&Locale::Hy));
    PostRow {
        id: post.id,
        title: texts.map(|t| t.title.clone()).unwrap_or_else(|| post.url_key.clone()),
        missing: post_edit::missing_translations(&post.texts),
        state: post_state(post.published, &post.publish_on, today),
        thumbnail_url: post.image_path.as_ref().map(|path| format!("/cache/small/{path}")),
        url_key: post.url_key,
        publish_on: post.publish_on,
    }
}

fn detail_of(post: EditedPost) -> PostDetail {
    PostDetail {
        state: post_state(post.published, &post.publish_on, &clock::shop_today()),
        id: post.id,
        version: post.version,
        url_key: post.url_key,
        published: post.published,
        publish_on: post.publish_on,
        picture_url: post.image_path.map(|path| format!("/storage/{path}")),
        texts: post.texts,
    }
}

async fn detail_in(state: &AdminState, id: i64) -> Result<PostDetail, AdminError> {
    post_editing::one(&state.db, id).await.or_failed()?.map(detail_of).ok_or(AdminError::NotFound)
}

pub async fn list() -> Result<Vec<PostRow>, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let today = clock::shop_today();
    Ok(post_editing::all(&state.db).await.or_failed()?.into_iter().map(|post| row_of(post, caller.locale, &today)).collect())
}

pub async fn detail(id: i64) -> Result<PostDetail, AdminError> {
    let (state, _) = require(Permission::ManageContent).await?;
    detail_in(&state, id).await
}

pub async fn save(id: Option<i64>, version: i64, draft: PostDraft) -> Result<PostDetail, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let locale = caller.locale;
    let post = post_edit::check(&draft, &clock::shop_today()).map_err(|faults| AdminError::Invalid {
        fields: faults.into_iter().map(|(field, message)| (field, message.text(locale).to_string())).collect(),
    })?;
    let derived_key = draft.url_key.trim().is_empty();
    let saved = post_editing::save(&state.db, id, version, &post, derived_key, &caller.actor()).await.or_failed()?;
    let id = match saved {
        PostSaved::Done { id } => id,
        PostSaved::Stale => return Err(AdminError::conflict(text(locale, Text::PostSavedByOther))),
        PostSaved::UrlKeyTaken => return Err(AdminError::invalid("url_key", Message::PostUrlKeyTaken.text(locale))),
        PostSaved::NotFound => return Err(AdminError::NotFound),
    };
    detail_in(&state, id).await
}

pub async fn remove_picture(id: i64) -> Result<PostDetail, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let replaced = post_editing::set_picture(&state.db, id, None, &caller.actor()).await.or_failed()?.ok_or(AdminError::NotFound)?;
    forget(&state, &replaced).await;
    detail_in(&state, id).await
}

pub async fn delete(id: i64) -> Result<(), AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let picture = post_editing::delete(&state.db, id, &caller.actor()).await.or_failed()?.ok_or(AdminError::NotFound)?;
    forget(&state, &picture).await;
    Ok(())
}

/// `POST /admin/upload/posts/{id}/picture`: the body is the picture's bytes; it replaces the
/// post's picture.
pub async fn upload_route(State(state): State<AdminState>, Path(id): Path<i64>, request: Request<Body>) -> Response {
    let (parts, body) = request.into_parts();
    let caller = match allowed(&state, &parts, Permission::ManageContent).await {
        Ok(caller) => caller,
        Err(error) => return Refusal::from(error).into_response(),
    };
    match take(&state, &caller, id, body).await {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(refusal) => refusal.into_response(),
    }
}

async fn take(state: &AdminState, caller: &Caller, id: i64, body: Body) -> Result<(), Refusal> {
    let path = post_upload_path(id, &new_token());
    let actor = caller.actor();
    let record = post_editing::set_picture(&state.db, id, Some(&path), &actor);
    replace(state, caller, body, &path, record).await
}
