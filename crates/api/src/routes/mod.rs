//! The router. One module per API area (as in crates/api/API.md), each exposing
//! `pub fn router() -> OpenApiRouter<AppState>` with its full paths (`/api/…`), merged in
//! [`endpoints`]. Handlers carry `#[utoipa::path]`, so registering a route also documents it in
//! `/api/openapi.json`: `catalog` (products, categories, filters, search, sliders, banners),
//! `content` (translations, CMS menus and pages, blog, social links, sellers and a store's
//! products, analytics ids, newsletter, contact form), `checkout` (cart, methods, steps, orders),
//! `customer` (login, register, profile, addresses, orders).

pub mod answers;
pub mod auth;
pub mod catalog;
pub mod checkout;
pub mod content;
pub mod customer;
pub mod health;
pub mod openapi;
pub mod params;
pub mod shopper;
pub mod throttle;

use axum::routing::any;
use axum::Router;
use utoipa_axum::router::OpenApiRouter;

use crate::error::{api_not_found, method_not_allowed};
use crate::state::AppState;
use crate::{middleware, shell};

/// Every endpoint of the server with its OpenAPI description, without fallbacks and middleware.
pub fn endpoints() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(health::router())
        .merge(content::router())
        .merge(catalog::router())
        .merge(checkout::router())
        .merge(customer::router())
        .merge(checkout::payment_return::router())
}

/// The providers' simulators, mounted only when PAYMENT_SIMULATORS is on (and built in).
#[cfg(feature = "simulators")]
fn simulators(state: &AppState) -> Router<AppState> {
    let config = &state.config;
    storefront_simulators::simulator_routes(storefront_simulators::Simulated {
        payments: config.payments.clone(),
        shop_url: config.shop_url.clone(),
        static_dir: config.static_dir.clone(),
    })
}

#[cfg(not(feature = "simulators"))]
fn simulators(_: &AppState) -> Router<AppState> {
    Router::new()
}

/// The whole application.
pub fn router(state: AppState) -> Router {
    router_with(state, Router::new())
}

/// The whole application plus `extra` routes (tests add probes): every endpoint,
/// `/api/openapi.json` describing them, JSON 404 for unknown `/api/…` paths, JSON 405 for a
/// known path with the wrong method, the shell for every other path, and the middleware stack
/// around all of it.
pub fn router_with(state: AppState, extra: Router<AppState>) -> Router {
    let (endpoints, api) = endpoints().split_for_parts();
    // The first screens ask the endpoints in-process; held by the fallback, not the state, so
    // the state does not hold itself.
    let drawing = crate::first_screen::Drawing::new(endpoints.clone().with_state(state.clone()));
    let app = endpoints
        .merge(openapi::router(api))
        .merge(crate::seo::sitemap::router())
        .merge(crate::media::router())
        .merge(simulators(&state))
        .merge(extra)
        .route("/api", any(api_not_found))
        .route("/api/{*rest}", any(api_not_found))
        // Applies to the routes registered so far, so it comes after all of them.
        .method_not_allowed_fallback(method_not_allowed)
        .fallback(move |shell, catalogue, config, request: axum::extract::Request| {
            shell::fallback(shell, catalogue, config, drawing.clone(), request)
        });
    middleware::apply(app, &state.config).with_state(state)
}
