//! What a shop operator does until the back office exists, run as `storefront-server` commands:
//! completing an order (which credits the customer's bonuses) and approving a company's seller
//! application (which opens its store).

use storefront_core::checkout::order_id_from_number;
use storefront_core::rewards::earned;

use storefront_db::checkout::orders;
use storefront_db::content::sellers;
use storefront_db::customers::accounts::normalized_email;
use storefront_db::customers::rewards;
use storefront_db::Db;

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

/// Approves the pending seller application of the account with this e-mail: the company
/// becomes a store (titled with its name in every language) in one transaction.
pub async fn approve_seller(db: &Db, email: &str) -> Result<Approval, sqlx::Error> {
    Ok(match sellers::approve_application(db, &normalized_email(email)).await? {
        Some(url) => Approval::Approved { url },
        None => Approval::NothingPending,
    })
}
