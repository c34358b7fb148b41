//! The newsletter's subscribers: the searchable list, unsubscribing (audited) and the CSV export
//! of a search (audited: the addresses are personal data).

use axum::body::Body;
use axum::extract::{Request, State};
use axum::response::{IntoResponse, Response};
use storefront_catalog_csv::file::Writer;
use storefront_core::locale::Locale;
use storefront_core::staff::Permission;
use storefront_core::validation::{Message, MAX_TEXT_LENGTH};
use storefront_db::content::newsletter::{self, SubscriberRow};

use super::caller::{allowed, require, OrFailed};
use super::catalog_files::attachment;
use super::pictures::Refusal;
use super::AdminState;
use crate::shapes::error::AdminError;
use crate::shapes::newsletter::{Subscriber, SubscriberPage};

/// Subscribers a page of the list shows.
pub const SUBSCRIBERS_PER_PAGE: u32 = 50;

/// The most rows one export holds: a large shop's whole list.
const MAX_EXPORTED: i64 = 1_000_000;

fn subscriber_of(row: SubscriberRow) -> Subscriber {
    Subscriber { id: row.id, locale: Locale::parse(&row.locale), email: row.email, created_at: row.created_at }
}

fn checked_search(search: &str, locale: Locale) -> Result<(), AdminError> {
    if search.contains('\0') {
        return Err(AdminError::invalid("search", Message::CharacterNotAllowed.text(locale)));
    }
    if search.chars().count() > MAX_TEXT_LENGTH {
        return Err(AdminError::invalid("search", Message::TooLong.text(locale)));
    }
    Ok(())
}

pub async fn list(search: String, page: u32) -> Result<SubscriberPage, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    checked_search(&search, caller.locale)?;
    let page = page.max(1);
    let per_page = i64::from(SUBSCRIBERS_PER_PAGE);
    let (rows, total) = newsletter::page(&state.db, &search, per_page, i64::from(page - 1) * per_page).await.or_failed()?;
    let last_page = u32::try_from((total + per_page - 1) / per_page).unwrap_or(u32::MAX).max(1);
    Ok(SubscriberPage { subscribers: rows.into_iter().map(subscriber_of).collect(), total, page, last_page })
}

pub async fn unsubscribe(id: i64) -> Result<String, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    newsletter::unsubscribe(&state.db, id, &caller.actor()).await.or_failed()?.ok_or(AdminError::NotFound)
}

/// `GET /admin/download/newsletter?q=`: the subscribers of a search (all without one) as CSV,
/// UTF-8 with a BOM so Excel reads it: e-mail, language, when they subscribed.
pub async fn download_route(State(state): State<AdminState>, request: Request<Body>) -> Response {
    let (parts, _) = request.into_parts();
    let caller = match allowed(&state, &parts, Permission::ManageContent).await {
        Ok(caller) => caller,
        Err(error) => return Refusal::from(error).into_response(),
    };
    let search = parts
        .uri
        .query()
        .and_then(|query| form_urlencoded::parse(query.as_bytes()).find(|(key, _)| key == "q").map(|(_, value)| value.into_owned()))
        .unwrap_or_default();
    if let Err(error) = checked_search(&search, caller.locale) {
        return Refusal::from(error).into_response();
    }
    let Ok((rows, _)) = newsletter::page(&state.db, &search, MAX_EXPORTED, 0).await else {
        return Refusal::from(AdminError::Failed).into_response();
    };
    let mut writer = Writer::with_header(&["email", "language", "subscribed_at"]);
    for row in &rows {
        writer.row(&[row.email.clone(), row.locale.clone(), row.created_at.clone()]);
    }
    if newsletter::record_export(&state.db, &search, rows.len(), &caller.actor()).await.is_err() {
        return Refusal::from(AdminError::Failed).into_response();
    }
    attachment("newsletter-subscribers.csv", writer.finish())
}
