//! The customer list: search by name, e-mail or phone, newest first, in pages.

use leptos::prelude::*;
use leptos_router::components::Form;
use leptos_router::hooks::use_query_map;

use super::parts::{loaded, money, when, Empty, Pager};
use super::{counted, t};
use crate::api::customers::list_customers;
use crate::i18n::{Count, Text};
use crate::shapes::customers::CustomerPage;

fn href_of(search: &str, page: u32) -> String {
    let mut query = form_urlencoded::Serializer::new(String::new());
    if !search.is_empty() {
        query.append_pair("q", search);
    }
    if page > 1 {
        query.append_pair("page", &page.to_string());
    }
    let query = query.finish();
    if query.is_empty() {
        "/admin/customers".into()
    } else {
        format!("/admin/customers?{query}")
    }
}

#[component]
pub fn CustomersPage() -> impl IntoView {
    let params = use_query_map();
    let search = Memo::new(move |_| params.get().get("q").unwrap_or_default());
    let page_number = Memo::new(move |_| params.get().get("page").and_then(|p| p.parse().ok()).unwrap_or(1u32));
    let page = LocalResource::new(move || list_customers(search.get(), page_number.get()));
    let table = loaded(page, move |found: CustomerPage| {
        if found.customers.is_empty() {
            return view! { <Empty message=t(Text::NoCustomers)/> }.into_any();
        }
        {
            let rows = found
                .customers
                .into_iter()
                .map(|c| {
                    let href = format!("/admin/customers/{}", c.id);
                    view! {
                        <tr>
                            <td data-label=t(Text::Customer)><span><a href=href>{if c.name.is_empty() { c.email.clone() } else { c.name.clone() }}</a><small class="admin-muted">{c.email}</small></span></td>
                            <td data-label=t(Text::Email)>{c.phone}</td>
                            <td data-label=t(Text::Joined)>{when(&c.created_at)}</td>
                            <td data-label=t(Text::Status)>{if c.blocked {
                                view! { <span class="admin-badge admin-badge--canceled">{t(Text::Blocked)}</span> }.into_any()
                            } else {
                                view! { <span class="admin-badge">{t(Text::Active)}</span> }.into_any()
                            }}</td>
                            <td data-label=t(Text::Bonuses) class="admin-num price">{money(c.rewards_minor)}</td>
                        </tr>
                    }
                })
                .collect_view();
            let query = search.get_untracked();
            view! {
                <p class="admin-muted" role="status">{counted(Count::CustomersFound, found.total, false)}</p>
                <div class="admin-table-wrap"><table class="admin-table">
                    <thead><tr>
                        <th scope="col">{t(Text::Customer)}</th><th scope="col">{t(Text::Email)}</th><th scope="col">{t(Text::Joined)}</th>
                        <th scope="col">{t(Text::Status)}</th><th scope="col" class="admin-num">{t(Text::Bonuses)}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table></div>
                <Pager page=found.page last_page=found.last_page href=Callback::new(move |n| href_of(&query, n))/>
            }
            .into_any()
        }
    });
    view! {
        <h1>{t(Text::Customers)}</h1>
        <Form method="GET" action="/admin/customers" attr:class="admin-filters admin-card" attr:role="search">
            <label class="admin-field admin-filters__search"><span>{t(Text::Search)}</span>
                <input type="search" name="q" value=search.get_untracked() placeholder=t(Text::SearchCustomers)/></label>
            <div class="admin-filters__actions"><button type="submit" class="button button--primary">{t(Text::Search)}</button></div>
        </Form>
        {table}
    }
}
