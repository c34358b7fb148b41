//! The order list: search, filters, sorting and pages, all in the address so a view can be
//! shared or reloaded.

use leptos::prelude::*;
use leptos_router::components::Form;
use leptos_router::hooks::use_query_map;
use leptos_router::params::ParamsMap;
use storefront_core::checkout::{payment_texts, PAYMENT_METHODS};
use storefront_core::orders::{OrderStatus, PaymentState};

use super::parts::{loaded, money, when, Empty, Pager};
use super::{counted, locale, t};
use crate::api::orders::list_orders;
use crate::i18n::{Count, Text};
use crate::shapes::orders::{OrderPage, OrderQuery};

fn query_of(params: &ParamsMap) -> OrderQuery {
    let get = |name: &str| params.get(name).map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
    OrderQuery {
        search: get("q").unwrap_or_default(),
        statuses: get("status").and_then(|code| OrderStatus::parse(&code)).into_iter().collect(),
        payment_method: get("method"),
        payment_state: get("payment").and_then(|code| PaymentState::parse(&code)),
        from: get("from"),
        to: get("to"),
        sort: get("sort").unwrap_or_default(),
        page: get("page").and_then(|p| p.parse().ok()).unwrap_or(1),
    }
}

/// The list's address for `query` (only what is set).
fn href_of(query: &OrderQuery) -> String {
    let mut out = form_urlencoded::Serializer::new(String::new());
    let mut put = |name: &str, value: &str| {
        if !value.is_empty() {
            out.append_pair(name, value);
        }
    };
    put("q", &query.search);
    put("status", query.statuses.first().map_or("", |s| s.code()));
    put("method", query.payment_method.as_deref().unwrap_or(""));
    put("payment", query.payment_state.map_or("", |s| s.code()));
    put("from", query.from.as_deref().unwrap_or(""));
    put("to", query.to.as_deref().unwrap_or(""));
    put("sort", &query.sort);
    if query.page > 1 {
        put("page", &query.page.to_string());
    }
    let query = out.finish();
    if query.is_empty() {
        "/admin/orders".into()
    } else {
        format!("/admin/orders?{query}")
    }
}

#[component]
pub fn OrdersPage() -> impl IntoView {
    let params = use_query_map();
    let query = Memo::new(move |_| query_of(&params.get()));
    let page = LocalResource::new(move || list_orders(query.get()));
    // On a phone the filters beyond the search fold behind a button that counts those set, so the
    // first orders are on the first screen.
    let filters_open = RwSignal::new(false);
    let filters = move || {
        let q = query.get();
        let set = [!q.statuses.is_empty(), q.payment_method.is_some(), q.payment_state.is_some(), q.from.is_some(), q.to.is_some()]
            .into_iter()
            .filter(|set| *set)
            .count();
        let status_options = OrderStatus::ALL
            .into_iter()
            .map(|s| view! { <option value=s.code() selected=q.statuses.contains(&s)>{s.label(locale())}</option> })
            .collect_view();
        let method_options = PAYMENT_METHODS
            .into_iter()
            .map(|m| view! { <option value=m selected=q.payment_method.as_deref() == Some(m)>{payment_texts(m, locale()).0}</option> })
            .collect_view();
        let state_options = PaymentState::ALL
            .into_iter()
            .map(|s| view! { <option value=s.code() selected=q.payment_state == Some(s)>{s.label(locale())}</option> })
            .collect_view();
        let sorts = [("newest", Text::Newest), ("oldest", Text::Oldest), ("total_desc", Text::TotalDesc), ("total_asc", Text::TotalAsc)]
            .into_iter()
            .map(|(code, label)| view! { <option value=code selected=q.sort == code>{t(label)}</option> })
            .collect_view();
        view! {
            <Form method="GET" action="/admin/orders" attr:class="admin-filters admin-card" attr:role="search">
                <label class="admin-field admin-filters__search">
                    <span>{t(Text::SearchOrders)}</span>
                    <input type="search" name="q" value=q.search.clone()/>
                </label>
                <button type="button" class="button admin-filters__toggle" aria-expanded=move || filters_open.get().to_string()
                    aria-controls="admin-more-filters" on:click=move |_| filters_open.update(|open| *open = !*open)>
                    {t(Text::Filters)}{(set > 0).then(|| format!(" · {set}"))}
                </button>
                <div id="admin-more-filters" class="admin-filters__more" class:admin-filters__more--open=move || filters_open.get()>
                <label class="admin-field"><span>{t(Text::Status)}</span>
                    <select name="status"><option value="">{t(Text::All)}</option>{status_options}</select></label>
                <label class="admin-field"><span>{t(Text::PaymentMethod)}</span>
                    <select name="method"><option value="">{t(Text::All)}</option>{method_options}</select></label>
                <label class="admin-field"><span>{t(Text::PaymentState)}</span>
                    <select name="payment"><option value="">{t(Text::All)}</option>{state_options}</select></label>
                <label class="admin-field"><span>{t(Text::From)}</span><input type="date" name="from" value=q.from.clone().unwrap_or_default()/></label>
                <label class="admin-field"><span>{t(Text::To)}</span><input type="date" name="to" value=q.to.clone().unwrap_or_default()/></label>
                <label class="admin-field"><span>{t(Text::Sort)}</span><select name="sort">{sorts}</select></label>
                </div>
                <div class="admin-filters__actions">
                    <button type="submit" class="button button--primary">{t(Text::Search)}</button>
                    <a class="button button--quiet" href="/admin/orders">{t(Text::ResetFilters)}</a>
                </div>
            </Form>
        }
    };
    let table = loaded(page, move |found: OrderPage| {
        if found.orders.is_empty() {
            return view! { <Empty message=t(Text::NoOrders)/> }.into_any();
        }
        {
            let current = query.get_untracked();
            let sort_link = |ascending: &'static str, descending: &'static str| {
                let mut next = current.clone();
                next.sort = if current.sort == descending || (current.sort.is_empty() && descending == "newest") {
                    ascending.into()
                } else {
                    descending.into()
                };
                next.page = 1;
                href_of(&next)
            };
            let aria_sort = |ascending: &str, descending: &str| {
                if current.sort == ascending {
                    "ascending"
                } else if current.sort == descending || (current.sort.is_empty() && descending == "newest") {
                    "descending"
                } else {
                    "none"
                }
            };
            let rows = found
                .orders
                .into_iter()
                .map(|order| {
                    let href = format!("/admin/orders/{}", order.number);
                    view! {
                        <tr>
                            <td data-label=t(Text::Order)><a href=href>{format!("#{}", order.number)}</a></td>
                            <td data-label=t(Text::Date) class="admin-when">{when(&order.created_at)}</td>
                            <td data-label=t(Text::Customer)><span>{order.customer_name}<small class="admin-muted">{order.email}</small></span></td>
                            <td data-label=t(Text::Status)><span class=format!("admin-badge admin-badge--{}", order.status.code())>{order.status.label(locale())}</span></td>
                            <td data-label=t(Text::PaymentState)><span>{payment_texts(&order.payment_method, locale()).0}<small class="admin-muted">{order.payment_state.label(locale())}</small></span></td>
                            <td data-label=t(Text::Total) class="admin-num price">{money(order.grand_total_minor)}</td>
                        </tr>
                    }
                })
                .collect_view();
            let pager_query = current.clone();
            view! {
                <p class="admin-muted" role="status">{counted(Count::OrdersFound, found.total, found.more)}</p>
                <div class="admin-table-wrap">
                    <table class="admin-table">
                        <thead><tr>
                            <th scope="col">{t(Text::Order)}</th>
                            <th scope="col" aria-sort=aria_sort("oldest", "newest")><a href=sort_link("oldest", "newest")>{t(Text::Date)}</a></th>
                            <th scope="col">{t(Text::Customer)}</th>
                            <th scope="col">{t(Text::Status)}</th>
                            <th scope="col">{t(Text::PaymentState)}</th>
                            <th scope="col" class="admin-num" aria-sort=aria_sort("total_asc", "total_desc")><a href=sort_link("total_asc", "total_desc")>{t(Text::Total)}</a></th>
                        </tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
                <Pager page=found.page last_page=found.last_page href=Callback::new(move |n| {
                    let mut q = pager_query.clone();
                    q.page = n;
                    href_of(&q)
                })/>
            }
            .into_any()
        }
    });
    view! {
        <h1>{t(Text::Orders)}</h1>
        {filters}
        {table}
    }
}
