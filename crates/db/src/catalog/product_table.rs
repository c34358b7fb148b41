//! The back office's product table: listed products (not variants) filtered, sorted and paged,
//! in one count and one page query, plus one query for the page's missing translations and
//! pictures.

use std::collections::HashMap;

use sqlx::Row;
use storefront_core::locale::Locale;
use storefront_core::translit;

use crate::sql::Sql;
use crate::Db;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

    fn order_by(self) -> &'static str {
        match self {
            TableSort::Newest => "p.id DESC",
            TableSort::Name => "name, p.id",
            TableSort::PriceAsc => "p.final_price_minor, p.id",
            TableSort::PriceDesc => "p.final_price_minor DESC, p.id",
            TableSort::StockAsc => "p.qty, p.id",
            TableSort::Sku => "p.sku, p.id",
        }
    }
}

#[derive(Debug, Clone, Default)]
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
        sql.push(" AND (SELECT COUNT(*) FROM product_translations m WHERE m.product_id = p.id AND m.name <> '') < 3");
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

/// One page of the table and how many products match.
pub async fn page(
    db: &Db,
    filter: &TableFilter,
    sort: TableSort,
    locale: Locale,
    limit: i64,
    offset: i64,
) -> Result<(Vec<TableRow>, i64), sqlx::Error> {
    let mut count = Sql::new("SELECT COUNT(*) AS n FROM products p");
    push_filter(&mut count, filter);
    let total: i64 = count.query().fetch_one(db.pool()).await?.try_get("n")?;
    let mut rows = select_rows(locale);
    push_filter(&mut rows, filter);
    rows.push(&format!(" ORDER BY {} LIMIT ", sort.order_by())).bind(limit).push(" OFFSET ").bind(offset);
    let mut page = Vec::new();
    for row in rows.query().fetch_all(db.pool()).await? {
        page.push(table_row(&row)?);
    }
    fill_details(db, &mut page).await?;
    Ok((page, total))
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

/// One row of the table by id (after an edit in place).
pub async fn row(db: &Db, id: i64, locale: Locale) -> Result<Option<TableRow>, sqlx::Error> {
    let mut sql = select_rows(locale);
    sql.push(" WHERE p.id = ").bind(id);
    let Some(found) = sql.query().fetch_optional(db.pool()).await? else { return Ok(None) };
    let mut rows = vec![table_row(&found)?];
    fill_details(db, &mut rows).await?;
    Ok(rows.pop())
}
