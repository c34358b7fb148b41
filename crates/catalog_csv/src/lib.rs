//! The catalogue's CSV import and export, run as background jobs that any server takes up.
//!
//! - `file.rs`: the file's bytes read (UTF-8 with or without a BOM, comma or semicolon, Excel's
//!   quoting) and written.
//! - `check.rs`: an import's dry run: every row read over the product it names by the core's
//!   `catalog_csv`, its changes and faults recorded cell by cell; nothing else is written.
//! - `apply.rs`: a confirmed import: the changes the dry run recorded, applied a row at a time
//!   (whole or not at all) in batches that move the job on in their own transaction.
//! - `fetch.rs`, `download.rs`: the pictures an import names by address, fetched once its rows
//!   are written, from the hosts the configuration allows.
//! - `export.rs`: the whole catalogue written, or the products the back office's table found, a
//!   page of products at a time.
//! - `runner.rs`: takes jobs from the database, resumes those whose server stopped, and cancels.

mod apply;
mod check;
mod download;
mod export;
mod fetch;
pub mod file;
mod runner;

pub use runner::Runner;
