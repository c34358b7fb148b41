//! Generated orders for measuring the back office (`storefront-server seed --orders N`): a
//! year of orders in every status and payment method, with Armenian names, e-mails and phones,
//! deterministic for a given count. Each has its cart and one line; nothing else refers to them.

use std::fmt;
use std::time::{Duration, Instant};

use super::random::Rng;
use super::SeedError;
use storefront_db::bulk::{next_id, sync_sequences, Insert};
use storefront_db::clock::timestamp;
use storefront_db::Db;

const BATCH: usize = 10_000;
/// Orders have 24 columns: 500 rows bind 12,000 values, one statement's limit.
const FLUSH_EVERY: usize = 500;
const FIRST_NAMES: &[&str] =
    &["Անի", "Արամ", "Նարե", "Դավիթ", "Լիլիթ", "Տիգրան", "Մարիամ", "Հայկ", "Սոնա", "Գոռ", "Анна", "Иван", "Mary", "John"];
const LAST_NAMES: &[&str] = &["Սարգսյան", "Պետրոսյան", "Հակոբյան", "Գրիգորյան", "Մկրտչյան", "Ավետիսյան", "Иванова", "Smith"];
const LATIN: &[&str] =
    &["ani", "aram", "nare", "davit", "lilit", "tigran", "mariam", "hayk", "sona", "gor", "anna", "ivan", "mary", "john"];
/// (status, weight): most orders are done with; a working day's are still open.
const STATUSES: &[(&str, u64)] = &[("completed", 70), ("canceled", 8), ("refunded", 2), ("shipped", 8), ("processing", 6), ("pending", 6)];
const METHODS: &[(&str, u64)] = &[("cashondelivery", 50), ("ameria_vpos", 35), ("idram", 15)];

#[derive(Debug, Default)]
pub struct OrdersReport {
    pub existing: usize,
    pub added: usize,
    pub elapsed: Duration,
}

impl fmt::Display for OrdersReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "orders: {} added to {} in {:.1} s", self.added, self.existing, self.elapsed.as_secs_f64())
    }
}

fn weighted<'a>(rng: &mut Rng, table: &'a [(&'a str, u64)]) -> &'a str {
    let mut roll = rng.below(table.iter().map(|(_, w)| w).sum());
    for (value, weight) in table {
        if roll < *weight {
            return value;
        }
        roll -= weight;
    }
    table[0].0
}

/// Adds generated orders until the shop has `count`.
pub async fn orders(db: &Db, count: usize) -> Result<OrdersReport, SeedError> {
    let started = Instant::now();
    let existing: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM orders").fetch_one(db.pool()).await?;
    let mut report = OrdersReport { existing: existing as usize, ..OrdersReport::default() };
    let mut remaining = count.saturating_sub(report.existing);
    let mut rng = Rng::new(0x0DE5_u64 ^ existing as u64);
    while remaining > 0 {
        let batch = remaining.min(BATCH);
        let mut tx = db.pool().begin().await?;
        let (mut cart_id, mut order_id) = (next_id(&mut tx, "carts").await?, next_id(&mut tx, "orders").await?);
        let mut carts = Insert::new("carts", &["id", "api_token", "step", "order_id", "created_at", "updated_at"]);
        let mut rows = Insert::new(
            "orders",
            &[
                "id",
                "cart_id",
                "status",
                "email",
                "customer_name",
                "phone",
                "billing",
                "shipping",
                "shipping_method",
                "payment_method",
                "sub_total_minor",
                "shipping_minor",
                "grand_total_minor",
                "locale",
                "currency",
                "payment_id",
                "paid_at",
                "created_at",
                "updated_at",
                "carrier",
                "tracking_number",
                "refunded_minor",
                "stock_returned",
                "phone_key",
                "email_key",
            ],
        );
        let mut items =
            Insert::new("order_items", &["order_id", "product_id", "variant_id", "sku", "name", "qty", "price_minor", "total_minor"]);
        for _ in 0..batch {
            let name_index = rng.below(FIRST_NAMES.len() as u64) as usize;
            let first = FIRST_NAMES[name_index];
            let last = *rng.pick(LAST_NAMES);
            let email = format!("{}.{}{}@example.am", LATIN[name_index], rng.range(1, 99_999), order_id % 97);
            let phone = format!("+374 9{} {:06}", rng.range(1, 9), rng.range(0, 999_999));
            let status = weighted(&mut rng, STATUSES);
            let method = weighted(&mut rng, METHODS);
            let qty = rng.range(1, 3);
            let price = rng.range(20, 800) * 100 * 100;
            let sub_total = price * qty;
            let shipping = 2_500;
            let total = sub_total + shipping;
            // Newer orders are denser, as in a growing shop.
            let days = (rng.below(365) * rng.below(365) / 365) as u64;
            let created_at = timestamp(Duration::from_secs(days * 86_400 + rng.range(0, 86_399) as u64));
            let provider = method != "cashondelivery";
            let paid = provider && !matches!(status, "pending" | "canceled");
            let shipped = matches!(status, "shipped" | "completed");
            carts.row(vec![
                cart_id.into(),
                format!("bench-{cart_id}").into(),
                "save-order".into(),
                order_id.into(),
                created_at.clone().into(),
                created_at.clone().into(),
            ]);
            let key = storefront_core::email::phone_key(&phone);
            let email_key = storefront_core::email::email_key(&email);
            rows.row(vec![
                order_id.into(),
                cart_id.into(),
                status.into(),
                email.into(),
                format!("{first} {last}").into(),
                phone.into(),
                "{}".into(),
                "{}".into(),
                "flatrate".into(),
                method.into(),
                sub_total.into(),
                shipping.into(),
                total.into(),
                "hy".into(),
                "AMD".into(),
                paid.then(|| format!("BENCH-{order_id}")).into(),
                paid.then(|| created_at.clone()).into(),
                created_at.clone().into(),
                created_at.into(),
                shipped.then(|| "HayPost".to_string()).into(),
                shipped.then(|| format!("RR{order_id:09}AM")).into(),
                if status == "refunded" { total } else { 0 }.into(),
                matches!(status, "canceled" | "refunded").into(),
                key.into(),
                email_key.into(),
            ]);
            items.row(vec![
                order_id.into(),
                1i64.into(),
                1i64.into(),
                format!("GEN-{:07}", rng.range(1, 100_000)).into(),
                "Ապրանք".into(),
                qty.into(),
                price.into(),
                sub_total.into(),
            ]);
            cart_id += 1;
            order_id += 1;
            // Parents before children (an order names its cart, a line its order), in statements
            // of the widest table's size.
            if rows.pending_rows() >= FLUSH_EVERY {
                carts.flush(&mut tx).await?;
                rows.flush(&mut tx).await?;
                items.flush(&mut tx).await?;
            }
        }
        carts.flush(&mut tx).await?;
        rows.flush(&mut tx).await?;
        items.flush(&mut tx).await?;
        sync_sequences(&mut tx, db.dialect(), &["carts", "orders", "order_items"]).await?;
        tx.commit().await?;
        report.added += batch;
        remaining -= batch;
    }
    if report.added > 0 {
        storefront_db::checkout::order_list::tidy_search_index(db).await?;
    }
    report.elapsed = started.elapsed();
    Ok(report)
}
