//! The catalogue's queries.

pub mod attributes;
pub mod categories;
pub mod listing;
pub mod price_histogram;
pub mod products;
pub mod promotions;
pub mod rates;
pub mod rates_cache;
pub mod search_texts;
pub mod stock_changes;
