//! The cart: lines, quantities and totals. Amounts are kept in the base currency and converted only
//! for display; the server recomputes the same cart with these same functions before it trusts
//! anything.

use crate::money::{unit_price, Amount, Currency, MoneyError};
use crate::quantity::clamp_quantity;
use serde::{Deserialize, Serialize};

/// Default shipping line of a fresh cart, in whole drams (the courier's rate).
pub const DEFAULT_SHIPPING_MAJOR: i64 = 25;
/// Default tax line of a fresh cart.
pub const DEFAULT_TAX_MAJOR: i64 = 0;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct CartProduct {
    pub id: u64,
    pub name: String,
    #[serde(default)]
    pub images: Vec<String>,
}

/// A chosen option of a configurable product, e.g. Colour: Red.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ExtraLine {
    pub title: String,
    pub price: Amount,
}

/// Links a local line to the server's cart item, for the guest-to-customer sync.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct CartItemLink {
    pub cart_item_id: u64,
    #[serde(rename = "productID")]
    pub product_id: u64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct AddToCart {
    pub product: CartProduct,
    pub price: Amount,
    /// The catalogue's special price string; `"0.0000"` or null means none.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub special_price: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
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
        let existing = self.items.iter().position(|line| line.product.id == item.product.id && same_options(&line.options, &item.options));
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

/// The server's cart resource (`crates/api/API.md`, "Cart resource"), as far as the shell's
/// client cart needs it. Money fields are decimal strings in `cart_currency_code`; fields the
/// client cart does not keep (`formated_*`, addresses, the checkout step) are ignored here.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CartResource {
    pub cart_currency_code: Currency,
    #[serde(default)]
    pub items: Vec<CartItemResource>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub shipping_total: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub tax_total: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub discount: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CartItemResource {
    /// The cart item id: what `cart/update` and `cart/remove-item` name.
    pub id: u64,
    /// The product as it was added (the parent of a configurable product).
    pub product_id: u64,
    pub quantity: u32,
    pub name: String,
    pub price: String,
    pub total: String,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub additional: Option<CartItemAdditional>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub product: Option<CartItemProduct>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CartItemAdditional {
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub attributes: Vec<CartItemAttribute>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CartItemAttribute {
    pub attribute_id: u64,
    pub option_id: u64,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub attribute_name: String,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub option_label: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CartItemProduct {
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub base_image: Option<CartItemImage>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CartItemImage {
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub small_image_url: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub medium_image_url: Option<String>,
}

impl Cart {
    /// The client cart that mirrors the server's: one line per cart item (its id is the server's
    /// cart item id), the server's unit prices and line totals, shipping, tax and any discount
    /// as extra lines, then the totals recomputed by the same rule as every other cart. Amounts
    /// stay in the cart's own currency. The `cart_items` links tie each line to its product for
    /// the login sync.
    pub fn from_resource(resource: &CartResource) -> Result<Cart, MoneyError> {
        let currency = resource.cart_currency_code;
        let amount = |text: &str| Amount::parse_decimal(text, currency);
        let optional = |text: &Option<String>| -> Result<Amount, MoneyError> {
            match text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
                Some(text) => amount(text),
                None => Ok(Amount::zero(currency)),
            }
        };
        let mut items = Vec::with_capacity(resource.items.len());
        for item in &resource.items {
            let options = item
                .additional
                .as_ref()
                .map(|additional| {
                    additional
                        .attributes
                        .iter()
                        .map(|a| CartOption {
                            option_id: a.attribute_id,
                            value_id: a.option_id,
                            option_title: a.attribute_name.clone(),
                            value_title: a.option_label.clone(),
                        })
                        .collect()
                })
                .unwrap_or_default();
            let image = item
                .product
                .as_ref()
                .and_then(|p| p.base_image.as_ref())
                .and_then(|image| image.small_image_url.clone().or_else(|| image.medium_image_url.clone()));
            items.push(CartLine {
                id: item.id,
                product: CartProduct { id: item.product_id, name: item.name.clone(), images: image.into_iter().collect() },
                options,
                price: amount(&item.price)?,
                total: amount(&item.total)?,
                quantity: item.quantity,
            });
        }
        let mut extra_lines = vec![
            ExtraLine { title: "shipping".into(), price: optional(&resource.shipping_total)? },
            ExtraLine { title: "tax".into(), price: optional(&resource.tax_total)? },
        ];
        let discount = optional(&resource.discount)?;
        if !discount.is_zero() {
            // Bagisto sends the discount as a positive figure that is taken off.
            extra_lines.push(ExtraLine {
                title: "discount".into(),
                price: Amount::zero(currency).checked_sub(Amount::new(discount.minor.abs(), currency))?,
            });
        }
        let mut cart = Cart {
            last_item_id: items.iter().map(|line| line.id).max().unwrap_or(0),
            cart_items: items.iter().map(|line| CartItemLink { cart_item_id: line.id, product_id: line.product.id }).collect(),
            items,
            quantity: 0,
            subtotal: Amount::zero(currency),
            extra_lines,
            total: Amount::zero(currency),
        };
        cart.recompute()?;
        Ok(cart)
    }
}

/// The cart page's "Update Cart": of the shopper's edits (`[cart item id, quantity]`), the ones
/// that change a line's quantity (`lines` holds each line's current `[id, quantity]`), each
/// committed to the allowed range. Empty means nothing changed: the button stays disabled.
/// Edits of unknown lines are dropped; the last edit of a line wins.
pub fn quantity_changes(lines: &[(u64, u32)], edits: &[(u64, u32)]) -> Vec<(u64, u32)> {
    let mut changes: Vec<(u64, u32)> = Vec::new();
    for (id, current) in lines {
        let Some((_, wanted)) = edits.iter().rev().find(|(edited, _)| edited == id) else { continue };
        let wanted = clamp_quantity(i64::from(*wanted));
        if wanted != *current {
            changes.push((*id, wanted));
        }
    }
    changes
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

    /// The cart resource of crates/api/API.md.
    fn resource() -> CartResource {
        serde_json::from_value(serde_json::json!({
            "id": 1, "items_count": 2, "items_qty": 3, "cart_currency_code": "AMD",
            "sub_total": "30000.0000", "formated_sub_total": "30,000 ֏",
            "shipping_total": "25.0000", "formated_shipping_total": "25 ֏",
            "tax_total": "0.0000", "formated_tax_total": "0 ֏",
            "discount": "0.0000", "formated_discount": "0 ֏",
            "grand_total": "30025.0000", "formated_grand_total": "30,025 ֏",
            "items": [
                {"id": 7, "product_id": 12, "child_id": 40, "quantity": 2, "sku": "DRS-1-RED-M", "type": "configurable",
                 "name": "Summer dress", "price": "12000.0000", "formated_price": "12,000 ֏",
                 "total": "24000.0000", "formated_total": "24,000 ֏", "max_quantity": 5,
                 "additional": {"attributes": [{"attribute_id": 1, "option_id": 3, "attribute_name": "Colour", "option_label": "Red"}]},
                 "product": {"id": 12, "url_key": "summer-dress", "name": "Summer dress",
                             "base_image": {"small_image_url": "/cache/small/dress.jpg", "medium_image_url": "/cache/medium/dress.jpg"}}},
                {"id": 9, "product_id": 20, "quantity": 1, "name": "Hammer", "price": "6000.0000", "total": "6000.0000",
                 "additional": null, "product": {"id": 20, "base_image": null}}
            ],
            "selected_shipping_rate": null, "payment": null, "checkout_step": "address"
        }))
        .unwrap()
    }

    #[test]
    fn the_server_cart_becomes_the_client_cart() {
        let cart = Cart::from_resource(&resource()).unwrap();
        assert_eq!(cart.items.iter().map(|l| l.id).collect::<Vec<_>>(), [7, 9], "lines keep the server's cart item ids");
        let dress = &cart.items[0];
        assert_eq!(dress.product, CartProduct { id: 12, name: "Summer dress".into(), images: vec!["/cache/small/dress.jpg".into()] });
        assert_eq!(dress.options, [CartOption { option_id: 1, value_id: 3, option_title: "Colour".into(), value_title: "Red".into() }]);
        assert_eq!((dress.price, dress.total, dress.quantity), (amd(12_000), amd(24_000), 2));
        assert!(cart.items[1].options.is_empty() && cart.items[1].product.images.is_empty());
        assert_eq!(cart.quantity, 3, "the header badge counts pieces");
        assert_eq!(cart.subtotal, amd(30_000));
        assert_eq!(cart.total, amd(30_025), "the same grand total as the server's");
        assert_eq!(cart.last_item_id, 9);
        assert_eq!(cart.cart_items, [CartItemLink { cart_item_id: 7, product_id: 12 }, CartItemLink { cart_item_id: 9, product_id: 20 }]);
    }

    #[test]
    fn the_server_cart_keeps_its_currency_and_discount() {
        let mut source = resource();
        source.cart_currency_code = Currency::Usd;
        source.items.truncate(1);
        source.items[0].price = "31.0500".into();
        source.items[0].total = "62.1000".into();
        source.shipping_total = Some("0.0650".into());
        source.discount = Some("2.0000".into());
        let cart = Cart::from_resource(&source).unwrap();
        assert_eq!(cart.subtotal, Amount::new(6_210, Currency::Usd));
        assert_eq!(cart.total, Amount::new(6_210 + 7 - 200, Currency::Usd));
        source.items[0].price = "12,000".into();
        assert!(Cart::from_resource(&source).is_err(), "a price the core cannot read is an error, not a zero");
        let unknown: Result<CartResource, _> = serde_json::from_value(serde_json::json!({"cart_currency_code": "EUR", "items": []}));
        assert!(unknown.is_err());
    }

    #[test]
    fn an_empty_server_cart_costs_nothing() {
        let cart = Cart::from_resource(&CartResource { items: vec![], ..resource() }).unwrap();
        assert_eq!((cart.quantity, cart.subtotal, cart.total), (0, amd(0), amd(0)));
    }

    #[test]
    fn the_chosen_shipping_rate_changes_the_mirrored_total() {
        let mut cart = Cart::from_resource(&resource()).unwrap();
        cart.set_extra_line("shipping", amd(0)).unwrap();
        assert_eq!(cart.total, amd(30_000));
    }

    #[test]
    fn update_cart_sends_only_changed_quantities() {
        let lines = [(7, 2), (9, 1)];
        assert!(quantity_changes(&lines, &[]).is_empty(), "nothing edited: the button stays disabled");
        assert!(quantity_changes(&lines, &[(7, 2), (9, 1)]).is_empty(), "edited back to the same quantity");
        assert_eq!(quantity_changes(&lines, &[(7, 3), (9, 1)]), [(7, 3)]);
        assert_eq!(quantity_changes(&lines, &[(9, 4), (7, 5), (9, 2)]), [(7, 5), (9, 2)], "last edit wins, in line order");
        assert_eq!(quantity_changes(&lines, &[(7, 0)]), [(7, 1)], "never below the minimum");
        assert!(quantity_changes(&lines, &[(9, 0)]).is_empty(), "0 on a line of 1 is no change");
        assert!(quantity_changes(&lines, &[(42, 3)]).is_empty(), "unknown lines are dropped");
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
