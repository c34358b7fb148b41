//! Customers and the seller applications of company registrations.

use sqlx::Row;

use super::is_duplicate;
use crate::clock;
use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomerRow {
    pub id: i64,
    pub email: String,
    pub password_hash: String,
    pub first_name: String,
    pub last_name: String,
    pub phone: String,
    pub gender: String,
    pub date_of_birth: Option<String>,
    pub rewards_minor: i64,
    /// The shop blocked the account: it cannot sign in.
    pub blocked: bool,
    pub created_at: String,
}

pub(crate) const COLUMNS: &str =
    "SELECT id, email, password_hash, first_name, last_name, phone, gender, date_of_birth, rewards_minor, blocked_at, created_at FROM customers";

pub(crate) fn customer_row(row: &sqlx::any::AnyRow) -> Result<CustomerRow, sqlx::Error> {
    Ok(CustomerRow {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        password_hash: row.try_get("password_hash")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
        phone: row.try_get("phone")?,
        gender: row.try_get("gender")?,
        date_of_birth: row.try_get("date_of_birth")?,
        rewards_minor: row.try_get("rewards_minor")?,
        blocked: row.try_get::<Option<String>, _>("blocked_at")?.is_some(),
        created_at: row.try_get("created_at")?,
    })
}

/// The form e-mails are stored and looked up in.
pub fn normalized_email(email: &str) -> String {
    email.trim().to_lowercase()
}

pub async fn find(db: &Db, id: i64) -> Result<Option<CustomerRow>, sqlx::Error> {
    sqlx::query(&format!("{COLUMNS} WHERE id = $1")).bind(id).fetch_optional(db.pool()).await?.as_ref().map(customer_row).transpose()
}

pub async fn find_by_email(db: &Db, email: &str) -> Result<Option<CustomerRow>, sqlx::Error> {
    sqlx::query(&format!("{COLUMNS} WHERE email = $1"))
        .bind(normalized_email(email))
        .fetch_optional(db.pool())
        .await?
        .as_ref()
        .map(customer_row)
        .transpose()
}

/// A customer's name as staff search it: folded by the core across case, scripts and
/// transliteration, as the product search folds words.
pub fn name_key(first_name: &str, last_name: &str) -> String {
    storefront_core::translit::search_key(&format!("{first_name} {last_name}"))
}

pub struct NewCustomer<'a> {
    pub email: &'a str,
    pub password_hash: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub phone: &'a str,
}

/// A company's request to sell, recorded with its account.
pub struct NewApplication<'a> {
    pub company_name: &'a str,
    pub vat_id: &'a str,
    pub position: &'a str,
    pub address1: &'a str,
    pub phone: &'a str,
    pub country: &'a str,
    pub state: &'a str,
    pub city: &'a str,
    pub postcode: &'a str,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Created {
    Customer(i64),
    EmailTaken,
}

/// The account and, for a company, its seller application, together or not at all.
pub async fn create(db: &Db, customer: &NewCustomer<'_>, application: Option<&NewApplication<'_>>) -> Result<Created, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    let inserted = sqlx::query(
        "INSERT INTO customers (email, password_hash, first_name, last_name, phone, created_at, updated_at, name_key) \
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id",
    )
    .bind(normalized_email(customer.email))
    .bind(customer.password_hash)
    .bind(customer.first_name.trim())
    .bind(customer.last_name.trim())
    .bind(customer.phone.trim())
    .bind(&now)
    .bind(name_key(customer.first_name, customer.last_name))
    .fetch_one(&mut *tx)
    .await;
    let id: i64 = match inserted {
        Ok(row) => row.try_get("id")?,
        Err(error) if is_duplicate(&error) => return Ok(Created::EmailTaken),
        Err(error) => return Err(error),
    };
    if let Some(a) = application {
        sqlx::query(
            "INSERT INTO seller_applications (customer_id, company_name, vat_id, position, address1, phone, country, state, city, postcode, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(id)
        .bind(a.company_name.trim())
        .bind(a.vat_id.trim())
        .bind(a.position.trim())
        .bind(a.address1.trim())
        .bind(a.phone.trim())
        .bind(a.country)
        .bind(a.state)
        .bind(a.city)
        .bind(a.postcode)
        .bind(&now)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(Created::Customer(id))
}

pub struct ProfileChange<'a> {
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub email: &'a str,
    pub phone: &'a str,
    pub gender: &'a str,
    pub date_of_birth: Option<&'a str>,
    /// A new password's hash, when one was typed.
    pub password_hash: Option<&'a str>,
}

/// Saves the profile; `false` when the new e-mail belongs to another account.
pub async fn update_profile(db: &Db, id: i64, change: &ProfileChange<'_>) -> Result<bool, sqlx::Error> {
    let result = sqlx::query(
        "UPDATE customers SET first_name = $1, last_name = $2, email = $3, phone = $4, gender = $5, date_of_birth = $6, \
         password_hash = COALESCE($7, password_hash), updated_at = $8, name_key = $10 WHERE id = $9",
    )
    .bind(change.first_name.trim())
    .bind(change.last_name.trim())
    .bind(normalized_email(change.email))
    .bind(change.phone.trim())
    .bind(change.gender.trim())
    .bind(change.date_of_birth)
    .bind(change.password_hash)
    .bind(clock::now())
    .bind(id)
    .bind(name_key(change.first_name, change.last_name))
    .execute(db.pool())
    .await;
    match result {
        Ok(_) => Ok(true),
        Err(error) if is_duplicate(&error) => Ok(false),
        Err(error) => Err(error),
    }
}

pub async fn set_password(db: &Db, id: i64, password_hash: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE customers SET password_hash = $1, updated_at = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(clock::now())
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplicationRow {
    pub id: i64,
    pub company_name: String,
    pub status: String,
}

pub async fn seller_application(db: &Db, customer_id: i64) -> Result<Option<ApplicationRow>, sqlx::Error> {
    let row = sqlx::query("SELECT id, company_name, status FROM seller_applications WHERE customer_id = $1")
        .bind(customer_id)
        .fetch_optional(db.pool())
        .await?;
    row.map(|row| Ok(ApplicationRow { id: row.try_get("id")?, company_name: row.try_get("company_name")?, status: row.try_get("status")? }))
        .transpose()
}
