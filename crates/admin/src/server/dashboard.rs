//! The dashboard's figures: sales today, over 7 and 30 days, and what waits for staff.

use std::time::Duration;

use storefront_core::calendar::{format_utc, parse_utc, shop_day_of, shop_day_start};
use storefront_core::checkout::order_number;
use storefront_core::orders::OrderStatus;
use storefront_core::staff::Permission;
use storefront_db::catalog::{products, rate_imports};
use storefront_db::checkout::{late_payments, order_list};
use storefront_db::clock;
use storefront_db::content::contact_inbox;

use super::caller::{require, OrFailed};
use super::settings::in_force;
use crate::shapes::dashboard::{Dashboard, Period, ProductFigure};
use crate::shapes::error::AdminError;

pub async fn figures() -> Result<Dashboard, AdminError> {
    let (state, caller) = require(Permission::ViewDashboard).await?;
    // Since the shop's midnight, not UTC's.
    let now = clock::now();
    let today = shop_day_of(&now).and_then(|day| shop_day_start(&day)).unwrap_or(now);
    let mut periods = Vec::new();
    for days in [1u32, 7, 30] {
        let since = if days == 1 { today.clone() } else { clock::timestamp(Duration::from_secs(u64::from(days) * 86_400)) };
        let (orders, revenue_minor) = order_list::sales_since(&state.db, &since).await.or_failed()?;
        let average_minor = if orders > 0 { revenue_minor / orders } else { 0 };
        periods.push(Period { days, revenue_minor, orders, average_minor });
    }
    let counts = order_list::count_by_status(&state.db).await.or_failed()?;
    let waiting = [OrderStatus::Pending, OrderStatus::Processing, OrderStatus::Shipped]
        .into_iter()
        .map(|status| (status, counts.iter().find(|(code, _)| code == status.code()).map_or(0, |(_, n)| *n)))
        .collect();
    let month_ago = clock::timestamp(Duration::from_secs(29 * 86_400));
    let first_day = format!("{}T00:00:00Z", &month_ago[..10]);
    let sold = order_list::daily_sales(&state.db, &first_day).await.or_failed()?;
    let start = parse_utc(&first_day).unwrap_or(0);
    let daily = (0..30)
        .map(|n| {
            let day = format_utc(start + n * 86_400)[..10].to_string();
            let revenue = sold.iter().find(|(d, _)| *d == day).map_or(0, |(_, r)| *r);
            (day, revenue)
        })
        .collect();
    let top_products = order_list::top_products(&state.db, &first_day, 5)
        .await
        .or_failed()?
        .into_iter()
        .map(|p| ProductFigure { sku: p.sku, name: p.name, qty: p.qty, revenue_minor: p.revenue_minor })
        .collect();
    let low_stock_threshold = in_force(&state).await?.low_stock_threshold;
    let low_stock = products::low_stock(&state.db, i64::from(low_stock_threshold), caller.locale.code(), 10)
        .await
        .or_failed()?
        .into_iter()
        .map(|p| ProductFigure { sku: p.sku, name: p.name, qty: p.qty, revenue_minor: 0 })
        .collect();
    let late_payments = late_payments::orders_waiting(&state.db, 20).await.or_failed()?.into_iter().map(order_number).collect();
    let rates_import_problem = match state.config.rates_import {
        Some(_) => {
            rate_imports::latest(&state.db).await.or_failed()?.filter(|import| import.outcome.is_problem()).map(super::rates::report_of)
        }
        None => None,
    };
    let new_messages = match caller.role.may(Permission::ManageContent) {
        true => contact_inbox::new_count(&state.db).await.or_failed()?,
        false => 0,
    };
    Ok(Dashboard {
        periods,
        waiting,
        late_payments,
        daily,
        top_products,
        low_stock,
        low_stock_threshold,
        rates_import_problem,
        new_messages,
    })
}
