//! The storefront's HTTP API: the JSON endpoints the shell calls (described in `/api/openapi.json`
//! and `crates/api/API.md`), the catalogue service behind them (search index, caches of lists,
//! cards and stock, and the feeds that keep them fresh), the SEO documents, media and the React
//! shell's document, over one [`Db`].
//!
//! The binary (`crates/server`) reads the configuration, opens the database, builds an
//! [`AppState`] from an [`ApiConfig`] and serves [`routes::router`].

pub mod catalog;
mod compression;
pub mod config;
pub mod error;
pub mod extract;
pub mod first_screen;
pub mod media;
mod middleware;
pub mod routes;
pub mod seo;
pub mod shell;
pub mod site;
mod state;

pub use config::ApiConfig;
pub use error::{ApiError, FieldErrors};
pub use state::AppState;
pub use storefront_db::{Db, DbError, Dialect};
pub use storefront_search::SearchIndex;
