//! The Central Bank of Armenia's published exchange rates: [`protocol`] asks for the latest and
//! reads the answer; [`import`] believes, stores and records them, now and on a schedule. Off
//! unless `CBA_RATES_URL` is set; staff's own rates are used meanwhile.

pub mod import;
pub mod protocol;

pub use import::{import_once, spawn, Schedule};
