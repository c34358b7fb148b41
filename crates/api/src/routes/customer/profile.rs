//! The signed-in customer's own data: reading it, changing the profile, the bonus history.

use axum::extract::State;
use serde::Serialize;
use storefront_core::account::Notice;
use storefront_core::validation::{stored_gender, validate_profile, Message, ProfileForm};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::resource::{customer_json, drams, load, Customer};
use crate::error::{check_form, ApiError, FieldErrors};
use crate::extract::Json;
use crate::routes::answers::{ChangedAnswer, DataAnswer};
use crate::routes::auth::{SignedIn, SignedInWith};
use crate::state::AppState;
use storefront_accounts::passwords;
use storefront_core::checkout::order_number;
use storefront_db::customers::accounts::{self, ProfileChange};
use storefront_db::customers::rewards;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_customer)).routes(routes!(update_profile)).routes(routes!(reward_history))
}

/// `{data: customer}`.
#[utoipa::path(get, path = "/api/customer/get", tag = "customer",
    params(("token" = String, Query)),
    responses((status = 200, description = "`{data: customer}`", body = DataAnswer<Customer>), (status = 401, description = "no live token", body = crate::error::ErrorAnswer)))]
async fn get_customer(State(state): State<AppState>, signed_in: SignedIn) -> Result<Json<DataAnswer<Customer>>, ApiError> {
    let customer = load(&state, signed_in.customer_id, signed_in.locale).await?;
    Ok(Json(DataAnswer::new(customer_json(&state, &customer).await?)))
}

/// Saves the profile: `{message, data: customer}`; an empty password keeps the old one.
#[utoipa::path(put, path = "/api/customer/profile", tag = "customer", request_body = storefront_core::validation::ProfileForm,
    params(("locale" = Option<String>, Query)),
    responses((status = 200, description = "`{message, data: customer}`", body = ChangedAnswer<Customer>), (status = 422, description = "`{errors}`", body = crate::error::ValidationAnswer)))]
async fn update_profile(
    State(state): State<AppState>,
    SignedInWith(signed_in, form): SignedInWith<ProfileForm>,
) -> Result<Json<ChangedAnswer<Customer>>, ApiError> {
    let locale = signed_in.locale;
    check_form(&validate_profile(&form), locale)?;
    let password_hash = match form.password.is_empty() {
        true => None,
        false => Some(passwords::hash(form.password.clone()).await?),
    };
    let date_of_birth = form.date_of_birth.as_deref().map(str::trim).filter(|d| !d.is_empty());
    let change = ProfileChange {
        first_name: &form.first_name,
        last_name: &form.last_name,
        email: &form.email,
        phone: &form.phone,
        gender: stored_gender(&form.gender).unwrap_or_default(),
        date_of_birth,
        password_hash: password_hash.as_deref(),
    };
    if !accounts::update_profile(&state.db, signed_in.customer_id, &change).await? {
        return Err(FieldErrors::new().with("email", Message::EmailTaken.text(locale)).into());
    }
    let customer = load(&state, signed_in.customer_id, locale).await?;
    Ok(Json(ChangedAnswer { message: Notice::ProfileUpdated.text(locale).into(), data: customer_json(&state, &customer).await? }))
}

/// The bonus balance in whole drams and its changes, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct Rewards {
    pub balance: i64,
    pub history: Vec<RewardChange>,
}

/// Bonuses earned (positive) or spent (negative), in whole drams, and the order they came with.
#[derive(Debug, Serialize, ToSchema)]
pub struct RewardChange {
    pub points: i64,
    pub reason: String,
    pub order_id: Option<i64>,
    /// The order's number as shoppers see it.
    pub increment_id: Option<String>,
    pub created_at: String,
}

/// The bonus balance and its history, newest first.
#[utoipa::path(get, path = "/api/customer/rewards", tag = "customer",
    params(("token" = String, Query)),
    responses((status = 200, description = "`{data: {balance, history}}`", body = DataAnswer<Rewards>), (status = 401, description = "no live token", body = crate::error::ErrorAnswer)))]
async fn reward_history(State(state): State<AppState>, signed_in: SignedIn) -> Result<Json<DataAnswer<Rewards>>, ApiError> {
    let customer = load(&state, signed_in.customer_id, signed_in.locale).await?;
    let history = rewards::history(&state.db, customer.id)
        .await?
        .into_iter()
        .map(|event| RewardChange {
            points: drams(event.points_minor),
            reason: event.reason,
            order_id: event.order_id,
            increment_id: event.order_id.map(order_number),
            created_at: event.created_at,
        })
        .collect();
    Ok(Json(DataAnswer::new(Rewards { balance: drams(customer.rewards_minor), history })))
}
