//! The back office's product table: listed products (not variants) filtered, sorted and paged.
//! A page is a capped count, its ids found from the indexes alone, then its own rows read whole
//! with their missing translations and pictures: at 100,000 products nothing reads every row.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use sqlx::Row;
use storefront_core::locale::Locale;
use storefront_core::translit;

use crate::sql::Sql;
use crate::Db;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StockLevel {
    /// More than the low-stock threshold.
    InStock,
    Low,
    SoldOut,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TableSort {
    #[default]
    Newest,
    Name,
    PriceAsc,
    PriceDesc,
    StockAsc,
    Sku,
}

impl TableSort {
    pub fn parse(code: &str) -> Option<TableSort> {
        Some(match code {
            "" | "newest" => TableSort::Newest,
            "name" => TableSort::Name,
            "price_asc" => TableSort::PriceAsc,
            "price_desc" => TableSort::PriceDesc,
            "stock_asc" => TableSort::StockAsc,
            "sku" => TableSort::Sku,
            _ => return None,
        })
    }

    /// The order over `products p` alone; none by name, whose ids come from [`ids_by_name`].
    fn order_by(self) -> Option<&'static str> {
        Some(match self {
            TableSort::Newest => "p.id DESC",
            TableSort::Name => return None,
            TableSort::PriceAsc => "p.final_price_minor, p.id",
            TableSort::PriceDesc => "p.final_price_minor DESC, p.id",
            TableSort::StockAsc => "p.qty, p.id",
            TableSort::Sku => "p.sku, p.id",
        })
    }
}

/// Which products the table shows; kept with an export of them (as JSON).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TableFilter {
    pub search: String,
    pub category_id: Option<i64>,
    pub seller_id: Option<i64>,
    pub stock: Option<StockLevel>,
    /// The low-stock threshold the stock levels use.
    pub low_stock: i64,
    pub enabled: Option<bool>,
    pub missing_translation: bool,
    pub deleted: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableRow {
    pub id: i64,
    pub version: i64,
    pub sku: String,
    pub name: String,
    pub kind: String,
    pub price_minor: i64,
    pub special_price_minor: Option<i64>,
    pub stock: i64,
    pub enabled: bool,
    pub missing: Vec<Locale>,
    pub picture: Option<String>,
    pub deleted_at: Option<String>,
}

/// The conditions of `filter` over `products p`.
fn push_filter(sql: &mut Sql, filter: &TableFilter) {
    sql.push(" WHERE p.parent_id IS NULL");
    sql.push(if filter.deleted { " AND p.deleted_at IS NOT NULL" } else { " AND p.deleted_at IS NULL" });
    let search = filter.search.trim();
    if !search.is_empty() {
        let words: Vec<String> =
            translit::words(search).iter().map(|word| translit::fold_token(word)).filter(|key| !key.is_empty()).collect();
        sql.push(" AND (p.sku >= ").bind(search.to_string()).push(" AND p.sku < ").bind(format!("{search}\u{10FFFF}"));
        let upper = search.to_uppercase();
        sql.push(" OR p.sku >= ").bind(upper.clone()).push(" AND p.sku < ").bind(format!("{upper}\u{10FFFF}"));
        if !words.is_empty() {
            // One pass over the names' keys (an index of their own, migration 0021) rather than
            // one lookup per product, which reads every product when a word is rare.
            sql.push(" OR p.id IN (SELECT k.product_id FROM product_translations k WHERE ");
            for (n, word) in words.iter().enumerate() {
                sql.push(if n == 0 { "k.name_key LIKE " } else { " AND k.name_key LIKE " })
                    .bind(format!("%{}%", word.replace(['%', '_'], "")));
            }
            sql.push(")");
        }
        sql.push(")");
    }
    if let Some(category) = filter.category_id {
        sql.push(" AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ")
            .bind(category)
            .push(")");
    }
    if let Some(seller) = filter.seller_id {
        sql.push(" AND p.seller_id = ").bind(seller);
    }
    match filter.stock {
        Some(StockLevel::InStock) => {
            sql.push(" AND p.qty > ").bind(filter.low_stock);
        }
        Some(StockLevel::Low) => {
            sql.push(" AND p.qty > 0 AND p.qty <= ").bind(filter.low_stock);
        }
        Some(StockLevel::SoldOut) => {
            sql.push(" AND p.qty = 0");
        }
        None => {}
    }
    if let Some(enabled) = filter.enabled {
        sql.push(" AND p.status = ").bind(i64::from(enabled));
    }
    if filter.missing_translation {
        sql.push(" AND p.names_missing > 0");
    }
}

/// The table's columns; the name in `locale`, else Armenian.
fn select_rows(locale: Locale) -> Sql {
    let mut sql = Sql::new(
        "SELECT p.id, p.version, p.sku, p.type, p.price_minor, p.special_price_minor, p.qty, p.status, p.deleted_at, \
         COALESCE(t.name, f.name, '') AS name FROM products p \
         LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = ",
    );
    sql.bind(locale.code()).push(" LEFT JOIN product_translations f ON f.product_id = p.id AND f.locale = 'hy'");
    sql
}

fn table_row(row: &sqlx::any::AnyRow) -> Result<TableRow, sqlx::Error> {
    Ok(TableRow {
        id: row.try_get("id")?,
        version: row.try_get("version")?,
        sku: row.try_get("sku")?,
        name: row.try_get("name")?,
        kind: row.try_get("type")?,
        price_minor: row.try_get("price_minor")?,
        special_price_minor: row.try_get("special_price_minor")?,
        stock: row.try_get("qty")?,
        enabled: row.try_get::<i64, _>("status")? == 1,
        missing: Vec::new(),
        picture: None,
        deleted_at: row.try_get("deleted_at")?,
    })
}

/// Products are counted up to this many: "10,000+" is all a person reads from a larger number,
/// and counting 100,000 for every page costs more than the page.
pub const COUNT_CAP: i64 = 10_000;
/// A search is counted up to this many: whoever finds more refines the search.
pub const SEARCH_COUNT_CAP: i64 = 1_000;

/// One page of the table: `total` matches at most the cap, `more` when more than that match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TablePage {
    pub rows: Vec<TableRow>,
    pub total: i64,
    pub more: bool,
}

/// One page of the table and how many products match.
pub async fn page(
    db: &Db,
    filter: &TableFilter,
    sort: TableSort,
    locale: Locale,
    limit: i64,
    offset: i64,
) -> Result<TablePage, sqlx::Error> {
    let searching = !filter.search.trim().is_empty();
    let cap = if searching { SEARCH_COUNT_CAP } else { COUNT_CAP };
    if let (true, Some(order)) = (searching && offset + limit <= cap, sort.order_by()) {
        // A search reads every name's key (tens of milliseconds at 100,000 products): one pass
        // hands over its first `cap + 1` matches in order, which are both the count and the page.
        let mut ids = Sql::new("SELECT p.id FROM products p");
        push_filter(&mut ids, filter);
        ids.push(&format!(" ORDER BY {order} LIMIT ")).bind(cap + 1);
        let matched = ids_of(db, &ids).await?;
        let counted = matched.len() as i64;
        let page: Vec<i64> = matched.into_iter().skip(offset.max(0) as usize).take(limit.max(0) as usize).collect();
        return Ok(TablePage { rows: rows_of(db, &page, locale).await?, total: counted.min(cap), more: counted > cap });
    }
    let mut count = Sql::new("SELECT COUNT(*) AS n FROM (SELECT 1 FROM products p");
    push_filter(&mut count, filter);
    count.push(" LIMIT ").bind(cap + 1).push(") AS counted");
    let counted: i64 = count.query().fetch_one(db.pool()).await?.try_get("n")?;
    let ids = match sort.order_by() {
        None => ids_by_name(db, filter, locale, limit, offset).await?,
        Some(order) => {
            let mut ids = Sql::new("SELECT p.id FROM products p");
            push_filter(&mut ids, filter);
            ids.push(&format!(" ORDER BY {order} LIMIT ")).bind(limit).push(" OFFSET ").bind(offset);
            ids_of(db, &ids).await?
        }
    };
    Ok(TablePage { rows: rows_of(db, &ids, locale).await?, total: counted.min(cap), more: counted > cap })
}

async fn ids_of(db: &Db, sql: &Sql) -> Result<Vec<i64>, sqlx::Error> {
    sql.query().fetch_all(db.pool()).await?.iter().map(|row| row.try_get("id")).collect()
}

/// A page's ids by name: first the products named in the staff's language, walked in the order
/// of that language's names (an index, migration 0022), then those not yet translated into it, by
/// their Armenian name. Sorting every product's name would read all of them for every page.
async fn ids_by_name(db: &Db, filter: &TableFilter, locale: Locale, limit: i64, offset: i64) -> Result<Vec<i64>, sqlx::Error> {
    // CROSS JOIN keeps SQLite walking the names in order rather than the products.
    let named = |sql: &mut Sql| {
        push_filter(sql, filter);
        sql.push(" AND p.id = t.product_id AND t.locale = ").bind(locale.code()).push(" AND t.name <> ''");
    };
    let mut first = Sql::new("SELECT p.id FROM product_translations t CROSS JOIN products p");
    named(&mut first);
    first.push(" ORDER BY t.name, t.product_id LIMIT ").bind(limit).push(" OFFSET ").bind(offset);
    let mut ids = ids_of(db, &first).await?;
    let short = limit - ids.len() as i64;
    if short <= 0 {
        return Ok(ids);
    }
    let named_count = if ids.is_empty() && offset > 0 {
        let mut count = Sql::new("SELECT COUNT(*) AS n FROM product_translations t CROSS JOIN products p");
        named(&mut count);
        count.query().fetch_one(db.pool()).await?.try_get("n")?
    } else {
        offset + ids.len() as i64
    };
    let mut rest = Sql::new("SELECT p.id FROM products p LEFT JOIN product_translations f ON f.product_id = p.id AND f.locale = 'hy'");
    push_filter(&mut rest, filter);
    rest.push(" AND NOT EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id AND t.locale = ")
        .bind(locale.code())
        .push(" AND t.name <> '') ORDER BY COALESCE(f.name, ''), p.id LIMIT ")
        .bind(short)
        .push(" OFFSET ")
        .bind((offset - named_count).max(0));
    ids.extend(ids_of(db, &rest).await?);
    Ok(ids)
}

/// The rows of `ids`, in that order.
async fn rows_of(db: &Db, ids: &[i64], locale: Locale) -> Result<Vec<TableRow>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut sql = select_rows(locale);
    sql.push(" WHERE p.id IN (").bind_list(ids).push(")");
    let mut by_id = HashMap::new();
    for row in sql.query().fetch_all(db.pool()).await? {
        let row = table_row(&row)?;
        by_id.insert(row.id, row);
    }
    let mut page: Vec<TableRow> = ids.iter().filter_map(|id| by_id.remove(id)).collect();
    fill_details(db, &mut page).await?;
    Ok(page)
}

/// The rows' missing languages and first pictures.
async fn fill_details(db: &Db, page: &mut [TableRow]) -> Result<(), sqlx::Error> {
    if page.is_empty() {
        return Ok(());
    }
    let ids: Vec<i64> = page.iter().map(|row| row.id).collect();
    let mut named = Sql::new("SELECT product_id, locale FROM product_translations WHERE name <> '' AND product_id IN (");
    named.bind_list(&ids).push(")");
    let mut has: HashMap<i64, Vec<Locale>> = HashMap::new();
    for row in named.query().fetch_all(db.pool()).await? {
        if let Some(locale) = Locale::parse(&row.try_get::<String, _>("locale")?) {
            has.entry(row.try_get("product_id")?).or_default().push(locale);
        }
    }
    let pictures = super::products::load_images(db, &ids, Locale::Hy).await?;
    for row in page {
        let present = has.remove(&row.id).unwrap_or_default();
        row.missing = Locale::ALL.into_iter().filter(|locale| !present.contains(locale)).collect();
        row.picture = pictures.get(&row.id).and_then(|images| images.first()).map(|image| image.path.clone());
    }
    Ok(())
}

/// The ids of the products `filter` matches above `after_id`, in id order: an export of them
/// walks them a page at a time.
pub async fn ids_after(db: &Db, filter: &TableFilter, after_id: i64, limit: i64) -> Result<Vec<i64>, sqlx::Error> {
    let mut sql = Sql::new("SELECT p.id FROM products p");
    push_filter(&mut sql, filter);
    sql.push(" AND p.id > ").bind(after_id).push(" ORDER BY p.id LIMIT ").bind(limit);
    ids_of(db, &sql).await
}

/// How many rows an export of the products `filter` matches writes: each product and its
/// variants.
pub async fn count_with_variants(db: &Db, filter: &TableFilter) -> Result<i64, sqlx::Error> {
    let mut sql = Sql::new(
        "SELECT CAST(COUNT(*) + COALESCE(SUM((SELECT COUNT(*) FROM products v WHERE v.parent_id = p.id AND v.deleted_at IS NULL)), 0) \
         AS BIGINT) AS n FROM products p",
    );
    push_filter(&mut sql, filter);
    sql.query().fetch_one(db.pool()).await?.try_get("n")
}

/// One row of the table by id (after an edit in place).
pub async fn row(db: &Db, id: i64, locale: Locale) -> Result<Option<TableRow>, sqlx::Error> {
    Ok(rows_of(db, &[id], locale).await?.pop())
}
