//! Products: the filtered, sorted, paged list (ids only, plus totals and the price range), and
//! batch loaders that turn ids into rows. A list page costs a fixed number of queries whatever
//! its size: one aggregate, one page of ids, then one query per kind of detail.

use std::collections::HashMap;

use sqlx::Row;
use storefront_core::locale::Locale;

use super::price_histogram::PriceHistogram;
use crate::sql::Sql;
use crate::Db;

/// Which listed products a list shows.
#[derive(Debug, Clone, Default)]
pub struct ListFilter {
    /// The category and all its descendants.
    pub category_id: Option<i64>,
    pub new_only: bool,
    pub featured_only: bool,
    /// Only products with a special price.
    pub savings_only: bool,
    pub seller_id: Option<i64>,
    /// Final price bounds in AMD minor units, inclusive.
    pub price_min: Option<i64>,
    pub price_max: Option<i64>,
    /// (attribute id, option id): every pair must match.
    pub options: Vec<(i64, i64)>,
    /// Restricts to these ids (e.g. search hits).
    pub ids: Option<Vec<i64>>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum SortOrder {
    #[default]
    Default,
    PriceAsc,
    PriceDesc,
    NameAsc,
    NameDesc,
    Newest,
}

impl SortOrder {
    /// The shop's sort values, plus Bagisto's `sort=price&order=asc` pair.
    pub fn parse(sort: &str, order: Option<&str>) -> Option<SortOrder> {
        let descending = order.is_some_and(|o| o.eq_ignore_ascii_case("desc"));
        Some(match sort {
            "" | "default" | "position" => SortOrder::Default,
            "price-asc" => SortOrder::PriceAsc,
            "price-desc" => SortOrder::PriceDesc,
            "name-asc" => SortOrder::NameAsc,
            "name-desc" => SortOrder::NameDesc,
            "newest" | "created_at" => SortOrder::Newest,
            "price" if descending => SortOrder::PriceDesc,
            "price" => SortOrder::PriceAsc,
            "name" if descending => SortOrder::NameDesc,
            "name" => SortOrder::NameAsc,
            _ => return None,
        })
    }
}

/// The WHERE conditions of `filter` over `product_listing l`, without its price bounds (a
/// count leaves them out, a page adds them with push_price).
fn push_conditions(sql: &mut Sql, filter: &ListFilter) {
    sql.push(" WHERE l.category_id = ").bind(filter.category_id.unwrap_or(0));
    if filter.new_only {
        sql.push(" AND l.is_new = 1");
    }
    if filter.featured_only {
        sql.push(" AND l.is_featured = 1");
    }
    if filter.savings_only {
        sql.push(" AND l.on_sale = 1");
    }
    if let Some(seller) = filter.seller_id {
        sql.push(" AND l.seller_id = ").bind(seller);
    }
    for (attribute, option) in &filter.options {
        sql.push(" AND EXISTS (SELECT 1 FROM product_filter_values fv WHERE fv.attribute_id = ")
            .bind(*attribute)
            .push(" AND fv.option_id = ")
            .bind(*option)
            .push(" AND fv.product_id = l.product_id)");
    }
    if let Some(ids) = &filter.ids {
        if ids.is_empty() {
            sql.push(" AND 1 = 0");
        } else {
            sql.push(" AND l.product_id IN (").bind_list(ids).push(")");
        }
    }
}

/// The conditions of `filter` (without its price bounds) for a query that visits every matching
/// product: joined from each option's products (usually fewer than the category's), where a
/// page, which stops early, walks its order's index.
fn push_every_match(sql: &mut Sql, filter: &ListFilter) {
    for (n, (attribute, option)) in filter.options.iter().enumerate() {
        sql.push(&format!(" JOIN product_filter_values f{n} ON f{n}.product_id = l.product_id AND f{n}.attribute_id = "))
            .bind(*attribute)
            .push(&format!(" AND f{n}.option_id = "))
            .bind(*option);
    }
    push_conditions(sql, &ListFilter { options: Vec::new(), ..filter.clone() });
}

/// The price bounds on `price`: `l.final_price_minor`, or `+l.final_price_minor` where the
/// price index must not be chosen for them (see page_ids).
fn push_price(sql: &mut Sql, filter: &ListFilter, price: &str) {
    if let Some(min) = filter.price_min {
        sql.push(&format!(" AND {price} >= ")).bind(min);
    }
    if let Some(max) = filter.price_max {
        sql.push(&format!(" AND {price} <= ")).bind(max);
    }
}

/// How many products of the list have each price, its price filter left out: the list's total
/// for any price range and the slider's bounds (see PriceHistogram). This is the one part of a
/// list that grows with the catalogue (it visits every matching row), which is why callers keep
/// it (the API keeps it: crates/api/src/catalog/list_cache.rs).
pub async fn price_histogram(db: &Db, filter: &ListFilter) -> Result<PriceHistogram, sqlx::Error> {
    let mut sql = Sql::new("SELECT l.final_price_minor AS price, COUNT(*) AS products FROM product_listing l");
    push_every_match(&mut sql, filter);
    sql.push(" GROUP BY l.final_price_minor ORDER BY l.final_price_minor");
    let rows = sql.query().fetch_all(db.pool()).await?;
    let counts =
        rows.iter().map(|row| Ok((row.try_get("price")?, row.try_get("products")?))).collect::<Result<Vec<(i64, i64)>, sqlx::Error>>()?;
    Ok(PriceHistogram::from_counts(counts))
}

/// One page of a list's ids, in order. Each order follows one index of `product_listing`
/// (ties broken in the index's direction), so a page reads about as many rows as it shows.
pub async fn page_ids(
    db: &Db,
    filter: &ListFilter,
    sort: SortOrder,
    locale: Locale,
    page: u32,
    per_page: u32,
) -> Result<Vec<i64>, sqlx::Error> {
    let offset = i64::from(page.saturating_sub(1)) * i64::from(per_page);
    let mut sql = Sql::new("SELECT l.product_id FROM product_listing l");
    push_name_join(&mut sql, sort, locale);
    push_conditions(&mut sql, filter);
    // A page stops after its rows when it walks the index of its order. Given bound price
    // bounds, SQLite cannot tell how many products they keep and would rather read them all
    // through the price index and sort them: 8 ms against 0.02 ms for a category of 25,000.
    // Unary plus keeps the price index for price orders only.
    let by_price = matches!(sort, SortOrder::PriceAsc | SortOrder::PriceDesc);
    push_price(&mut sql, filter, if by_price { "l.final_price_minor" } else { "+l.final_price_minor" });
    sql.push(order_by(sort));
    sql.push(" LIMIT ").bind(i64::from(per_page)).push(" OFFSET ").bind(offset);
    sql.query().fetch_all(db.pool()).await?.iter().map(|r| r.try_get("product_id")).collect()
}

/// The whole list in `sort` order, its price filter left out, each product with its price: a
/// kept copy answers every price range and page of the list (the API keeps it: crates/api/src/catalog/list_cache.rs).
/// Visits every matching product, like the histogram.
pub async fn ordered_with_prices(db: &Db, filter: &ListFilter, sort: SortOrder, locale: Locale) -> Result<Vec<(i64, i64)>, sqlx::Error> {
    let mut sql = Sql::new("SELECT l.product_id, l.final_price_minor AS price FROM product_listing l");
    push_name_join(&mut sql, sort, locale);
    push_every_match(&mut sql, filter);
    sql.push(order_by(sort));
    sql.query().fetch_all(db.pool()).await?.iter().map(|r| Ok((r.try_get("product_id")?, r.try_get("price")?))).collect()
}

/// The translation a name order sorts by, as `nt`.
fn push_name_join(sql: &mut Sql, sort: SortOrder, locale: Locale) {
    if matches!(sort, SortOrder::NameAsc | SortOrder::NameDesc) {
        sql.push(" LEFT JOIN product_translations nt ON nt.product_id = l.product_id AND nt.locale = ").bind(locale.code());
    }
}

/// Each order follows one index of `product_listing`, ties broken in the index's direction.
fn order_by(sort: SortOrder) -> &'static str {
    match sort {
        SortOrder::Default => " ORDER BY l.position ASC, l.product_id ASC",
        SortOrder::PriceAsc => " ORDER BY l.final_price_minor ASC, l.product_id ASC",
        SortOrder::PriceDesc => " ORDER BY l.final_price_minor DESC, l.product_id DESC",
        SortOrder::NameAsc => " ORDER BY nt.name ASC, l.product_id ASC",
        SortOrder::NameDesc => " ORDER BY nt.name DESC, l.product_id DESC",
        SortOrder::Newest => " ORDER BY l.created_at DESC, l.product_id DESC",
    }
}

/// A product with its text in one locale (falling back to Armenian where a translation is
/// missing) and its seller's name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProductRow {
    pub id: i64,
    pub parent_id: Option<i64>,
    pub kind: String,
    pub sku: String,
    pub url_key: Option<String>,
    pub price_minor: i64,
    pub special_price_minor: Option<i64>,
    pub final_price_minor: i64,
    pub qty: i64,
    pub is_new: bool,
    pub is_featured: bool,
    pub seller_id: Option<i64>,
    pub seller_url: Option<String>,
    pub shop_name: Option<String>,
    pub name: String,
    pub short_description: String,
    pub description: String,
    pub created_at: String,
}

const PRODUCT_COLUMNS: &str = "SELECT p.id, p.parent_id, p.type, p.sku, p.url_key, p.price_minor, \
    p.special_price_minor, p.final_price_minor, p.qty, p.is_new, p.is_featured, p.seller_id, p.created_at, \
    s.url AS seller_url, COALESCE(st.shop_title, sf.shop_title) AS shop_name, \
    COALESCE(t.name, f.name, '') AS name, \
    COALESCE(t.short_description, f.short_description, '') AS short_description, \
    COALESCE(t.description, f.description, '') AS description \
    FROM products p \
    LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = $1 \
    LEFT JOIN product_translations f ON f.product_id = p.id AND f.locale = 'hy' \
    LEFT JOIN sellers s ON s.id = p.seller_id \
    LEFT JOIN seller_translations st ON st.seller_id = p.seller_id AND st.locale = $1 \
    LEFT JOIN seller_translations sf ON sf.seller_id = p.seller_id AND sf.locale = 'hy'";

fn product_row(row: &sqlx::any::AnyRow) -> Result<ProductRow, sqlx::Error> {
    Ok(ProductRow {
        id: row.try_get("id")?,
        parent_id: row.try_get("parent_id")?,
        kind: row.try_get("type")?,
        sku: row.try_get("sku")?,
        url_key: row.try_get("url_key")?,
        price_minor: row.try_get("price_minor")?,
        special_price_minor: row.try_get("special_price_minor")?,
        final_price_minor: row.try_get("final_price_minor")?,
        qty: row.try_get("qty")?,
        is_new: row.try_get::<i64, _>("is_new")? != 0,
        is_featured: row.try_get::<i64, _>("is_featured")? != 0,
        seller_id: row.try_get("seller_id")?,
        seller_url: row.try_get("seller_url")?,
        shop_name: row.try_get("shop_name")?,
        name: row.try_get("name")?,
        short_description: row.try_get("short_description")?,
        description: row.try_get("description")?,
        created_at: row.try_get("created_at")?,
    })
}

/// What changes about a product while its texts stay: prices (AMD minor units) and stock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stock {
    pub price_minor: i64,
    pub special_price_minor: Option<i64>,
    pub qty: i64,
}

impl ProductRow {
    pub fn stock(&self) -> Stock {
        Stock { price_minor: self.price_minor, special_price_minor: self.special_price_minor, qty: self.qty }
    }
}

/// The search-engine title and description staff wrote for a product in `locale` (each falling
/// back to the Armenian one, empty when neither was written).
pub async fn seo_texts(db: &Db, id: i64, locale: Locale) -> Result<(String, String), sqlx::Error> {
    let row = sqlx::query(
        "SELECT COALESCE(NULLIF(t.seo_title, ''), f.seo_title, '') AS title, \
         COALESCE(NULLIF(t.seo_description, ''), f.seo_description, '') AS description \
         FROM products p \
         LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = $1 \
         LEFT JOIN product_translations f ON f.product_id = p.id AND f.locale = 'hy' WHERE p.id = $2",
    )
    .bind(locale.code())
    .bind(id)
    .fetch_optional(db.pool())
    .await?;
    match row {
        Some(row) => Ok((row.try_get("title")?, row.try_get("description")?)),
        None => Ok((String::new(), String::new())),
    }
}

/// Current prices and stock of these products, by id: one primary-key lookup per id.
pub async fn load_stock(db: &Db, ids: &[i64]) -> Result<HashMap<i64, Stock>, sqlx::Error> {
    let mut stock = HashMap::with_capacity(ids.len());
    if ids.is_empty() {
        return Ok(stock);
    }
    let mut sql = Sql::new("SELECT id, price_minor, special_price_minor, qty FROM products WHERE id IN (");
    sql.bind_list(ids).push(")");
    for row in sql.query().fetch_all(db.pool()).await? {
        let id: i64 = row.try_get("id")?;
        stock.insert(
            id,
            Stock {
                price_minor: row.try_get("price_minor")?,
                special_price_minor: row.try_get("special_price_minor")?,
                qty: row.try_get("qty")?,
            },
        );
    }
    Ok(stock)
}

/// Loads products by id, in the order of `ids` (unknown ids are skipped).
pub async fn load(db: &Db, ids: &[i64], locale: Locale) -> Result<Vec<ProductRow>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut sql = Sql::new(PRODUCT_COLUMNS);
    sql.arg(locale.code()).push(" WHERE p.id IN (").bind_list(ids).push(")");
    let mut by_id: HashMap<i64, ProductRow> = HashMap::with_capacity(ids.len());
    for row in sql.query().fetch_all(db.pool()).await? {
        let product = product_row(&row)?;
        by_id.insert(product.id, product);
    }
    Ok(ids.iter().filter_map(|id| by_id.remove(id)).collect())
}

/// The variants of these configurable products, cheapest first within each parent.
pub async fn load_variants(db: &Db, parent_ids: &[i64], locale: Locale) -> Result<Vec<ProductRow>, sqlx::Error> {
    if parent_ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut sql = Sql::new(PRODUCT_COLUMNS);
    sql.arg(locale.code()).push(" WHERE p.status = 1 AND p.parent_id IN (").bind_list(parent_ids).push(") ORDER BY p.parent_id, p.id");
    sql.query().fetch_all(db.pool()).await?.iter().map(product_row).collect()
}

/// A listed product's id from its url key, or from its id written as a number.
pub async fn find_listed(db: &Db, slug_or_id: &str) -> Result<Option<i64>, sqlx::Error> {
    let mut sql = Sql::new("SELECT id FROM products WHERE status = 1 AND parent_id IS NULL AND (url_key = ");
    sql.bind(slug_or_id);
    if let Ok(id) = slug_or_id.parse::<i64>() {
        sql.push(" OR id = ").bind(id);
    }
    sql.push(")");
    sql.query().fetch_optional(db.pool()).await?.map(|row| row.try_get("id")).transpose()
}

/// The type (`simple`, `configurable`) of the listed product with this id.
pub async fn listed_kind(db: &Db, id: i64) -> Result<Option<String>, sqlx::Error> {
    sqlx::query("SELECT type FROM products WHERE id = $1 AND status = 1 AND parent_id IS NULL")
        .bind(id)
        .fetch_optional(db.pool())
        .await?
        .map(|row| row.try_get("type"))
        .transpose()
}

/// Whether a product (listed or variant) with this id is on sale.
pub async fn exists(db: &Db, id: i64) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM products WHERE id = $1 AND status = 1").bind(id).fetch_one(db.pool()).await?;
    Ok(row.try_get::<i64, _>("n")? > 0)
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageRow {
    pub id: i64,
    pub product_id: i64,
    pub path: String,
    /// What staff wrote for the picture in the locale asked for; empty when nothing.
    pub alt: String,
}

/// Images of these products, in display order, with their alt texts in `locale`.
pub async fn load_images(db: &Db, ids: &[i64], locale: Locale) -> Result<HashMap<i64, Vec<ImageRow>>, sqlx::Error> {
    let mut images: HashMap<i64, Vec<ImageRow>> = HashMap::new();
    if ids.is_empty() {
        return Ok(images);
    }
    let mut sql = Sql::new(
        "SELECT i.id, i.product_id, i.path, t.alt FROM product_images i \
         LEFT JOIN product_image_texts t ON t.image_id = i.id AND t.locale = ",
    );
    sql.bind(locale.code()).push(" WHERE i.product_id IN (");
    sql.bind_list(ids).push(") ORDER BY i.product_id, i.position, i.id");
    for row in sql.query().fetch_all(db.pool()).await? {
        let image = ImageRow {
            id: row.try_get("id")?,
            product_id: row.try_get("product_id")?,
            path: row.try_get("path")?,
            alt: row.try_get::<Option<String>, _>("alt")?.unwrap_or_default(),
        };
        images.entry(image.product_id).or_default().push(image);
    }
    Ok(images)
}

/// (category id, slug) of each product's categories.
pub async fn load_categories(db: &Db, ids: &[i64]) -> Result<HashMap<i64, Vec<(i64, String)>>, sqlx::Error> {
    let mut categories: HashMap<i64, Vec<(i64, String)>> = HashMap::new();
    if ids.is_empty() {
        return Ok(categories);
    }
    let mut sql = Sql::new(
        "SELECT pc.product_id, c.id, c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id \
         WHERE pc.product_id IN (",
    );
    sql.bind_list(ids).push(") ORDER BY pc.product_id, c.position, c.id");
    for row in sql.query().fetch_all(db.pool()).await? {
        categories.entry(row.try_get("product_id")?).or_default().push((row.try_get("id")?, row.try_get("slug")?));
    }
    Ok(categories)
}

/// (product id, attribute id, option id) of these products' own attribute values.
pub async fn load_attribute_values(db: &Db, ids: &[i64]) -> Result<Vec<(i64, i64, i64)>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut sql = Sql::new("SELECT product_id, attribute_id, option_id FROM product_attribute_values WHERE product_id IN (");
    sql.bind_list(ids).push(") ORDER BY product_id, attribute_id");
    sql.query()
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| Ok((row.try_get("product_id")?, row.try_get("attribute_id")?, row.try_get("option_id")?)))
        .collect()
}

/// The attributes a configurable product varies by, in picker order.
pub async fn load_super_attributes(db: &Db, product_id: i64) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query("SELECT attribute_id FROM product_super_attributes WHERE product_id = $1 ORDER BY position, attribute_id")
        .bind(product_id)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| row.try_get("attribute_id"))
        .collect()
}

/// Related listed products of `kind` ('related' or 'cross_sell').
pub async fn related_ids(db: &Db, product_id: i64, kind: &str, limit: u32) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query(
        "SELECT r.related_id FROM product_relations r JOIN products p ON p.id = r.related_id \
         WHERE r.product_id = $1 AND r.kind = $2 AND p.status = 1 AND p.parent_id IS NULL \
         ORDER BY r.position, r.related_id LIMIT $3",
    )
    .bind(product_id)
    .bind(kind)
    .bind(i64::from(limit))
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| row.try_get("related_id"))
    .collect()
}

/// The products of a home block, in their order.
pub async fn home_block_ids(db: &Db, position: &str, limit: u32) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query(
        "SELECT h.product_id FROM home_positions h JOIN products p ON p.id = h.product_id \
         WHERE h.position = $1 AND p.status = 1 AND p.parent_id IS NULL ORDER BY h.sort, h.product_id LIMIT $2",
    )
    .bind(position)
    .bind(i64::from(limit))
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| row.try_get("product_id"))
    .collect()
}

/// Number of products, variants included (an empty catalogue has none).
pub async fn count_all(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM products").fetch_one(db.pool()).await?.try_get("n")
}

/// Number of products that are not variants, listed or not.
pub async fn count_parents(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM products WHERE parent_id IS NULL").fetch_one(db.pool()).await?.try_get("n")
}

/// Whether a product has this SKU (inside a writer's transaction).
pub async fn sku_exists(conn: &mut sqlx::AnyConnection, sku: &str) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query("SELECT COUNT(*) AS n FROM products WHERE sku = $1").bind(sku).fetch_one(&mut *conn).await?.try_get::<i64, _>("n")? > 0)
}

/// Number of listed products (for the sitemap's pages).
pub async fn listed_count(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM products WHERE status = 1 AND parent_id IS NULL AND url_key IS NOT NULL")
        .fetch_one(db.pool())
        .await?
        .try_get("n")
}

/// (url key, created at) of listed products, a page at a time in id order.
pub async fn listed_url_keys(db: &Db, offset: i64, limit: i64) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query(
        "SELECT url_key, created_at FROM products WHERE status = 1 AND parent_id IS NULL AND url_key IS NOT NULL \
         ORDER BY id LIMIT $1 OFFSET $2",
    )
    .bind(limit)
    .bind(offset)
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| Ok((row.try_get("url_key")?, row.try_get("created_at")?)))
    .collect()
}

/// Every home block's products in their order, up to `limit` each: (position, product ids).
pub async fn home_blocks(db: &Db, limit: u32) -> Result<Vec<(String, Vec<i64>)>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT h.position, h.product_id FROM home_positions h JOIN products p ON p.id = h.product_id \
         WHERE p.status = 1 AND p.parent_id IS NULL ORDER BY h.position, h.sort, h.product_id",
    )
    .fetch_all(db.pool())
    .await?;
    let mut blocks: Vec<(String, Vec<i64>)> = Vec::new();
    for row in rows {
        let position: String = row.try_get("position")?;
        let id: i64 = row.try_get("product_id")?;
        match blocks.last_mut() {
            Some((current, ids)) if *current == position => {
                if ids.len() < limit as usize {
                    ids.push(id);
                }
            }
            _ => blocks.push((position, vec![id])),
        }
    }
    Ok(blocks)
}

/// A product on sale running out: what the dashboard lists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LowStock {
    pub id: i64,
    pub sku: String,
    pub name: String,
    pub qty: i64,
}

/// Products that can be bought (simple products and variants on sale) with at most `threshold`
/// left, the fewest first, named in `locale`.
pub async fn low_stock(db: &Db, threshold: i64, locale: &str, limit: i64) -> Result<Vec<LowStock>, sqlx::Error> {
    sqlx::query(
        "SELECT p.id AS id, p.sku AS sku, COALESCE(t.name, pt.name, p.sku) AS name, p.qty AS qty FROM products p \
         LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = $1 \
         LEFT JOIN product_translations pt ON pt.product_id = p.parent_id AND pt.locale = $1 \
         WHERE p.status = 1 AND p.type = 'simple' AND p.qty <= $2 ORDER BY p.qty, p.id LIMIT $3",
    )
    .bind(locale)
    .bind(threshold)
    .bind(limit)
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| Ok(LowStock { id: row.try_get("id")?, sku: row.try_get("sku")?, name: row.try_get("name")?, qty: row.try_get("qty")? }))
    .collect()
}
