//! The back office's people: staff accounts (`accounts`), their sessions (`sessions`) and the
//! append-only log of every change they make (`audit`).

pub mod accounts;
pub mod audit;
pub mod sessions;
