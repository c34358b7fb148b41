//! Address books. Every query is scoped by the customer, so one customer's id can never reach
//! another's address. One address per customer is the default: the first one, or the one last
//! chosen; deleting it passes the badge to the oldest remaining address.

use sqlx::any::AnyArguments;
use sqlx::query::Query;
use sqlx::{Any, Row};

use crate::clock;
use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AddressRow {
    pub id: i64,
    pub first_name: String,
    pub last_name: String,
    pub company_name: String,
    /// JSON array of street lines.
    pub address1: String,
    pub city: String,
    pub postcode: String,
    pub state: String,
    pub country: String,
    pub phone: String,
    pub is_default: bool,
}

pub struct AddressFields<'a> {
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub company_name: &'a str,
    pub address1: &'a str,
    pub city: &'a str,
    pub postcode: &'a str,
    pub state: &'a str,
    pub country: &'a str,
    pub phone: &'a str,
}

const COLUMNS: &str = "SELECT id, first_name, last_name, company_name, address1, city, postcode, state, country, phone, is_default \
                       FROM customer_addresses";

fn address_row(row: &sqlx::any::AnyRow) -> Result<AddressRow, sqlx::Error> {
    Ok(AddressRow {
        id: row.try_get("id")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
        company_name: row.try_get("company_name")?,
        address1: row.try_get("address1")?,
        city: row.try_get("city")?,
        postcode: row.try_get("postcode")?,
        state: row.try_get("state")?,
        country: row.try_get("country")?,
        phone: row.try_get("phone")?,
        is_default: row.try_get::<i64, _>("is_default")? != 0,
    })
}

/// Bounded: an address book is short, but a list answer must never be unbounded.
pub use storefront_core::validation::ADDRESS_BOOK_LIMIT as MAX_ADDRESSES;

pub async fn list(db: &Db, customer_id: i64) -> Result<Vec<AddressRow>, sqlx::Error> {
    sqlx::query(&format!("{COLUMNS} WHERE customer_id = $1 ORDER BY id LIMIT $2"))
        .bind(customer_id)
        .bind(MAX_ADDRESSES)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(address_row)
        .collect()
}

pub async fn find(db: &Db, customer_id: i64, id: i64) -> Result<Option<AddressRow>, sqlx::Error> {
    sqlx::query(&format!("{COLUMNS} WHERE customer_id = $1 AND id = $2"))
        .bind(customer_id)
        .bind(id)
        .fetch_optional(db.pool())
        .await?
        .as_ref()
        .map(address_row)
        .transpose()
}

pub async fn count(db: &Db, customer_id: i64) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM customer_addresses WHERE customer_id = $1")
        .bind(customer_id)
        .fetch_one(db.pool())
        .await?
        .try_get("n")
}

/// Binds the fields as `$1` … `$9`, in the order both the insert and the update name them.
fn bind_fields<'q>(query: Query<'q, Any, AnyArguments<'q>>, fields: &AddressFields<'q>) -> Query<'q, Any, AnyArguments<'q>> {
    query
        .bind(fields.first_name)
        .bind(fields.last_name)
        .bind(fields.company_name)
        .bind(fields.address1)
        .bind(fields.city)
        .bind(fields.postcode)
        .bind(fields.state)
        .bind(fields.country)
        .bind(fields.phone)
}

type Tx<'c> = sqlx::Transaction<'c, sqlx::Any>;

async fn clear_default(tx: &mut Tx<'_>, customer_id: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE customer_addresses SET is_default = 0 WHERE customer_id = $1 AND is_default = 1")
        .bind(customer_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Adds an address; it is the default when asked or when it is the first one.
pub async fn create(db: &Db, customer_id: i64, fields: &AddressFields<'_>, make_default: bool) -> Result<i64, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.begin_write().await?;
    let existing: i64 = sqlx::query("SELECT COUNT(*) AS n FROM customer_addresses WHERE customer_id = $1")
        .bind(customer_id)
        .fetch_one(&mut *tx)
        .await?
        .try_get("n")?;
    let is_default = make_default || existing == 0;
    if is_default {
        clear_default(&mut tx, customer_id).await?;
    }
    let insert = sqlx::query(
        "INSERT INTO customer_addresses (first_name, last_name, company_name, address1, city, postcode, state, country, phone, \
         customer_id, is_default, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id",
    );
    let id: i64 =
        bind_fields(insert, fields).bind(customer_id).bind(i64::from(is_default)).bind(&now).fetch_one(&mut *tx).await?.try_get("id")?;
    tx.commit().await?;
    Ok(id)
}

/// Changes the customer's address `id`; `false` when they have no such address.
pub async fn update(db: &Db, customer_id: i64, id: i64, fields: &AddressFields<'_>, make_default: bool) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let owned = sqlx::query("SELECT id FROM customer_addresses WHERE customer_id = $1 AND id = $2")
        .bind(customer_id)
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        .is_some();
    if !owned {
        return Ok(false);
    }
    if make_default {
        clear_default(&mut tx, customer_id).await?;
    }
    let change = sqlx::query(
        "UPDATE customer_addresses SET first_name = $1, last_name = $2, company_name = $3, address1 = $4, city = $5, postcode = $6, \
         state = $7, country = $8, phone = $9, is_default = CASE WHEN $10 = 1 THEN 1 ELSE is_default END, updated_at = $11 \
         WHERE customer_id = $12 AND id = $13",
    );
    bind_fields(change, fields).bind(i64::from(make_default)).bind(clock::now()).bind(customer_id).bind(id).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(true)
}

/// Deletes the customer's address `id`; `false` when they have no such address.
pub async fn delete(db: &Db, customer_id: i64, id: i64) -> Result<bool, sqlx::Error> {
    let mut tx = db.pool().begin().await?;
    let deleted = sqlx::query("DELETE FROM customer_addresses WHERE customer_id = $1 AND id = $2")
        .bind(customer_id)
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    if deleted == 0 {
        return Ok(false);
    }
    sqlx::query(
        "UPDATE customer_addresses SET is_default = 1 WHERE id = (SELECT MIN(id) FROM customer_addresses WHERE customer_id = $1) \
         AND NOT EXISTS (SELECT 1 FROM customer_addresses WHERE customer_id = $1 AND is_default = 1)",
    )
    .bind(customer_id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(true)
}
