//! The newsletter's subscribers: search by address, newest first, in pages; the list (or a
//! search of it) downloaded as CSV; an address taken off the list after asking, naming it.

use leptos::prelude::*;
use leptos_router::components::Form;
use leptos_router::hooks::use_query_map;
use storefront_core::messages::fill;
use storefront_core::staff::Permission;

use super::parts::{form_message, loaded, when, Change, ConfirmButton, Empty, ErrorBox, Pager, Reload};
use super::{counted, language_name, may, t};
use crate::api::newsletter::{list_subscribers, Unsubscribe};
use crate::i18n::{Count, Text};
use crate::shapes::newsletter::{Subscriber, SubscriberPage};

fn query_of(search: &str, page: u32) -> String {
    let mut query = form_urlencoded::Serializer::new(String::new());
    if !search.is_empty() {
        query.append_pair("q", search);
    }
    if page > 1 {
        query.append_pair("page", &page.to_string());
    }
    query.finish()
}

fn href_of(base: &str, search: &str, page: u32) -> String {
    match query_of(search, page) {
        query if query.is_empty() => base.to_string(),
        query => format!("{base}?{query}"),
    }
}

#[component]
pub fn NewsletterPage() -> impl IntoView {
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(Text::Newsletter)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let params = use_query_map();
    let search = Memo::new(move |_| params.get().get("q").unwrap_or_default());
    let page_number = Memo::new(move |_| params.get().get("page").and_then(|p| p.parse().ok()).unwrap_or(1u32));
    let unsubscribe = ServerAction::<Unsubscribe>::new();
    let reload = Reload::new().after(*unsubscribe);
    let page = LocalResource::new(move || {
        reload.count();
        list_subscribers(search.get(), page_number.get())
    });
    let refused = (*unsubscribe).refusal();
    let table = loaded(page, move |found: SubscriberPage| {
        if found.subscribers.is_empty() {
            return view! { <section class="admin-card"><Empty message=t(Text::NoSubscribers)/></section> }.into_any();
        }
        let rows = found
            .subscribers
            .into_iter()
            .map(|subscriber| view! { <SubscriberLine subscriber=subscriber unsubscribe=unsubscribe/> })
            .collect_view();
        let query = search.get_untracked();
        view! {
            <p class="admin-muted" role="status">{counted(Count::SubscribersFound, found.total, false)}</p>
            <div class="admin-table-wrap"><table class="admin-table">
                <thead><tr>
                    <th scope="col">{t(Text::Email)}</th><th scope="col">{t(Text::Language)}</th>
                    <th scope="col">{t(Text::SubscribedOn)}</th><th scope="col"><span class="visually-hidden">{t(Text::Unsubscribe)}</span></th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table></div>
            <Pager page=found.page last_page=found.last_page href=Callback::new(move |n| href_of("/admin/newsletter", &query, n))/>
        }
        .into_any()
    });
    view! {
        <div class="admin-heading">
            <h1>{t(Text::Newsletter)}</h1>
            <a class="button" href=move || href_of("/admin/download/newsletter", &search.get(), 1) download="newsletter-subscribers.csv">{t(Text::ExportCsv)}</a>
        </div>
        <Form method="GET" action="/admin/newsletter" attr:class="admin-filters admin-card" attr:role="search">
            <label class="admin-field admin-filters__search"><span>{t(Text::Search)}</span>
                <input type="search" name="q" value=search.get_untracked() placeholder=t(Text::SearchSubscribers)/></label>
            <div class="admin-filters__actions"><button type="submit" class="button button--primary">{t(Text::Search)}</button></div>
        </Form>
        {move || form_message(refused.get())}
        {table}
    }
    .into_any()
}

#[component]
fn SubscriberLine(subscriber: Subscriber, unsubscribe: ServerAction<Unsubscribe>) -> impl IntoView {
    let id = subscriber.id;
    let subject = fill(t(Text::UnsubscribeNamed), &[("email", &subscriber.email)]);
    view! {
        <tr>
            <td data-label=t(Text::Email) class="admin-wrap">{subscriber.email.clone()}</td>
            <td data-label=t(Text::Language)>{subscriber.locale.map(language_name).unwrap_or("—")}</td>
            <td data-label=t(Text::SubscribedOn) class="admin-when">{when(&subscriber.created_at)}</td>
            <td>
                <ConfirmButton label=t(Text::Unsubscribe) subject=subject warning=t(Text::UnsubscribeWarning).to_string()
                    disabled=unsubscribe.pending() on_confirm=Callback::new(move |_| { unsubscribe.dispatch(Unsubscribe { id }); })/>
            </td>
        </tr>
    }
}
