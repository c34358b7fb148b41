//! Login and logout. A wrong password and an unknown e-mail get the same answer after the same
//! work (a decoy hash is checked); repeated failures back off per account and address, and an
//! address failing on many accounts is stopped ([`storefront_accounts::throttle`]).

use std::time::Duration;

use axum::extract::{RawQuery, State};
use serde::{Deserialize, Serialize};
use storefront_core::account::Notice;
use storefront_core::validation::{validate_login, LoginForm, Message};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::resource::{customer_json, drams, Customer};
use crate::error::{check_form, ApiError};
use crate::extract::message_locale;
use crate::extract::Json;
use crate::routes::answers::MessageAnswer;
use crate::routes::auth::SignedIn;
use crate::routes::throttle::{refuse_if_throttled, ClientAddress};
use crate::state::AppState;
use storefront_accounts::passwords;
use storefront_accounts::throttle::{Action, LONGEST_WINDOW};
use storefront_accounts::tokens::{new_token, token_hash};
use storefront_db::clock;
use storefront_db::customers::accounts::{self, normalized_email};
use storefront_db::customers::sessions;
use storefront_db::throttle;

const SESSION: Duration = Duration::from_secs(24 * 3600);
const REMEMBERED_SESSION: Duration = Duration::from_secs(30 * 24 * 3600);

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(login)).routes(routes!(logout))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
struct LoginRequest {
    email: String,
    password: String,
    remember: bool,
}

/// A session: the token to send with the customer's calls, when it ends, and the customer.
#[derive(Debug, Serialize, ToSchema)]
pub struct LoginAnswer {
    pub token: String,
    pub expires_at: String,
    /// Seconds.
    pub expires_in: u64,
    pub message: String,
    pub data: Customer,
    /// The bonus balance in whole drams (also `data.rewards`; Bagisto-style clients read it here).
    pub rewards: i64,
}

/// Signs a customer in: `{token, expires_at, expires_in, message, data}`.
#[utoipa::path(post, path = "/api/customer/login", tag = "customer", request_body = LoginRequest,
    params(("token" = Option<bool>, Query, description = "ask for a token (always given)"), ("locale" = Option<String>, Query)),
    responses((status = 200, description = "Signed in", body = LoginAnswer),
              (status = 401, description = "`{error: \"Invalid Email or Password\"}`", body = crate::error::ErrorAnswer),
              (status = 403, description = "the shop blocked the account", body = crate::error::ErrorAnswer),
              (status = 422, description = "input the core refuses", body = crate::error::ValidationAnswer),
              (status = 429, description = "too many failed logins", body = crate::error::ThrottledAnswer)))]
async fn login(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    RawQuery(query): RawQuery,
    Json(request): Json<LoginRequest>,
) -> Result<Json<LoginAnswer>, ApiError> {
    let locale = message_locale(query.as_deref());
    check_form(&validate_login(&LoginForm { email: request.email.clone(), password: request.password.clone() }), locale)?;
    let email = normalized_email(&request.email);
    refuse_if_throttled(&state, Action::FailedLogin, &email, &address, locale).await?;
    let customer = accounts::find_by_email(&state.db, &email).await?;
    let matches = passwords::verify(request.password, customer.as_ref().map(|c| c.password_hash.clone())).await?;
    let Some(customer) = customer.filter(|_| matches) else {
        throttle::record(&state.db, Action::FailedLogin.code(), &email, &address, LONGEST_WINDOW).await?;
        return Err(ApiError::Unauthorized(Message::InvalidCredentials.text(locale).to_string()));
    };
    throttle::forget(&state.db, Action::FailedLogin.code(), &email, &address).await?;
    if customer.blocked {
        return Err(ApiError::Forbidden(Notice::AccountBlocked.text(locale).to_string()));
    }
    let lifetime = if request.remember { REMEMBERED_SESSION } else { SESSION };
    let token = new_token();
    let expires_at = clock::later(lifetime);
    sessions::create(&state.db, &token_hash(&token), customer.id, &expires_at).await?;
    let data = customer_json(&state, &customer).await?;
    Ok(Json(LoginAnswer {
        token,
        expires_at,
        expires_in: lifetime.as_secs(),
        message: Notice::LoggedIn.text(locale).into(),
        data,
        rewards: drams(customer.rewards_minor),
    }))
}

/// Signs out: the token used stops working at once.
#[utoipa::path(get, path = "/api/customer/logout", tag = "customer",
    params(("token" = String, Query)),
    responses((status = 200, description = "`{message}`", body = MessageAnswer), (status = 401, description = "no live token", body = crate::error::ErrorAnswer)))]
async fn logout(State(state): State<AppState>, signed_in: SignedIn) -> Result<Json<MessageAnswer>, ApiError> {
    sessions::revoke(&state.db, &signed_in.token_hash).await?;
    Ok(Json(MessageAnswer::new(Notice::LoggedOut.text(signed_in.locale))))
}
