//! Staff accounts, for the owner: the list and a new account (audited, the password hashed).

use storefront_accounts::passwords;
use storefront_core::staff::{Permission, Role};
use storefront_core::validation::MAX_TEXT_LENGTH;
use storefront_db::staff::accounts::{self, NewStaff, StaffRow};
use storefront_db::staff::audit::{self, Entry};

use super::caller::{require, OrFailed};
use crate::i18n::{text, Text};
use crate::shapes::error::AdminError;
use crate::shapes::staff::{NewStaffMember, StaffMember};

/// The shortest password a staff account takes: longer than a customer's, it opens the shop.
pub const MIN_PASSWORD_CHARS: usize = 10;

fn member_of(row: StaffRow) -> StaffMember {
    StaffMember {
        id: row.id,
        email: row.email,
        name: row.name,
        role: Role::parse(&row.role).unwrap_or(Role::OrderClerk),
        totp_enabled: row.totp_enabled,
        disabled: row.disabled,
        created_at: row.created_at,
    }
}

pub async fn list() -> Result<Vec<StaffMember>, AdminError> {
    let (state, _) = require(Permission::ManageStaff).await?;
    Ok(accounts::list(&state.db).await.or_failed()?.into_iter().map(member_of).collect())
}

pub async fn update(id: i64, role: Role, disabled: bool) -> Result<Vec<StaffMember>, AdminError> {
    let (state, caller) = require(Permission::ManageStaff).await?;
    // Nobody locks themselves out: another owner changes an owner's own access.
    if id == caller.staff.id {
        return Err(AdminError::invalid("role", text(caller.locale, Text::NotYourOwnAccess)));
    }
    if !accounts::update_access(&state.db, id, role.code(), disabled, &caller.actor()).await.or_failed()? {
        return Err(AdminError::NotFound);
    }
    Ok(accounts::list(&state.db).await.or_failed()?.into_iter().map(member_of).collect())
}

pub async fn reset_password(id: i64) -> Result<String, AdminError> {
    let (state, caller) = require(Permission::ManageStaff).await?;
    if id == caller.staff.id {
        return Err(AdminError::invalid("id", text(caller.locale, Text::NotYourOwnAccess)));
    }
    let password = passwords::one_time();
    let hash = passwords::hash(password.clone()).await.or_failed()?;
    if !accounts::set_password(&state.db, id, &hash, true, None, &caller.actor()).await.or_failed()? {
        return Err(AdminError::NotFound);
    }
    Ok(password)
}

pub async fn create(member: NewStaffMember) -> Result<StaffMember, AdminError> {
    let (state, caller) = require(Permission::ManageStaff).await?;
    let locale = caller.locale;
    let email = member.email.trim().to_lowercase();
    if !storefront_core::email::is_email_with_tld(&email) {
        return Err(AdminError::invalid("email", storefront_core::validation::Message::InvalidEmailFormat.text(locale)));
    }
    if member.name.trim().chars().count() > MAX_TEXT_LENGTH {
        return Err(AdminError::invalid("name", storefront_core::validation::Message::TooLong.text(locale)));
    }
    if member.password.chars().count() < MIN_PASSWORD_CHARS {
        return Err(AdminError::invalid("password", text(locale, Text::PasswordTooShort)));
    }
    let hash = passwords::hash(member.password).await.or_failed()?;
    let new = NewStaff {
        email: &email,
        name: &member.name,
        role: member.role.code(),
        password_hash: &hash,
        locale: member.locale.code(),
        // The owner chose it: its holder replaces it at first sign-in.
        password_change_required: true,
    };
    let Some(id) = accounts::create(&state.db, &new).await.or_failed()? else {
        return Err(AdminError::invalid("email", storefront_core::validation::Message::EmailTaken.text(locale)));
    };
    let after = serde_json::json!({ "email": email, "name": member.name.trim(), "role": member.role.code() }).to_string();
    let entity_id = id.to_string();
    audit::record(
        &state.db,
        &caller.actor(),
        &Entry { action: "staff.create", entity: "staff", entity_id: &entity_id, before: None, after: Some(&after) },
    )
    .await
    .or_failed()?;
    let row = accounts::find(&state.db, id).await.or_failed()?.ok_or(AdminError::NotFound)?;
    Ok(member_of(row))
}
