//! A product's pictures as staff arrange them: added one upload at a time, put in order (the
//! first is the main one, shown on cards), given alt texts in each language, removed. Each
//! change is one transaction with its audit entry and its change in the feed, so every server
//! drops the product's cards within a second. The files themselves are the picture store's
//! (`storefront_media`); this keeps their paths.

use std::collections::BTreeMap;

use sqlx::{Any, Row, Transaction};

use super::editing::changed;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// One picture of a product, in its place.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct PictureRow {
    pub id: i64,
    /// Relative to the storage root, as `product_images.path`.
    pub path: String,
    /// Alt text by language code; a language without one is absent.
    pub alts: BTreeMap<String, String>,
}

/// The product's pictures, main one first.
pub async fn of_product(db: &Db, product_id: i64) -> Result<Vec<PictureRow>, sqlx::Error> {
    let mut tx = db.pool().begin().await?;
    let pictures = of_product_in(&mut tx, product_id).await?;
    tx.commit().await?;
    Ok(pictures)
}

async fn of_product_in(tx: &mut Transaction<'static, Any>, product_id: i64) -> Result<Vec<PictureRow>, sqlx::Error> {
    let rows = sqlx::query("SELECT id, path FROM product_images WHERE product_id = $1 ORDER BY position, id")
        .bind(product_id)
        .fetch_all(&mut **tx)
        .await?;
    let mut pictures = Vec::with_capacity(rows.len());
    for row in rows {
        pictures.push(PictureRow { id: row.try_get("id")?, path: row.try_get("path")?, alts: BTreeMap::new() });
    }
    let texts = sqlx::query(
        "SELECT t.image_id, t.locale, t.alt FROM product_image_texts t JOIN product_images i ON i.id = t.image_id \
         WHERE i.product_id = $1",
    )
    .bind(product_id)
    .fetch_all(&mut **tx)
    .await?;
    for row in texts {
        let image_id: i64 = row.try_get("image_id")?;
        if let Some(picture) = pictures.iter_mut().find(|p| p.id == image_id) {
            picture.alts.insert(row.try_get("locale")?, row.try_get("alt")?);
        }
    }
    Ok(pictures)
}

/// How adding a picture went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Added {
    Done(PictureRow),
    /// No such product, or it is deleted.
    NotFound,
    /// The product holds `max` pictures already.
    Full,
}

/// Puts the picture kept at `path` last among the product's pictures; `source` is the address an
/// import fetched it from ('' for an upload).
pub async fn add(db: &Db, product_id: i64, (path, source): (&str, &str), max: usize, actor: &Actor) -> Result<Added, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    if !is_live(&mut tx, product_id).await? {
        return Ok(Added::NotFound);
    }
    let before = of_product_in(&mut tx, product_id).await?;
    if before.len() >= max {
        return Ok(Added::Full);
    }
    let position = before.len() as i64;
    let id: i64 = sqlx::query("INSERT INTO product_images (product_id, path, position, source_url) VALUES ($1, $2, $3, $4) RETURNING id")
        .bind(product_id)
        .bind(path)
        .bind(position)
        .bind(source)
        .fetch_one(&mut *tx)
        .await?
        .try_get("id")?;
    let after = of_product_in(&mut tx, product_id).await?;
    record(&mut tx, actor, "product.picture_add", product_id, &before, &after).await?;
    tx.commit().await?;
    let added = after.into_iter().find(|p| p.id == id).ok_or(sqlx::Error::RowNotFound)?;
    Ok(Added::Done(added))
}

/// The order and alt texts staff gave.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Arrangement {
    /// Every picture of the product, main one first.
    pub order: Vec<i64>,
    /// Alt texts by picture, then by language code; an empty text removes the language's.
    pub alts: BTreeMap<i64, BTreeMap<String, String>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arranged {
    Done(Vec<PictureRow>),
    NotFound,
    /// The order does not name exactly the product's pictures (one was added or removed
    /// meanwhile): nothing was written.
    Outdated,
}

pub async fn arrange(db: &Db, product_id: i64, arrangement: &Arrangement, actor: &Actor) -> Result<Arranged, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    if !is_live(&mut tx, product_id).await? {
        return Ok(Arranged::NotFound);
    }
    let before = of_product_in(&mut tx, product_id).await?;
    let mut held: Vec<i64> = before.iter().map(|p| p.id).collect();
    let mut named = arrangement.order.clone();
    held.sort_unstable();
    named.sort_unstable();
    if held != named || arrangement.alts.keys().any(|id| !held.contains(id)) {
        return Ok(Arranged::Outdated);
    }
    for (position, id) in arrangement.order.iter().enumerate() {
        sqlx::query("UPDATE product_images SET position = $1 WHERE id = $2").bind(position as i64).bind(id).execute(&mut *tx).await?;
    }
    for (image_id, texts) in &arrangement.alts {
        for (locale, alt) in texts {
            sqlx::query("DELETE FROM product_image_texts WHERE image_id = $1 AND locale = $2")
                .bind(image_id)
                .bind(locale)
                .execute(&mut *tx)
                .await?;
            let alt = alt.trim();
            if !alt.is_empty() {
                sqlx::query("INSERT INTO product_image_texts (image_id, locale, alt) VALUES ($1, $2, $3)")
                    .bind(image_id)
                    .bind(locale)
                    .bind(alt)
                    .execute(&mut *tx)
                    .await?;
            }
        }
    }
    let after = of_product_in(&mut tx, product_id).await?;
    if after != before {
        record(&mut tx, actor, "product.pictures_arrange", product_id, &before, &after).await?;
    }
    tx.commit().await?;
    Ok(Arranged::Done(after))
}

/// Whether the product has a picture an import fetched from `source`.
pub async fn has_source(db: &Db, product_id: i64, source: &str) -> Result<bool, sqlx::Error> {
    let found = sqlx::query("SELECT id FROM product_images WHERE product_id = $1 AND source_url = $2")
        .bind(product_id)
        .bind(source)
        .fetch_optional(db.pool())
        .await?;
    Ok(found.is_some())
}

/// Inside an import's row: keeps the product's pictures at `kept` (paths, in this order) and
/// removes the others; the paths of those removed, for the store to remove once committed.
pub async fn keep_in(
    tx: &mut Transaction<'static, Any>,
    product_id: i64,
    kept: &[String],
    actor: &Actor,
) -> Result<Vec<String>, sqlx::Error> {
    let before = of_product_in(tx, product_id).await?;
    let mut gone = Vec::new();
    for picture in before.iter().filter(|picture| !kept.contains(&picture.path)) {
        delete_in(tx, product_id, picture).await?;
        gone.push(picture.path.clone());
    }
    for (position, path) in kept.iter().enumerate() {
        sqlx::query("UPDATE product_images SET position = $1 WHERE product_id = $2 AND path = $3")
            .bind(position as i64)
            .bind(product_id)
            .bind(path)
            .execute(&mut **tx)
            .await?;
    }
    let after = of_product_in(tx, product_id).await?;
    if after != before {
        record(tx, actor, "product.pictures_arrange", product_id, &before, &after).await?;
    }
    Ok(gone)
}

/// Removes one picture of the product; the path of its files, for the store to remove, and the
/// pictures left, or `None` when the product has no such picture.
pub async fn remove(db: &Db, product_id: i64, image_id: i64, actor: &Actor) -> Result<Option<(String, Vec<PictureRow>)>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    if !is_live(&mut tx, product_id).await? {
        return Ok(None);
    }
    let before = of_product_in(&mut tx, product_id).await?;
    let Some(gone) = before.iter().find(|p| p.id == image_id).cloned() else { return Ok(None) };
    delete_in(&mut tx, product_id, &gone).await?;
    let after = of_product_in(&mut tx, product_id).await?;
    record(&mut tx, actor, "product.picture_remove", product_id, &before, &after).await?;
    tx.commit().await?;
    Ok(Some((gone.path, after)))
}

/// Deletes a picture of the product, and of the variants showing it: its files are about to go.
async fn delete_in(tx: &mut Transaction<'static, Any>, product_id: i64, picture: &PictureRow) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM product_image_texts WHERE image_id = $1").bind(picture.id).execute(&mut **tx).await?;
    sqlx::query("DELETE FROM product_images WHERE id = $1").bind(picture.id).execute(&mut **tx).await?;
    sqlx::query("DELETE FROM product_images WHERE path = $1 AND product_id IN (SELECT id FROM products WHERE parent_id = $2)")
        .bind(&picture.path)
        .bind(product_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Whether pictures may change: the product exists and is not deleted.
async fn is_live(tx: &mut Transaction<'static, Any>, product_id: i64) -> Result<bool, sqlx::Error> {
    let found =
        sqlx::query("SELECT id FROM products WHERE id = $1 AND deleted_at IS NULL").bind(product_id).fetch_optional(&mut **tx).await?;
    Ok(found.is_some())
}

/// The audit entry (the pictures before and after, as paths and alt texts) and the feed's
/// change.
async fn record(
    tx: &mut Transaction<'static, Any>,
    actor: &Actor,
    action: &str,
    product_id: i64,
    before: &[PictureRow],
    after: &[PictureRow],
) -> Result<(), sqlx::Error> {
    let (before, after) = (audited(before), audited(after));
    let entity_id = product_id.to_string();
    audit::record_in(tx, actor, &Entry { action, entity: "product", entity_id: &entity_id, before: Some(&before), after: Some(&after) })
        .await?;
    changed(tx, &[product_id]).await
}

fn audited(pictures: &[PictureRow]) -> String {
    serde_json::json!({ "pictures": pictures }).to_string()
}
