//! Staff accounts. E-mails are stored lowercased and trimmed, like customers'. The role is the
//! core's `Role` code; what it may do is the core's table.

use sqlx::Row;

use crate::clock;
use crate::customers::accounts::normalized_email;
use crate::customers::is_duplicate;
use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffRow {
    pub id: i64,
    pub email: String,
    pub name: String,
    pub role: String,
    pub password_hash: String,
    pub totp_secret: Option<String>,
    pub totp_enabled: bool,
    pub totp_last_step: i64,
    pub locale: String,
    pub disabled: bool,
    pub created_at: String,
}

const COLUMNS: &str =
    "SELECT id, email, name, role, password_hash, totp_secret, totp_enabled, totp_last_step, locale, disabled_at, created_at FROM staff";

fn staff_row(row: &sqlx::any::AnyRow) -> Result<StaffRow, sqlx::Error> {
    let disabled_at: Option<String> = row.try_get("disabled_at")?;
    Ok(StaffRow {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        name: row.try_get("name")?,
        role: row.try_get("role")?,
        password_hash: row.try_get("password_hash")?,
        totp_secret: row.try_get("totp_secret")?,
        totp_enabled: row.try_get::<i64, _>("totp_enabled")? != 0,
        totp_last_step: row.try_get("totp_last_step")?,
        locale: row.try_get("locale")?,
        disabled: disabled_at.is_some(),
        created_at: row.try_get("created_at")?,
    })
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewStaff<'a> {
    pub email: &'a str,
    pub name: &'a str,
    pub role: &'a str,
    pub password_hash: &'a str,
    pub locale: &'a str,
}

/// The new account's id, or `None` when the e-mail already has one.
pub async fn create(db: &Db, staff: &NewStaff<'_>) -> Result<Option<i64>, sqlx::Error> {
    let now = clock::now();
    let created = sqlx::query(
        "INSERT INTO staff (email, name, role, password_hash, locale, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id",
    )
    .bind(normalized_email(staff.email))
    .bind(staff.name.trim())
    .bind(staff.role)
    .bind(staff.password_hash)
    .bind(staff.locale)
    .bind(&now)
    .fetch_one(db.pool())
    .await;
    match created {
        Ok(row) => Ok(Some(row.try_get("id")?)),
        Err(error) if is_duplicate(&error) => Ok(None),
        Err(error) => Err(error),
    }
}

pub async fn find(db: &Db, id: i64) -> Result<Option<StaffRow>, sqlx::Error> {
    sqlx::query(&format!("{COLUMNS} WHERE id = $1")).bind(id).fetch_optional(db.pool()).await?.as_ref().map(staff_row).transpose()
}

pub async fn find_by_email(db: &Db, email: &str) -> Result<Option<StaffRow>, sqlx::Error> {
    sqlx::query(&format!("{COLUMNS} WHERE email = $1"))
        .bind(normalized_email(email))
        .fetch_optional(db.pool())
        .await?
        .as_ref()
        .map(staff_row)
        .transpose()
}

pub async fn list(db: &Db) -> Result<Vec<StaffRow>, sqlx::Error> {
    sqlx::query(&format!("{COLUMNS} ORDER BY id")).fetch_all(db.pool()).await?.iter().map(staff_row).collect()
}

pub async fn count(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM staff").fetch_one(db.pool()).await?.try_get("n")
}

/// Stores a new secret that is not in force until `enable_totp` (the enrolment's first code).
pub async fn set_pending_totp(db: &Db, id: i64, secret: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE staff SET totp_secret = $1, totp_enabled = 0, totp_last_step = 0, updated_at = $2 WHERE id = $3")
        .bind(secret)
        .bind(clock::now())
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Turns the second factor on with its recovery codes (their hashes), in one transaction.
pub async fn enable_totp(db: &Db, id: i64, step: i64, recovery_hashes: &[String]) -> Result<(), sqlx::Error> {
    let mut tx = db.pool().begin().await?;
    sqlx::query("UPDATE staff SET totp_enabled = 1, totp_last_step = $1, updated_at = $2 WHERE id = $3")
        .bind(step)
        .bind(clock::now())
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM staff_recovery_codes WHERE staff_id = $1").bind(id).execute(&mut *tx).await?;
    for hash in recovery_hashes {
        sqlx::query("INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)").bind(id).bind(hash).execute(&mut *tx).await?;
    }
    tx.commit().await
}

/// Records that the code of `step` was used; false when that step or a later one was used
/// already (a replayed code), so two requests with one code cannot both pass.
pub async fn use_totp_step(db: &Db, id: i64, step: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE staff SET totp_last_step = $1 WHERE id = $2 AND totp_last_step < $1")
        .bind(step)
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Spends a recovery code; false when it is unknown or used.
pub async fn use_recovery_code(db: &Db, id: i64, code_hash: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE staff_recovery_codes SET used_at = $1 WHERE staff_id = $2 AND code_hash = $3 AND used_at IS NULL")
        .bind(clock::now())
        .bind(id)
        .bind(code_hash)
        .execute(db.pool())
        .await?;
    Ok(done.rows_affected() >= 1)
}

pub async fn set_locale(db: &Db, id: i64, locale: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE staff SET locale = $1, updated_at = $2 WHERE id = $3")
        .bind(locale)
        .bind(clock::now())
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Changes a member's role and whether the account is disabled; every session of theirs ends
/// (what they may do changed), in one transaction with the audit entry. False when no such member.
pub async fn update_access(db: &Db, id: i64, role: &str, disabled: bool, actor: &crate::staff::audit::Actor) -> Result<bool, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    let Some(before) = sqlx::query("SELECT role, disabled_at FROM staff WHERE id = $1").bind(id).fetch_optional(&mut *tx).await? else {
        tx.rollback().await?;
        return Ok(false);
    };
    let (old_role, was_disabled): (String, bool) = (before.try_get("role")?, before.try_get::<Option<String>, _>("disabled_at")?.is_some());
    sqlx::query("UPDATE staff SET role = $1, disabled_at = CASE WHEN $2 = 1 THEN COALESCE(disabled_at, $3) ELSE NULL END, updated_at = $3 WHERE id = $4")
        .bind(role)
        .bind(i64::from(disabled))
        .bind(&now)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("UPDATE staff_sessions SET revoked_at = $1 WHERE staff_id = $2 AND revoked_at IS NULL")
        .bind(&now)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    let (prior, after) = (
        serde_json::json!({ "role": old_role, "disabled": was_disabled }).to_string(),
        serde_json::json!({ "role": role, "disabled": disabled }).to_string(),
    );
    let entity_id = id.to_string();
    let entry = crate::staff::audit::Entry {
        action: "staff.update",
        entity: "staff",
        entity_id: &entity_id,
        before: Some(&prior),
        after: Some(&after),
    };
    crate::staff::audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(true)
}
