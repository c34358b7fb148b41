//! A small, exact catalogue for the API tests, inserted with plain SQL on either database.
//!
//! Categories: womens-clothing (root) > dresses; tools (root). Attributes: color (red, blue),
//! size (S, M). Products (prices in drams):
//! - `summer-dress` simple, 20,000, special 15,000, new, red, in dresses, stock 5
//! - `evening-gown` configurable in dresses, variants red/S 30,000 (stock 3), red/M 32,000
//!   (stock 0), blue/S 28,000 special 25,000 (stock 4)
//! - `claw-hammer` simple, 8,000, in tools, stock 0, featured
//!
//! Rates: 1 AMD = 0.0025 USD, 0.2 RUB.

use sqlx::Row;
use storefront_server::Db;

pub struct Fixture {
    pub womens: i64,
    pub dresses: i64,
    pub tools: i64,
    pub color: i64,
    pub size: i64,
    pub red: i64,
    pub blue: i64,
    pub small: i64,
    pub medium: i64,
    pub dress: i64,
    pub gown: i64,
    pub gown_red_s: i64,
    pub gown_red_m: i64,
    pub gown_blue_s: i64,
    pub hammer: i64,
}

async fn insert(db: &Db, sql: &str, binds: &[&dyn Bindable]) -> i64 {
    let mut query = sqlx::query(sql);
    for bind in binds {
        query = bind.bind_to(query);
    }
    query.fetch_one(db.pool()).await.unwrap_or_else(|e| panic!("{sql}: {e}")).get::<i64, _>("id")
}

async fn exec(db: &Db, sql: &str, binds: &[&dyn Bindable]) {
    let mut query = sqlx::query(sql);
    for bind in binds {
        query = bind.bind_to(query);
    }
    query.execute(db.pool()).await.unwrap_or_else(|e| panic!("{sql}: {e}"));
}

type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

pub trait Bindable: Sync {
    fn bind_to<'q>(&'q self, query: AnyQuery<'q>) -> AnyQuery<'q>;
}

impl Bindable for i64 {
    fn bind_to<'q>(&'q self, query: AnyQuery<'q>) -> AnyQuery<'q> {
        query.bind(*self)
    }
}

impl Bindable for &str {
    fn bind_to<'q>(&'q self, query: AnyQuery<'q>) -> AnyQuery<'q> {
        query.bind(*self)
    }
}

async fn translate(db: &Db, table: &str, key: &str, id: i64, column: &str, texts: [&str; 3]) {
    for (locale, text) in ["hy", "ru", "en"].iter().zip(texts) {
        let sql = format!("INSERT INTO {table} ({key}, locale, {column}) VALUES ($1, $2, $3)");
        exec(db, &sql, &[&id, locale, &text]).await;
    }
}

async fn category(db: &Db, parent: Option<i64>, slug: &str, position: i64, names: [&str; 3]) -> i64 {
    let id = match parent {
        Some(parent) => {
            insert(db, "INSERT INTO categories (parent_id, slug, position) VALUES ($1, $2, $3) RETURNING id", &[&parent, &slug, &position])
                .await
        }
        None => insert(db, "INSERT INTO categories (slug, position) VALUES ($1, $2) RETURNING id", &[&slug, &position]).await,
    };
    translate(db, "category_translations", "category_id", id, "name", names).await;
    id
}

async fn attribute(db: &Db, code: &str, swatch: &str, labels: [&str; 3]) -> i64 {
    let id = insert(db, "INSERT INTO attributes (code, swatch_type) VALUES ($1, $2) RETURNING id", &[&code, &swatch]).await;
    translate(db, "attribute_translations", "attribute_id", id, "label", labels).await;
    id
}

async fn option(db: &Db, attribute: i64, admin: &str, swatch: &str, labels: [&str; 3]) -> i64 {
    let id = insert(
        db,
        "INSERT INTO attribute_options (attribute_id, admin_name, swatch_value) VALUES ($1, $2, $3) RETURNING id",
        &[&attribute, &admin, &swatch],
    )
    .await;
    translate(db, "attribute_option_translations", "option_id", id, "label", labels).await;
    id
}

struct NewProduct<'a> {
    parent: Option<i64>,
    kind: &'a str,
    sku: &'a str,
    url_key: Option<&'a str>,
    price: i64,
    special: Option<i64>,
    qty: i64,
    is_new: i64,
    featured: i64,
    created_at: &'a str,
    names: [&'a str; 3],
}

async fn product(db: &Db, p: NewProduct<'_>) -> i64 {
    let final_price = p.special.filter(|s| *s > 0).unwrap_or(p.price);
    let id = insert(
        db,
        "INSERT INTO products (type, sku, price_minor, final_price_minor, qty, is_new, is_featured, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
        &[&p.kind, &p.sku, &p.price, &final_price, &p.qty, &p.is_new, &p.featured, &p.created_at],
    )
    .await;
    if let Some(parent) = p.parent {
        exec(db, "UPDATE products SET parent_id = $1 WHERE id = $2", &[&parent, &id]).await;
    }
    if let Some(key) = p.url_key {
        exec(db, "UPDATE products SET url_key = $1 WHERE id = $2", &[&key, &id]).await;
    }
    if let Some(special) = p.special {
        exec(db, "UPDATE products SET special_price_minor = $1 WHERE id = $2", &[&special, &id]).await;
    }
    for (locale, name) in ["hy", "ru", "en"].iter().zip(p.names) {
        let description = format!("<p>{name}</p><script>alert(1)</script>");
        exec(
            db,
            "INSERT INTO product_translations (product_id, locale, name, short_description, description) VALUES ($1, $2, $3, $4, $5)",
            &[&id, locale, &name, &name, &description.as_str()],
        )
        .await;
    }
    exec(
        db,
        "INSERT INTO product_images (product_id, path, position) VALUES ($1, $2, 0)",
        &[&id, &format!("products/{}.jpg", p.sku).as_str()],
    )
    .await;
    id
}

async fn link(db: &Db, table: &str, columns: &str, values: [i64; 3]) {
    let sql = format!("INSERT INTO {table} ({columns}) VALUES ($1, $2, $3)");
    exec(db, &sql, &[&values[0], &values[1], &values[2]]).await;
}

pub async fn load(db: &Db) -> Fixture {
    exec(db, "INSERT INTO exchange_rates (currency, rate_e9, updated_at) VALUES ('USD', 2500000, '2026-11-21')", &[]).await;
    exec(db, "INSERT INTO exchange_rates (currency, rate_e9, updated_at) VALUES ('RUB', 200000000, '2026-11-21')", &[]).await;

    let womens = category(db, None, "womens-clothing", 1, ["Կանացի հագուստ", "Женская одежда", "Women's clothing"]).await;
    let dresses = category(db, Some(womens), "dresses", 1, ["Զգեստներ", "Платья", "Dresses"]).await;
    let tools = category(db, None, "tools", 2, ["Գործիքներ", "Инструменты", "Tools"]).await;

    let color = attribute(db, "color", "color", ["Գույն", "Цвет", "Colour"]).await;
    let size = attribute(db, "size", "text", ["Չափս", "Размер", "Size"]).await;
    let red = option(db, color, "Red", "#d62828", ["Կարմիր", "Красный", "Red"]).await;
    let blue = option(db, color, "Blue", "#1d4ed8", ["Կապույտ", "Синий", "Blue"]).await;
    let small = option(db, size, "S", "", ["S", "S", "S"]).await;
    let medium = option(db, size, "M", "", ["M", "M", "M"]).await;

    let base = |sku, url_key, price, special, qty, names| NewProduct {
        parent: None,
        kind: "simple",
        sku,
        url_key,
        price,
        special,
        qty,
        is_new: 0,
        featured: 0,
        created_at: "2026-11-01T10:00:00Z",
        names,
    };
    let dress = product(
        db,
        NewProduct {
            is_new: 1,
            created_at: "2026-11-20T10:00:00Z",
            ..base("DRS-1", Some("summer-dress"), 2_000_000, Some(1_500_000), 5, ["Ամառային զգեստ", "Летнее платье", "Summer dress"])
        },
    )
    .await;
    let gown = product(
        db,
        NewProduct {
            kind: "configurable",
            created_at: "2026-11-10T10:00:00Z",
            ..base("GWN-1", Some("evening-gown"), 2_800_000, Some(2_500_000), 7, ["Երեկոյան զգեստ", "Вечернее платье", "Evening gown"])
        },
    )
    .await;
    let variant = |sku, price, special, qty, names| NewProduct { parent: Some(gown), ..base(sku, None, price, special, qty, names) };
    let gown_red_s = product(
        db,
        variant("GWN-1-RS", 3_000_000, None, 3, ["Երեկոյան զգեստ Կարմիր S", "Вечернее платье красное S", "Evening gown Red S"]),
    )
    .await;
    let gown_red_m = product(
        db,
        variant("GWN-1-RM", 3_200_000, None, 0, ["Երեկոյան զգեստ Կարմիր M", "Вечернее платье красное M", "Evening gown Red M"]),
    )
    .await;
    let gown_blue_s = product(
        db,
        variant("GWN-1-BS", 2_800_000, Some(2_500_000), 4, ["Երեկոյան զգեստ Կապույտ S", "Вечернее платье синее S", "Evening gown Blue S"]),
    )
    .await;
    let hammer = product(
        db,
        NewProduct { featured: 1, ..base("HMR-1", Some("claw-hammer"), 800_000, None, 0, ["Մուրճ", "Молоток", "Claw hammer"]) },
    )
    .await;

    for (category, product) in [(dresses, dress), (dresses, gown), (tools, hammer)] {
        exec(db, "INSERT INTO product_categories (category_id, product_id) VALUES ($1, $2)", &[&category, &product]).await;
    }
    for (product, attribute, option) in [
        (dress, color, red),
        (gown_red_s, color, red),
        (gown_red_s, size, small),
        (gown_red_m, color, red),
        (gown_red_m, size, medium),
        (gown_blue_s, color, blue),
        (gown_blue_s, size, small),
    ] {
        link(db, "product_attribute_values", "product_id, attribute_id, option_id", [product, attribute, option]).await;
    }
    for (attribute, option, product) in
        [(color, red, dress), (color, red, gown), (color, blue, gown), (size, small, gown), (size, medium, gown)]
    {
        link(db, "product_filter_values", "attribute_id, option_id, product_id", [attribute, option, product]).await;
    }
    link(db, "product_super_attributes", "product_id, attribute_id, position", [gown, color, 0]).await;
    link(db, "product_super_attributes", "product_id, attribute_id, position", [gown, size, 1]).await;
    exec(db, "INSERT INTO product_relations (product_id, related_id, kind) VALUES ($1, $2, 'related')", &[&dress, &gown]).await;
    exec(db, "INSERT INTO home_positions (position, product_id, sort) VALUES ('position_first', $1, 1)", &[&gown]).await;
    exec(db, "INSERT INTO home_positions (position, product_id, sort) VALUES ('position_first', $1, 2)", &[&dress]).await;

    let slider = insert(
        db,
        "INSERT INTO sliders (path, mobile_path, link) VALUES ('sliders/1.jpg', 'sliders/1-m.jpg', '/shop/catalog/dresses') RETURNING id",
        &[],
    )
    .await;
    translate(
        db,
        "slider_translations",
        "slider_id",
        slider,
        "content",
        ["<h2>Ամառ</h2><img src=x onerror=alert(1)>", "<h2>Лето</h2>", "<h2>Summer</h2>"],
    )
    .await;
    let banner = insert(db, "INSERT INTO banners (path, link) VALUES ('banners/1.jpg', '/shop/saledProducts') RETURNING id", &[]).await;
    translate(db, "banner_translations", "banner_id", banner, "content", ["Զեղչեր", "Скидки", "Sale"]).await;

    storefront_db::catalog::listing::mark_changed(db).await.expect("mark the catalogue changed");
    storefront_db::catalog::listing::refresh(db).await.expect("rebuild the product listing");
    Fixture { womens, dresses, tools, color, size, red, blue, small, medium, dress, gown, gown_red_s, gown_red_m, gown_blue_s, hammer }
}
