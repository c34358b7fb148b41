//! SQL, and nothing else: every query of the server lives here, grouped by area, written once
//! for SQLite and PostgreSQL (portable SQL, `$n` placeholders).

pub mod catalog;
pub mod checkout;
pub mod content;
pub mod customers;
pub mod sql;
pub mod throttle;
