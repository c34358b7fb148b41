//! Stored exchange rates against the dram: read by every price the storefront converts, written
//! by staff or the Central Bank's import (each change audited and announced in the catalogue's feed, so every server converts
//! with it within a second).

use sqlx::{Any, Row, Transaction};
use storefront_core::exchange_rates;
use storefront_core::money::{Currency, RateTable};

use super::catalog_changes::{self, Kind};
use crate::clock;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

/// The stored rates; currencies without a row are missing from the table (conversion to them
/// fails with a clear error rather than using a made-up rate).
pub async fn load(db: &Db) -> Result<RateTable, sqlx::Error> {
    let rates = stored(&mut *db.pool().acquire().await?).await?;
    Ok(RateTable { rates: rates.into_iter().map(|rate| (rate.currency, rate.rate)).collect() })
}

/// Who last set a rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The demo's rates, or rates stored before staff could set them.
    Seed,
    Staff,
    /// The Central Bank's published rates, imported on the schedule.
    Import,
}

impl Source {
    fn code(self) -> &'static str {
        match self {
            Source::Seed => "seed",
            Source::Staff => "staff",
            Source::Import => "import",
        }
    }

    fn parse(code: &str) -> Source {
        match code {
            "staff" => Source::Staff,
            "import" => Source::Import,
            _ => Source::Seed,
        }
    }
}

/// One stored rate: the drams one unit costs (four places), the units one dram buys (what
/// prices convert with), when and by whom it was set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRate {
    pub currency: Currency,
    pub drams_e4: i64,
    pub rate: i64,
    pub updated_at: String,
    pub source: Source,
}

pub async fn stored(conn: &mut sqlx::AnyConnection) -> Result<Vec<StoredRate>, sqlx::Error> {
    let rows =
        sqlx::query("SELECT currency, rate_e9, drams_e4, updated_at, source FROM exchange_rates ORDER BY currency").fetch_all(conn).await?;
    let mut rates = Vec::with_capacity(rows.len());
    for row in rows {
        let Some(currency) = Currency::parse(&row.try_get::<String, _>("currency")?) else { continue };
        let rate: i64 = row.try_get("rate_e9")?;
        let drams_e4 =
            Some(row.try_get::<i64, _>("drams_e4")?).filter(|drams| *drams > 0).unwrap_or_else(|| exchange_rates::drams_of(rate));
        rates.push(StoredRate {
            currency,
            drams_e4,
            rate,
            updated_at: row.try_get("updated_at")?,
            source: Source::parse(&row.try_get::<String, _>("source")?),
        });
    }
    Ok(rates)
}

/// Sets the rates given (drams e4 for one unit, already checked by the core) in one
/// transaction with one audit entry holding every rate before and after; answers the rates now
/// stored. Rates equal to the stored ones are left as they are; nothing changed, nothing is
/// written or audited.
pub async fn save(db: &Db, changes: &[(Currency, i64)], source: Source, actor: &Actor) -> Result<Vec<StoredRate>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let before = stored(&mut tx).await?;
    let changed: Vec<(Currency, i64)> = changes
        .iter()
        .copied()
        .filter(|(currency, drams)| *currency != Currency::Amd && !before.iter().any(|r| r.currency == *currency && r.drams_e4 == *drams))
        .collect();
    if changed.is_empty() {
        return Ok(before);
    }
    write(&mut tx, &changed, source).await?;
    let after = stored(&mut tx).await?;
    let (before_json, after_json) = (json(&before), json(&after));
    let action = if source == Source::Import { "rates.import" } else { "rates.update" };
    let entry = Entry { action, entity: "rates", entity_id: "AMD", before: Some(&before_json), after: Some(&after_json) };
    audit::record_in(&mut tx, actor, &entry).await?;
    catalog_changes::record(&mut tx, Kind::Rates, &[0]).await?;
    tx.commit().await?;
    Ok(after)
}

async fn write(tx: &mut Transaction<'static, Any>, changed: &[(Currency, i64)], source: Source) -> Result<(), sqlx::Error> {
    let now = clock::now();
    for (currency, drams) in changed {
        sqlx::query(
            "INSERT INTO exchange_rates (currency, rate_e9, drams_e4, updated_at, source) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (currency) DO UPDATE SET rate_e9 = excluded.rate_e9, drams_e4 = excluded.drams_e4, \
             updated_at = excluded.updated_at, source = excluded.source",
        )
        .bind(currency.code())
        .bind(exchange_rates::rate_of(*drams))
        .bind(*drams)
        .bind(&now)
        .bind(source.code())
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

fn json(rates: &[StoredRate]) -> String {
    let shown: serde_json::Map<String, serde_json::Value> =
        rates.iter().map(|rate| (rate.currency.code().to_string(), exchange_rates::drams_text(rate.drams_e4).into())).collect();
    serde_json::Value::Object(shown).to_string()
}
