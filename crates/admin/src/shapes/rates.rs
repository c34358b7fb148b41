//! The exchange rates page.

use serde::{Deserialize, Serialize};
pub use storefront_core::money::Currency;

/// Who last set a rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RateSource {
    /// The demo's or an earlier version's rate, set by no one here.
    Seed,
    Staff,
    /// The Central Bank's, imported.
    Import,
}

/// One currency's rate as staff read and type it: drams for one unit (`386.45`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RateRow {
    pub currency: Currency,
    pub drams: String,
    /// UTC, `YYYY-MM-DD HH:MM:SS`.
    pub updated_at: String,
    pub source: RateSource,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatesView {
    /// Every currency the shop prices in besides the dram, stored or not (an empty `drams`).
    pub rates: Vec<RateRow>,
    /// The Central Bank's import, when the server is configured for it.
    pub import: Option<ImportSchedule>,
}

/// Where and how often the Central Bank's rates are imported, and what the latest import found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportSchedule {
    pub url: String,
    pub every_minutes: u64,
    pub latest: Option<ImportReport>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportReport {
    /// UTC, `YYYY-MM-DDTHH:MM:SSZ`.
    pub checked_at: String,
    /// The bank's date for the rates read (`YYYY-MM-DD`); empty when none was read.
    pub published_on: String,
    pub result: ImportResult,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum ImportResult {
    Applied,
    Unchanged,
    /// No answer, or none readable: why, in the server's words.
    Failed {
        reason: String,
    },
    /// A rate too far from the one in force (drams for one unit, as staff read them).
    Refused {
        currency: Currency,
        published: String,
        in_force: String,
    },
}

impl ImportResult {
    /// The shop still prices with rates older than the bank's.
    pub fn is_problem(&self) -> bool {
        matches!(self, ImportResult::Failed { .. } | ImportResult::Refused { .. })
    }
}

/// A rate typed for a currency, as text: the core reads it, and names the field when it cannot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TypedRate {
    pub currency: Currency,
    pub drams: String,
}
