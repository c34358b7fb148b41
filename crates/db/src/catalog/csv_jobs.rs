//! The catalogue's CSV jobs: an import (checked, then applied once an editor confirms) or an
//! export, each a row that any server may run. The server running a job says so every few
//! seconds (its heartbeat); a job whose heartbeat stopped (its server went down) is taken over by
//! the next server that looks, so a job is never half-forgotten.

use sqlx::{Any, Row, Transaction};

use super::product_table::TableFilter;
use crate::bulk::{self, Value};
use crate::clock;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// Where a job stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobState {
    /// An import's dry run is reading the file.
    Checking,
    /// The dry run is done: the editor reads it and confirms, or not.
    Checked,
    Applying,
    Exporting,
    Done,
    Failed,
    Cancelled,
}

impl JobState {
    pub const fn code(self) -> &'static str {
        match self {
            JobState::Checking => "checking",
            JobState::Checked => "checked",
            JobState::Applying => "applying",
            JobState::Exporting => "exporting",
            JobState::Done => "done",
            JobState::Failed => "failed",
            JobState::Cancelled => "cancelled",
        }
    }

    pub fn parse(code: &str) -> JobState {
        [JobState::Checking, JobState::Checked, JobState::Applying, JobState::Exporting, JobState::Done, JobState::Cancelled]
            .into_iter()
            .find(|state| state.code() == code)
            .unwrap_or(JobState::Failed)
    }

    /// A server is (or should be) working on it.
    pub fn is_running(self) -> bool {
        matches!(self, JobState::Checking | JobState::Applying | JobState::Exporting)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Job {
    pub id: i64,
    /// `import` or `export`.
    pub kind: String,
    pub state: JobState,
    pub file_name: String,
    pub skip_bad_rows: bool,
    pub total_rows: i64,
    pub done_rows: i64,
    pub created_rows: i64,
    pub updated_rows: i64,
    pub unchanged_rows: i64,
    pub bad_rows: i64,
    pub applied_rows: i64,
    pub applied_through: i64,
    pub failed_rows: i64,
    pub problem: String,
    pub cancel_requested: bool,
    /// An export of the products the back office's table showed, rather than of all.
    pub product_filter: Option<TableFilter>,
    pub actor: Actor,
    pub created_at: String,
    pub updated_at: String,
}

impl Job {
    pub fn is_import(&self) -> bool {
        self.kind == "import"
    }
}

const JOB_COLUMNS: &str = "id, kind, state, file_name, skip_bad_rows, total_rows, done_rows, created_rows, updated_rows, \
    unchanged_rows, bad_rows, applied_rows, applied_through, failed_rows, problem, cancel_requested, product_filter, staff_id, \
    staff_name, client_address, created_at, updated_at";

fn job_of(row: &sqlx::any::AnyRow) -> Result<Job, sqlx::Error> {
    Ok(Job {
        id: row.try_get("id")?,
        kind: row.try_get("kind")?,
        state: JobState::parse(&row.try_get::<String, _>("state")?),
        file_name: row.try_get("file_name")?,
        skip_bad_rows: row.try_get::<i64, _>("skip_bad_rows")? != 0,
        total_rows: row.try_get("total_rows")?,
        done_rows: row.try_get("done_rows")?,
        created_rows: row.try_get("created_rows")?,
        updated_rows: row.try_get("updated_rows")?,
        unchanged_rows: row.try_get("unchanged_rows")?,
        bad_rows: row.try_get("bad_rows")?,
        applied_rows: row.try_get("applied_rows")?,
        applied_through: row.try_get("applied_through")?,
        failed_rows: row.try_get("failed_rows")?,
        problem: row.try_get("problem")?,
        cancel_requested: row.try_get::<i64, _>("cancel_requested")? != 0,
        product_filter: serde_json::from_str(&row.try_get::<String, _>("product_filter")?).ok(),
        actor: Actor {
            staff_id: row.try_get("staff_id")?,
            name: row.try_get("staff_name")?,
            client_address: row.try_get("client_address")?,
        },
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

/// A new import, or the running one that keeps it from starting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Created {
    Job(i64),
    Busy(i64),
}

/// An uploaded file to check: its dry run starts in the background. One import runs at a time.
pub async fn create_import(db: &Db, file_name: &str, content: &str, actor: &Actor) -> Result<Created, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    if let Some(busy) = running_import(&mut tx).await? {
        return Ok(Created::Busy(busy));
    }
    let id = insert(&mut tx, "import", JobState::Checking, file_name, actor).await?;
    sqlx::query("INSERT INTO catalog_job_files (job_id, content) VALUES ($1, $2)").bind(id).bind(content).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(Created::Job(id))
}

/// An export of the whole catalogue, or of the products `filter` matches (never deleted ones),
/// written in the background.
pub async fn create_export(db: &Db, filter: Option<&TableFilter>, actor: &Actor) -> Result<i64, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let id = insert(&mut tx, "export", JobState::Exporting, "", actor).await?;
    if let Some(filter) = filter {
        let kept = TableFilter { deleted: false, ..filter.clone() };
        sqlx::query("UPDATE catalog_jobs SET product_filter = $1 WHERE id = $2")
            .bind(serde_json::to_string(&kept).unwrap_or_default())
            .bind(id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(id)
}

async fn insert(
    tx: &mut Transaction<'static, Any>,
    kind: &str,
    state: JobState,
    file_name: &str,
    actor: &Actor,
) -> Result<i64, sqlx::Error> {
    let now = clock::now();
    sqlx::query_scalar(
        "INSERT INTO catalog_jobs (kind, state, file_name, staff_id, staff_name, client_address, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id",
    )
    .bind(kind)
    .bind(state.code())
    .bind(file_name)
    .bind(actor.staff_id)
    .bind(&actor.name)
    .bind(&actor.client_address)
    .bind(&now)
    .fetch_one(&mut **tx)
    .await
}

async fn running_import(tx: &mut Transaction<'static, Any>) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM catalog_jobs WHERE kind = 'import' AND state IN ('checking', 'applying') ORDER BY id LIMIT 1")
        .fetch_optional(&mut **tx)
        .await
}

pub async fn get(db: &Db, id: i64) -> Result<Option<Job>, sqlx::Error> {
    let row = sqlx::query(&format!("SELECT {JOB_COLUMNS} FROM catalog_jobs WHERE id = $1")).bind(id).fetch_optional(db.pool()).await?;
    row.as_ref().map(job_of).transpose()
}

/// The newest jobs first.
pub async fn recent(db: &Db, limit: i64) -> Result<Vec<Job>, sqlx::Error> {
    sqlx::query(&format!("SELECT {JOB_COLUMNS} FROM catalog_jobs ORDER BY id DESC LIMIT $1"))
        .bind(limit)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(job_of)
        .collect()
}

/// An import's file, or an export's once written.
pub async fn file(db: &Db, id: i64) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT content FROM catalog_job_files WHERE job_id = $1").bind(id).fetch_optional(db.pool()).await
}

/// Takes the oldest job no server is running (none ever did, or its heartbeat stopped before
/// `stale_before`) for `runner`.
pub async fn claim(db: &Db, runner: &str, stale_before: &str) -> Result<Option<Job>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let id: Option<i64> = sqlx::query_scalar(
        "SELECT id FROM catalog_jobs WHERE state IN ('checking', 'applying', 'exporting') \
         AND (runner = '' OR heartbeat_at <= $1) ORDER BY id LIMIT 1",
    )
    .bind(stale_before)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(id) = id else { return Ok(None) };
    sqlx::query("UPDATE catalog_jobs SET runner = $1, heartbeat_at = $2 WHERE id = $3")
        .bind(runner)
        .bind(clock::now())
        .bind(id)
        .execute(&mut *tx)
        .await?;
    let job = sqlx::query(&format!("SELECT {JOB_COLUMNS} FROM catalog_jobs WHERE id = $1")).bind(id).fetch_one(&mut *tx).await?;
    let job = job_of(&job)?;
    tx.commit().await?;
    Ok(Some(job))
}

/// What a runner should do after its heartbeat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Beat {
    Go,
    /// An editor asked to cancel.
    Cancel,
    /// Another server took the job over (this one was thought gone): stop without a word.
    Lost,
}

/// Says the job runs, with its rows read so far.
pub async fn beat(db: &Db, id: i64, runner: &str, done_rows: i64, total_rows: i64) -> Result<Beat, sqlx::Error> {
    let now = clock::now();
    let written = sqlx::query(
        "UPDATE catalog_jobs SET heartbeat_at = $1, updated_at = $1, done_rows = $2, total_rows = $3 WHERE id = $4 AND runner = $5",
    )
    .bind(&now)
    .bind(done_rows)
    .bind(total_rows)
    .bind(id)
    .bind(runner)
    .execute(db.pool())
    .await?;
    if written.rows_affected() == 0 {
        return Ok(Beat::Lost);
    }
    let cancel: i64 = sqlx::query_scalar("SELECT cancel_requested FROM catalog_jobs WHERE id = $1").bind(id).fetch_one(db.pool()).await?;
    Ok(if cancel != 0 { Beat::Cancel } else { Beat::Go })
}

/// One cell the dry run or the import met: a change, or a fault (`message`, a message key).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub line: i64,
    pub sku: String,
    pub column: String,
    pub before: String,
    pub after: String,
    pub message: String,
}

impl Line {
    pub fn is_fault(&self) -> bool {
        !self.message.is_empty()
    }
}

/// A check starting (again): what an earlier start found goes.
pub async fn restart_check(db: &Db, id: i64) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM catalog_job_lines WHERE job_id = $1").bind(id).execute(&mut *tx).await?;
    sqlx::query(
        "UPDATE catalog_jobs SET done_rows = 0, created_rows = 0, updated_rows = 0, unchanged_rows = 0, bad_rows = 0 WHERE id = $1",
    )
    .bind(id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}

/// What a check found in some rows: their cells, and the rows counted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Found {
    pub lines: Vec<Line>,
    pub created: i64,
    pub updated: i64,
    pub unchanged: i64,
    pub bad: i64,
}

/// Adds what the check found in a batch of rows.
pub async fn add_found(db: &Db, id: i64, found: &Found) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    insert_lines(&mut tx, id, &found.lines).await?;
    sqlx::query(
        "UPDATE catalog_jobs SET created_rows = created_rows + $1, updated_rows = updated_rows + $2, \
         unchanged_rows = unchanged_rows + $3, bad_rows = bad_rows + $4 WHERE id = $5",
    )
    .bind(found.created)
    .bind(found.updated)
    .bind(found.unchanged)
    .bind(found.bad)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}

pub(crate) async fn insert_lines(tx: &mut Transaction<'static, Any>, id: i64, lines: &[Line]) -> Result<(), sqlx::Error> {
    let mut insert =
        bulk::Insert::new("catalog_job_lines", &["job_id", "line", "sku", "column_name", "before_value", "after_value", "message"]);
    for line in lines {
        insert.row(vec![
            Value::Int(id),
            Value::Int(line.line),
            Value::Text(line.sku.clone()),
            Value::Text(line.column.clone()),
            Value::Text(line.before.clone()),
            Value::Text(line.after.clone()),
            Value::Text(line.message.clone()),
        ]);
    }
    insert.flush(tx).await
}

/// Ends a running job as `state`, if `runner` still holds it; `problem` says why it failed.
pub async fn finish(db: &Db, id: i64, runner: &str, state: JobState, problem: &str) -> Result<bool, sqlx::Error> {
    let written =
        sqlx::query("UPDATE catalog_jobs SET state = $1, problem = $2, updated_at = $3, runner = '' WHERE id = $4 AND runner = $5")
            .bind(state.code())
            .bind(problem)
            .bind(clock::now())
            .bind(id)
            .bind(runner)
            .execute(db.pool())
            .await?;
    Ok(written.rows_affected() == 1)
}

/// Ends an export with its file.
pub async fn finish_export(db: &Db, id: i64, runner: &str, content: &str, rows: i64) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    if !leave_stage(&mut tx, id, runner, (JobState::Exporting, JobState::Done), rows).await? {
        return Ok(false);
    }
    sqlx::query("DELETE FROM catalog_job_files WHERE job_id = $1").bind(id).execute(&mut *tx).await?;
    sqlx::query("INSERT INTO catalog_job_files (job_id, content) VALUES ($1, $2)").bind(id).bind(content).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(true)
}

/// How an editor's confirmation ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirmed {
    Started,
    /// Not (or no longer) a checked import.
    NotChecked,
    /// Another import runs.
    Busy(i64),
}

/// Starts applying a checked import, audited with what the check found.
pub async fn confirm(db: &Db, id: i64, skip_bad_rows: bool, actor: &Actor) -> Result<Confirmed, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    if let Some(busy) = running_import(&mut tx).await? {
        return Ok(Confirmed::Busy(busy));
    }
    let written = sqlx::query(
        "UPDATE catalog_jobs SET state = 'applying', skip_bad_rows = $1, runner = '', updated_at = $2, \
         staff_id = $3, staff_name = $4, client_address = $5 WHERE id = $6 AND state = 'checked'",
    )
    .bind(i64::from(skip_bad_rows))
    .bind(clock::now())
    .bind(actor.staff_id)
    .bind(&actor.name)
    .bind(&actor.client_address)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    if written.rows_affected() == 0 {
        return Ok(Confirmed::NotChecked);
    }
    let job = sqlx::query(&format!("SELECT {JOB_COLUMNS} FROM catalog_jobs WHERE id = $1")).bind(id).fetch_one(&mut *tx).await?;
    let job = job_of(&job)?;
    let after = serde_json::json!({
        "file": job.file_name, "rows": job.total_rows, "create": job.created_rows, "update": job.updated_rows,
        "bad_rows": job.bad_rows, "skip_bad_rows": skip_bad_rows,
    })
    .to_string();
    let entry = Entry { action: "catalog.import", entity: "catalog_job", entity_id: &id.to_string(), before: None, after: Some(&after) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(Confirmed::Started)
}

/// Cancels a job: a checked import at once, a running one when its server next looks. False
/// when it already ended.
pub async fn cancel(db: &Db, id: i64, actor: &Actor) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let now = clock::now();
    let at_once = sqlx::query("UPDATE catalog_jobs SET state = 'cancelled', updated_at = $1 WHERE id = $2 AND state = 'checked'")
        .bind(&now)
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    let asked = sqlx::query(
        "UPDATE catalog_jobs SET cancel_requested = 1, updated_at = $1 WHERE id = $2 AND state IN ('checking', 'applying', 'exporting')",
    )
    .bind(&now)
    .bind(id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if at_once + asked == 0 {
        return Ok(false);
    }
    let entry = Entry { action: "catalog.job_cancel", entity: "catalog_job", entity_id: &id.to_string(), before: None, after: None };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(true)
}

/// A job's changes or its faults, in the file's order, a page at a time.
pub async fn lines(db: &Db, id: i64, faults: bool, offset: i64, limit: i64) -> Result<Vec<Line>, sqlx::Error> {
    let condition = if faults { "message <> ''" } else { "message = ''" };
    sqlx::query(&format!(
        "SELECT {LINE_COLUMNS} FROM catalog_job_lines WHERE job_id = $1 AND {condition} ORDER BY line, column_name, after_value LIMIT $2 OFFSET $3"
    ))
    .bind(id)
    .bind(limit)
    .bind(offset)
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(line_of)
    .collect()
}

/// How many changes or faults a job has.
pub async fn count_lines(db: &Db, id: i64, faults: bool) -> Result<i64, sqlx::Error> {
    let condition = if faults { "message <> ''" } else { "message = ''" };
    sqlx::query_scalar(&format!("SELECT COUNT(*) FROM catalog_job_lines WHERE job_id = $1 AND {condition}"))
        .bind(id)
        .fetch_one(db.pool())
        .await
}

const LINE_COLUMNS: &str = "line, sku, column_name, before_value, after_value, message";

fn line_of(row: &sqlx::any::AnyRow) -> Result<Line, sqlx::Error> {
    Ok(Line {
        line: row.try_get("line")?,
        sku: row.try_get("sku")?,
        column: row.try_get("column_name")?,
        before: row.try_get("before_value")?,
        after: row.try_get("after_value")?,
        message: row.try_get("message")?,
    })
}

/// The next rows an import applies: every cell the check recorded (changes and faults) of the
/// first `rows` rows after line `after`.
pub async fn next_rows(db: &Db, id: i64, after: i64, rows: i64) -> Result<Vec<Line>, sqlx::Error> {
    let last: Option<i64> = sqlx::query_scalar(
        "SELECT MAX(line) FROM (SELECT DISTINCT line FROM catalog_job_lines WHERE job_id = $1 AND line > $2 ORDER BY line LIMIT $3) AS next_lines",
    )
    .bind(id)
    .bind(after)
    .bind(rows)
    .fetch_one(db.pool())
    .await?;
    let Some(last) = last else { return Ok(Vec::new()) };
    sqlx::query(&format!("SELECT {LINE_COLUMNS} FROM catalog_job_lines WHERE job_id = $1 AND line > $2 AND line <= $3 ORDER BY line"))
        .bind(id)
        .bind(after)
        .bind(last)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(line_of)
        .collect()
}

/// A batch of an import's rows as written: inside the batch's transaction, the job moves past
/// line `through`, counting the rows gone through and those refused (`refused`, recorded).
pub async fn advance(
    tx: &mut Transaction<'static, Any>,
    id: i64,
    runner: &str,
    through: i64,
    applied: i64,
    refused: &[Line],
) -> Result<bool, sqlx::Error> {
    let written = sqlx::query(
        "UPDATE catalog_jobs SET applied_through = $1, applied_rows = applied_rows + $2, failed_rows = failed_rows + $3, \
         heartbeat_at = $4, updated_at = $4 WHERE id = $5 AND runner = $6 AND state = 'applying'",
    )
    .bind(through)
    .bind(applied)
    .bind(refused.iter().map(|line| line.line).collect::<std::collections::BTreeSet<_>>().len() as i64)
    .bind(clock::now())
    .bind(id)
    .bind(runner)
    .execute(&mut **tx)
    .await?;
    insert_lines(tx, id, refused).await?;
    Ok(written.rows_affected() == 1)
}

/// Ends a check: the editor may now confirm.
pub async fn finish_check(db: &Db, id: i64, runner: &str, total_rows: i64) -> Result<bool, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    leave_stage(&mut conn, id, runner, (JobState::Checking, JobState::Checked), total_rows).await
}

/// Moves a job `runner` holds from one stage to the next with its rows counted, and lets it go;
/// false when it was not (or no longer) so.
async fn leave_stage(
    conn: &mut sqlx::AnyConnection,
    id: i64,
    runner: &str,
    (from, to): (JobState, JobState),
    rows: i64,
) -> Result<bool, sqlx::Error> {
    let written = sqlx::query(
        "UPDATE catalog_jobs SET state = $1, total_rows = $2, done_rows = $2, updated_at = $3, runner = '' \
         WHERE id = $4 AND runner = $5 AND state = $6",
    )
    .bind(to.code())
    .bind(rows)
    .bind(clock::now())
    .bind(id)
    .bind(runner)
    .bind(from.code())
    .execute(conn)
    .await?;
    Ok(written.rows_affected() == 1)
}
