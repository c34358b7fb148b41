//! Bonuses (rewards): a customer earns a share of a completed order's subtotal and may spend
//! the balance at checkout, one point per dram. Balances are kept in minor units (1 dram = 100)
//! like every amount, and always in whole drams.

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
