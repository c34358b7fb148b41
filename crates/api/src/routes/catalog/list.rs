//! Product lists: what a list request asks for (filters, order, page) and one page of it with
//! the price range. Shared by the catalogue lists (`/api/products`, `/api/z/prods`) and a
//! store's list (`/api/market/products`), which differ only in their filter and answer shape.

use serde::ser::{SerializeSeq, Serializer};
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;

use super::resource::{load_products, ListedProduct};
use crate::catalog::list_cache::PageRequest;
use crate::error::ApiError;
use crate::routes::params::Params;
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::catalog::products::{self, ListFilter, SortOrder};

/// Page size when the client sends none (the catalogue screens send 24).
pub const DEFAULT_PAGE_SIZE: u32 = 24;
pub const MAX_PAGE_SIZE: u32 = 100;

/// How many search hits a list filters and pages through.
const SEARCH_LIST_LIMIT: usize = 1000;

/// The filters, order and page a list request asks for.
pub struct ListRequest {
    pub filter: ListFilter,
    /// Search hits, best first, when the list is a search.
    ranked: Option<Vec<i64>>,
    sort: SortOrder,
    page: u32,
    per_page: u32,
}

/// Reads a list request from the query: `category_id`, `new`, `featured`, `price=min,max`,
/// attribute filters (`color=5`, `filter_color=5`), `search`, `sort`, `page`, `limit`.
pub async fn list_request(state: &AppState, params: &Params, shopper: &Shopper) -> Result<ListRequest, ApiError> {
    let mut filter = ListFilter {
        category_id: params.id("category_id")?,
        new_only: params.flag("new")?,
        featured_only: params.flag("featured")?,
        ..ListFilter::default()
    };
    if let Some(range) = params.get("price") {
        let (min, max) = range.split_once(',').unwrap_or((range, ""));
        filter.price_min = (!min.trim().is_empty()).then(|| shopper.to_amd_minor(min, "price")).transpose()?;
        filter.price_max = (!max.trim().is_empty()).then(|| shopper.to_amd_minor(max, "price")).transpose()?;
    }
    let attributes = state.catalogue.cards.attributes(&state.db, shopper.locale).await?;
    let codes: Vec<(&str, i64)> = attributes.iter().map(|a| (a.code.as_str(), a.id)).collect();
    for (name, value) in params.pairs() {
        let code = name.strip_prefix("filter_").unwrap_or(name);
        if let Some((_, attribute)) = codes.iter().find(|(c, _)| *c == code) {
            let option = value
                .parse::<i64>()
                .ok()
                .filter(|id| *id > 0)
                .ok_or_else(|| ApiError::invalid_param(name, format!("{name} must be an option id")))?;
            filter.options.push((*attribute, option));
        }
    }
    let ranked = params.get("search").map(|text| state.catalogue.search.search(text, SEARCH_LIST_LIMIT));
    filter.ids = ranked.clone();
    let sort = SortOrder::parse(params.get("sort").unwrap_or(""), params.get("order"))
        .ok_or_else(|| ApiError::invalid_param("sort", "sort must be default, price-asc, price-desc, name-asc, name-desc or newest"))?;
    Ok(ListRequest {
        filter,
        ranked,
        sort,
        page: params.number("page", 1, 100_000, 1)?,
        per_page: params.number("limit", 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE)?,
    })
}

/// One page of a list: its products, the price range of the whole list before the price filter
/// (the slider's bounds, in the shopper's currency) and the paging.
pub struct ListPage {
    pub products: Vec<ListedProduct>,
    pub max_price: f64,
    pub min_price: f64,
    paging: Paging,
}

/// The paging fields around a list's `data`.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub struct Paging {
    current_page: u32,
    last_page: i64,
    per_page: u32,
    total: i64,
}

/// `data` with the paging fields: `current_page`, `last_page`, `per_page`, `total`.
#[derive(Serialize, ToSchema)]
pub struct Paged<T> {
    data: T,
    #[serde(flatten)]
    paging: Paging,
}

/// The catalogue lists' `data`: the products followed by `{"maxPrice"}` and `{"minPrice"}`, the
/// price slider's range (crates/api/API.md, "Catalogue calls").
pub struct CatalogueData {
    products: Vec<ListedProduct>,
    max_price: f64,
    min_price: f64,
}

impl Serialize for CatalogueData {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.products.len() + 2))?;
        for product in &self.products {
            seq.serialize_element(product)?;
        }
        seq.serialize_element(&json!({ "maxPrice": self.max_price }))?;
        seq.serialize_element(&json!({ "minPrice": self.min_price }))?;
        seq.end()
    }
}

impl ListPage {
    /// `data` with this page's paging.
    pub fn paged<T>(&self, data: T) -> Paged<T> {
        Paged { data, paging: self.paging }
    }

    /// The catalogue lists' answer: products followed by the price range in `data`, and the
    /// paging.
    pub fn into_catalogue_answer(self) -> Paged<CatalogueData> {
        Paged { data: CatalogueData { products: self.products, max_price: self.max_price, min_price: self.min_price }, paging: self.paging }
    }
}

pub async fn list_page(state: &AppState, request: ListRequest, shopper: &Shopper) -> Result<ListPage, ApiError> {
    let db = &state.db;
    let totals = state.catalogue.lists.totals(db, &request.filter).await?;
    let ids = match (&request.ranked, request.sort) {
        // A search in the default order keeps the relevance order of its (at most 1,000) hits.
        (Some(ranked), SortOrder::Default) => {
            let all = products::page_ids(db, &request.filter, SortOrder::Default, shopper.locale, 1, SEARCH_LIST_LIMIT as u32).await?;
            let matching: std::collections::HashSet<i64> = all.into_iter().collect();
            let start = (request.page as usize - 1) * request.per_page as usize;
            ranked.iter().copied().filter(|id| matching.contains(id)).skip(start).take(request.per_page as usize).collect()
        }
        _ => {
            let page = PageRequest { sort: request.sort, locale: shopper.locale, page: request.page, per_page: request.per_page };
            state.catalogue.lists.page_ids(db, &request.filter, &page).await?.to_vec()
        }
    };
    let products = load_products(state, &ids, shopper).await?;
    let bound = |minor: Option<i64>| -> Result<f64, ApiError> { Ok(shopper.show(minor.unwrap_or(0))?.number) };
    Ok(ListPage {
        products,
        max_price: bound(totals.max_price)?,
        min_price: bound(totals.min_price)?,
        paging: Paging {
            current_page: request.page,
            last_page: ((totals.total.max(1) - 1) / i64::from(request.per_page)) + 1,
            per_page: request.per_page,
            total: totals.total,
        },
    })
}
