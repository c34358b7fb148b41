//! Exchange rates change a few times a day but every catalogue answer needs them: kept
//! ([`crate::kept`]) until the catalogue's feed says they changed, and at most `TTL`.

use std::time::Duration;

use storefront_core::money::RateTable;

use super::rates;
use crate::kept::Kept;
use crate::Db;

const TTL: Duration = Duration::from_secs(60);

#[derive(Debug, Clone)]
pub struct RatesCache {
    kept: Kept<RateTable>,
}

impl Default for RatesCache {
    fn default() -> Self {
        RatesCache { kept: Kept::new(TTL) }
    }
}

impl RatesCache {
    pub async fn get(&self, db: &Db) -> Result<RateTable, sqlx::Error> {
        // An empty table is not kept: the rates may be written a moment later (first start).
        self.kept.get(|| rates::load(db), |table| !table.rates.is_empty()).await
    }

    /// The rates are read again on the next request.
    pub fn forget(&self) {
        self.kept.forget();
    }
}
