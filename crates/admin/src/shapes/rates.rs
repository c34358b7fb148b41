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
}

/// A rate typed for a currency, as text: the core reads it, and names the field when it cannot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TypedRate {
    pub currency: Currency,
    pub drams: String,
}
