//! The customer resource the account calls answer.

use serde_json::{json, Value};

use crate::error::ApiError;
use crate::state::AppState;
use storefront_db::customers::accounts::{self, CustomerRow};

/// Bonuses are kept in minor units and shown in whole drams.
pub fn drams(minor: i64) -> i64 {
    minor / 100
}

pub async fn customer_json(state: &AppState, customer: &CustomerRow) -> Result<Value, ApiError> {
    let application =
        accounts::seller_application(&state.db, customer.id).await?.map(|a| json!({ "company_name": a.company_name, "status": a.status }));
    Ok(json!({
        "id": customer.id,
        "email": customer.email,
        "first_name": customer.first_name,
        "last_name": customer.last_name,
        "name": format!("{} {}", customer.first_name, customer.last_name).trim(),
        "phone": customer.phone,
        "gender": customer.gender,
        "date_of_birth": customer.date_of_birth,
        "rewards": drams(customer.rewards_minor),
        "seller_application": application,
    }))
}

/// The signed-in customer's row (gone only if the account was deleted meanwhile).
pub async fn load(state: &AppState, customer_id: i64, locale: storefront_core::locale::Locale) -> Result<CustomerRow, ApiError> {
    accounts::find(&state.db, customer_id).await?.ok_or_else(|| crate::routes::auth::unauthenticated(locale))
}
