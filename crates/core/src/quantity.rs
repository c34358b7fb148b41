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

/// Reads the box as the shopper types: empty stays empty, numbers are clamped to
/// `MIN_QUANTITY..=MAX_QUANTITY`, anything else becomes the minimum.
pub fn read_quantity_input(text: &str) -> QuantityInput {
    let text = text.trim();
    if text.is_empty() {
        return QuantityInput::Empty;
    }
    QuantityInput::Value(clamp_quantity(text.parse::<i64>().unwrap_or(i64::from(MIN_QUANTITY))))
}

/// The quantity that is actually used when the box loses focus or the form is sent.
pub fn commit_quantity(text: &str) -> u32 {
    match read_quantity_input(text) {
        QuantityInput::Empty => MIN_QUANTITY,
        QuantityInput::Value(value) => value,
    }
}

pub fn clamp_quantity(value: i64) -> u32 {
    value.clamp(i64::from(MIN_QUANTITY), i64::from(MAX_QUANTITY)) as u32
}

/// One press of the stepper's minus or plus, never below the minimum.
pub fn step_quantity(current: u32, up: bool) -> u32 {
    let next = if up { i64::from(current) + 1 } else { i64::from(current) - 1 };
    clamp_quantity(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_is_allowed_while_typing() {
        assert_eq!(read_quantity_input(""), QuantityInput::Empty);
        assert_eq!(read_quantity_input("  "), QuantityInput::Empty);
        assert_eq!(commit_quantity(""), 1);
    }

    #[test]
    fn non_numbers_fall_back_to_the_minimum() {
        assert_eq!(read_quantity_input("abc"), QuantityInput::Value(1));
        assert_eq!(read_quantity_input("2.5"), QuantityInput::Value(1));
        assert_eq!(commit_quantity("x"), 1);
    }

    #[test]
    fn quantity_never_goes_below_one() {
        assert_eq!(read_quantity_input("0"), QuantityInput::Value(1));
        assert_eq!(read_quantity_input("-4"), QuantityInput::Value(1));
        assert_eq!(step_quantity(1, false), 1);
        assert_eq!(step_quantity(1, true), 2);
    }

    #[test]
    fn numbers_are_kept_within_bounds() {
        assert_eq!(read_quantity_input("7"), QuantityInput::Value(7));
        assert_eq!(read_quantity_input("1000000"), QuantityInput::Value(MAX_QUANTITY));
    }
}
