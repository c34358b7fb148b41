//! A confirmed import: the changes its dry run recorded, applied row by row. Each row is whole
//! or not at all (one statement, or a savepoint); each batch of rows commits with the job's
//! progress, so a server that stops loses no row and the next one goes on after the last batch.
//! A cell the row changes must still be what the dry run read, or the row is refused: an edit
//! made since is never overwritten. The pictures rows name by address are queued with their
//! rows and fetched once every row is written.

use std::collections::{BTreeMap, HashMap};

use sqlx::{Any, Transaction};
use storefront_core::catalog_csv::{self, Known, RowWrite, COLUMNS};
use storefront_core::picture_addresses::PictureEntry;
use storefront_core::validation::Message;
use storefront_db::catalog::csv_field_writes::{self, FieldWrites};
use storefront_db::catalog::csv_jobs::{self, Job, JobState, Line};
use storefront_db::catalog::csv_picture_fetches;
use storefront_db::catalog::csv_rows::{self, RowWritten, StoredRow};
use storefront_db::catalog::pictures;

use crate::check::{fault_line, faults_of};
use crate::fetch;
use crate::runner::{Progress, Runner};

/// Rows written in one transaction.
const BATCH: i64 = 200;

pub(crate) async fn run(runner: &Runner, job: &Job) -> Result<(), sqlx::Error> {
    let db = runner.db();
    let categories = csv_rows::category_keys(db).await?;
    let mut through = job.applied_through;
    loop {
        let lines = csv_jobs::next_rows(db, job.id, through, BATCH).await?;
        let Some(last) = lines.last().map(|line| line.line) else { break };
        let mut rows: BTreeMap<i64, Vec<Line>> = BTreeMap::new();
        for line in lines {
            rows.entry(line.line).or_default().push(line);
        }
        let mut tx = db.begin_write().await?;
        let skus: Vec<String> = rows.values().map(|cells| cells[0].sku.clone()).filter(|sku| !sku.is_empty()).collect();
        let mut current = csv_rows::by_skus_tx(&mut tx, &skus).await?;
        for row in current.values_mut() {
            runner.show_pictures(row);
        }
        let (mut applied, mut refused, mut stopped_at) = (0, Vec::new(), None);
        let mut effects = Effects::default();
        for (line, cells) in &rows {
            let faults = match cells.iter().any(Line::is_fault) {
                true => cells.iter().filter(|cell| cell.is_fault()).cloned().collect(),
                false => {
                    let row = Row { line: *line, cells, stored: current.get(&cells[0].sku) };
                    let known = (&categories, runner.downloader().hosts());
                    apply_row(&mut tx, job, &row, known, &mut effects).await?
                }
            };
            if faults.is_empty() {
                applied += 1;
                continue;
            }
            // Faults the dry run found are on record already; those met now are added.
            if !cells.iter().any(Line::is_fault) {
                refused.extend(faults);
            }
            if !job.skip_bad_rows {
                stopped_at = Some(*line);
                break;
            }
        }
        csv_field_writes::announce(&mut tx, &effects.field_writes).await?;
        let reached = stopped_at.unwrap_or(last);
        if !csv_jobs::advance(&mut tx, job.id, runner.name(), reached, applied, &refused).await? {
            return Ok(());
        }
        tx.commit().await?;
        runner.forget_pictures(&effects.forgotten_pictures).await;
        through = reached;
        if let Some(line) = stopped_at {
            // The rows before it are written: their pictures are fetched all the same.
            return match fetch::run(runner, job).await? {
                Progress::Go => runner.end(job, JobState::Failed, &format!("stopped_at:{line}")).await,
                Progress::Cancel => runner.end(job, JobState::Cancelled, "").await,
                Progress::Lost => Ok(()),
            };
        }
        match runner.beat_applying(job).await? {
            Progress::Go => {}
            Progress::Cancel => return runner.end(job, JobState::Cancelled, "").await,
            Progress::Lost => return Ok(()),
        }
    }
    match fetch::run(runner, job).await? {
        Progress::Go => runner.end(job, JobState::Done, "").await,
        Progress::Cancel => runner.end(job, JobState::Cancelled, "").await,
        Progress::Lost => Ok(()),
    }
}

/// What a batch's rows leave to do beside their own writes.
#[derive(Default)]
struct Effects {
    /// Prices, stock and flags written, announced together in the feed.
    field_writes: FieldWrites,
    /// The files of pictures rows took off their products, removed once the batch commits.
    forgotten_pictures: Vec<String>,
}

/// One row of the file as its dry run recorded it, with the product it names as it is now.
struct Row<'a> {
    line: i64,
    cells: &'a [Line],
    stored: Option<&'a StoredRow>,
}

/// Applies one row's changes: its faults, none when it was written. A row changing a product's
/// prices, stock or flags alone is one statement; any other is written inside a savepoint, so
/// it is whole or not at all.
async fn apply_row(
    tx: &mut Transaction<'static, Any>,
    job: &Job,
    row: &Row<'_>,
    (categories, picture_hosts): (&HashMap<String, i64>, &[String]),
    effects: &mut Effects,
) -> Result<Vec<Line>, sqlx::Error> {
    let Row { line, cells, stored } = *row;
    let sku = cells[0].sku.as_str();
    let now: Vec<String> = stored.map(|row| row.values.cells()).unwrap_or_else(|| vec![String::new(); COLUMNS.len()]);
    let moved = cells.iter().find(|cell| COLUMNS.iter().position(|c| *c == cell.column).is_none_or(|at| now[at] != cell.before));
    if let Some(cell) = moved {
        return Ok(vec![fault_line(line, sku, &cell.column, Message::CsvChangedSinceCheck)]);
    }
    let mut names = vec!["sku"];
    let mut record = vec![sku];
    for cell in cells.iter().filter(|cell| cell.column != "sku") {
        names.push(&cell.column);
        record.push(&cell.after);
    }
    let header = catalog_csv::header(&names).map_err(|_| sqlx::Error::Protocol("a recorded column is unknown".into()))?;
    let known = Known { current: stored.map(|row| (&row.values, row.seller_id)), categories, picture_hosts };
    let plan = match catalog_csv::read_row(&header, &record, &known) {
        Ok(plan) => plan,
        Err(faults) => return Ok(faults_of(line, sku, &faults)),
    };
    if plan.changes_own_fields_only() {
        let written = match (&plan.write, stored) {
            (RowWrite::Product { product, .. }, Some(stored)) => {
                csv_field_writes::write_product_fields(tx, stored, product, &job.actor, &mut effects.field_writes).await?
            }
            (RowWrite::Variant { price_minor, stock, enabled, .. }, Some(stored)) => {
                csv_field_writes::write_variant_fields(tx, stored, (*price_minor, *stock, *enabled), &job.actor, &mut effects.field_writes)
                    .await?
            }
            (_, None) => RowWritten::Gone,
        };
        return Ok(refusal(written).map(|(column, message)| fault_line(line, sku, column, message)).into_iter().collect());
    }
    sqlx::query("SAVEPOINT import_row").execute(&mut **tx).await?;
    let written = match (&plan.write, stored) {
        (RowWrite::Product { product, derived_url_key, .. }, _) => {
            csv_rows::write_product(tx, stored, product, *derived_url_key, &job.actor).await?
        }
        (RowWrite::Variant { price_minor, stock, enabled, .. }, Some(stored)) => {
            csv_rows::write_variant(tx, stored, (*price_minor, *stock, *enabled), &job.actor).await?
        }
        (RowWrite::Variant { .. }, None) => RowWritten::Gone,
    };
    let product_id = match written {
        RowWritten::Created(id) => Some(id),
        _ => stored.map(|stored| stored.id),
    };
    match refusal(written) {
        None => {
            if let (RowWrite::Product { pictures: Some(entries), .. }, Some(product_id)) = (&plan.write, product_id) {
                write_pictures(tx, job, row, product_id, entries, &mut effects.forgotten_pictures).await?;
            }
            sqlx::query("RELEASE SAVEPOINT import_row").execute(&mut **tx).await?;
            Ok(Vec::new())
        }
        Some((column, message)) => {
            sqlx::query("ROLLBACK TO SAVEPOINT import_row").execute(&mut **tx).await?;
            sqlx::query("RELEASE SAVEPOINT import_row").execute(&mut **tx).await?;
            Ok(vec![fault_line(line, sku, column, message)])
        }
    }
}

/// A product's pictures as its row lists them: those it keeps, in order, the others taken off
/// (their paths added to `forgotten`), the new ones queued to be fetched.
async fn write_pictures(
    tx: &mut Transaction<'static, Any>,
    job: &Job,
    row: &Row<'_>,
    product_id: i64,
    entries: &[PictureEntry],
    forgotten: &mut Vec<String>,
) -> Result<(), sqlx::Error> {
    let mut kept = Vec::new();
    let mut fetched = Vec::new();
    for entry in entries {
        match entry {
            PictureEntry::Kept(index) => kept.extend(row.stored.and_then(|stored| stored.picture_paths.get(*index)).cloned()),
            PictureEntry::Fetched(address) => fetched.push(address.clone()),
        }
    }
    if row.stored.is_some() {
        forgotten.extend(pictures::keep_in(tx, product_id, &kept, &job.actor).await?);
    }
    csv_picture_fetches::queue_in(tx, job.id, (row.line, &row.cells[0].sku), product_id, &fetched).await
}

/// Why a row was not written, on its column: none when it was.
fn refusal(written: RowWritten) -> Option<(&'static str, Message)> {
    match written {
        RowWritten::Created(_) | RowWritten::Updated => None,
        RowWritten::SkuTaken => Some(("sku", Message::SkuTaken)),
        RowWritten::UrlKeyTaken => Some(("url_key", Message::UrlKeyTaken)),
        RowWritten::UnknownCategory => Some(("categories", Message::CsvUnknownCategory)),
        RowWritten::ChangedSinceCheck | RowWritten::Gone => Some(("sku", Message::CsvChangedSinceCheck)),
    }
}
