//! Stores: approved sellers only (a company's application stays `pending` until an operator
//! approves it, see crate::operations).

use sqlx::Row;
use storefront_core::locale::Locale;

use crate::db::Db;
use crate::store::sql::Sql;

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
