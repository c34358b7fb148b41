//! The catalogue's CSV import and export page: the jobs, and what an import's dry run found.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobKind {
    Import,
    Export,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobStage {
    /// The dry run reads the file.
    Checking,
    /// The dry run is done: nothing is written until the editor confirms.
    Checked,
    Applying,
    Exporting,
    Done,
    Failed,
    Cancelled,
}

impl JobStage {
    /// A server works on it: the page follows its progress.
    pub fn is_running(self) -> bool {
        matches!(self, JobStage::Checking | JobStage::Applying | JobStage::Exporting)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobView {
    pub id: i64,
    pub kind: JobKind,
    pub stage: JobStage,
    pub file_name: String,
    /// An export of the products the product table showed, not of the whole catalogue.
    #[serde(default)]
    pub filtered: bool,
    /// The file's product rows (an import's) or the rows written (an export's).
    pub total_rows: i64,
    /// Rows read so far (checking, exporting) or gone through (applying).
    pub done_rows: i64,
    /// What the dry run found: rows that create or update a product, change nothing, or are bad.
    pub create_rows: i64,
    pub update_rows: i64,
    pub unchanged_rows: i64,
    pub bad_rows: i64,
    /// Rows the import wrote, and those refused as it wrote them.
    pub applied_rows: i64,
    pub failed_rows: i64,
    /// Pictures the import's rows named by address, still to be fetched (applying).
    #[serde(default)]
    pub pictures_waiting: i64,
    pub skip_bad_rows: bool,
    /// Why it failed or stopped, in the reader's language.
    pub problem: String,
    pub cancel_requested: bool,
    pub staff_name: String,
    /// UTC, `YYYY-MM-DDTHH:MM:SSZ`.
    pub created_at: String,
    pub updated_at: String,
}

impl JobView {
    /// The rows a running job went through, of those it goes through: an import's are the rows
    /// that change something (a bad row is skipped, or stops it).
    pub fn rows_done(&self) -> (i64, i64) {
        match self.stage {
            JobStage::Applying => (self.applied_rows + self.failed_rows, self.create_rows + self.update_rows),
            _ => (self.done_rows, self.total_rows),
        }
    }

    /// Per mille done, for the progress bar.
    pub fn progress(&self) -> i64 {
        let (done, total) = match self.stage {
            JobStage::Done | JobStage::Checked => (1, 1),
            _ => self.rows_done(),
        };
        if total <= 0 {
            0
        } else {
            (done.clamp(0, total) * 1000) / total
        }
    }
}

/// One cell of the file: a change, or a fault with its message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobLine {
    /// The file's line (the header is line 1).
    pub line: i64,
    pub sku: String,
    pub column: String,
    pub before: String,
    pub after: String,
    /// Empty for a change.
    pub message: String,
}

/// A job with the first of its changes and faults (all of them are downloadable).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobReport {
    pub job: JobView,
    pub changes: Vec<JobLine>,
    pub change_count: i64,
    pub faults: Vec<JobLine>,
    pub fault_count: i64,
}
