//! Sliders, banners and the currencies the shop shows prices in.

use axum::extract::State;
use serde_json::{json, Value};
use storefront_core::money::{Currency, RATE_SCALE};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::context::Shopper;
use crate::error::ApiError;
use crate::extract::Json;
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

/// The home slideshow: a bare array.
#[utoipa::path(get, path = "/api/sliders", tag = "catalog",
    responses((status = 200, description = "[{id, path, mobile_path, slider_path, content, image_url, mobile_image_url}]", body = Object)))]
async fn sliders(State(db): State<Db>, shopper: Shopper) -> Result<Json<Value>, ApiError> {
    let data: Vec<Value> = promotions::sliders(&db, shopper.locale)
        .await?
        .iter()
        .map(|s| {
            json!({
                "id": s.id,
                "path": s.path,
                "mobile_path": s.mobile_path,
                "slider_path": s.link,
                "content": sanitize(&s.content),
                "image_url": storage_url(&s.path),
                "mobile_image_url": storage_url(s.mobile_path.as_deref().unwrap_or(&s.path)),
            })
        })
        .collect();
    Ok(Json(Value::Array(data)))
}

/// The home banners: a bare array.
#[utoipa::path(get, path = "/api/banners", tag = "catalog",
    responses((status = 200, description = "[{id, path, url, link, content, image_url}]", body = Object)))]
async fn banners(State(db): State<Db>, shopper: Shopper) -> Result<Json<Value>, ApiError> {
    let data: Vec<Value> = promotions::banners(&db, shopper.locale)
        .await?
        .iter()
        .map(|b| {
            json!({
                "id": b.id, "path": b.path, "url": storage_url(&b.path), "link": b.link,
                "content": sanitize(&b.content), "image_url": storage_url(&b.path),
            })
        })
        .collect();
    Ok(Json(Value::Array(data)))
}

/// The currencies with their rates against the dram (the shell's rate table).
#[utoipa::path(get, path = "/api/currencies", tag = "catalog",
    responses((status = 200, description = "{base, data: [{code, symbol, name, rate_e9}]}", body = Object)))]
async fn currencies(shopper: Shopper) -> Result<Json<Value>, ApiError> {
    let data: Vec<Value> = Currency::ALL
        .iter()
        .filter_map(|c| {
            let rate =
                if *c == Currency::Amd { Some(RATE_SCALE) } else { shopper.rates.rates.iter().find(|(r, _)| r == c).map(|(_, v)| *v) };
            rate.map(|rate| json!({ "code": c.code(), "symbol": c.symbol(), "name": c.name(), "rate_e9": rate }))
        })
        .collect();
    Ok(Json(json!({ "base": "AMD", "data": data })))
}
