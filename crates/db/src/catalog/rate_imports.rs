//! What each import of the Central Bank's published rates found, newest last: the rates page
//! shows the latest, and the dashboard warns when it failed or was refused (the rates in force
//! stay until an import is believed or staff set them).

use sqlx::Row;
use storefront_core::money::Currency;

use crate::clock;
use crate::Db;

/// How many outcomes are kept: a few days of hourly imports.
const KEPT: i64 = 100;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// At least one rate changed.
    Applied,
    /// The bank publishes the rates in force.
    Unchanged,
    /// No answer, or none that could be read.
    Failed { reason: String },
    /// A rate moved further from the one in force than is believable: nothing was changed.
    Refused { currency: Currency, published_e4: i64, in_force_e4: i64 },
}

impl Outcome {
    fn code(&self) -> &'static str {
        match self {
            Outcome::Applied => "applied",
            Outcome::Unchanged => "unchanged",
            Outcome::Failed { .. } => "failed",
            Outcome::Refused { .. } => "refused",
        }
    }

    /// Whether staff should hear of it: the shop prices with rates older than the bank's.
    pub fn is_problem(&self) -> bool {
        matches!(self, Outcome::Failed { .. } | Outcome::Refused { .. })
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Import {
    /// UTC, `YYYY-MM-DDTHH:MM:SSZ`.
    pub checked_at: String,
    /// The bank's date for the rates read (`YYYY-MM-DD`); empty when none was read.
    pub published_on: String,
    pub outcome: Outcome,
}

/// Records an import's outcome, keeping only the newest [`KEPT`].
pub async fn record(db: &Db, published_on: &str, outcome: &Outcome) -> Result<Import, sqlx::Error> {
    let checked_at = clock::now();
    let (currency, published_e4, in_force_e4, reason) = match outcome {
        Outcome::Refused { currency, published_e4, in_force_e4 } => (currency.code(), *published_e4, *in_force_e4, ""),
        Outcome::Failed { reason } => ("", 0, 0, reason.as_str()),
        Outcome::Applied | Outcome::Unchanged => ("", 0, 0, ""),
    };
    let mut tx = db.begin_write().await?;
    sqlx::query(
        "INSERT INTO rate_imports (checked_at, outcome, published_on, currency, published_e4, in_force_e4, reason) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(&checked_at)
    .bind(outcome.code())
    .bind(published_on)
    .bind(currency)
    .bind(published_e4)
    .bind(in_force_e4)
    .bind(reason)
    .execute(&mut *tx)
    .await?;
    sqlx::query("DELETE FROM rate_imports WHERE id <= (SELECT MAX(id) FROM rate_imports) - $1").bind(KEPT).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(Import { checked_at, published_on: published_on.to_string(), outcome: outcome.clone() })
}

/// The newest import's outcome, if any ran.
pub async fn latest(db: &Db) -> Result<Option<Import>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT checked_at, outcome, published_on, currency, published_e4, in_force_e4, reason FROM rate_imports \
         ORDER BY id DESC LIMIT 1",
    )
    .fetch_optional(db.pool())
    .await?;
    let Some(row) = row else { return Ok(None) };
    let code: String = row.try_get("outcome")?;
    let outcome = match code.as_str() {
        "applied" => Outcome::Applied,
        "unchanged" => Outcome::Unchanged,
        "refused" => match Currency::parse(&row.try_get::<String, _>("currency")?) {
            Some(currency) => {
                Outcome::Refused { currency, published_e4: row.try_get("published_e4")?, in_force_e4: row.try_get("in_force_e4")? }
            }
            None => Outcome::Failed { reason: String::new() },
        },
        _ => Outcome::Failed { reason: row.try_get("reason")? },
    };
    Ok(Some(Import { checked_at: row.try_get("checked_at")?, published_on: row.try_get("published_on")?, outcome }))
}
