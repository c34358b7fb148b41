//! Staff accounts (the owner's page).

use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;
use storefront_core::staff::Role;

use super::AdminError;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaffMember {
    pub id: i64,
    pub email: String,
    pub name: String,
    pub role: Role,
    pub totp_enabled: bool,
    pub disabled: bool,
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewStaffMember {
    pub email: String,
    pub name: String,
    pub role: Role,
    pub password: String,
    pub locale: Locale,
}

#[server(prefix = "/admin/api", endpoint = "staff/list", input = Json)]
pub async fn list_staff() -> Result<Vec<StaffMember>, AdminError> {
    crate::server::staff::list().await
}

#[server(prefix = "/admin/api", endpoint = "staff/create", input = Json)]
pub async fn create_staff(member: NewStaffMember) -> Result<StaffMember, AdminError> {
    crate::server::staff::create(member).await
}
