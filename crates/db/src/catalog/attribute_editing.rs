//! Attributes as staff edit them: each with its labels and its options in order, and how many
//! products carry each; saving one whole (its options added, changed, reordered or removed) and
//! deleting one. An option or attribute products carry is never removed here: the products are
//! changed first, in their editor. Each write is one transaction with its audit entry and an
//! attribute change in the feed every server follows.

use std::collections::{BTreeMap, HashMap};

use sqlx::{Any, Row, Transaction};
use storefront_core::attribute_edit::{CheckedAttribute, Swatch};
use storefront_core::locale::Locale;

use super::catalog_changes::{self, Kind};
use crate::sql::Sql;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditedOption {
    pub id: i64,
    pub code: String,
    pub color: Option<String>,
    pub labels: BTreeMap<Locale, String>,
    /// Products (variants included) carrying it.
    pub products: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditedAttribute {
    pub id: i64,
    pub version: i64,
    pub code: String,
    pub swatch: Swatch,
    pub filterable: bool,
    pub labels: BTreeMap<Locale, String>,
    pub options: Vec<EditedOption>,
}

/// Every attribute in the order the filters show them, with its options in order.
pub async fn all(db: &Db) -> Result<Vec<EditedAttribute>, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    load(&mut conn, None).await
}

async fn load(conn: &mut sqlx::AnyConnection, only: Option<i64>) -> Result<Vec<EditedAttribute>, sqlx::Error> {
    let narrow = |sql: &mut Sql, column: &str| {
        if let Some(id) = only {
            sql.push(&format!(" WHERE {column} = ")).bind(id);
        }
    };
    let mut sql = Sql::new("SELECT id, version, code, swatch_type, filterable FROM attributes");
    narrow(&mut sql, "id");
    sql.push(" ORDER BY position, id");
    let mut attributes = Vec::new();
    let mut at = HashMap::new();
    for row in sql.query().fetch_all(&mut *conn).await? {
        at.insert(row.try_get::<i64, _>("id")?, attributes.len());
        attributes.push(EditedAttribute {
            id: row.try_get("id")?,
            version: row.try_get("version")?,
            code: row.try_get("code")?,
            swatch: Swatch::parse(&row.try_get::<String, _>("swatch_type")?),
            filterable: row.try_get::<i64, _>("filterable")? != 0,
            labels: BTreeMap::new(),
            options: Vec::new(),
        });
    }
    let mut sql = Sql::new("SELECT attribute_id, locale, label FROM attribute_translations");
    narrow(&mut sql, "attribute_id");
    for row in sql.query().fetch_all(&mut *conn).await? {
        let (Some(&index), Some(locale)) =
            (at.get(&row.try_get::<i64, _>("attribute_id")?), Locale::parse(&row.try_get::<String, _>("locale")?))
        else {
            continue;
        };
        attributes[index].labels.insert(locale, row.try_get("label")?);
    }
    let mut sql = Sql::new(
        "SELECT o.id, o.attribute_id, o.admin_name, o.swatch_value, \
         (SELECT COUNT(*) FROM product_attribute_values v WHERE v.option_id = o.id) AS products FROM attribute_options o",
    );
    narrow(&mut sql, "o.attribute_id");
    sql.push(" ORDER BY o.attribute_id, o.position, o.id");
    let mut options = HashMap::new();
    for row in sql.query().fetch_all(&mut *conn).await? {
        let Some(&index) = at.get(&row.try_get::<i64, _>("attribute_id")?) else { continue };
        let id: i64 = row.try_get("id")?;
        options.insert(id, (index, attributes[index].options.len()));
        attributes[index].options.push(EditedOption {
            id,
            code: row.try_get("admin_name")?,
            color: row.try_get("swatch_value")?,
            labels: BTreeMap::new(),
            products: row.try_get("products")?,
        });
    }
    let mut sql = Sql::new("SELECT t.option_id, t.locale, t.label FROM attribute_option_translations t");
    if let Some(id) = only {
        sql.push(" JOIN attribute_options o ON o.id = t.option_id WHERE o.attribute_id = ").bind(id);
    }
    for row in sql.query().fetch_all(&mut *conn).await? {
        let (Some(&(attribute, option)), Some(locale)) =
            (options.get(&row.try_get::<i64, _>("option_id")?), Locale::parse(&row.try_get::<String, _>("locale")?))
        else {
            continue;
        };
        attributes[attribute].options[option].labels.insert(locale, row.try_get("label")?);
    }
    Ok(attributes)
}

async fn load_one(tx: &mut Transaction<'static, Any>, id: i64) -> Result<Option<EditedAttribute>, sqlx::Error> {
    Ok(load(tx, Some(id)).await?.pop())
}

/// How a save ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AttributeSaved {
    Done {
        id: i64,
    },
    /// Someone saved the attribute after the version the editor read: nothing was written.
    Stale,
    CodeTaken,
    /// The save would remove an option products carry (named by its code).
    OptionInUse {
        code: String,
    },
    /// The draft names an option of another attribute, or one removed meanwhile (by its place).
    UnknownOption {
        index: usize,
    },
    NotFound,
}

/// Creates an attribute (`id` none) or saves the one read at `version`, its options as listed:
/// those with an id changed and put in this order, those without added, the others removed.
pub async fn save(
    db: &Db,
    id: Option<i64>,
    version: i64,
    attribute: &CheckedAttribute,
    actor: &Actor,
) -> Result<AttributeSaved, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let before = match id {
        Some(id) => match load_one(&mut tx, id).await? {
            Some(before) if before.version != version => return Ok(AttributeSaved::Stale),
            Some(before) => Some(before),
            None => return Ok(AttributeSaved::NotFound),
        },
        None => None,
    };
    let taken = sqlx::query("SELECT id FROM attributes WHERE code = $1 AND id <> $2")
        .bind(&attribute.code)
        .bind(id.unwrap_or(0))
        .fetch_optional(&mut *tx)
        .await?;
    if taken.is_some() {
        return Ok(AttributeSaved::CodeTaken);
    }
    let stored: Vec<&EditedOption> = before.iter().flat_map(|b| &b.options).collect();
    for (index, option) in attribute.options.iter().enumerate() {
        if option.id.is_some_and(|id| !stored.iter().any(|s| s.id == id)) {
            return Ok(AttributeSaved::UnknownOption { index });
        }
    }
    let removed: Vec<&&EditedOption> = stored.iter().filter(|s| !attribute.options.iter().any(|o| o.id == Some(s.id))).collect();
    if let Some(used) = removed.iter().find(|s| s.products > 0) {
        return Ok(AttributeSaved::OptionInUse { code: used.code.clone() });
    }
    let (swatch, filterable) = (attribute.swatch.code(), i64::from(attribute.filterable));
    let id = match id {
        Some(id) => {
            sqlx::query("UPDATE attributes SET code = $1, swatch_type = $2, filterable = $3, version = version + 1 WHERE id = $4")
                .bind(&attribute.code)
                .bind(swatch)
                .bind(filterable)
                .bind(id)
                .execute(&mut *tx)
                .await?;
            id
        }
        None => {
            let position: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(position) + 1, 0) FROM attributes").fetch_one(&mut *tx).await?;
            sqlx::query("INSERT INTO attributes (code, swatch_type, filterable, position, version) VALUES ($1, $2, $3, $4, 1) RETURNING id")
                .bind(&attribute.code)
                .bind(swatch)
                .bind(filterable)
                .bind(position)
                .fetch_one(&mut *tx)
                .await?
                .try_get("id")?
        }
    };
    sqlx::query("DELETE FROM attribute_translations WHERE attribute_id = $1").bind(id).execute(&mut *tx).await?;
    for (locale, label) in &attribute.labels {
        sqlx::query("INSERT INTO attribute_translations (attribute_id, locale, label) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(locale.code())
            .bind(label)
            .execute(&mut *tx)
            .await?;
    }
    for gone in &removed {
        sqlx::query("DELETE FROM attribute_options WHERE id = $1").bind(gone.id).execute(&mut *tx).await?;
    }
    for (position, option) in attribute.options.iter().enumerate() {
        let option_id: i64 = match option.id {
            Some(option_id) => {
                sqlx::query("UPDATE attribute_options SET admin_name = $1, swatch_value = $2, position = $3 WHERE id = $4")
                    .bind(&option.code)
                    .bind(option.color.as_deref())
                    .bind(position as i64)
                    .bind(option_id)
                    .execute(&mut *tx)
                    .await?;
                option_id
            }
            None => sqlx::query(
                "INSERT INTO attribute_options (attribute_id, admin_name, swatch_value, position) VALUES ($1, $2, $3, $4) RETURNING id",
            )
            .bind(id)
            .bind(&option.code)
            .bind(option.color.as_deref())
            .bind(position as i64)
            .fetch_one(&mut *tx)
            .await?
            .try_get("id")?,
        };
        sqlx::query("DELETE FROM attribute_option_translations WHERE option_id = $1").bind(option_id).execute(&mut *tx).await?;
        for (locale, label) in &option.labels {
            sqlx::query("INSERT INTO attribute_option_translations (option_id, locale, label) VALUES ($1, $2, $3)")
                .bind(option_id)
                .bind(locale.code())
                .bind(label)
                .execute(&mut *tx)
                .await?;
        }
    }
    let after = load_one(&mut tx, id).await?.ok_or(sqlx::Error::RowNotFound)?;
    let action = if before.is_some() { "attribute.update" } else { "attribute.create" };
    let (before_json, after_json) = (before.as_ref().map(audited), audited(&after));
    let entry = Entry { action, entity: "attribute", entity_id: &id.to_string(), before: before_json.as_deref(), after: Some(&after_json) };
    audit::record_in(&mut tx, actor, &entry).await?;
    catalog_changes::record(&mut tx, Kind::Attribute, &[id]).await?;
    tx.commit().await?;
    Ok(AttributeSaved::Done { id })
}

/// How a deletion ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttributeDeleted {
    Done,
    /// Products carry it, or configurable products vary by it.
    InUse,
    NotFound,
}

/// Deletes an attribute no product carries, with its options.
pub async fn delete(db: &Db, id: i64, actor: &Actor) -> Result<AttributeDeleted, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let Some(before) = load_one(&mut tx, id).await? else { return Ok(AttributeDeleted::NotFound) };
    let used: i64 = sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM product_attribute_values WHERE attribute_id = $1) \
         + (SELECT COUNT(*) FROM product_super_attributes WHERE attribute_id = $1)",
    )
    .bind(id)
    .fetch_one(&mut *tx)
    .await?;
    if used > 0 {
        return Ok(AttributeDeleted::InUse);
    }
    sqlx::query("DELETE FROM attributes WHERE id = $1").bind(id).execute(&mut *tx).await?;
    let before_json = audited(&before);
    let entry =
        Entry { action: "attribute.delete", entity: "attribute", entity_id: &id.to_string(), before: Some(&before_json), after: None };
    audit::record_in(&mut tx, actor, &entry).await?;
    catalog_changes::record(&mut tx, Kind::Attribute, &[id]).await?;
    tx.commit().await?;
    Ok(AttributeDeleted::Done)
}

/// What the audit log keeps of an attribute: its code, kind, labels and options, each option by
/// its code so a changed label reads as one line.
fn audited(attribute: &EditedAttribute) -> String {
    let options: serde_json::Map<String, serde_json::Value> = attribute
        .options
        .iter()
        .map(|option| (option.code.clone(), serde_json::json!({ "color": option.color, "labels": option.labels })))
        .collect();
    serde_json::json!({
        "code": attribute.code,
        "swatch": attribute.swatch,
        "filterable": attribute.filterable,
        "labels": attribute.labels,
        "options": options,
    })
    .to_string()
}
