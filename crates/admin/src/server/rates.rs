//! The exchange rates: read and typed by the owner and managers. The core reads every rate typed
//! (`storefront_core::exchange_rates`); the database writes them with their audit entry and their
//! change in the feed every server follows.

use storefront_core::exchange_rates;
use storefront_core::money::Currency;
use storefront_core::staff::Permission;
use storefront_db::catalog::rates::{self, Source, StoredRate};

use super::caller::{require, OrFailed};
use crate::shapes::error::AdminError;
use crate::shapes::rates::{RateRow, RateSource, RatesView, TypedRate};

/// The most rates one save carries: one per currency, with room for a repeated one.
const MOST_RATES: usize = 8;

fn view_of(stored: Vec<StoredRate>) -> RatesView {
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
                },
            },
            None => RateRow { currency, drams: String::new(), updated_at: String::new(), source: RateSource::Seed },
        })
        .collect();
    RatesView { rates }
}

pub async fn get() -> Result<RatesView, AdminError> {
    let (state, _) = require(Permission::ManageRates).await?;
    let mut conn = state.db.pool().acquire().await.or_failed()?;
    Ok(view_of(rates::stored(&mut conn).await.or_failed()?))
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
    Ok(view_of(rates::save(&state.db, &changes, Source::Staff, &caller.actor()).await.or_failed()?))
}
