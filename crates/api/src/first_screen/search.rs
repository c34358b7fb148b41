//! A search's results (`features/search/SearchResultsPage.tsx`): the ranked products a page at
//! a time, paged by links.

use maud::{html, Markup};
use serde_json::Value;
use storefront_core::presentation::{search_allowed, DEFAULT_SEARCH_LIMIT};
use storefront_core::query::ShopQuery;
use storefront_core::routes::path_segment;

use super::listing::pagination;
use super::parts::{breadcrumbs, page_href, product_card, Crumb};
use super::Screen;

const EAGER_CARDS: usize = 4;

pub async fn results(screen: &mut Screen<'_>, word: &str, raw_query: &str) -> Option<Markup> {
    let text = word.trim();
    let query = ShopQuery::parse(raw_query);
    let found = if search_allowed(text) {
        let mut params = screen.scope();
        params.push(("search", text.to_string()));
        params.push(("limit", DEFAULT_SEARCH_LIMIT.to_string()));
        screen.answers.get("/api/search", &params).await?.as_array().cloned().unwrap_or_default()
    } else {
        Vec::new()
    };
    let per_page = query.page_size() as usize;
    let first = (query.page as usize).saturating_sub(1).saturating_mul(per_page);
    let shown: Vec<&Value> = found.iter().skip(first).take(per_page).collect();
    let texts = &screen.texts;
    let title = texts.with("search.results.title", &[("query", text)]);
    let page_path = format!("/shop/catalog/search/{}", path_segment(word));
    let href = |changed: &ShopQuery| page_href(&page_path, changed);
    let crumbs =
        [Crumb { label: texts.get("nav.catalog").to_string(), to: Some("/shop/catalog".into()) }, Crumb { label: title.clone(), to: None }];
    Some(html! {
        section."listing"."listing--search" data-testid="search-results" {
            (breadcrumbs(texts, &crumbs))
            div.listing__main {
                header.listing__head {
                    h1."page-title"."listing__title" tabindex="-1" { (title) }
                    p.listing__count data-testid="result-count" { (texts.with("catalog.count", &[("count", &found.len().to_string())])) }
                }
                @if shown.is_empty() {
                    div."state"."state--empty" data-testid="empty-state" {
                        span.state__icon aria-hidden="true" {}
                        p.state__title { (texts.get("catalog.empty.title")) }
                        p.state__text { (texts.get("search.empty.text")) }
                        div.state__actions { a."button"."button--primary" href="/shop/catalog" { (texts.get("catalog.empty.reset")) } }
                    }
                } @else {
                    ul.product-grid data-testid="product-grid" {
                        @for (index, product) in shown.iter().enumerate() {
                            li.product-grid__item { (product_card(texts, product, screen.currency, true, index < EAGER_CARDS)) }
                        }
                    }
                }
                (pagination(screen, found.len() as u64, query.page_size(), &query, &href))
            }
        }
    })
}
