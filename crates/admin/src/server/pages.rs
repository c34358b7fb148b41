//! The CMS pages' server functions. The core reads every draft (`storefront_core::page_edit`);
//! the database stores it sanitised with its audit entry, and the storefront reads it from
//! there, so a save is on the shop at once. The preview sanitises with the same code.

use storefront_core::locale::Locale;
use storefront_core::page_edit::{self, PageDraft, MAX_PAGE_HTML_LENGTH};
use storefront_core::staff::Permission;
use storefront_core::validation::Message;
use storefront_db::content::page_editing::{self, EditedPage, PageDeleted, PageSaved};
use storefront_db::html::sanitize;

use super::caller::{require, OrFailed};
use crate::i18n::{text, Count, Text};
use crate::shapes::error::AdminError;
use crate::shapes::pages::{PageDetail, PageRow};

fn row_of(page: EditedPage, locale: Locale) -> PageRow {
    let texts = page.texts.get(&locale).filter(|t| !t.title.is_empty()).or_else(|| page.texts.get(&Locale::Hy));
    PageRow {
        id: page.id,
        title: texts.map(|t| t.title.clone()).unwrap_or_else(|| page.url_key.clone()),
        missing: page_edit::missing_translations(&page.texts),
        url_key: page.url_key,
        published: page.published,
        updated_at: page.updated_at,
    }
}

fn detail_of(page: EditedPage) -> PageDetail {
    PageDetail {
        id: page.id,
        version: page.version,
        url_key: page.url_key,
        published: page.published,
        texts: page.texts,
        menu_links: page.menu_links,
    }
}

pub async fn list() -> Result<Vec<PageRow>, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    Ok(page_editing::all(&state.db).await.or_failed()?.into_iter().map(|page| row_of(page, caller.locale)).collect())
}

pub async fn detail(id: i64) -> Result<PageDetail, AdminError> {
    let (state, _) = require(Permission::ManageContent).await?;
    page_editing::one(&state.db, id).await.or_failed()?.map(detail_of).ok_or(AdminError::NotFound)
}

pub async fn save(id: Option<i64>, version: i64, draft: PageDraft) -> Result<PageDetail, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let locale = caller.locale;
    let page = page_edit::check(&draft).map_err(|faults| AdminError::Invalid {
        fields: faults.into_iter().map(|(field, message)| (field, message.text(locale).to_string())).collect(),
    })?;
    let derived_key = draft.url_key.trim().is_empty();
    let saved = page_editing::save(&state.db, id, version, &page, derived_key, &caller.actor()).await.or_failed()?;
    let id = match saved {
        PageSaved::Done { id } => id,
        PageSaved::Stale => return Err(AdminError::conflict(text(locale, Text::PageSavedByOther))),
        PageSaved::UrlKeyTaken => return Err(AdminError::invalid("url_key", Message::PageUrlKeyTaken.text(locale))),
        PageSaved::NotFound => return Err(AdminError::NotFound),
    };
    page_editing::one(&state.db, id).await.or_failed()?.map(detail_of).ok_or(AdminError::NotFound)
}

pub async fn delete(id: i64) -> Result<(), AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    match page_editing::delete(&state.db, id, &caller.actor()).await.or_failed()? {
        PageDeleted::Done => Ok(()),
        PageDeleted::InMenus { links } => {
            Err(AdminError::conflict(Count::PageInMenus.format(caller.locale, u64::try_from(links).unwrap_or(0))))
        }
        PageDeleted::NotFound => Err(AdminError::NotFound),
    }
}

pub async fn preview(html: String) -> Result<String, AdminError> {
    let (_, caller) = require(Permission::ManageContent).await?;
    if html.contains('\0') {
        return Err(AdminError::invalid("html", Message::CharacterNotAllowed.text(caller.locale)));
    }
    if html.chars().count() > MAX_PAGE_HTML_LENGTH {
        return Err(AdminError::invalid("html", Message::PageTooLong.text(caller.locale)));
    }
    Ok(sanitize(&html))
}
