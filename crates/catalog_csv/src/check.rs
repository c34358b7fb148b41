//! An import's dry run: every row of the file read over the product its SKU names, its changes
//! and faults recorded cell by cell for the editor to read. Nothing of the catalogue is written.

use std::collections::{HashMap, HashSet};

use storefront_core::catalog_csv::{self, column_name, CellFault, Header, Known, RowPlan};
use storefront_core::validation::Message;
use storefront_db::catalog::csv_jobs::{self, Found, Job, JobState, Line};
use storefront_db::catalog::csv_rows::{self, StoredRow};

use crate::file::{self, Record};
use crate::runner::{Progress, Runner};

/// Rows read and looked up together.
const BATCH: usize = 500;

pub(crate) async fn run(runner: &Runner, job: &Job) -> Result<(), sqlx::Error> {
    let db = runner.db();
    csv_jobs::restart_check(db, job.id).await?;
    let text = csv_jobs::file(db, job.id).await?.unwrap_or_default();
    let (names, records) = file::records(&text);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let header = match catalog_csv::header(&names) {
        Ok(header) => header,
        Err((at, message)) => {
            let column = at.and_then(|at| names.get(at)).map(|name| name.trim().to_string()).unwrap_or_default();
            let found = Found { lines: vec![fault_line(1, "", &column, message)], bad: 1, ..Found::default() };
            csv_jobs::add_found(db, job.id, &found).await?;
            return runner.end(job, JobState::Failed, &message_key(message)).await;
        }
    };
    let total = file::records(&text).1.count() as i64;
    if total == 0 || total > catalog_csv::MAX_CSV_ROWS as i64 {
        let message = if total == 0 { Message::CsvEmpty } else { Message::CsvTooManyRows };
        return runner.end(job, JobState::Failed, &message_key(message)).await;
    }
    let categories = csv_rows::category_keys(db).await?;
    let mut seen = HashSet::new();
    let mut done = 0;
    let mut batch = Vec::with_capacity(BATCH);
    let mut records = records.peekable();
    while let Some(record) = records.next() {
        batch.push(record);
        if batch.len() < BATCH && records.peek().is_some() {
            continue;
        }
        let found = check_batch(runner, &header, &std::mem::take(&mut batch), &categories, &mut seen).await?;
        csv_jobs::add_found(db, job.id, &found).await?;
        done += found.created + found.updated + found.unchanged + found.bad;
        match runner.beat(job, done, total).await? {
            Progress::Go => {}
            Progress::Cancel => return runner.end(job, JobState::Cancelled, "").await,
            Progress::Lost => return Ok(()),
        }
    }
    csv_jobs::finish_check(db, job.id, runner.name(), total).await?;
    Ok(())
}

async fn check_batch(
    runner: &Runner,
    header: &Header,
    batch: &[Result<Record, file::LineFault>],
    categories: &HashMap<String, i64>,
    seen: &mut HashSet<String>,
) -> Result<Found, sqlx::Error> {
    let skus: Vec<String> = batch.iter().flatten().map(|record| sku_of(header, record).to_string()).collect();
    let mut current = csv_rows::by_skus(runner.db(), &skus).await?;
    for row in current.values_mut() {
        runner.show_pictures(row);
    }
    let mut found = Found::default();
    for record in batch {
        let record = match record {
            Ok(record) => record,
            Err(fault) => {
                found.bad += 1;
                found.lines.push(fault_line(fault.line, "", "", fault.message));
                continue;
            }
        };
        let sku = sku_of(header, record);
        if record.cells.len() != header.len() {
            found.bad += 1;
            found.lines.push(fault_line(record.line, sku, "", Message::CsvCellCount));
            continue;
        }
        if !sku.is_empty() && !seen.insert(sku.to_string()) {
            found.bad += 1;
            found.lines.push(fault_line(record.line, sku, "sku", Message::CsvSkuRepeated));
            continue;
        }
        let cells: Vec<&str> = record.cells.iter().map(String::as_str).collect();
        let stored = current.get(sku);
        let known =
            Known { current: stored.map(|row| (&row.values, row.seller_id)), categories, picture_hosts: runner.downloader().hosts() };
        match catalog_csv::read_row(header, &cells, &known) {
            Ok(plan) => count_plan(&mut found, record.line, sku, stored, &plan),
            Err(faults) => {
                found.bad += 1;
                found.lines.extend(faults_of(record.line, sku, &faults));
            }
        }
    }
    Ok(found)
}

fn count_plan(found: &mut Found, line: i64, sku: &str, stored: Option<&StoredRow>, plan: &RowPlan) {
    if plan.is_unchanged() {
        found.unchanged += 1;
        return;
    }
    match stored {
        Some(_) => found.updated += 1,
        None => found.created += 1,
    }
    for column in &plan.changed {
        found.lines.push(Line {
            line,
            sku: sku.to_string(),
            column: column_name(*column).to_string(),
            before: plan.before[*column].clone(),
            after: plan.after[*column].clone(),
            message: String::new(),
        });
    }
}

pub(crate) fn sku_of<'a>(header: &Header, record: &'a Record) -> &'a str {
    let cells: Vec<&str> = record.cells.iter().map(String::as_str).collect();
    header.sku(&cells)
}

pub(crate) fn faults_of(line: i64, sku: &str, faults: &[CellFault]) -> Vec<Line> {
    faults.iter().map(|fault| fault_line(line, sku, fault.column, fault.message)).collect()
}

pub(crate) fn fault_line(line: i64, sku: &str, column: &str, message: Message) -> Line {
    Line {
        line,
        sku: sku.to_string(),
        column: column.to_string(),
        before: String::new(),
        after: String::new(),
        message: message_key(message),
    }
}

/// A message as the job's lines keep it: its serde name, shown in the reader's language.
pub(crate) fn message_key(message: Message) -> String {
    serde_json::to_value(message).ok().and_then(|key| key.as_str().map(str::to_string)).unwrap_or_default()
}
