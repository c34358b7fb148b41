//! Orders as the API shows them and their confirmation mail (the calls that read orders are in
//! `routes/customer/orders.rs`).

use serde_json::{json, Value};
use storefront_core::checkout::{order_number, payment_texts, shipping_texts, OrderStatus};
use storefront_core::locale::Locale;
use storefront_core::money::{Amount, RateTable};

use super::view::money;
use crate::error::ApiError;
use crate::routes::catalog::context::Shopper;
use crate::state::AppState;
use storefront_db::checkout::orders::{self, ItemRow, Mail, NewOrder, OrderRow};

pub async fn order_json(state: &AppState, order: &OrderRow, shopper: &Shopper) -> Result<Value, ApiError> {
    order_json_with(order, &orders::items(&state.db, order.id).await?, shopper)
}

/// The order resource from an order and its items (loaded in one batch for a list).
pub fn order_json_with(order: &OrderRow, items: &[ItemRow], shopper: &Shopper) -> Result<Value, ApiError> {
    let status = OrderStatus::parse(&order.status).unwrap_or(OrderStatus::Pending);
    let mut object = serde_json::Map::new();
    object.insert("id".into(), json!(order.id));
    object.insert("increment_id".into(), json!(order_number(order.id)));
    object.insert("status".into(), json!(status.code()));
    object.insert("status_label".into(), json!(status.label(shopper.locale)));
    object.insert("created_at".into(), json!(order.created_at));
    object.insert("payment_method".into(), json!(order.payment_method));
    object.insert("payment_title".into(), json!(payment_texts(&order.payment_method, shopper.locale).0));
    object.insert("shipping_title".into(), json!(shipping_texts(&order.shipping_method, shopper.locale).0));
    object.insert("paid".into(), json!(order.paid_at.is_some()));
    money(&mut object, "sub_total", order.sub_total_minor, shopper)?;
    money(&mut object, "shipping_amount", order.shipping_minor, shopper)?;
    money(&mut object, "discount", order.discount_minor, shopper)?;
    money(&mut object, "grand_total", order.grand_total_minor, shopper)?;
    let parse = |text: &str| serde_json::from_str::<Value>(text).unwrap_or(Value::Null);
    object.insert("billing_address".into(), parse(&order.billing));
    object.insert("shipping_address".into(), parse(&order.shipping));
    let mut lines = Vec::new();
    for item in items {
        let mut entry = serde_json::Map::new();
        entry.insert("name".into(), json!(item.name));
        entry.insert("sku".into(), json!(item.sku));
        entry.insert("options".into(), parse(&item.options));
        entry.insert("qty_ordered".into(), json!(item.qty));
        money(&mut entry, "price", item.price_minor, shopper)?;
        money(&mut entry, "total", item.total_minor, shopper)?;
        lines.push(Value::Object(entry));
    }
    object.insert("items".into(), Value::Array(lines));
    Ok(Value::Object(object))
}

fn shown_amd(minor: i64) -> String {
    Amount::new(minor, RateTable::BASE).display()
}

/// The confirmation mail in the shopper's language, amounts in drams (what is charged).
pub fn placed_mail(order: &NewOrder, id: i64, shopper: &Shopper) -> Mail {
    let number = order_number(id);
    let (subject, greeting, total_label, shipping_label, payment_label) = match shopper.locale {
        Locale::Hy => (format!("Ձեր պատվերը #{number} ընդունված է"), "Շնորհակալություն գնումների համար", "Ընդամենը", "Առաքում", "Վճարում"),
        Locale::Ru => (format!("Ваш заказ #{number} принят"), "Спасибо за покупку", "Итого", "Доставка", "Оплата"),
        Locale::En => (format!("Your order #{number} has been received"), "Thank you for your order", "Total", "Shipping", "Payment"),
    };
    let mut body = format!("{greeting}, {}!\n\n", order.customer_name);
    for item in &order.items {
        body.push_str(&format!("{} × {} — {}\n", item.name, item.qty, shown_amd(item.total_minor)));
    }
    body.push_str(&format!(
        "\n{shipping_label}: {} ({})\n{payment_label}: {}\n{total_label}: {}\n",
        shipping_texts(&order.shipping_method, shopper.locale).0,
        shown_amd(order.shipping_minor),
        payment_texts(&order.payment_method, shopper.locale).0,
        shown_amd(order.grand_total_minor),
    ));
    Mail { recipient: order.email.clone(), subject, body }
}
