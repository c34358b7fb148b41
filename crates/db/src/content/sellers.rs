//! Stores: approved sellers only (a company's application stays `pending` until an operator
//! approves it: [`approve_application`]).

use sqlx::Row;
use storefront_core::locale::Locale;
use storefront_core::translit::store_url;

use crate::clock;
use crate::sql::Sql;
use crate::Db;

/// Stores a list answers at most.
pub const MAX_SELLERS: i64 = 500;

/// An approved seller with its texts in one locale (Armenian where a translation is missing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SellerRow {
    pub id: i64,
    pub url: String,
    pub logo_path: Option<String>,
    pub shop_title: String,
    pub description: String,
}

const SELLER_COLUMNS: &str = "SELECT s.id, s.url, s.logo_path, \
    COALESCE(t.shop_title, f.shop_title, s.url) AS shop_title, COALESCE(t.description, f.description, '') AS description \
    FROM sellers s \
    LEFT JOIN seller_translations t ON t.seller_id = s.id AND t.locale = $1 \
    LEFT JOIN seller_translations f ON f.seller_id = s.id AND f.locale = 'hy'";

fn seller_row(row: &sqlx::any::AnyRow) -> Result<SellerRow, sqlx::Error> {
    Ok(SellerRow {
        id: row.try_get("id")?,
        url: row.try_get("url")?,
        logo_path: row.try_get("logo_path")?,
        shop_title: row.try_get("shop_title")?,
        description: row.try_get("description")?,
    })
}

/// Approved sellers, oldest first, at most [`MAX_SELLERS`].
pub async fn approved(db: &Db, locale: Locale) -> Result<Vec<SellerRow>, sqlx::Error> {
    let mut sql = Sql::new(SELLER_COLUMNS);
    sql.arg(locale.code()).push(" WHERE s.status = 'approved' ORDER BY s.id LIMIT ").bind(MAX_SELLERS);
    sql.query().fetch_all(db.pool()).await?.iter().map(seller_row).collect()
}

/// The approved seller with this url.
pub async fn find_approved(db: &Db, url: &str, locale: Locale) -> Result<Option<SellerRow>, sqlx::Error> {
    let mut sql = Sql::new(SELLER_COLUMNS);
    sql.arg(locale.code()).push(" WHERE s.status = 'approved' AND s.url = ").bind(url);
    sql.query().fetch_optional(db.pool()).await?.as_ref().map(seller_row).transpose()
}

/// Approves the pending seller application of the account with this (normalised) e-mail: the
/// company becomes a store, titled with its name in every language, in one transaction.
/// Answers the store's url, or `None` when nothing was pending.
pub async fn approve_application(db: &Db, email: &str) -> Result<Option<String>, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.begin_write().await?;
    let application = sqlx::query(
        "SELECT a.id, a.company_name FROM seller_applications a JOIN customers c ON c.id = a.customer_id \
         WHERE c.email = $1 AND a.status = 'pending'",
    )
    .bind(email)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(application) = application else { return Ok(None) };
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
    Ok(Some(url))
}
