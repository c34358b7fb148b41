//! The shop's social network links with their icons.

use sqlx::{AnyConnection, Row};

use crate::Db;

/// Links an answer holds at most.
pub const MAX_LINKS: i64 = 50;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SocialRow {
    pub id: i64,
    pub link: String,
    /// A file name under `/storage/icons/`.
    pub icon: String,
}

/// Active links in footer order.
pub async fn list(db: &Db) -> Result<Vec<SocialRow>, sqlx::Error> {
    sqlx::query("SELECT id, link, icon FROM social_links WHERE status = 1 ORDER BY position, id LIMIT $1")
        .bind(MAX_LINKS)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| Ok(SocialRow { id: row.try_get("id")?, link: row.try_get("link")?, icon: row.try_get("icon")? }))
        .collect()
}

/// Whether the shop has any link (the demo never adds to a shop's own).
pub async fn any(conn: &mut AnyConnection) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query("SELECT id FROM social_links LIMIT 1").fetch_optional(&mut *conn).await?.is_some())
}

pub async fn insert(conn: &mut AnyConnection, link: &str, icon: &str, position: i64) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO social_links (link, icon, position, status) VALUES ($1, $2, $3, 1)")
        .bind(link)
        .bind(icon)
        .bind(position)
        .execute(&mut *conn)
        .await?;
    Ok(())
}
