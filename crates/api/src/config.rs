//! What the HTTP API reads from the configuration. The binary (`storefront-server`) reads the
//! environment and hands the API this part of it; nothing here looks at the environment.

use std::path::PathBuf;
use std::time::Duration;

use axum::http::HeaderName;
use storefront_payments::PaymentsConfig;

use crate::site::SiteConfig;

#[derive(Debug, Clone)]
pub struct ApiConfig {
    /// Where pictures are kept (`/storage/…`, `/cache/…`): the data directory or a bucket.
    pub pictures: storefront_media::PictureStore,
    /// The built React shell (`index.html` plus Vite's `assets/`).
    pub static_dir: PathBuf,
    /// How long one request may take before it is answered 503.
    pub request_timeout: Duration,
    /// The header a reverse proxy puts the client's address in (its last entry is read); `None`:
    /// the client is the TCP peer. Throttling counts per this address.
    pub client_address_header: Option<HeaderName>,
    /// The shop's base URL without a trailing slash: canonical URLs, the sitemap, mailed links
    /// and every URL handed to a payment provider. From configuration, never from the request's
    /// `Host`, which anyone can forge.
    pub shop_url: String,
    /// Payment providers and whether their simulators are mounted.
    pub payments: PaymentsConfig,
    /// Analytics and chat ids, the shop's contact address.
    pub site: SiteConfig,
}
