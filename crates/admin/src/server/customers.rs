//! The customers' server functions: the list, one customer, blocking and bonus adjustments.

use storefront_core::checkout::order_number;
use storefront_core::rewards;
use storefront_core::staff::Permission;
use storefront_core::validation::Message;
use storefront_core::validation::MAX_TEXT_LENGTH;
use storefront_db::checkout::orders as order_rows;
use storefront_db::customers::accounts::{self, CustomerRow};
use storefront_db::customers::directory::{self, Adjusted};
use storefront_db::customers::{addresses, rewards as reward_history};

use super::caller::{require, Caller, OrFailed};
use super::AdminState;
use crate::i18n::{text, Text};
use crate::shapes::customers::{CustomerDetail, CustomerOrder, CustomerPage, CustomerSummary, RewardEvent, CUSTOMERS_PER_PAGE};
use crate::shapes::error::AdminError;

fn summary_of(row: &CustomerRow) -> CustomerSummary {
    CustomerSummary {
        id: row.id,
        name: format!("{} {}", row.first_name, row.last_name).trim().to_string(),
        email: row.email.clone(),
        phone: row.phone.clone(),
        rewards_minor: row.rewards_minor,
        blocked: row.blocked,
        created_at: row.created_at.clone(),
    }
}

pub async fn list(search: String, page: u32) -> Result<CustomerPage, AdminError> {
    let (state, caller) = require(Permission::ViewCustomers).await?;
    if search.chars().count() > MAX_TEXT_LENGTH {
        return Err(AdminError::invalid("search", storefront_core::validation::Message::TooLong.text(caller.locale)));
    }
    let page = page.max(1);
    let per_page = i64::from(CUSTOMERS_PER_PAGE);
    let (rows, total) = directory::page(&state.db, &search, per_page, i64::from(page - 1) * per_page).await.or_failed()?;
    let last_page = u32::try_from((total + per_page - 1) / per_page).unwrap_or(u32::MAX).max(1);
    Ok(CustomerPage { customers: rows.iter().map(summary_of).collect(), total, page, last_page })
}

async fn detail_of(state: &AdminState, id: i64) -> Result<CustomerDetail, AdminError> {
    let row = accounts::find(&state.db, id).await.or_failed()?.ok_or(AdminError::NotFound)?;
    let addresses = addresses::list(&state.db, id)
        .await
        .or_failed()?
        .into_iter()
        .map(|a| {
            let streets: Vec<String> = serde_json::from_str(&a.address1).unwrap_or_default();
            let mut lines = vec![format!("{} {}", a.first_name, a.last_name).trim().to_string()];
            lines.extend(streets);
            lines.push([a.city, a.state, a.postcode].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>().join(", "));
            lines.push(a.phone);
            lines.into_iter().filter(|l| !l.is_empty()).collect()
        })
        .collect();
    let (orders, _) = order_rows::page_for_customer(&state.db, id, 50, 0).await.or_failed()?;
    let orders = orders
        .into_iter()
        .map(|o| CustomerOrder {
            number: order_number(o.id),
            status: o.status,
            grand_total_minor: o.grand_total_minor,
            created_at: o.created_at,
        })
        .collect();
    let bonuses = reward_history::history(&state.db, id)
        .await
        .or_failed()?
        .into_iter()
        .map(|e| RewardEvent {
            reason: e.reason,
            points_minor: e.points_minor,
            order_number: e.order_id.map(order_number),
            note: e.note,
            adjusted_by: e.adjusted_by,
            created_at: e.created_at,
        })
        .collect();
    let rewards_adjustment_limit = super::settings::in_force(state).await?.max_bonus_adjustment;
    Ok(CustomerDetail { summary: summary_of(&row), addresses, orders, bonuses, rewards_adjustment_limit })
}

pub async fn detail(id: i64) -> Result<CustomerDetail, AdminError> {
    let (state, _) = require(Permission::ViewCustomers).await?;
    detail_of(&state, id).await
}

pub async fn set_blocked(id: i64, blocked: bool) -> Result<CustomerDetail, AdminError> {
    let (state, caller) = require(Permission::ManageCustomers).await?;
    accounts::find(&state.db, id).await.or_failed()?.ok_or(AdminError::NotFound)?;
    directory::set_blocked(&state.db, id, blocked, &caller.actor()).await.or_failed()?;
    detail_of(&state, id).await
}

fn check_reason(caller: &Caller, reason: &str) -> Result<(), AdminError> {
    if reason.trim().is_empty() {
        return Err(AdminError::invalid("reason", Message::Required.text(caller.locale)));
    }
    if reason.trim().chars().count() > MAX_TEXT_LENGTH {
        return Err(AdminError::invalid("reason", storefront_core::validation::Message::TooLong.text(caller.locale)));
    }
    Ok(())
}

/// Adds or takes away bonuses as typed (whole drams, the core's reading), within the owner's
/// limit for one adjustment.
pub async fn adjust(id: i64, amount: String, reason: String) -> Result<CustomerDetail, AdminError> {
    let (state, caller) = require(Permission::ManageCustomers).await?;
    let limit = super::settings::in_force(&state).await?.max_bonus_adjustment;
    let amount_minor =
        rewards::adjustment(&amount, limit).map_err(|refused| AdminError::invalid("amount", refused.message(caller.locale)))?;
    check_reason(&caller, &reason)?;
    let by = if caller.staff.name.trim().is_empty() { caller.staff.email.clone() } else { caller.staff.name.clone() };
    match directory::adjust_rewards(&state.db, id, amount_minor, reason.trim(), &by, &caller.actor()).await.or_failed()? {
        Adjusted::Done(_) => detail_of(&state, id).await,
        Adjusted::WouldGoNegative(_) => Err(AdminError::invalid("amount", text(caller.locale, Text::BalanceTooLow))),
        Adjusted::NoSuchCustomer => Err(AdminError::NotFound),
    }
}
