//! The cart: lines, quantities and totals (spec section 4). Amounts are kept in the base
//! currency and converted only for display; the server recomputes the same cart with these
//! same functions before it trusts anything.

use crate::money::{unit_price, Amount, Currency, MoneyError};
use crate::quantity::clamp_quantity;
use serde::{Deserialize, Serialize};

/// Default shipping line of a fresh cart (spec section 9).
pub const DEFAULT_SHIPPING_MAJOR: i64 = 25;
/// Default tax line of a fresh cart.
pub const DEFAULT_TAX_MAJOR: i64 = 0;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CartProduct {
    pub id: u64,
    pub name: String,
    #[serde(default)]
    pub images: Vec<String>,
}

/// A chosen option of a configurable product, e.g. Colour: Red.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CartOption {
    pub option_id: u64,
    pub value_id: u64,
    #[serde(default)]
    pub option_title: String,
    #[serde(default)]
    pub value_title: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CartLine {
    pub id: u64,
    pub product: CartProduct,
    #[serde(default)]
    pub options: Vec<CartOption>,
    pub price: Amount,
    pub total: Amount,
    pub quantity: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExtraLine {
    pub title: String,
    pub price: Amount,
}

/// Links a local line to the server's cart item, for the guest-to-customer sync.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CartItemLink {
    pub cart_item_id: u64,
    #[serde(rename = "productID")]
    pub product_id: u64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Cart {
    pub items: Vec<CartLine>,
    pub last_item_id: u64,
    /// Number of pieces over all lines.
    pub quantity: u32,
    pub subtotal: Amount,
    pub extra_lines: Vec<ExtraLine>,
    pub total: Amount,
    #[serde(default)]
    pub cart_items: Vec<CartItemLink>,
}

impl Default for Cart {
    fn default() -> Self {
        let base = Currency::Amd;
        Cart {
            items: Vec::new(),
            last_item_id: 0,
            quantity: 0,
            subtotal: Amount::zero(base),
            extra_lines: vec![
                ExtraLine { title: "shipping".into(), price: Amount::major(DEFAULT_SHIPPING_MAJOR, base) },
                ExtraLine { title: "tax".into(), price: Amount::major(DEFAULT_TAX_MAJOR, base) },
            ],
            total: Amount::zero(base),
            cart_items: Vec::new(),
        }
    }
}

/// What is being added: the product with its price as the catalogue gives it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AddToCart {
    pub product: CartProduct,
    pub price: Amount,
    /// The catalogue's special price string; `"0.0000"` or null means none.
    #[serde(default)]
    pub special_price: Option<String>,
    #[serde(default)]
    pub options: Vec<CartOption>,
    pub quantity: u32,
}

fn same_options(a: &[CartOption], b: &[CartOption]) -> bool {
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    a.sort();
    b.sort();
    a.len() == b.len() && a.iter().zip(&b).all(|(x, y)| x.option_id == y.option_id && x.value_id == y.value_id)
}

impl Cart {
    pub fn currency(&self) -> Currency {
        self.subtotal.currency
    }

    /// Adds a product. The same product with identical options raises that line's quantity;
    /// otherwise a new line is added at the special price when there is one, else the price.
    /// Returns the id of the line that holds the product.
    pub fn add(&mut self, item: AddToCart) -> Result<u64, MoneyError> {
        let quantity = clamp_quantity(i64::from(item.quantity));
        let existing = self
            .items
            .iter()
            .position(|line| line.product.id == item.product.id && same_options(&line.options, &item.options));
        let line_id = match existing {
            Some(index) => {
                let line = &mut self.items[index];
                line.quantity = clamp_quantity(i64::from(line.quantity) + i64::from(quantity));
                line.total = line.price.checked_mul(line.quantity)?;
                line.id
            }
            None => {
                let price = unit_price(item.price, item.special_price.as_deref());
                self.last_item_id += 1;
                self.items.push(CartLine {
                    id: self.last_item_id,
                    product: item.product,
                    options: item.options,
                    price,
                    total: price.checked_mul(quantity)?,
                    quantity,
                });
                self.last_item_id
            }
        };
        self.recompute()?;
        Ok(line_id)
    }

    /// Drops a line; unknown ids change nothing.
    pub fn remove(&mut self, line_id: u64) -> Result<(), MoneyError> {
        self.items.retain(|line| line.id != line_id);
        self.cart_items.retain(|link| self.items.iter().any(|line| line.product.id == link.product_id));
        self.recompute()
    }

    /// Empties the cart: no lines, quantity, subtotal and total all 0.
    pub fn empty_all(&mut self) {
        self.items.clear();
        self.cart_items.clear();
        self.quantity = 0;
        self.subtotal = Amount::zero(self.currency());
        self.total = Amount::zero(self.currency());
    }

    /// Sets quantities by line id (each clamped to the allowed range); unknown ids are ignored.
    pub fn update_quantities(&mut self, updates: &[(u64, u32)]) -> Result<(), MoneyError> {
        for (line_id, quantity) in updates {
            if let Some(line) = self.items.iter_mut().find(|line| line.id == *line_id) {
                line.quantity = clamp_quantity(i64::from(*quantity));
                line.total = line.price.checked_mul(line.quantity)?;
            }
        }
        self.recompute()
    }

    /// Sets an extra line's price (e.g. the chosen shipping rate), adding the line if missing.
    pub fn set_extra_line(&mut self, title: &str, price: Amount) -> Result<(), MoneyError> {
        match self.extra_lines.iter_mut().find(|line| line.title == title) {
            Some(line) => line.price = price,
            None => self.extra_lines.push(ExtraLine { title: title.to_string(), price }),
        }
        self.recompute()
    }

    /// Subtotal is the sum of line totals; total adds the extra lines, and only when the cart
    /// has something in it (an empty cart costs nothing).
    fn recompute(&mut self) -> Result<(), MoneyError> {
        let currency = self.currency();
        let mut subtotal = Amount::zero(currency);
        let mut quantity: u32 = 0;
        for line in &self.items {
            subtotal = subtotal.checked_add(line.total)?;
            quantity = quantity.saturating_add(line.quantity);
        }
        let mut total = subtotal;
        if !self.items.is_empty() {
            for extra in &self.extra_lines {
                total = total.checked_add(extra.price)?;
            }
        }
        self.quantity = quantity;
        self.subtotal = subtotal;
        self.total = total;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn amd(major: i64) -> Amount {
        Amount::major(major, Currency::Amd)
    }

    fn item(id: u64, price: i64, special: Option<&str>, options: Vec<CartOption>, quantity: u32) -> AddToCart {
        AddToCart {
            product: CartProduct { id, name: format!("Product {id}"), images: vec![] },
            price: amd(price),
            special_price: special.map(str::to_string),
            options,
            quantity,
        }
    }

    fn colour(value_id: u64) -> CartOption {
        CartOption { option_id: 23, value_id, option_title: "Colour".into(), value_title: format!("#{value_id}") }
    }

    #[test]
    fn a_new_product_becomes_a_line_at_its_price() {
        let mut cart = Cart::default();
        let id = cart.add(item(7, 1000, None, vec![], 2)).unwrap();
        assert_eq!(id, 1);
        assert_eq!(cart.items[0].price, amd(1000));
        assert_eq!(cart.items[0].total, amd(2000));
        assert_eq!(cart.quantity, 2);
        assert_eq!(cart.subtotal, amd(2000));
        assert_eq!(cart.total, amd(2025), "default shipping 25 and tax 0 are added");
    }

    #[test]
    fn special_price_is_used_unless_it_is_zero() {
        let mut cart = Cart::default();
        cart.add(item(1, 1000, Some("800.0000"), vec![], 1)).unwrap();
        cart.add(item(2, 1000, Some("0.0000"), vec![], 1)).unwrap();
        assert_eq!(cart.items[0].price, amd(800));
        assert_eq!(cart.items[1].price, amd(1000));
    }

    #[test]
    fn same_product_with_same_options_raises_the_quantity() {
        let mut cart = Cart::default();
        let first = cart.add(item(7, 500, None, vec![colour(1)], 1)).unwrap();
        let again = cart.add(item(7, 500, None, vec![colour(1)], 3)).unwrap();
        assert_eq!(first, again);
        assert_eq!(cart.items.len(), 1);
        assert_eq!(cart.items[0].quantity, 4);
        assert_eq!(cart.items[0].total, amd(2000));
    }

    #[test]
    fn same_product_with_other_options_is_a_new_line() {
        let mut cart = Cart::default();
        cart.add(item(7, 500, None, vec![colour(1)], 1)).unwrap();
        cart.add(item(7, 500, None, vec![colour(2)], 1)).unwrap();
        assert_eq!(cart.items.len(), 2);
        assert_eq!(cart.subtotal, amd(1000));
    }

    #[test]
    fn remove_drops_the_line_and_recomputes() {
        let mut cart = Cart::default();
        let keep = cart.add(item(1, 100, None, vec![], 1)).unwrap();
        let drop = cart.add(item(2, 300, None, vec![], 1)).unwrap();
        cart.remove(drop).unwrap();
        assert_eq!(cart.items.iter().map(|l| l.id).collect::<Vec<_>>(), vec![keep]);
        assert_eq!(cart.subtotal, amd(100));
        assert_eq!(cart.total, amd(125));
    }

    #[test]
    fn empty_all_resets_everything_to_zero() {
        let mut cart = Cart::default();
        cart.add(item(1, 100, None, vec![], 3)).unwrap();
        cart.empty_all();
        assert!(cart.items.is_empty());
        assert_eq!((cart.quantity, cart.subtotal, cart.total), (0, amd(0), amd(0)));
    }

    #[test]
    fn update_changes_lines_by_id_with_the_minimum_enforced() {
        let mut cart = Cart::default();
        let a = cart.add(item(1, 100, None, vec![], 1)).unwrap();
        let b = cart.add(item(2, 200, None, vec![], 1)).unwrap();
        cart.update_quantities(&[(a, 5), (b, 0), (999, 3)]).unwrap();
        assert_eq!(cart.items[0].quantity, 5);
        assert_eq!(cart.items[1].quantity, 1, "quantity never drops below 1");
        assert_eq!(cart.subtotal, amd(700));
    }

    #[test]
    fn chosen_shipping_rate_replaces_the_default_line() {
        let mut cart = Cart::default();
        cart.add(item(1, 1000, None, vec![], 1)).unwrap();
        cart.set_extra_line("shipping", amd(1500)).unwrap();
        assert_eq!(cart.total, amd(2500));
    }

    #[test]
    fn state_json_uses_the_clients_field_names() {
        let mut cart = Cart::default();
        cart.add(item(1, 1000, None, vec![colour(4)], 1)).unwrap();
        let json = serde_json::to_value(&cart).unwrap();
        assert!(json.get("lastItemId").is_some());
        assert!(json.get("extraLines").is_some());
        assert_eq!(json["items"][0]["options"][0]["optionTitle"], "Colour");
        let back: Cart = serde_json::from_value(json).unwrap();
        assert_eq!(back, cart);
    }

    proptest! {
        #[test]
        fn totals_equal_the_sum_of_lines(adds in proptest::collection::vec((1u64..6, 1i64..100_000, 1u32..20, 0u64..3), 0..25)) {
            let mut cart = Cart::default();
            for (product, price, qty, option) in adds {
                cart.add(item(product, price, None, vec![colour(option)], qty)).unwrap();
            }
            let sum: i64 = cart.items.iter().map(|l| l.total.minor).sum();
            prop_assert_eq!(cart.subtotal.minor, sum);
            for line in &cart.items {
                prop_assert_eq!(line.total.minor, line.price.minor * i64::from(line.quantity));
            }
            let pieces: u32 = cart.items.iter().map(|l| l.quantity).sum();
            prop_assert_eq!(cart.quantity, pieces);
            let extras = if cart.items.is_empty() { 0 } else { amd(DEFAULT_SHIPPING_MAJOR).minor };
            prop_assert_eq!(cart.total.minor, sum + extras);
        }

        #[test]
        fn adding_a_new_product_then_removing_it_restores_the_cart(
            adds in proptest::collection::vec((1u64..6, 1i64..100_000, 1u32..20), 0..10),
            price in 1i64..100_000, qty in 1u32..50,
        ) {
            let mut cart = Cart::default();
            for (product, p, q) in adds {
                cart.add(item(product, p, None, vec![], q)).unwrap();
            }
            let before = cart.clone();
            let line = cart.add(item(100, price, None, vec![], qty)).unwrap();
            cart.remove(line).unwrap();
            prop_assert_eq!(&cart.items, &before.items);
            prop_assert_eq!((cart.quantity, cart.subtotal, cart.total), (before.quantity, before.subtotal, before.total));
        }
    }
}
