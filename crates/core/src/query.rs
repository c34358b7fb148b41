//! The shop page's URL query: page, limit, search, category_id, sort and filter_{code}. The
//! shell keeps it in sync with the address bar by replacement; defaults are left out so that
//! URLs stay short and shareable.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const DEFAULT_PAGE: u32 = 1;
pub const DEFAULT_LIMIT: u32 = 6;
/// The largest page size a client may ask for.
pub const MAX_LIMIT: u32 = 100;
pub const DEFAULT_SORT: &str = "default";
const FILTER_PREFIX: &str = "filter_";
/// The price range travels with the filters as `filter_price=min,max`, in whole units of the
/// shopper's currency.
pub const PRICE_FILTER: &str = "price";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ShopQuery {
    pub page: u32,
    pub limit: u32,
    pub search: Option<String>,
    pub category_id: Option<String>,
    pub sort: Option<String>,
    /// Filter code → the one selected value.
    pub filters: BTreeMap<String, String>,
}

impl Default for ShopQuery {
    fn default() -> Self {
        ShopQuery { page: DEFAULT_PAGE, limit: DEFAULT_LIMIT, search: None, category_id: None, sort: None, filters: BTreeMap::new() }
    }
}

fn non_empty(value: &str) -> Option<String> {
    let value = value.trim();
    (!value.is_empty()).then(|| value.to_string())
}

impl ShopQuery {
    /// Reads a query string (with or without the leading `?`). Values that make no sense
    /// (a page of 0, a limit that is not a number) fall back to the defaults.
    pub fn parse(query: &str) -> ShopQuery {
        let mut state = ShopQuery::default();
        let query = query.strip_prefix('?').unwrap_or(query);
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            match key.as_ref() {
                "page" => state.page = value.trim().parse().ok().filter(|p| *p >= 1).unwrap_or(DEFAULT_PAGE),
                "limit" => state.limit = value.trim().parse().ok().filter(|l| (1..=MAX_LIMIT).contains(l)).unwrap_or(DEFAULT_LIMIT),
                "search" => state.search = non_empty(&value),
                "category_id" => state.category_id = non_empty(&value),
                "sort" => state.sort = non_empty(&value).filter(|s| s != DEFAULT_SORT),
                other => {
                    if let (Some(code), Some(value)) = (other.strip_prefix(FILTER_PREFIX), non_empty(&value)) {
                        if !code.is_empty() {
                            state.filters.insert(code.to_string(), value);
                        }
                    }
                }
            }
        }
        state
    }

    /// Writes the query string without the leading `?`; page 1, limit 6 and the default sort
    /// are omitted.
    pub fn to_query_string(&self) -> String {
        let mut out = form_urlencoded::Serializer::new(String::new());
        if self.page != DEFAULT_PAGE {
            out.append_pair("page", &self.page.to_string());
        }
        if self.limit != DEFAULT_LIMIT {
            out.append_pair("limit", &self.limit.to_string());
        }
        if let Some(search) = &self.search {
            out.append_pair("search", search);
        }
        if let Some(category) = &self.category_id {
            out.append_pair("category_id", category);
        }
        if let Some(sort) = self.sort.as_deref().filter(|s| *s != DEFAULT_SORT) {
            out.append_pair("sort", sort);
        }
        for (code, value) in &self.filters {
            out.append_pair(&format!("{FILTER_PREFIX}{code}"), value);
        }
        out.finish()
    }

    /// Selecting the value already selected clears the filter; otherwise it replaces it (one
    /// value per filter). Any filter change goes back to page 1.
    pub fn toggle_filter(&mut self, code: &str, value: &str) {
        if self.filters.get(code).map(String::as_str) == Some(value) {
            self.filters.remove(code);
        } else {
            self.filters.insert(code.to_string(), value.to_string());
        }
        self.page = DEFAULT_PAGE;
    }

    /// The empty-list "reset filters" button: filters and search go, so does the page.
    pub fn reset_filters(&mut self) {
        self.filters.clear();
        self.search = None;
        self.page = DEFAULT_PAGE;
    }

    pub fn set_sort(&mut self, sort: &str) {
        self.sort = non_empty(sort).filter(|s| s != DEFAULT_SORT);
        self.page = DEFAULT_PAGE;
    }

    pub fn set_limit(&mut self, limit: u32) {
        self.limit = limit.clamp(1, MAX_LIMIT);
        self.page = DEFAULT_PAGE;
    }

    pub fn set_search(&mut self, search: &str) {
        self.search = non_empty(search);
        self.page = DEFAULT_PAGE;
    }

    pub fn set_category(&mut self, category_id: Option<&str>) {
        self.category_id = category_id.and_then(non_empty);
        self.page = DEFAULT_PAGE;
    }

    pub fn set_page(&mut self, page: u32) {
        self.page = page.max(DEFAULT_PAGE);
    }

    /// Removes one filter, whatever its value; back to page 1.
    pub fn clear_filter(&mut self, code: &str) {
        self.filters.remove(code);
        self.page = DEFAULT_PAGE;
    }

    /// The chosen price range `(min, max)`, if one is set and readable.
    pub fn price_range(&self) -> Option<(u64, u64)> {
        let (min, max) = self.filters.get(PRICE_FILTER)?.split_once(',')?;
        let (min, max) = (min.trim().parse::<u64>().ok()?, max.trim().parse::<u64>().ok()?);
        (min <= max).then_some((min, max))
    }

    /// Sets (or, with `None`, clears) the price range; back to page 1.
    pub fn set_price_range(&mut self, range: Option<(u64, u64)>) {
        match range {
            Some((min, max)) => {
                self.filters.insert(PRICE_FILTER.to_string(), format!("{},{}", min.min(max), min.max(max)));
            }
            None => {
                self.filters.remove(PRICE_FILTER);
            }
        }
        self.page = DEFAULT_PAGE;
    }

    /// A price range is in the currency it was chosen in, so a currency change drops it.
    pub fn currency_changed(&mut self) {
        if self.filters.remove(PRICE_FILTER).is_some() {
            self.page = DEFAULT_PAGE;
        }
    }

    /// Products per page: the URL's limit when it names one, else the catalogue page size
    /// (the URL's default of 6 is what the URL omits, not what a catalogue page shows).
    pub fn page_size(&self) -> u32 {
        if self.limit == DEFAULT_LIMIT {
            crate::presentation::CATALOG_PAGE_SIZE
        } else {
            self.limit
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn defaults_are_omitted_from_the_url() {
        assert_eq!(ShopQuery::default().to_query_string(), "");
        let query = ShopQuery { page: 1, limit: 6, sort: Some("default".into()), ..Default::default() };
        assert_eq!(query.to_query_string(), "");
    }

    #[test]
    fn writes_every_key_it_keeps() {
        let mut query = ShopQuery { page: 3, limit: 24, ..Default::default() };
        query.search = Some("կարմիր զգեստ".into());
        query.category_id = Some("5".into());
        query.sort = Some("price-asc".into());
        query.filters.insert("color".into(), "12".into());
        let text = query.to_query_string();
        assert_eq!(
            text,
            "page=3&limit=24&search=%D5%AF%D5%A1%D6%80%D5%B4%D5%AB%D6%80+%D5%A6%D5%A3%D5%A5%D5%BD%D5%BF&category_id=5&sort=price-asc&filter_color=12"
        );
        assert_eq!(ShopQuery::parse(&text), query);
    }

    #[test]
    fn nonsense_values_fall_back_to_defaults() {
        let query = ShopQuery::parse("?page=0&limit=abc&search=%20&filter_=3&filter_size=");
        assert_eq!(query, ShopQuery::default());
        assert_eq!(ShopQuery::parse("limit=100000").limit, DEFAULT_LIMIT);
    }

    #[test]
    fn selecting_the_selected_value_clears_the_filter() {
        let mut query = ShopQuery { page: 4, ..Default::default() };
        query.toggle_filter("color", "1");
        assert_eq!(query.filters.get("color").map(String::as_str), Some("1"));
        assert_eq!(query.page, 1, "a filter change resets the page");
        query.toggle_filter("color", "2");
        assert_eq!(query.filters.get("color").map(String::as_str), Some("2"), "one value per filter");
        query.toggle_filter("color", "2");
        assert!(query.filters.is_empty());
    }

    #[test]
    fn every_option_change_resets_the_page() {
        let mut query = ShopQuery { page: 5, ..Default::default() };
        query.set_sort("price-desc");
        assert_eq!(query.page, 1);
        query.set_page(5);
        query.set_limit(24);
        assert_eq!(query.page, 1);
        query.set_page(5);
        query.set_search("hagust");
        assert_eq!(query.page, 1);
        query.set_page(5);
        query.set_category(Some("7"));
        assert_eq!(query.page, 1);
        query.set_page(5);
        query.reset_filters();
        assert_eq!((query.page, query.search.clone()), (1, None));
    }

    #[test]
    fn price_range_lives_in_the_filters_and_a_currency_change_drops_it() {
        let mut query = ShopQuery { page: 3, ..Default::default() };
        query.set_price_range(Some((9000, 1000)));
        assert_eq!(query.price_range(), Some((1000, 9000)), "bounds are put in order");
        assert_eq!(query.to_query_string(), "filter_price=1000%2C9000");
        assert_eq!(query.page, 1);
        assert_eq!(ShopQuery::parse("filter_price=5,x").price_range(), None);
        query.set_page(2);
        query.currency_changed();
        assert_eq!((query.price_range(), query.page), (None, 1));
        query.set_price_range(Some((1, 2)));
        query.set_price_range(None);
        assert!(query.filters.is_empty());
    }

    #[test]
    fn clear_filter_removes_any_value() {
        let mut query = ShopQuery::parse("filter_color=3&filter_size=4&page=2");
        query.clear_filter("color");
        assert_eq!(query.to_query_string(), "filter_size=4");
    }

    #[test]
    fn page_size_is_the_catalogue_size_unless_the_url_names_one() {
        assert_eq!(ShopQuery::default().page_size(), 24);
        assert_eq!(ShopQuery::parse("limit=48").page_size(), 48);
    }

    proptest! {
        #[test]
        fn query_strings_round_trip(
            page in 1u32..1000, limit in 1u32..=MAX_LIMIT,
            search in proptest::option::of("[a-zа-яա-ֆ &=+%]{1,12}"),
            filters in proptest::collection::btree_map("[a-z]{1,6}", "[0-9]{1,3}", 0..4),
        ) {
            let query = ShopQuery {
                page, limit,
                search: search.map(|s| s.trim().to_string()).filter(|s| !s.is_empty()),
                category_id: None, sort: None, filters,
            };
            prop_assert_eq!(ShopQuery::parse(&query.to_query_string()), query);
        }
    }
}
