//! The demo catalogue and the benchmark catalogue generator.
//!
//! - [`demo`] writes a small, hand-written catalogue in Armenian, Russian and English (sellers,
//!   categories, attributes, ~85 products of which 24 configurable with colour and size variants,
//!   home blocks, relations, sliders, banners) and draws its pictures. It is idempotent: the
//!   `app_meta` row `demo_seed_version` marks a seeded database and a second run does nothing.
//! - [`seed_content`] writes the demo's content (CMS pages, menus, blog posts with pictures,
//!   social links); [`demo`] runs it after the catalogue, and it is idempotent the
//!   same way (`demo_content_version`).
//! - [`seed_if_empty`] runs [`demo`] on a database without products (in demo mode), and
//!   [`seed_content`] on one whose demo catalogue predates the content.
//! - [`large`] adds synthetic products until at least N are listed, for benchmarks; it reuses the
//!   demo's pictures.
//!
//! Pictures go to the storage root (`DATA_DIR/storage`, served at `/storage/…`) and their resized
//! copies to the cache root (`DATA_DIR/cache/{small,medium,large}/…`); see `storefront_core::pictures`.

mod art;
mod catalog;
mod content;
mod images;
mod jpeg;
mod large;
mod orders;
mod random;
pub mod staff;

use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use sqlx::AnyConnection;

use catalog::{Tr, LOCALES};
use random::{hash, stock, Rng};
use storefront_db::bulk::{ids_by_key, next_id, option_ids, sync_sequences, Insert, Value};
use storefront_db::catalog::products;
use storefront_db::clock::timestamp;
use storefront_db::meta;
use storefront_db::Db;

pub use content::{is_content_seeded, seed_content, ContentReport, CONTENT_SEED_KEY, TERMS_PAGE_ID};
pub use large::{large, LargeReport};
pub use orders::{orders, OrdersReport};

/// Stored in `app_meta` under [`DEMO_SEED_KEY`] once the demo catalogue is in.
pub const DEMO_SEED_VERSION: &str = "1";
pub const DEMO_SEED_KEY: &str = "demo_seed_version";

/// Tables whose ids the seeders choose (PostgreSQL's identity sequences are moved past them).
const ID_TABLES: [&str; 8] =
    ["sellers", "categories", "attributes", "attribute_options", "products", "product_images", "sliders", "banners"];

#[derive(Debug, thiserror::Error)]
pub enum SeedError {
    #[error("database error while seeding: {0}")]
    Database(#[from] sqlx::Error),
    #[error("cannot write {path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("the picture task failed: {0}")]
    Task(String),
    #[error("{0}")]
    Invalid(String),
}

/// What [`demo`] did.
#[derive(Debug, Clone, Default)]
pub struct SeedReport {
    /// The database held the demo catalogue already; nothing was written.
    pub skipped: bool,
    /// Listed products (simple ones and configurable parents).
    pub products: usize,
    pub configurable: usize,
    pub variants: usize,
    pub categories: usize,
    pub sellers: usize,
    pub images_written: usize,
    /// Pictures whose files were there already (a re-seed of a data directory).
    pub images_reused: usize,
    pub image_time: Duration,
    pub elapsed: Duration,
    /// The content written after the catalogue (or found there).
    pub content: ContentReport,
}

impl fmt::Display for SeedReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.skipped {
            return write!(f, "demo catalogue already present ({:.1?}); {}", self.elapsed, self.content);
        }
        write!(
            f,
            "demo catalogue: {} products ({} configurable with {} variants), {} categories, \
             {} sellers; {} pictures drawn, {} already there ({:.1?}); total {:.1?}; {}",
            self.products,
            self.configurable,
            self.variants,
            self.categories,
            self.sellers,
            self.images_written,
            self.images_reused,
            self.image_time,
            self.elapsed,
            self.content
        )
    }
}

/// Whether the demo catalogue is in the database.
pub async fn is_seeded(db: &Db) -> Result<bool, sqlx::Error> {
    meta::is_marked(db, DEMO_SEED_KEY).await
}

/// Writes the demo catalogue and content into a database without products (the caller asks
/// only in demo mode, `SEED_DEMO=1`); answers whether it seeded. Pictures go under
/// `data_dir/storage` and `data_dir/cache`.
pub async fn seed_if_empty(db: &Db, data_dir: &Path) -> Result<bool, SeedError> {
    if products::count_all(db).await? > 0 {
        // A demo catalogue seeded before the content existed gets it now; a shop's own
        // catalogue never gets demo content.
        if !is_seeded(db).await? {
            return Ok(false);
        }
        let (storage, cache) = (storefront_core::pictures::storage_dir(data_dir), storefront_core::pictures::cache_dir(data_dir));
        let report = seed_content(db, &storage, &cache).await?;
        if !report.skipped {
            tracing::info!("{report}");
        }
        return Ok(!report.skipped);
    }
    let report = demo(db, &storefront_core::pictures::storage_dir(data_dir), &storefront_core::pictures::cache_dir(data_dir)).await?;
    if !report.skipped {
        tracing::info!("{report}");
    }
    Ok(!report.skipped)
}

/// Writes the demo catalogue and its pictures (originals under `storage_dir`, resized copies
/// under `cache_dir/{small,medium,large}`), unless the database has it already, then the demo
/// content ([`seed_content`]), unless it has that already.
pub async fn demo(db: &Db, storage_dir: &Path, cache_dir: &Path) -> Result<SeedReport, SeedError> {
    let mut report = demo_catalogue(db, storage_dir, cache_dir).await?;
    report.content = seed_content(db, storage_dir, cache_dir).await?;
    Ok(report)
}

async fn demo_catalogue(db: &Db, storage_dir: &Path, cache_dir: &Path) -> Result<SeedReport, SeedError> {
    let started = Instant::now();
    let mut report = SeedReport::default();
    if is_seeded(db).await? {
        report.skipped = true;
        report.elapsed = started.elapsed();
        return Ok(report);
    }

    let (storage, cache) = (storage_dir.to_owned(), cache_dir.to_owned());
    let drawing = Instant::now();
    let stats = tokio::task::spawn_blocking(move || images::write_all(&images::plan(), &storage, &cache))
        .await
        .map_err(|e| SeedError::Task(e.to_string()))??;
    report.image_time = drawing.elapsed();
    report.images_written = stats.written;
    report.images_reused = stats.reused;

    let mut tx = db.pool().begin().await?;
    // The marker first: a second server seeding at the same moment waits on it, then finds it.
    let marked = meta::mark(&mut tx, DEMO_SEED_KEY, DEMO_SEED_VERSION).await?;
    let already = products::sku_exists(&mut tx, catalog::PRODUCTS[0].sku).await?;
    if !marked || already {
        tx.commit().await?;
        report.skipped = true;
        report.elapsed = started.elapsed();
        return Ok(report);
    }
    write_demo(&mut tx, &mut report).await?;
    sync_sequences(&mut tx, db.dialect(), &ID_TABLES).await?;
    tx.commit().await?;
    // The lists' index is derived from what was just written.
    storefront_db::catalog::listing::mark_changed(db).await?;
    storefront_db::catalog::listing::refresh(db).await?;
    report.elapsed = started.elapsed();
    Ok(report)
}

/// Ids of what the demo catalogue refers to by name.
#[derive(Debug, Default)]
pub(crate) struct Refs {
    pub attributes: HashMap<&'static str, i64>,
    /// `"<attribute code>:<option code>"` → option id.
    pub options: HashMap<String, i64>,
    pub sellers: HashMap<&'static str, i64>,
    pub categories: HashMap<&'static str, i64>,
}

impl Refs {
    pub fn option(&self, attribute: &str, code: &str) -> Result<i64, SeedError> {
        self.options
            .get(&format!("{attribute}:{code}"))
            .copied()
            .ok_or_else(|| SeedError::Invalid(format!("unknown {attribute} option {code}")))
    }

    pub fn attribute(&self, code: &str) -> i64 {
        self.attributes.get(code).copied().unwrap_or_default()
    }
}

async fn write_demo(conn: &mut AnyConnection, report: &mut SeedReport) -> Result<(), SeedError> {
    let mut rates = Insert::new("exchange_rates", &["currency", "rate_e9", "updated_at"]).on_conflict_do_nothing();
    let now = timestamp(Duration::ZERO);
    rates.row(vec!["USD".into(), 2_590_000i64.into(), now.clone().into()]);
    rates.row(vec!["RUB".into(), 205_000_000i64.into(), now.clone().into()]);
    rates.flush(conn).await?;

    let refs = ensure_references(conn, report).await?;
    write_products(conn, &refs, report).await?;
    write_content(conn).await?;
    Ok(())
}

/// Attributes with their options, sellers and categories: found by code, url or slug, or
/// created with their translations.
pub(crate) async fn ensure_references(conn: &mut AnyConnection, report: &mut SeedReport) -> Result<Refs, SeedError> {
    let mut refs = Refs::default();
    let now = timestamp(Duration::from_secs(400 * 86_400));

    // Attributes and options.
    let existing = ids_by_key(conn, "attributes", "code").await?;
    let mut next_attribute = next_id(conn, "attributes").await?;
    let mut attributes = Insert::new("attributes", &["id", "code", "swatch_type", "position", "filterable"]);
    let mut attribute_tr = Insert::new("attribute_translations", &["attribute_id", "locale", "label"]);
    for (position, spec) in catalog::ATTRIBUTES.iter().enumerate() {
        let id = match existing.get(spec.code) {
            Some(id) => *id,
            None => {
                let id = next_attribute;
                next_attribute += 1;
                attributes.row(vec![id.into(), spec.code.into(), spec.swatch_type.into(), (position as i64).into(), 1i64.into()]);
                for locale in LOCALES {
                    attribute_tr.row(vec![id.into(), locale.into(), spec.label.get(locale).into()]);
                }
                id
            }
        };
        refs.attributes.insert(spec.code, id);
    }
    attributes.flush(conn).await?;
    attribute_tr.flush(conn).await?;

    let existing = option_ids(conn).await?;
    let mut next_option = next_id(conn, "attribute_options").await?;
    let mut options = Insert::new("attribute_options", &["id", "attribute_id", "admin_name", "swatch_value", "position"]);
    let mut option_tr = Insert::new("attribute_option_translations", &["option_id", "locale", "label"]);
    for spec in catalog::ATTRIBUTES {
        let attribute_id = refs.attribute(spec.code);
        for (position, option) in spec.options.iter().enumerate() {
            let admin_name = option.label.2;
            let id = match existing.get(&(attribute_id, admin_name.to_owned())) {
                Some(id) => *id,
                None => {
                    let id = next_option;
                    next_option += 1;
                    options.row(vec![
                        id.into(),
                        attribute_id.into(),
                        admin_name.into(),
                        option.swatch.map(str::to_owned).into(),
                        (position as i64).into(),
                    ]);
                    for locale in LOCALES {
                        option_tr.row(vec![id.into(), locale.into(), option.label.get(locale).into()]);
                    }
                    id
                }
            };
            refs.options.insert(format!("{}:{}", spec.code, option.code), id);
        }
    }
    options.flush(conn).await?;
    option_tr.flush(conn).await?;

    // Sellers.
    let existing = ids_by_key(conn, "sellers", "url").await?;
    let mut next_seller = next_id(conn, "sellers").await?;
    let mut sellers = Insert::new("sellers", &["id", "url", "logo_path", "status", "created_at"]);
    let mut seller_tr = Insert::new("seller_translations", &["seller_id", "locale", "shop_title", "description"]);
    for spec in catalog::SELLERS {
        let id = match existing.get(spec.url) {
            Some(id) => *id,
            None => {
                let id = next_seller;
                next_seller += 1;
                sellers.row(vec![
                    id.into(),
                    spec.url.into(),
                    Some(images::seller_logo(spec.url)).into(),
                    "approved".into(),
                    now.clone().into(),
                ]);
                for locale in LOCALES {
                    seller_tr.row(vec![id.into(), locale.into(), spec.title.get(locale).into(), spec.description.get(locale).into()]);
                }
                report.sellers += 1;
                id
            }
        };
        refs.sellers.insert(spec.url, id);
    }
    sellers.flush(conn).await?;
    seller_tr.flush(conn).await?;

    // Categories: roots come before their children in the list.
    let existing = ids_by_key(conn, "categories", "slug").await?;
    let mut next_category = next_id(conn, "categories").await?;
    let mut categories = Insert::new("categories", &["id", "parent_id", "slug", "position", "image_path", "status"]);
    let mut category_tr = Insert::new("category_translations", &["category_id", "locale", "name", "description"]);
    let (mut root_position, mut child_position) = (0i64, 0i64);
    for spec in catalog::CATEGORIES {
        let position = match spec.parent {
            None => {
                root_position += 1;
                child_position = 0;
                root_position
            }
            Some(_) => {
                child_position += 1;
                child_position
            }
        };
        let id = match existing.get(spec.slug) {
            Some(id) => *id,
            None => {
                let id = next_category;
                next_category += 1;
                let parent = spec.parent.and_then(|p| refs.categories.get(p).copied());
                categories.row(vec![
                    id.into(),
                    parent.into(),
                    spec.slug.into(),
                    position.into(),
                    Some(images::category_image(spec.slug)).into(),
                    1i64.into(),
                ]);
                for locale in LOCALES {
                    category_tr.row(vec![id.into(), locale.into(), spec.name.get(locale).into(), spec.description.get(locale).into()]);
                }
                report.categories += 1;
                id
            }
        };
        refs.categories.insert(spec.slug, id);
    }
    categories.flush(conn).await?;
    category_tr.flush(conn).await?;
    Ok(refs)
}

/// The product tables, filled together.
pub(crate) struct ProductTables {
    pub products: Insert,
    pub translations: Insert,
    pub categories: Insert,
    pub images: Insert,
    pub attribute_values: Insert,
    pub super_attributes: Insert,
    pub filter_values: Insert,
}

impl ProductTables {
    pub fn new() -> ProductTables {
        ProductTables {
            products: Insert::new(
                "products",
                &[
                    "id",
                    "parent_id",
                    "type",
                    "sku",
                    "url_key",
                    "price_minor",
                    "special_price_minor",
                    "final_price_minor",
                    "qty",
                    "is_new",
                    "is_featured",
                    "seller_id",
                    "status",
                    "position",
                    "created_at",
                ],
            ),
            translations: Insert::new("product_translations", &["product_id", "locale", "name", "short_description", "description"]),
            categories: Insert::new("product_categories", &["category_id", "product_id"]),
            images: Insert::new("product_images", &["id", "product_id", "path", "position"]),
            attribute_values: Insert::new("product_attribute_values", &["product_id", "attribute_id", "option_id"]),
            super_attributes: Insert::new("product_super_attributes", &["product_id", "attribute_id", "position"]),
            filter_values: Insert::new("product_filter_values", &["attribute_id", "option_id", "product_id"]),
        }
    }

    /// Writes pending rows, parents before the rows that refer to them.
    pub async fn flush(&mut self, conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
        self.products.flush(conn).await?;
        self.translations.flush(conn).await?;
        self.categories.flush(conn).await?;
        self.images.flush(conn).await?;
        self.attribute_values.flush(conn).await?;
        self.super_attributes.flush(conn).await?;
        self.filter_values.flush(conn).await
    }
}

/// One product row.
pub(crate) struct ProductRow<'a> {
    pub id: i64,
    pub parent_id: Option<i64>,
    pub configurable: bool,
    pub sku: &'a str,
    pub url_key: Option<&'a str>,
    pub price: i64,
    pub special: Option<i64>,
    pub qty: i64,
    pub new: bool,
    pub featured: bool,
    pub seller: Option<i64>,
    pub position: i64,
    pub created_at: &'a str,
}

impl ProductRow<'_> {
    /// What a shopper pays: the special price when set and above zero, else the price.
    pub fn final_price(&self) -> i64 {
        match self.special {
            Some(special) if special > 0 => special,
            _ => self.price,
        }
    }

    pub fn add_to(&self, insert: &mut Insert) {
        insert.row(vec![
            self.id.into(),
            self.parent_id.into(),
            (if self.configurable { "configurable" } else { "simple" }).into(),
            self.sku.into(),
            self.url_key.map(str::to_owned).into(),
            self.price.into(),
            self.special.into(),
            self.final_price().into(),
            self.qty.into(),
            self.new.into(),
            self.featured.into(),
            self.seller.into(),
            1i64.into(),
            self.position.into(),
            self.created_at.into(),
        ]);
    }
}

/// A product description in `locale`: the kind's paragraph and a list of facts.
pub(crate) fn description(kind: catalog::Kind, material: &str, brand: &str, locale: &str) -> String {
    let text = catalog::kind_text(kind);
    let sep = if locale == "hy" { "՝" } else { ":" };
    let material = catalog::option_label(catalog::MATERIALS, material).get(locale).to_lowercase();
    let brand = catalog::option_label(catalog::BRANDS, brand).get(locale);
    let mut html = format!(
        "<p>{}</p><ul><li>{}{sep} {material}</li><li>{}{sep} {brand}</li>",
        text.intro.get(locale),
        catalog::MATERIAL_LABEL.get(locale),
        catalog::BRAND_LABEL.get(locale),
    );
    for bullet in text.bullets {
        html.push_str(&format!("<li>{}</li>", bullet.get(locale)));
    }
    html.push_str("</ul>");
    html
}

/// A listed demo product as written: its id, category and final price.
struct Listed {
    id: i64,
    spec: &'static catalog::ProductSpec,
    final_price: i64,
    qty: i64,
}

async fn write_products(conn: &mut AnyConnection, refs: &Refs, report: &mut SeedReport) -> Result<(), SeedError> {
    let mut next_product = next_id(conn, "products").await?;
    let mut next_image = next_id(conn, "product_images").await?;
    let mut t = ProductTables::new();
    let mut listed: Vec<Listed> = Vec::new();
    let (color, size, brand, material) =
        (refs.attribute("color"), refs.attribute("size"), refs.attribute("brand"), refs.attribute("material"));

    for (index, spec) in catalog::PRODUCTS.iter().enumerate() {
        let mut rng = Rng::new(hash(spec.sku));
        let days = if spec.new { rng.range(0, 9) } else { rng.range(15, 240) } as u64;
        let created_at = timestamp(Duration::from_secs(days * 86_400 + rng.range(0, 86_399) as u64));
        let id = next_product;
        next_product += 1;
        let seller = refs.sellers.get(spec.seller).copied();
        let category =
            *refs.categories.get(spec.category).ok_or_else(|| SeedError::Invalid(format!("unknown category {}", spec.category)))?;
        let short = catalog::kind_text(spec.kind).short[index % 2];
        let brand_option = refs.option("brand", spec.brand)?;
        let material_option = refs.option("material", spec.material)?;

        for locale in LOCALES {
            t.translations.row(vec![
                id.into(),
                locale.into(),
                spec.name.get(locale).into(),
                short.get(locale).into(),
                description(spec.kind, spec.material, spec.brand, locale).into(),
            ]);
        }
        t.categories.row(vec![category.into(), id.into()]);
        for (attribute, option) in [(brand, brand_option), (material, material_option)] {
            t.attribute_values.row(vec![id.into(), attribute.into(), option.into()]);
            t.filter_values.row(vec![attribute.into(), option.into(), id.into()]);
        }
        let first_image = images::product_image(spec, spec.colours[0]);
        t.images.row(vec![next_image.into(), id.into(), first_image.into(), 0i64.into()]);
        next_image += 1;

        let price = spec.price * 100;
        let special = (spec.special > 0).then_some(spec.special * 100);
        if !spec.configurable() {
            let colour_option = refs.option("color", spec.colours[0])?;
            t.attribute_values.row(vec![id.into(), color.into(), colour_option.into()]);
            t.filter_values.row(vec![color.into(), colour_option.into(), id.into()]);
            let row = ProductRow {
                id,
                parent_id: None,
                configurable: false,
                sku: spec.sku,
                url_key: Some(spec.url_key),
                price,
                special,
                qty: stock(&mut rng),
                new: spec.new,
                featured: spec.featured,
                seller,
                position: index as i64 + 1,
                created_at: &created_at,
            };
            row.add_to(&mut t.products);
            listed.push(Listed { id, spec, final_price: row.final_price(), qty: row.qty });
            continue;
        }

        // A configurable product: one variant per colour and size; the largest size of a
        // four-or-more size run costs a little more.
        report.configurable += 1;
        t.super_attributes.row(vec![id.into(), color.into(), 0i64.into()]);
        t.super_attributes.row(vec![id.into(), size.into(), 1i64.into()]);
        let mut variants = Vec::new();
        let mut variant_filters: BTreeSet<(i64, i64)> = BTreeSet::new();
        let mut variant_tr = Vec::new();
        for colour in spec.colours {
            let colour_option = refs.option("color", colour)?;
            let colour_label = catalog::colour_option(colour).label;
            let image = images::product_image(spec, colour);
            for (si, size_code) in spec.sizes.iter().enumerate() {
                let size_option = refs.option("size", size_code)?;
                let size_label = catalog::option_label(catalog::SIZES, size_code);
                let premium = if spec.sizes.len() >= 4 && si == spec.sizes.len() - 1 { 100_000 } else { 0 };
                let vid = next_product;
                next_product += 1;
                let sku = format!("{}-{}-{}", spec.sku, colour.to_uppercase(), size_code.to_uppercase());
                variants.push((vid, sku, price + premium, special.map(|s| s + premium), stock(&mut rng)));
                t.attribute_values.row(vec![vid.into(), color.into(), colour_option.into()]);
                t.attribute_values.row(vec![vid.into(), size.into(), size_option.into()]);
                variant_filters.insert((color, colour_option));
                variant_filters.insert((size, size_option));
                t.images.row(vec![next_image.into(), vid.into(), image.clone().into(), 0i64.into()]);
                next_image += 1;
                for locale in LOCALES {
                    variant_tr.push(vec![
                        vid.into(),
                        locale.into(),
                        format!("{} ({}, {})", spec.name.get(locale), colour_label.get(locale), size_label.get(locale)).into(),
                        short.get(locale).into(),
                        Value::from(""),
                    ]);
                }
            }
        }
        for (attribute, option) in variant_filters {
            t.filter_values.row(vec![attribute.into(), option.into(), id.into()]);
        }
        let rows: Vec<ProductRow> = variants
            .iter()
            .map(|(vid, sku, price, special, qty)| ProductRow {
                id: *vid,
                parent_id: Some(id),
                configurable: false,
                sku,
                url_key: None,
                price: *price,
                special: *special,
                qty: *qty,
                new: spec.new,
                featured: false,
                seller,
                position: 0,
                created_at: &created_at,
            })
            .collect();
        // The parent shows its cheapest variant's prices and the stock of all of them.
        let cheapest = rows
            .iter()
            .min_by_key(|r| (r.final_price(), r.id))
            .ok_or_else(|| SeedError::Invalid(format!("{} has no variants", spec.sku)))?;
        let parent = ProductRow {
            id,
            parent_id: None,
            configurable: true,
            sku: spec.sku,
            url_key: Some(spec.url_key),
            price: cheapest.price,
            special: cheapest.special,
            qty: rows.iter().map(|r| r.qty).sum(),
            new: spec.new,
            featured: spec.featured,
            seller,
            position: index as i64 + 1,
            created_at: &created_at,
        };
        parent.add_to(&mut t.products);
        for row in &rows {
            row.add_to(&mut t.products);
        }
        for row in variant_tr {
            t.translations.row(row);
        }
        report.variants += rows.len();
        listed.push(Listed { id, spec, final_price: parent.final_price(), qty: parent.qty });
    }
    report.products = listed.len();
    t.flush(conn).await?;

    write_relations(conn, &listed).await?;
    write_home_positions(conn, &listed).await?;
    Ok(())
}

/// Related products from the same category, cross-sells from a companion category.
async fn write_relations(conn: &mut AnyConnection, listed: &[Listed]) -> Result<(), SeedError> {
    let mut by_category: HashMap<&str, Vec<i64>> = HashMap::new();
    for item in listed {
        by_category.entry(item.spec.category).or_default().push(item.id);
    }
    let mut relations = Insert::new("product_relations", &["product_id", "related_id", "kind", "position"]);
    for item in listed {
        let siblings = &by_category[item.spec.category];
        let at = siblings.iter().position(|id| *id == item.id).unwrap_or(0);
        let related = (1..siblings.len()).map(|k| siblings[(at + k) % siblings.len()]).take(4);
        for (position, other) in related.enumerate() {
            relations.row(vec![item.id.into(), other.into(), "related".into(), (position as i64).into()]);
        }
        let companions = by_category.get(catalog::companion_category(item.spec.category)).map(Vec::as_slice).unwrap_or_default();
        for (position, other) in companions.iter().filter(|id| **id != item.id).take(3).enumerate() {
            relations.row(vec![item.id.into(), (*other).into(), "cross_sell".into(), (position as i64).into()]);
        }
    }
    relations.flush(conn).await?;
    Ok(())
}

/// The thirteen home blocks, each with 6 to 10 products.
async fn write_home_positions(conn: &mut AnyConnection, listed: &[Listed]) -> Result<(), SeedError> {
    fn root_of(slug: &'static str) -> &'static str {
        catalog::CATEGORIES.iter().find(|c| c.slug == slug).and_then(|c| c.parent).unwrap_or(slug)
    }
    const LATIN_BRANDS: [&str; 7] = ["levis", "bosch", "makita", "dewalt", "tefal", "philips", "adidas"];
    type Block = (&'static str, fn(&Listed) -> bool);
    let blocks: [Block; 13] = [
        ("position_first", (|p: &Listed| p.spec.featured)),
        ("position_second", (|p: &Listed| p.spec.new)),
        ("position_third", (|p: &Listed| p.spec.special > 0)),
        ("position_fourth", (|p: &Listed| root_of(p.spec.category) == "womens-clothing")),
        ("position_fifth", (|p: &Listed| root_of(p.spec.category) == "mens-clothing")),
        ("position_sixth", (|p: &Listed| root_of(p.spec.category) == "mankakan-hagust")),
        ("position_seventh", (|p: &Listed| root_of(p.spec.category) == "tools")),
        ("position_eighth", (|p: &Listed| root_of(p.spec.category) == "home-garden")),
        ("position_ninth", (|p: &Listed| p.spec.category == "dresses")),
        ("position_tenth", (|p: &Listed| p.spec.category.ends_with("-shoes"))),
        ("position_eleventh", (|p: &Listed| p.final_price <= 1_000_000)),
        ("position_twelfth", (|p: &Listed| LATIN_BRANDS.contains(&p.spec.brand))),
        ("position_thirteenth", (|p: &Listed| p.qty > 0 && hash(p.spec.sku).is_multiple_of(3))),
    ];
    let mut rows = Insert::new("home_positions", &["position", "product_id", "sort"]);
    for (code, wanted) in &blocks {
        // In stock first, then in catalogue order.
        let mut chosen: Vec<&Listed> = listed.iter().filter(|p| wanted(p)).collect();
        chosen.sort_by_key(|p| p.qty == 0);
        for (sort, item) in chosen.iter().take(10).enumerate() {
            rows.row(vec![(*code).into(), item.id.into(), (sort as i64).into()]);
        }
    }
    rows.flush(conn).await?;
    Ok(())
}

/// Sliders and banners with their translated captions.
async fn write_content(conn: &mut AnyConnection) -> Result<(), SeedError> {
    let mut next_slider = next_id(conn, "sliders").await?;
    let mut sliders = Insert::new("sliders", &["id", "path", "mobile_path", "link", "position", "status"]);
    let mut slider_tr = Insert::new("slider_translations", &["slider_id", "locale", "content"]);
    for (i, slide) in catalog::SLIDERS.iter().enumerate() {
        let id = next_slider;
        next_slider += 1;
        sliders.row(vec![
            id.into(),
            images::slider_image(i + 1, false).into(),
            Some(images::slider_image(i + 1, true)).into(),
            slide.link.into(),
            (i as i64 + 1).into(),
            1i64.into(),
        ]);
        add_translations(&mut slider_tr, id, &slide.content);
    }
    sliders.flush(conn).await?;
    slider_tr.flush(conn).await?;

    let mut next_banner = next_id(conn, "banners").await?;
    let mut banners = Insert::new("banners", &["id", "path", "link", "position", "status"]);
    let mut banner_tr = Insert::new("banner_translations", &["banner_id", "locale", "content"]);
    for (i, banner) in catalog::BANNERS.iter().enumerate() {
        let id = next_banner;
        next_banner += 1;
        banners.row(vec![id.into(), images::banner_image(i + 1).into(), banner.link.into(), (i as i64 + 1).into(), 1i64.into()]);
        add_translations(&mut banner_tr, id, &banner.content);
    }
    banners.flush(conn).await?;
    banner_tr.flush(conn).await?;
    Ok(())
}

fn add_translations(insert: &mut Insert, id: i64, text: &Tr) {
    for locale in LOCALES {
        insert.row(vec![id.into(), locale.into(), text.get(locale).into()]);
    }
}
