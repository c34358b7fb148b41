//! The stores: `GET /api/sellers` (approved sellers) and `GET /api/market/products` (one store
//! and a page of its products, filtered like the catalogue lists, through the same list code).

use axum::extract::{RawQuery, State};
use serde::Serialize;
use serde_json::{json, Value};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::locale::ContentLocale;
use crate::error::ApiError;
use crate::extract::Json;
use crate::routes::catalog::context::Shopper;
use crate::routes::catalog::list::{list_page, list_request};
use crate::routes::catalog::params::Params;
use crate::state::AppState;
use storefront_db::content::sellers::{self, SellerRow};
use storefront_db::html::sanitize;
use storefront_db::Db;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(sellers_list)).routes(routes!(market_products))
}

/// A store as the sellers list and the store page show it.
fn store_json(row: &SellerRow) -> Value {
    json!({
        "id": row.id,
        "url": row.url,
        "logo": row.logo_path,
        "logo_url": row.logo_path.as_ref().map(|path| format!("/storage/{path}")),
        "shop_title": row.shop_title,
        "description": sanitize(&row.description),
    })
}

/// Approved sellers (stores), oldest first: a bare array.
#[utoipa::path(get, path = "/api/sellers", tag = "content",
    params(("locale" = Option<String>, Query, description = "hy | ru | en")),
    responses((status = 200, description = "[{id, url, logo, logo_url, shop_title, description}]", body = Object),
              (status = 400, description = "A parameter is invalid; `field` names it", body = Object)))]
async fn sellers_list(State(db): State<Db>, ContentLocale(locale): ContentLocale) -> Result<Json<Value>, ApiError> {
    let data: Vec<Value> = sellers::approved(&db, locale).await?.iter().map(store_json).collect();
    Ok(Json(Value::Array(data)))
}

/// One store's products: `[products, store, {maxPrice}, {minPrice}]`, where `products` is a page
/// (`data`, `current_page`, `last_page`, `per_page`, `total`) and the price range covers the
/// store's filtered products before the price filter.
#[utoipa::path(get, path = "/api/market/products", tag = "content",
    params(
        ("slug" = String, Query, description = "the store's url"),
        ("locale" = Option<String>, Query, description = "hy | ru | en"),
        ("currency" = Option<String>, Query, description = "AMD | USD | RUB"),
        ("page" = Option<u32>, Query), ("limit" = Option<u32>, Query, description = "1..100, default 24"),
        ("sort" = Option<String>, Query, description = "as /api/products"),
        ("price" = Option<String>, Query, description = "min,max in the requested currency"),
        ("category_id" = Option<i64>, Query),
    ),
    responses((status = 200, description = "[products page, store, {maxPrice}, {minPrice}]", body = Object),
              (status = 400, description = "A parameter is invalid; `field` names it", body = Object),
              (status = 404, description = "No such store (or not approved)", body = Object)))]
async fn market_products(
    State(state): State<AppState>,
    shopper: Shopper,
    RawQuery(query): RawQuery,
) -> Result<Json<impl Serialize>, ApiError> {
    let params = Params::parse(query.as_deref());
    let slug = params.get("slug").ok_or_else(|| ApiError::invalid_param("slug", "slug (the store's url) is required"))?;
    let store =
        sellers::find_approved(&state.db, slug, shopper.locale).await?.ok_or_else(|| ApiError::NotFound("Store not found".into()))?;
    let mut request = list_request(&state, &params, &shopper).await?;
    request.filter.seller_id = Some(store.id);
    let mut page = list_page(&state, request, &shopper).await?;
    let data = std::mem::take(&mut page.products);
    let products = page.paged(data);
    Ok(Json((products, store_json(&store), json!({ "maxPrice": page.max_price }), json!({ "minPrice": page.min_price }))))
}
