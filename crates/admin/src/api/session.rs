//! Signing in and out, the second factor, and one's own sessions and language.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::session::*;
use storefront_core::locale::Locale;

use super::AdminError;

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

/// One's own new password; the other sessions of the account end.
#[server(prefix = "/admin/api", endpoint = "session/password", input = Json)]
pub async fn change_password(current: String, new: String) -> Result<Me, AdminError> {
    crate::server::session::change_password(current, new).await
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

/// Starts setting up an authenticator; replacing one in force takes the password and a current
/// code (or a recovery code).
#[server(prefix = "/admin/api", endpoint = "session/totp/begin", input = Json)]
pub async fn totp_begin(password: Option<String>, code: Option<String>) -> Result<TotpEnrolment, AdminError> {
    crate::server::session::totp_begin(password, code).await
}

/// Turns the second factor on with a code from the new secret; answers the recovery codes,
/// shown this once.
#[server(prefix = "/admin/api", endpoint = "session/totp/confirm", input = Json)]
pub async fn totp_confirm(code: String) -> Result<Vec<String>, AdminError> {
    crate::server::session::totp_confirm(code).await
}
