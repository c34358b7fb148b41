//! The home page's slides and banners as staff edit them: every one, switched off or out of its
//! days too, with its captions in every language; saving, moving up or down, replacing a
//! picture and deleting one. Each write is one transaction with its audit entry; the shop reads
//! them straight from here (`catalog::promotions`), so a change is there at the next request.
//! Captions are stored sanitised.

use std::collections::BTreeMap;

use serde::Serialize;
use sqlx::{AnyConnection, Row};
use storefront_core::locale::Locale;
use storefront_core::promotion_edit::{CheckedPromotion, PromotionKind, MAX_PROMOTIONS};

use crate::html::sanitize;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// A slide or banner as the editor shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EditedPromotion {
    pub id: i64,
    /// Relative to the picture store; empty until a picture is uploaded.
    pub path: String,
    /// A slide's picture for narrow screens.
    pub mobile_path: Option<String>,
    pub link: String,
    pub enabled: bool,
    pub starts_on: Option<String>,
    pub ends_on: Option<String>,
    pub captions: BTreeMap<Locale, String>,
    #[serde(skip)]
    pub position: i64,
    #[serde(skip)]
    pub version: i64,
}

/// Where a kind is stored: its table, its captions' table and the captions' key column.
fn tables(kind: PromotionKind) -> (&'static str, &'static str, &'static str) {
    match kind {
        PromotionKind::Slide => ("sliders", "slider_translations", "slider_id"),
        PromotionKind::Banner => ("banners", "banner_translations", "banner_id"),
    }
}

/// Every slide or every banner, in the order the home page draws them (position, then id).
pub async fn all(db: &Db, kind: PromotionKind) -> Result<Vec<EditedPromotion>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    load(&mut conn, kind).await
}

/// One slide or banner.
pub async fn one(db: &Db, kind: PromotionKind, id: i64) -> Result<Option<EditedPromotion>, sqlx::Error> {
    Ok(all(db, kind).await?.into_iter().find(|promotion| promotion.id == id))
}

async fn load(conn: &mut AnyConnection, kind: PromotionKind) -> Result<Vec<EditedPromotion>, sqlx::Error> {
    let (table, captions, key) = tables(kind);
    let mobile = if kind.has_mobile_picture() { "mobile_path" } else { "NULL AS mobile_path" };
    let rows = sqlx::query(&format!(
        "SELECT id, path, {mobile}, link, status, starts_on, ends_on, position, version FROM {table} ORDER BY position, id LIMIT $1"
    ))
    .bind(MAX_PROMOTIONS as i64)
    .fetch_all(&mut *conn)
    .await?;
    let mut promotions = Vec::with_capacity(rows.len());
    for row in rows {
        promotions.push(EditedPromotion {
            id: row.try_get("id")?,
            path: row.try_get("path")?,
            mobile_path: row.try_get::<Option<String>, _>("mobile_path")?.filter(|path| !path.is_empty()),
            link: row.try_get("link")?,
            enabled: row.try_get::<i64, _>("status")? == 1,
            starts_on: row.try_get("starts_on")?,
            ends_on: row.try_get("ends_on")?,
            captions: BTreeMap::new(),
            position: row.try_get("position")?,
            version: row.try_get("version")?,
        });
    }
    for row in sqlx::query(&format!("SELECT {key} AS owner, locale, content FROM {captions}")).fetch_all(&mut *conn).await? {
        let owner: i64 = row.try_get("owner")?;
        let (Some(promotion), Some(locale)) =
            (promotions.iter_mut().find(|p| p.id == owner), Locale::parse(&row.try_get::<String, _>("locale")?))
        else {
            continue;
        };
        let content: String = row.try_get("content")?;
        if !content.is_empty() {
            promotion.captions.insert(locale, content);
        }
    }
    Ok(promotions)
}

/// How a write ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PromotionSaved {
    Done {
        id: i64,
    },
    /// Someone saved it after the version the editor read: nothing was written.
    Stale,
    /// The shop holds as many as it lists.
    Full,
    NotFound,
}

/// Creates one at the end of its kind's order (`id` none), without a picture, or saves the one
/// read at `version`.
pub async fn save(
    db: &Db,
    kind: PromotionKind,
    id: Option<i64>,
    version: i64,
    promotion: &CheckedPromotion,
    actor: &Actor,
) -> Result<PromotionSaved, sqlx::Error> {
    let (table, captions, key) = tables(kind);
    let mut tx = db.begin_write().await?;
    let stored = load(&mut tx, kind).await?;
    let before = match id {
        Some(id) => match stored.iter().find(|p| p.id == id) {
            Some(before) if before.version != version => return Ok(PromotionSaved::Stale),
            Some(before) => Some(before.clone()),
            None => return Ok(PromotionSaved::NotFound),
        },
        None if stored.len() >= MAX_PROMOTIONS => return Ok(PromotionSaved::Full),
        None => None,
    };
    let status = i64::from(promotion.enabled);
    let id = match id {
        Some(id) => {
            sqlx::query(&format!(
                "UPDATE {table} SET link = $1, status = $2, starts_on = $3, ends_on = $4, version = version + 1 WHERE id = $5"
            ))
            .bind(&promotion.link)
            .bind(status)
            .bind(&promotion.starts_on)
            .bind(&promotion.ends_on)
            .bind(id)
            .execute(&mut *tx)
            .await?;
            id
        }
        None => {
            let position = stored.iter().map(|p| p.position + 1).max().unwrap_or(0);
            sqlx::query(&format!(
                "INSERT INTO {table} (path, link, position, status, starts_on, ends_on, version) \
                 VALUES ('', $1, $2, $3, $4, $5, 1) RETURNING id"
            ))
            .bind(&promotion.link)
            .bind(position)
            .bind(status)
            .bind(&promotion.starts_on)
            .bind(&promotion.ends_on)
            .fetch_one(&mut *tx)
            .await?
            .try_get("id")?
        }
    };
    sqlx::query(&format!("DELETE FROM {captions} WHERE {key} = $1")).bind(id).execute(&mut *tx).await?;
    for (locale, caption) in &promotion.captions {
        sqlx::query(&format!("INSERT INTO {captions} ({key}, locale, content) VALUES ($1, $2, $3)"))
            .bind(id)
            .bind(locale.code())
            .bind(sanitize(caption))
            .execute(&mut *tx)
            .await?;
    }
    let after = load(&mut tx, kind).await?.into_iter().find(|p| p.id == id).ok_or(sqlx::Error::RowNotFound)?;
    let action = audit_action(kind, if before.is_some() { "update" } else { "create" });
    let (before_json, after_json) = (before.as_ref().map(audited), audited(&after));
    let entry = Entry {
        action: &action,
        entity: kind.code(),
        entity_id: &id.to_string(),
        before: before_json.as_deref(),
        after: Some(&after_json),
    };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(PromotionSaved::Done { id })
}

/// Moves one a place up (`up`) or down in its kind's order; at the end already, nothing changes.
pub async fn shift(db: &Db, kind: PromotionKind, id: i64, up: bool, actor: &Actor) -> Result<PromotionSaved, sqlx::Error> {
    let (table, ..) = tables(kind);
    let mut tx = db.begin_write().await?;
    let mut order: Vec<i64> = load(&mut tx, kind).await?.iter().map(|p| p.id).collect();
    let Some(at) = order.iter().position(|other| *other == id) else { return Ok(PromotionSaved::NotFound) };
    let to = if up { at.checked_sub(1) } else { Some(at + 1).filter(|to| *to < order.len()) };
    let Some(to) = to else { return Ok(PromotionSaved::Done { id }) };
    order.swap(at, to);
    for (position, other) in order.iter().enumerate() {
        sqlx::query(&format!("UPDATE {table} SET position = $1, version = version + 1 WHERE id = $2"))
            .bind(position as i64)
            .bind(other)
            .execute(&mut *tx)
            .await?;
    }
    let place = |position: usize| serde_json::json!({ "position": position }).to_string();
    let (before, after) = (place(at), place(to));
    let action = audit_action(kind, "move");
    let entry = Entry { action: &action, entity: kind.code(), entity_id: &id.to_string(), before: Some(&before), after: Some(&after) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(PromotionSaved::Done { id })
}

/// Records `path` as the picture (`mobile`: a slide's picture for narrow screens); answers the
/// picture it replaced (empty: none), or none when there is no such slide or banner.
pub async fn set_picture(
    db: &Db,
    kind: PromotionKind,
    id: i64,
    mobile: bool,
    path: &str,
    actor: &Actor,
) -> Result<Option<String>, sqlx::Error> {
    let (table, ..) = tables(kind);
    let column = if mobile && kind.has_mobile_picture() { "mobile_path" } else { "path" };
    let mut tx = db.begin_write().await?;
    let Some(before) = load(&mut tx, kind).await?.into_iter().find(|p| p.id == id) else { return Ok(None) };
    let replaced = if column == "path" { before.path.clone() } else { before.mobile_path.clone().unwrap_or_default() };
    sqlx::query(&format!("UPDATE {table} SET {column} = $1, version = version + 1 WHERE id = $2"))
        .bind(path)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    let (before_json, after_json) = (serde_json::json!({ column: replaced }).to_string(), serde_json::json!({ column: path }).to_string());
    let action = audit_action(kind, "picture");
    let entry =
        Entry { action: &action, entity: kind.code(), entity_id: &id.to_string(), before: Some(&before_json), after: Some(&after_json) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(Some(replaced))
}

/// Deletes one; answers its pictures (for their files to go), or none when there is no such one.
pub async fn delete(db: &Db, kind: PromotionKind, id: i64, actor: &Actor) -> Result<Option<Vec<String>>, sqlx::Error> {
    let (table, captions, key) = tables(kind);
    let mut tx = db.begin_write().await?;
    let Some(before) = load(&mut tx, kind).await?.into_iter().find(|p| p.id == id) else { return Ok(None) };
    sqlx::query(&format!("DELETE FROM {captions} WHERE {key} = $1")).bind(id).execute(&mut *tx).await?;
    sqlx::query(&format!("DELETE FROM {table} WHERE id = $1")).bind(id).execute(&mut *tx).await?;
    let before_json = audited(&before);
    let action = audit_action(kind, "delete");
    let entry = Entry { action: &action, entity: kind.code(), entity_id: &id.to_string(), before: Some(&before_json), after: None };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(Some([before.path].into_iter().chain(before.mobile_path).filter(|path| !path.is_empty()).collect()))
}

/// `slide.update`, `banner.delete`…
fn audit_action(kind: PromotionKind, verb: &str) -> String {
    format!("{}.{verb}", kind.code())
}

/// What the audit log keeps of one: everything the editor shows.
fn audited(promotion: &EditedPromotion) -> String {
    serde_json::to_string(promotion).unwrap_or_default()
}
