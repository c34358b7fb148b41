//! What the back office's product table does to the chosen products at once: enable or disable,
//! delete (kept 30 days) and restore, put into a category or take out of it. Each product changed
//! gets its own audit entry, its listing rows and its feed entry, in one transaction for all.
//! Products deleted longer ago than they can be restored are purged for good ([`purge`]).

use sqlx::Row;

use super::catalog_changes::{self, Kind};
use super::editing::{all_exist, changed};
use crate::clock;
use crate::sql::Sql;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// How long a deleted product can be restored.
pub const KEPT_AFTER_DELETE_DAYS: i64 = 30;

/// Products purged per transaction: short enough that the storefront's writers barely wait.
const PURGE_BATCH: i64 = 200;

/// Runs `update` (binding `$1` to now and `$2` to the product) for each of `ids` in one
/// transaction; each product it changed gets an audit entry of `action` with `before` and
/// `after`, its listing rows and its feed entry. Answers the ids changed.
async fn update_each(
    db: &Db,
    ids: &[i64],
    update: &str,
    action: &str,
    (before, after): (Option<&str>, Option<&str>),
    actor: &Actor,
) -> Result<Vec<i64>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let now = clock::now();
    let mut changed_ids = Vec::new();
    for id in ids {
        if sqlx::query(update).bind(&now).bind(id).execute(&mut *tx).await?.rows_affected() == 1 {
            let entity_id = id.to_string();
            audit::record_in(&mut tx, actor, &Entry { action, entity: "product", entity_id: &entity_id, before, after }).await?;
            changed_ids.push(*id);
        }
    }
    changed(&mut tx, &changed_ids).await?;
    tx.commit().await?;
    Ok(changed_ids)
}

/// Deletes products: hidden from the shop and the product table at once, restorable for
/// [`KEPT_AFTER_DELETE_DAYS`]. Answers the ids deleted (those already deleted or unknown are
/// skipped), each with its audit entry.
pub async fn delete(db: &Db, ids: &[i64], actor: &Actor) -> Result<Vec<i64>, sqlx::Error> {
    let update = "UPDATE products SET deleted_at = $1, enabled_before_delete = status, status = 0, version = version + 1, \
                  updated_at = $1 WHERE id = $2 AND deleted_at IS NULL AND parent_id IS NULL";
    update_each(db, ids, update, "product.delete", (None, None), actor).await
}

/// Restores deleted products as they were (enabled when they were); answers the ids restored.
pub async fn restore(db: &Db, ids: &[i64], actor: &Actor) -> Result<Vec<i64>, sqlx::Error> {
    let update = "UPDATE products SET deleted_at = NULL, status = enabled_before_delete, version = version + 1, updated_at = $1 \
                  WHERE id = $2 AND deleted_at IS NOT NULL";
    update_each(db, ids, update, "product.restore", (None, None), actor).await
}

/// Enables or disables products (not deleted ones); answers the ids changed, each with its
/// audit entry.
pub async fn set_enabled(db: &Db, ids: &[i64], enabled: bool, actor: &Actor) -> Result<Vec<i64>, sqlx::Error> {
    let (from, to) = (i64::from(!enabled), i64::from(enabled));
    let update = format!(
        "UPDATE products SET status = {to}, version = version + 1, updated_at = $1 \
         WHERE id = $2 AND status = {from} AND deleted_at IS NULL AND parent_id IS NULL"
    );
    let (before, after) = (format!(r#"{{"enabled":{}}}"#, !enabled), format!(r#"{{"enabled":{enabled}}}"#));
    let action = if enabled { "product.enable" } else { "product.disable" };
    update_each(db, ids, &update, action, (Some(&before), Some(&after)), actor).await
}

/// Puts products into a category (`add`) or takes them out of it; answers the ids changed, each
/// with its audit entry, or `None` when the category does not exist.
pub async fn set_category(db: &Db, ids: &[i64], category_id: i64, add: bool, actor: &Actor) -> Result<Option<Vec<i64>>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    if !all_exist(&mut tx, "categories", &[category_id]).await? {
        return Ok(None);
    }
    let now = clock::now();
    let mut changed_ids = Vec::new();
    for id in ids {
        let listed: Option<i64> = sqlx::query_scalar("SELECT id FROM products WHERE id = $1 AND parent_id IS NULL AND deleted_at IS NULL")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        if listed.is_none() {
            continue;
        }
        let written = match add {
            true => {
                sqlx::query(
                    "INSERT INTO product_categories (category_id, product_id) SELECT $1, $2 \
                     WHERE NOT EXISTS (SELECT 1 FROM product_categories WHERE category_id = $1 AND product_id = $2)",
                )
                .bind(category_id)
                .bind(id)
                .execute(&mut *tx)
                .await?
            }
            false => {
                sqlx::query("DELETE FROM product_categories WHERE category_id = $1 AND product_id = $2")
                    .bind(category_id)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?
            }
        };
        if written.rows_affected() == 1 {
            sqlx::query("UPDATE products SET version = version + 1, updated_at = $1 WHERE id = $2")
                .bind(&now)
                .bind(id)
                .execute(&mut *tx)
                .await?;
            let (entity_id, detail) = (id.to_string(), format!(r#"{{"category_id":{category_id}}}"#));
            let action = if add { "product.add_category" } else { "product.remove_category" };
            let entry = Entry { action, entity: "product", entity_id: &entity_id, before: None, after: Some(&detail) };
            audit::record_in(&mut tx, actor, &entry).await?;
            changed_ids.push(*id);
        }
    }
    changed(&mut tx, &changed_ids).await?;
    tx.commit().await?;
    Ok(Some(changed_ids))
}

/// Deletes for good up to a batch of the products deleted before `cutoff` (a stored timestamp),
/// with their variants, texts and picture rows, each with its audit entry; answers how many and
/// the paths of their pictures, whose files the caller removes once this has committed.
pub async fn purge(db: &Db, cutoff: &str, actor: &Actor) -> Result<(usize, Vec<String>), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM products WHERE deleted_at < $1 ORDER BY id LIMIT $2")
        .bind(cutoff)
        .bind(PURGE_BATCH)
        .fetch_all(&mut *tx)
        .await?;
    if ids.is_empty() {
        return Ok((0, Vec::new()));
    }
    let mut images = Sql::new("SELECT DISTINCT i.path FROM product_images i JOIN products p ON p.id = i.product_id WHERE p.id IN (");
    images.bind_list(&ids).push(") OR p.parent_id IN (").bind_list(&ids).push(")");
    let paths: Vec<String> = images.query().fetch_all(&mut *tx).await?.iter().map(|row| row.try_get("path")).collect::<Result<_, _>>()?;
    let mut delete = Sql::new("DELETE FROM products WHERE id IN (");
    delete.bind_list(&ids).push(")");
    delete.query().execute(&mut *tx).await?;
    for id in &ids {
        let entity_id = id.to_string();
        audit::record_in(
            &mut tx,
            actor,
            &Entry { action: "product.purge", entity: "product", entity_id: &entity_id, before: None, after: None },
        )
        .await?;
    }
    catalog_changes::record(&mut tx, Kind::Product, &ids).await?;
    tx.commit().await?;
    Ok((ids.len(), paths))
}
