//! Takes the catalogue's CSV jobs from the database and runs them, one at a time per server.
//! A job says it is alive after every batch; one whose server fell silent for
//! [`Runner::STALE_AFTER`] is taken over and resumed (an import after its last committed batch,
//! a check or an export from the start).

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use storefront_db::catalog::csv_jobs::{self, Beat, Job, JobState};
use storefront_db::catalog::csv_rows::StoredRow;
use storefront_db::{clock, Db};
use storefront_media::{keys, PictureStore};

use crate::download::Downloader;
use crate::{apply, check, export};

/// What a job does after its heartbeat.
pub(crate) enum Progress {
    Go,
    Cancel,
    Lost,
}

#[derive(Clone)]
pub struct Runner {
    db: Db,
    name: String,
    /// The shop's public address: pictures are written as their URLs under it.
    public_url: String,
    /// Where the pictures an import names by address are kept, and what fetches them.
    pictures: PictureStore,
    downloader: Downloader,
    stale_after: Duration,
    /// Fault injection for tests: stop (as a crashed server would) after this many heartbeats.
    halt_after_beats: Option<usize>,
    beats: Arc<std::sync::atomic::AtomicUsize>,
}

impl Runner {
    /// A server silent this long is thought gone; a batch takes well under a second.
    pub const STALE_AFTER: Duration = Duration::from_secs(60);

    /// `picture_hosts`: the hosts an import's pictures may be fetched from
    /// ([`storefront_core::picture_addresses::allowed_host`]); none, and no picture is fetched.
    pub fn new(db: Db, public_url: &str, pictures: PictureStore, picture_hosts: Vec<String>) -> Runner {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.subsec_nanos()).unwrap_or_default();
        Runner {
            db,
            name: format!("{}-{nanos:08x}", std::process::id()),
            public_url: public_url.trim_end_matches('/').to_string(),
            pictures,
            downloader: Downloader::new(picture_hosts),
            stale_after: Self::STALE_AFTER,
            halt_after_beats: None,
            beats: Arc::default(),
        }
    }

    /// Takes over jobs whose server was silent `stale_after` (tests: zero, a restart at once).
    pub fn with_stale_after(mut self, stale_after: Duration) -> Runner {
        self.stale_after = stale_after;
        self
    }

    /// Stops working after `beats` heartbeats, leaving the job as a crashed server would.
    pub fn halting_after(mut self, beats: usize) -> Runner {
        self.halt_after_beats = Some(beats);
        self
    }

    pub(crate) fn db(&self) -> &Db {
        &self.db
    }

    pub(crate) fn name(&self) -> &str {
        &self.name
    }

    pub(crate) fn pictures(&self) -> &PictureStore {
        &self.pictures
    }

    pub(crate) fn downloader(&self) -> &Downloader {
        &self.downloader
    }

    /// Removes the files of pictures no row names any more; a failure costs space, not
    /// correctness.
    pub(crate) async fn forget_pictures(&self, paths: &[String]) {
        for path in paths {
            if let Err(error) = self.pictures.remove(&keys::all_of(path)).await {
                tracing::warn!(%error, path, "cannot remove a picture's files");
            }
        }
    }

    /// Runs every job waiting, one after another; false when there was none.
    pub async fn run_waiting(&self) -> Result<bool, sqlx::Error> {
        let mut ran = false;
        while let Some(job) = csv_jobs::claim(&self.db, &self.name, &clock::timestamp(self.stale_after)).await? {
            ran = true;
            let outcome = match (job.kind.as_str(), job.state) {
                ("export", _) => export::run(self, &job).await,
                (_, JobState::Applying) => apply::run(self, &job).await,
                _ => check::run(self, &job).await,
            };
            if let Err(error) = outcome {
                tracing::error!(%error, job = job.id, "a catalogue CSV job failed");
                self.end(&job, JobState::Failed, &error.to_string()).await?;
            }
            if self.halted() {
                break;
            }
        }
        Ok(ran)
    }

    /// Runs jobs in the background for as long as the server runs, looking for new ones every
    /// `every` (an indexed query: a job starts within that time of its upload).
    pub fn spawn(self, every: Duration) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            loop {
                if let Err(error) = self.run_waiting().await {
                    tracing::error!(%error, "cannot take catalogue CSV jobs");
                }
                tokio::time::sleep(every).await;
            }
        })
    }

    pub(crate) async fn beat(&self, job: &Job, done: i64, total: i64) -> Result<Progress, sqlx::Error> {
        if self.counts_beat() {
            return Ok(Progress::Lost);
        }
        Ok(match csv_jobs::beat(&self.db, job.id, &self.name, done, total).await? {
            Beat::Go => Progress::Go,
            Beat::Cancel => Progress::Cancel,
            Beat::Lost => Progress::Lost,
        })
    }

    /// An import's heartbeat: its progress is in the rows each batch commits, and the rows its
    /// check read stay as they were.
    pub(crate) async fn beat_applying(&self, job: &Job) -> Result<Progress, sqlx::Error> {
        self.beat(job, job.done_rows, job.total_rows).await
    }

    pub(crate) async fn end(&self, job: &Job, state: JobState, problem: &str) -> Result<(), sqlx::Error> {
        csv_jobs::finish(&self.db, job.id, &self.name, state, problem).await?;
        Ok(())
    }

    /// Fills a product's pictures with their addresses, as the file shows them.
    pub(crate) fn show_pictures(&self, row: &mut StoredRow) {
        row.values.pictures = row.picture_paths.iter().map(|path| format!("{}/storage/{path}", self.public_url)).collect();
    }

    fn counts_beat(&self) -> bool {
        let beats = self.beats.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1;
        self.halt_after_beats.is_some_and(|halt| beats > halt)
    }

    fn halted(&self) -> bool {
        self.halt_after_beats.is_some_and(|halt| self.beats.load(std::sync::atomic::Ordering::SeqCst) > halt)
    }
}
