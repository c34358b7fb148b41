//! Product calls: the lists (catalogue, new collection, sales), one product with its variants,
//! its attributes, its configurable config, related products and the home blocks.

use std::collections::{BTreeMap, HashMap};

use axum::extract::{RawQuery, State};
use serde::Serialize;
use storefront_core::presentation::{HOME_POSITIONS, HOME_PRODUCTS_LIMIT};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::configurable::{self, ConfigurableConfig};
use super::list::{list_page, list_request, CatalogueData, Paged, MAX_PAGE_SIZE};
use super::resource::{load_full_product, load_products, FullProduct, ListedProduct, Variant};
use super::schema::{CatalogueEntry, Product, ProductVariant};
use crate::catalog::list_cache::PageRequest;
use crate::error::ApiError;
use crate::extract::{Json, Path};
use crate::routes::answers::DataAnswer;
use crate::routes::params::Params;
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::catalog::attributes;
use storefront_db::catalog::products::{self, ListFilter, SortOrder};
use storefront_db::Db;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_products))
        .routes(routes!(list_savings))
        .routes(routes!(product))
        .routes(routes!(product_attributes))
        .routes(routes!(product_variants))
        .routes(routes!(configurable_config))
        .routes(routes!(relation))
        .routes(routes!(home_products))
        .routes(routes!(home_blocks))
}

/// Listed products, filtered, sorted and paged.
#[utoipa::path(get, path = "/api/products", tag = "catalog",
    params(
        ("locale" = Option<String>, Query, description = "hy | ru | en"),
        ("currency" = Option<String>, Query, description = "AMD | USD | RUB"),
        ("category_id" = Option<i64>, Query, description = "a category and its descendants"),
        ("page" = Option<u32>, Query), ("limit" = Option<u32>, Query, description = "1..100, default 24"),
        ("sort" = Option<String>, Query, description = "default | price-asc | price-desc | name-asc | name-desc | newest"),
        ("new" = Option<u8>, Query), ("featured" = Option<u8>, Query),
        ("price" = Option<String>, Query, description = "min,max in the requested currency"),
        ("search" = Option<String>, Query, description = "only products matching these words; ranked by relevance in the default order"),
    ),
    responses((status = 200, description = "A page of products: `data` holds them, then {maxPrice} and {minPrice} (the whole list's price range before the price filter)", body = Paged<Vec<CatalogueEntry>>),
              (status = 400, description = "A parameter is invalid; `field` names it", body = crate::error::ErrorAnswer)))]
async fn list_products(
    State(state): State<AppState>,
    shopper: Shopper,
    RawQuery(query): RawQuery,
) -> Result<Json<Paged<CatalogueData>>, ApiError> {
    let params = Params::parse(query.as_deref());
    let request = list_request(&state, &params, &shopper).await?;
    Ok(Json(list_page(&state, request, &shopper).await?.into_catalogue_answer()))
}

/// Products on sale (with a special price), filtered and paged like `/api/products`.
#[utoipa::path(get, path = "/api/z/prods", tag = "catalog",
    responses((status = 200, description = "The product list shape of /api/products", body = Paged<Vec<CatalogueEntry>>)))]
async fn list_savings(
    State(state): State<AppState>,
    shopper: Shopper,
    RawQuery(query): RawQuery,
) -> Result<Json<Paged<CatalogueData>>, ApiError> {
    let params = Params::parse(query.as_deref());
    let mut request = list_request(&state, &params, &shopper).await?;
    request.filter.savings_only = true;
    Ok(Json(list_page(&state, request, &shopper).await?.into_catalogue_answer()))
}

async fn listed_product(db: &Db, slug_or_id: &str, shopper: &Shopper) -> Result<products::ProductRow, ApiError> {
    let not_found = || ApiError::NotFound("Product not found".into());
    let id = products::find_listed(db, slug_or_id).await?.ok_or_else(not_found)?;
    products::load(db, &[id], shopper.locale).await?.pop().ok_or_else(not_found)
}

/// One product by url key (or id), with its variants and the attributes they vary by.
#[utoipa::path(get, path = "/api/products/{slug}", tag = "catalog",
    params(("slug" = String, Path, description = "url key or id")),
    responses((status = 200, description = "`data`: the product with its variants and the attributes they differ by", body = DataAnswer<Product>), (status = 404, description = "No such product", body = crate::error::ErrorAnswer)))]
async fn product(State(db): State<Db>, shopper: Shopper, Path(slug): Path<String>) -> Result<Json<DataAnswer<FullProduct>>, ApiError> {
    let row = listed_product(&db, &slug, &shopper).await?;
    let configuration = configurable::load(&db, &row, &shopper).await?;
    let mut product = load_full_product(&db, &row, &shopper).await?;
    product.variants = configuration.variants(&shopper)?;
    product.attribute = configuration.attributes();
    Ok(Json(DataAnswer::new(product)))
}

/// One of the product's own attribute values (`Brand: Ararat`).
#[derive(Debug, Serialize, ToSchema)]
pub struct AttributeValue {
    pub code: String,
    pub label: String,
    pub value: String,
}

fn id_param(text: &str) -> Result<i64, ApiError> {
    text.parse::<i64>().ok().filter(|id| *id > 0).ok_or_else(|| ApiError::invalid_param("id", "id must be a product id"))
}

/// The product's own attribute values (brand, material…) for its specification table.
#[utoipa::path(get, path = "/api/products/attrs/{id}", tag = "catalog",
    params(("id" = i64, Path)),
    responses((status = 200, description = "`data`: the product's attribute values", body = DataAnswer<Vec<AttributeValue>>), (status = 404, description = "No such product", body = crate::error::ErrorAnswer)))]
async fn product_attributes(
    State(db): State<Db>,
    shopper: Shopper,
    Path(id): Path<String>,
) -> Result<Json<DataAnswer<Vec<AttributeValue>>>, ApiError> {
    let row = listed_product(&db, &id_param(&id)?.to_string(), &shopper).await?;
    let values = products::load_attribute_values(&db, &[row.id]).await?;
    let option_ids: Vec<i64> = values.iter().map(|(_, _, option)| *option).collect();
    let attributes = attributes::load_attributes(&db, shopper.locale).await?;
    let options = attributes::load_options(&db, shopper.locale, Some(&option_ids)).await?;
    let data = values
        .iter()
        .filter_map(|(_, attribute, option)| {
            let attribute = attributes.iter().find(|a| a.id == *attribute)?;
            let option = options.iter().find(|o| o.id == *option)?;
            Some(AttributeValue { code: attribute.code.clone(), label: attribute.label.clone(), value: option.label.clone() })
        })
        .collect();
    Ok(Json(DataAnswer::new(data)))
}

/// The variants of a configurable product.
#[utoipa::path(get, path = "/api/products/variants/{id}", tag = "catalog",
    params(("id" = i64, Path)),
    responses((status = 200, description = "`data`: variant products with `options`", body = DataAnswer<Vec<ProductVariant>>), (status = 404, description = "No such product", body = crate::error::ErrorAnswer)))]
async fn product_variants(
    State(db): State<Db>,
    shopper: Shopper,
    Path(id): Path<String>,
) -> Result<Json<DataAnswer<Vec<Variant>>>, ApiError> {
    let row = listed_product(&db, &id_param(&id)?.to_string(), &shopper).await?;
    let configuration = configurable::load(&db, &row, &shopper).await?;
    Ok(Json(DataAnswer::new(configuration.variants(&shopper)?)))
}

/// Which variant each combination of options is, with variant prices and images.
#[utoipa::path(get, path = "/api/product-configurable-config/{id}", tag = "catalog",
    params(("id" = i64, Path)),
    responses((status = 200, description = "`data`: which variant each choice of options is, with prices and pictures", body = DataAnswer<ConfigurableConfig>),
              (status = 404, description = "No such product", body = crate::error::ErrorAnswer)))]
async fn configurable_config(
    State(db): State<Db>,
    shopper: Shopper,
    Path(id): Path<String>,
) -> Result<Json<DataAnswer<ConfigurableConfig>>, ApiError> {
    let row = listed_product(&db, &id_param(&id)?.to_string(), &shopper).await?;
    let configuration = configurable::load(&db, &row, &shopper).await?;
    Ok(Json(DataAnswer::new(configuration.config(&row, &shopper)?)))
}

/// Related products (`relation=related_products`) or cross-sells (`relation=cross_sells`).
#[utoipa::path(get, path = "/api/relation", tag = "catalog",
    params(("id" = i64, Query), ("relation" = Option<String>, Query, description = "related_products | cross_sells"), ("limit" = Option<u32>, Query)),
    responses((status = 200, description = "The products", body = DataAnswer<Vec<Product>>), (status = 404, description = "No such product", body = crate::error::ErrorAnswer)))]
async fn relation(
    State(state): State<AppState>,
    shopper: Shopper,
    RawQuery(query): RawQuery,
) -> Result<Json<DataAnswer<Vec<ListedProduct>>>, ApiError> {
    let params = Params::parse(query.as_deref());
    let id = params.id("id")?.ok_or_else(|| ApiError::invalid_param("id", "id is required"))?;
    if !products::exists(&state.db, id).await? {
        return Err(ApiError::NotFound("Product not found".into()));
    }
    let kind = match params.get("relation").unwrap_or("related_products") {
        "related_products" | "related" => "related",
        "cross_sells" | "cross_sell" | "cross-sells" => "cross_sell",
        _ => return Err(ApiError::invalid_param("relation", "relation must be related_products or cross_sells")),
    };
    let ids = products::related_ids(&state.db, id, kind, params.number("limit", 1, MAX_PAGE_SIZE, 10)?).await?;
    Ok(Json(DataAnswer::new(load_products(&state, &ids, &shopper).await?)))
}

/// A home block's products (`position=position_first…position_thirteenth`), or the newest.
#[utoipa::path(get, path = "/api/home/products", tag = "catalog",
    params(("position" = Option<String>, Query), ("limit" = Option<u32>, Query, description = "default 10")),
    responses((status = 200, description = "The products", body = DataAnswer<Vec<Product>>), (status = 400, description = "Unknown position", body = crate::error::ErrorAnswer)))]
async fn home_products(
    State(state): State<AppState>,
    shopper: Shopper,
    RawQuery(query): RawQuery,
) -> Result<Json<DataAnswer<Vec<ListedProduct>>>, ApiError> {
    let params = Params::parse(query.as_deref());
    let limit = params.number("limit", 1, MAX_PAGE_SIZE, HOME_PRODUCTS_LIMIT)?;
    let ids = match params.get("position") {
        Some(position) if HOME_POSITIONS.contains(&position) => products::home_block_ids(&state.db, position, limit).await?,
        Some(_) => return Err(ApiError::invalid_param("position", "position must be position_first … position_thirteenth")),
        None => {
            let newest = PageRequest { sort: SortOrder::Newest, locale: shopper.locale, page: 1, per_page: limit };
            state.catalogue.lists.page_ids(&state.db, &ListFilter::default(), &newest).await?.to_vec()
        }
    };
    Ok(Json(DataAnswer::new(load_products(&state, &ids, &shopper).await?)))
}

/// All thirteen home blocks in one answer (our addition: one request instead of thirteen):
/// `{"data": {"position_first": [product…], …}}`, every position present, empty when unfilled.
#[utoipa::path(get, path = "/api/home/blocks", tag = "catalog",
    params(("limit" = Option<u32>, Query, description = "products per block, default 10")),
    responses((status = 200, description = "Each position's products", body = DataAnswer<BTreeMap<String, Vec<Product>>>)))]
async fn home_blocks(
    State(state): State<AppState>,
    shopper: Shopper,
    RawQuery(query): RawQuery,
) -> Result<Json<DataAnswer<BTreeMap<&'static str, Vec<ListedProduct>>>>, ApiError> {
    let params = Params::parse(query.as_deref());
    let limit = params.number("limit", 1, MAX_PAGE_SIZE, HOME_PRODUCTS_LIMIT)?;
    let blocks = products::home_blocks(&state.db, limit).await?;
    let all_ids: Vec<i64> = blocks.iter().flat_map(|(_, ids)| ids.iter().copied()).collect();
    let mut unique = all_ids.clone();
    unique.sort_unstable();
    unique.dedup();
    let loaded = load_products(&state, &unique, &shopper).await?;
    let by_id: HashMap<i64, &ListedProduct> = loaded.iter().map(|p| (p.id(), p)).collect();
    let data: BTreeMap<&'static str, Vec<ListedProduct>> = HOME_POSITIONS
        .iter()
        .map(|position| {
            let ids = blocks.iter().find(|(p, _)| p == position).map(|(_, ids)| ids.as_slice()).unwrap_or(&[]);
            (*position, ids.iter().filter_map(|id| by_id.get(id).map(|p| (*p).clone())).collect())
        })
        .collect();
    Ok(Json(DataAnswer::new(data)))
}
