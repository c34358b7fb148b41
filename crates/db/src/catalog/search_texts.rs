//! The texts the product search indexes: listed products page by page, with their names and
//! the start of their descriptions in every locale, and their variants' SKUs.

use sqlx::Row;
use storefront_core::locale::Locale;

use crate::sql::Sql;
use crate::Db;

/// What the search index needs of one listed product.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProductText {
    pub id: i64,
    /// Its own SKU and its variants', lowercased.
    pub skus: Vec<String>,
    pub names: Vec<String>,
    pub descriptions: Vec<String>,
}

/// How many characters of each description are read.
#[derive(Debug, Clone, Copy)]
pub struct TextLimits {
    pub short_description: u32,
    pub description: u32,
}

/// The listed products with ids after `after_id` (at most `limit`), with their texts: one row
/// per product with the three locales side by side (rows are what the `Any` driver is slow at),
/// then the variants' SKUs.
pub async fn page(db: &Db, after_id: i64, limit: i64, limits: TextLimits) -> Result<Vec<ProductText>, sqlx::Error> {
    let rows = sqlx::query(&texts_sql(limits, "p.id > $1 ORDER BY p.id LIMIT $2")).bind(after_id).bind(limit).fetch_all(db.pool()).await?;
    with_variant_skus(db, rows).await
}

/// The texts of those of `ids` that are listed, by id (a product taken off sale is left out).
pub async fn of_products(db: &Db, ids: &[i64], limits: TextLimits) -> Result<Vec<ProductText>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut sql = Sql::new(&texts_sql(limits, "p.id IN ("));
    sql.bind_list(ids).push(") ORDER BY p.id");
    let rows = sql.query().fetch_all(db.pool()).await?;
    with_variant_skus(db, rows).await
}

/// Rows of [`texts_sql`], sorted by id, with their variants' SKUs.
async fn with_variant_skus(db: &Db, rows: Vec<sqlx::any::AnyRow>) -> Result<Vec<ProductText>, sqlx::Error> {
    let mut page = Vec::with_capacity(rows.len());
    for row in rows {
        let mut product =
            ProductText { id: row.try_get("id")?, skus: vec![row.try_get::<String, _>("sku")?.to_lowercase()], ..ProductText::default() };
        for locale in Locale::ALL {
            let code = locale.code();
            if let Some(name) = row.try_get::<Option<String>, _>(format!("{code}_name").as_str())? {
                product.names.push(name);
            }
            for column in ["short", "description"] {
                let text: Option<String> = row.try_get(format!("{code}_{column}").as_str())?;
                product.descriptions.extend(text.filter(|t| !t.is_empty()));
            }
        }
        page.push(product);
    }
    let (Some(first), Some(last)) = (page.first(), page.last()) else {
        return Ok(page);
    };
    let (first, last) = (first.id, last.id);

    let variants = sqlx::query(
        "SELECT parent_id, sku FROM products \
         WHERE parent_id >= $1 AND parent_id <= $2 AND status = 1 \
         ORDER BY parent_id, id",
    )
    .bind(first)
    .bind(last)
    .fetch_all(db.pool())
    .await?;
    for row in variants {
        let parent: i64 = row.try_get("parent_id")?;
        if let Some(product) = find(&mut page, parent) {
            product.skus.push(row.try_get::<String, _>("sku")?.to_lowercase());
        }
    }
    Ok(page)
}

/// Listed products with each locale's name and description starts as columns `{locale}_name`,
/// `{locale}_short`, `{locale}_description`, those `which` picks (a condition on `p.id`, its order
/// and limit). The lengths are literals (PostgreSQL has no substr(text, int, bigint) for a bound
/// i64).
fn texts_sql(limits: TextLimits, which: &str) -> String {
    let (short, long) = (limits.short_description, limits.description);
    let mut columns = String::from("p.id, p.sku");
    let mut joins = String::new();
    for locale in Locale::ALL {
        let code = locale.code();
        columns.push_str(&format!(
            ", t_{code}.name AS {code}_name, \
             SUBSTR(t_{code}.short_description, 1, {short}) AS {code}_short, \
             SUBSTR(t_{code}.description, 1, {long}) AS {code}_description"
        ));
        joins.push_str(&format!(
            " LEFT JOIN product_translations t_{code} \
             ON t_{code}.product_id = p.id AND t_{code}.locale = '{code}'"
        ));
    }
    format!(
        "SELECT {columns} FROM products p{joins} \
         WHERE p.status = 1 AND p.parent_id IS NULL AND {which}"
    )
}

/// The page's product with `id` (a page is sorted by id).
fn find(page: &mut [ProductText], id: i64) -> Option<&mut ProductText> {
    page.binary_search_by_key(&id, |p| p.id).ok().map(|i| &mut page[i])
}
