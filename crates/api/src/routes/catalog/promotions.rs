//! Sliders, banners and the currencies the shop shows prices in.

use axum::extract::State;
use serde::Serialize;
use storefront_core::money::{Currency, RATE_SCALE};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ApiError;
use crate::extract::Json;
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::catalog::promotions;
use storefront_db::html::sanitize;
use storefront_db::Db;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(sliders)).routes(routes!(banners)).routes(routes!(currencies))
}

fn storage_url(path: &str) -> String {
    format!("/storage/{path}")
}

/// A slide of the home slideshow; `slider_path` is where it leads, `content` sanitised HTML.
#[derive(Debug, Serialize, ToSchema)]
pub struct Slide {
    pub id: i64,
    pub path: String,
    pub mobile_path: Option<String>,
    pub slider_path: String,
    pub content: String,
    pub image_url: String,
    pub mobile_image_url: String,
}

/// A home banner; `link` is where it leads, `content` sanitised HTML.
#[derive(Debug, Serialize, ToSchema)]
pub struct Banner {
    pub id: i64,
    pub path: String,
    pub url: String,
    pub link: String,
    pub content: String,
    pub image_url: String,
}

/// A currency prices can be shown in, with its rate: drams per unit × 10⁹.
#[derive(Debug, Serialize, ToSchema)]
pub struct CurrencyRate {
    pub code: &'static str,
    pub symbol: &'static str,
    pub name: &'static str,
    pub rate_e9: i64,
}

/// The shell's rate table: rates against `base` (AMD).
#[derive(Debug, Serialize, ToSchema)]
pub struct Currencies {
    pub base: &'static str,
    pub data: Vec<CurrencyRate>,
}

/// The home slideshow: a bare array.
#[utoipa::path(get, path = "/api/sliders", tag = "catalog",
    responses((status = 200, description = "The slides", body = Vec<Slide>)))]
async fn sliders(State(db): State<Db>, shopper: Shopper) -> Result<Json<Vec<Slide>>, ApiError> {
    let data = promotions::sliders(&db, shopper.locale)
        .await?
        .iter()
        .map(|s| Slide {
            id: s.id,
            path: s.path.clone(),
            mobile_path: s.mobile_path.clone(),
            slider_path: s.link.clone(),
            content: sanitize(&s.content),
            image_url: storage_url(&s.path),
            mobile_image_url: storage_url(s.mobile_path.as_deref().unwrap_or(&s.path)),
        })
        .collect();
    Ok(Json(data))
}

/// The home banners: a bare array.
#[utoipa::path(get, path = "/api/banners", tag = "catalog",
    responses((status = 200, description = "The banners", body = Vec<Banner>)))]
async fn banners(State(db): State<Db>, shopper: Shopper) -> Result<Json<Vec<Banner>>, ApiError> {
    let data = promotions::banners(&db, shopper.locale)
        .await?
        .iter()
        .map(|b| Banner {
            id: b.id,
            path: b.path.clone(),
            url: storage_url(&b.path),
            link: b.link.clone(),
            content: sanitize(&b.content),
            image_url: storage_url(&b.path),
        })
        .collect();
    Ok(Json(data))
}

/// The currencies with their rates against the dram (the shell's rate table).
#[utoipa::path(get, path = "/api/currencies", tag = "catalog",
    responses((status = 200, description = "The currencies with a known rate", body = Currencies)))]
async fn currencies(shopper: Shopper) -> Result<Json<Currencies>, ApiError> {
    let data = Currency::ALL
        .iter()
        .filter_map(|c| {
            let rate =
                if *c == Currency::Amd { Some(RATE_SCALE) } else { shopper.rates.rates.iter().find(|(r, _)| r == c).map(|(_, v)| *v) };
            rate.map(|rate_e9| CurrencyRate { code: c.code(), symbol: c.symbol(), name: c.name(), rate_e9 })
        })
        .collect();
    Ok(Json(Currencies { base: "AMD", data }))
}
