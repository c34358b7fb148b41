//! The audit log: one row for every change staff make, never updated or deleted (the schema's
//! triggers refuse both). A change and its entry are written in the same transaction where the
//! change is the database's own (`record_in`), so neither exists without the other.

use sqlx::Row;

use crate::clock;
use crate::sql::Sql;
use crate::Db;

/// Who did it and from where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    /// `None` for the operator's command line.
    pub staff_id: Option<i64>,
    /// The staff's e-mail at the time (or `cli`).
    pub name: String,
    pub client_address: String,
}

impl Actor {
    /// The operator at the server's command line.
    pub fn command_line() -> Actor {
        Actor { staff_id: None, name: "cli".into(), client_address: String::new() }
    }

    /// The server importing the Central Bank of Armenia's published exchange rates.
    pub fn central_bank() -> Actor {
        Actor { staff_id: None, name: "cba.am".into(), client_address: String::new() }
    }

    /// The server itself, keeping house (purging what was deleted long ago).
    pub fn housekeeping() -> Actor {
        Actor { staff_id: None, name: "server".into(), client_address: String::new() }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry<'a> {
    pub action: &'a str,
    pub entity: &'a str,
    pub entity_id: &'a str,
    /// JSON of the values before and after.
    pub before: Option<&'a str>,
    pub after: Option<&'a str>,
}

pub async fn record_in(conn: &mut sqlx::AnyConnection, actor: &Actor, entry: &Entry<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO audit_log (staff_id, actor, action, entity, entity_id, before, after, client_address, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(actor.staff_id)
    .bind(&actor.name)
    .bind(entry.action)
    .bind(entry.entity)
    .bind(entry.entity_id)
    .bind(entry.before)
    .bind(entry.after)
    .bind(&actor.client_address)
    .bind(clock::now())
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn record(db: &Db, actor: &Actor, entry: &Entry<'_>) -> Result<(), sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    record_in(&mut conn, actor, entry).await
}

/// The newest entry's id (0 without any): it moves with every staff action, so what is drawn
/// from what staff edit (the storefront's kept pages) knows by it that it is out of date.
pub async fn latest_id(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar::<_, i64>("SELECT COALESCE(MAX(id), 0) FROM audit_log").fetch_one(db.pool()).await
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditRow {
    pub id: i64,
    pub staff_id: Option<i64>,
    pub actor: String,
    pub action: String,
    pub entity: String,
    pub entity_id: String,
    pub before: Option<String>,
    pub after: Option<String>,
    pub client_address: String,
    pub created_at: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuditFilter {
    pub staff_id: Option<i64>,
    /// An action code, or a prefix ending in `.` (`order.` for every order action).
    pub action: Option<String>,
    pub entity: Option<String>,
    pub entity_id: Option<String>,
    /// Stored timestamps, inclusive from, exclusive to.
    pub from: Option<String>,
    pub to: Option<String>,
    /// Entries older than this id (the next page, newest first).
    pub before_id: Option<i64>,
}

/// Newest first, at most `limit`.
pub async fn list(db: &Db, filter: &AuditFilter, limit: i64) -> Result<Vec<AuditRow>, sqlx::Error> {
    let mut sql = Sql::new(
        "SELECT id, staff_id, actor, action, entity, entity_id, before, after, client_address, created_at FROM audit_log WHERE 1 = 1",
    );
    if let Some(staff_id) = filter.staff_id {
        sql.push(" AND staff_id = ").bind(staff_id);
    }
    match filter.action.as_deref() {
        Some(prefix) if prefix.ends_with('.') => {
            sql.push(" AND action LIKE ").bind(format!("{}%", prefix.replace(['%', '_'], "")));
        }
        Some(action) => {
            sql.push(" AND action = ").bind(action);
        }
        None => {}
    }
    if let Some(entity) = &filter.entity {
        sql.push(" AND entity = ").bind(entity);
    }
    if let Some(entity_id) = &filter.entity_id {
        sql.push(" AND entity_id = ").bind(entity_id);
    }
    if let Some(from) = &filter.from {
        sql.push(" AND created_at >= ").bind(from);
    }
    if let Some(to) = &filter.to {
        sql.push(" AND created_at < ").bind(to);
    }
    if let Some(before_id) = filter.before_id {
        sql.push(" AND id < ").bind(before_id);
    }
    sql.push(" ORDER BY id DESC LIMIT ").bind(limit);
    sql.query()
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| {
            Ok(AuditRow {
                id: row.try_get("id")?,
                staff_id: row.try_get("staff_id")?,
                actor: row.try_get("actor")?,
                action: row.try_get("action")?,
                entity: row.try_get("entity")?,
                entity_id: row.try_get("entity_id")?,
                before: row.try_get("before")?,
                after: row.try_get("after")?,
                client_address: row.try_get("client_address")?,
                created_at: row.try_get("created_at")?,
            })
        })
        .collect()
}
