//! The catalogue's queries.

pub mod attribute_editing;
pub mod attributes;
pub mod catalog_changes;
pub mod categories;
pub mod category_editing;
pub mod csv_field_writes;
pub mod csv_jobs;
pub mod csv_picture_fetches;
pub mod csv_rows;
pub mod editing;
pub mod listing;
pub mod pictures;
pub mod price_histogram;
pub mod product_bulk;
pub mod product_table;
pub mod products;
pub mod promotions;
pub mod rate_imports;
pub mod rates;
pub mod rates_cache;
pub mod search_texts;
pub mod special_prices;
pub mod variant_editing;
