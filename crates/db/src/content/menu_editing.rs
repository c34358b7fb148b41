//! The header and footer menus as staff edit them: every item, inactive ones too, with its
//! names in every language and where it leads; saving, moving up or down among its siblings,
//! and deleting one (with its sub-items). Each write is one transaction with its audit entry;
//! the shop reads menus straight from here, so a change is there at the next request.

use std::collections::BTreeMap;

use serde::Serialize;
use sqlx::{AnyConnection, Row};
use storefront_core::locale::Locale;
use storefront_core::menu_edit::{placement, CheckedMenuItem, MenuKind, MenuTarget, Placed};
use storefront_core::validation::Message;

use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// A menu item as the editor shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EditedMenuItem {
    pub id: i64,
    pub menu: MenuKind,
    pub parent_id: Option<i64>,
    pub position: i64,
    pub active: bool,
    pub names: BTreeMap<Locale, String>,
    pub target: MenuTarget,
    #[serde(skip)]
    pub version: i64,
}

/// Every item of both menus, in menu order (header first; position, then id).
pub async fn all(db: &Db) -> Result<Vec<EditedMenuItem>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    load(&mut conn).await
}

async fn load(conn: &mut AnyConnection) -> Result<Vec<EditedMenuItem>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, parent_id, type, status, position, page_id, category_id, url_key, custom_url, version FROM cms_menus \
         ORDER BY type DESC, position, id",
    )
    .fetch_all(&mut *conn)
    .await?;
    let mut items = Vec::with_capacity(rows.len());
    for row in rows {
        let Some(menu) = MenuKind::parse(&row.try_get::<String, _>("type")?) else { continue };
        let (page_id, category_id): (Option<i64>, Option<i64>) = (row.try_get("page_id")?, row.try_get("category_id")?);
        let (url_key, custom_url): (Option<String>, Option<String>) = (row.try_get("url_key")?, row.try_get("custom_url")?);
        // Items written before the editor may name a page by its URL key, or hold a bare address.
        let target = match (category_id, page_id, url_key.filter(|key| !key.trim().is_empty()), custom_url) {
            (Some(category_id), _, _, _) => MenuTarget::Category { category_id },
            (None, _, Some(key), _) => MenuTarget::Url { url: format!("/page/{}", key.trim().trim_start_matches('/')) },
            (None, Some(page_id), None, _) => MenuTarget::Page { page_id },
            (None, None, None, custom) => MenuTarget::Url { url: custom.unwrap_or_default() },
        };
        items.push(EditedMenuItem {
            id: row.try_get("id")?,
            menu,
            parent_id: row.try_get("parent_id")?,
            position: row.try_get("position")?,
            active: row.try_get::<i64, _>("status")? == 1,
            names: BTreeMap::new(),
            target,
            version: row.try_get("version")?,
        });
    }
    for row in sqlx::query("SELECT menu_id, locale, name FROM cms_menu_translations").fetch_all(&mut *conn).await? {
        let menu_id: i64 = row.try_get("menu_id")?;
        let (Some(item), Some(locale)) =
            (items.iter_mut().find(|item| item.id == menu_id), Locale::parse(&row.try_get::<String, _>("locale")?))
        else {
            continue;
        };
        item.names.insert(locale, row.try_get("name")?);
    }
    Ok(items)
}

/// How a save or a move ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuSaved {
    Done {
        id: i64,
    },
    /// Someone saved the item after the version the editor read: nothing was written.
    Stale,
    /// Where it was to sit, or what it was to lead to, is refused (the message says why).
    Refused {
        field: &'static str,
        message: Message,
    },
    NotFound,
}

/// Creates an item at the end of its siblings (`id` none) or saves the one read at `version`;
/// moved to another menu or parent, it goes to the end of its new siblings, its sub-items with
/// it.
pub async fn save(db: &Db, id: Option<i64>, version: i64, item: &CheckedMenuItem, actor: &Actor) -> Result<MenuSaved, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let items = load(&mut tx).await?;
    let before = match id {
        Some(id) => match items.iter().find(|item| item.id == id) {
            Some(before) if before.version != version => return Ok(MenuSaved::Stale),
            Some(before) => Some(before.clone()),
            None => return Ok(MenuSaved::NotFound),
        },
        None => None,
    };
    let placed: Vec<Placed> = items.iter().map(|item| Placed { id: item.id, parent_id: item.parent_id, menu: item.menu }).collect();
    if let Err(message) = placement(&placed, id, item.menu, item.parent_id) {
        return Ok(MenuSaved::Refused { field: "parent_id", message });
    }
    let (page_id, category_id, custom_url) = match &item.target {
        MenuTarget::Page { page_id } => {
            if sqlx::query("SELECT id FROM cms_pages WHERE id = $1").bind(*page_id).fetch_optional(&mut *tx).await?.is_none() {
                return Ok(MenuSaved::Refused { field: "target", message: Message::UnknownPage });
            }
            (Some(*page_id), None, None)
        }
        MenuTarget::Category { category_id } => {
            if sqlx::query("SELECT id FROM categories WHERE id = $1").bind(*category_id).fetch_optional(&mut *tx).await?.is_none() {
                return Ok(MenuSaved::Refused { field: "target", message: Message::UnknownCategory });
            }
            (None, Some(*category_id), None)
        }
        MenuTarget::Url { url } => (None, None, Some(url.clone())),
    };
    let moved = before.as_ref().is_none_or(|before| before.menu != item.menu || before.parent_id != item.parent_id);
    let position = match moved {
        true => {
            sqlx::query_scalar::<_, i64>(
                "SELECT COALESCE(MAX(position) + 1, 0) FROM cms_menus WHERE type = $1 AND parent_id IS NOT DISTINCT FROM $2",
            )
            .bind(item.menu.code())
            .bind(item.parent_id)
            .fetch_one(&mut *tx)
            .await?
        }
        false => before.as_ref().map_or(0, |before| before.position),
    };
    let id = match id {
        Some(id) => {
            sqlx::query(
                "UPDATE cms_menus SET type = $1, parent_id = $2, status = $3, position = $4, page_id = $5, category_id = $6, \
                 url_key = NULL, custom_url = $7, version = version + 1 WHERE id = $8",
            )
            .bind(item.menu.code())
            .bind(item.parent_id)
            .bind(i64::from(item.active))
            .bind(position)
            .bind(page_id)
            .bind(category_id)
            .bind(custom_url)
            .bind(id)
            .execute(&mut *tx)
            .await?;
            // Sub-items stay with their item.
            sqlx::query("UPDATE cms_menus SET type = $1 WHERE parent_id = $2").bind(item.menu.code()).bind(id).execute(&mut *tx).await?;
            id
        }
        None => sqlx::query(
            "INSERT INTO cms_menus (type, parent_id, status, position, page_id, category_id, custom_url, version) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 1) RETURNING id",
        )
        .bind(item.menu.code())
        .bind(item.parent_id)
        .bind(i64::from(item.active))
        .bind(position)
        .bind(page_id)
        .bind(category_id)
        .bind(custom_url)
        .fetch_one(&mut *tx)
        .await?
        .try_get("id")?,
    };
    sqlx::query("DELETE FROM cms_menu_translations WHERE menu_id = $1").bind(id).execute(&mut *tx).await?;
    for (locale, name) in &item.names {
        sqlx::query("INSERT INTO cms_menu_translations (menu_id, locale, name) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(locale.code())
            .bind(name)
            .execute(&mut *tx)
            .await?;
    }
    let after = load(&mut tx).await?.into_iter().find(|item| item.id == id).ok_or(sqlx::Error::RowNotFound)?;
    let action = if before.is_some() { "menu.update" } else { "menu.create" };
    let (before_json, after_json) = (before.as_ref().map(audited), audited(&after));
    let entry = Entry { action, entity: "menu", entity_id: &id.to_string(), before: before_json.as_deref(), after: Some(&after_json) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(MenuSaved::Done { id })
}

/// Moves an item one place up (`up`) or down among its siblings; at the end already, nothing
/// changes.
pub async fn shift(db: &Db, id: i64, up: bool, actor: &Actor) -> Result<MenuSaved, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let items = load(&mut tx).await?;
    let Some(item) = items.iter().find(|item| item.id == id) else { return Ok(MenuSaved::NotFound) };
    let mut siblings: Vec<i64> =
        items.iter().filter(|other| other.menu == item.menu && other.parent_id == item.parent_id).map(|other| other.id).collect();
    let at = siblings.iter().position(|sibling| *sibling == id).unwrap_or(0);
    let to = if up { at.checked_sub(1) } else { Some(at + 1).filter(|to| *to < siblings.len()) };
    let Some(to) = to else { return Ok(MenuSaved::Done { id }) };
    siblings.swap(at, to);
    for (position, sibling) in siblings.iter().enumerate() {
        sqlx::query("UPDATE cms_menus SET position = $1, version = version + 1 WHERE id = $2")
            .bind(position as i64)
            .bind(sibling)
            .execute(&mut *tx)
            .await?;
    }
    let place = |position: usize| serde_json::json!({ "position": position }).to_string();
    let (before, after) = (place(at), place(to));
    let entry = Entry { action: "menu.move", entity: "menu", entity_id: &id.to_string(), before: Some(&before), after: Some(&after) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(MenuSaved::Done { id })
}

/// How a deletion ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuDeleted {
    /// With this many sub-items.
    Done {
        sub_items: i64,
    },
    NotFound,
}

/// Deletes an item, its sub-items with it.
pub async fn delete(db: &Db, id: i64, actor: &Actor) -> Result<MenuDeleted, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let items = load(&mut tx).await?;
    let Some(before) = items.iter().find(|item| item.id == id) else { return Ok(MenuDeleted::NotFound) };
    let sub_items: Vec<&EditedMenuItem> = items.iter().filter(|item| item.parent_id == Some(id)).collect();
    for gone in sub_items.iter().map(|item| item.id).chain([id]) {
        sqlx::query("DELETE FROM cms_menu_translations WHERE menu_id = $1").bind(gone).execute(&mut *tx).await?;
        sqlx::query("DELETE FROM cms_menus WHERE id = $1").bind(gone).execute(&mut *tx).await?;
    }
    let before_json = serde_json::json!({ "item": before, "sub_items": sub_items }).to_string();
    let entry = Entry { action: "menu.delete", entity: "menu", entity_id: &id.to_string(), before: Some(&before_json), after: None };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(MenuDeleted::Done { sub_items: sub_items.len() as i64 })
}

/// What the audit log keeps of an item: everything the editor shows.
fn audited(item: &EditedMenuItem) -> String {
    serde_json::to_string(item).unwrap_or_default()
}
