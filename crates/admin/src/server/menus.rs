//! The menus' server functions. The core reads every draft and where it may sit
//! (`storefront_core::menu_edit`); the database writes it with its audit entry, and the shop
//! reads menus from there, so a change is on the shop at the next request.

use storefront_core::locale::Locale;
use storefront_core::menu_edit::{self, MenuItemDraft, MenuTarget};
use storefront_core::staff::Permission;
use storefront_db::catalog::category_editing;
use storefront_db::content::menu_editing::{self, EditedMenuItem, MenuDeleted, MenuSaved};
use storefront_db::content::page_editing;

use super::caller::{require, OrFailed};
use crate::i18n::{text, Text};
use crate::shapes::error::AdminError;
use crate::shapes::menus::{Choice, MenuEntry, MenusView};

fn name_in(names: &std::collections::BTreeMap<Locale, String>, locale: Locale) -> Option<String> {
    names.get(&locale).or_else(|| names.get(&Locale::Hy)).cloned()
}

pub async fn editor() -> Result<MenusView, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let locale = caller.locale;
    let pages: Vec<Choice> = page_editing::all(&state.db)
        .await
        .or_failed()?
        .into_iter()
        .map(|page| {
            let title = page.texts.get(&locale).or_else(|| page.texts.get(&Locale::Hy)).map(|t| t.title.clone()).unwrap_or_default();
            Choice { id: page.id, label: format!("{title} · /page/{}", page.url_key) }
        })
        .collect();
    let categories: Vec<Choice> = super::categories::nodes(category_editing::tree(&state.db).await.or_failed()?, locale)
        .into_iter()
        .map(|node| Choice { id: node.id, label: node.path })
        .collect();
    let stored = menu_editing::all(&state.db).await.or_failed()?;
    let leads_to = |item: &EditedMenuItem| match &item.target {
        MenuTarget::Page { page_id } => pages.iter().find(|p| p.id == *page_id).map(|p| p.label.clone()).unwrap_or_default(),
        MenuTarget::Category { category_id } => {
            categories.iter().find(|c| c.id == *category_id).map(|c| c.label.clone()).unwrap_or_default()
        }
        MenuTarget::Url { url } => url.clone(),
    };
    // Each top-level item followed by its sub-items, as the menus draw them.
    let mut items = Vec::with_capacity(stored.len());
    for menu in menu_edit::MenuKind::ALL {
        let level = |parent: Option<i64>| -> Vec<&EditedMenuItem> {
            stored.iter().filter(|item| item.menu == menu && item.parent_id == parent).collect()
        };
        let top = level(None);
        for (index, item) in top.iter().enumerate() {
            let below = level(Some(item.id));
            items.push(entry(item, index, top.len(), below.len(), locale, leads_to(item)));
            for (index, sub) in below.iter().enumerate() {
                items.push(entry(sub, index, below.len(), 0, locale, leads_to(sub)));
            }
        }
    }
    Ok(MenusView { items, pages, categories })
}

fn entry(item: &EditedMenuItem, index: usize, siblings: usize, sub_items: usize, locale: Locale, leads_to: String) -> MenuEntry {
    MenuEntry {
        id: item.id,
        menu: item.menu,
        parent_id: item.parent_id,
        active: item.active,
        version: item.version,
        name: name_in(&item.names, locale).unwrap_or_default(),
        names: item.names.clone(),
        target: item.target.clone(),
        leads_to,
        index: index as u32,
        siblings: siblings as u32,
        sub_items: sub_items as u32,
    }
}

fn outcome(saved: MenuSaved, locale: Locale) -> Result<i64, AdminError> {
    match saved {
        MenuSaved::Done { id } => Ok(id),
        MenuSaved::Stale => Err(AdminError::conflict(text(locale, Text::MenuSavedByOther))),
        MenuSaved::Refused { field, message } => Err(AdminError::invalid(field, message.text(locale))),
        MenuSaved::NotFound => Err(AdminError::NotFound),
    }
}

pub async fn save(id: Option<i64>, version: i64, draft: MenuItemDraft) -> Result<i64, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let locale = caller.locale;
    let item = menu_edit::check(&draft).map_err(|faults| AdminError::Invalid {
        fields: faults.into_iter().map(|(field, message)| (field, message.text(locale).to_string())).collect(),
    })?;
    outcome(menu_editing::save(&state.db, id, version, &item, &caller.actor()).await.or_failed()?, locale)
}

pub async fn shift(id: i64, up: bool) -> Result<(), AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    outcome(menu_editing::shift(&state.db, id, up, &caller.actor()).await.or_failed()?, caller.locale).map(|_| ())
}

pub async fn delete(id: i64) -> Result<i64, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    match menu_editing::delete(&state.db, id, &caller.actor()).await.or_failed()? {
        MenuDeleted::Done { sub_items } => Ok(sub_items),
        MenuDeleted::NotFound => Err(AdminError::NotFound),
    }
}
