//! CMS pages as staff edit them: every page, drafts too, with its texts in every language, and
//! creating, saving and deleting one. Each write is one transaction with its audit entry; the
//! storefront reads pages straight from here, so a save is shown at once. HTML is stored
//! sanitised.

use std::collections::BTreeMap;

use serde::Serialize;
use sqlx::{AnyConnection, Row};
use storefront_core::locale::Locale;
use storefront_core::page_edit::{CheckedPage, PageTexts};

use super::url_keys::{key_for, KeyedTable};
use crate::clock;
use crate::html::sanitize;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// The most pages the editor lists: a shop has a handful, a large one a few dozen.
pub const MAX_EDITED_PAGES: i64 = 500;

/// A page as the editor shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EditedPage {
    pub id: i64,
    pub url_key: String,
    pub published: bool,
    pub texts: BTreeMap<Locale, PageTexts>,
    #[serde(skip)]
    pub version: i64,
    #[serde(skip)]
    pub updated_at: String,
    /// Menu items linking to it: a deletion would leave them pointing nowhere.
    #[serde(skip)]
    pub menu_links: i64,
}

/// Every page, drafts too, newest change first.
pub async fn all(db: &Db) -> Result<Vec<EditedPage>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    load(&mut conn, None).await
}

/// One page, if it exists.
pub async fn one(db: &Db, id: i64) -> Result<Option<EditedPage>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    Ok(load(&mut conn, Some(id)).await?.pop())
}

async fn load(conn: &mut AnyConnection, only: Option<i64>) -> Result<Vec<EditedPage>, sqlx::Error> {
    let columns = "SELECT p.id, p.url_key, p.status, p.version, p.updated_at, \
         (SELECT COUNT(*) FROM cms_menus m WHERE m.page_id = p.id OR m.url_key = p.url_key) AS menu_links FROM cms_pages p";
    let rows = match only {
        Some(id) => sqlx::query(&format!("{columns} WHERE p.id = $1")).bind(id).fetch_all(&mut *conn).await?,
        None => {
            sqlx::query(&format!("{columns} ORDER BY p.updated_at DESC, p.id DESC LIMIT $1"))
                .bind(MAX_EDITED_PAGES)
                .fetch_all(&mut *conn)
                .await?
        }
    };
    let mut pages = Vec::with_capacity(rows.len());
    for row in rows {
        pages.push(EditedPage {
            id: row.try_get("id")?,
            url_key: row.try_get("url_key")?,
            published: row.try_get::<i64, _>("status")? == 1,
            texts: BTreeMap::new(),
            version: row.try_get("version")?,
            updated_at: row.try_get("updated_at")?,
            menu_links: row.try_get("menu_links")?,
        });
    }
    let texts = "SELECT page_id, locale, page_title, html_content, meta_title, meta_description FROM cms_page_translations";
    let rows = match only {
        Some(id) => sqlx::query(&format!("{texts} WHERE page_id = $1")).bind(id).fetch_all(&mut *conn).await?,
        None => sqlx::query(texts).fetch_all(&mut *conn).await?,
    };
    for row in rows {
        let page_id: i64 = row.try_get("page_id")?;
        let (Some(page), Some(locale)) =
            (pages.iter_mut().find(|page| page.id == page_id), Locale::parse(&row.try_get::<String, _>("locale")?))
        else {
            continue;
        };
        page.texts.insert(
            locale,
            PageTexts {
                title: row.try_get("page_title")?,
                html: row.try_get("html_content")?,
                meta_title: row.try_get("meta_title")?,
                meta_description: row.try_get("meta_description")?,
            },
        );
    }
    Ok(pages)
}

/// How a save ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageSaved {
    Done {
        id: i64,
    },
    /// Someone saved the page after the version the editor read: nothing was written.
    Stale,
    UrlKeyTaken,
    NotFound,
}

/// Creates a page (`id` none) or saves the one read at `version`. A URL key made from the
/// title (`derived_key`) gets a number when another page has it; a typed one is refused.
pub async fn save(
    db: &Db,
    id: Option<i64>,
    version: i64,
    page: &CheckedPage,
    derived_key: bool,
    actor: &Actor,
) -> Result<PageSaved, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let before = match id {
        Some(id) => match load(&mut tx, Some(id)).await?.pop() {
            Some(before) if before.version != version => return Ok(PageSaved::Stale),
            Some(before) => Some(before),
            None => return Ok(PageSaved::NotFound),
        },
        None => None,
    };
    let own_id = id.unwrap_or(0);
    let keyed = KeyedTable { table: "cms_pages", fallback: "page", custom_url: true };
    let Some(url_key) = key_for(&mut tx, &keyed, &page.url_key, derived_key, own_id).await? else {
        return Ok(PageSaved::UrlKeyTaken);
    };
    let now = clock::now();
    let id = match id {
        Some(id) => {
            sqlx::query("UPDATE cms_pages SET url_key = $1, status = $2, updated_at = $3, version = version + 1 WHERE id = $4")
                .bind(&url_key)
                .bind(i64::from(page.published))
                .bind(&now)
                .bind(id)
                .execute(&mut *tx)
                .await?;
            id
        }
        None => {
            sqlx::query("INSERT INTO cms_pages (url_key, status, created_at, updated_at, version) VALUES ($1, $2, $3, $3, 1) RETURNING id")
                .bind(&url_key)
                .bind(i64::from(page.published))
                .bind(&now)
                .fetch_one(&mut *tx)
                .await?
                .try_get("id")?
        }
    };
    sqlx::query("DELETE FROM cms_page_translations WHERE page_id = $1").bind(id).execute(&mut *tx).await?;
    for (locale, texts) in &page.texts {
        sqlx::query(
            "INSERT INTO cms_page_translations (page_id, locale, page_title, html_content, meta_title, meta_description) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(locale.code())
        .bind(&texts.title)
        .bind(sanitize(&texts.html))
        .bind(&texts.meta_title)
        .bind(&texts.meta_description)
        .execute(&mut *tx)
        .await?;
    }
    let after = load(&mut tx, Some(id)).await?.pop().ok_or(sqlx::Error::RowNotFound)?;
    let action = if before.is_some() { "page.update" } else { "page.create" };
    let (before_json, after_json) = (before.as_ref().map(audited), audited(&after));
    let entry = Entry { action, entity: "page", entity_id: &id.to_string(), before: before_json.as_deref(), after: Some(&after_json) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(PageSaved::Done { id })
}

/// How a deletion ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageDeleted {
    Done,
    /// Menu items link to it: they are changed first, so the shop's menus never point nowhere.
    InMenus {
        links: i64,
    },
    NotFound,
}

/// Deletes a page that no menu links to, with its texts.
pub async fn delete(db: &Db, id: i64, actor: &Actor) -> Result<PageDeleted, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let Some(before) = load(&mut tx, Some(id)).await?.pop() else { return Ok(PageDeleted::NotFound) };
    if before.menu_links > 0 {
        return Ok(PageDeleted::InMenus { links: before.menu_links });
    }
    sqlx::query("DELETE FROM cms_page_translations WHERE page_id = $1").bind(id).execute(&mut *tx).await?;
    sqlx::query("DELETE FROM cms_pages WHERE id = $1").bind(id).execute(&mut *tx).await?;
    let before_json = audited(&before);
    let entry = Entry { action: "page.delete", entity: "page", entity_id: &id.to_string(), before: Some(&before_json), after: None };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(PageDeleted::Done)
}

/// What the audit log keeps of a page: everything the editor shows.
fn audited(page: &EditedPage) -> String {
    serde_json::to_string(page).unwrap_or_default()
}
