//! Browsing: the shop URL query, menus and what screens show.

use crate::convert::{from_js, to_js};
use crate::types::{parse_name, CatalogLimits, ShopQueryAction};
use storefront_core::menu::{self, MenuLinkSource};
use storefront_core::query::ShopQuery;
use storefront_core::{presentation, routes, timing};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_name = parseShopQuery, unchecked_return_type = "ShopQuery")]
pub fn parse_shop_query(search: &str) -> Result<JsValue, JsError> {
    to_js(&ShopQuery::parse(search))
}

/// The chosen price range `[min, max]` of a shop query, or undefined.
#[wasm_bindgen(js_name = shopQueryPriceRange, unchecked_return_type = "[number, number] | undefined")]
pub fn shop_query_price_range(#[wasm_bindgen(unchecked_param_type = "ShopQuery")] query: JsValue) -> Result<JsValue, JsError> {
    match from_js::<ShopQuery>(query)?.price_range() {
        Some(range) => to_js(&range),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// Products per page for a shop query (the URL's limit, else the catalogue page size).
#[wasm_bindgen(js_name = shopQueryPageSize)]
pub fn shop_query_page_size(#[wasm_bindgen(unchecked_param_type = "ShopQuery")] query: JsValue) -> Result<u32, JsError> {
    Ok(from_js::<ShopQuery>(query)?.page_size())
}

/// The product pager's links (page numbers and "gap"); empty when no pager is shown.
#[wasm_bindgen(js_name = productPageLinks, unchecked_return_type = "(number | \"gap\")[]")]
pub fn product_page_links(total: u32, per_page: u32, current: u32) -> Result<JsValue, JsError> {
    to_js(&presentation::product_page_links(total.into(), per_page, current))
}

#[wasm_bindgen(js_name = shopQueryToString)]
pub fn shop_query_to_string(#[wasm_bindgen(unchecked_param_type = "ShopQuery")] query: JsValue) -> Result<String, JsError> {
    Ok(from_js::<ShopQuery>(query)?.to_query_string())
}

fn parse_range(text: &str) -> Result<Option<(u64, u64)>, JsError> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    let bad = || JsError::new(&format!("'{text}' is not a price range (min,max)"));
    let (min, max) = text.split_once(',').ok_or_else(bad)?;
    Ok(Some((min.trim().parse().map_err(|_| bad())?, max.trim().parse().map_err(|_| bad())?)))
}

/// One change to the shop query; `action` is toggleFilter(code, value), clearFilter(code),
/// resetFilters, setSort(value), setLimit(value), setSearch(value), setCategory(value),
/// setPage(value), setPrice("min,max", or "" to clear) or currencyChanged.
#[wasm_bindgen(js_name = updateShopQuery, unchecked_return_type = "ShopQuery")]
pub fn update_shop_query(
    #[wasm_bindgen(unchecked_param_type = "ShopQuery")] query: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ShopQueryAction")] action: &str,
    first: Option<String>,
    second: Option<String>,
) -> Result<JsValue, JsError> {
    let mut query: ShopQuery = from_js(query)?;
    let action = parse_name(action).ok_or_else(|| JsError::new(&format!("unknown shop query action '{action}'")))?;
    let first = first.unwrap_or_default();
    let number = || first.trim().parse::<u32>().map_err(|_| JsError::new(&format!("'{first}' is not a number")));
    match action {
        ShopQueryAction::ToggleFilter => query.toggle_filter(&first, &second.unwrap_or_default()),
        ShopQueryAction::ResetFilters => query.reset_filters(),
        ShopQueryAction::SetSort => query.set_sort(&first),
        ShopQueryAction::SetLimit => query.set_limit(number()?),
        ShopQueryAction::SetSearch => query.set_search(&first),
        ShopQueryAction::SetCategory => query.set_category(Some(first.as_str())),
        ShopQueryAction::SetPage => query.set_page(number()?),
        ShopQueryAction::SetPrice => query.set_price_range(parse_range(&first)?),
        ShopQueryAction::ClearFilter => query.clear_filter(&first),
        ShopQueryAction::CurrencyChanged => query.currency_changed(),
    }
    to_js(&query)
}

/// The menus of one type (`header`, `footer`) of `GET /api/cms/menus`'s `data`, linked and
/// ordered, without blog entries (core `menu::menu_links`).
#[wasm_bindgen(js_name = menuLinks, unchecked_return_type = "MenuLink[]")]
pub fn menu_links(#[wasm_bindgen(unchecked_param_type = "unknown[]")] items: JsValue, kind: &str) -> Result<JsValue, JsError> {
    let items: Vec<serde_json::Value> = from_js(items)?;
    to_js(&menu::menu_links(&items, kind))
}

#[wasm_bindgen(js_name = menuItemLink)]
pub fn menu_item_link(#[wasm_bindgen(unchecked_param_type = "MenuLinkSource")] item: JsValue) -> Result<String, JsError> {
    Ok(menu::menu_item_link(&from_js::<MenuLinkSource>(item)?))
}

#[wasm_bindgen(js_name = menuLabelId)]
pub fn menu_label_id(name: &str) -> String {
    menu::menu_label_id(name)
}

/// Indexes of `slugs` in departments order (preferred departments first).
#[wasm_bindgen(js_name = departmentsOrder)]
pub fn departments_order(slugs: Vec<String>) -> Vec<u32> {
    let indexed: Vec<(u32, String)> = slugs.into_iter().enumerate().map(|(i, s)| (i as u32, s)).collect();
    menu::order_departments(indexed, |(_, slug)| slug.as_str()).into_iter().map(|(i, _)| i).collect()
}

/// How many footer links go in the first column.
#[wasm_bindgen(js_name = footerFirstColumnSize)]
pub fn footer_first_column_size(link_count: usize) -> usize {
    let placeholder = vec![(); link_count];
    menu::footer_columns(&placeholder).0.len()
}

#[wasm_bindgen(js_name = homeBlockVisible)]
pub fn home_block_visible(position: usize, product_count: usize) -> bool {
    presentation::home_block_visible(position, product_count)
}

#[wasm_bindgen(js_name = homePositions)]
pub fn home_positions() -> Vec<String> {
    presentation::HOME_POSITIONS.iter().map(|p| p.to_string()).collect()
}

#[wasm_bindgen(js_name = blogPaginationVisible)]
pub fn blog_pagination_visible(total: u32) -> bool {
    presentation::blog_pagination_visible(total.into())
}

#[wasm_bindgen(js_name = productPaginationVisible)]
pub fn product_pagination_visible(total: u32) -> bool {
    presentation::product_pagination_visible(total.into())
}

#[wasm_bindgen(js_name = orderHistoryPages)]
pub fn order_history_pages(last_page: u32, current: u32) -> Vec<u32> {
    presentation::order_history_pages(last_page, current)
}

#[wasm_bindgen(js_name = pageCount)]
pub fn page_count(total: u32, per_page: u32) -> u32 {
    presentation::page_count(total.into(), per_page) as u32
}

#[wasm_bindgen(js_name = needsExpander)]
pub fn needs_expander(description: &str) -> bool {
    presentation::needs_expander(description)
}

#[wasm_bindgen(js_name = collapsedDescription)]
pub fn collapsed_description(description: &str) -> String {
    presentation::collapsed_description(description)
}

#[wasm_bindgen(js_name = carouselArrowsVisible)]
pub fn carousel_arrows_visible(product_count: usize) -> bool {
    presentation::carousel_arrows_visible(product_count)
}

#[wasm_bindgen(js_name = brandCarouselItems)]
pub fn brand_carousel_items(viewport_width: u32) -> u32 {
    presentation::brand_carousel_items(viewport_width)
}

#[wasm_bindgen(js_name = scrollToTopVisible)]
pub fn scroll_to_top_visible(scroll_y: f64) -> bool {
    presentation::scroll_to_top_visible(scroll_y)
}

#[wasm_bindgen(js_name = searchAllowed)]
pub fn search_allowed(text: &str) -> bool {
    presentation::search_allowed(text)
}

/// A CMS page's or post's HTML without a leading heading that only repeats its title.
#[wasm_bindgen(js_name = withoutRepeatedTitle)]
pub fn without_repeated_title(html: &str, title: &str) -> String {
    presentation::without_repeated_title(html, title).to_string()
}

#[wasm_bindgen(js_name = accountIconTarget)]
pub fn account_icon_target(authenticated: bool) -> String {
    presentation::account_icon_target(authenticated).to_string()
}

#[wasm_bindgen(js_name = rewardsUsable)]
pub fn rewards_usable(balance: f64) -> bool {
    presentation::rewards_usable(balance as i64)
}

#[wasm_bindgen(js_name = orderDate)]
pub fn order_date(created_at: &str) -> String {
    presentation::order_date(created_at)
}

#[wasm_bindgen(js_name = cmsBreadcrumbLabelId)]
pub fn cms_breadcrumb_label_id(url_key: &str) -> Option<String> {
    presentation::cms_breadcrumb_label_id(url_key).map(str::to_string)
}

#[wasm_bindgen(js_name = timings, unchecked_return_type = "Timings")]
pub fn timings() -> Result<JsValue, JsError> {
    to_js(&timing::TIMINGS)
}

#[wasm_bindgen(js_name = storefrontRoutes)]
pub fn storefront_routes() -> Vec<String> {
    routes::STOREFRONT_ROUTES.iter().map(|r| r.to_string()).collect()
}

#[wasm_bindgen(js_name = isStorefrontRoute)]
pub fn is_storefront_route(path: &str) -> bool {
    routes::is_storefront_route(path)
}

/// The top of a price slider, rounded up to a power-of-ten step.
#[wasm_bindgen(js_name = priceRangeCeiling)]
pub fn price_range_ceiling(max_price: f64) -> f64 {
    presentation::price_range_ceiling(max_price.max(0.0).ceil() as u64) as f64
}

/// Page sizes and fetch limits of the catalogue screens.
#[wasm_bindgen(js_name = catalogLimits, unchecked_return_type = "CatalogLimits")]
pub fn catalog_limits() -> Result<JsValue, JsError> {
    to_js(&CatalogLimits {
        page_size: presentation::CATALOG_PAGE_SIZE,
        featured: presentation::FEATURED_LIMIT,
        home_products: presentation::HOME_PRODUCTS_LIMIT,
        header_search: presentation::HEADER_SEARCH_LIMIT,
        default_search: presentation::DEFAULT_SEARCH_LIMIT,
        cross_sale_fetch: presentation::CROSS_SALE_FETCH_LIMIT,
    })
}
