//! Stored exchange rates against the dram.

use sqlx::Row;
use storefront_core::money::{Currency, RateTable};

use crate::Db;

/// The stored rates; currencies without a row are missing from the table (conversion to them
/// fails with a clear error rather than using a made-up rate).
pub async fn load(db: &Db) -> Result<RateTable, sqlx::Error> {
    let rows = sqlx::query("SELECT currency, rate_e9 FROM exchange_rates").fetch_all(db.pool()).await?;
    let mut rates = Vec::with_capacity(rows.len());
    for row in rows {
        let code: String = row.try_get("currency")?;
        if let Some(currency) = Currency::parse(&code) {
            rates.push((currency, row.try_get("rate_e9")?));
        }
    }
    Ok(RateTable { rates })
}
