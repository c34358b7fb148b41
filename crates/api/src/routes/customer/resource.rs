//! The customer resource the account calls answer.

use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiError;
use crate::state::AppState;
use storefront_db::customers::accounts::{self, CustomerRow};

/// Bonuses are kept in minor units and shown in whole drams.
pub fn drams(minor: i64) -> i64 {
    minor / 100
}

/// The signed-in customer; `rewards` is the bonus balance in whole drams.
#[derive(Debug, Serialize, ToSchema)]
pub struct Customer {
    pub id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub name: String,
    pub phone: String,
    pub gender: String,
    pub date_of_birth: Option<String>,
    pub rewards: i64,
    /// A company's application to sell, while there is one.
    pub seller_application: Option<SellerApplication>,
}

/// `status`: `pending` until an operator approves it, then `approved`.
#[derive(Debug, Serialize, ToSchema)]
pub struct SellerApplication {
    pub company_name: String,
    pub status: String,
}

pub async fn customer_json(state: &AppState, customer: &CustomerRow) -> Result<Customer, ApiError> {
    let application = accounts::seller_application(&state.db, customer.id)
        .await?
        .map(|a| SellerApplication { company_name: a.company_name, status: a.status });
    Ok(Customer {
        id: customer.id,
        email: customer.email.clone(),
        first_name: customer.first_name.clone(),
        last_name: customer.last_name.clone(),
        name: format!("{} {}", customer.first_name, customer.last_name).trim().to_string(),
        phone: customer.phone.clone(),
        gender: customer.gender.clone(),
        date_of_birth: customer.date_of_birth.clone(),
        rewards: drams(customer.rewards_minor),
        seller_application: application,
    })
}

/// The signed-in customer's row (gone only if the account was deleted meanwhile).
pub async fn load(state: &AppState, customer_id: i64, locale: storefront_core::locale::Locale) -> Result<CustomerRow, ApiError> {
    accounts::find(&state.db, customer_id).await?.ok_or_else(|| crate::routes::auth::unauthenticated(locale))
}
