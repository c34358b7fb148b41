//! The shop's customers: the list, one customer with their orders, addresses and bonuses, and
//! what staff change (blocking, bonus adjustments).

use serde::{Deserialize, Serialize};
use storefront_core::orders::OrderStatus;

pub const CUSTOMERS_PER_PAGE: u32 = 25;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomerSummary {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub rewards_minor: i64,
    pub blocked: bool,
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomerPage {
    pub customers: Vec<CustomerSummary>,
    pub total: i64,
    pub page: u32,
    pub last_page: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RewardEvent {
    /// `earned`, `used`, `restored`, `revoked`, `adjusted`.
    pub reason: String,
    pub points_minor: i64,
    pub order_number: Option<String>,
    pub note: String,
    /// Who adjusted the balance by hand.
    pub adjusted_by: Option<String>,
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomerOrder {
    pub number: String,
    pub status: OrderStatus,
    pub grand_total_minor: i64,
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomerDetail {
    pub summary: CustomerSummary,
    /// Each address as lines to print.
    pub addresses: Vec<Vec<String>>,
    pub orders: Vec<CustomerOrder>,
    pub bonuses: Vec<RewardEvent>,
    /// The most one adjustment may add or take away, in drams (the owner's setting).
    pub rewards_adjustment_limit: u32,
}
