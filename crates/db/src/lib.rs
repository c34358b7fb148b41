//! SQL, and nothing else: every query of the shop lives here, grouped by area, written once for
//! SQLite and PostgreSQL (portable SQL, `$n` placeholders), with the migrations of both
//! dialects (`migrations/{sqlite,postgres}`, checked to build one schema by the server's tests).
//!
//! Callers get domain rows and plain values; this crate knows no HTTP, no caches and no
//! configuration beyond a database URL.

pub mod bulk;
pub mod catalog;
pub mod checkout;
pub mod clock;
pub mod content;
pub mod customers;
pub mod group_commit;
pub mod html;
pub mod kept;
pub mod meta;
mod pool;
pub mod shop_settings;
pub mod sql;
pub mod staff;
pub mod throttle;

pub use pool::{Db, DbError, Dialect};
