//! The dashboard's figures.

use serde::{Deserialize, Serialize};
use storefront_core::orders::OrderStatus;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    pub days: u32,
    pub revenue_minor: i64,
    pub orders: i64,
    pub average_minor: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dashboard {
    /// Today, 7 and 30 days.
    pub periods: Vec<Period>,
    /// Orders in a status that waits for staff (pending, processing, shipped).
    pub waiting: Vec<(OrderStatus, i64)>,
}
