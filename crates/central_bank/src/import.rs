//! The import: ask the bank, believe its rates only when each is close to the rate in force
//! (`storefront_core::exchange_rates::believable`), store them as staff's are stored (audited,
//! announced in the feed every server follows) and record the outcome either way. A failed or
//! refused import changes no rate.

use std::time::Duration;

use storefront_core::exchange_rates;
use storefront_core::money::Currency;
use storefront_db::catalog::rate_imports::{self, Import, Outcome};
use storefront_db::catalog::rates::{self, Source};
use storefront_db::staff::audit::Actor;
use storefront_db::Db;
use storefront_settings::ConfigError;

use crate::protocol::{self, Published};

/// The largest answer read: the bank's is about 10 kB.
const MOST_BYTES: usize = 512 * 1024;
/// How long one call may take, connecting included.
const TIMEOUT: Duration = Duration::from_secs(20);

/// Where and how often the rates are imported (`CBA_RATES_URL`, `CBA_RATES_EVERY_MINUTES`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    pub url: String,
    pub every: Duration,
}

impl Schedule {
    pub const DEFAULT_EVERY_MINUTES: u64 = 60;

    /// None when `CBA_RATES_URL` is unset: the rates are then only what staff set.
    pub fn from_lookup(var: &dyn Fn(&str) -> Option<String>) -> Result<Option<Schedule>, ConfigError> {
        let Some(url) = var("CBA_RATES_URL") else { return Ok(None) };
        let url = url.trim().to_string();
        if !(url.starts_with("https://") || url.starts_with("http://")) || url.contains(char::is_whitespace) {
            return Err(ConfigError::new("CBA_RATES_URL", url, "expected an http(s) URL such as https://api.cba.am/exchangerates.asmx"));
        }
        let minutes = match var("CBA_RATES_EVERY_MINUTES") {
            None => Self::DEFAULT_EVERY_MINUTES,
            Some(value) => value.trim().parse::<u64>().ok().filter(|m| (1..=7 * 24 * 60).contains(m)).ok_or_else(|| {
                ConfigError::new("CBA_RATES_EVERY_MINUTES", value, "expected a whole number of minutes from 1 to 10080 (a week)")
            })?,
        };
        Ok(Some(Schedule { url, every: Duration::from_secs(minutes * 60) }))
    }
}

/// Imports the bank's rates once and records what came of it; a change is audited as `actor`'s
/// (staff asking for it now, or the schedule). Only the database failing is an error; the bank
/// failing is an outcome.
pub async fn import_once(db: &Db, url: &str, actor: &Actor) -> Result<Import, sqlx::Error> {
    let (date, outcome) = match fetch(url).await {
        Err(reason) => (String::new(), Outcome::Failed { reason }),
        Ok(published) => {
            let outcome = apply(db, &published, actor).await?;
            (published.date, outcome)
        }
    };
    match &outcome {
        Outcome::Failed { reason } => tracing::warn!(%reason, "the Central Bank's rates were not imported"),
        Outcome::Refused { currency, published_e4, in_force_e4 } => tracing::warn!(
            currency = currency.code(),
            published = %exchange_rates::drams_text(*published_e4),
            in_force = %exchange_rates::drams_text(*in_force_e4),
            "the Central Bank's rate is too far from the rate in force: nothing was changed"
        ),
        Outcome::Applied => tracing::info!(%date, "the Central Bank's rates are in force"),
        Outcome::Unchanged => tracing::debug!(%date, "the Central Bank publishes the rates in force"),
    }
    rate_imports::record(db, &date, &outcome).await
}

/// Imports now, then every `schedule.every`, for as long as the server runs.
pub fn spawn(db: Db, schedule: Schedule) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(schedule.every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if let Err(error) = import_once(&db, &schedule.url, &Actor::central_bank()).await {
                tracing::error!(%error, "cannot record the Central Bank's rates");
            }
        }
    })
}

async fn fetch(url: &str) -> Result<Published, String> {
    let client = reqwest::Client::builder().timeout(TIMEOUT).build().map_err(|e| e.to_string())?;
    let mut response = client
        .post(url)
        .header(reqwest::header::CONTENT_TYPE, "text/xml; charset=utf-8")
        .header("SOAPAction", protocol::SOAP_ACTION)
        .body(protocol::REQUEST)
        .send()
        .await
        .map_err(|e| format!("no answer from {url}: {e}"))?;
    let status = response.status();
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| format!("the answer was cut off: {e}"))? {
        if body.len() + chunk.len() > MOST_BYTES {
            return Err(format!("the answer is larger than {} kB", MOST_BYTES / 1024));
        }
        body.extend_from_slice(&chunk);
    }
    let text = String::from_utf8(body).map_err(|_| "the answer is not UTF-8".to_string())?;
    // A SOAP fault comes with status 500; its text says more than the status.
    match protocol::read_answer(&text) {
        Ok(published) if status.is_success() => Ok(published),
        Ok(_) => Err(format!("the bank answered HTTP {status}")),
        Err(protocol::AnswerError::NotXml(_) | protocol::AnswerError::NoDate) if !status.is_success() => {
            Err(format!("the bank answered HTTP {status}"))
        }
        Err(error) => Err(error.to_string()),
    }
}

/// Stores the published rates if every one of the shop's currencies is there and believable.
async fn apply(db: &Db, published: &Published, actor: &Actor) -> Result<Outcome, sqlx::Error> {
    let in_force = rates::stored(&mut *db.pool().acquire().await?).await?;
    let mut changes = Vec::new();
    for currency in Currency::ALL.into_iter().filter(|currency| *currency != Currency::Amd) {
        let Some((_, drams)) = published.rates.iter().find(|(c, _)| *c == currency) else {
            return Ok(Outcome::Failed { reason: format!("the answer holds no {} rate", currency.code()) });
        };
        let before = in_force.iter().find(|rate| rate.currency == currency).map(|rate| rate.drams_e4);
        if !exchange_rates::believable(before, *drams) {
            return Ok(Outcome::Refused { currency, published_e4: *drams, in_force_e4: before.unwrap_or_default() });
        }
        changes.push((currency, *drams));
    }
    let changed =
        changes.iter().any(|(currency, drams)| !in_force.iter().any(|rate| rate.currency == *currency && rate.drams_e4 == *drams));
    if !changed {
        return Ok(Outcome::Unchanged);
    }
    rates::save(db, &changes, Source::Import, actor).await?;
    Ok(Outcome::Applied)
}
