//! Blog posts as staff edit them: every post, drafts and scheduled ones too, with its texts in
//! every language; creating, saving, replacing its picture and deleting one. Each write is one
//! transaction with its audit entry; the shop reads posts straight from here (`content::blog`),
//! from the start of their publish day. HTML is stored sanitised.

use std::collections::BTreeMap;

use serde::Serialize;
use sqlx::{AnyConnection, Row};
use storefront_core::calendar::shop_day_of;
use storefront_core::locale::Locale;
use storefront_core::post_edit::{CheckedPost, PostTexts};

use super::url_keys::{key_for, KeyedTable};
use crate::html::sanitize;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// The most posts the editor lists, newest first.
pub const MAX_EDITED_POSTS: i64 = 1000;

/// A post as the editor shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EditedPost {
    pub id: i64,
    pub url_key: String,
    pub published: bool,
    /// The shop day it is published on.
    pub publish_on: String,
    /// Relative to the picture store.
    pub image_path: Option<String>,
    pub texts: BTreeMap<Locale, PostTexts>,
    #[serde(skip)]
    pub version: i64,
}

/// Every post, newest publish day first.
pub async fn all(db: &Db) -> Result<Vec<EditedPost>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    load(&mut conn, None).await
}

/// One post, if it exists.
pub async fn one(db: &Db, id: i64) -> Result<Option<EditedPost>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    Ok(load(&mut conn, Some(id)).await?.pop())
}

async fn load(conn: &mut AnyConnection, only: Option<i64>) -> Result<Vec<EditedPost>, sqlx::Error> {
    let columns = "SELECT id, url_key, status, image_path, created_at, version FROM blog_posts";
    let rows = match only {
        Some(id) => sqlx::query(&format!("{columns} WHERE id = $1")).bind(id).fetch_all(&mut *conn).await?,
        None => {
            sqlx::query(&format!("{columns} ORDER BY created_at DESC, id DESC LIMIT $1"))
                .bind(MAX_EDITED_POSTS)
                .fetch_all(&mut *conn)
                .await?
        }
    };
    let mut posts = Vec::with_capacity(rows.len());
    for row in rows {
        let created_at: String = row.try_get("created_at")?;
        posts.push(EditedPost {
            id: row.try_get("id")?,
            url_key: row.try_get("url_key")?,
            published: row.try_get::<i64, _>("status")? == 1,
            publish_on: shop_day_of(&created_at).unwrap_or_else(|| created_at.chars().take(10).collect()),
            image_path: row.try_get::<Option<String>, _>("image_path")?.filter(|path| !path.is_empty()),
            texts: BTreeMap::new(),
            version: row.try_get("version")?,
        });
    }
    let texts = "SELECT post_id, locale, title, html_content FROM blog_post_translations";
    let rows = match only {
        Some(id) => sqlx::query(&format!("{texts} WHERE post_id = $1")).bind(id).fetch_all(&mut *conn).await?,
        None => sqlx::query(texts).fetch_all(&mut *conn).await?,
    };
    for row in rows {
        let post_id: i64 = row.try_get("post_id")?;
        let (Some(post), Some(locale)) =
            (posts.iter_mut().find(|post| post.id == post_id), Locale::parse(&row.try_get::<String, _>("locale")?))
        else {
            continue;
        };
        post.texts.insert(locale, PostTexts { title: row.try_get("title")?, html: row.try_get("html_content")? });
    }
    Ok(posts)
}

/// How a save ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PostSaved {
    Done {
        id: i64,
    },
    /// Someone saved the post after the version the editor read: nothing was written.
    Stale,
    UrlKeyTaken,
    NotFound,
}

/// Creates a post (`id` none) or saves the one read at `version`. A URL key made from the
/// title (`derived_key`) gets a number when another post has it; a typed one is refused.
pub async fn save(
    db: &Db,
    id: Option<i64>,
    version: i64,
    post: &CheckedPost,
    derived_key: bool,
    actor: &Actor,
) -> Result<PostSaved, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let before = match id {
        Some(id) => match load(&mut tx, Some(id)).await?.pop() {
            Some(before) if before.version != version => return Ok(PostSaved::Stale),
            Some(before) => Some(before),
            None => return Ok(PostSaved::NotFound),
        },
        None => None,
    };
    let own_id = id.unwrap_or(0);
    let keyed = KeyedTable { table: "blog_posts", fallback: "post", custom_url: false };
    let Some(url_key) = key_for(&mut tx, &keyed, &post.url_key, derived_key, own_id).await? else {
        return Ok(PostSaved::UrlKeyTaken);
    };
    // An edit that keeps the day keeps the post's time, so its place among the day's posts holds.
    let published_at = match &before {
        Some(before) if before.publish_on == post.publish_on => None,
        _ => Some(post.published_at.clone()),
    };
    let id = match id {
        Some(id) => {
            sqlx::query(
                "UPDATE blog_posts SET url_key = $1, status = $2, created_at = COALESCE($3, created_at), version = version + 1 \
                 WHERE id = $4",
            )
            .bind(&url_key)
            .bind(i64::from(post.published))
            .bind(published_at)
            .bind(id)
            .execute(&mut *tx)
            .await?;
            id
        }
        None => sqlx::query("INSERT INTO blog_posts (url_key, status, created_at, version) VALUES ($1, $2, $3, 1) RETURNING id")
            .bind(&url_key)
            .bind(i64::from(post.published))
            .bind(&post.published_at)
            .fetch_one(&mut *tx)
            .await?
            .try_get("id")?,
    };
    sqlx::query("DELETE FROM blog_post_translations WHERE post_id = $1").bind(id).execute(&mut *tx).await?;
    for (locale, texts) in &post.texts {
        sqlx::query("INSERT INTO blog_post_translations (post_id, locale, title, html_content) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind(locale.code())
            .bind(&texts.title)
            .bind(sanitize(&texts.html))
            .execute(&mut *tx)
            .await?;
    }
    let after = load(&mut tx, Some(id)).await?.pop().ok_or(sqlx::Error::RowNotFound)?;
    let action = if before.is_some() { "post.update" } else { "post.create" };
    let (before_json, after_json) = (before.as_ref().map(audited), audited(&after));
    let entry = Entry { action, entity: "post", entity_id: &id.to_string(), before: before_json.as_deref(), after: Some(&after_json) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(PostSaved::Done { id })
}

/// Records `path` as the post's picture (none: no picture); answers the picture it replaced
/// (empty: none), or none when there is no such post.
pub async fn set_picture(db: &Db, id: i64, path: Option<&str>, actor: &Actor) -> Result<Option<String>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let Some(before) = load(&mut tx, Some(id)).await?.pop() else { return Ok(None) };
    sqlx::query("UPDATE blog_posts SET image_path = $1, version = version + 1 WHERE id = $2").bind(path).bind(id).execute(&mut *tx).await?;
    let replaced = before.image_path.unwrap_or_default();
    let (before_json, after_json) =
        (serde_json::json!({ "image_path": replaced }).to_string(), serde_json::json!({ "image_path": path }).to_string());
    let entry =
        Entry { action: "post.picture", entity: "post", entity_id: &id.to_string(), before: Some(&before_json), after: Some(&after_json) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(Some(replaced))
}

/// Deletes a post with its texts; answers its picture (empty: none) for its files to go, or none
/// when there is no such post.
pub async fn delete(db: &Db, id: i64, actor: &Actor) -> Result<Option<String>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let Some(before) = load(&mut tx, Some(id)).await?.pop() else { return Ok(None) };
    sqlx::query("DELETE FROM blog_post_translations WHERE post_id = $1").bind(id).execute(&mut *tx).await?;
    sqlx::query("DELETE FROM blog_posts WHERE id = $1").bind(id).execute(&mut *tx).await?;
    let before_json = audited(&before);
    let entry = Entry { action: "post.delete", entity: "post", entity_id: &id.to_string(), before: Some(&before_json), after: None };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(Some(before.image_path.unwrap_or_default()))
}

/// What the audit log keeps of a post: everything the editor shows.
fn audited(post: &EditedPost) -> String {
    serde_json::to_string(post).unwrap_or_default()
}
