//! Header and footer menus: every active item in one query (menus are small), and the writer.

use sqlx::{AnyConnection, Row};
use storefront_core::locale::Locale;

use crate::sql::Sql;
use crate::Db;

/// Menu items an answer holds at most.
pub const MAX_ITEMS: i64 = 500;

/// An active menu item, named in one locale (Armenian where a translation is missing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MenuRow {
    pub id: i64,
    pub parent_id: Option<i64>,
    /// `header` or `footer`.
    pub kind: String,
    pub status: i64,
    pub position: i64,
    /// The linked page, when it is published.
    pub page_id: Option<i64>,
    pub url_key: Option<String>,
    pub custom_url: Option<String>,
    pub name: String,
    /// The linked page's url key.
    pub page_url_key: Option<String>,
    /// The linked category's URL key, when it is shown in the shop.
    pub category_slug: Option<String>,
}

/// Active items of one kind (or both), in menu order: position, then id.
pub async fn list(db: &Db, locale: Locale, kind: Option<&str>) -> Result<Vec<MenuRow>, sqlx::Error> {
    let mut sql = Sql::new(
        "SELECT m.id, m.parent_id, m.type, m.status, m.position, p.id AS page_id, m.url_key, m.custom_url, \
         COALESCE(t.name, f.name, '') AS name, p.url_key AS page_url_key, c.slug AS category_slug \
         FROM cms_menus m \
         LEFT JOIN cms_menu_translations t ON t.menu_id = m.id AND t.locale = $1 \
         LEFT JOIN cms_menu_translations f ON f.menu_id = m.id AND f.locale = 'hy' \
         LEFT JOIN cms_pages p ON p.id = m.page_id AND p.status = 1 \
         LEFT JOIN categories c ON c.id = m.category_id AND c.status = 1 \
         WHERE m.status = 1",
    );
    sql.arg(locale.code());
    if let Some(kind) = kind {
        sql.push(" AND m.type = ").bind(kind);
    }
    sql.push(" ORDER BY m.type DESC, m.position, m.id LIMIT ").bind(MAX_ITEMS);
    sql.query()
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| {
            Ok(MenuRow {
                id: row.try_get("id")?,
                parent_id: row.try_get("parent_id")?,
                kind: row.try_get("type")?,
                status: row.try_get("status")?,
                position: row.try_get("position")?,
                page_id: row.try_get("page_id")?,
                url_key: row.try_get("url_key")?,
                custom_url: row.try_get("custom_url")?,
                name: row.try_get("name")?,
                page_url_key: row.try_get("page_url_key")?,
                category_slug: row.try_get("category_slug")?,
            })
        })
        .collect()
}

/// An item's name in one locale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MenuName {
    pub menu_id: i64,
    pub locale: String,
    pub name: String,
}

/// Every locale's name of these items.
pub async fn names(db: &Db, ids: &[i64]) -> Result<Vec<MenuName>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut sql = Sql::new("SELECT menu_id, locale, name FROM cms_menu_translations WHERE menu_id IN (");
    sql.bind_list(ids).push(") ORDER BY menu_id, locale");
    sql.query()
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| Ok(MenuName { menu_id: row.try_get("menu_id")?, locale: row.try_get("locale")?, name: row.try_get("name")? }))
        .collect()
}

#[derive(Debug, Clone)]
pub struct NewMenuItem<'a> {
    pub parent_id: Option<i64>,
    /// `header` or `footer`.
    pub kind: &'a str,
    pub position: i64,
    pub page_id: Option<i64>,
    pub url_key: Option<&'a str>,
    pub custom_url: Option<&'a str>,
    /// (locale, name) pairs.
    pub names: Vec<(&'a str, &'a str)>,
}

/// Whether any item of this kind exists (the demo never adds to a shop's own menus).
pub async fn any_of_kind(conn: &mut AnyConnection, kind: &str) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query("SELECT id FROM cms_menus WHERE type = $1 LIMIT 1").bind(kind).fetch_optional(&mut *conn).await?.is_some())
}

/// Stores an item with its names; answers its id.
pub async fn insert(conn: &mut AnyConnection, item: &NewMenuItem<'_>) -> Result<i64, sqlx::Error> {
    let id: i64 = sqlx::query(
        "INSERT INTO cms_menus (parent_id, type, status, position, page_id, url_key, custom_url) \
         VALUES ($1, $2, 1, $3, $4, $5, $6) RETURNING id",
    )
    .bind(item.parent_id)
    .bind(item.kind)
    .bind(item.position)
    .bind(item.page_id)
    .bind(item.url_key)
    .bind(item.custom_url)
    .fetch_one(&mut *conn)
    .await?
    .try_get("id")?;
    for (locale, name) in &item.names {
        sqlx::query("INSERT INTO cms_menu_translations (menu_id, locale, name) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(*locale)
            .bind(*name)
            .execute(&mut *conn)
            .await?;
    }
    Ok(id)
}
