//! The shop's customers: the list, one customer, blocking and bonus adjustments.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::customers::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "customers/list", input = Json)]
pub async fn list_customers(search: String, page: u32) -> Result<CustomerPage, AdminError> {
    crate::server::customers::list(search, page).await
}

#[server(prefix = "/admin/api", endpoint = "customers/detail", input = Json)]
pub async fn get_customer(id: i64) -> Result<CustomerDetail, AdminError> {
    crate::server::customers::detail(id).await
}

/// Blocks (the customer cannot sign in, their sessions end) or unblocks an account.
#[server(prefix = "/admin/api", endpoint = "customers/block", input = Json)]
pub async fn set_customer_blocked(id: i64, blocked: bool) -> Result<CustomerDetail, AdminError> {
    crate::server::customers::set_blocked(id, blocked).await
}

/// Adds (or, with a minus, takes away) bonuses: whole drams as typed, read by the core, at most
/// the owner's limit; with the reason the customer sees.
#[server(prefix = "/admin/api", endpoint = "customers/rewards", input = Json)]
pub async fn adjust_rewards(id: i64, amount: String, reason: String) -> Result<CustomerDetail, AdminError> {
    crate::server::customers::adjust(id, amount, reason).await
}
