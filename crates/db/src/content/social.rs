//! The shop's social network links with their icons: the footer's (shown ones, in order) and
//! the whole list as staff edit it, saved whole and audited.

use serde::Serialize;
use sqlx::{AnyConnection, Row};
use storefront_core::social_links::CheckedLink;

use crate::staff::audit::{self, Actor, Entry};
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

/// A link as staff see it: shown or not, in the footer's order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EditedLink {
    pub link: String,
    pub icon: String,
    pub enabled: bool,
}

async fn every(conn: &mut AnyConnection) -> Result<Vec<EditedLink>, sqlx::Error> {
    sqlx::query("SELECT link, icon, status FROM social_links ORDER BY position, id")
        .fetch_all(conn)
        .await?
        .iter()
        .map(|row| {
            Ok(EditedLink { link: row.try_get("link")?, icon: row.try_get("icon")?, enabled: row.try_get::<i64, _>("status")? == 1 })
        })
        .collect()
}

/// Every link, shown or not, in order.
pub async fn all(db: &Db) -> Result<Vec<EditedLink>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    every(&mut conn).await
}

/// Replaces the links with `links` (checked by the core, in order) and audits the change with
/// the list before and after, in one transaction; answers the list as stored.
pub async fn save_all(db: &Db, links: &[CheckedLink], actor: &Actor) -> Result<Vec<EditedLink>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let before = every(&mut tx).await?;
    sqlx::query("DELETE FROM social_links").execute(&mut *tx).await?;
    for (position, link) in links.iter().enumerate() {
        sqlx::query("INSERT INTO social_links (link, icon, position, status) VALUES ($1, $2, $3, $4)")
            .bind(&link.link)
            .bind(link.icon)
            .bind(position as i64 + 1)
            .bind(i64::from(link.enabled))
            .execute(&mut *tx)
            .await?;
    }
    let after = every(&mut tx).await?;
    let json = |links: &[EditedLink]| serde_json::to_string(links).unwrap_or_default();
    let (before_json, after_json) = (json(&before), json(&after));
    let entry =
        Entry { action: "social.update", entity: "settings", entity_id: "social", before: Some(&before_json), after: Some(&after_json) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(after)
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
