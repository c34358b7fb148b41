//! The exchange rates: read and typed by the owner and managers. The core reads every rate typed
//! (`storefront_core::exchange_rates`); the database writes them with their audit entry and their
//! change in the feed every server follows.

use storefront_core::exchange_rates;
use storefront_core::money::Currency;
use storefront_core::staff::Permission;
use storefront_db::catalog::rate_imports::{self, Import, Outcome};
use storefront_db::catalog::rates::{self, Source, StoredRate};

use super::caller::{require, OrFailed};
use super::AdminState;
use crate::i18n::{text, Text};
use crate::shapes::error::AdminError;
use crate::shapes::rates::{ImportReport, ImportResult, ImportSchedule, RateRow, RateSource, RatesView, TypedRate};

/// The most rates one save carries: one per currency, with room for a repeated one.
const MOST_RATES: usize = 8;

async fn view_of(state: &AdminState, stored: Vec<StoredRate>) -> Result<RatesView, AdminError> {
    let rates = Currency::ALL
        .into_iter()
        .filter(|currency| *currency != Currency::Amd)
        .map(|currency| match stored.iter().find(|rate| rate.currency == currency) {
            Some(rate) => RateRow {
                currency,
                drams: exchange_rates::drams_text(rate.drams_e4),
                updated_at: rate.updated_at.clone(),
                source: match rate.source {
                    Source::Seed => RateSource::Seed,
                    Source::Staff => RateSource::Staff,
                    Source::Import => RateSource::Import,
                },
            },
            None => RateRow { currency, drams: String::new(), updated_at: String::new(), source: RateSource::Seed },
        })
        .collect();
    let import = match &state.config.rates_import {
        None => None,
        Some(schedule) => Some(ImportSchedule {
            url: schedule.url.clone(),
            every_minutes: schedule.every.as_secs() / 60,
            latest: rate_imports::latest(&state.db).await.or_failed()?.map(report_of),
        }),
    };
    Ok(RatesView { rates, import })
}

/// An import's outcome as staff read it (also the dashboard's warning).
pub fn report_of(import: Import) -> ImportReport {
    let result = match import.outcome {
        Outcome::Applied => ImportResult::Applied,
        Outcome::Unchanged => ImportResult::Unchanged,
        Outcome::Failed { reason } => ImportResult::Failed { reason },
        Outcome::Refused { currency, published_e4, in_force_e4 } => ImportResult::Refused {
            currency,
            published: exchange_rates::drams_text(published_e4),
            in_force: exchange_rates::drams_text(in_force_e4),
        },
    };
    ImportReport { checked_at: import.checked_at, published_on: import.published_on, result }
}

pub async fn get() -> Result<RatesView, AdminError> {
    let (state, _) = require(Permission::ManageRates).await?;
    let mut conn = state.db.pool().acquire().await.or_failed()?;
    let stored = rates::stored(&mut conn).await.or_failed()?;
    drop(conn);
    view_of(&state, stored).await
}

pub async fn save(typed: Vec<TypedRate>) -> Result<RatesView, AdminError> {
    let (state, caller) = require(Permission::ManageRates).await?;
    if typed.len() > MOST_RATES {
        return Err(AdminError::invalid("rates", storefront_core::validation::Message::TypeValidData.text(caller.locale)));
    }
    let mut changes = Vec::new();
    let mut refused = std::collections::BTreeMap::new();
    for rate in typed.into_iter().filter(|rate| rate.currency != Currency::Amd) {
        match exchange_rates::parse_drams(&rate.drams) {
            Ok(drams) => changes.push((rate.currency, drams)),
            Err(message) => {
                refused.insert(rate.currency.code().to_string(), message.text(caller.locale).to_string());
            }
        }
    }
    if !refused.is_empty() {
        return Err(AdminError::Invalid { fields: refused });
    }
    let stored = rates::save(&state.db, &changes, Source::Staff, &caller.actor()).await.or_failed()?;
    view_of(&state, stored).await
}

/// Imports the Central Bank's rates now, as the schedule would; a change is audited as the
/// caller's. Refused when the server has no import configured.
pub async fn import_now() -> Result<RatesView, AdminError> {
    let (state, caller) = require(Permission::ManageRates).await?;
    let Some(schedule) = state.config.rates_import.clone() else {
        return Err(AdminError::conflict(text(caller.locale, Text::RatesImportOff)));
    };
    storefront_central_bank::import_once(&state.db, &schedule.url, &caller.actor()).await.or_failed()?;
    let mut conn = state.db.pool().acquire().await.or_failed()?;
    let stored = rates::stored(&mut conn).await.or_failed()?;
    drop(conn);
    view_of(&state, stored).await
}
