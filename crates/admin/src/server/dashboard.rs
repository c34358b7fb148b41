//! The dashboard's figures: sales today, over 7 and 30 days, and what waits for staff.

use std::time::Duration;

use storefront_core::orders::OrderStatus;
use storefront_core::staff::Permission;
use storefront_db::checkout::order_list;
use storefront_db::clock;

use super::caller::{answer, require, OrFailed};
use crate::shapes::dashboard::{Dashboard, Period};
use crate::shapes::error::AdminError;

pub async fn figures() -> Result<Dashboard, AdminError> {
    answer(
        async {
            let (state, _) = require(Permission::ViewDashboard).await?;
            let today = format!("{}T00:00:00Z", &clock::now()[..10]);
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
            Ok(Dashboard { periods, waiting })
        }
        .await,
    )
}
