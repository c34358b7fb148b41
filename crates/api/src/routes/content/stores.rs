//! The stores: `GET /api/sellers` (approved sellers) and `GET /api/market/products` (one store
//! and a page of its products, filtered like the catalogue lists, through the same list code).

use axum::extract::{RawQuery, State};
use serde::Serialize;
use utoipa::openapi::schema::{AllOfBuilder, ArrayBuilder, ArrayItems, Ref};
use utoipa::openapi::{RefOr, Schema};
use utoipa::{PartialSchema, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::locale::ContentLocale;
use crate::error::ApiError;
use crate::extract::Json;
use crate::routes::catalog::list::{list_page, list_request, Paged, Paging};
use crate::routes::catalog::resource::ListedProduct;
use crate::routes::catalog::schema::Product;
use crate::routes::params::Params;
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::content::sellers::{self, SellerRow};
use storefront_db::html::sanitize;
use storefront_db::Db;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(sellers_list)).routes(routes!(market_products))
}

/// A store as the sellers list and the store page show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct Store {
    pub id: i64,
    pub url: String,
    pub logo: Option<String>,
    pub logo_url: Option<String>,
    pub shop_title: String,
    /// Sanitised HTML.
    pub description: String,
}

fn store_json(row: &SellerRow) -> Store {
    Store {
        id: row.id,
        url: row.url.clone(),
        logo: row.logo_path.clone(),
        logo_url: row.logo_path.as_ref().map(|path| format!("/storage/{path}")),
        shop_title: row.shop_title.clone(),
        description: sanitize(&row.description),
    }
}

/// Approved sellers (stores), oldest first: a bare array.
#[utoipa::path(get, path = "/api/sellers", tag = "content",
    params(("locale" = Option<String>, Query, description = "hy | ru | en")),
    responses((status = 200, description = "The approved stores", body = Vec<Store>),
              (status = 400, description = "A parameter is invalid; `field` names it", body = crate::error::ErrorAnswer)))]
async fn sellers_list(State(db): State<Db>, ContentLocale(locale): ContentLocale) -> Result<Json<Vec<Store>>, ApiError> {
    Ok(Json(sellers::approved(&db, locale).await?.iter().map(store_json).collect()))
}

/// A store page's answer, an array of exactly four: a page of the store's products, the store,
/// and the price range (`{maxPrice}`, `{minPrice}`). Described as a tuple (`prefixItems`), which
/// utoipa does not derive.
pub struct StorePage;

impl PartialSchema for StorePage {
    fn schema() -> RefOr<Schema> {
        let part = |name: &str| Schema::AllOf(AllOfBuilder::new().item(Ref::from_schema_name(name)).build());
        ArrayBuilder::new()
            .prefix_items([part("StoreProducts"), part("Store"), part("MaxPrice"), part("MinPrice")])
            .items(ArrayItems::False)
            .min_items(Some(4))
            .build()
            .into()
    }
}

impl ToSchema for StorePage {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push(("StoreProducts".into(), StoreProducts::schema()));
        schemas.push(("Store".into(), Store::schema()));
        schemas.push(("MaxPrice".into(), MaxPrice::schema()));
        schemas.push(("MinPrice".into(), MinPrice::schema()));
        StoreProducts::schemas(schemas);
    }
}

/// A page of a store's products with the paging fields.
#[derive(Serialize, ToSchema)]
#[allow(dead_code)] // describes `Paged<Vec<ListedProduct>>`, which is what is written
pub struct StoreProducts {
    data: Vec<Product>,
    #[serde(flatten)]
    paging: Paging,
}

#[derive(Serialize, ToSchema)]
pub struct MaxPrice {
    #[serde(rename = "maxPrice")]
    pub max_price: f64,
}

#[derive(Serialize, ToSchema)]
pub struct MinPrice {
    #[serde(rename = "minPrice")]
    pub min_price: f64,
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
    responses((status = 200, description = "[products page, store, {maxPrice}, {minPrice}]", body = StorePage),
              (status = 400, description = "A parameter is invalid; `field` names it", body = crate::error::ErrorAnswer),
              (status = 404, description = "No such store (or not approved)", body = crate::error::ErrorAnswer)))]
async fn market_products(
    State(state): State<AppState>,
    shopper: Shopper,
    RawQuery(query): RawQuery,
) -> Result<Json<(Paged<Vec<ListedProduct>>, Store, MaxPrice, MinPrice)>, ApiError> {
    let params = Params::parse(query.as_deref());
    let slug = params.get("slug").ok_or_else(|| ApiError::invalid_param("slug", "slug (the store's url) is required"))?;
    let store =
        sellers::find_approved(&state.db, slug, shopper.locale).await?.ok_or_else(|| ApiError::NotFound("Store not found".into()))?;
    let mut request = list_request(&state, &params, &shopper).await?;
    request.filter.seller_id = Some(store.id);
    let mut page = list_page(&state, request, &shopper).await?;
    let data = std::mem::take(&mut page.products);
    let products = page.paged(data);
    Ok(Json((products, store_json(&store), MaxPrice { max_price: page.max_price }, MinPrice { min_price: page.min_price })))
}
