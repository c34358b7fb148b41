//! What a shop operator does at the server's command line: completing an order (the back
//! office's action, for scripts), approving a company's seller application (which opens its
//! store) and creating staff accounts (the first owner).

use storefront_admin::server::orders::perform;
use storefront_admin::server::settings::in_force;
use storefront_admin::server::AdminState;
use storefront_admin::shapes::error::AdminError;
use storefront_core::locale::Locale;
use storefront_core::orders::ActionRequest;
use storefront_core::rewards::earned;

use storefront_core::staff::Role;
use storefront_db::content::sellers;
use storefront_db::customers::accounts::normalized_email;
use storefront_db::staff::accounts::{self as staff_accounts, NewStaff};
use storefront_db::staff::audit::{self, Actor, Entry};
use storefront_db::Db;

/// Completes the order with this number (`increment_id`) as the back office's "complete" does
/// (the same rules, bonuses, mail and audit), confirming a pending cash order first. Answers the
/// bonuses its customer earned, in minor units.
pub async fn complete_order(state: &AdminState, number: &str) -> Result<i64, AdminError> {
    let actor = Actor::command_line();
    // A pending cash order is confirmed first; any other order is completed as it is (or the
    // completion below says why not).
    match perform(state, &actor, Locale::En, number, ActionRequest::Confirm).await {
        Ok(_) | Err(AdminError::Conflict { .. }) => {}
        Err(other) => return Err(other),
    }
    let order = perform(state, &actor, Locale::En, number, ActionRequest::Complete).await?;
    Ok(match order.customer_id {
        Some(_) => earned(order.sub_total_minor - order.discount_minor, in_force(state).await?.rewards_percent),
        None => 0,
    })
}

#[derive(Debug, PartialEq, Eq)]
pub enum Approval {
    /// The store is open at `/stores/{url}`.
    Approved { url: String },
    /// No pending application for that e-mail.
    NothingPending,
}

/// Approves the pending seller application of the account with this e-mail: the company
/// becomes a store (titled with its name in every language) in one transaction.
pub async fn approve_seller(db: &Db, email: &str) -> Result<Approval, sqlx::Error> {
    Ok(match sellers::approve_application(db, &normalized_email(email)).await? {
        Some(url) => Approval::Approved { url },
        None => Approval::NothingPending,
    })
}

/// What a refusal says, for the command line.
pub fn describe(error: &AdminError) -> String {
    match error {
        AdminError::Conflict { message } => message.clone(),
        AdminError::Invalid { fields } => {
            fields.iter().map(|(field, message)| format!("{field}: {message}")).collect::<Vec<_>>().join("\n")
        }
        AdminError::NotFound => "no such order".into(),
        other => other.to_string(),
    }
}

/// The new account's password: standard input's first line (`--password-stdin`), asked for at a
/// terminal, or else 20 random characters to print once. True when it was generated.
pub fn staff_password(from_stdin: bool) -> Result<(String, bool), String> {
    use std::io::{BufRead, IsTerminal};
    let stdin = std::io::stdin();
    if from_stdin {
        let mut line = String::new();
        stdin.lock().read_line(&mut line).map_err(|e| format!("cannot read the password: {e}"))?;
        return Ok((line.trim_end_matches(['\r', '\n']).to_string(), false));
    }
    if stdin.is_terminal() {
        let password =
            rpassword::prompt_password("password (at least 10 characters): ").map_err(|e| format!("cannot read the password: {e}"))?;
        return Ok((password, false));
    }
    Ok((storefront_accounts::passwords::one_time(), true))
}

/// Creates a staff account from the command line (audited as `cli`); the refusal's reason when
/// the e-mail, name or password will not do. A `generated` password is changed at first sign-in.
pub async fn create_staff(
    db: &Db,
    email: &str,
    role: Role,
    name: &str,
    password: &str,
    generated: bool,
) -> Result<Result<i64, String>, Box<dyn std::error::Error>> {
    let email = normalized_email(email);
    if !storefront_core::email::is_email_with_tld(&email) {
        return Ok(Err(format!("{email:?} is not an e-mail address")));
    }
    if password.chars().count() < storefront_admin::server::staff::MIN_PASSWORD_CHARS {
        return Ok(Err(format!("the password must be at least {} characters", storefront_admin::server::staff::MIN_PASSWORD_CHARS)));
    }
    if name.chars().count() > storefront_core::validation::MAX_TEXT_LENGTH {
        return Ok(Err("the name is too long".into()));
    }
    let hash = storefront_accounts::passwords::hash(password.to_string()).await?;
    let new = NewStaff { email: &email, name, role: role.code(), password_hash: &hash, locale: "hy", password_change_required: generated };
    let Some(id) = staff_accounts::create(db, &new).await? else { return Ok(Err(format!("{email} already has a staff account"))) };
    let after = format!(r#"{{"email":{email:?},"role":{:?}}}"#, role.code());
    let entity_id = id.to_string();
    audit::record(
        db,
        &Actor::command_line(),
        &Entry { action: "staff.create", entity: "staff", entity_id: &entity_id, before: None, after: Some(&after) },
    )
    .await?;
    Ok(Ok(id))
}
