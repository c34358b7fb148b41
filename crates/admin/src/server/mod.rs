//! The back office's server side (feature `ssr`): the server functions' bodies, the staff's
//! sessions and permissions, and the router the server mounts at `/admin`.
//!
//! - `caller.rs`: who is calling (the session cookie) and whether their role may; statuses and
//!   cookies on the answer
//! - `same_site.rs`: refuses a server-function call another site's page makes
//! - `input.rs`: every call's arguments checked before its function runs (NUL characters,
//!   lengths, the body's size)
//! - `assets.rs`: the app Trunk built, under `/admin`
//! - `catalog_files.rs`: the catalogue's CSV upload, downloads and jobs
//! - `session.rs`, `orders.rs`, `customers.rs`, `products.rs`, `pictures.rs` and `categories.rs`
//!   (with their upload routes), `variants.rs`, `attributes.rs`, `staff.rs`, `settings.rs`, `rates.rs`,
//!   `audit.rs`, `dashboard.rs`: the functions' bodies

pub mod assets;
pub mod attributes;
pub mod caller;
pub mod catalog_files;
pub mod categories;
pub mod checkout_methods;
pub mod contact;
pub mod contact_details;
pub mod customers;
pub mod dashboard;
pub mod input;
pub mod menus;
pub mod newsletter;
pub mod orders;
pub mod pages;
pub mod pictures;
pub mod posts;
pub mod products;
pub mod promotions;
pub mod rates;
pub mod same_site;
pub mod session;
pub mod settings;
pub mod social_links;
pub mod staff;
pub mod variants;

pub mod audit;

use std::path::PathBuf;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::HeaderName;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use leptos::prelude::provide_context;
use storefront_core::shop_settings::ShopSettings;
use storefront_db::Db;
use storefront_payments::config::PaymentsConfig;

/// What the back office reads of the server's configuration.
#[derive(Debug, Clone)]
pub struct AdminConfig {
    /// The shop's public URL (`PUBLIC_URL`): the one origin allowed to call, and https makes
    /// the session cookie Secure.
    pub public_url: String,
    /// Where Trunk wrote the app (`ADMIN_DIR`).
    pub app_dir: PathBuf,
    /// Owners must sign in with a second factor (`STAFF_TOTP_FOR_OWNERS`, on by default).
    pub totp_required_for_owners: bool,
    /// The shop's settings as the server's configuration gives them (`REWARDS_PERCENT`,
    /// `SHOP_EMAIL`); what the owner saves in the back office lies over them.
    pub shop_defaults: ShopSettings,
    /// Behind a proxy, the header with the client's address (`CLIENT_ADDRESS_HEADER`).
    pub client_address_header: Option<HeaderName>,
    /// The Central Bank's rates imported on a schedule (`CBA_RATES_URL`); off when unset.
    pub rates_import: Option<storefront_central_bank::Schedule>,
}

impl AdminConfig {
    pub fn secure_cookies(&self) -> bool {
        self.public_url.starts_with("https://")
    }
}

/// What every server function may use.
#[derive(Clone)]
pub struct AdminState {
    pub db: Db,
    pub config: Arc<AdminConfig>,
    pub payments: Arc<PaymentsConfig>,
    /// Where product pictures are kept (the same store the storefront serves from).
    pub pictures: storefront_media::PictureStore,
}

/// `/admin` (the app) and `/admin/api/…` (its server functions).
pub fn router(state: AdminState) -> Router {
    let app = assets::App::new(&state.config.app_dir);
    Router::new()
        .route(
            "/admin/api/{*fn_name}",
            post(server_fn).layer(axum::middleware::from_fn_with_state(state.config.clone(), same_site::only_same_origin)),
        )
        .route(
            "/admin/upload/products/{id}/pictures",
            post(pictures::upload_route).layer(axum::middleware::from_fn_with_state(state.config.clone(), same_site::only_same_origin)),
        )
        .route(
            "/admin/upload/categories/{id}/picture",
            post(categories::upload_route).layer(axum::middleware::from_fn_with_state(state.config.clone(), same_site::only_same_origin)),
        )
        .route(
            "/admin/upload/posts/{id}/picture",
            post(posts::upload_route).layer(axum::middleware::from_fn_with_state(state.config.clone(), same_site::only_same_origin)),
        )
        .route(
            "/admin/upload/promotions/{kind}/{id}/{which}",
            post(promotions::upload_route).layer(axum::middleware::from_fn_with_state(state.config.clone(), same_site::only_same_origin)),
        )
        .route(
            "/admin/upload/catalog",
            post(catalog_files::upload_route)
                .layer(axum::middleware::from_fn_with_state(state.config.clone(), same_site::only_same_origin)),
        )
        .route("/admin/download/catalog/{id}", get(catalog_files::download_route))
        .route("/admin/download/newsletter", get(newsletter::download_route))
        .route("/admin/download/catalog/{id}/faults", get(catalog_files::faults_route))
        .with_state(state)
        .route("/admin", get(assets::serve).with_state(app.clone()))
        .route("/admin/", get(assets::serve).with_state(app.clone()))
        .route("/admin/{*path}", get(assets::serve).with_state(app))
        // The server functions' answers and any file the build left uncompressed; the built files
        // go as compressed at build time (`assets.rs`), which this layer leaves as they are.
        .layer(tower_http::compression::CompressionLayer::new())
}

async fn server_fn(State(state): State<AdminState>, request: Request<Body>) -> Response {
    let (parts, body) = request.into_parts();
    let body = match input::checked(&state, &parts, body).await {
        Ok(body) => body,
        Err(refusal) => return refusal,
    };
    let request = Request::from_parts(parts, Body::from(body));
    let response = leptos_axum::handle_server_fns_with_context(move || provide_context(state.clone()), request).await.into_response();
    status_of_refusal(response).await
}

/// server_fn answers every error 500; here, once for every function, a refusal gets its own
/// status (`AdminError::status`: 401, 403, 422, 409…), and a body that is not the function's
/// arguments, which fails before the function runs, 400.
async fn status_of_refusal(response: Response) -> Response {
    if response.status() != axum::http::StatusCode::INTERNAL_SERVER_ERROR {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, REFUSAL_BODY_LIMIT).await else { return Response::from_parts(parts, Body::empty()) };
    if let Ok(refusal) = serde_json::from_slice::<crate::shapes::error::AdminError>(&bytes) {
        parts.status = axum::http::StatusCode::from_u16(refusal.status()).unwrap_or(axum::http::StatusCode::INTERNAL_SERVER_ERROR);
    }
    Response::from_parts(parts, Body::from(bytes))
}

/// A refusal is a few messages; a larger error body is none (and goes on empty).
const REFUSAL_BODY_LIMIT: usize = 64 * 1024;

/// The state, inside a server function.
pub(crate) fn state() -> Result<AdminState, crate::shapes::error::AdminError> {
    leptos::prelude::use_context::<AdminState>().ok_or_else(|| caller::failed("the back office's state is not provided"))
}
