//! Exchange rates as people state them: how many drams one unit of a currency costs, as staff
//! type it and as the Central Bank of Armenia publishes it ("386.45" for a dollar). The shop
//! converts with the inverse, the units one dram buys in fixed point ([`RATE_SCALE`], what a
//! [`crate::money::RateTable`] holds); this module goes between the two and decides which rates
//! are believable. Drams are kept with four places ("drams e4"), so what was typed is shown back
//! exactly.

use crate::money::RATE_SCALE;
use crate::validation::Message;

/// Places kept of a rate in drams: the bank publishes two, four leave room for small units.
pub const DRAM_PLACES: usize = 4;
const DRAM_SCALE: i64 = 10_000;

/// The cheapest and dearest unit a rate may price, in drams e4 (0.0001 and 100,000 drams):
/// beyond them a rate is a typo, and the fixed-point inverse would lose its digits.
const LOWEST: i64 = 1;
const HIGHEST: i64 = 100_000 * DRAM_SCALE;

/// How far a new rate may move from the rate in force, in percent, and still be believed: a
/// larger jump at once is most often a typo (or a broken answer from a bank).
pub const MAX_BELIEVABLE_CHANGE_PERCENT: i64 = 20;

/// A rate typed in drams for one unit: `386.45`, `386,45` (a decimal comma), `1 386.5` (spaces
/// between thousands); at most four places.
pub fn parse_drams(text: &str) -> Result<i64, Message> {
    let kept: String = text.trim().chars().filter(|c| !matches!(c, ' ' | '\u{a0}' | '\u{202f}')).collect();
    let kept = kept.replacen(',', ".", 1);
    let (whole, places) = kept.split_once('.').unwrap_or((&kept, ""));
    let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(places) || places.len() > DRAM_PLACES || whole.len() > 9 {
        return Err(Message::RateInvalid);
    }
    let whole: i64 = whole.parse().map_err(|_| Message::RateInvalid)?;
    let places: i64 = format!("{places:0<4}").parse().map_err(|_| Message::RateInvalid)?;
    let drams = whole * DRAM_SCALE + places;
    if !(LOWEST..=HIGHEST).contains(&drams) {
        return Err(Message::RateOutOfRange);
    }
    Ok(drams)
}

/// A rate as the Central Bank publishes it: `rate` drams for `amount` units (`245.71` for 100
/// yen, `0.026447` for 100 rials), as drams e4 for one unit, rounded half up. The bank may give
/// more places than are kept; they count in the rounding.
pub fn published_drams(rate: &str, amount: &str) -> Result<i64, Message> {
    const MOST_PLACES: usize = 9;
    let amount = amount.trim();
    let units: i128 = match amount.parse::<u32>() {
        Ok(units) if (1..=1_000_000).contains(&units) && amount.bytes().all(|b| b.is_ascii_digit()) => i128::from(units),
        _ => return Err(Message::RateInvalid),
    };
    let rate = rate.trim();
    let (whole, places) = rate.split_once('.').unwrap_or((rate, ""));
    let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 9 || places.len() > MOST_PLACES || !digits(whole) || !digits(places) {
        return Err(Message::RateInvalid);
    }
    let scale = 10i128.pow(MOST_PLACES as u32);
    let whole: i128 = whole.parse().map_err(|_| Message::RateInvalid)?;
    let places: i128 = format!("{places:0<9}").parse().map_err(|_| Message::RateInvalid)?;
    let scaled = whole * scale + places;
    let divisor = units * scale / i128::from(DRAM_SCALE);
    let drams = i64::try_from((scaled + divisor / 2) / divisor).map_err(|_| Message::RateOutOfRange)?;
    if !(LOWEST..=HIGHEST).contains(&drams) {
        return Err(Message::RateOutOfRange);
    }
    Ok(drams)
}

/// A rate in drams as staff read and type it: `386.45`, `4.7822`, `500` (no trailing zeros).
pub fn drams_text(drams_e4: i64) -> String {
    let (whole, places) = (drams_e4 / DRAM_SCALE, drams_e4 % DRAM_SCALE);
    if places == 0 {
        whole.to_string()
    } else {
        format!("{whole}.{}", format!("{places:04}").trim_end_matches('0'))
    }
}

/// The units of the currency one dram buys, in fixed point: what prices are converted with.
pub fn rate_of(drams_e4: i64) -> i64 {
    inverse(drams_e4)
}

/// The drams of a rate stored only as the units one dram buys (rates written before the drams
/// were kept), rounded to four places.
pub fn drams_of(rate: i64) -> i64 {
    inverse(rate)
}

/// `RATE_SCALE × DRAM_SCALE ÷ value`, rounded: drams e4 and the fixed-point rate are each
/// other's inverse.
fn inverse(value: i64) -> i64 {
    let value = i128::from(value.max(1));
    let scaled = i128::from(RATE_SCALE) * i128::from(DRAM_SCALE);
    i64::try_from((scaled + value / 2) / value).unwrap_or(i64::MAX)
}

/// Whether a new rate (drams e4) is believable beside the rate in force (none in force: any
/// rate within the limits is).
pub fn believable(in_force: Option<i64>, new: i64) -> bool {
    let Some(before) = in_force.filter(|before| *before > 0) else { return (LOWEST..=HIGHEST).contains(&new) };
    let change = i128::from((new - before).abs()) * 100;
    change <= i128::from(before) * i128::from(MAX_BELIEVABLE_CHANGE_PERCENT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::{Amount, Currency, RateTable};

    #[test]
    fn reads_a_rate_as_staff_type_it() {
        assert_eq!(parse_drams("386.45"), Ok(3_864_500));
        assert_eq!(parse_drams(" 386,45 "), Ok(3_864_500));
        assert_eq!(parse_drams("1 386.5"), Ok(13_865_000));
        assert_eq!(parse_drams("4.7822"), Ok(47_822));
        assert_eq!(parse_drams("500"), Ok(5_000_000));
        for bad in ["", "abc", "-386", "386.45.1", "3.14159", ".5", "1e3", "386.4x"] {
            assert_eq!(parse_drams(bad), Err(Message::RateInvalid), "{bad:?}");
        }
        assert_eq!(parse_drams("0"), Err(Message::RateOutOfRange));
        assert_eq!(parse_drams("100000.0001"), Err(Message::RateOutOfRange));
    }

    #[test]
    fn reads_the_banks_rates_for_one_unit() {
        assert_eq!(published_drams("382.61", "1"), Ok(3_826_100));
        assert_eq!(published_drams("4.87", "1"), Ok(48_700));
        assert_eq!(published_drams("245.71", "100"), Ok(24_571), "2.4571 drams a yen");
        assert_eq!(published_drams("4312.3", "1000"), Ok(43_123));
        assert_eq!(published_drams("0.026447", "100"), Ok(3), "0.00026447 drams a rial, to four places");
        assert_eq!(published_drams("9.1", "1000"), Ok(91));
        assert_eq!(published_drams("1.00005", "1"), Ok(10_001), "half a place rounds up");
        for (rate, amount) in [("", "1"), ("386,45", "1"), ("-1", "1"), ("386.45", "0"), ("386.45", "-1"), ("386.45", "1.5"), ("abc", "1")]
        {
            assert_eq!(published_drams(rate, amount), Err(Message::RateInvalid), "{rate:?} for {amount:?}");
        }
        assert_eq!(published_drams("0", "1"), Err(Message::RateOutOfRange));
    }

    #[test]
    fn shows_a_rate_back_exactly_as_typed() {
        for typed in ["386.45", "4.7822", "500", "0.0001", "100000", "386.4"] {
            assert_eq!(drams_text(parse_drams(typed).unwrap()), typed);
        }
    }

    #[test]
    fn converts_prices_with_the_inverse() {
        let rates = RateTable { rates: vec![(Currency::Usd, rate_of(parse_drams("400").unwrap()))] };
        assert_eq!(rates.rates[0].1, 2_500_000);
        assert_eq!(drams_of(2_590_000), 3_861_004, "386.1004 drams for the demo's dollar");
        assert_eq!(rates.convert(Amount::major(12_000, Currency::Amd), Currency::Usd), Ok(Amount::major(30, Currency::Usd)));
    }

    #[test]
    fn a_jump_of_more_than_a_fifth_is_not_believed() {
        let before = Some(3_864_500);
        assert!(believable(before, 3_864_500 * 119 / 100));
        assert!(!believable(before, 3_864_500 * 121 / 100));
        assert!(!believable(before, 38_645));
        assert!(believable(None, 38_645));
    }
}
