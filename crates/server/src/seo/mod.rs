//! What search engines and link previews read before any script runs: the server writes a real
//! title, description, canonical URL, hreflang alternates, Open Graph tags and schema.org
//! JSON-LD into the shell document of product and category pages; `/sitemap.xml` and
//! `/robots.txt` live in [`sitemap`].

mod head;
pub mod sitemap;

pub use head::{head_for, Head, PageHead};

use axum::http::HeaderMap;

use crate::config::Config;

/// The shop's public base URL: `PUBLIC_URL`, else built from the request's Host.
pub fn base_url(config: &Config, headers: &HeaderMap) -> String {
    if let Some(url) = &config.public_url {
        return url.clone();
    }
    let host = headers.get(axum::http::header::HOST).and_then(|h| h.to_str().ok()).filter(|h| is_plain_host(h));
    format!("http://{}", host.map(str::to_string).unwrap_or_else(|| config.socket_addr().to_string()))
}

/// A Host header we are willing to echo into a page: letters, digits, dots, hyphens, a port.
fn is_plain_host(host: &str) -> bool {
    !host.is_empty() && host.len() <= 255 && host.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'))
}
