//! Bonuses (rewards): a customer earns a share of a completed order's subtotal and may spend
//! the balance at checkout, one point per dram. Balances are kept in minor units (1 dram = 100)
//! like every amount, and always in whole drams.

use crate::locale::Locale;
use crate::money::{Amount, Currency};

/// The share of a completed order's subtotal earned, unless configured otherwise.
pub const DEFAULT_EARN_PERCENT: u32 = 5;

const DRAM: i64 = 100;

/// What a completed order with this subtotal earns, in minor units, rounded down to whole drams.
pub fn earned(sub_total_minor: i64, percent: u32) -> i64 {
    let share = sub_total_minor.max(0) * i64::from(percent) / 100;
    share - share % DRAM
}

/// How much of the balance a cart may spend: what was asked, at most the balance and the
/// subtotal (shipping is always paid), in whole drams, never negative.
pub fn usable(requested_minor: i64, balance_minor: i64, sub_total_minor: i64) -> i64 {
    let amount = requested_minor.min(balance_minor).min(sub_total_minor).max(0);
    amount - amount % DRAM
}

/// The most bonuses the checkout offers to spend, in whole drams (1 bonus = 1 ֏): the balance,
/// and no more than the cart's subtotal. A subtotal shown in another currency does not cap it
/// here (its dram value is the server's to know); the server caps it when they are applied.
pub fn spend_limit(balance_drams: i64, sub_total: Amount) -> i64 {
    let balance = balance_drams.max(0).saturating_mul(DRAM);
    let cap = if sub_total.currency == Currency::Amd { sub_total.minor } else { balance };
    usable(balance, balance, cap) / DRAM
}

/// The bonuses the shopper typed into the checkout's box: a whole number of drams from 1 to
/// `limit`; anything else (empty, a fraction, a sign, too many) asks for nothing.
pub fn requested(text: &str, limit: i64) -> Option<i64> {
    let digits = text.trim();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let drams: i64 = digits.parse().ok()?;
    (1..=limit).contains(&drams).then_some(drams)
}

/// An adjustment refused, with its message in the staff member's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdjustmentRefused {
    /// Nothing typed.
    Required,
    /// Not a whole number of drams (letters, a fraction, a number too long to read).
    NotWholeNumber,
    Zero,
    /// More than the owner's limit for one adjustment, either way (in drams).
    OverLimit {
        limit_drams: u32,
    },
}

impl AdjustmentRefused {
    pub fn message(self, locale: Locale) -> String {
        match self {
            AdjustmentRefused::Required => {
                locale.pick("Նշեք բոնուսների քանակը։", "Укажите количество бонусов.", "Enter the number of bonuses.").to_string()
            }
            AdjustmentRefused::NotWholeNumber => locale
                .pick(
                    "Նշեք ամբողջ թիվ դրամով, օրինակ՝ 500 կամ -500։",
                    "Укажите целое число драмов, например 500 или -500.",
                    "Enter a whole number of drams, such as 500 or -500.",
                )
                .to_string(),
            AdjustmentRefused::Zero => {
                locale.pick("Քանակը չի կարող լինել 0։", "Количество не может быть 0.", "The amount cannot be 0.").to_string()
            }
            AdjustmentRefused::OverLimit { limit_drams } => format!(
                "{} {}",
                locale.pick(
                    "Մեկ ճշգրտումը կարող է ավելացնել կամ հանել առավելագույնը",
                    "Одна корректировка может добавить или списать не больше",
                    "One adjustment may add or take away at most"
                ),
                Amount::major(i64::from(limit_drams), Currency::Amd).display()
            ),
        }
    }
}

/// A bonus adjustment as staff type it: a whole number of drams, `-` to take away (a leading
/// `+`, spaces and thousands separators allowed), not 0, at most `limit_drams` either way; in
/// minor units.
pub fn adjustment(text: &str, limit_drams: u32) -> Result<i64, AdjustmentRefused> {
    let typed: String = text.chars().filter(|c| !c.is_whitespace() && !matches!(c, ',' | '\u{a0}' | '\u{202f}')).collect();
    if typed.is_empty() {
        return Err(AdjustmentRefused::Required);
    }
    let (negative, digits) = match typed.strip_prefix('-').or_else(|| typed.strip_prefix('\u{2212}')) {
        Some(rest) => (true, rest),
        None => (false, typed.strip_prefix('+').unwrap_or(&typed)),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(AdjustmentRefused::NotWholeNumber);
    }
    let over = AdjustmentRefused::OverLimit { limit_drams };
    // More digits than any limit has: over it, without reading a number that may not fit.
    let drams: i64 = if digits.trim_start_matches('0').len() > 12 { return Err(over) } else { digits.parse().map_err(|_| over)? };
    if drams == 0 {
        return Err(AdjustmentRefused::Zero);
    }
    if drams > i64::from(limit_drams) {
        return Err(over);
    }
    Ok(if negative { -drams } else { drams } * DRAM)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_adjustment_is_a_whole_number_of_drams_within_the_limit_with_a_message_for_each_mistake() {
        assert_eq!(adjustment("500", 1_000), Ok(50_000));
        assert_eq!(adjustment(" -1 000 ", 1_000), Ok(-100_000));
        assert_eq!(adjustment("+1,000", 1_000), Ok(100_000));
        assert_eq!(adjustment("\u{2212}20", 1_000), Ok(-2_000));
        assert_eq!(adjustment("", 1_000), Err(AdjustmentRefused::Required));
        assert_eq!(adjustment("  ", 1_000), Err(AdjustmentRefused::Required));
        for typed in ["abc", "12.5", "-", "5-", "1e3", "--5"] {
            assert_eq!(adjustment(typed, 1_000), Err(AdjustmentRefused::NotWholeNumber), "{typed}");
        }
        assert_eq!(adjustment("0", 1_000), Err(AdjustmentRefused::Zero));
        assert_eq!(adjustment("-000", 1_000), Err(AdjustmentRefused::Zero));
        let over = Err(AdjustmentRefused::OverLimit { limit_drams: 1_000 });
        assert_eq!(adjustment("1001", 1_000), over);
        assert_eq!(adjustment("-1000000000", 1_000), over);
        assert_eq!(adjustment("92233720368547758", 1_000), over, "near the integer limit");
        assert_eq!(adjustment("99999999999999999999999999", 1_000), over);
        assert_eq!(
            AdjustmentRefused::OverLimit { limit_drams: 50_000 }.message(Locale::En),
            "One adjustment may add or take away at most 50,000 ֏"
        );
        assert_eq!(AdjustmentRefused::Zero.message(Locale::Hy), "Քանակը չի կարող լինել 0։");
    }

    #[test]
    fn an_order_earns_a_share_in_whole_drams() {
        assert_eq!(earned(1_234_500, 5), 61_700, "5 % of 12,345 ֏ is 617.25 ֏, kept as 617 ֏");
        assert_eq!(earned(1_000_000, 0), 0);
        assert_eq!(earned(-5, 5), 0);
    }

    #[test]
    fn a_cart_spends_at_most_the_balance_and_the_subtotal() {
        assert_eq!(usable(50_000, 30_000, 100_000), 30_000);
        assert_eq!(usable(50_000, 90_000, 20_000), 20_000);
        assert_eq!(usable(10_050, 90_000, 200_000), 10_000);
        assert_eq!(usable(-1, 90_000, 200_000), 0);
    }

    #[test]
    fn the_checkout_offers_the_balance_up_to_a_subtotal_in_drams() {
        assert_eq!(spend_limit(750, Amount::major(15_000, Currency::Amd)), 750);
        assert_eq!(spend_limit(750, Amount::new(50_050, Currency::Amd)), 500, "500.50 ֏ of goods take 500 bonuses");
        assert_eq!(spend_limit(750, Amount::new(1_000, Currency::Usd)), 750, "the server caps a subtotal in dollars");
        assert_eq!(spend_limit(-5, Amount::major(100, Currency::Amd)), 0);
    }

    #[test]
    fn the_bonus_box_asks_for_a_whole_number_within_the_limit() {
        assert_eq!(requested(" 500 ", 750), Some(500));
        assert_eq!(requested("750", 750), Some(750));
        for refused in ["", "0", "751", "-3", "12.5", "abc", "1 000"] {
            assert_eq!(requested(refused, 750), None, "{refused:?}");
        }
    }
}
