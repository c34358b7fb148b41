//! The staff's order list: search by number, e-mail, name or phone; filters by status, payment
//! method, payment state and dates; sorted; one page at a time with the total.

use sqlx::Row;

use super::orders::{order_row, OrderRow, ORDER_COLUMNS};
use crate::sql::Sql;
use crate::Db;
use storefront_core::checkout::order_id_from_number;
use storefront_core::email::phone_key;
use storefront_core::orders::PaymentState;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Sort {
    #[default]
    Newest,
    Oldest,
    TotalHighest,
    TotalLowest,
}

impl Sort {
    pub fn parse(code: &str) -> Option<Sort> {
        match code {
            "newest" => Some(Sort::Newest),
            "oldest" => Some(Sort::Oldest),
            "total_desc" => Some(Sort::TotalHighest),
            "total_asc" => Some(Sort::TotalLowest),
            _ => None,
        }
    }

    fn order_by(self) -> &'static str {
        match self {
            Sort::Newest => " ORDER BY id DESC",
            Sort::Oldest => " ORDER BY id ASC",
            Sort::TotalHighest => " ORDER BY grand_total_minor DESC, id DESC",
            Sort::TotalLowest => " ORDER BY grand_total_minor ASC, id DESC",
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OrderFilter {
    /// An order number, an e-mail (or its start), a phone number or part of a name.
    pub search: Option<String>,
    pub statuses: Vec<String>,
    pub payment_method: Option<String>,
    pub payment_state: Option<PaymentState>,
    /// Stored timestamps: placed at or after `from`, before `to`.
    pub from: Option<String>,
    pub to: Option<String>,
}

/// Whether the shop holds the money, as SQL over one order row (the core's `OrderFacts::is_paid`):
/// a provider's confirmation, or cash once handed over.
const IS_PAID: &str = "(paid_at IS NOT NULL OR (payment_method = 'cashondelivery' AND status IN ('completed', 'refunded')))";

/// An e-mail, or the start of one: with an `@`, or a single word of the characters e-mails are
/// made of with a dot, dash or digit in it (`ani.1`), which names seldom have.
fn looks_like_email(search: &str) -> bool {
    search.contains('@')
        || (search.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '+'))
            && search.chars().any(|c| c.is_ascii_digit() || matches!(c, '.' | '_' | '-' | '+')))
}

fn push_filter(sql: &mut Sql, filter: &OrderFilter) {
    sql.push(" WHERE 1 = 1");
    if let Some(search) = filter.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        let digits: String = search.chars().filter(char::is_ascii_digit).collect();
        if let Some(id) = order_id_from_number(search.trim_start_matches('#')).filter(|_| search.len() <= 7) {
            sql.push(" AND id = ").bind(id);
        } else if digits.len() >= 6 && digits.len() * 2 >= search.len() {
            // A prefix of the phone's key, as a range the index answers (':' sorts after '9').
            let key = phone_key(search);
            sql.push(" AND phone_key >= ").bind(key.clone()).push(" AND phone_key < ").bind(format!("{key}:"));
        } else if looks_like_email(search) {
            // A prefix as a range, so the e-mail index answers it on both databases.
            let start = search.to_lowercase();
            sql.push(" AND email >= ").bind(start.clone()).push(" AND email < ").bind(format!("{start}\u{10FFFF}"));
        } else {
            // SQLite's LIKE ignores case in ASCII only and its LOWER knows ASCII only; PostgreSQL's
            // LOWER knows every script. Between the two clauses a name matches as typed, and in any
            // case where the database can tell (Armenian capitals on PostgreSQL).
            let typed = search.replace(['%', '_'], "");
            sql.push(" AND (customer_name LIKE ")
                .bind(format!("%{typed}%"))
                .push(" OR LOWER(customer_name) LIKE ")
                .bind(format!("%{}%", typed.to_lowercase()))
                .push(")");
        }
    }
    if !filter.statuses.is_empty() {
        sql.push(" AND status IN (").bind_list(&filter.statuses).push(")");
    }
    if let Some(method) = &filter.payment_method {
        sql.push(" AND payment_method = ").bind(method);
    }
    match filter.payment_state {
        Some(PaymentState::Unpaid) => {
            sql.push(&format!(" AND NOT {IS_PAID}"));
        }
        Some(PaymentState::Paid) => {
            sql.push(&format!(" AND {IS_PAID} AND refunded_minor = 0"));
        }
        Some(PaymentState::PartiallyRefunded) => {
            sql.push(" AND refunded_minor > 0 AND refunded_minor < grand_total_minor");
        }
        Some(PaymentState::Refunded) => {
            sql.push(" AND refunded_minor > 0 AND refunded_minor >= grand_total_minor");
        }
        None => {}
    }
    if let Some(from) = &filter.from {
        sql.push(" AND created_at >= ").bind(from);
    }
    if let Some(to) = &filter.to {
        sql.push(" AND created_at < ").bind(to);
    }
}

/// Orders are counted up to this many: counting a million matching rows for every page costs more
/// than the page itself, and "more than 10,000" is all a person reads from a larger number.
pub const COUNT_CAP: i64 = 10_000;

/// One page of orders and how many match, up to [`COUNT_CAP`] + 1 (more than the cap: "10,000+").
pub async fn page(db: &Db, filter: &OrderFilter, sort: Sort, limit: i64, offset: i64) -> Result<(Vec<OrderRow>, i64), sqlx::Error> {
    let mut count = Sql::new("SELECT COUNT(*) AS n FROM (SELECT 1 FROM orders");
    push_filter(&mut count, filter);
    count.push(" LIMIT ").bind(COUNT_CAP + 1).push(") AS counted");
    let total: i64 = count.query().fetch_one(db.pool()).await?.try_get("n")?;
    let mut rows = Sql::new(ORDER_COLUMNS);
    push_filter(&mut rows, filter);
    rows.push(sort.order_by()).push(" LIMIT ").bind(limit).push(" OFFSET ").bind(offset);
    let orders = rows.query().fetch_all(db.pool()).await?.iter().map(order_row).collect::<Result<_, _>>()?;
    Ok((orders, total))
}

/// How many orders wait in each of these statuses (the dashboard's "waiting for action").
pub async fn count_by_status(db: &Db) -> Result<Vec<(String, i64)>, sqlx::Error> {
    sqlx::query("SELECT status, COUNT(*) AS n FROM orders GROUP BY status")
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| Ok((row.try_get("status")?, row.try_get("n")?)))
        .collect()
}

/// Orders placed since `since` (a stored timestamp) that were not canceled, and what they
/// brought in after refunds.
pub async fn sales_since(db: &Db, since: &str) -> Result<(i64, i64), sqlx::Error> {
    let row = sqlx::query(
        "SELECT COUNT(*) AS n, CAST(COALESCE(SUM(grand_total_minor - refunded_minor), 0) AS BIGINT) AS revenue FROM orders \
         WHERE created_at >= $1 AND status <> 'canceled'",
    )
    .bind(since)
    .fetch_one(db.pool())
    .await?;
    // PostgreSQL sums BIGINTs as NUMERIC, hence the cast back.
    Ok((row.try_get("n")?, row.try_get("revenue")?))
}

/// Revenue per day (`YYYY-MM-DD`, UTC) of the orders placed since `since`, not canceled.
pub async fn daily_sales(db: &Db, since: &str) -> Result<Vec<(String, i64)>, sqlx::Error> {
    sqlx::query(
        "SELECT SUBSTR(created_at, 1, 10) AS day, CAST(SUM(grand_total_minor - refunded_minor) AS BIGINT) AS revenue FROM orders \
         WHERE created_at >= $1 AND status <> 'canceled' GROUP BY SUBSTR(created_at, 1, 10) ORDER BY day",
    )
    .bind(since)
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| Ok((row.try_get("day")?, row.try_get("revenue")?)))
    .collect()
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopProduct {
    pub sku: String,
    pub name: String,
    pub qty: i64,
    pub revenue_minor: i64,
}

/// The products that sold the most (by quantity) in the orders placed since `since`.
pub async fn top_products(db: &Db, since: &str, limit: i64) -> Result<Vec<TopProduct>, sqlx::Error> {
    sqlx::query(
        "SELECT i.sku AS sku, MIN(i.name) AS name, CAST(SUM(i.qty) AS BIGINT) AS qty, CAST(SUM(i.total_minor) AS BIGINT) AS revenue \
         FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.created_at >= $1 AND o.status <> 'canceled' \
         GROUP BY i.sku ORDER BY qty DESC, revenue DESC LIMIT $2",
    )
    .bind(since)
    .bind(limit)
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| {
        Ok(TopProduct {
            sku: row.try_get("sku")?,
            name: row.try_get("name")?,
            qty: row.try_get("qty")?,
            revenue_minor: row.try_get("revenue")?,
        })
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use super::looks_like_email;

    #[test]
    fn the_start_of_an_e_mail_is_told_from_a_name() {
        for email in ["ani@example.am", "ani.1", "aram_s", "mary-j", "gor2"] {
            assert!(looks_like_email(email), "{email}");
        }
        for name in ["Sargsyan", "Ani Sargs", "Սարգսյան", "J. Smith"] {
            assert!(!looks_like_email(name), "{name}");
        }
    }
}
