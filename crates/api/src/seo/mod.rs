//! What search engines and link previews read before any script runs: the server writes a real
//! title, description, canonical URL, hreflang alternates, Open Graph tags and schema.org
//! JSON-LD into the shell document of product and category pages; `/sitemap.xml` and
//! `/robots.txt` live in [`sitemap`].

mod head;
pub mod sitemap;

pub use head::{head_for, Head, PageHead};

use crate::config::ApiConfig;

/// The shop's public base URL: `PUBLIC_URL`, else the server's own address; never the
/// request's Host, which a client chooses.
pub fn base_url(config: &ApiConfig) -> String {
    config.shop_url.clone()
}
