//! The shop's orders: the list, one order with its timeline, and what staff do to it.

use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;
use storefront_core::orders::{OrderAction, OrderStatus, PaymentState, TimelineKind};

pub const ORDERS_PER_PAGE: u32 = 25;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OrderQuery {
    /// An order number, e-mail, phone or part of a name.
    pub search: String,
    pub statuses: Vec<OrderStatus>,
    pub payment_method: Option<String>,
    pub payment_state: Option<PaymentState>,
    /// Days, `YYYY-MM-DD`, both included.
    pub from: Option<String>,
    pub to: Option<String>,
    /// `newest` (default), `oldest`, `total_desc`, `total_asc`.
    pub sort: String,
    /// From 1.
    pub page: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderSummary {
    pub number: String,
    pub status: OrderStatus,
    pub payment_method: String,
    pub payment_state: PaymentState,
    pub customer_name: String,
    pub email: String,
    pub phone: String,
    pub grand_total_minor: i64,
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderPage {
    pub orders: Vec<OrderSummary>,
    /// How many match, counted up to a cap; `more` when there are more than that.
    pub total: i64,
    pub more: bool,
    pub page: u32,
    pub last_page: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderLine {
    pub sku: String,
    /// As the customer ordered it, in their language.
    pub name: String,
    /// The product's name in the staff member's language, when it reads differently.
    pub staff_name: Option<String>,
    /// "Color: Red, Size: M".
    pub options: String,
    pub qty: i64,
    pub price_minor: i64,
    pub total_minor: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimelineEntry {
    pub kind: TimelineKind,
    pub status_from: Option<OrderStatus>,
    pub status_to: Option<OrderStatus>,
    pub amount_minor: Option<i64>,
    pub detail: String,
    pub actor: String,
    pub created_at: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seller {
    pub legal_name: String,
    pub legal_address: String,
    pub tax_number: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LatePayment {
    /// The bank's PaymentID.
    pub payment_id: String,
    pub amount_minor: i64,
    pub received_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderDetail {
    pub number: String,
    pub status: OrderStatus,
    pub payment_method: String,
    pub payment_state: PaymentState,
    pub payment_id: Option<String>,
    pub paid_at: Option<String>,
    pub customer_id: Option<i64>,
    pub customer_name: String,
    pub email: String,
    pub phone: String,
    pub locale: Locale,
    /// The addresses as lines to print.
    pub billing: Vec<String>,
    pub shipping: Vec<String>,
    pub shipping_method: String,
    pub notes: String,
    pub lines: Vec<OrderLine>,
    pub sub_total_minor: i64,
    pub shipping_minor: i64,
    pub discount_minor: i64,
    pub grand_total_minor: i64,
    pub refunded_minor: i64,
    pub refundable_minor: i64,
    pub carrier: Option<String>,
    pub tracking_number: Option<String>,
    pub stock_returned: bool,
    pub created_at: String,
    /// What the rules allow now and the caller's role may do.
    pub actions: Vec<OrderAction>,
    /// Card payments the bank took that this order could not take (it was canceled meanwhile,
    /// or paid another way), not given back yet.
    pub late_payments: Vec<LatePayment>,
    /// The caller may give them back (the permission a refund needs).
    pub may_refund_late: bool,
    /// The seller as the invoice names it (the owner's settings; empty until filled in).
    pub seller: Seller,
    pub timeline: Vec<TimelineEntry>,
}
