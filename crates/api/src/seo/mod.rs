//! What search engines and link previews read before any script runs: the server writes a real
//! title, description, canonical URL, hreflang alternates, Open Graph tags and schema.org
//! JSON-LD into the shell document of product and category pages; `/sitemap.xml` and
//! `/robots.txt` live in [`sitemap`].

mod head;
pub mod sitemap;

pub use head::{head_for, Head, PageHead};
