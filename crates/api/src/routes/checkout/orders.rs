//! Orders as the API shows them and their confirmation mail (the calls that read orders are in
//! `routes/customer/orders.rs`).

use serde::{Deserialize, Serialize};
use storefront_core::checkout::{order_id_from_number, order_number, BillingPayload, ShippingPayload};
use storefront_core::checkout_methods::CheckoutMethods;
use storefront_core::locale::Locale;
use storefront_core::money::{Amount, RateTable};
use utoipa::ToSchema;

use super::cart::held_by;
use super::view::{saved_form, shown};
use crate::error::ApiError;
use crate::routes::auth::{optional_customer, unauthenticated};
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::checkout::carts;
use storefront_db::checkout::orders::{self, ItemRow, Mail, NewOrder, OrderRow};

/// An order as its owner sees it: prices in the requested currency, each as a decimal and
/// `formated_…` text; the addresses as the checkout took them.
#[derive(Debug, Serialize, ToSchema)]
pub struct OrderResource {
    pub id: i64,
    /// The order's number as shoppers see it.
    pub increment_id: String,
    pub status: &'static str,
    pub status_label: &'static str,
    pub created_at: String,
    pub payment_method: String,
    pub payment_title: String,
    pub shipping_title: String,
    pub paid: bool,
    /// Who carries a shipped order, and its tracking number (set when the shop ships it).
    pub carrier: Option<String>,
    pub tracking_number: Option<String>,
    /// The shopper's note to the shop.
    pub notes: String,
    pub sub_total: String,
    pub formated_sub_total: String,
    pub shipping_amount: String,
    pub formated_shipping_amount: String,
    pub discount: String,
    pub formated_discount: String,
    pub grand_total: String,
    pub formated_grand_total: String,
    pub billing_address: Option<BillingPayload>,
    pub shipping_address: Option<ShippingPayload>,
    pub items: Vec<OrderItem>,
}

/// A line of an order, as it was bought.
#[derive(Debug, Serialize, ToSchema)]
pub struct OrderItem {
    pub name: String,
    pub sku: String,
    /// The options the variant was chosen by, as they were labelled then.
    pub options: Vec<OrderItemOption>,
    pub qty_ordered: i64,
    pub price: String,
    pub formated_price: String,
    pub total: String,
    pub formated_total: String,
}

/// An option of a bought variant (`Colour: Red`).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct OrderItemOption {
    pub attribute_name: String,
    pub option_label: String,
}

fn order_not_found() -> ApiError {
    ApiError::NotFound("Order not found".into())
}

/// The order `key` names for this shopper: with `cart_token`, the order of that cart by its
/// number (a guest's thanks page; a customer's order also needs their token); else one of the
/// signed-in customer's orders by its id. Anyone else's order is as absent as a missing one.
pub async fn shoppers_order(
    state: &AppState,
    key: &str,
    cart_token: Option<&str>,
    headers: &axum::http::HeaderMap,
    query: Option<&str>,
    body_token: Option<&str>,
    shopper: &Shopper,
) -> Result<OrderRow, ApiError> {
    let customer = optional_customer(state, headers, query, body_token).await?;
    match cart_token {
        Some(cart_token) => {
            let id = order_id_from_number(key).ok_or_else(order_not_found)?;
            let order = orders::find(&state.db, id).await?.ok_or_else(order_not_found)?;
            let cart = carts::find(&state.db, order.cart_id).await?.ok_or_else(order_not_found)?;
            // The cart keeps the token until its next add, then holds it as `token/order-N`.
            let owns = cart.api_token == cart_token || cart.api_token.starts_with(&format!("{cart_token}/"));
            (owns && held_by(&cart, customer)).then_some(order).ok_or_else(order_not_found)
        }
        None => {
            let customer_id = customer.ok_or_else(|| unauthenticated(shopper.locale))?;
            let id: i64 = key.parse().map_err(|_| order_not_found())?;
            orders::find_for_customer(&state.db, customer_id, id).await?.ok_or_else(order_not_found)
        }
    }
}

pub async fn order_json(state: &AppState, order: &OrderRow, shopper: &Shopper) -> Result<OrderResource, ApiError> {
    let methods = state.catalogue.methods.get(&state.db).await?;
    order_json_with(order, &orders::items(&state.db, order.id).await?, &methods, shopper)
}

/// The order resource from an order and its items (loaded in one batch for a list); its
/// methods named as the shop names them now.
pub fn order_json_with(
    order: &OrderRow,
    items: &[ItemRow],
    methods: &CheckoutMethods,
    shopper: &Shopper,
) -> Result<OrderResource, ApiError> {
    let status = order.status;
    let items = items
        .iter()
        .map(|item| {
            let (price, formated_price) = shown(item.price_minor, shopper)?;
            let (total, formated_total) = shown(item.total_minor, shopper)?;
            Ok(OrderItem {
                name: item.name.clone(),
                sku: item.sku.clone(),
                options: serde_json::from_str(&item.options).unwrap_or_default(),
                qty_ordered: item.qty,
                price,
                formated_price,
                total,
                formated_total,
            })
        })
        .collect::<Result<Vec<_>, ApiError>>()?;
    let (sub_total, formated_sub_total) = shown(order.sub_total_minor, shopper)?;
    let (shipping_amount, formated_shipping_amount) = shown(order.shipping_minor, shopper)?;
    let (discount, formated_discount) = shown(order.discount_minor, shopper)?;
    let (grand_total, formated_grand_total) = shown(order.grand_total_minor, shopper)?;
    Ok(OrderResource {
        id: order.id,
        increment_id: order_number(order.id),
        status: status.code(),
        status_label: status.label(shopper.locale),
        created_at: order.created_at.clone(),
        payment_method: order.payment_method.clone(),
        payment_title: methods.payment_title(&order.payment_method, shopper.locale).to_string(),
        shipping_title: methods.shipping_title(&order.shipping_method, shopper.locale).to_string(),
        paid: order.paid_at.is_some(),
        carrier: order.carrier.clone(),
        tracking_number: order.tracking_number.clone(),
        notes: order.notes.clone(),
        sub_total,
        formated_sub_total,
        shipping_amount,
        formated_shipping_amount,
        discount,
        formated_discount,
        grand_total,
        formated_grand_total,
        billing_address: saved_form(Some(&order.billing)),
        shipping_address: saved_form(Some(&order.shipping)),
        items,
    })
}

fn shown_amd(minor: i64) -> String {
    Amount::new(minor, RateTable::BASE).display()
}

/// The confirmation mail in the shopper's language, amounts in drams (what is charged).
pub fn placed_mail(order: &NewOrder, id: i64, methods: &CheckoutMethods, shopper: &Shopper) -> Mail {
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
        methods.shipping_title(&order.shipping_method, shopper.locale),
        shown_amd(order.shipping_minor),
        methods.payment_title(&order.payment_method, shopper.locale),
        shown_amd(order.grand_total_minor),
    ));
    Mail { recipient: order.email.clone(), subject, body }
}
