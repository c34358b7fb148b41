//! The staff's order list: search by number, e-mail, name or phone; filters by status, payment
//! method, payment state and dates; sorted; one page at a time with the total.

use sqlx::Row;

use super::orders::{order_row, OrderRow, ORDER_COLUMNS};
use crate::sql::Sql;
use crate::{Db, Dialect};
use storefront_core::checkout::order_id_from_number;
use storefront_core::email::{email_key, phone_key};
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

    /// Orders are numbered as they are placed, so the newest are the highest ids and the latest
    /// times alike; over a span of dates the times are what the date indexes hold in order, and a
    /// page of the newest stops after its own rows instead of sorting the whole span.
    fn order_by(self, over_dates: bool) -> &'static str {
        match self {
            Sort::Newest if over_dates => " ORDER BY created_at DESC, id DESC",
            Sort::Oldest if over_dates => " ORDER BY created_at ASC, id ASC",
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

/// An e-mail, or the start of one: with an `@`, or a single word of the characters e-mails are
/// made of with a dot, dash or digit in it (`ani.1`), which names seldom have.
fn looks_like_email(search: &str) -> bool {
    search.contains('@')
        || (search.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '+'))
            && search.chars().any(|c| c.is_ascii_digit() || matches!(c, '.' | '_' | '-' | '+')))
}

/// What the search box holds, told apart by its shape.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Search<'a> {
    Number(i64),
    /// The start of a phone's key (the core's `email::phone_key`).
    Phone(String),
    /// The start of an e-mail's key (the core's `email::email_key`).
    Email(String),
    /// Part of a name, as typed.
    Name(&'a str),
}

fn search_of(filter: &OrderFilter) -> Option<Search<'_>> {
    let search = filter.search.as_deref().map(str::trim).filter(|s| !s.is_empty())?;
    let digits = search.chars().filter(char::is_ascii_digit).count();
    // An `@` settles it before the digits are counted: `096007180@mail.am` is an e-mail.
    Some(if search.contains('@') {
        Search::Email(email_key(search))
    } else if let Some(id) = order_id_from_number(search.trim_start_matches('#')).filter(|_| search.len() <= 7) {
        Search::Number(id)
    } else if digits >= 6 && digits * 2 >= search.len() {
        Search::Phone(phone_key(search))
    } else if looks_like_email(search) {
        Search::Email(email_key(search))
    } else {
        Search::Name(search)
    })
}

/// How a query reads the search's index.
#[derive(Debug, Clone, Copy, Default)]
struct Reading {
    /// Counting needs no more of a name's matches than the count's cap.
    most_matches: Option<i64>,
    /// An e-mail or phone prefix that matches thousands of orders: a page of them is found
    /// sooner by walking the list in order than by sorting all the prefix's entries, so on
    /// SQLite the prefix is written so that its index is not chosen (a unary `+`).
    walk_in_order: bool,
}

fn push_filter(sql: &mut Sql, dialect: Dialect, filter: &OrderFilter, reading: Reading) {
    let unindexed = if reading.walk_in_order && dialect == Dialect::Sqlite { "+" } else { "" };
    sql.push(" WHERE 1 = 1");
    match search_of(filter) {
        Some(Search::Number(id)) => {
            sql.push(" AND id = ").bind(id);
        }
        Some(Search::Phone(key)) => {
            // A prefix of the key, as a range the index answers (':' sorts after '9').
            sql.push(&format!(" AND {unindexed}phone_key >= "))
                .bind(key.clone())
                .push(&format!(" AND {unindexed}phone_key < "))
                .bind(format!("{key}:"));
        }
        Some(Search::Email(start)) => {
            // A prefix as a range, so the e-mail index answers it on both databases.
            sql.push(&format!(" AND {unindexed}email_key >= "))
                .bind(start.clone())
                .push(&format!(" AND {unindexed}email_key < "))
                .bind(format!("{start}\u{10FFFF}"));
        }
        Some(Search::Name(name)) => push_name_search(sql, dialect, name, reading.most_matches),
        None => {}
    }
    if !filter.statuses.is_empty() {
        sql.push(" AND status IN (").bind_list(&filter.statuses).push(")");
    }
    if let Some(method) = &filter.payment_method {
        sql.push(" AND payment_method = ").bind(method);
    }
    if let Some(state) = filter.payment_state {
        // A column the database computes from the facts (migration 0012), so an index holds it.
        sql.push(" AND payment_state = ").bind(state.code());
    }
    if let Some(from) = &filter.from {
        sql.push(" AND created_at >= ").bind(from);
    }
    if let Some(to) = &filter.to {
        sql.push(" AND created_at < ").bind(to);
    }
}

/// Part of a customer's name, in any case, through each database's trigram index (migration
/// 0012). A trigram index needs three characters; shorter text is looked for by a scan.
fn push_name_search(sql: &mut Sql, dialect: Dialect, search: &str, most_matches: Option<i64>) {
    let typed = as_typed(search);
    match dialect {
        Dialect::Sqlite if typed.chars().count() >= 3 => {
            sql.push(" AND id IN (SELECT rowid FROM orders_name_search WHERE orders_name_search MATCH ").bind(fts_phrase(&typed));
            // Counting needs no more matches than the count's cap: the index stops there instead
            // of listing every Sargsyan.
            if let Some(most) = most_matches {
                sql.push(" LIMIT ").bind(most);
            }
            sql.push(")");
        }
        // SQLite's LIKE ignores case in ASCII only and its LOWER knows ASCII only: between the two
        // clauses a short name matches as typed and in ASCII's other case.
        Dialect::Sqlite => {
            sql.push(" AND (customer_name LIKE ")
                .bind(format!("%{typed}%"))
                .push(" OR LOWER(customer_name) LIKE ")
                .bind(format!("%{}%", typed.to_lowercase()))
                .push(")");
        }
        // PostgreSQL's LOWER knows every script; the index is on LOWER(customer_name).
        Dialect::Postgres => {
            sql.push(" AND LOWER(customer_name) LIKE ").bind(format!("%{}%", typed.to_lowercase()));
        }
    }
}

/// A name as searched for: LIKE's wildcards and escape taken out, so what is typed is looked for
/// literally whichever way the search runs.
fn as_typed(name: &str) -> String {
    name.replace(['%', '_', '\\'], "")
}

/// The name as one FTS5 phrase: the text as typed, its quotes doubled.
fn fts_phrase(typed: &str) -> String {
    format!("\"{}\"", typed.replace('"', "\"\""))
}

/// Orders are counted up to this many: counting a million matching rows for every page costs more
/// than the page itself, and "more than 10,000" is all a person reads from a larger number.
pub const COUNT_CAP: i64 = 10_000;
/// A search is counted up to this many: someone looking for one order refines a search that
/// finds more than a thousand rather than paging through them.
pub const SEARCH_COUNT_CAP: i64 = 1_000;

/// One page of the list and how many orders match: `total` at most the cap, `more` when more
/// than that match ("10,000+").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListPage {
    pub orders: Vec<OrderRow>,
    pub total: i64,
    pub more: bool,
}

pub async fn page(db: &Db, filter: &OrderFilter, sort: Sort, limit: i64, offset: i64) -> Result<ListPage, sqlx::Error> {
    let only_a_name = matches!(search_of(filter), Some(Search::Name(_)))
        && filter.statuses.is_empty()
        && filter.payment_method.is_none()
        && filter.payment_state.is_none()
        && filter.from.is_none()
        && filter.to.is_none();
    let newest_first = sort == Sort::Newest;
    let cap = if search_of(filter).is_some() { SEARCH_COUNT_CAP } else { COUNT_CAP };
    if let (Dialect::Sqlite, true, true, Some(Search::Name(name))) =
        (db.dialect(), only_a_name, matches!(sort, Sort::Newest | Sort::Oldest), search_of(filter))
    {
        if name.chars().count() >= 3 {
            return name_page(db, name, newest_first, cap, limit, offset).await;
        }
    }
    let over_dates = filter.from.is_some() || filter.to.is_some();

    let prefix = matches!(search_of(filter), Some(Search::Email(_) | Search::Phone(_)));
    // A prefix is counted further than it is shown: how many it matches says how to read a page.
    let probe = if prefix { COUNT_CAP } else { cap };
    let mut count = Sql::new("SELECT COUNT(*) AS n FROM (SELECT 1 FROM orders");
    push_filter(&mut count, db.dialect(), filter, Reading { most_matches: only_a_name.then_some(cap + 1), ..Reading::default() });
    count.push(" LIMIT ").bind(probe + 1).push(") AS counted");
    let counted: i64 = count.query().fetch_one(db.pool()).await?.try_get("n")?;
    // The page's ids first, sorted from the indexes alone; only its own rows are read whole.
    let mut rows = Sql::new(ORDER_COLUMNS);
    rows.push(" WHERE id IN (SELECT id FROM orders");
    let walk_in_order = prefix
        && db.dialect() == Dialect::Sqlite
        && matches!(sort, Sort::Newest | Sort::Oldest)
        && !over_dates
        && walk_is_cheaper(db, counted, offset + limit).await?;
    push_filter(&mut rows, db.dialect(), filter, Reading { walk_in_order, ..Reading::default() });
    let order_by = sort.order_by(over_dates);
    rows.push(order_by).push(" LIMIT ").bind(limit).push(" OFFSET ").bind(offset).push(")").push(order_by);
    let orders = rows.query().fetch_all(db.pool()).await?.iter().map(order_row).collect::<Result<_, _>>()?;
    Ok(ListPage { orders, total: counted.min(cap), more: counted > cap })
}

/// Rows a walk through the list in order may read before sorting the prefix's own index
/// entries is the cheaper way to a page.
const WALK_BUDGET: i64 = 5_000;

/// Whether walking the orders in order finds the `wanted` first matches of a prefix that matches
/// `matched` of them (counted up to a probe) within the budget: the walk reads about
/// `wanted × orders ÷ matched` rows, the highest id standing in for the number of orders.
async fn walk_is_cheaper(db: &Db, matched: i64, wanted: i64) -> Result<bool, sqlx::Error> {
    if matched == 0 {
        return Ok(false);
    }
    let highest: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) FROM orders").fetch_one(db.pool()).await?;
    Ok(wanted.saturating_mul(highest) <= WALK_BUDGET.saturating_mul(matched))
}

/// A name alone, newest or oldest first, on SQLite: one pass of the trigram index hands over the
/// first `cap + 1` matches in order, which are both the count and the page's ids.
async fn name_page(db: &Db, name: &str, newest_first: bool, cap: i64, limit: i64, offset: i64) -> Result<ListPage, sqlx::Error> {
    let typed = as_typed(name);
    let direction = if newest_first { "DESC" } else { "ASC" };
    let matched: Vec<i64> = sqlx::query_scalar(&format!(
        "SELECT rowid FROM orders_name_search WHERE orders_name_search MATCH $1 ORDER BY rowid {direction} LIMIT $2"
    ))
    .bind(fts_phrase(&typed))
    .bind(cap + 1)
    .fetch_all(db.pool())
    .await?;
    let counted = matched.len() as i64;
    let ids: Vec<i64> = matched.into_iter().skip(offset.max(0) as usize).take(limit.max(0) as usize).collect();
    let mut rows = Sql::new(ORDER_COLUMNS);
    rows.push(" WHERE id IN (").bind_list(&ids).push(")").push(if newest_first { " ORDER BY id DESC" } else { " ORDER BY id ASC" });
    let orders = if ids.is_empty() {
        Vec::new()
    } else {
        rows.query().fetch_all(db.pool()).await?.iter().map(order_row).collect::<Result<_, _>>()?
    };
    Ok(ListPage { orders, total: counted.min(cap), more: counted > cap })
}

/// After a bulk import of orders: SQLite's trigram index is merged into one segment, as FTS5's
/// own merging would over time, so searches read one list per trigram instead of hundreds.
/// PostgreSQL's index needs nothing.
pub async fn tidy_search_index(db: &Db) -> Result<(), sqlx::Error> {
    if db.dialect() == Dialect::Sqlite {
        sqlx::query("INSERT INTO orders_name_search (orders_name_search) VALUES ('optimize')").execute(db.pool()).await?;
    }
    Ok(())
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
