//! Money without floats. An [`Amount`] counts minor units (hundredths) of one [`Currency`];
//! conversion goes through a [`RateTable`] whose rates are fixed-point integers, and display
//! formatting groups thousands with commas and shows the currency's symbol.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Minor units per major unit for every currency the shop sells in (AMD, USD and RUB all have
/// an ISO 4217 exponent of 2).
const MINOR_PER_MAJOR: i64 = 100;

/// Fixed-point scale of exchange rates: a rate is stored as `rate * RATE_SCALE`.
pub const RATE_SCALE: i64 = 1_000_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "CurrencyCode"))]
pub enum Currency {
    #[default]
    #[serde(rename = "AMD")]
    Amd,
    #[serde(rename = "USD")]
    Usd,
    #[serde(rename = "RUB")]
    Rub,
}

impl Currency {
    pub const ALL: [Currency; 3] = [Currency::Amd, Currency::Usd, Currency::Rub];

    pub fn code(self) -> &'static str {
        match self {
            Currency::Amd => "AMD",
            Currency::Usd => "USD",
            Currency::Rub => "RUB",
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Currency::Amd => "֏",
            Currency::Usd => "$",
            Currency::Rub => "₽",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Currency::Amd => "Armenian Dram",
            Currency::Usd => "US Dollar",
            Currency::Rub => "Russian Ruble",
        }
    }

    /// ISO 4217 numeric code, as payment providers want it ("051" for AMD).
    pub fn iso_numeric(self) -> &'static str {
        match self {
            Currency::Amd => "051",
            Currency::Usd => "840",
            Currency::Rub => "643",
        }
    }

    /// Case-insensitive parse of a currency code; `None` for anything the shop does not sell in.
    pub fn parse(code: &str) -> Option<Currency> {
        Currency::ALL.into_iter().find(|c| c.code().eq_ignore_ascii_case(code.trim()))
    }

    /// Dollars show cents; drams and rubles are shown in whole units, as shoppers here expect.
    fn display_decimals(self) -> u32 {
        match self {
            Currency::Usd => 2,
            Currency::Amd | Currency::Rub => 0,
        }
    }
}

impl fmt::Display for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A sum of money in minor units of its currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Amount {
    pub minor: i64,
    pub currency: Currency,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoneyError {
    /// The text is not a decimal number.
    NotANumber(String),
    /// The value does not fit the amount type.
    Overflow,
    /// An operation mixed two currencies.
    CurrencyMismatch(Currency, Currency),
    /// No exchange rate is known for this currency.
    MissingRate(Currency),
}

impl fmt::Display for MoneyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoneyError::NotANumber(text) => write!(f, "'{text}' is not a price"),
            MoneyError::Overflow => f.write_str("amount out of range"),
            MoneyError::CurrencyMismatch(a, b) => write!(f, "cannot combine {a} with {b}"),
            MoneyError::MissingRate(c) => write!(f, "no exchange rate for {c}"),
        }
    }
}

impl std::error::Error for MoneyError {}

/// Divides rounding half away from zero, the way a cashier rounds.
fn div_round(numerator: i128, denominator: i128) -> i128 {
    let (q, r) = (numerator / denominator, numerator % denominator);
    if 2 * r.abs() >= denominator.abs() {
        q + numerator.signum() * denominator.signum()
    } else {
        q
    }
}

impl Amount {
    pub const fn new(minor: i64, currency: Currency) -> Amount {
        Amount { minor, currency }
    }

    pub const fn zero(currency: Currency) -> Amount {
        Amount { minor: 0, currency }
    }

    /// Whole units, e.g. `Amount::major(25, Amd)` is 25 ֏.
    pub fn major(units: i64, currency: Currency) -> Amount {
        Amount { minor: units * MINOR_PER_MAJOR, currency }
    }

    pub fn is_zero(self) -> bool {
        self.minor == 0
    }

    /// Parses a decimal string as the API sends prices (`"10.0000"`, `"1500"`, `"-2.5"`).
    /// Digits beyond the minor unit are rounded half away from zero.
    pub fn parse_decimal(text: &str, currency: Currency) -> Result<Amount, MoneyError> {
        let bad = || MoneyError::NotANumber(text.to_string());
        let trimmed = text.trim();
        let (negative, unsigned) = match trimmed.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, trimmed.strip_prefix('+').unwrap_or(trimmed)),
        };
        let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
        if whole.is_empty() && fraction.is_empty() {
            return Err(bad());
        }
        if !whole.bytes().chain(fraction.bytes()).all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let digits = format!("{whole}{fraction}");
        let digits = digits.trim_start_matches('0');
        if digits.len() > 30 {
            return Err(MoneyError::Overflow);
        }
        let value: i128 = if digits.is_empty() { 0 } else { digits.parse().map_err(|_| bad())? };
        let scale = 10i128.pow(fraction.len() as u32);
        let minor = div_round(value * MINOR_PER_MAJOR as i128, scale);
        let minor = if negative { -minor } else { minor };
        i64::try_from(minor).map(|minor| Amount { minor, currency }).map_err(|_| MoneyError::Overflow)
    }

    /// The API's decimal string with four places, as Bagisto-style clients expect (`"10.0000"`).
    pub fn to_decimal_string(self) -> String {
        let sign = if self.minor < 0 { "-" } else { "" };
        let abs = self.minor.unsigned_abs();
        format!("{sign}{}.{:02}00", abs / MINOR_PER_MAJOR as u64, abs % MINOR_PER_MAJOR as u64)
    }

    /// The amount as an `f64` number of major units, only for JSON fields that clients read as
    /// numbers; never computed with.
    pub fn to_major_f64(self) -> f64 {
        self.minor as f64 / MINOR_PER_MAJOR as f64
    }

    pub fn checked_add(self, other: Amount) -> Result<Amount, MoneyError> {
        if self.currency != other.currency {
            return Err(MoneyError::CurrencyMismatch(self.currency, other.currency));
        }
        let minor = self.minor.checked_add(other.minor).ok_or(MoneyError::Overflow)?;
        Ok(Amount { minor, currency: self.currency })
    }

    pub fn checked_sub(self, other: Amount) -> Result<Amount, MoneyError> {
        self.checked_add(Amount { minor: -other.minor, currency: other.currency })
    }

    pub fn checked_mul(self, quantity: u32) -> Result<Amount, MoneyError> {
        let minor = self.minor.checked_mul(i64::from(quantity)).ok_or(MoneyError::Overflow)?;
        Ok(Amount { minor, currency: self.currency })
    }

    /// The amount as a person types it into a field: no grouping, no symbol, and decimals only
    /// when there are any (`7525`, `7525.5`), which [`Amount::parse_decimal`] reads back.
    pub fn input_text(self) -> String {
        let (whole, part) = (self.minor / MINOR_PER_MAJOR, (self.minor % MINOR_PER_MAJOR).abs());
        let sign = if self.minor < 0 && whole == 0 { "-" } else { "" };
        if part == 0 {
            format!("{sign}{whole}")
        } else {
            format!("{sign}{whole}.{}", format!("{part:02}").trim_end_matches('0'))
        }
    }

    /// What a shopper sees: `1,000 ֏`, `$2.60`, `1,500 ₽`. Digits are grouped in thousands with
    /// commas; drams and rubles are rounded to whole units.
    pub fn display(self) -> String {
        let decimals = self.currency.display_decimals();
        let step = MINOR_PER_MAJOR / 10i64.pow(decimals);
        let shown = div_round(self.minor as i128, step as i128);
        let sign = if shown < 0 { "-" } else { "" };
        let shown = shown.unsigned_abs();
        let unit = 10u128.pow(decimals);
        let mut number = group_thousands(shown / unit);
        if decimals > 0 {
            number = format!("{number}.{:0width$}", shown % unit, width = decimals as usize);
        }
        match self.currency {
            Currency::Usd => format!("{sign}${number}"),
            Currency::Amd | Currency::Rub => format!("{sign}{number} {}", self.currency.symbol()),
        }
    }

    /// Reads a displayed price back: every character but digits, the decimal point and a
    /// leading minus is stripped, so `"1,000 ֏"` and `"$2.60"` both parse.
    pub fn parse_display(text: &str, currency: Currency) -> Result<Amount, MoneyError> {
        let negative = text.trim_start().starts_with('-');
        let kept: String = text.chars().filter(|c| c.is_ascii_digit() || *c == '.').collect();
        let amount = Amount::parse_decimal(&kept, currency)?;
        Ok(if negative { Amount { minor: -amount.minor, ..amount } } else { amount })
    }
}

fn group_thousands(value: u128) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// Exchange rates against the base currency (AMD): how many units of a currency one dram buys,
/// in fixed point (`RATE_SCALE`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RateTable {
    /// `(currency, units of it per 1 AMD × RATE_SCALE)`; AMD itself is implied at 1.
    pub rates: Vec<(Currency, i64)>,
}

impl Default for RateTable {
    /// Demo rates for a fresh shop; the server stores and serves the real ones.
    fn default() -> Self {
        RateTable { rates: vec![(Currency::Usd, 2_590_000), (Currency::Rub, 205_000_000)] }
    }
}

impl RateTable {
    pub const BASE: Currency = Currency::Amd;

    fn rate(&self, currency: Currency) -> Result<i64, MoneyError> {
        if currency == Self::BASE {
            return Ok(RATE_SCALE);
        }
        self.rates.iter().find(|(c, rate)| *c == currency && *rate > 0).map(|(_, rate)| *rate).ok_or(MoneyError::MissingRate(currency))
    }

    /// Converts through the base currency, rounding once at the end.
    pub fn convert(&self, amount: Amount, to: Currency) -> Result<Amount, MoneyError> {
        if amount.currency == to {
            return Ok(amount);
        }
        let (from_rate, to_rate) = (self.rate(amount.currency)?, self.rate(to)?);
        let minor = div_round(amount.minor as i128 * to_rate as i128, from_rate as i128);
        let minor = i64::try_from(minor).map_err(|_| MoneyError::Overflow)?;
        Ok(Amount { minor, currency: to })
    }
}

/// The special-price rule: a special price counts only when present and not zero (`"0.0000"` and
/// null mean "no special price").
pub fn special_price(special: Option<&str>, currency: Currency) -> Option<Amount> {
    special.and_then(|text| Amount::parse_decimal(text, currency).ok()).filter(|amount| amount.minor > 0)
}

/// The unit price a shopper pays: the special price when there is one, else the price.
pub fn unit_price(price: Amount, special: Option<&str>) -> Amount {
    special_price(special, price.currency).unwrap_or(price)
}

/// Discount badge percent from the old and the current price, rounded to a whole percent;
/// `None` when there is no real discount.
pub fn discount_percent(old: Amount, current: Amount) -> Option<u32> {
    if old.currency != current.currency || old.minor <= 0 || current.minor < 0 || current.minor >= old.minor {
        return None;
    }
    let percent = div_round((old.minor - current.minor) as i128 * 100, old.minor as i128);
    u32::try_from(percent).ok().filter(|p| *p > 0)
}

/// What a product card or page shows about money: what the shopper pays, and, when a special
/// price makes a real discount, the regular price struck through and the badge's percent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ShownPrice {
    pub current: String,
    #[cfg_attr(feature = "ts", ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub old: Option<String>,
    #[cfg_attr(feature = "ts", ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub percent: Option<u32>,
}

/// The shown price of API decimals (`price`, `special_price`, `old_price`) already in
/// `currency`; `None` when the price cannot be read (then none is shown rather than a wrong one).
pub fn shown_price(price: &str, special: Option<&str>, old_price: Option<&str>, currency: Currency) -> Option<ShownPrice> {
    let regular_price = Amount::parse_decimal(price, currency).ok()?;
    let pays = unit_price(regular_price, special);
    let current = pays.display();
    if special_price(special, currency).is_none() {
        return Some(ShownPrice { current, old: None, percent: None });
    }
    let regular =
        old_price.filter(|text| !text.is_empty()).and_then(|text| Amount::parse_decimal(text, currency).ok()).unwrap_or(regular_price);
    match discount_percent(regular, pays) {
        Some(percent) => Some(ShownPrice { current, old: Some(regular.display()), percent: Some(percent) }),
        None => Some(ShownPrice { current, old: None, percent: None }),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_amount_is_typed_without_grouping_or_needless_decimals() {
        for (minor, typed) in [(752_500, "7525"), (752_550, "7525.5"), (752_505, "7525.05"), (-50, "-0.5"), (0, "0")] {
            let amount = Amount::new(minor, Currency::Amd);
            assert_eq!(amount.input_text(), typed);
            assert_eq!(Amount::parse_decimal(typed, Currency::Amd), Ok(amount));
        }
    }

    use super::*;
    use proptest::prelude::*;
    use Currency::*;

    fn amd(major: i64) -> Amount {
        Amount::major(major, Amd)
    }

    #[test]
    fn formats_each_currency_like_the_shop_shows_it() {
        assert_eq!(amd(1000).display(), "1,000 ֏");
        assert_eq!(amd(25).display(), "25 ֏");
        assert_eq!(amd(1_234_567).display(), "1,234,567 ֏");
        assert_eq!(Amount::new(260, Usd).display(), "$2.60");
        assert_eq!(Amount::new(123_456_789, Usd).display(), "$1,234,567.89");
        assert_eq!(Amount::major(1500, Rub).display(), "1,500 ₽");
        assert_eq!(Amount::new(-150_000, Amd).display(), "-1,500 ֏");
    }

    #[test]
    fn drams_round_to_whole_units_for_display() {
        assert_eq!(Amount::new(99_950, Amd).display(), "1,000 ֏");
        assert_eq!(Amount::new(99_949, Amd).display(), "999 ֏");
    }

    #[test]
    fn parses_api_decimal_strings() {
        assert_eq!(Amount::parse_decimal("10.0000", Amd), Ok(amd(10)));
        assert_eq!(Amount::parse_decimal("1500", Amd), Ok(amd(1500)));
        assert_eq!(Amount::parse_decimal(" 2.605 ", Usd), Ok(Amount::new(261, Usd)));
        assert_eq!(Amount::parse_decimal("-2.5", Usd), Ok(Amount::new(-250, Usd)));
        assert_eq!(Amount::parse_decimal(".5", Usd), Ok(Amount::new(50, Usd)));
        assert!(Amount::parse_decimal("ten", Amd).is_err());
        assert!(Amount::parse_decimal("", Amd).is_err());
        assert!(Amount::parse_decimal("1.2.3", Amd).is_err());
        assert_eq!(Amount::parse_decimal("99999999999999999999999", Amd), Err(MoneyError::Overflow));
    }

    #[test]
    fn writes_api_decimal_strings_with_four_places() {
        assert_eq!(amd(10).to_decimal_string(), "10.0000");
        assert_eq!(Amount::new(260, Usd).to_decimal_string(), "2.6000");
        assert_eq!(Amount::new(-5, Usd).to_decimal_string(), "-0.0500");
    }

    #[test]
    fn strips_non_digits_when_reading_a_displayed_price() {
        assert_eq!(Amount::parse_display("1,000 ֏", Amd), Ok(amd(1000)));
        assert_eq!(Amount::parse_display("$2.60", Usd), Ok(Amount::new(260, Usd)));
        assert_eq!(Amount::parse_display("1 500 ₽", Rub), Ok(Amount::major(1500, Rub)));
    }

    #[test]
    fn currency_codes_parse_case_insensitively() {
        assert_eq!(Currency::parse("usd"), Some(Usd));
        assert_eq!(Currency::parse("AMD"), Some(Amd));
        assert_eq!(Currency::parse("EUR"), None);
        assert_eq!(Amd.iso_numeric(), "051");
    }

    #[test]
    fn converts_with_the_rate_table() {
        let rates = RateTable { rates: vec![(Usd, 2_500_000), (Rub, 200_000_000)] };
        assert_eq!(rates.convert(amd(1000), Usd), Ok(Amount::new(250, Usd)));
        assert_eq!(rates.convert(amd(1000), Rub), Ok(Amount::major(200, Rub)));
        assert_eq!(rates.convert(Amount::new(250, Usd), Amd), Ok(amd(1000)));
        assert_eq!(rates.convert(Amount::major(200, Rub), Usd), Ok(Amount::new(250, Usd)));
        let no_rub = RateTable { rates: vec![(Usd, 2_500_000)] };
        assert_eq!(no_rub.convert(amd(1), Rub), Err(MoneyError::MissingRate(Rub)));
    }

    #[test]
    fn refuses_to_mix_currencies() {
        assert_eq!(amd(1).checked_add(Amount::new(1, Usd)), Err(MoneyError::CurrencyMismatch(Amd, Usd)));
        assert_eq!(Amount::new(i64::MAX, Amd).checked_mul(2), Err(MoneyError::Overflow));
    }

    #[test]
    fn zero_or_missing_special_price_means_none() {
        assert_eq!(special_price(Some("0.0000"), Amd), None);
        assert_eq!(special_price(None, Amd), None);
        assert_eq!(special_price(Some("garbage"), Amd), None);
        assert_eq!(special_price(Some("800.0000"), Amd), Some(amd(800)));
        assert_eq!(unit_price(amd(1000), Some("0.0000")), amd(1000));
        assert_eq!(unit_price(amd(1000), Some("800.0000")), amd(800));
    }

    #[test]
    fn discount_badge_percent_comes_from_old_and_current_price() {
        assert_eq!(discount_percent(amd(1000), amd(800)), Some(20));
        assert_eq!(discount_percent(amd(3000), amd(1999)), Some(33));
        assert_eq!(discount_percent(amd(1000), amd(1000)), None);
        assert_eq!(discount_percent(amd(1000), amd(1200)), None);
        assert_eq!(discount_percent(amd(0), amd(0)), None);
    }

    fn currency() -> impl Strategy<Value = Currency> {
        prop_oneof![Just(Amd), Just(Usd), Just(Rub)]
    }

    proptest! {
        #[test]
        fn decimal_strings_round_trip(minor in -1_000_000_000_000i64..1_000_000_000_000, c in currency()) {
            let amount = Amount::new(minor, c);
            prop_assert_eq!(Amount::parse_decimal(&amount.to_decimal_string(), c), Ok(amount));
        }

        #[test]
        fn display_round_trips_to_the_shown_precision(minor in -1_000_000_000_000i64..1_000_000_000_000, c in currency()) {
            let amount = Amount::new(minor, c);
            let back = Amount::parse_display(&amount.display(), c).unwrap();
            let step = if c == Usd { 1 } else { 100 };
            prop_assert!((back.minor - amount.minor).abs() * 2 <= step, "{} -> {:?}", amount.display(), back);
            prop_assert_eq!(back.display(), amount.display());
        }

        #[test]
        fn conversion_there_and_back_stays_within_a_rounding_step(major in 0i64..10_000_000) {
            let rates = RateTable::default();
            let amount = Amount::major(major, Amd);
            let usd = rates.convert(amount, Usd).unwrap();
            let back = rates.convert(usd, Amd).unwrap();
            // One cent is worth at most 1 / 0.00259 ≈ 386 drams; rounding can move by half of that.
            prop_assert!((back.minor - amount.minor).abs() <= 19_400);
        }

        #[test]
        fn addition_is_exact(a in -1_000_000_000i64..1_000_000_000, b in -1_000_000_000i64..1_000_000_000) {
            let sum = Amount::new(a, Amd).checked_add(Amount::new(b, Amd)).unwrap();
            prop_assert_eq!(sum.minor, a + b);
            prop_assert_eq!(sum.checked_sub(Amount::new(b, Amd)).unwrap().minor, a);
        }
    }
}
