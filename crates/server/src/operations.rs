//! What a shop operator does until the back office exists, run as `storefront-server` commands:
//! completing an order (which credits the customer's bonuses) and approving a company's seller
//! application (which opens its store).

use sqlx::Row;
use storefront_core::checkout::order_id_from_number;
use storefront_core::rewards::earned;
use storefront_core::translit::to_latin;

use crate::clock;
use crate::db::Db;
use crate::store::checkout::orders;
use crate::store::customers::accounts::normalized_email;
use crate::store::customers::rewards;

#[derive(Debug, PartialEq, Eq)]
pub enum Completion {
    /// Completed now; the customer (if any) earned this many minor units.
    Completed { earned_minor: i64 },
    /// No order has that number, or it is already completed or canceled.
    Unchanged,
}

/// Completes the order with this number (`increment_id`) and credits the bonuses it earns.
pub async fn complete_order(db: &Db, number: &str, percent: u32) -> Result<Completion, sqlx::Error> {
    let Some(id) = order_id_from_number(number) else { return Ok(Completion::Unchanged) };
    let Some(order) = orders::complete(db, id).await? else { return Ok(Completion::Unchanged) };
    let points = earned(order.sub_total_minor - order.discount_minor, percent);
    let earned_minor = match order.customer_id {
        Some(customer) if rewards::earn(db, customer, order.id, points).await? => points,
        _ => 0,
    };
    Ok(Completion::Completed { earned_minor })
}

#[derive(Debug, PartialEq, Eq)]
pub enum Approval {
    /// The store is open at `/stores/{url}`.
    Approved { url: String },
    /// No pending application for that e-mail.
    NothingPending,
}

/// A store address from a company name: Latin letters and digits joined by hyphens.
fn store_url(company: &str, id: i64) -> String {
    let words: Vec<String> = company
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| to_latin(&w.to_lowercase()).chars().filter(char::is_ascii_alphanumeric).collect::<String>())
        .filter(|w| !w.is_empty())
        .collect();
    match words.is_empty() {
        true => format!("store-{id}"),
        false => format!("{}-{id}", words.join("-")),
    }
}

/// Approves the pending seller application of the account with this e-mail: the company
/// becomes a store (titled with its name in every language) in one transaction.
pub async fn approve_seller(db: &Db, email: &str) -> Result<Approval, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    let application = sqlx::query(
        "SELECT a.id, a.company_name FROM seller_applications a JOIN customers c ON c.id = a.customer_id \
         WHERE c.email = $1 AND a.status = 'pending'",
    )
    .bind(normalized_email(email))
    .fetch_optional(&mut *tx)
    .await?;
    let Some(application) = application else { return Ok(Approval::NothingPending) };
    let (application_id, company): (i64, String) = (application.try_get("id")?, application.try_get("company_name")?);
    let url = store_url(&company, application_id);
    let seller_id: i64 = sqlx::query("INSERT INTO sellers (url, status, created_at) VALUES ($1, 'approved', $2) RETURNING id")
        .bind(&url)
        .bind(&now)
        .fetch_one(&mut *tx)
        .await?
        .try_get("id")?;
    for locale in ["hy", "ru", "en"] {
        sqlx::query("INSERT INTO seller_translations (seller_id, locale, shop_title, description) VALUES ($1, $2, $3, '')")
            .bind(seller_id)
            .bind(locale)
            .bind(&company)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("UPDATE seller_applications SET status = 'approved', seller_id = $1, decided_at = $2 WHERE id = $3")
        .bind(seller_id)
        .bind(&now)
        .bind(application_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Approval::Approved { url })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_urls_are_latin_and_unique_by_application() {
        assert_eq!(store_url("Ararat LLC", 7), "ararat-llc-7");
        assert_eq!(store_url("Արարատ ՍՊԸ", 3), format!("{}-{}-3", to_latin("արարատ"), to_latin("սպը")));
        assert_eq!(store_url("!!!", 4), "store-4");
    }
}
