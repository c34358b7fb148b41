//! Exchange rates change a few times a day but every catalogue answer needs them: they are
//! read from the database once and kept until the catalogue's feed says they changed
//! (`forget`), and at most `TTL` in any case.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use storefront_core::money::RateTable;

use super::rates;
use crate::Db;

const TTL: Duration = Duration::from_secs(60);

#[derive(Clone, Default)]
pub struct RatesCache {
    current: Arc<Mutex<Option<(Instant, RateTable)>>>,
}

impl std::fmt::Debug for RatesCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RatesCache")
    }
}

impl RatesCache {
    pub async fn get(&self, db: &Db) -> Result<RateTable, sqlx::Error> {
        if let Some((at, table)) = self.current.lock().unwrap_or_else(PoisonError::into_inner).as_ref() {
            if at.elapsed() < TTL {
                return Ok(table.clone());
            }
        }
        let table = rates::load(db).await?;
        // An empty table is not kept: the rates may be written a moment later (first start).
        if !table.rates.is_empty() {
            *self.current.lock().unwrap_or_else(PoisonError::into_inner) = Some((Instant::now(), table.clone()));
        }
        Ok(table)
    }

    /// The rates are read again on the next request.
    pub fn forget(&self) {
        *self.current.lock().unwrap_or_else(PoisonError::into_inner) = None;
    }
}
