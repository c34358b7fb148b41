//! Staff accounts (the owner's page).

use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;
use storefront_core::staff::Role;

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
