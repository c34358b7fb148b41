//! A confirmed import: the changes its dry run recorded, applied row by row. Each row is whole
//! or not at all (one statement, or a savepoint); each batch of rows commits with the job's
//! progress, so a server that stops loses no row and the next one goes on after the last batch.
//! A cell the row changes must still be what the dry run read, or the row is refused: an edit
//! made since is never overwritten.

use std::collections::{BTreeMap, HashMap};

use sqlx::{Any, Transaction};
use storefront_core::catalog_csv::{self, Known, RowWrite, COLUMNS};
use storefront_core::validation::Message;
use storefront_db::catalog::csv_field_writes::{self, FieldWrites};
use storefront_db::catalog::csv_jobs::{self, Job, JobState, Line};
use storefront_db::catalog::csv_rows::{self, RowWritten, StoredRow};

use crate::check::{fault_line, faults_of};
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
        let mut field_writes = FieldWrites::default();
        for (line, cells) in &rows {
            let faults = match cells.iter().any(Line::is_fault) {
                true => cells.iter().filter(|cell| cell.is_fault()).cloned().collect(),
                false => {
                    let row = Row { line: *line, cells, stored: current.get(&cells[0].sku) };
                    apply_row(&mut tx, job, &row, &categories, &mut field_writes).await?
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
        csv_field_writes::announce(&mut tx, &field_writes).await?;
        let reached = stopped_at.unwrap_or(last);
        if !csv_jobs::advance(&mut tx, job.id, runner.name(), reached, applied, &refused).await? {
            return Ok(());
        }
        tx.commit().await?;
        through = reached;
        if let Some(line) = stopped_at {
            return runner.end(job, JobState::Failed, &format!("stopped_at:{line}")).await;
        }
        match runner.beat_applying(job).await? {
            Progress::Go => {}
            Progress::Cancel => return runner.end(job, JobState::Cancelled, "").await,
            Progress::Lost => return Ok(()),
        }
    }
    runner.end(job, JobState::Done, "").await
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
    categories: &HashMap<String, i64>,
    field_writes: &mut FieldWrites,
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
    let known = Known { current: stored.map(|row| (&row.values, row.seller_id)), categories };
    let plan = match catalog_csv::read_row(&header, &record, &known) {
        Ok(plan) => plan,
        Err(faults) => return Ok(faults_of(line, sku, &faults)),
    };
    if plan.changes_own_fields_only() {
        let written = match (&plan.write, stored) {
            (RowWrite::Product { product, .. }, Some(stored)) => {
                csv_field_writes::write_product_fields(tx, stored, product, &job.actor, field_writes).await?
            }
            (RowWrite::Variant { price_minor, stock, enabled, .. }, Some(stored)) => {
                csv_field_writes::write_variant_fields(tx, stored, (*price_minor, *stock, *enabled), &job.actor, field_writes).await?
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
    match refusal(written) {
        None => {
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

/// Why a row was not written, on its column: none when it was.
fn refusal(written: RowWritten) -> Option<(&'static str, Message)> {
    match written {
        RowWritten::Created | RowWritten::Updated => None,
        RowWritten::SkuTaken => Some(("sku", Message::SkuTaken)),
        RowWritten::UrlKeyTaken => Some(("url_key", Message::UrlKeyTaken)),
        RowWritten::UnknownCategory => Some(("categories", Message::CsvUnknownCategory)),
        RowWritten::ChangedSinceCheck | RowWritten::Gone => Some(("sku", Message::CsvChangedSinceCheck)),
    }
}
