//! Who is calling a server function: the staff member whose live session the cookie names,
//! checked against the permission the function needs. Also what a function sets on its answer:
//! the status of an error and the session cookie.

use std::fmt::Display;
use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::http::header::{COOKIE, SET_COOKIE, USER_AGENT};
use axum::http::request::Parts;
use axum::http::HeaderValue;
use leptos::prelude::use_context;
use leptos_axum::ResponseOptions;
use storefront_accounts::client_address::client_address;
use storefront_accounts::tokens::{is_token_shaped, token_hash};
use storefront_core::locale::Locale;
use storefront_core::staff::{Permission, Role, SESSION_IDLE_MINUTES, SESSION_MAX_HOURS};
use storefront_db::clock;
use storefront_db::staff::accounts::{self, StaffRow};
use storefront_db::staff::audit::Actor;
use storefront_db::staff::sessions::{self, SessionRow, Stage};

use super::{state, AdminConfig, AdminState};
use crate::shapes::error::AdminError;

pub const COOKIE_NAME: &str = "shuka_staff";

/// The signed-in staff member behind a call.
#[derive(Debug, Clone)]
pub struct Caller {
    pub staff: StaffRow,
    pub role: Role,
    pub session: SessionRow,
    pub locale: Locale,
    pub address: String,
}

impl Caller {
    pub fn actor(&self) -> Actor {
        Actor { staff_id: Some(self.staff.id), name: self.staff.email.clone(), client_address: self.address.clone() }
    }

    /// The role must enrol a second factor before anything else opens.
    pub fn must_enrol_totp(&self, config: &AdminConfig) -> bool {
        self.role == Role::Owner && config.totp_required_for_owners && !self.staff.totp_enabled
    }

    /// Only "my account" is open: a second factor to set up, or a password to replace.
    pub fn held_at_account(&self, config: &AdminConfig) -> bool {
        self.must_enrol_totp(config) || self.staff.password_change_required
    }
}

/// A failure the caller cannot mend: logged here, answered as a bare "server error".
pub fn failed(error: impl Display) -> AdminError {
    tracing::error!(%error, "back office call failed");
    AdminError::Failed
}

pub trait OrFailed<T> {
    fn or_failed(self) -> Result<T, AdminError>;
}

impl<T, E: Display> OrFailed<T> for Result<T, E> {
    fn or_failed(self) -> Result<T, AdminError> {
        self.map_err(failed)
    }
}

pub fn request_parts() -> Result<Parts, AdminError> {
    use_context::<Parts>().ok_or_else(|| failed("no request parts in the server function's context"))
}

/// The session token the cookie carries.
pub fn session_token(parts: &Parts) -> Option<String> {
    parts
        .headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE_NAME)
        .map(|(_, value)| value.to_string())
        .filter(|token| is_token_shaped(token))
}

pub fn client_address_of(parts: &Parts, config: &AdminConfig) -> String {
    let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(address)| address.ip());
    client_address(peer, &parts.headers, config.client_address_header.as_ref())
}

pub fn user_agent_of(parts: &Parts) -> String {
    parts.headers.get(USER_AGENT).and_then(|v| v.to_str().ok()).unwrap_or("").chars().take(255).collect()
}

/// The session's expiry after a use now: idle time ahead, never past its maximum age.
pub fn idle_expiry(created_at: &str) -> String {
    let idle = clock::later(Duration::from_secs(SESSION_IDLE_MINUTES as u64 * 60));
    let max = storefront_core::calendar::parse_utc(created_at)
        .map(|start| storefront_core::calendar::format_utc(start + SESSION_MAX_HOURS * 3600))
        .unwrap_or_else(|| idle.clone());
    idle.min(max)
}

/// Writes the session cookie (HttpOnly, SameSite=Strict, only for /admin, Secure under https).
pub fn set_session_cookie(config: &AdminConfig, token: &str) {
    let secure = if config.secure_cookies() { "; Secure" } else { "" };
    let cookie = format!("{COOKIE_NAME}={token}; Path=/admin; HttpOnly; SameSite=Strict{secure}");
    set_cookie(&cookie);
}

pub fn clear_session_cookie(config: &AdminConfig) {
    let secure = if config.secure_cookies() { "; Secure" } else { "" };
    set_cookie(&format!("{COOKIE_NAME}=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0{secure}"));
}

fn set_cookie(cookie: &str) {
    if let (Some(response), Ok(value)) = (use_context::<ResponseOptions>(), HeaderValue::from_str(cookie)) {
        response.append_header(SET_COOKIE, value);
    }
}

/// The live session of the call's cookie, at any stage, with its staff member.
pub async fn session_of_call(state: &AdminState) -> Result<Option<(SessionRow, StaffRow)>, AdminError> {
    session_of(state, &request_parts()?).await
}

async fn session_of(state: &AdminState, parts: &Parts) -> Result<Option<(SessionRow, StaffRow)>, AdminError> {
    let Some(token) = session_token(parts) else { return Ok(None) };
    let Some(session) = sessions::find_live(&state.db, &token_hash(&token)).await.or_failed()? else { return Ok(None) };
    let Some(staff) = accounts::find(&state.db, session.staff_id).await.or_failed()? else { return Ok(None) };
    if staff.disabled {
        return Ok(None);
    }
    Ok(Some((session, staff)))
}

/// The signed-in caller (past the second factor), whatever their role; the session's idle
/// expiry moves on.
pub async fn signed_in() -> Result<(AdminState, Caller), AdminError> {
    let state = state()?;
    let caller = caller_of(&state, &request_parts()?).await?;
    Ok((state, caller))
}

/// The signed-in caller of a request's `parts`: a server function's, or a route's of its own
/// (uploads).
pub async fn caller_of(state: &AdminState, parts: &Parts) -> Result<Caller, AdminError> {
    let Some((session, staff)) = session_of(state, parts).await? else { return Err(AdminError::SignedOut) };
    if session.stage != Stage::SignedIn {
        return Err(AdminError::SignedOut);
    }
    let Some(role) = Role::parse(&staff.role) else { return Err(failed(format!("staff {} has an unknown role {}", staff.id, staff.role))) };
    sessions::touch(&state.db, session.id, &idle_expiry(&session.created_at)).await.or_failed()?;
    let locale = Locale::parse(&staff.locale).unwrap_or_default();
    let address = client_address_of(parts, &state.config);
    Ok(Caller { staff, role, session, locale, address })
}

/// The signed-in caller whose role may `permission`.
pub async fn require(permission: Permission) -> Result<(AdminState, Caller), AdminError> {
    let state = state()?;
    let caller = allowed(&state, &request_parts()?, permission).await?;
    Ok((state, caller))
}

/// The caller of `parts`, when their role may `permission`.
pub async fn allowed(state: &AdminState, parts: &Parts, permission: Permission) -> Result<Caller, AdminError> {
    let caller = caller_of(state, parts).await?;
    if caller.held_at_account(&state.config) || !caller.role.may(permission) {
        return Err(AdminError::Forbidden);
    }
    Ok(caller)
}
