//! Categories: the whole tree in one query (it is small), with listed-product counts.

use std::collections::HashMap;

use sqlx::Row;
use storefront_core::locale::Locale;

use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryRow {
    pub id: i64,
    pub parent_id: Option<i64>,
    pub slug: String,
    pub position: i64,
    pub image_path: Option<String>,
    pub name: String,
    pub description: String,
}

/// Every active category in tree order (position within parent), named in `locale` with an
/// Armenian fallback.
pub async fn load_all(db: &Db, locale: Locale) -> Result<Vec<CategoryRow>, sqlx::Error> {
    sqlx::query(
        "SELECT c.id, c.parent_id, c.slug, c.position, c.image_path, \
         COALESCE(t.name, f.name, c.slug) AS name, COALESCE(t.description, f.description, '') AS description \
         FROM categories c \
         LEFT JOIN category_translations t ON t.category_id = c.id AND t.locale = $1 \
         LEFT JOIN category_translations f ON f.category_id = c.id AND f.locale = 'hy' \
         WHERE c.status = 1 ORDER BY c.position, c.id",
    )
    .bind(locale.code())
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| {
        Ok(CategoryRow {
            id: row.try_get("id")?,
            parent_id: row.try_get("parent_id")?,
            slug: row.try_get("slug")?,
            position: row.try_get("position")?,
            image_path: row.try_get("image_path")?,
            name: row.try_get("name")?,
            description: row.try_get("description")?,
        })
    })
    .collect()
}

/// Listed products linked directly to each category.
pub async fn direct_product_counts(db: &Db) -> Result<HashMap<i64, i64>, sqlx::Error> {
    sqlx::query(
        "SELECT pc.category_id, COUNT(*) AS n FROM product_categories pc \
         JOIN products p ON p.id = pc.product_id WHERE p.status = 1 AND p.parent_id IS NULL \
         GROUP BY pc.category_id",
    )
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| Ok((row.try_get("category_id")?, row.try_get("n")?)))
    .collect()
}
