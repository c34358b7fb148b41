//! The home page's slides and banners: their server functions and their pictures' upload route.
//! The core reads every draft and decides what shows on which day
//! (`storefront_core::promotion_edit`); the database writes each change with its audit entry, and
//! the shop reads from there, so a change is on the home page at the next request.

use axum::body::Body;
use axum::extract::{Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use storefront_accounts::tokens::new_token;
use storefront_core::locale::Locale;
use storefront_core::pictures::promotion_upload_path;
use storefront_core::promotion_edit::{self, showing, PromotionDraft, PromotionKind};
use storefront_core::staff::Permission;
use storefront_db::clock;
use storefront_db::content::promotion_editing::{self, EditedPromotion, PromotionSaved};
use storefront_db::html::text_of;

use super::caller::{allowed, require, Caller, OrFailed};
use super::pictures::{forget, replace, Refusal};
use super::AdminState;
use crate::i18n::{text, Text};
use crate::shapes::error::AdminError;
use crate::shapes::promotions::{PromotionDetail, PromotionList, PromotionRow};

fn stored_url(path: &str) -> Option<String> {
    (!path.is_empty()).then(|| format!("/storage/{path}"))
}

fn showing_of(promotion: &EditedPromotion, today: &str) -> promotion_edit::Showing {
    showing(promotion.enabled, !promotion.path.is_empty(), promotion.starts_on.as_deref(), promotion.ends_on.as_deref(), today)
}

fn row_of(promotion: EditedPromotion, index: usize, locale: Locale, today: &str) -> PromotionRow {
    let caption = promotion
        .captions
        .get(&locale)
        .or_else(|| promotion.captions.get(&Locale::Hy))
        .map(|html| text_of(html).split_whitespace().collect::<Vec<_>>().join(" "));
    let missing = match promotion.captions.is_empty() {
        true => Vec::new(),
        false => Locale::ALL.into_iter().filter(|locale| !promotion.captions.contains_key(locale)).collect(),
    };
    PromotionRow {
        id: promotion.id,
        caption: caption.unwrap_or_default(),
        thumbnail_url: (!promotion.path.is_empty()).then(|| format!("/cache/small/{}", promotion.path)),
        showing: showing_of(&promotion, today),
        link: promotion.link,
        starts_on: promotion.starts_on,
        ends_on: promotion.ends_on,
        missing,
        index: index as u32,
    }
}

fn detail_of(kind: PromotionKind, promotion: EditedPromotion) -> PromotionDetail {
    PromotionDetail {
        showing: showing_of(&promotion, &clock::shop_today()),
        id: promotion.id,
        kind,
        version: promotion.version,
        enabled: promotion.enabled,
        picture_url: stored_url(&promotion.path),
        mobile_picture_url: promotion.mobile_path.as_deref().and_then(stored_url),
        link: promotion.link,
        starts_on: promotion.starts_on,
        ends_on: promotion.ends_on,
        captions: promotion.captions,
    }
}

pub async fn list(kind: PromotionKind) -> Result<PromotionList, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let today = clock::shop_today();
    let stored = promotion_editing::all(&state.db, kind).await.or_failed()?;
    let rows = stored.into_iter().enumerate().map(|(index, promotion)| row_of(promotion, index, caller.locale, &today)).collect();
    Ok(PromotionList { kind, rows, today })
}

pub async fn detail(kind: PromotionKind, id: i64) -> Result<PromotionDetail, AdminError> {
    let (state, _) = require(Permission::ManageContent).await?;
    let stored = promotion_editing::one(&state.db, kind, id).await.or_failed()?;
    stored.map(|promotion| detail_of(kind, promotion)).ok_or(AdminError::NotFound)
}

fn outcome(saved: PromotionSaved, locale: Locale) -> Result<i64, AdminError> {
    match saved {
        PromotionSaved::Done { id } => Ok(id),
        PromotionSaved::Stale => Err(AdminError::conflict(text(locale, Text::PromotionSavedByOther))),
        PromotionSaved::Full => Err(AdminError::conflict(text(locale, Text::TooManyPromotions))),
        PromotionSaved::NotFound => Err(AdminError::NotFound),
    }
}

pub async fn save(kind: PromotionKind, id: Option<i64>, version: i64, draft: PromotionDraft) -> Result<PromotionDetail, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let locale = caller.locale;
    let promotion = promotion_edit::check(&draft).map_err(|faults| AdminError::Invalid {
        fields: faults.into_iter().map(|(field, message)| (field, message.text(locale).to_string())).collect(),
    })?;
    let saved = promotion_editing::save(&state.db, kind, id, version, &promotion, &caller.actor()).await.or_failed()?;
    let id = outcome(saved, locale)?;
    promotion_editing::one(&state.db, kind, id).await.or_failed()?.map(|promotion| detail_of(kind, promotion)).ok_or(AdminError::NotFound)
}

pub async fn shift(kind: PromotionKind, id: i64, up: bool) -> Result<(), AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    outcome(promotion_editing::shift(&state.db, kind, id, up, &caller.actor()).await.or_failed()?, caller.locale).map(|_| ())
}

pub async fn delete(kind: PromotionKind, id: i64) -> Result<(), AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let pictures = promotion_editing::delete(&state.db, kind, id, &caller.actor()).await.or_failed()?.ok_or(AdminError::NotFound)?;
    for path in pictures {
        forget(&state, &path).await;
    }
    Ok(())
}

/// `POST /admin/upload/promotions/{kind}/{id}/{which}` (`slide` or `banner`; `picture`, or a
/// slide's `mobile-picture`): the body is the picture's bytes; it replaces the one there was.
pub async fn upload_route(
    State(state): State<AdminState>,
    Path((kind, id, which)): Path<(String, i64, String)>,
    request: Request<Body>,
) -> Response {
    let (parts, body) = request.into_parts();
    let caller = match allowed(&state, &parts, Permission::ManageContent).await {
        Ok(caller) => caller,
        Err(error) => return Refusal::from(error).into_response(),
    };
    let Some(kind) = PromotionKind::parse(&kind) else { return Refusal::from(AdminError::NotFound).into_response() };
    let mobile = match which.as_str() {
        "picture" => false,
        "mobile-picture" if kind.has_mobile_picture() => true,
        _ => return Refusal::from(AdminError::NotFound).into_response(),
    };
    match take(&state, &caller, kind, id, mobile, body).await {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(refusal) => refusal.into_response(),
    }
}

async fn take(state: &AdminState, caller: &Caller, kind: PromotionKind, id: i64, mobile: bool, body: Body) -> Result<(), Refusal> {
    let path = promotion_upload_path(kind, id, &new_token());
    let actor = caller.actor();
    let record = promotion_editing::set_picture(&state.db, kind, id, mobile, &path, &actor);
    replace(state, caller, body, &path, record).await
}
