//! Attributes and their options: the filters, the pickers of configurable products.

use sqlx::Row;
use storefront_core::locale::Locale;

use crate::sql::Sql;
use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttributeRow {
    pub id: i64,
    pub code: String,
    pub swatch_type: String,
    pub filterable: bool,
    pub label: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionRow {
    pub id: i64,
    pub attribute_id: i64,
    pub admin_name: String,
    pub swatch_value: Option<String>,
    pub label: String,
}

pub async fn load_attributes(db: &Db, locale: Locale) -> Result<Vec<AttributeRow>, sqlx::Error> {
    sqlx::query(
        "SELECT a.id, a.code, a.swatch_type, a.filterable, COALESCE(t.label, f.label, a.code) AS label \
         FROM attributes a \
         LEFT JOIN attribute_translations t ON t.attribute_id = a.id AND t.locale = $1 \
         LEFT JOIN attribute_translations f ON f.attribute_id = a.id AND f.locale = 'hy' \
         ORDER BY a.position, a.id",
    )
    .bind(locale.code())
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| {
        Ok(AttributeRow {
            id: row.try_get("id")?,
            code: row.try_get("code")?,
            swatch_type: row.try_get("swatch_type")?,
            filterable: row.try_get::<i64, _>("filterable")? != 0,
            label: row.try_get("label")?,
        })
    })
    .collect()
}

/// Options of all attributes, or only of these option ids.
pub async fn load_options(db: &Db, locale: Locale, only: Option<&[i64]>) -> Result<Vec<OptionRow>, sqlx::Error> {
    let mut sql = Sql::new(
        "SELECT o.id, o.attribute_id, o.admin_name, o.swatch_value, COALESCE(t.label, f.label, o.admin_name) AS label \
         FROM attribute_options o \
         LEFT JOIN attribute_option_translations t ON t.option_id = o.id AND t.locale = $1 \
         LEFT JOIN attribute_option_translations f ON f.option_id = o.id AND f.locale = 'hy'",
    );
    sql.arg(locale.code());
    if let Some(ids) = only {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        sql.push(" WHERE o.id IN (").bind_list(ids).push(")");
    }
    sql.push(" ORDER BY o.attribute_id, o.position, o.id");
    sql.query()
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| {
            Ok(OptionRow {
                id: row.try_get("id")?,
                attribute_id: row.try_get("attribute_id")?,
                admin_name: row.try_get("admin_name")?,
                swatch_value: row.try_get("swatch_value")?,
                label: row.try_get("label")?,
            })
        })
        .collect()
}

/// Option ids carried by the listed products of a category subtree.
pub async fn options_in_category(db: &Db, category_id: i64) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query(
        "WITH RECURSIVE tree(id) AS (SELECT id FROM categories WHERE id = $1 \
         UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id) \
         SELECT DISTINCT fv.option_id FROM product_filter_values fv \
         JOIN product_categories pc ON pc.product_id = fv.product_id \
         JOIN products p ON p.id = fv.product_id \
         WHERE pc.category_id IN (SELECT id FROM tree) AND p.status = 1 AND p.parent_id IS NULL",
    )
    .bind(category_id)
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| row.try_get("option_id"))
    .collect()
}
