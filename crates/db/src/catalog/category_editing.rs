//! The category tree as staff edit it: every category with its texts in every language, and
//! creating, saving, placing (moving and reordering) and deleting one. Each write is one
//! transaction with its audit entry and its change in the feed every server follows; a move or
//! a deletion lists the products of the categories it touched again ([`super::listing::relist`]),
//! since a product is listed under every ancestor of its categories.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;
use sqlx::{Any, Row, Transaction};
use storefront_core::category_edit::{placement, CategoryTexts, CheckedCategory, Misplaced};
use storefront_core::locale::Locale;
use storefront_core::product_edit::free_url_key;

use super::catalog_changes::{self, Kind};
use super::listing;
use crate::clock;
use crate::sql::Sql;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// A category as the tree editor shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EditedCategory {
    pub id: i64,
    pub parent_id: Option<i64>,
    pub position: i64,
    pub slug: String,
    pub enabled: bool,
    pub image_path: Option<String>,
    pub texts: BTreeMap<Locale, CategoryTexts>,
    #[serde(skip)]
    pub version: i64,
    /// Products (not deleted ones) put directly into it.
    #[serde(skip)]
    pub product_count: i64,
}

/// Every category, disabled ones too, in tree order within each parent.
pub async fn tree(db: &Db) -> Result<Vec<EditedCategory>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    load(&mut conn, None).await
}

/// The categories (all, or only `only`) with their texts and product counts.
async fn load(conn: &mut sqlx::AnyConnection, only: Option<i64>) -> Result<Vec<EditedCategory>, sqlx::Error> {
    let mut sql = Sql::new(
        "SELECT c.id, c.parent_id, c.position, c.slug, c.status, c.image_path, c.version, \
         (SELECT COUNT(*) FROM product_categories pc JOIN products p ON p.id = pc.product_id \
          WHERE pc.category_id = c.id AND p.parent_id IS NULL AND p.deleted_at IS NULL) AS products \
         FROM categories c",
    );
    if let Some(id) = only {
        sql.push(" WHERE c.id = ").bind(id);
    }
    sql.push(" ORDER BY c.position, c.id");
    let mut categories = Vec::new();
    let mut at = HashMap::new();
    for row in sql.query().fetch_all(&mut *conn).await? {
        at.insert(row.try_get::<i64, _>("id")?, categories.len());
        categories.push(EditedCategory {
            id: row.try_get("id")?,
            parent_id: row.try_get("parent_id")?,
            position: row.try_get("position")?,
            slug: row.try_get("slug")?,
            enabled: row.try_get::<i64, _>("status")? == 1,
            image_path: row.try_get("image_path")?,
            texts: BTreeMap::new(),
            version: row.try_get("version")?,
            product_count: row.try_get("products")?,
        });
    }
    let mut texts = Sql::new("SELECT category_id, locale, name, description FROM category_translations");
    if let Some(id) = only {
        texts.push(" WHERE category_id = ").bind(id);
    }
    for row in texts.query().fetch_all(&mut *conn).await? {
        let (Some(&index), Some(locale)) =
            (at.get(&row.try_get::<i64, _>("category_id")?), Locale::parse(&row.try_get::<String, _>("locale")?))
        else {
            continue;
        };
        categories[index].texts.insert(locale, CategoryTexts { name: row.try_get("name")?, description: row.try_get("description")? });
    }
    Ok(categories)
}

async fn load_one(tx: &mut Transaction<'static, Any>, id: i64) -> Result<Option<EditedCategory>, sqlx::Error> {
    Ok(load(tx, Some(id)).await?.pop())
}

/// Every category's parent, for the core's tree rules.
async fn parents(tx: &mut Transaction<'static, Any>) -> Result<HashMap<i64, Option<i64>>, sqlx::Error> {
    sqlx::query("SELECT id, parent_id FROM categories")
        .fetch_all(&mut **tx)
        .await?
        .iter()
        .map(|row| Ok((row.try_get("id")?, row.try_get("parent_id")?)))
        .collect()
}

/// How a save or a move ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CategorySaved {
    Done {
        id: i64,
    },
    /// Someone saved the category after the version the editor read: nothing was written.
    Stale,
    SlugTaken,
    UnknownParent,
    Misplaced(Misplaced),
    NotFound,
}

/// Creates a category at the end of `parent`'s (`id` none) or saves the one read at `version`
/// (its place is [`place`]'s); a URL key made from the name (`derived_slug`) gets a number when
/// another category has it, a typed one is refused.
pub async fn save(
    db: &Db,
    id: Option<i64>,
    version: i64,
    parent: Option<i64>,
    category: &CheckedCategory,
    derived_slug: bool,
    actor: &Actor,
) -> Result<CategorySaved, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let before = match id {
        Some(id) => match load_one(&mut tx, id).await? {
            Some(before) if before.version != version => return Ok(CategorySaved::Stale),
            Some(before) => Some(before),
            None => return Ok(CategorySaved::NotFound),
        },
        None => None,
    };
    let own_id = id.unwrap_or(0);
    let slug = match derived_slug {
        true => {
            // A name of no letters gives no key: such categories are numbered `category-2`….
            let base = if category.slug.is_empty() { "category" } else { category.slug.as_str() };
            free_url_key(base, &slugs_like(&mut tx, base, own_id).await?)
        }
        false if slug_taken(&mut tx, &category.slug, own_id).await? => return Ok(CategorySaved::SlugTaken),
        false => category.slug.clone(),
    };
    let id = match id {
        Some(id) => {
            sqlx::query("UPDATE categories SET slug = $1, status = $2, version = version + 1 WHERE id = $3")
                .bind(&slug)
                .bind(i64::from(category.enabled))
                .bind(id)
                .execute(&mut *tx)
                .await?;
            id
        }
        None => {
            let parents = parents(&mut tx).await?;
            if parent.is_some_and(|parent| !parents.contains_key(&parent)) {
                return Ok(CategorySaved::UnknownParent);
            }
            // A new category has no id yet and no subcategories: 0 is no category's id.
            if let Err(misplaced) = placement(&parents, 0, parent) {
                return Ok(CategorySaved::Misplaced(misplaced));
            }
            let position: i64 =
                sqlx::query_scalar("SELECT COALESCE(MAX(position) + 1, 0) FROM categories WHERE parent_id IS NOT DISTINCT FROM $1")
                    .bind(parent)
                    .fetch_one(&mut *tx)
                    .await?;
            sqlx::query("INSERT INTO categories (parent_id, slug, position, status, version) VALUES ($1, $2, $3, $4, 1) RETURNING id")
                .bind(parent)
                .bind(&slug)
                .bind(position)
                .bind(i64::from(category.enabled))
                .fetch_one(&mut *tx)
                .await?
                .try_get("id")?
        }
    };
    sqlx::query("DELETE FROM category_translations WHERE category_id = $1").bind(id).execute(&mut *tx).await?;
    for (locale, texts) in &category.texts {
        sqlx::query("INSERT INTO category_translations (category_id, locale, name, description) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind(locale.code())
            .bind(&texts.name)
            .bind(&texts.description)
            .execute(&mut *tx)
            .await?;
    }
    let after = load_one(&mut tx, id).await?.ok_or(sqlx::Error::RowNotFound)?;
    let action = if before.is_some() { "category.update" } else { "category.create" };
    let (before_json, after_json) = (before.as_ref().map(audited), audited(&after));
    let entry = Entry { action, entity: "category", entity_id: &id.to_string(), before: before_json.as_deref(), after: Some(&after_json) };
    audit::record_in(&mut tx, actor, &entry).await?;
    catalog_changes::record(&mut tx, Kind::Category, &[id]).await?;
    tx.commit().await?;
    Ok(CategorySaved::Done { id })
}

/// Puts a category under `parent` (`None`: the top level) at `index` among its new siblings,
/// the others keeping their order: a move to another parent, or a reorder within its own.
pub async fn place(db: &Db, id: i64, parent: Option<i64>, index: usize, actor: &Actor) -> Result<CategorySaved, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let parents = parents(&mut tx).await?;
    let Some(&old_parent) = parents.get(&id) else { return Ok(CategorySaved::NotFound) };
    if parent.is_some_and(|parent| !parents.contains_key(&parent)) {
        return Ok(CategorySaved::UnknownParent);
    }
    if let Err(misplaced) = placement(&parents, id, parent) {
        return Ok(CategorySaved::Misplaced(misplaced));
    }
    let old_position: i64 = sqlx::query_scalar("SELECT position FROM categories WHERE id = $1").bind(id).fetch_one(&mut *tx).await?;
    let mut siblings: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM categories WHERE parent_id IS NOT DISTINCT FROM $1 AND id <> $2 ORDER BY position, id")
            .bind(parent)
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
    siblings.insert(index.min(siblings.len()), id);
    for (position, sibling) in siblings.iter().enumerate() {
        sqlx::query("UPDATE categories SET position = $1 WHERE id = $2").bind(position as i64).bind(sibling).execute(&mut *tx).await?;
    }
    let new_position = siblings.iter().position(|sibling| *sibling == id).unwrap_or(0) as i64;
    if parent != old_parent {
        sqlx::query("UPDATE categories SET parent_id = $1, version = version + 1 WHERE id = $2")
            .bind(parent)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        // Its products and its subcategories' are now listed under other ancestors.
        let moved = products_under(&mut tx, id).await?;
        listing::relist(&mut tx, &moved).await?;
    }
    let place = |parent: Option<i64>, position: i64| serde_json::json!({ "parent_id": parent, "position": position }).to_string();
    let (before, after) = (place(old_parent, old_position), place(parent, new_position));
    let entry =
        Entry { action: "category.move", entity: "category", entity_id: &id.to_string(), before: Some(&before), after: Some(&after) };
    audit::record_in(&mut tx, actor, &entry).await?;
    catalog_changes::record(&mut tx, Kind::Category, &[id]).await?;
    tx.commit().await?;
    Ok(CategorySaved::Done { id })
}

/// How a deletion ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deleted {
    /// How many products were put into the category named.
    Done {
        products_moved: i64,
    },
    /// The category has products and no other category was named for them.
    ProductsNeedCategory,
    /// The category named for its products does not exist (or is the one deleted).
    UnknownTarget,
    NotFound,
}

/// Deletes a category: its products go into `products_to` (required when it has any, deleted
/// products included, so a restored one is not left without it), its subcategories up to its
/// parent.
pub async fn delete(db: &Db, id: i64, products_to: Option<i64>, actor: &Actor) -> Result<Deleted, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let Some(before) = load_one(&mut tx, id).await? else { return Ok(Deleted::NotFound) };
    let linked: Vec<i64> = sqlx::query_scalar("SELECT product_id FROM product_categories WHERE category_id = $1 ORDER BY product_id")
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
    let target = match products_to {
        Some(target) if target == id => return Ok(Deleted::UnknownTarget),
        Some(target) => {
            match sqlx::query_scalar::<_, i64>("SELECT id FROM categories WHERE id = $1").bind(target).fetch_optional(&mut *tx).await? {
                Some(target) => Some(target),
                None => return Ok(Deleted::UnknownTarget),
            }
        }
        None if !linked.is_empty() => return Ok(Deleted::ProductsNeedCategory),
        None => None,
    };
    let relisted = products_under(&mut tx, id).await?;
    let now = clock::now();
    let mut products_moved = 0;
    if let Some(target) = target {
        products_moved = sqlx::query(
            "INSERT INTO product_categories (category_id, product_id) SELECT $1, product_id FROM product_categories \
             WHERE category_id = $2 AND product_id NOT IN (SELECT product_id FROM product_categories WHERE category_id = $1)",
        )
        .bind(target)
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected() as i64;
        // An editor open on one of them is told its categories changed rather than saving the old ones.
        for chunk in linked.chunks(500) {
            let mut bump = Sql::new("UPDATE products SET version = version + 1, updated_at = ");
            bump.bind(now.as_str()).push(" WHERE id IN (").bind_list(chunk).push(")");
            bump.query().execute(&mut *tx).await?;
        }
    }
    let last: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(position) + 1, 0) FROM categories WHERE parent_id IS NOT DISTINCT FROM $1")
        .bind(before.parent_id)
        .fetch_one(&mut *tx)
        .await?;
    sqlx::query("UPDATE categories SET parent_id = $1, position = position + $2, version = version + 1 WHERE parent_id = $3")
        .bind(before.parent_id)
        .bind(last)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM categories WHERE id = $1").bind(id).execute(&mut *tx).await?;
    listing::relist(&mut tx, &relisted).await?;
    let before_json = audited(&before);
    let after = serde_json::json!({ "products_to": target, "products_moved": products_moved }).to_string();
    let entry = Entry {
        action: "category.delete",
        entity: "category",
        entity_id: &id.to_string(),
        before: Some(&before_json),
        after: Some(&after),
    };
    audit::record_in(&mut tx, actor, &entry).await?;
    catalog_changes::record(&mut tx, Kind::Category, &[id]).await?;
    tx.commit().await?;
    Ok(Deleted::Done { products_moved })
}

/// Sets or clears a category's picture; answers the path it replaced, for the caller to remove
/// its files, or `None` inside when the category does not exist.
pub async fn set_picture(db: &Db, id: i64, path: Option<&str>, actor: &Actor) -> Result<Option<Option<String>>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let Some(before) = load_one(&mut tx, id).await? else { return Ok(None) };
    sqlx::query("UPDATE categories SET image_path = $1, version = version + 1 WHERE id = $2").bind(path).bind(id).execute(&mut *tx).await?;
    let picture = |path: Option<&str>| serde_json::json!({ "picture": path }).to_string();
    let (old, new) = (picture(before.image_path.as_deref()), picture(path));
    let entry = Entry { action: "category.picture", entity: "category", entity_id: &id.to_string(), before: Some(&old), after: Some(&new) };
    audit::record_in(&mut tx, actor, &entry).await?;
    catalog_changes::record(&mut tx, Kind::Category, &[id]).await?;
    tx.commit().await?;
    Ok(Some(before.image_path))
}

/// The listed products put into the category or any category below it.
async fn products_under(tx: &mut Transaction<'static, Any>, id: i64) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query_scalar(
        "WITH RECURSIVE tree(id) AS (SELECT id FROM categories WHERE id = $1 \
         UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id) \
         SELECT DISTINCT pc.product_id FROM product_categories pc JOIN products p ON p.id = pc.product_id \
         WHERE pc.category_id IN (SELECT id FROM tree) AND p.parent_id IS NULL ORDER BY pc.product_id",
    )
    .bind(id)
    .fetch_all(&mut **tx)
    .await
}

/// What the audit log keeps of a category: its key, whether it is shown, its texts.
fn audited(category: &EditedCategory) -> String {
    serde_json::to_string(category).unwrap_or_default()
}

async fn slug_taken(tx: &mut Transaction<'static, Any>, slug: &str, own_id: i64) -> Result<bool, sqlx::Error> {
    let found = sqlx::query("SELECT id FROM categories WHERE slug = $1 AND id <> $2 LIMIT 1")
        .bind(slug)
        .bind(own_id)
        .fetch_optional(&mut **tx)
        .await?;
    Ok(found.is_some())
}

/// The URL keys of other categories that start with `base` (its numbered forms among them).
async fn slugs_like(tx: &mut Transaction<'static, Any>, base: &str, own_id: i64) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT slug FROM categories WHERE slug >= $1 AND slug < $2 AND id <> $3")
        .bind(base)
        .bind(format!("{base}\u{10FFFF}"))
        .bind(own_id)
        .fetch_all(&mut **tx)
        .await
}
