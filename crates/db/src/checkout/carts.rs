//! Carts and their lines. A cart is found by its api_token; its lines name what is bought
//! (`variant_id`) and what it is shown as (`product_id`). Prices are never stored in a cart:
//! they are read from the products each time.

use sqlx::Row;

use crate::clock;
use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CartRow {
    pub id: i64,
    pub api_token: String,
    pub customer_id: Option<i64>,
    /// JSON of the saved billing and shipping payloads.
    pub billing: Option<String>,
    pub shipping: Option<String>,
    pub shipping_method: Option<String>,
    pub payment_method: Option<String>,
    /// The last checkout step that succeeded (`CheckoutStep` in kebab case), or `none`.
    pub step: String,
    pub order_id: Option<i64>,
    /// Bonuses the customer chose to spend on this cart (AMD minor units).
    pub rewards_minor: i64,
}

/// A cart line with the current price and stock of what it buys.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineRow {
    pub id: i64,
    pub product_id: i64,
    pub variant_id: i64,
    pub quantity: i64,
    pub sku: String,
    pub kind: String,
    pub price_minor: i64,
    pub special_price_minor: Option<i64>,
    pub stock: i64,
    /// Whether what it buys can still be bought (status 1).
    pub on_sale: bool,
}

const CART_COLUMNS: &str =
    "SELECT id, api_token, customer_id, billing, shipping, shipping_method, payment_method, step, order_id, rewards_minor FROM carts";

fn cart_row(row: &sqlx::any::AnyRow) -> Result<CartRow, sqlx::Error> {
    Ok(CartRow {
        id: row.try_get("id")?,
        api_token: row.try_get("api_token")?,
        customer_id: row.try_get("customer_id")?,
        billing: row.try_get("billing")?,
        shipping: row.try_get("shipping")?,
        shipping_method: row.try_get("shipping_method")?,
        payment_method: row.try_get("payment_method")?,
        step: row.try_get("step")?,
        order_id: row.try_get("order_id")?,
        rewards_minor: row.try_get("rewards_minor")?,
    })
}

pub async fn create(db: &Db, api_token: &str) -> Result<i64, sqlx::Error> {
    create_for(db, api_token, None).await
}

/// A new cart, a customer's when `customer_id` is given.
pub async fn create_for(db: &Db, api_token: &str, customer_id: Option<i64>) -> Result<i64, sqlx::Error> {
    let now = clock::now();
    sqlx::query("INSERT INTO carts (api_token, customer_id, step, created_at, updated_at) VALUES ($1, $2, 'none', $3, $3) RETURNING id")
        .bind(api_token)
        .bind(customer_id)
        .bind(&now)
        .fetch_one(db.pool())
        .await?
        .try_get("id")
}

pub async fn find_by_token(db: &Db, api_token: &str) -> Result<Option<CartRow>, sqlx::Error> {
    sqlx::query(&format!("{CART_COLUMNS} WHERE api_token = $1"))
        .bind(api_token)
        .fetch_optional(db.pool())
        .await?
        .as_ref()
        .map(cart_row)
        .transpose()
}

/// Makes the cart the customer's and sets the bonuses to spend on it.
pub async fn use_rewards(db: &Db, cart_id: i64, customer_id: i64, rewards_minor: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE carts SET customer_id = $1, rewards_minor = $2, updated_at = $3 WHERE id = $4")
        .bind(customer_id)
        .bind(rewards_minor)
        .bind(clock::now())
        .bind(cart_id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// The customer's newest cart that has not become an order.
pub async fn open_for_customer(db: &Db, customer_id: i64) -> Result<Option<CartRow>, sqlx::Error> {
    sqlx::query(&format!("{CART_COLUMNS} WHERE customer_id = $1 AND order_id IS NULL ORDER BY id DESC LIMIT 1"))
        .bind(customer_id)
        .fetch_optional(db.pool())
        .await?
        .as_ref()
        .map(cart_row)
        .transpose()
}

pub async fn find(db: &Db, id: i64) -> Result<Option<CartRow>, sqlx::Error> {
    sqlx::query(&format!("{CART_COLUMNS} WHERE id = $1")).bind(id).fetch_optional(db.pool()).await?.as_ref().map(cart_row).transpose()
}

/// The cart's lines in the order they were added, with current prices and stock.
pub async fn lines(db: &Db, cart_id: i64) -> Result<Vec<LineRow>, sqlx::Error> {
    sqlx::query(
        "SELECT ci.id, ci.product_id, ci.variant_id, ci.quantity, v.sku, p.type AS kind, v.price_minor, \
         v.special_price_minor, v.qty AS stock, v.status AS variant_status, p.status AS product_status \
         FROM cart_items ci JOIN products v ON v.id = ci.variant_id JOIN products p ON p.id = ci.product_id \
         WHERE ci.cart_id = $1 ORDER BY ci.id",
    )
    .bind(cart_id)
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| {
        Ok(LineRow {
            id: row.try_get("id")?,
            product_id: row.try_get("product_id")?,
            variant_id: row.try_get("variant_id")?,
            quantity: row.try_get("quantity")?,
            sku: row.try_get("sku")?,
            kind: row.try_get("kind")?,
            price_minor: row.try_get("price_minor")?,
            special_price_minor: row.try_get("special_price_minor")?,
            stock: row.try_get("stock")?,
            on_sale: row.try_get::<i64, _>("variant_status")? == 1 && row.try_get::<i64, _>("product_status")? == 1,
        })
    })
    .collect()
}

/// How many of `variant_id` the cart holds, and how many the shop has (0 for an unknown
/// product).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Held {
    pub in_cart: i64,
    pub stock: i64,
}

pub async fn held(db: &Db, cart_id: i64, variant_id: i64) -> Result<Held, sqlx::Error> {
    let row = sqlx::query(
        "SELECT COALESCE((SELECT qty FROM products WHERE id = $2), 0) AS stock, \
         COALESCE((SELECT quantity FROM cart_items WHERE cart_id = $1 AND variant_id = $2), 0) AS in_cart",
    )
    .bind(cart_id)
    .bind(variant_id)
    .fetch_one(db.pool())
    .await?;
    Ok(Held { in_cart: row.try_get("in_cart")?, stock: row.try_get("stock")? })
}

/// Sets a line's quantity, adding the line when the cart has none for this variant. One
/// statement, so two quick adds of the same product cannot make two lines; the cart is marked
/// changed by the same statement (a trigger, migration 0015).
pub async fn put_line(db: &Db, cart_id: i64, product_id: i64, variant_id: i64, quantity: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO cart_items (cart_id, product_id, variant_id, quantity, created_at) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = excluded.quantity",
    )
    .bind(cart_id)
    .bind(product_id)
    .bind(variant_id)
    .bind(quantity)
    .bind(clock::now())
    .execute(db.pool())
    .await?;
    Ok(())
}

/// Sets the quantity of an existing line; false when the cart has no such line.
pub async fn set_quantity(db: &Db, cart_id: i64, line_id: i64, quantity: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE cart_items SET quantity = $1 WHERE id = $2 AND cart_id = $3")
        .bind(quantity)
        .bind(line_id)
        .bind(cart_id)
        .execute(db.pool())
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Removes a line; false when the cart has no such line.
pub async fn remove_line(db: &Db, cart_id: i64, line_id: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM cart_items WHERE id = $1 AND cart_id = $2").bind(line_id).bind(cart_id).execute(db.pool()).await?;
    Ok(done.rows_affected() == 1)
}

/// What a checkout step saved, and the step now reached.
#[derive(Debug, Clone, Copy)]
pub enum StepData<'a> {
    Address { billing: &'a str, shipping: &'a str },
    Shipping { method: &'a str },
    Payment { method: &'a str },
}

/// Saves what a checkout step took and the step reached; answers the cart as it now is.
pub async fn save_step(db: &Db, mut cart: CartRow, step: &str, data: StepData<'_>) -> Result<CartRow, sqlx::Error> {
    let now = clock::now();
    let query = match data {
        StepData::Address { billing, shipping } => {
            cart.billing = Some(billing.to_string());
            cart.shipping = Some(shipping.to_string());
            sqlx::query("UPDATE carts SET billing = $1, shipping = $2, step = $3, updated_at = $4 WHERE id = $5")
                .bind(billing)
                .bind(shipping)
        }
        StepData::Shipping { method } => {
            cart.shipping_method = Some(method.to_string());
            sqlx::query("UPDATE carts SET shipping_method = $1, step = $2, updated_at = $3 WHERE id = $4").bind(method)
        }
        StepData::Payment { method } => {
            cart.payment_method = Some(method.to_string());
            sqlx::query("UPDATE carts SET payment_method = $1, step = $2, updated_at = $3 WHERE id = $4").bind(method)
        }
    };
    query.bind(step).bind(now).bind(cart.id).execute(db.pool()).await?;
    cart.step = step.to_string();
    Ok(cart)
}

/// Frees the token of a cart that became an order, so that the next add starts a new cart
/// under the same token while the order keeps its own cart.
pub async fn retire(db: &Db, cart: &CartRow) -> Result<(), sqlx::Error> {
    let retired = format!("{}/order-{}", cart.api_token, cart.order_id.unwrap_or(cart.id));
    sqlx::query("UPDATE carts SET api_token = $1, updated_at = $2 WHERE id = $3")
        .bind(retired)
        .bind(clock::now())
        .bind(cart.id)
        .execute(db.pool())
        .await?;
    Ok(())
}
