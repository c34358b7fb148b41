//! Orders: placed from a cart in one transaction that also takes the stock, so an order is
//! never lost half-written and stock never goes below zero, whatever runs at the same time;
//! and paid at most once.

use sqlx::Row;

use crate::catalog::catalog_changes::{self, Kind};
use crate::clock;
use crate::sql::{Bind, Sql};
use crate::Db;

/// The columns an [`OrderRow`] is read from (by `ORDER_COLUMNS`, and as an insert returns them).
macro_rules! order_fields {
    () => {
        "id, cart_id, customer_id, status, email, customer_name, billing, shipping, shipping_method, \
         payment_method, notes, sub_total_minor, shipping_minor, discount_minor, grand_total_minor, locale, payment_id, paid_at, \
         created_at, phone, currency, carrier, tracking_number, refunded_minor, stock_returned, updated_at"
    };
}

/// One bought line, priced by the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewItem {
    pub product_id: i64,
    pub variant_id: i64,
    pub sku: String,
    pub name: String,
    /// JSON of the chosen options.
    pub options: String,
    pub qty: i64,
    pub price_minor: i64,
    pub total_minor: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOrder {
    pub cart_id: i64,
    pub customer_id: Option<i64>,
    pub email: String,
    pub customer_name: String,
    pub phone: String,
    pub billing: String,
    pub shipping: String,
    pub shipping_method: String,
    pub payment_method: String,
    pub notes: String,
    pub sub_total_minor: i64,
    pub shipping_minor: i64,
    pub discount_minor: i64,
    pub grand_total_minor: i64,
    pub locale: String,
    pub currency: String,
    pub items: Vec<NewItem>,
}

impl NewOrder {
    /// The products whose listed stock the order changes: each line's variant and the product
    /// listed for it, once each.
    pub fn stock_touched(&self) -> Vec<i64> {
        let mut touched: Vec<i64> = self.items.iter().flat_map(|item| [item.product_id, item.variant_id]).collect();
        touched.sort_unstable();
        touched.dedup();
        touched
    }
}

/// The confirmation mail, written with the order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
    pub recipient: String,
    pub subject: String,
    pub body: String,
}

#[derive(Debug, thiserror::Error)]
pub enum PlaceError {
    /// Not enough of this product (variant id) is left.
    #[error("not enough stock of product {0}")]
    OutOfStock(i64),
    /// The bonuses chosen for the cart were spent meanwhile (on another order).
    #[error("the customer's bonus balance no longer covers the bonuses chosen")]
    RewardsGone,
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Placed {
    /// A new order, as its insert wrote it (its items are those of the `NewOrder` placed).
    New(Box<OrderRow>),
    /// The cart had already become this order (a repeated or concurrent submit).
    Existing(i64),
}

/// Places `order` with `mail` (built for the order's number by `mail_for`), or answers the
/// order the cart already became.
///
/// Every statement runs while the database's write lock (SQLite) or the cart's row lock
/// (PostgreSQL) is held, so they are as few as the guarantees allow: the claim, one per stock
/// line, and one each for the order, all its items, the feed of stock changes, the cart's link
/// and the mail.
pub async fn place(db: &Db, order: &NewOrder, mail_for: impl Fn(i64) -> Mail) -> Result<Placed, PlaceError> {
    let now = clock::now();
    let mut tx = db.pool().begin().await?;
    // A write first: it takes SQLite's write lock (and PostgreSQL's row lock on the cart) at once,
    // so concurrent submits of one cart queue here and the later ones see the order.
    let claimed = sqlx::query("UPDATE carts SET updated_at = $1 WHERE id = $2 AND order_id IS NULL")
        .bind(&now)
        .bind(order.cart_id)
        .execute(&mut *tx)
        .await?;
    if claimed.rows_affected() == 0 {
        tx.rollback().await?;
        let existing: Option<i64> =
            sqlx::query("SELECT order_id FROM carts WHERE id = $1").bind(order.cart_id).fetch_one(db.pool()).await?.try_get("order_id")?;
        return existing.map(Placed::Existing).ok_or(PlaceError::Database(sqlx::Error::RowNotFound));
    }
    // The order as written comes back with its id, so the answer needs no second read.
    let inserted = sqlx::query(concat!(
        "INSERT INTO orders (cart_id, customer_id, status, email, customer_name, phone, billing, shipping, shipping_method, \
         payment_method, notes, sub_total_minor, shipping_minor, discount_minor, grand_total_minor, locale, currency, \
         created_at, updated_at, phone_key, email_key) \
         VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17, $18, $19) RETURNING ",
        order_fields!()
    ))
    .bind(order.cart_id)
    .bind(order.customer_id)
    .bind(&order.email)
    .bind(&order.customer_name)
    .bind(&order.phone)
    .bind(&order.billing)
    .bind(&order.shipping)
    .bind(&order.shipping_method)
    .bind(&order.payment_method)
    .bind(&order.notes)
    .bind(order.sub_total_minor)
    .bind(order.shipping_minor)
    .bind(order.discount_minor)
    .bind(order.grand_total_minor)
    .bind(&order.locale)
    .bind(&order.currency)
    .bind(&now)
    .bind(storefront_core::email::phone_key(&order.phone))
    .bind(storefront_core::email::email_key(&order.email))
    .fetch_one(&mut *tx)
    .await?;
    let placed = order_row(&inserted)?;
    for item in &order.items {
        let taken = sqlx::query("UPDATE products SET qty = qty - $1 WHERE id = $2 AND qty >= $1 AND status = 1")
            .bind(item.qty)
            .bind(item.variant_id)
            .execute(&mut *tx)
            .await?;
        if taken.rows_affected() == 0 {
            tx.rollback().await?;
            return Err(PlaceError::OutOfStock(item.variant_id));
        }
    }
    catalog_changes::record(&mut tx, Kind::Stock, &order.stock_touched()).await?;
    insert_items(&mut tx, placed.id, &order.items).await?;
    if let (Some(customer_id), true) = (order.customer_id, order.discount_minor > 0) {
        // Spent once: the balance must still cover it, checked and lowered in one statement.
        let spent =
            sqlx::query("UPDATE customers SET rewards_minor = rewards_minor - $1, updated_at = $2 WHERE id = $3 AND rewards_minor >= $1")
                .bind(order.discount_minor)
                .bind(&now)
                .bind(customer_id)
                .execute(&mut *tx)
                .await?;
        if spent.rows_affected() == 0 {
            tx.rollback().await?;
            return Err(PlaceError::RewardsGone);
        }
        sqlx::query("INSERT INTO reward_events (customer_id, order_id, reason, points_minor, created_at) VALUES ($1, $2, 'used', $3, $4)")
            .bind(customer_id)
            .bind(placed.id)
            .bind(-order.discount_minor)
            .bind(&now)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("UPDATE carts SET order_id = $1, step = 'save-order' WHERE id = $2")
        .bind(placed.id)
        .bind(order.cart_id)
        .execute(&mut *tx)
        .await?;
    let mail = mail_for(placed.id);
    super::outbox::queue_in(&mut tx, &mail.recipient, &mail.subject, &mail.body, &now).await?;
    tx.commit().await?;
    Ok(Placed::New(Box::new(placed)))
}

/// All of an order's lines in one statement.
async fn insert_items(tx: &mut sqlx::Transaction<'static, sqlx::Any>, order_id: i64, items: &[NewItem]) -> Result<(), sqlx::Error> {
    if items.is_empty() {
        return Ok(());
    }
    let mut sql =
        Sql::new("INSERT INTO order_items (order_id, product_id, variant_id, sku, name, options, qty, price_minor, total_minor) VALUES ");
    for (i, item) in items.iter().enumerate() {
        sql.push(if i == 0 { "(" } else { ", (" }).bind(order_id);
        for value in [Bind::Int(item.product_id), Bind::Int(item.variant_id), Bind::Text(item.sku.clone()), Bind::Text(item.name.clone())] {
            sql.push(", ").bind(value);
        }
        for value in [Bind::Text(item.options.clone()), Bind::Int(item.qty), Bind::Int(item.price_minor), Bind::Int(item.total_minor)] {
            sql.push(", ").bind(value);
        }
        sql.push(")");
    }
    sql.query().execute(&mut **tx).await?;
    Ok(())
}

impl From<&NewItem> for ItemRow {
    fn from(item: &NewItem) -> ItemRow {
        ItemRow {
            product_id: item.product_id,
            sku: item.sku.clone(),
            name: item.name.clone(),
            options: item.options.clone(),
            qty: item.qty,
            price_minor: item.price_minor,
            total_minor: item.total_minor,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderRow {
    pub id: i64,
    pub cart_id: i64,
    pub customer_id: Option<i64>,
    pub status: storefront_core::orders::OrderStatus,
    pub email: String,
    pub customer_name: String,
    pub billing: String,
    pub shipping: String,
    pub shipping_method: String,
    pub payment_method: String,
    /// The shopper's note to the shop.
    pub notes: String,
    pub sub_total_minor: i64,
    pub shipping_minor: i64,
    pub discount_minor: i64,
    pub grand_total_minor: i64,
    pub locale: String,
    pub payment_id: Option<String>,
    pub paid_at: Option<String>,
    pub created_at: String,
    pub phone: String,
    pub currency: String,
    pub carrier: Option<String>,
    pub tracking_number: Option<String>,
    pub refunded_minor: i64,
    pub stock_returned: bool,
    pub updated_at: String,
}

impl OrderRow {
    /// What the core's order rules read of the order.
    pub fn facts(&self) -> storefront_core::orders::OrderFacts {
        use storefront_core::orders::{OrderFacts, PaymentKind};
        OrderFacts {
            status: self.status,
            payment: PaymentKind::of_method(&self.payment_method),
            provider_paid: self.paid_at.is_some(),
            grand_total_minor: self.grand_total_minor,
            refunded_minor: self.refunded_minor,
            stock_returned: self.stock_returned,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemRow {
    /// The product (a configurable one's parent) the line was of.
    pub product_id: i64,
    pub sku: String,
    pub name: String,
    pub options: String,
    pub qty: i64,
    pub price_minor: i64,
    pub total_minor: i64,
}

pub(crate) const ORDER_COLUMNS: &str = concat!("SELECT ", order_fields!(), " FROM orders");

pub(crate) fn order_row(row: &sqlx::any::AnyRow) -> Result<OrderRow, sqlx::Error> {
    Ok(OrderRow {
        id: row.try_get("id")?,
        cart_id: row.try_get("cart_id")?,
        customer_id: row.try_get("customer_id")?,
        status: crate::sql::parsed(row, "status", storefront_core::orders::OrderStatus::parse)?,
        email: row.try_get("email")?,
        customer_name: row.try_get("customer_name")?,
        billing: row.try_get("billing")?,
        shipping: row.try_get("shipping")?,
        shipping_method: row.try_get("shipping_method")?,
        payment_method: row.try_get("payment_method")?,
        notes: row.try_get("notes")?,
        sub_total_minor: row.try_get("sub_total_minor")?,
        shipping_minor: row.try_get("shipping_minor")?,
        discount_minor: row.try_get("discount_minor")?,
        grand_total_minor: row.try_get("grand_total_minor")?,
        locale: row.try_get("locale")?,
        payment_id: row.try_get("payment_id")?,
        paid_at: row.try_get("paid_at")?,
        created_at: row.try_get("created_at")?,
        phone: row.try_get("phone")?,
        currency: row.try_get("currency")?,
        carrier: row.try_get("carrier")?,
        tracking_number: row.try_get("tracking_number")?,
        refunded_minor: row.try_get("refunded_minor")?,
        stock_returned: row.try_get::<i64, _>("stock_returned")? != 0,
        updated_at: row.try_get("updated_at")?,
    })
}

pub async fn find(db: &Db, id: i64) -> Result<Option<OrderRow>, sqlx::Error> {
    sqlx::query(&format!("{ORDER_COLUMNS} WHERE id = $1")).bind(id).fetch_optional(db.pool()).await?.as_ref().map(order_row).transpose()
}

/// The customer's order `id`; another customer's order is as absent as a missing one.
pub async fn find_for_customer(db: &Db, customer_id: i64, id: i64) -> Result<Option<OrderRow>, sqlx::Error> {
    sqlx::query(&format!("{ORDER_COLUMNS} WHERE id = $1 AND customer_id = $2"))
        .bind(id)
        .bind(customer_id)
        .fetch_optional(db.pool())
        .await?
        .as_ref()
        .map(order_row)
        .transpose()
}

/// One page of the customer's orders, newest first, and how many there are in all.
pub async fn page_for_customer(db: &Db, customer_id: i64, limit: i64, offset: i64) -> Result<(Vec<OrderRow>, i64), sqlx::Error> {
    let total: i64 = sqlx::query("SELECT COUNT(*) AS n FROM orders WHERE customer_id = $1")
        .bind(customer_id)
        .fetch_one(db.pool())
        .await?
        .try_get("n")?;
    let rows = sqlx::query(&format!("{ORDER_COLUMNS} WHERE customer_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3"))
        .bind(customer_id)
        .bind(limit)
        .bind(offset)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(order_row)
        .collect::<Result<_, _>>()?;
    Ok((rows, total))
}

fn item_row(row: &sqlx::any::AnyRow) -> Result<ItemRow, sqlx::Error> {
    Ok(ItemRow {
        product_id: row.try_get("product_id")?,
        sku: row.try_get("sku")?,
        name: row.try_get("name")?,
        options: row.try_get("options")?,
        qty: row.try_get("qty")?,
        price_minor: row.try_get("price_minor")?,
        total_minor: row.try_get("total_minor")?,
    })
}

pub async fn items(db: &Db, order_id: i64) -> Result<Vec<ItemRow>, sqlx::Error> {
    sqlx::query("SELECT product_id, sku, name, options, qty, price_minor, total_minor FROM order_items WHERE order_id = $1 ORDER BY id")
        .bind(order_id)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(item_row)
        .collect()
}

/// The items of several orders in one query (a page of order history), by order id.
pub async fn items_of(db: &Db, order_ids: &[i64]) -> Result<std::collections::HashMap<i64, Vec<ItemRow>>, sqlx::Error> {
    let mut by_order: std::collections::HashMap<i64, Vec<ItemRow>> = std::collections::HashMap::new();
    if order_ids.is_empty() {
        return Ok(by_order);
    }
    let mut sql = crate::sql::Sql::new(
        "SELECT order_id, product_id, sku, name, options, qty, price_minor, total_minor FROM order_items WHERE order_id IN (",
    );
    sql.bind_list(order_ids).push(") ORDER BY id");
    for row in sql.query().fetch_all(db.pool()).await? {
        by_order.entry(row.try_get("order_id")?).or_default().push(item_row(&row)?);
    }
    Ok(by_order)
}
