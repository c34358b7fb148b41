//! Who is asking: the shopper's locale and currency from the query (`locale`, `currency`), and
//! the stored exchange rates to show prices in that currency.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use storefront_core::locale::Locale;
use storefront_core::money::{Amount, Currency, RateTable};

use crate::error::ApiError;
use crate::routes::params::Params;
use crate::state::AppState;

#[derive(Debug, Clone)]
pub struct Shopper {
    pub locale: Locale,
    pub currency: Currency,
    pub rates: RateTable,
}

/// A price as the API shows it: the decimal string in the shopper's currency and its display.
#[derive(Debug, Clone, PartialEq)]
pub struct Shown {
    pub decimal: String,
    pub display: String,
    pub number: f64,
}

impl Shopper {
    pub fn from_params(params: &Params, rates: RateTable) -> Result<Shopper, ApiError> {
        let locale = match params.get("locale") {
            None => Locale::default(),
            Some(code) => Locale::parse(code).ok_or_else(|| ApiError::invalid_param("locale", "locale must be hy, ru or en"))?,
        };
        let currency = match params.get("currency") {
            None => Currency::default(),
            Some(code) => Currency::parse(code).ok_or_else(|| ApiError::invalid_param("currency", "currency must be AMD, USD or RUB"))?,
        };
        rates
            .convert(Amount::zero(RateTable::BASE), currency)
            .map_err(|_| ApiError::Unavailable(format!("No exchange rate for {currency} is set")))?;
        Ok(Shopper { locale, currency, rates })
    }

    /// An amount in drams (minor units) converted to the shopper's currency.
    pub fn amount(&self, amd_minor: i64) -> Result<Amount, ApiError> {
        self.rates.convert(Amount::new(amd_minor, RateTable::BASE), self.currency).map_err(ApiError::internal)
    }

    pub fn show(&self, amd_minor: i64) -> Result<Shown, ApiError> {
        let amount = self.amount(amd_minor)?;
        Ok(Shown { decimal: amount.to_decimal_string(), display: amount.display(), number: amount.to_major_f64() })
    }

    /// A price the shopper typed in their currency (e.g. a price filter), in drams.
    pub fn to_amd_minor(&self, text: &str, field: &str) -> Result<i64, ApiError> {
        let amount = Amount::parse_decimal(text, self.currency)
            .ok()
            .filter(|a| a.minor >= 0)
            .ok_or_else(|| ApiError::invalid_param(field, format!("{field} must be a price")))?;
        self.rates.convert(amount, RateTable::BASE).map(|a| a.minor).map_err(ApiError::internal)
    }
}

impl FromRequestParts<AppState> for Shopper {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let params = Params::parse(parts.uri.query());
        Shopper::from_params(&params, state.catalogue.rates.get(&state.db).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shopper(query: &str) -> Result<Shopper, ApiError> {
        Shopper::from_params(&Params::parse(Some(query)), RateTable::default())
    }

    #[test]
    fn defaults_to_armenian_and_drams() {
        let s = shopper("").unwrap();
        assert_eq!((s.locale, s.currency), (Locale::Hy, Currency::Amd));
        assert_eq!(s.show(100_000).unwrap().display, "1,000 ֏");
    }

    #[test]
    fn converts_prices_into_the_asked_currency() {
        let s = shopper("currency=USD&locale=en").unwrap();
        let shown = s.show(100_000).unwrap();
        assert_eq!((shown.decimal.as_str(), shown.display.as_str()), ("2.5900", "$2.59"));
        assert_eq!(s.to_amd_minor("2.59", "price").unwrap(), 100_000);
    }

    #[test]
    fn unknown_locale_or_currency_is_a_400_naming_it() {
        assert!(matches!(shopper("locale=de"), Err(ApiError::InvalidParam { field, .. }) if field == "locale"));
        assert!(matches!(shopper("currency=EUR"), Err(ApiError::InvalidParam { field, .. }) if field == "currency"));
    }

    #[test]
    fn a_missing_rate_is_reported_not_invented() {
        let result = Shopper::from_params(&Params::parse(Some("currency=RUB")), RateTable { rates: vec![] });
        assert!(matches!(result, Err(ApiError::Unavailable(_))));
    }
}
