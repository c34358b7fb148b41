//! The shop's orders: the list, one order with its timeline, and what staff do to it.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::orders::*;
use storefront_core::orders::ActionRequest;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "orders/list", input = Json)]
pub async fn list_orders(query: OrderQuery) -> Result<OrderPage, AdminError> {
    crate::server::orders::list(query).await
}

#[server(prefix = "/admin/api", endpoint = "orders/detail", input = Json)]
pub async fn get_order(number: String) -> Result<OrderDetail, AdminError> {
    crate::server::orders::detail(number).await
}

/// Confirm, ship, complete, cancel or refund; answers the order as it is afterwards.
#[server(prefix = "/admin/api", endpoint = "orders/act", input = Json)]
pub async fn act_on_order(number: String, request: ActionRequest) -> Result<OrderDetail, AdminError> {
    crate::server::orders::act(number, request).await
}

/// An internal note, or one mailed to the customer (`notify_customer`).
#[server(prefix = "/admin/api", endpoint = "orders/note", input = Json)]
pub async fn add_order_note(number: String, note: String, notify_customer: bool) -> Result<OrderDetail, AdminError> {
    crate::server::orders::note(number, note, notify_customer).await
}

/// Gives back a card payment the order could not take (`late_payments`): through the bank
/// (vPOS RefundPayment), or recorded as given back by hand (`through_bank` false).
#[server(prefix = "/admin/api", endpoint = "orders/refund-late-payment", input = Json)]
pub async fn refund_late_payment(number: String, payment_id: String, through_bank: bool) -> Result<OrderDetail, AdminError> {
    crate::server::orders::refund_late_payment(number, payment_id, through_bank).await
}
