//! Staff accounts (the owner's page).

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::staff::*;

use storefront_core::staff::Role;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "staff/list", input = Json)]
pub async fn list_staff() -> Result<Vec<StaffMember>, AdminError> {
    crate::server::staff::list().await
}

#[server(prefix = "/admin/api", endpoint = "staff/create", input = Json)]
pub async fn create_staff(member: NewStaffMember) -> Result<StaffMember, AdminError> {
    crate::server::staff::create(member).await
}

/// Gives a member a new one-time password (answered, to be handed over once); their sessions
/// end and they choose their own at the next sign-in. Not one's own.
#[server(prefix = "/admin/api", endpoint = "staff/reset-password", input = Json)]
pub async fn reset_staff_password(id: i64) -> Result<String, AdminError> {
    crate::server::staff::reset_password(id).await
}

/// Changes a member's role or disables the account (their sessions end); not one's own.
#[server(prefix = "/admin/api", endpoint = "staff/update", input = Json)]
pub async fn update_staff(id: i64, role: Role, disabled: bool) -> Result<Vec<StaffMember>, AdminError> {
    crate::server::staff::update(id, role, disabled).await
}
