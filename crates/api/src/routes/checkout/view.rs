//! A cart as the server prices it: its lines with today's prices run through the core's cart
//! rules (the same `Cart` the shell keeps), and the cart resource of crates/api/API.md.

use std::collections::HashMap;

use serde_json::{json, Value};
use storefront_core::cart::{AddToCart, Cart, CartOption, CartProduct};
use storefront_core::checkout::{payment_texts, shipping_method, shipping_texts, SHIPPING_METHODS};
use storefront_core::money::{Amount, RateTable};
use storefront_core::rewards;

use crate::catalogue::cards::CardCache;
use crate::error::ApiError;
use crate::routes::catalog::context::Shopper;
use crate::routes::catalog::resource::image_json;
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

/// The cart priced by the core: lines, subtotal, shipping and grand total in AMD minor units.
#[derive(Debug, Clone)]
pub struct PricedCart {
    pub cart: CartRow,
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

/// The cart's shipping charge: the chosen method's rate, else the default method's.
fn shipping_rate(cart: &CartRow) -> Amount {
    let method = cart.shipping_method.as_deref().and_then(shipping_method).unwrap_or(SHIPPING_METHODS[0]);
    Amount::major(method.rate_major, RateTable::BASE)
}

pub async fn price(db: &Db, cards: &CardCache, cart: CartRow, shopper: &Shopper) -> Result<PricedCart, ApiError> {
    let rows = carts::lines(db, cart.id).await?;
    let product_ids: Vec<i64> = rows.iter().map(|l| l.product_id).collect();
    let cards_by_id: HashMap<i64, _> =
        cards.get_many(db, &product_ids, shopper.locale).await?.into_iter().map(|card| (card.row.id, card)).collect();
    let options = chosen_options(db, cards, &rows, shopper).await?;
    let mut core = Cart::default();
    core.set_extra_line(SHIPPING_LINE, shipping_rate(&cart)).map_err(ApiError::internal)?;
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
    let shipping_minor = if lines.is_empty() { 0 } else { shipping_rate(&cart).minor };
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

/// A money pair of the resource: `"{key}": "12.0000"` and `"formated_{key}": "12 ֏"`.
pub(super) fn money(object: &mut serde_json::Map<String, Value>, key: &str, minor: i64, shopper: &Shopper) -> Result<(), ApiError> {
    let shown = shopper.show(minor)?;
    object.insert(key.to_string(), Value::from(shown.decimal));
    object.insert(format!("formated_{key}"), Value::from(shown.display));
    Ok(())
}

fn line_json(line: &PricedLine, shopper: &Shopper) -> Result<Value, ApiError> {
    let attributes: Vec<Value> = line
        .options
        .iter()
        .map(|o| json!({ "attribute_id": o.attribute_id, "option_id": o.option_id, "attribute_name": o.attribute_name, "option_label": o.option_label }))
        .collect();
    let mut item = serde_json::Map::new();
    item.insert("id".into(), json!(line.row.id));
    item.insert("product_id".into(), json!(line.row.product_id));
    item.insert("child_id".into(), json!((line.row.variant_id != line.row.product_id).then_some(line.row.variant_id)));
    item.insert("quantity".into(), json!(line.row.quantity));
    item.insert("max_quantity".into(), json!(line.row.stock));
    item.insert("sku".into(), json!(line.row.sku));
    item.insert("type".into(), json!(line.row.kind));
    item.insert("name".into(), json!(line.name));
    money(&mut item, "price", line.price_minor, shopper)?;
    money(&mut item, "total", line.total_minor, shopper)?;
    item.insert("additional".into(), json!({ "attributes": attributes }));
    item.insert(
        "product".into(),
        json!({ "id": line.row.product_id, "url_key": line.url_key, "name": line.name, "base_image": line.base_image }),
    );
    Ok(Value::Object(item))
}

fn saved_json(text: Option<&str>) -> Value {
    text.and_then(|t| serde_json::from_str(t).ok()).unwrap_or(Value::Null)
}

/// The cart resource, or `null` for a cart with nothing in it.
pub fn cart_json(priced: &PricedCart, shopper: &Shopper) -> Result<Value, ApiError> {
    if priced.lines.is_empty() {
        return Ok(Value::Null);
    }
    let cart = &priced.cart;
    let mut object = serde_json::Map::new();
    object.insert("id".into(), json!(cart.id));
    object.insert("items_count".into(), json!(priced.lines.len()));
    object.insert("items_qty".into(), json!(priced.items_qty));
    object.insert("cart_currency_code".into(), json!(shopper.currency.code()));
    money(&mut object, "sub_total", priced.sub_total_minor, shopper)?;
    money(&mut object, "shipping_total", priced.shipping_minor, shopper)?;
    money(&mut object, "tax_total", 0, shopper)?;
    money(&mut object, "discount", priced.discount_minor, shopper)?;
    money(&mut object, "grand_total", priced.grand_total_minor, shopper)?;
    let items = priced.lines.iter().map(|line| line_json(line, shopper)).collect::<Result<Vec<_>, _>>()?;
    object.insert("items".into(), Value::Array(items));
    let rate = match cart.shipping_method.as_deref().and_then(shipping_method) {
        Some(method) => {
            let shown = shopper.show(Amount::major(method.rate_major, RateTable::BASE).minor)?;
            json!({ "method": method.code, "method_title": shipping_texts(method.code, shopper.locale).0,
                    "price": shown.decimal, "formated_price": shown.display })
        }
        None => Value::Null,
    };
    object.insert("selected_shipping_rate".into(), rate);
    let payment = cart
        .payment_method
        .as_deref()
        .map(|method| json!({ "method": method, "method_title": payment_texts(method, shopper.locale).0 }))
        .unwrap_or(Value::Null);
    object.insert("payment".into(), payment);
    object.insert("billing_address".into(), saved_json(cart.billing.as_deref()));
    object.insert("shipping_address".into(), saved_json(cart.shipping.as_deref()));
    object.insert("checkout_step".into(), json!(cart.step));
    Ok(Value::Object(object))
}
