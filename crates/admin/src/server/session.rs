//! Signing in (password, then the second factor when the account has one), signing out, one's
//! sessions, language and second factor. Failed passwords and codes back off like customers'
//! logins (per account and client address); every sign-in and change is audited.

use std::time::Duration;

use storefront_accounts::throttle::{Action, LONGEST_WINDOW};
use storefront_accounts::tokens::{new_token, token_hash};
use storefront_accounts::{passwords, totp};
use storefront_core::locale::Locale;
use storefront_core::staff::{Role, SECOND_FACTOR_MINUTES};
use storefront_core::validation::Message;
use storefront_db::clock;
use storefront_db::staff::accounts::{self, StaffRow};
use storefront_db::staff::audit::{self, Actor, Entry};
use storefront_db::staff::sessions::{self, NewSession, Stage};
use storefront_db::throttle as events;

use super::caller::{
    clear_session_cookie, client_address_of, idle_expiry, request_parts, session_of_call, set_session_cookie, signed_in, user_agent_of,
    Caller, OrFailed,
};
use super::staff::MIN_PASSWORD_CHARS;
use super::{state, AdminState};
use crate::i18n::{text, Text};
use crate::shapes::error::AdminError;
use crate::shapes::session::{Me, SessionInfo, SignInOutcome, TotpEnrolment};

/// The issuer authenticator apps show beside the account.
const TOTP_ISSUER: &str = "Shuka";

fn me_of(staff: &StaffRow, role: Role, state: &AdminState) -> Me {
    Me {
        id: staff.id,
        email: staff.email.clone(),
        name: staff.name.clone(),
        role,
        permissions: role.permissions(),
        locale: Locale::parse(&staff.locale).unwrap_or_default(),
        totp_enabled: staff.totp_enabled,
        must_enrol_totp: role == Role::Owner && state.config.totp_required_for_owners && !staff.totp_enabled,
        must_change_password: staff.password_change_required,
    }
}

fn throttle_subject(email: &str) -> String {
    format!("staff:{}", email.trim().to_lowercase())
}

async fn refuse_if_throttled(state: &AdminState, subject: &str, address: &str) -> Result<(), AdminError> {
    let seen = events::seen(&state.db, Action::FailedLogin.code(), subject, address, Action::FailedLogin.window()).await.or_failed()?;
    match Action::FailedLogin.wait(&seen) {
        Some(wait) => Err(AdminError::Throttled { retry_after: wait.as_secs().max(1) }),
        None => Ok(()),
    }
}

async fn count_failure(state: &AdminState, subject: &str, address: &str) -> Result<(), AdminError> {
    events::record(&state.db, Action::FailedLogin.code(), subject, address, LONGEST_WINDOW).await.or_failed()
}

async fn audit_session(state: &AdminState, staff: &StaffRow, address: &str, action: &str) -> Result<(), AdminError> {
    let actor = Actor { staff_id: Some(staff.id), name: staff.email.clone(), client_address: address.to_string() };
    let id = staff.id.to_string();
    audit::record(&state.db, &actor, &Entry { action, entity: "staff", entity_id: &id, before: None, after: None }).await.or_failed()
}

pub async fn sign_in(email: String, password: String, locale: Locale) -> Result<SignInOutcome, AdminError> {
    let state = state()?;
    let parts = request_parts()?;
    let address = client_address_of(&parts, &state.config);
    if email.trim().is_empty() {
        return Err(AdminError::invalid("email", Message::Required.text(locale)));
    }
    if password.is_empty() {
        return Err(AdminError::invalid("password", Message::Required.text(locale)));
    }
    let subject = throttle_subject(&email);
    refuse_if_throttled(&state, &subject, &address).await?;
    let staff = accounts::find_by_email(&state.db, &email).await.or_failed()?.filter(|staff| !staff.disabled);
    let stored = staff.as_ref().map(|staff| staff.password_hash.clone());
    let matches = passwords::verify(password, stored).await.or_failed()?;
    let (Some(staff), true) = (staff, matches) else {
        count_failure(&state, &subject, &address).await?;
        return Err(AdminError::invalid("password", text(locale, Text::WrongCredentials)));
    };
    let Some(role) = Role::parse(&staff.role) else { return Err(super::caller::failed("unknown role")) };
    // The language signed in with is the account's from now on (the server's messages too).
    let mut staff = staff;
    if staff.locale != locale.code() {
        accounts::set_locale(&state.db, staff.id, locale.code()).await.or_failed()?;
        staff.locale = locale.code().to_string();
    }
    let token = new_token();
    let stage = if staff.totp_enabled { Stage::Password } else { Stage::SignedIn };
    let expires_at = match stage {
        Stage::Password => clock::later(Duration::from_secs(SECOND_FACTOR_MINUTES as u64 * 60)),
        Stage::SignedIn => idle_expiry(&clock::now()),
    };
    let session = NewSession {
        staff_id: staff.id,
        token_hash: &token_hash(&token),
        stage,
        user_agent: &user_agent_of(&parts),
        client_address: &address,
        expires_at: &expires_at,
    };
    sessions::create(&state.db, &session).await.or_failed()?;
    set_session_cookie(&state.config, &token);
    if stage == Stage::Password {
        return Ok(SignInOutcome::SecondFactor);
    }
    events::forget(&state.db, Action::FailedLogin.code(), &subject, &address).await.or_failed()?;
    audit_session(&state, &staff, &address, "staff.sign_in").await?;
    Ok(SignInOutcome::SignedIn { me: me_of(&staff, role, &state) })
}

pub async fn second_factor(code: String) -> Result<Me, AdminError> {
    let state = state()?;
    let parts = request_parts()?;
    let address = client_address_of(&parts, &state.config);
    let Some((session, staff)) = session_of_call(&state).await? else { return Err(AdminError::SignedOut) };
    if session.stage != Stage::Password {
        return Err(AdminError::SignedOut);
    }
    let locale = Locale::parse(&staff.locale).unwrap_or_default();
    let subject = throttle_subject(&staff.email);
    refuse_if_throttled(&state, &subject, &address).await?;
    if !accept_code(&state, &staff, &code).await? {
        count_failure(&state, &subject, &address).await?;
        return Err(AdminError::invalid("code", text(locale, Text::WrongCode)));
    }
    // A new token for the signed-in session: whoever saw the first one gets nothing from it.
    let token = new_token();
    if !sessions::promote(&state.db, session.id, &token_hash(&token), &idle_expiry(&clock::now())).await.or_failed()? {
        return Err(AdminError::SignedOut);
    }
    set_session_cookie(&state.config, &token);
    events::forget(&state.db, Action::FailedLogin.code(), &subject, &address).await.or_failed()?;
    audit_session(&state, &staff, &address, "staff.sign_in").await?;
    let Some(role) = Role::parse(&staff.role) else { return Err(super::caller::failed("unknown role")) };
    Ok(me_of(&staff, role, &state))
}

pub async fn sign_out() -> Result<(), AdminError> {
    let state = state()?;
    if let Some((session, staff)) = session_of_call(&state).await? {
        sessions::revoke(&state.db, staff.id, session.id).await.or_failed()?;
        let address = client_address_of(&request_parts()?, &state.config);
        audit_session(&state, &staff, &address, "staff.sign_out").await?;
    }
    clear_session_cookie(&state.config);
    Ok(())
}

pub async fn me() -> Result<Me, AdminError> {
    let (state, caller) = signed_in().await?;
    Ok(me_of(&caller.staff, caller.role, &state))
}

/// Replaces one's own password: the current one first (failures back off like sign-ins), then a
/// new one of at least `MIN_PASSWORD_CHARS`. Every other session of the account ends.
pub async fn change_password(current: String, new: String) -> Result<Me, AdminError> {
    let (state, caller) = signed_in().await?;
    let locale = caller.locale;
    let subject = throttle_subject(&caller.staff.email);
    refuse_if_throttled(&state, &subject, &caller.address).await?;
    if !passwords::verify(current.clone(), Some(caller.staff.password_hash.clone())).await.or_failed()? {
        count_failure(&state, &subject, &caller.address).await?;
        return Err(AdminError::invalid("current_password", text(locale, Text::WrongPassword)));
    }
    if new.chars().count() < MIN_PASSWORD_CHARS {
        return Err(AdminError::invalid("new_password", text(locale, Text::PasswordTooShort)));
    }
    if new == current {
        return Err(AdminError::invalid("new_password", text(locale, Text::PasswordNotNew)));
    }
    let hash = passwords::hash(new).await.or_failed()?;
    accounts::set_password(&state.db, caller.staff.id, &hash, false, Some(caller.session.id), &caller.actor()).await.or_failed()?;
    let staff = accounts::find(&state.db, caller.staff.id).await.or_failed()?.ok_or(AdminError::SignedOut)?;
    Ok(me_of(&staff, caller.role, &state))
}

pub async fn set_locale(locale: Locale) -> Result<(), AdminError> {
    let (state, caller) = signed_in().await?;
    storefront_db::staff::accounts::set_locale(&state.db, caller.staff.id, locale.code()).await.or_failed()
}

pub async fn my_sessions() -> Result<Vec<SessionInfo>, AdminError> {
    let (state, caller) = signed_in().await?;
    let rows = sessions::list_live(&state.db, caller.staff.id).await.or_failed()?;
    Ok(rows
        .into_iter()
        .map(|row| SessionInfo {
            id: row.id,
            current: row.id == caller.session.id,
            user_agent: row.user_agent,
            client_address: row.client_address,
            created_at: row.created_at,
            last_seen_at: row.last_seen_at,
            expires_at: row.expires_at,
        })
        .collect())
}

pub async fn revoke_session(id: i64) -> Result<(), AdminError> {
    let (state, caller) = signed_in().await?;
    if !sessions::revoke(&state.db, caller.staff.id, id).await.or_failed()? {
        return Err(AdminError::NotFound);
    }
    audit(&state, &caller, "staff.session_revoke", &id.to_string()).await
}

async fn audit(state: &AdminState, caller: &Caller, action: &str, entity_id: &str) -> Result<(), AdminError> {
    let entry = Entry { action, entity: "staff_session", entity_id, before: None, after: None };
    audit::record(&state.db, &caller.actor(), &entry).await.or_failed()
}

/// Starts setting up a (new) authenticator. While a second factor is in force, replacing it
/// takes the password and a current code (or a recovery code), so a session left open or a
/// stolen password cannot swap in someone else's authenticator; the factor in force stays so until
/// the new one is confirmed.
pub async fn totp_begin(password: Option<String>, code: Option<String>) -> Result<TotpEnrolment, AdminError> {
    let (state, caller) = signed_in().await?;
    if caller.staff.totp_enabled {
        prove_second_factor_holder(&state, &caller, password.unwrap_or_default(), code.unwrap_or_default()).await?;
    }
    let secret = totp::new_secret();
    accounts::set_pending_totp(&state.db, caller.staff.id, &secret).await.or_failed()?;
    let uri = totp::provisioning_uri(TOTP_ISSUER, &caller.staff.email, &secret);
    let qr_svg = totp::qr_svg(&uri).ok_or_else(|| super::caller::failed("the QR code could not be drawn"))?;
    let id = caller.staff.id.to_string();
    audit::record(
        &state.db,
        &caller.actor(),
        &Entry { action: "staff.totp_begin", entity: "staff", entity_id: &id, before: None, after: None },
    )
    .await
    .or_failed()?;
    Ok(TotpEnrolment { secret, uri, qr_svg })
}

/// The password and a code of the second factor in force, each failure counted like a sign-in's.
async fn prove_second_factor_holder(state: &AdminState, caller: &Caller, password: String, code: String) -> Result<(), AdminError> {
    let locale = caller.locale;
    let subject = throttle_subject(&caller.staff.email);
    refuse_if_throttled(state, &subject, &caller.address).await?;
    if password.is_empty() {
        return Err(AdminError::invalid("password", Message::Required.text(locale)));
    }
    if !passwords::verify(password, Some(caller.staff.password_hash.clone())).await.or_failed()? {
        count_failure(state, &subject, &caller.address).await?;
        return Err(AdminError::invalid("password", text(locale, Text::WrongPassword)));
    }
    if code.trim().is_empty() {
        return Err(AdminError::invalid("code", Message::Required.text(locale)));
    }
    if !accept_code(state, &caller.staff, &code).await? {
        count_failure(state, &subject, &caller.address).await?;
        return Err(AdminError::invalid("code", text(locale, Text::WrongCode)));
    }
    Ok(())
}

/// A code of the second factor in force, or one of its recovery codes, used up if it is right.
async fn accept_code(state: &AdminState, staff: &StaffRow, code: &str) -> Result<bool, AdminError> {
    let secret = staff.totp_secret.clone().unwrap_or_default();
    Ok(match totp::verify(&secret, code, unix_now()) {
        Some(step) => accounts::use_totp_step(&state.db, staff.id, step).await.or_failed()?,
        None => {
            let typed: String = code.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
            typed.len() == 10 && accounts::use_recovery_code(&state.db, staff.id, &totp::recovery_code_hash(code)).await.or_failed()?
        }
    })
}

fn unix_now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
}

/// Puts the authenticator being set up in force with a code from it; answers the new recovery
/// codes, shown this once (the earlier ones stop working).
pub async fn totp_confirm(code: String) -> Result<Vec<String>, AdminError> {
    let (state, caller) = signed_in().await?;
    let wrong = || AdminError::invalid("code", text(caller.locale, Text::WrongCode));
    let Some(secret) = caller.staff.totp_pending_secret.clone() else { return Err(wrong()) };
    let Some(step) = totp::verify(&secret, &code, unix_now()) else { return Err(wrong()) };
    let codes = totp::new_recovery_codes();
    let hashes: Vec<String> = codes.iter().map(|(_, hash)| hash.clone()).collect();
    if !accounts::enable_totp(&state.db, caller.staff.id, &secret, step, &hashes).await.or_failed()? {
        return Err(wrong());
    }
    let id = caller.staff.id.to_string();
    let after = serde_json::json!({ "totp_enabled": true }).to_string();
    let before = serde_json::json!({ "totp_enabled": caller.staff.totp_enabled }).to_string();
    let action = if caller.staff.totp_enabled { "staff.totp_replace" } else { "staff.totp_enable" };
    let entry = Entry { action, entity: "staff", entity_id: &id, before: Some(&before), after: Some(&after) };
    audit::record(&state.db, &caller.actor(), &entry).await.or_failed()?;
    Ok(codes.into_iter().map(|(code, _)| code).collect())
}
