//! Stateless rules exported to the shell, grouped as in the core.

use crate::convert::{currency, from_js, rates, to_js};
use storefront_core::cart::{AddToCart, Cart};
use storefront_core::locale::Locale;
use storefront_core::menu::{self, MenuLinkSource};
use storefront_core::money::{self, Amount, Currency};
use storefront_core::query::ShopQuery;
use storefront_core::{presentation, quantity, routes, timing, validation};
use wasm_bindgen::prelude::*;

// ---- money ----

fn parse_amount(decimal: &str, code: &str) -> Result<Amount, JsError> {
    Amount::parse_decimal(decimal, currency(code)?).map_err(|e| JsError::new(&e.to_string()))
}

/// Formats an API decimal price already in `currency`: `"1000.0000"`, `"AMD"` → `"1,000 ֏"`.
#[wasm_bindgen(js_name = formatPrice)]
pub fn format_price(decimal: &str, currency_code: &str) -> Result<String, JsError> {
    Ok(parse_amount(decimal, currency_code)?.display())
}

/// Formats a core amount (e.g. a cart total, kept in AMD) in the shopper's currency.
#[wasm_bindgen(js_name = formatAmount)]
pub fn format_amount(
    #[wasm_bindgen(unchecked_param_type = "Amount")] amount: JsValue,
    currency_code: &str,
    #[wasm_bindgen(unchecked_param_type = "RateTable | undefined")] rate_table: JsValue,
) -> Result<String, JsError> {
    let amount: Amount = from_js(amount)?;
    let converted = rates(rate_table)?.convert(amount, currency(currency_code)?).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(converted.display())
}

/// Converts a base-currency (AMD) decimal price and formats it in `currency`.
#[wasm_bindgen(js_name = displayBasePrice)]
pub fn display_base_price(
    amd_decimal: &str,
    currency_code: &str,
    #[wasm_bindgen(unchecked_param_type = "RateTable | undefined")] rate_table: JsValue,
) -> Result<String, JsError> {
    let amount = parse_amount(amd_decimal, "AMD")?;
    let converted = rates(rate_table)?.convert(amount, currency(currency_code)?).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(converted.display())
}

/// The price a shopper pays: the special price unless it is missing or `"0.0000"`.
#[wasm_bindgen(js_name = unitPrice)]
pub fn unit_price(price: &str, special_price: Option<String>, currency_code: &str) -> Result<String, JsError> {
    let price = parse_amount(price, currency_code)?;
    Ok(money::unit_price(price, special_price.as_deref()).to_decimal_string())
}

/// Whether a special price is set (not missing and not `"0.0000"`).
#[wasm_bindgen(js_name = hasSpecialPrice)]
pub fn has_special_price(special_price: Option<String>) -> bool {
    money::special_price(special_price.as_deref(), Currency::Amd).is_some()
}

/// Discount badge percent, or undefined when there is no discount.
#[wasm_bindgen(js_name = discountPercent)]
pub fn discount_percent(old_price: &str, current_price: &str) -> Option<u32> {
    let old = Amount::parse_decimal(old_price, Currency::Amd).ok()?;
    let current = Amount::parse_decimal(current_price, Currency::Amd).ok()?;
    money::discount_percent(old, current)
}

#[wasm_bindgen(js_name = currencies, unchecked_return_type = "CurrencyInfo[]")]
pub fn currencies() -> Result<JsValue, JsError> {
    let list: Vec<_> = Currency::ALL
        .iter()
        .map(|c| serde_json::json!({ "code": c.code(), "symbol": c.symbol(), "name": c.name() }))
        .collect();
    to_js(&list)
}

#[wasm_bindgen(js_name = locales, unchecked_return_type = "LocaleInfo[]")]
pub fn locales() -> Result<JsValue, JsError> {
    let list: Vec<_> = Locale::ALL.iter().map(|l| serde_json::json!({ "code": l.code(), "label": l.label() })).collect();
    to_js(&list)
}

// ---- cart (pure; the Store applies these to the persisted cart) ----

#[wasm_bindgen(js_name = emptyCart, unchecked_return_type = "Cart")]
pub fn empty_cart() -> Result<JsValue, JsError> {
    to_js(&Cart::default())
}

/// Returns the cart with the item added (same product and options raise the quantity).
#[wasm_bindgen(js_name = cartAdd, unchecked_return_type = "Cart")]
pub fn cart_add(
    #[wasm_bindgen(unchecked_param_type = "Cart")] cart: JsValue,
    #[wasm_bindgen(unchecked_param_type = "AddToCart")] item: JsValue,
) -> Result<JsValue, JsError> {
    let mut cart: Cart = from_js(cart)?;
    let item: AddToCart = from_js(item)?;
    cart.add(item).map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&cart)
}

// ---- quantity ----

/// What the quantity box holds while typing: undefined when empty, else the clamped number.
#[wasm_bindgen(js_name = readQuantityInput)]
pub fn read_quantity_input(text: &str) -> Option<u32> {
    match quantity::read_quantity_input(text) {
        quantity::QuantityInput::Empty => None,
        quantity::QuantityInput::Value(value) => Some(value),
    }
}

#[wasm_bindgen(js_name = commitQuantity)]
pub fn commit_quantity(text: &str) -> u32 {
    quantity::commit_quantity(text)
}

#[wasm_bindgen(js_name = stepQuantity)]
pub fn step_quantity(current: u32, up: bool) -> u32 {
    quantity::step_quantity(current, up)
}

// ---- validation ----

/// Validates a form by name; returns field → messages in `locale` (empty object when valid).
#[wasm_bindgen(js_name = validateForm, unchecked_return_type = "FieldErrors")]
pub fn validate_form(
    #[wasm_bindgen(unchecked_param_type = "FormName")] form_name: &str,
    form: JsValue,
    locale: &str,
) -> Result<JsValue, JsError> {
    let errors = match form_name {
        "newsletter" => validation::validate_newsletter(&from_js(form)?),
        "login" => validation::validate_login(&from_js(form)?),
        "registration" => validation::validate_registration(&from_js(form)?),
        "contact" => validation::validate_contact(&from_js(form)?),
        "checkout" => validation::validate_checkout(&from_js(form)?),
        other => return Err(JsError::new(&format!("unknown form '{other}'"))),
    };
    to_js(&errors.localized(Locale::parse(locale).unwrap_or_default()))
}

// ---- shop query ----

#[wasm_bindgen(js_name = parseShopQuery, unchecked_return_type = "ShopQuery")]
pub fn parse_shop_query(search: &str) -> Result<JsValue, JsError> {
    to_js(&ShopQuery::parse(search))
}

#[wasm_bindgen(js_name = shopQueryToString)]
pub fn shop_query_to_string(#[wasm_bindgen(unchecked_param_type = "ShopQuery")] query: JsValue) -> Result<String, JsError> {
    Ok(from_js::<ShopQuery>(query)?.to_query_string())
}

/// One change to the shop query; `action` is toggleFilter(code, value), resetFilters,
/// setSort(value), setLimit(value), setSearch(value), setCategory(value) or setPage(value).
#[wasm_bindgen(js_name = updateShopQuery, unchecked_return_type = "ShopQuery")]
pub fn update_shop_query(
    #[wasm_bindgen(unchecked_param_type = "ShopQuery")] query: JsValue,
    action: &str,
    first: Option<String>,
    second: Option<String>,
) -> Result<JsValue, JsError> {
    let mut query: ShopQuery = from_js(query)?;
    let first = first.unwrap_or_default();
    let number = || first.trim().parse::<u32>().map_err(|_| JsError::new(&format!("'{first}' is not a number")));
    match action {
        "toggleFilter" => query.toggle_filter(&first, &second.unwrap_or_default()),
        "resetFilters" => query.reset_filters(),
        "setSort" => query.set_sort(&first),
        "setLimit" => query.set_limit(number()?),
        "setSearch" => query.set_search(&first),
        "setCategory" => query.set_category(Some(first.as_str())),
        "setPage" => query.set_page(number()?),
        other => return Err(JsError::new(&format!("unknown shop query action '{other}'"))),
    }
    to_js(&query)
}

// ---- menus ----

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

// ---- presentation ----

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
