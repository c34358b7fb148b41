//! The quantity input of the product page and the cart: minimum 1, empty while typing is fine,
//! anything that is not a number falls back to the minimum.

use serde::{Deserialize, Serialize};

pub const MIN_QUANTITY: u32 = 1;

/// The largest quantity one line may hold; keeps totals far from overflow.
pub const MAX_QUANTITY: u32 = 9_999;

/// What the quantity box holds while the shopper types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "value", rename_all = "camelCase")]
pub enum QuantityInput {
    /// The box was cleared; allowed while typing, committed as the minimum.
    Empty,
    Value(u32),
}

/// The most the stepper offers: the stock the page knows (never below the minimum, so an empty
/// shelf still reads 1 beside a disabled button), and never above `MAX_QUANTITY`; `None` when
/// the stock is not known.
pub fn quantity_limit(stock: Option<i64>) -> u32 {
    stock.map_or(MAX_QUANTITY, clamp_quantity)
}

/// Reads the box as the shopper types: empty stays empty, numbers are kept within
/// `MIN_QUANTITY..=limit`, anything else becomes the minimum.
pub fn read_quantity_input(text: &str, limit: u32) -> QuantityInput {
    let text = text.trim();
    if text.is_empty() {
        return QuantityInput::Empty;
    }
    QuantityInput::Value(clamp_quantity(text.parse::<i64>().unwrap_or(i64::from(MIN_QUANTITY))).min(limit.max(MIN_QUANTITY)))
}

/// The quantity that is actually used when the box loses focus or the form is sent.
pub fn commit_quantity(text: &str, limit: u32) -> u32 {
    match read_quantity_input(text, limit) {
        QuantityInput::Empty => MIN_QUANTITY,
        QuantityInput::Value(value) => value,
    }
}

pub fn clamp_quantity(value: i64) -> u32 {
    value.clamp(i64::from(MIN_QUANTITY), i64::from(MAX_QUANTITY)) as u32
}

/// One press of the stepper's minus or plus, never below the minimum nor above `limit`.
pub fn step_quantity(current: u32, up: bool, limit: u32) -> u32 {
    let next = if up { i64::from(current) + 1 } else { i64::from(current) - 1 };
    clamp_quantity(next).min(limit.max(MIN_QUANTITY))
}

/// Whether the quantity chosen is all there is: the page then says how many are left, before
/// the shopper asks for more than the shelf holds.
pub fn stock_reached(quantity: u32, stock: Option<i64>) -> bool {
    stock.is_some_and(|stock| stock > 0 && i64::from(quantity) >= stock)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ANY: u32 = MAX_QUANTITY;

    #[test]
    fn empty_is_allowed_while_typing() {
        assert_eq!(read_quantity_input("", ANY), QuantityInput::Empty);
        assert_eq!(read_quantity_input("  ", ANY), QuantityInput::Empty);
        assert_eq!(commit_quantity("", ANY), 1);
    }

    #[test]
    fn non_numbers_fall_back_to_the_minimum() {
        assert_eq!(read_quantity_input("abc", ANY), QuantityInput::Value(1));
        assert_eq!(read_quantity_input("2.5", ANY), QuantityInput::Value(1));
        assert_eq!(commit_quantity("x", ANY), 1);
    }

    #[test]
    fn quantity_never_goes_below_one() {
        assert_eq!(read_quantity_input("0", ANY), QuantityInput::Value(1));
        assert_eq!(read_quantity_input("-4", ANY), QuantityInput::Value(1));
        assert_eq!(step_quantity(1, false, ANY), 1);
        assert_eq!(step_quantity(1, true, ANY), 2);
    }

    #[test]
    fn numbers_are_kept_within_bounds() {
        assert_eq!(read_quantity_input("7", ANY), QuantityInput::Value(7));
        assert_eq!(read_quantity_input("1000000", ANY), QuantityInput::Value(MAX_QUANTITY));
    }

    #[test]
    fn the_stepper_stops_at_the_stock_the_page_knows() {
        let limit = quantity_limit(Some(3));
        assert_eq!(limit, 3);
        assert_eq!(read_quantity_input("9999", limit), QuantityInput::Value(3), "typed past the stock: the stock");
        assert_eq!(commit_quantity("12", limit), 3);
        assert_eq!(step_quantity(3, true, limit), 3, "plus does nothing at the stock");
        assert_eq!(step_quantity(3, false, limit), 2);
        assert!(stock_reached(3, Some(3)) && !stock_reached(2, Some(3)));
        assert!(!stock_reached(1, Some(0)), "an empty shelf says out of stock, not how many are left");
        assert_eq!(quantity_limit(None), MAX_QUANTITY, "stock unknown");
        assert_eq!(quantity_limit(Some(0)), 1, "an empty shelf still reads 1");
        assert_eq!(quantity_limit(Some(50_000)), MAX_QUANTITY);
    }
}
