//! The dashboard's figures.

use serde::{Deserialize, Serialize};
use storefront_core::orders::OrderStatus;

use super::rates::ImportReport;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    pub days: u32,
    pub revenue_minor: i64,
    pub orders: i64,
    pub average_minor: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProductFigure {
    pub sku: String,
    pub name: String,
    /// Sold (top products) or left (low stock).
    pub qty: i64,
    pub revenue_minor: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dashboard {
    /// Today, 7 and 30 days.
    pub periods: Vec<Period>,
    /// Orders in a status that waits for staff (pending, processing, shipped).
    pub waiting: Vec<(OrderStatus, i64)>,
    /// The numbers of orders holding a card payment to give back (taken after they were
    /// canceled or paid another way), oldest first.
    pub late_payments: Vec<String>,
    /// The last 30 days, oldest first, every day present (`YYYY-MM-DD`, revenue).
    pub daily: Vec<(String, i64)>,
    /// The best sellers of the last 30 days.
    pub top_products: Vec<ProductFigure>,
    /// Products on sale with `low_stock_threshold` or fewer left (the shop's setting).
    pub low_stock: Vec<ProductFigure>,
    pub low_stock_threshold: u32,
    /// The Central Bank's latest import, when it failed or was refused: the shop prices with
    /// older rates than the bank's until someone looks.
    pub rates_import_problem: Option<ImportReport>,
    /// Contact messages no one has opened (counted for those who answer them, else 0).
    #[serde(default)]
    pub new_messages: i64,
}
