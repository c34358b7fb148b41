//! Guest-to-customer cart sync at login: local lines the server cart lacks are added to it, lines
//! it has are updated to the local quantity, and then the server's cart is loaded locally.

use crate::cart::{Cart, CartOption};
use serde::{Deserialize, Serialize};

/// A line of the customer's server cart, as far as the sync needs it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ServerLine {
    pub cart_item_id: u64,
    pub product_id: u64,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub options: Vec<CartOption>,
    pub quantity: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct SyncAdd {
    pub product_id: u64,
    pub quantity: u32,
    pub options: Vec<CartOption>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct SyncPlan {
    /// Calls to `cart/add` for lines the server lacks.
    pub add: Vec<SyncAdd>,
    /// `cart/update` quantities: server cart item id → local quantity.
    pub update: Vec<(u64, u32)>,
}

fn same_choice(a: &[CartOption], b: &[CartOption]) -> bool {
    let key = |options: &[CartOption]| {
        let mut pairs: Vec<(u64, u64)> = options.iter().map(|o| (o.option_id, o.value_id)).collect();
        pairs.sort_unstable();
        pairs
    };
    key(a) == key(b)
}

pub fn plan_login_sync(local: &Cart, server: &[ServerLine]) -> SyncPlan {
    let mut plan = SyncPlan::default();
    for line in &local.items {
        let on_server = server.iter().find(|s| s.product_id == line.product.id && same_choice(&s.options, &line.options));
        match on_server {
            Some(existing) if existing.quantity != line.quantity => plan.update.push((existing.cart_item_id, line.quantity)),
            Some(_) => {}
            None => plan.add.push(SyncAdd { product_id: line.product.id, quantity: line.quantity, options: line.options.clone() }),
        }
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cart::{AddToCart, CartProduct};
    use crate::money::{Amount, Currency};

    fn local_cart(lines: &[(u64, u64, u32)]) -> Cart {
        let mut cart = Cart::default();
        for (product, colour, quantity) in lines {
            cart.add(AddToCart {
                product: CartProduct { id: *product, name: "P".into(), images: vec![] },
                price: Amount::major(100, Currency::Amd),
                special_price: None,
                options: vec![CartOption { option_id: 1, value_id: *colour, option_title: String::new(), value_title: String::new() }],
                quantity: *quantity,
            })
            .unwrap();
        }
        cart
    }

    fn server_line(id: u64, product: u64, colour: u64, quantity: u32) -> ServerLine {
        ServerLine {
            cart_item_id: id,
            product_id: product,
            options: vec![CartOption { option_id: 1, value_id: colour, option_title: "Colour".into(), value_title: "Red".into() }],
            quantity,
        }
    }

    #[test]
    fn missing_lines_are_added_and_existing_ones_updated() {
        let local = local_cart(&[(1, 10, 2), (2, 20, 1), (3, 30, 4)]);
        let server = [server_line(501, 1, 10, 5), server_line(502, 3, 30, 4), server_line(503, 9, 90, 1)];
        let plan = plan_login_sync(&local, &server);
        assert_eq!(plan.add, vec![SyncAdd { product_id: 2, quantity: 1, options: local.items[1].options.clone() }]);
        assert_eq!(plan.update, vec![(501, 2)], "same quantity needs no update; server-only lines stay");
    }

    #[test]
    fn another_option_of_the_same_product_is_a_different_line() {
        let plan = plan_login_sync(&local_cart(&[(1, 11, 1)]), &[server_line(501, 1, 10, 1)]);
        assert_eq!(plan.add.len(), 1);
        assert!(plan.update.is_empty());
    }

    #[test]
    fn an_empty_guest_cart_changes_nothing() {
        assert_eq!(plan_login_sync(&Cart::default(), &[server_line(1, 1, 1, 1)]), SyncPlan::default());
    }
}
