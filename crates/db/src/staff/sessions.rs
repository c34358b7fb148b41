//! Staff sessions, kept as the SHA-256 of the cookie's token. A session is found only while it
//! is neither revoked nor expired, and each use moves its idle expiry (never past its maximum).

use sqlx::Row;

use crate::clock;
use crate::Db;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// The password was right; the second factor is still to come.
    Password,
    SignedIn,
}

impl Stage {
    fn code(self) -> &'static str {
        match self {
            Stage::Password => "password",
            Stage::SignedIn => "signed_in",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRow {
    pub id: i64,
    pub staff_id: i64,
    pub stage: Stage,
    pub user_agent: String,
    pub client_address: String,
    pub created_at: String,
    pub last_seen_at: String,
    pub expires_at: String,
}

fn session_row(row: &sqlx::any::AnyRow) -> Result<SessionRow, sqlx::Error> {
    let stage: String = row.try_get("stage")?;
    Ok(SessionRow {
        id: row.try_get("id")?,
        staff_id: row.try_get("staff_id")?,
        stage: if stage == "signed_in" { Stage::SignedIn } else { Stage::Password },
        user_agent: row.try_get("user_agent")?,
        client_address: row.try_get("client_address")?,
        created_at: row.try_get("created_at")?,
        last_seen_at: row.try_get("last_seen_at")?,
        expires_at: row.try_get("expires_at")?,
    })
}

const COLUMNS: &str = "SELECT id, staff_id, stage, user_agent, client_address, created_at, last_seen_at, expires_at FROM staff_sessions";

pub struct NewSession<'a> {
    pub staff_id: i64,
    pub token_hash: &'a str,
    pub stage: Stage,
    pub user_agent: &'a str,
    pub client_address: &'a str,
    pub expires_at: &'a str,
}

pub async fn create(db: &Db, session: &NewSession<'_>) -> Result<i64, sqlx::Error> {
    let now = clock::now();
    sqlx::query(
        "INSERT INTO staff_sessions (staff_id, token_hash, stage, user_agent, client_address, created_at, last_seen_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id",
    )
    .bind(session.staff_id)
    .bind(session.token_hash)
    .bind(session.stage.code())
    .bind(session.user_agent)
    .bind(session.client_address)
    .bind(&now)
    .bind(session.expires_at)
    .fetch_one(db.pool())
    .await?
    .try_get("id")
}

/// The live session of this token hash.
pub async fn find_live(db: &Db, token_hash: &str) -> Result<Option<SessionRow>, sqlx::Error> {
    sqlx::query(&format!("{COLUMNS} WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2"))
        .bind(token_hash)
        .bind(clock::now())
        .fetch_optional(db.pool())
        .await?
        .as_ref()
        .map(session_row)
        .transpose()
}

/// Notes a use: `last_seen_at` now and the expiry moved to `expires_at`, at most once a minute
/// per session (every call of a busy page would otherwise be a write).
pub async fn touch(db: &Db, id: i64, expires_at: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE staff_sessions SET last_seen_at = $1, expires_at = $2 WHERE id = $3 AND revoked_at IS NULL AND last_seen_at < $4")
        .bind(clock::now())
        .bind(expires_at)
        .bind(id)
        .bind(clock::timestamp(std::time::Duration::from_secs(60)))
        .execute(db.pool())
        .await?;
    Ok(())
}

/// The second factor was entered: the session is signed in, with a fresh token (the old one,
/// seen before the second factor, no longer opens anything).
pub async fn promote(db: &Db, id: i64, new_token_hash: &str, expires_at: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE staff_sessions SET stage = 'signed_in', token_hash = $1, expires_at = $2, last_seen_at = $3 \
         WHERE id = $4 AND stage = 'password' AND revoked_at IS NULL",
    )
    .bind(new_token_hash)
    .bind(expires_at)
    .bind(clock::now())
    .bind(id)
    .execute(db.pool())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The live sessions of one staff member, newest first.
pub async fn list_live(db: &Db, staff_id: i64) -> Result<Vec<SessionRow>, sqlx::Error> {
    sqlx::query(&format!("{COLUMNS} WHERE staff_id = $1 AND revoked_at IS NULL AND expires_at > $2 ORDER BY id DESC"))
        .bind(staff_id)
        .bind(clock::now())
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(session_row)
        .collect()
}

/// Ends one session of `staff_id`; false when it was not theirs or already over.
pub async fn revoke(db: &Db, staff_id: i64, id: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE staff_sessions SET revoked_at = $1 WHERE id = $2 AND staff_id = $3 AND revoked_at IS NULL")
        .bind(clock::now())
        .bind(id)
        .bind(staff_id)
        .execute(db.pool())
        .await?;
    Ok(done.rows_affected() == 1)
}
