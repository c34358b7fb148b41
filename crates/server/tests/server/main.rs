//! The server over real HTTP, against real SQLite and PostgreSQL. One test binary (one link on
//! a small machine); each area's tests live in `tests/server/<area>.rs`.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod catalog;
mod catalog_fixture;
mod checkout;
mod content;
mod customer;
mod database;
mod errors;
mod health;
mod mail;
mod payments_simulator;
mod rewards;
mod search;
mod seed;
mod seo;
mod shell;
