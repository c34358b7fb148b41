//! CMS pages: the list, one page by id, url key or custom url, and the writer, which stores
//! only sanitised HTML.

use sqlx::{AnyConnection, Row};
use storefront_core::locale::Locale;

use crate::html::sanitize;
use crate::sql::Sql;
use crate::Db;

/// Pages a list answers at most (a shop has a handful).
pub const MAX_PAGES: i64 = 100;

/// A published page with its texts in one locale (Armenian where a translation is missing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageRow {
    pub id: i64,
    pub url_key: String,
    pub custom_url: Option<String>,
    pub page_title: String,
    pub html_content: String,
    pub meta_title: String,
    pub meta_description: String,
    pub meta_keywords: String,
    pub created_at: String,
    pub updated_at: String,
}

const PAGE_COLUMNS: &str = "SELECT p.id, p.url_key, p.custom_url, p.created_at, p.updated_at, \
    COALESCE(t.page_title, f.page_title, p.url_key) AS page_title, \
    COALESCE(t.html_content, f.html_content, '') AS html_content, \
    COALESCE(t.meta_title, f.meta_title, '') AS meta_title, \
    COALESCE(t.meta_description, f.meta_description, '') AS meta_description, \
    COALESCE(t.meta_keywords, f.meta_keywords, '') AS meta_keywords \
    FROM cms_pages p \
    LEFT JOIN cms_page_translations t ON t.page_id = p.id AND t.locale = $1 \
    LEFT JOIN cms_page_translations f ON f.page_id = p.id AND f.locale = 'hy'";

fn page_row(row: &sqlx::any::AnyRow) -> Result<PageRow, sqlx::Error> {
    Ok(PageRow {
        id: row.try_get("id")?,
        url_key: row.try_get("url_key")?,
        custom_url: row.try_get("custom_url")?,
        page_title: row.try_get("page_title")?,
        html_content: row.try_get("html_content")?,
        meta_title: row.try_get("meta_title")?,
        meta_description: row.try_get("meta_description")?,
        meta_keywords: row.try_get("meta_keywords")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

/// Published pages in id order, at most [`MAX_PAGES`].
pub async fn list(db: &Db, locale: Locale) -> Result<Vec<PageRow>, sqlx::Error> {
    let mut sql = Sql::new(PAGE_COLUMNS);
    sql.arg(locale.code()).push(" WHERE p.status = 1 ORDER BY p.id LIMIT ").bind(MAX_PAGES);
    sql.query().fetch_all(db.pool()).await?.iter().map(page_row).collect()
}

/// The published page a `/page/{key}` address names: its id, url key or custom url.
pub async fn find(db: &Db, key: &str, locale: Locale) -> Result<Option<PageRow>, sqlx::Error> {
    let mut sql = Sql::new(PAGE_COLUMNS);
    sql.arg(locale.code()).push(" WHERE p.status = 1 AND (p.url_key = ").bind(key).push(" OR p.custom_url = ").bind(key);
    if let Ok(id) = key.parse::<i64>() {
        sql.push(" OR p.id = ").bind(id);
    }
    // A url key that looks like another page's id loses to the url key.
    sql.push(") ORDER BY CASE WHEN p.url_key = ").bind(key).push(" THEN 0 ELSE 1 END LIMIT 1");
    sql.query().fetch_optional(db.pool()).await?.as_ref().map(page_row).transpose()
}

/// A page's title in one locale, for the `translations` of pages and menus.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageTitle {
    pub page_id: i64,
    pub locale: String,
    pub page_title: String,
}

/// Every locale's title of these pages, by page and locale.
pub async fn titles(db: &Db, ids: &[i64]) -> Result<Vec<PageTitle>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut sql = Sql::new("SELECT page_id, locale, page_title FROM cms_page_translations WHERE page_id IN (");
    sql.bind_list(ids).push(") ORDER BY page_id, locale");
    sql.query()
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| {
            Ok(PageTitle { page_id: row.try_get("page_id")?, locale: row.try_get("locale")?, page_title: row.try_get("page_title")? })
        })
        .collect()
}

/// A page's texts in one locale, as a writer hands them in.
#[derive(Debug, Clone, Copy)]
pub struct PageText<'a> {
    pub locale: &'a str,
    pub page_title: &'a str,
    /// Any HTML: it is sanitised before it is stored.
    pub html_content: &'a str,
    pub meta_description: &'a str,
}

#[derive(Debug, Clone)]
pub struct NewPage<'a> {
    /// An id of the writer's choice (the terms page is 18 for the shell's checkout link), or
    /// the next one.
    pub id: Option<i64>,
    pub url_key: &'a str,
    pub custom_url: Option<&'a str>,
    pub created_at: &'a str,
    pub texts: Vec<PageText<'a>>,
}

/// The id of the page with this url key, if any.
pub async fn id_by_url_key(conn: &mut AnyConnection, url_key: &str) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query("SELECT id FROM cms_pages WHERE url_key = $1")
        .bind(url_key)
        .fetch_optional(&mut *conn)
        .await?
        .map(|r| r.try_get("id"))
        .transpose()
}

/// Whether a page holds this id.
pub async fn id_taken(conn: &mut AnyConnection, id: i64) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query("SELECT id FROM cms_pages WHERE id = $1").bind(id).fetch_optional(&mut *conn).await?.is_some())
}

/// Stores a page with its texts (HTML sanitised); answers its id.
pub async fn insert(conn: &mut AnyConnection, page: &NewPage<'_>) -> Result<i64, sqlx::Error> {
    let row = match page.id {
        Some(id) => sqlx::query(
            "INSERT INTO cms_pages (id, url_key, custom_url, status, created_at, updated_at) VALUES ($1, $2, $3, 1, $4, $4) RETURNING id",
        )
        .bind(id),
        None => sqlx::query(
            "INSERT INTO cms_pages (url_key, custom_url, status, created_at, updated_at) VALUES ($1, $2, 1, $3, $3) RETURNING id",
        ),
    }
    .bind(page.url_key)
    .bind(page.custom_url)
    .bind(page.created_at)
    .fetch_one(&mut *conn)
    .await?;
    let id: i64 = row.try_get("id")?;
    for text in &page.texts {
        sqlx::query(
            "INSERT INTO cms_page_translations (page_id, locale, page_title, html_content, meta_title, meta_description) \
             VALUES ($1, $2, $3, $4, $3, $5)",
        )
        .bind(id)
        .bind(text.locale)
        .bind(text.page_title)
        .bind(sanitize(text.html_content))
        .bind(text.meta_description)
        .execute(&mut *conn)
        .await?;
    }
    Ok(id)
}
