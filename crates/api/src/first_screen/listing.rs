//! A product listing's first screen (`features/catalog/ListingPage.tsx`): the catalogue, a
//! category, the new collection, the sales and a search's results. Every choice is a link the
//! core's shop query writes, so filters, categories and pages work without script.

use maud::{html, Markup};
use serde_json::Value;
use storefront_core::menu::order_departments;
use storefront_core::presentation::{page_count, product_page_links, PageLink};
use storefront_core::query::{ShopQuery, PRICE_FILTER};
use storefront_core::routes::{category_path, path_segment};

use super::parts::{breadcrumbs, id_text, list, page_href, path_to, product_card, swatch_colour, text, Crumb};
use super::Screen;

/// Cards whose pictures load at once (`shared/products/ProductGrid.tsx`).
const EAGER_CARDS: usize = 4;

/// Which list the screen shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Catalog,
    New,
    Sales,
}

impl Source {
    fn code(self) -> &'static str {
        match self {
            Source::Catalog => "catalog",
            Source::New => "new",
            Source::Sales => "sales",
        }
    }

    fn title_id(self) -> &'static str {
        match self {
            Source::Catalog => "catalog.title.all",
            Source::New => "catalog.title.new",
            Source::Sales => "catalog.title.sales",
        }
    }
}

/// What a listing is: its list, and the category its path names.
pub struct Listing<'a> {
    pub source: Source,
    pub slug: Option<&'a str>,
}

/// The list call's parameters, as `shared/catalog/api.ts` `fetchProductList` sends them.
fn list_params<'a>(screen: &Screen, source: Source, query: &ShopQuery, category_id: Option<String>) -> Vec<(&'a str, String)> {
    let mut params = screen.scope();
    params.push(("page", query.page.to_string()));
    params.push(("limit", query.page_size().to_string()));
    if let Some(sort) = &query.sort {
        params.push(("sort", sort.clone()));
    }
    if let Some(category) = category_id {
        params.push(("category_id", category));
    }
    if let Some((min, max)) = query.price_range() {
        params.push(("price", format!("{min},{max}")));
    }
    if let Some(search) = &query.search {
        params.push(("search", search.clone()));
    }
    match source {
        Source::New => params.push(("new", "1".into())),
        Source::Sales => params.push(("savings", "true".into())),
        Source::Catalog => {}
    }
    params
}

/// The attribute filters of the list (their options), the catalogue's only.
async fn filters(screen: &mut Screen<'_>, category_id: Option<&str>) -> Vec<Value> {
    let locale = ("locale", screen.texts.locale.code().to_string());
    let answer = match category_id {
        None => screen.answers.get("/api/category/all", &[locale]).await,
        Some(id) => screen.answers.get("/api/category", &[("category_id", id.to_string()), locale]).await,
    };
    let filters = answer.as_ref().and_then(|answer| answer.pointer("/data/filter")).and_then(Value::as_array).cloned().unwrap_or_default();
    filters.into_iter().filter(|filter| !list(filter, "options").is_empty()).collect()
}

pub async fn listing(screen: &mut Screen<'_>, listing: Listing<'_>, raw_query: &str) -> Option<Markup> {
    let locale = ("locale", screen.texts.locale.code().to_string());
    let categories = screen.answers.get("/api/categories", &[locale]).await?;
    let tree = list(&categories, "data");
    let query = ShopQuery::parse(raw_query);
    let by_slug = listing.source == Source::Catalog && listing.slug.is_some();
    let path = match (listing.slug, by_slug) {
        (Some(slug), true) => path_to(tree, &|category| text(category, "slug") == slug),
        _ => match &query.category_id {
            Some(id) => path_to(tree, &|category| id_text(category, "id").as_deref() == Some(id.as_str())),
            None => Vec::new(),
        },
    };
    if by_slug && path.is_empty() {
        return None;
    }
    let category = path.last().copied();
    let category_id = if by_slug { category.and_then(|category| id_text(category, "id")) } else { query.category_id.clone() };

    let mut params = list_params(screen, listing.source, &query, category_id.clone());
    for (code, value) in &query.filters {
        if code != PRICE_FILTER {
            params.push((code.as_str(), value.clone()));
        }
    }
    let list_path = if listing.source == Source::Sales { "/api/z/prods" } else { "/api/products" };
    let products = screen.answers.get(list_path, &params).await?;
    let attribute_filters = if listing.source == Source::Catalog { filters(screen, category_id.as_deref()).await } else { Vec::new() };

    let texts = &screen.texts;
    let title = match (by_slug, category) {
        (true, Some(category)) => text(category, "name").to_string(),
        _ => texts.get(listing.source.title_id()).to_string(),
    };
    let crumbs: Vec<Crumb> =
        if by_slug {
            std::iter::once(Crumb { label: texts.get("nav.catalog").to_string(), to: Some("/shop/catalog".into()) })
                .chain(path.iter().map(|step| Crumb {
                    label: text(step, "name").to_string(),
                    to: Some(category_path(&path_segment(text(step, "slug")))),
                }))
                .collect()
        } else {
            vec![Crumb { label: title.clone(), to: None }]
        };
    let page_path = match (listing.slug, listing.source) {
        (Some(slug), Source::Catalog) => category_path(&path_segment(slug)),
        (_, Source::Catalog) => "/shop/catalog".to_string(),
        (_, Source::New) => "/shop/newCollection".to_string(),
        (_, Source::Sales) => "/shop/saledProducts".to_string(),
    };
    let link_query = &query;
    let href = |changed: &ShopQuery| page_href(&page_path, changed);

    let entries = list(&products, "data");
    let cards: Vec<&Value> = entries.iter().filter(|entry| entry.get("id").is_some()).collect();
    let total = products.get("total").and_then(Value::as_u64).unwrap_or(cards.len() as u64);
    let per_page = query.page_size();
    let currency = screen.currency;
    // As the shell counts them (`ListingPage.tsx`): every filter, the price range among them.
    let chosen = query.filters.len() + usize::from(!by_slug && query.category_id.is_some());

    Some(html! {
        section.listing data-testid="listing" data-source=(listing.source.code()) {
            (breadcrumbs(texts, &crumbs))
            div.listing__layout {
                aside.listing__aside #filters data-testid="filters" aria-label=(texts.get("catalog.filters.title")) {
                    div.listing__aside-head {
                        h2.listing__aside-title { (texts.get("catalog.filters.title")) }
                        a.icon-button href="#" aria-label=(texts.get("catalog.filters.close")) { span aria-hidden="true" { "×" } }
                    }
                    div.listing__aside-body {
                        (category_tree(screen, tree, &path, listing.source, link_query, &href))
                        @for filter in &attribute_filters {
                            (filter_group(filter, link_query, &href))
                        }
                    }
                    div.listing__aside-foot {
                        a."button"."button--primary" href="#" data-testid="show-results" { (texts.get("catalog.filters.show")) }
                    }
                }
                div.listing__main {
                    header.listing__head {
                        h1."page-title"."listing__title" tabindex="-1" { (title) }
                        p.listing__count data-testid="result-count" { (texts.with("catalog.count", &[("count", &total.to_string())])) }
                    }
                    div.listing__toolbar {
                        a."button"."listing__filters-button" href="#filters" data-testid="open-filters" {
                            span."icon"."icon--filters" aria-hidden="true" {}
                            (texts.get("catalog.filters.open"))
                            @if chosen > 0 {
                                span.filters-count {
                                    span.visually-hidden { (texts.with("catalog.filters.selected", &[("count", &chosen.to_string())])) }
                                    span aria-hidden="true" { (chosen) }
                                }
                            }
                        }
                        (sort_select(screen, &query))
                    }
                    @if cards.is_empty() {
                        div."state"."state--empty" data-testid="empty-state" {
                            span.state__icon aria-hidden="true" {}
                            p.state__title { (texts.get("catalog.empty.title")) }
                            p.state__text { (texts.get("catalog.empty.text")) }
                        }
                    } @else {
                        ul.product-grid data-testid="product-grid" {
                            @for (index, product) in cards.iter().enumerate() {
                                li.product-grid__item { (product_card(texts, product, currency, true, index < EAGER_CARDS)) }
                            }
                        }
                    }
                    (pagination(screen, total, per_page, link_query, &href))
                }
            }
        }
    })
}

/// `features/catalog/CategoryTree.tsx`: links to category pages on the catalogue, the list's
/// category choice elsewhere.
fn category_tree(
    screen: &Screen,
    tree: &[Value],
    path: &[&Value],
    source: Source,
    query: &ShopQuery,
    href: &dyn Fn(&ShopQuery) -> String,
) -> Markup {
    let texts = &screen.texts;
    let current = path.last().and_then(|category| id_text(category, "id"));
    let open: Vec<String> = path.iter().filter_map(|category| id_text(category, "id")).collect();
    let link_of = |category: Option<&Value>| -> String {
        match (source, category) {
            (Source::Catalog, Some(category)) => category_path(&path_segment(text(category, "slug"))),
            (Source::Catalog, None) => "/shop/catalog".to_string(),
            (_, picked) => {
                let mut changed = query.clone();
                let id = picked.and_then(|category| id_text(category, "id"));
                changed.set_category(id.as_deref().filter(|id| current.as_deref() != Some(*id)));
                href(&changed)
            }
        }
    };
    fn level(tree: &[Value], open: &[String], current: Option<&str>, depth: usize, link_of: &dyn Fn(Option<&Value>) -> String) -> Markup {
        let ordered =
            if depth == 0 { order_departments(tree.iter().collect(), |category| text(category, "slug")) } else { tree.iter().collect() };
        html! {
            ul class=(if depth == 0 { "category-tree__list" } else { "category-tree__list category-tree__list--nested" }) {
                @for category in ordered {
                    @let id = id_text(category, "id").unwrap_or_default();
                    @let is_current = current == Some(id.as_str());
                    @let children = list(category, "children");
                    li.category-tree__item {
                        a class=(if is_current { "category-tree__link is-current" } else { "category-tree__link" }) href=(link_of(Some(category))) aria-current=[is_current.then_some("page")] {
                            span.category-tree__name { (text(category, "name")) }
                            @if let Some(count) = category.get("product_count").and_then(Value::as_i64) {
                                span.category-tree__count { (count) }
                            }
                        }
                        @if open.contains(&id) && !children.is_empty() {
                            (level(children, open, current, depth + 1, link_of))
                        }
                    }
                }
            }
        }
    }
    html! {
        nav.category-tree aria-label=(texts.get("catalog.categories")) {
            h2.filter__title { (texts.get("catalog.categories")) }
            ul.category-tree__list {
                li.category-tree__item {
                    a class=(if current.is_none() { "category-tree__link is-current" } else { "category-tree__link" }) href=(link_of(None)) aria-current=[current.is_none().then_some("page")] {
                        span.category-tree__name { (texts.get("catalog.categories.all")) }
                    }
                }
            }
            (level(tree, &open, current.as_deref(), 0, &link_of))
        }
    }
}

/// `shared/listing/FilterPanel.tsx`: each option a link toggling it in the query.
fn filter_group(filter: &Value, query: &ShopQuery, href: &dyn Fn(&ShopQuery) -> String) -> Markup {
    let code = text(filter, "code");
    let kind = match (filter.get("swatch_type").and_then(Value::as_str), code) {
        (Some("color"), _) | (_, "color") => "colour",
        (Some("image"), _) => "image",
        _ => "chips",
    };
    let selected = query.filters.get(code).map(String::as_str);
    html! {
        fieldset.filter data-testid=(format!("filter-{code}")) {
            legend.filter__title { (text(filter, "name")) }
            ul class=(format!("filter__options filter__options--{kind}")) {
                @for option in list(filter, "options") {
                    @let value = id_text(option, "id").unwrap_or_default();
                    @let pressed = selected == Some(value.as_str());
                    @let label = [text(option, "label"), text(option, "admin_name"), value.as_str()].into_iter().find(|label| !label.is_empty()).unwrap_or_default();
                    @let toggled = toggled(query, code, &value);
                    li {
                        a class=(format!("filter-option filter-option--{kind}{}", if pressed { " is-selected" } else { "" })) href=(href(&toggled))
                            aria-current=[pressed.then_some("true")] data-testid=(format!("filter-option-{code}-{value}")) title=[(kind == "colour").then_some(label)] {
                            @if kind == "colour" {
                                span.filter-option__swatch style=[option.get("swatch_value").and_then(Value::as_str).map(|colour| format!("background: {}", swatch_colour(colour)))] aria-hidden="true" {}
                                span.visually-hidden { (label) }
                            } @else {
                                span.filter-option__label { (label) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `shared/listing/SortSelect.tsx`; the order changes with script only.
fn sort_select(screen: &Screen, query: &ShopQuery) -> Markup {
    const SORT_OPTIONS: [(&str, &str); 6] = [
        ("default", "catalog.sort.default"),
        ("newest", "catalog.sort.newest"),
        ("price-asc", "catalog.sort.price_asc"),
        ("price-desc", "catalog.sort.price_desc"),
        ("name-asc", "catalog.sort.name_asc"),
        ("name-desc", "catalog.sort.name_desc"),
    ];
    let texts = &screen.texts;
    let current = query.sort.as_deref().unwrap_or("default");
    html! {
        div.sort-select {
            label.sort-select__label for="first-screen-sort" { (texts.get("catalog.sort.label")) }
            span.select-wrap {
                select.select #first-screen-sort disabled data-awaits-script data-testid="sort-select" {
                    @for (value, id) in SORT_OPTIONS {
                        option value=(value) selected[value == current] { (texts.get(id)) }
                    }
                }
            }
        }
    }
}

/// `shared/listing/Pagination.tsx`: real links the core's query writes.
pub fn pagination(screen: &Screen, total: u64, per_page: u32, query: &ShopQuery, href: &dyn Fn(&ShopQuery) -> String) -> Markup {
    let texts = &screen.texts;
    let links = product_page_links(total, per_page, query.page);
    if links.is_empty() {
        return html! {};
    }
    let last = page_count(total, per_page).min(u64::from(u32::MAX)) as u32;
    let current = query.page.min(last);
    let to = |page: u32| {
        let mut changed = query.clone();
        changed.set_page(page);
        href(&changed)
    };
    let previous = texts.get("catalog.pagination.previous");
    let next = texts.get("catalog.pagination.next");
    html! {
        nav.pagination aria-label=(texts.get("catalog.pagination")) data-testid="pagination" {
            ul.pagination__list {
                li {
                    @if current > 1 {
                        a.pagination__step href=(to(current - 1)) rel="prev" { span aria-hidden="true" { "‹" } span.pagination__step-label { (previous) } }
                    } @else {
                        span."pagination__step"."is-disabled" aria-hidden="true" { span { "‹" } span.pagination__step-label { (previous) } }
                    }
                }
                @for link in links {
                    @match link {
                        PageLink::Gap => li.pagination__gap aria-hidden="true" { "…" },
                        PageLink::Page(page) => li {
                            a class=(if page == current { "pagination__page is-current" } else { "pagination__page" }) href=(to(page))
                                aria-current=[(page == current).then_some("page")] aria-label=(texts.with("catalog.pagination.page", &[("page", &page.to_string())])) { (page) }
                        },
                    }
                }
                li {
                    @if current < last {
                        a.pagination__step href=(to(current + 1)) rel="next" { span.pagination__step-label { (next) } span aria-hidden="true" { "›" } }
                    } @else {
                        span."pagination__step"."is-disabled" aria-hidden="true" { span.pagination__step-label { (next) } span { "›" } }
                    }
                }
            }
        }
    }
}

/// The query with `value` of filter `code` chosen, or cleared when it was the chosen one.
fn toggled(query: &ShopQuery, code: &str, value: &str) -> ShopQuery {
    let mut changed = query.clone();
    changed.toggle_filter(code, value);
    changed
}
