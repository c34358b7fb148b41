//! `/robots.txt` and the sitemaps: `/sitemap.xml` is an index of `/sitemap-categories.xml` and
//! `/sitemap-products-{n}.xml`, 10,000 products a file (the protocol allows 50,000; smaller
//! files are quicker to build and to fetch).

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use storefront_core::locale::Locale;

use crate::error::ApiError;
use crate::extract::Path;
use std::sync::Arc;

use axum::extract::FromRef;
use storefront_db::Db;

use crate::config::ApiConfig;
use storefront_db::catalog::{categories, products};

const PRODUCTS_PER_FILE: i64 = 10_000;

/// Reads the shop's address from `Arc<ApiConfig>` and the catalogue from `Db`, whatever the
/// application's state holds them in.
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Db: FromRef<S>,
    Arc<ApiConfig>: FromRef<S>,
{
    Router::new()
        .route("/robots.txt", get(robots))
        .route("/sitemap.xml", get(index))
        .route("/sitemap-categories.xml", get(category_sitemap))
        .route("/sitemap-products-{file}", get(product_sitemap))
}

fn xml(body: String) -> Response {
    ([(header::CONTENT_TYPE, "application/xml; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], body).into_response()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&apos;")
}

async fn robots(State(config): State<Arc<ApiConfig>>) -> Response {
    let base = config.shop_url.clone();
    let body = format!(
        "User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /checkout\nDisallow: /api/\nDisallow: /shop/cart\n\nSitemap: {base}/sitemap.xml\n"
    );
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=86400")], body).into_response()
}

async fn index(State(config): State<Arc<ApiConfig>>, State(db): State<Db>) -> Result<Response, ApiError> {
    let base = config.shop_url.clone();
    let files = (products::listed_count(&db).await? + PRODUCTS_PER_FILE - 1) / PRODUCTS_PER_FILE;
    let mut body =
        String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    body.push_str(&format!("  <sitemap><loc>{}/sitemap-categories.xml</loc></sitemap>\n", escape(&base)));
    for file in 1..=files {
        body.push_str(&format!("  <sitemap><loc>{}/sitemap-products-{file}.xml</loc></sitemap>\n", escape(&base)));
    }
    body.push_str("</sitemapindex>\n");
    Ok(xml(body))
}

/// One `<url>` with its hreflang alternates.
fn url_entry(base: &str, path: &str, lastmod: Option<&str>) -> String {
    let mut entry = format!("  <url><loc>{}</loc>", escape(&format!("{base}{path}")));
    if let Some(date) = lastmod.filter(|d| d.len() >= 10) {
        entry.push_str(&format!("<lastmod>{}</lastmod>", escape(&date[..10])));
    }
    for locale in Locale::ALL {
        entry.push_str(&format!(
            "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
            locale.code(),
            escape(&format!("{base}{path}?locale={}", locale.code()))
        ));
    }
    entry.push_str("</url>\n");
    entry
}

const URLSET_OPEN: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";

async fn category_sitemap(State(config): State<Arc<ApiConfig>>, State(db): State<Db>) -> Result<Response, ApiError> {
    let base = config.shop_url.clone();
    let mut body = String::from(URLSET_OPEN);
    body.push_str(&url_entry(&base, "/", None));
    for category in categories::load_all(&db, Locale::default()).await? {
        body.push_str(&url_entry(&base, &storefront_core::routes::category_path(&category.slug), None));
    }
    body.push_str("</urlset>\n");
    Ok(xml(body))
}

async fn product_sitemap(
    State(config): State<Arc<ApiConfig>>,
    State(db): State<Db>,
    Path(file): Path<String>,
) -> Result<Response, ApiError> {
    let number = file
        .strip_suffix(".xml")
        .and_then(|n| n.parse::<i64>().ok())
        .filter(|n| *n >= 1)
        .ok_or_else(|| ApiError::NotFound("No such sitemap".into()))?;
    let keys = products::listed_url_keys(&db, (number - 1) * PRODUCTS_PER_FILE, PRODUCTS_PER_FILE).await?;
    if keys.is_empty() {
        return Err(ApiError::NotFound("No such sitemap".into()));
    }
    let base = config.shop_url.clone();
    let mut body = String::from(URLSET_OPEN);
    for (key, created_at) in keys {
        body.push_str(&url_entry(&base, &format!("/shop/products/{key}/-1"), Some(&created_at)));
    }
    body.push_str("</urlset>\n");
    Ok(xml(body))
}
