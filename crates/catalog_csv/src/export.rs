//! An export: every listed product (not deleted), or those the back office's product table
//! showed, with its variants under it, a page at a time, written as the core writes a row, so
//! the file imported back unchanged changes nothing.

use storefront_db::catalog::csv_jobs::{self, Job, JobState};
use storefront_db::catalog::{csv_rows, product_table};

use crate::file::Writer;
use crate::runner::{Progress, Runner};

/// Listed products read together.
const PAGE: i64 = 500;

pub(crate) async fn run(runner: &Runner, job: &Job) -> Result<(), sqlx::Error> {
    let db = runner.db();
    let filter = job.product_filter.as_ref();
    let total = match filter {
        Some(filter) => product_table::count_with_variants(db, filter).await?,
        None => csv_rows::count_rows(db).await?,
    };
    let mut writer = Writer::new();
    let (mut after, mut done) = (0, 0);
    loop {
        let ids = match filter {
            Some(filter) => product_table::ids_after(db, filter, after, PAGE).await?,
            None => csv_rows::listed_ids_after(db, after, PAGE).await?,
        };
        let Some(last) = ids.last().copied() else { break };
        for mut row in csv_rows::with_variants(db, &ids).await? {
            runner.show_pictures(&mut row);
            writer.row(&row.values.cells());
            done += 1;
        }
        after = last;
        match runner.beat(job, done, total.max(done)).await? {
            Progress::Go => {}
            Progress::Cancel => return runner.end(job, JobState::Cancelled, "").await,
            Progress::Lost => return Ok(()),
        }
    }
    csv_jobs::finish_export(db, job.id, runner.name(), &writer.finish(), done).await?;
    Ok(())
}
