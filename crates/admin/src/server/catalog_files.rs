//! The catalogue's CSV import and export: the upload that starts an import's dry run, the jobs'
//! reports, the editor's confirmation and cancellation, and the downloads (an export's file, an
//! import's faults). The jobs themselves run in the background (`storefront_catalog_csv`).

use axum::body::Body;
use axum::extract::{Path, Query, Request, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use storefront_catalog_csv::file::{self, Writer};
use storefront_core::catalog_csv::MAX_CSV_BYTES;
use storefront_core::locale::Locale;
use storefront_core::staff::Permission;
use storefront_core::validation::{Message, MAX_TEXT_LENGTH};
use storefront_db::catalog::csv_jobs::{self, Confirmed, Created, Job, JobState, Line};
use storefront_db::catalog::csv_picture_fetches;

use super::caller::{allowed, require, OrFailed};
use super::pictures::Refusal;
use super::AdminState;
use crate::i18n::{text, Text};
use crate::shapes::catalog_files::{JobKind, JobLine, JobReport, JobStage, JobView};
use crate::shapes::error::AdminError;
use crate::shapes::products::ProductQuery;

/// The jobs the page lists.
const RECENT_JOBS: i64 = 20;
/// The changes and faults a report shows; the faults file has them all.
const REPORT_LINES: i64 = 200;

fn stage_of(state: JobState) -> JobStage {
    match state {
        JobState::Checking => JobStage::Checking,
        JobState::Checked => JobStage::Checked,
        JobState::Applying => JobStage::Applying,
        JobState::Exporting => JobStage::Exporting,
        JobState::Done => JobStage::Done,
        JobState::Failed => JobStage::Failed,
        JobState::Cancelled => JobStage::Cancelled,
    }
}

/// A message key the jobs keep, in the reader's language.
fn message_text(key: &str, locale: Locale) -> String {
    serde_json::from_value::<Message>(serde_json::Value::String(key.to_string()))
        .map(|message| message.text(locale).to_string())
        .unwrap_or_else(|_| key.to_string())
}

fn problem_text(problem: &str, locale: Locale) -> String {
    if problem.is_empty() {
        return String::new();
    }
    if let Some(line) = problem.strip_prefix("stopped_at:") {
        return text(locale, Text::ImportStoppedAt).replace("{line}", line);
    }
    match serde_json::from_value::<Message>(serde_json::Value::String(problem.to_string())) {
        Ok(message) => message.text(locale).to_string(),
        Err(_) => text(locale, Text::CatalogJobBroke).to_string(),
    }
}

fn view_of(job: Job, locale: Locale) -> JobView {
    JobView {
        id: job.id,
        kind: if job.is_import() { JobKind::Import } else { JobKind::Export },
        stage: stage_of(job.state),
        file_name: job.file_name,
        filtered: job.product_filter.is_some(),
        total_rows: job.total_rows,
        done_rows: job.done_rows,
        create_rows: job.created_rows,
        update_rows: job.updated_rows,
        unchanged_rows: job.unchanged_rows,
        bad_rows: job.bad_rows,
        applied_rows: job.applied_rows,
        failed_rows: job.failed_rows,
        pictures_waiting: 0,
        skip_bad_rows: job.skip_bad_rows,
        problem: problem_text(&job.problem, locale),
        cancel_requested: job.cancel_requested,
        staff_name: job.actor.name,
        created_at: job.created_at,
        updated_at: job.updated_at,
    }
}

fn line_of(line: Line, locale: Locale) -> JobLine {
    let message = if line.message.is_empty() { String::new() } else { message_text(&line.message, locale) };
    JobLine { line: line.line, sku: line.sku, column: line.column, before: line.before, after: line.after, message }
}

pub async fn jobs() -> Result<Vec<JobView>, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let jobs = csv_jobs::recent(&state.db, RECENT_JOBS).await.or_failed()?;
    Ok(jobs.into_iter().map(|job| view_of(job, caller.locale)).collect())
}

pub async fn report(id: i64) -> Result<JobReport, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let job = csv_jobs::get(&state.db, id).await.or_failed()?.ok_or(AdminError::NotFound)?;
    let lines = |faults| csv_jobs::lines(&state.db, id, faults, 0, REPORT_LINES);
    let (changes, faults) = (lines(false).await.or_failed()?, lines(true).await.or_failed()?);
    let pictures_waiting = match job.state {
        JobState::Applying => csv_picture_fetches::waiting(&state.db, id).await.or_failed()?,
        _ => 0,
    };
    Ok(JobReport {
        change_count: csv_jobs::count_lines(&state.db, id, false).await.or_failed()?,
        fault_count: csv_jobs::count_lines(&state.db, id, true).await.or_failed()?,
        changes: changes.into_iter().map(|line| line_of(line, caller.locale)).collect(),
        faults: faults.into_iter().map(|line| line_of(line, caller.locale)).collect(),
        job: JobView { pictures_waiting, ..view_of(job, caller.locale) },
    })
}

pub async fn export(products: Option<ProductQuery>) -> Result<JobView, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let filter = match &products {
        Some(query) => Some(super::products::table_filter(&state, query).await?),
        None => None,
    };
    let id = csv_jobs::create_export(&state.db, filter.as_ref(), &caller.actor()).await.or_failed()?;
    let job = csv_jobs::get(&state.db, id).await.or_failed()?.ok_or(AdminError::NotFound)?;
    Ok(view_of(job, caller.locale))
}

pub async fn confirm(id: i64, skip_bad_rows: bool) -> Result<JobView, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    match csv_jobs::confirm(&state.db, id, skip_bad_rows, &caller.actor()).await.or_failed()? {
        Confirmed::Started => {}
        Confirmed::NotChecked => return Err(AdminError::conflict(text(caller.locale, Text::ImportNotWaiting))),
        Confirmed::Busy(_) => return Err(AdminError::conflict(text(caller.locale, Text::ImportRunsAlready))),
    }
    let job = csv_jobs::get(&state.db, id).await.or_failed()?.ok_or(AdminError::NotFound)?;
    Ok(view_of(job, caller.locale))
}

pub async fn cancel(id: i64) -> Result<JobView, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    if !csv_jobs::cancel(&state.db, id, &caller.actor()).await.or_failed()? {
        return Err(AdminError::conflict(text(caller.locale, Text::JobEndedAlready)));
    }
    let job = csv_jobs::get(&state.db, id).await.or_failed()?.ok_or(AdminError::NotFound)?;
    Ok(view_of(job, caller.locale))
}

#[derive(Debug, Deserialize)]
pub struct UploadQuery {
    #[serde(default)]
    name: String,
}

/// `POST /admin/upload/catalog?name=…`: the body is the CSV file's bytes. Its dry run starts in
/// the background; the answer is the job (201), or the import that runs already (409).
pub async fn upload_route(State(state): State<AdminState>, Query(query): Query<UploadQuery>, request: Request<Body>) -> Response {
    let (parts, body) = request.into_parts();
    let caller = match allowed(&state, &parts, Permission::ManageCatalogue).await {
        Ok(caller) => caller,
        Err(error) => return Refusal::from(error).into_response(),
    };
    let refused = |status: StatusCode, message: Message| {
        Refusal::new(status, AdminError::invalid("file", message.text(caller.locale))).into_response()
    };
    let name = query.name.trim();
    if name.contains('\0') || name.chars().count() > MAX_TEXT_LENGTH {
        return Refusal::new(StatusCode::UNPROCESSABLE_ENTITY, AdminError::invalid("name", Message::TooLong.text(caller.locale)))
            .into_response();
    }
    let Ok(bytes) = axum::body::to_bytes(body, MAX_CSV_BYTES).await else {
        return refused(StatusCode::PAYLOAD_TOO_LARGE, Message::CsvTooLarge);
    };
    let content = match file::decode(&bytes) {
        Ok(content) => content,
        Err(message) => return refused(StatusCode::UNPROCESSABLE_ENTITY, message),
    };
    let created = csv_jobs::create_import(&state.db, name, &content, &caller.actor()).await;
    let job = match created {
        Ok(Created::Job(id)) => csv_jobs::get(&state.db, id).await,
        Ok(Created::Busy(_)) => {
            return Refusal::new(StatusCode::CONFLICT, AdminError::conflict(text(caller.locale, Text::ImportRunsAlready))).into_response()
        }
        Err(error) => Err(error),
    };
    match job {
        Ok(Some(job)) => (StatusCode::CREATED, axum::Json(view_of(job, caller.locale))).into_response(),
        Ok(None) => Refusal::from(AdminError::NotFound).into_response(),
        Err(error) => {
            tracing::error!(%error, "cannot record an uploaded catalogue file");
            Refusal::from(AdminError::Failed).into_response()
        }
    }
}

/// `GET /admin/download/catalog/{id}`: an export's file.
pub async fn download_route(State(state): State<AdminState>, Path(id): Path<i64>, request: Request<Body>) -> Response {
    let (parts, _) = request.into_parts();
    if let Err(error) = allowed(&state, &parts, Permission::ManageCatalogue).await {
        return Refusal::from(error).into_response();
    }
    let job = csv_jobs::get(&state.db, id).await;
    let content = match job {
        Ok(Some(job)) if !job.is_import() && job.state == JobState::Done => csv_jobs::file(&state.db, id).await,
        Ok(_) => return Refusal::from(AdminError::NotFound).into_response(),
        Err(error) => Err(error),
    };
    match content {
        Ok(Some(content)) => attachment(&format!("catalog-{id}.csv"), content),
        Ok(None) => Refusal::from(AdminError::NotFound).into_response(),
        Err(_) => Refusal::from(AdminError::Failed).into_response(),
    }
}

/// `GET /admin/download/catalog/{id}/faults`: every fault of an import, with its line and
/// column, in the caller's language.
pub async fn faults_route(State(state): State<AdminState>, Path(id): Path<i64>, request: Request<Body>) -> Response {
    let (parts, _) = request.into_parts();
    let caller = match allowed(&state, &parts, Permission::ManageCatalogue).await {
        Ok(caller) => caller,
        Err(error) => return Refusal::from(error).into_response(),
    };
    let locale = caller.locale;
    // The value in the file: which of a cell's pictures could not be fetched.
    let header =
        [text(locale, Text::LineNumber), "sku", text(locale, Text::Column), text(locale, Text::Problem), text(locale, Text::ValueAfter)];
    let mut writer = Writer::with_header(&header);
    let (mut offset, page) = (0, 5000);
    loop {
        let Ok(lines) = csv_jobs::lines(&state.db, id, true, offset, page).await else {
            return Refusal::from(AdminError::Failed).into_response();
        };
        for line in &lines {
            writer.row(&[
                line.line.to_string(),
                line.sku.clone(),
                line.column.clone(),
                message_text(&line.message, locale),
                line.after.clone(),
            ]);
        }
        if (lines.len() as i64) < page {
            break;
        }
        offset += page;
    }
    attachment(&format!("catalog-{id}-faults.csv"), writer.finish())
}

/// A CSV file the browser saves as `name`, never cached.
pub(super) fn attachment(name: &str, content: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
        content,
    )
        .into_response()
}
