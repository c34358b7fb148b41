//! The demo shop's staff, so the back office can be tried at once: an owner who signs in with a
//! second factor (its secret is printed, and fixed so a journey can compute the codes), an
//! order clerk, a catalogue editor and a content editor without one. Written only into a shop that has no staff at all.

use storefront_accounts::passwords;
use storefront_accounts::totp;
use storefront_core::staff::Role;
use storefront_db::staff::accounts::{self, NewStaff};
use storefront_db::Db;

use crate::SeedError;

pub const OWNER_EMAIL: &str = "owner@shuka.am";
pub const OWNER_PASSWORD: &str = "shuka-demo-owner";
/// Base32, as an authenticator app takes it.
pub const OWNER_TOTP_SECRET: &str = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
pub const CLERK_EMAIL: &str = "clerk@shuka.am";
pub const CLERK_PASSWORD: &str = "shuka-demo-clerk";
pub const EDITOR_EMAIL: &str = "editor@shuka.am";
pub const EDITOR_PASSWORD: &str = "shuka-demo-editor";
pub const CONTENT_EMAIL: &str = "content@shuka.am";
pub const CONTENT_PASSWORD: &str = "shuka-demo-content";

/// How to sign in, for the log and `cargo xtask run`.
pub fn sign_in_help(shop_url: &str) -> String {
    format!(
        "back office: {shop_url}/admin — owner {OWNER_EMAIL} / {OWNER_PASSWORD} with the authenticator secret {OWNER_TOTP_SECRET}; \
         order clerk {CLERK_EMAIL} / {CLERK_PASSWORD}; catalogue editor {EDITOR_EMAIL} / {EDITOR_PASSWORD}; \
         content editor {CONTENT_EMAIL} / {CONTENT_PASSWORD}"
    )
}

/// Creates the demo owner, clerk, catalogue editor and content editor when the shop has no staff; true when it
/// did.
pub async fn seed_staff_if_none(db: &Db) -> Result<bool, SeedError> {
    if accounts::count(db).await? > 0 {
        return Ok(false);
    }
    for (email, password, role, name) in [
        (OWNER_EMAIL, OWNER_PASSWORD, Role::Owner, "Անի Սարգսյան"),
        (CLERK_EMAIL, CLERK_PASSWORD, Role::OrderClerk, "Արամ Պետրոսյան"),
        (EDITOR_EMAIL, EDITOR_PASSWORD, Role::CatalogueEditor, "Լուսինե Հակոբյան"),
        (CONTENT_EMAIL, CONTENT_PASSWORD, Role::ContentEditor, "Նարե Մկրտչյան"),
    ] {
        let hash = passwords::hash(password.to_string()).await.map_err(|e| SeedError::Invalid(e.to_string()))?;
        let new = NewStaff { email, name, role: role.code(), password_hash: &hash, locale: "hy", password_change_required: false };
        let Some(id) = accounts::create(db, &new).await? else { continue };
        if role == Role::Owner {
            accounts::set_pending_totp(db, id, OWNER_TOTP_SECRET).await?;
            let hashes: Vec<String> = totp::new_recovery_codes().into_iter().map(|(_, hash)| hash).collect();
            accounts::enable_totp(db, id, OWNER_TOTP_SECRET, 0, &hashes).await?;
        }
    }
    Ok(true)
}
