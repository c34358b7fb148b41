//! A cart as the server prices it: its lines with today's prices run through the core's cart
//! rules (the same `Cart` the shell keeps), and the cart resource of crates/api/API.md.

use std::collections::HashMap;
use std::sync::Arc;

use serde::Serialize;
use serde_json::Value;
use storefront_core::cart::{AddToCart, Cart, CartOption, CartProduct};
use storefront_core::checkout::{BillingPayload, ShippingPayload};
use storefront_core::checkout_methods::CheckoutMethods;
use storefront_core::money::{Amount, RateTable};
use storefront_core::rewards;
use utoipa::ToSchema;

use crate::catalog::cards::CardCache;
use crate::catalog::Catalogue;
use crate::error::ApiError;
use crate::routes::catalog::resource::image_json;
use crate::routes::shopper::Shopper;
use storefront_db::catalog::{attributes, products};
use storefront_db::checkout::carts::{self, CartRow, LineRow};
use storefront_db::Db;

/// An option a line's variant was chosen by, with labels in the shopper's locale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChosenOption {
    pub attribute_id: i64,
    pub option_id: i64,
    pub attribute_name: String,
    pub option_label: String,
}

/// One line, priced.
#[derive(Debug, Clone)]
pub struct PricedLine {
    pub row: LineRow,
    pub name: String,
    pub url_key: Option<String>,
    pub base_image: Value,
    pub options: Vec<ChosenOption>,
    /// Unit price and line total in drams' minor units, from the core cart.
    pub price_minor: i64,
    pub total_minor: i64,
}

/// The cart priced by the core: lines, subtotal, shipping and grand total in AMD minor units,
/// with the shop's methods it was priced by.
#[derive(Debug, Clone)]
pub struct PricedCart {
    pub cart: CartRow,
    pub methods: Arc<CheckoutMethods>,
    pub lines: Vec<PricedLine>,
    pub items_qty: i64,
    pub sub_total_minor: i64,
    pub shipping_minor: i64,
    pub discount_minor: i64,
    pub grand_total_minor: i64,
}

const SHIPPING_LINE: &str = "shipping";
/// The core's name for a discount line (as in the cart resource it reads).
const DISCOUNT_LINE: &str = "discount";

pub async fn price(catalogue: &Catalogue, cart: CartRow, shopper: &Shopper) -> Result<PricedCart, ApiError> {
    let rows = carts::lines(&catalogue.db, cart.id).await?;
    price_lines(catalogue, cart, rows, shopper).await
}

/// [`price`] of lines already read. Shipping costs the chosen method's rate while the shop
/// offers it, else the default method's.
pub async fn price_lines(catalogue: &Catalogue, cart: CartRow, rows: Vec<LineRow>, shopper: &Shopper) -> Result<PricedCart, ApiError> {
    let (db, cards) = (&catalogue.db, &catalogue.cards);
    let methods = catalogue.methods.get(db).await?;
    let shipping = methods.shipping_rate(cart.shipping_method.as_deref());
    let product_ids: Vec<i64> = rows.iter().map(|l| l.product_id).collect();
    let cards_by_id: HashMap<i64, _> =
        cards.get_many(db, &product_ids, shopper.locale).await?.into_iter().map(|card| (card.row.id, card)).collect();
    let options = chosen_options(db, cards, &rows, shopper).await?;
    let mut core = Cart::default();
    core.set_extra_line(SHIPPING_LINE, shipping).map_err(ApiError::internal)?;
    let mut lines = Vec::with_capacity(rows.len());
    for row in rows {
        let Some(card) = cards_by_id.get(&row.product_id) else { continue };
        let chosen = options.get(&row.variant_id).cloned().unwrap_or_default();
        let special = row.special_price_minor.map(|minor| Amount::new(minor, RateTable::BASE).to_decimal_string());
        let line_id = core
            .add(AddToCart {
                product: CartProduct { id: row.variant_id as u64, name: card.row.name.clone(), images: vec![] },
                price: Amount::new(row.price_minor, RateTable::BASE),
                special_price: special,
                options: chosen
                    .iter()
                    .map(|o| CartOption {
                        option_id: o.attribute_id as u64,
                        value_id: o.option_id as u64,
                        option_title: o.attribute_name.clone(),
                        value_title: o.option_label.clone(),
                    })
                    .collect(),
                quantity: u32::try_from(row.quantity).unwrap_or(u32::MAX),
            })
            .map_err(ApiError::internal)?;
        let core_line = core.items.iter().find(|l| l.id == line_id).ok_or_else(|| ApiError::internal("line not added"))?;
        let (price_minor, total_minor) = (core_line.price.minor, core_line.total.minor);
        let base_image = match card.images.first() {
            Some(image) => image_json(image),
            None => Value::Null,
        };
        lines.push(PricedLine {
            row,
            name: card.row.name.clone(),
            url_key: card.row.url_key.clone(),
            base_image,
            options: chosen,
            price_minor,
            total_minor,
        });
    }
    let shipping_minor = if lines.is_empty() { 0 } else { shipping.minor };
    // Bonuses chosen for the cart come off the subtotal, never more than it.
    let discount_minor = rewards::usable(cart.rewards_minor, cart.rewards_minor, core.subtotal.minor);
    if discount_minor > 0 {
        core.set_extra_line(DISCOUNT_LINE, Amount::new(-discount_minor, RateTable::BASE)).map_err(ApiError::internal)?;
    }
    Ok(PricedCart {
        items_qty: i64::from(core.quantity),
        sub_total_minor: core.subtotal.minor,
        shipping_minor,
        discount_minor,
        grand_total_minor: core.total.minor,
        cart,
        methods,
        lines,
    })
}

/// The super-attribute options of each configurable line's variant, labelled.
async fn chosen_options(
    db: &Db,
    cards: &CardCache,
    rows: &[LineRow],
    shopper: &Shopper,
) -> Result<HashMap<i64, Vec<ChosenOption>>, ApiError> {
    let variants: Vec<i64> = rows.iter().filter(|l| l.variant_id != l.product_id).map(|l| l.variant_id).collect();
    let mut chosen: HashMap<i64, Vec<ChosenOption>> = HashMap::new();
    if variants.is_empty() {
        return Ok(chosen);
    }
    let values = products::load_attribute_values(db, &variants).await?;
    let option_ids: Vec<i64> = values.iter().map(|(_, _, option)| *option).collect();
    let attributes = cards.attributes(db, shopper.locale).await?;
    let labels = attributes::load_options(db, shopper.locale, Some(&option_ids)).await?;
    for (variant, attribute_id, option_id) in values {
        let (Some(attribute), Some(option)) = (attributes.iter().find(|a| a.id == attribute_id), labels.iter().find(|o| o.id == option_id))
        else {
            continue;
        };
        chosen.entry(variant).or_default().push(ChosenOption {
            attribute_id,
            option_id,
            attribute_name: attribute.label.clone(),
            option_label: option.label.clone(),
        });
    }
    Ok(chosen)
}

/// A price as the resources show it: the decimal (`"12.0000"`) and the formatted text (`"12 ֏"`).
pub(super) fn shown(minor: i64, shopper: &Shopper) -> Result<(String, String), ApiError> {
    let shown = shopper.show(minor)?;
    Ok((shown.decimal, shown.display))
}

/// The cart resource (API.md, "Cart resource"): prices in the requested currency, each as a
/// decimal and `formated_…` text. `billing_address` and `shipping_address` are the checkout
/// forms as `save-address` took them.
#[derive(Debug, Serialize, ToSchema)]
pub struct CartResource {
    pub id: i64,
    pub items_count: usize,
    pub items_qty: i64,
    pub cart_currency_code: &'static str,
    pub sub_total: String,
    pub formated_sub_total: String,
    pub shipping_total: String,
    pub formated_shipping_total: String,
    pub tax_total: String,
    pub formated_tax_total: String,
    pub discount: String,
    pub formated_discount: String,
    pub grand_total: String,
    pub formated_grand_total: String,
    /// What the providers charge in: always `AMD`. The `base_…` amounts are decimals in drams,
    /// whatever currency the prices above are shown in.
    pub base_currency_code: &'static str,
    pub base_sub_total: String,
    pub base_discount: String,
    pub base_grand_total: String,
    pub items: Vec<CartItem>,
    pub selected_shipping_rate: Option<SelectedShipping>,
    pub payment: Option<SelectedPayment>,
    pub billing_address: Option<BillingPayload>,
    pub shipping_address: Option<ShippingPayload>,
    pub checkout_step: String,
}

/// A line of the cart; `child_id` is the chosen variant of a configurable product.
#[derive(Debug, Serialize, ToSchema)]
pub struct CartItem {
    pub id: i64,
    pub product_id: i64,
    pub child_id: Option<i64>,
    pub quantity: i64,
    /// The stock: no more can be ordered.
    pub max_quantity: i64,
    pub sku: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub name: String,
    pub price: String,
    pub formated_price: String,
    pub total: String,
    pub formated_total: String,
    pub additional: CartItemAdditional,
    pub product: CartItemProduct,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CartItemAdditional {
    pub attributes: Vec<CartItemOption>,
}

/// An option the line's variant was chosen by (`Color: Red`).
#[derive(Debug, Serialize, ToSchema)]
pub struct CartItemOption {
    pub attribute_id: i64,
    pub option_id: i64,
    pub attribute_name: String,
    pub option_label: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CartItemProduct {
    pub id: i64,
    pub url_key: Option<String>,
    pub name: String,
    /// The first picture's URLs at every size; `null` without a picture.
    #[schema(value_type = Option<crate::routes::catalog::schema::ProductImage>)]
    pub base_image: Value,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SelectedShipping {
    pub method: &'static str,
    pub method_title: String,
    pub price: String,
    pub formated_price: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SelectedPayment {
    pub method: String,
    pub method_title: String,
}

fn cart_item(line: &PricedLine, shopper: &Shopper) -> Result<CartItem, ApiError> {
    let attributes = line
        .options
        .iter()
        .map(|o| CartItemOption {
            attribute_id: o.attribute_id,
            option_id: o.option_id,
            attribute_name: o.attribute_name.clone(),
            option_label: o.option_label.clone(),
        })
        .collect();
    let (price, formated_price) = shown(line.price_minor, shopper)?;
    let (total, formated_total) = shown(line.total_minor, shopper)?;
    let row = &line.row;
    Ok(CartItem {
        id: row.id,
        product_id: row.product_id,
        child_id: (row.variant_id != row.product_id).then_some(row.variant_id),
        quantity: row.quantity,
        max_quantity: row.stock,
        sku: row.sku.clone(),
        kind: row.kind.clone(),
        name: line.name.clone(),
        price,
        formated_price,
        total,
        formated_total,
        additional: CartItemAdditional { attributes },
        product: CartItemProduct {
            id: row.product_id,
            url_key: line.url_key.clone(),
            name: line.name.clone(),
            base_image: line.base_image.clone(),
        },
    })
}

/// The cart calls' answer: `data` is the cart, `null` when it is empty; `message` says what
/// changed.
#[derive(Debug, Serialize, ToSchema)]
pub struct CartAnswer {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub data: Option<CartResource>,
}

/// A checkout form as `save-address` stored it; `None` before that step.
pub(super) fn saved_form<T: serde::de::DeserializeOwned>(text: Option<&str>) -> Option<T> {
    text.and_then(|t| serde_json::from_str(t).ok())
}

/// The cart resource, or `None` (`null`) for a cart with nothing in it.
pub fn cart_json(priced: &PricedCart, shopper: &Shopper) -> Result<Option<CartResource>, ApiError> {
    if priced.lines.is_empty() {
        return Ok(None);
    }
    let cart = &priced.cart;
    let (sub_total, formated_sub_total) = shown(priced.sub_total_minor, shopper)?;
    let (shipping_total, formated_shipping_total) = shown(priced.shipping_minor, shopper)?;
    let (tax_total, formated_tax_total) = shown(0, shopper)?;
    let (discount, formated_discount) = shown(priced.discount_minor, shopper)?;
    let (grand_total, formated_grand_total) = shown(priced.grand_total_minor, shopper)?;
    let items = priced.lines.iter().map(|line| cart_item(line, shopper)).collect::<Result<Vec<_>, _>>()?;
    let methods = &priced.methods;
    let selected_shipping_rate = match cart.shipping_method.as_deref().and_then(|code| methods.shipping_offered(code)) {
        Some(method) => {
            let (price, formated_price) = shown(method.rate_minor, shopper)?;
            Some(SelectedShipping { method: method.code, method_title: method.texts(shopper.locale).0.to_string(), price, formated_price })
        }
        None => None,
    };
    let payment = cart.payment_method.as_deref().map(|method| SelectedPayment {
        method: method.to_string(),
        method_title: methods.payment_title(method, shopper.locale).to_string(),
    });
    Ok(Some(CartResource {
        id: cart.id,
        items_count: priced.lines.len(),
        items_qty: priced.items_qty,
        cart_currency_code: shopper.currency.code(),
        sub_total,
        formated_sub_total,
        shipping_total,
        formated_shipping_total,
        tax_total,
        formated_tax_total,
        discount,
        formated_discount,
        grand_total,
        formated_grand_total,
        base_currency_code: RateTable::BASE.code(),
        base_sub_total: Amount::new(priced.sub_total_minor, RateTable::BASE).to_decimal_string(),
        base_discount: Amount::new(priced.discount_minor, RateTable::BASE).to_decimal_string(),
        base_grand_total: Amount::new(priced.grand_total_minor, RateTable::BASE).to_decimal_string(),
        items,
        selected_shipping_rate,
        payment,
        billing_address: saved_form(cart.billing.as_deref()),
        shipping_address: saved_form(cart.shipping.as_deref()),
        checkout_step: cart.step.clone(),
    }))
}
