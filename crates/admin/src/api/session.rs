//! Signing in and out, the second factor, and one's own sessions and language.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;
use storefront_core::staff::{Permission, Role};

use super::AdminError;

/// The signed-in staff member, as the app needs them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Me {
    pub id: i64,
    pub email: String,
    pub name: String,
    pub role: Role,
    pub permissions: Vec<Permission>,
    pub locale: Locale,
    pub totp_enabled: bool,
    /// The role must use a second factor and none is set up yet: only enrolment is open.
    pub must_enrol_totp: bool,
}

impl Me {
    pub fn may(&self, permission: Permission) -> bool {
        self.permissions.contains(&permission)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum SignInOutcome {
    SignedIn {
        me: Me,
    },
    /// The password was right; a code from the authenticator (or a recovery code) comes next.
    SecondFactor,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionInfo {
    pub id: i64,
    pub current: bool,
    pub user_agent: String,
    pub client_address: String,
    pub created_at: String,
    pub last_seen_at: String,
    pub expires_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TotpEnrolment {
    pub secret: String,
    pub uri: String,
    /// The QR code of `uri`, an SVG document drawn by the server.
    pub qr_svg: String,
}

#[server(prefix = "/admin/api", endpoint = "session/sign-in", input = Json)]
pub async fn sign_in(email: String, password: String, locale: Locale) -> Result<SignInOutcome, AdminError> {
    crate::server::session::sign_in(email, password, locale).await
}

#[server(prefix = "/admin/api", endpoint = "session/second-factor", input = Json)]
pub async fn second_factor(code: String) -> Result<Me, AdminError> {
    crate::server::session::second_factor(code).await
}

#[server(prefix = "/admin/api", endpoint = "session/sign-out", input = Json)]
pub async fn sign_out() -> Result<(), AdminError> {
    crate::server::session::sign_out().await
}

#[server(prefix = "/admin/api", endpoint = "session/me", input = Json)]
pub async fn current_staff() -> Result<Me, AdminError> {
    crate::server::session::me().await
}

#[server(prefix = "/admin/api", endpoint = "session/locale", input = Json)]
pub async fn set_locale(locale: Locale) -> Result<(), AdminError> {
    crate::server::session::set_locale(locale).await
}

#[server(prefix = "/admin/api", endpoint = "session/list", input = Json)]
pub async fn my_sessions() -> Result<Vec<SessionInfo>, AdminError> {
    crate::server::session::my_sessions().await
}

#[server(prefix = "/admin/api", endpoint = "session/revoke", input = Json)]
pub async fn revoke_session(id: i64) -> Result<(), AdminError> {
    crate::server::session::revoke_session(id).await
}

#[server(prefix = "/admin/api", endpoint = "session/totp/begin", input = Json)]
pub async fn totp_begin() -> Result<TotpEnrolment, AdminError> {
    crate::server::session::totp_begin().await
}

/// Turns the second factor on with a code from the new secret; answers the recovery codes,
/// shown this once.
#[server(prefix = "/admin/api", endpoint = "session/totp/confirm", input = Json)]
pub async fn totp_confirm(code: String) -> Result<Vec<String>, AdminError> {
    crate::server::session::totp_confirm(code).await
}
