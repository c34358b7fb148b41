//! The contact form's inbox: messages newest first, in pages, shown by where they stand (new,
//! read, answered); each opens on its own page to be read and answered.

use leptos::prelude::*;
use leptos_router::components::Form;
use leptos_router::hooks::use_query_map;
use storefront_core::contact::InboxState;
use storefront_core::staff::Permission;

use super::parts::{loaded, when, Empty, ErrorBox, Pager};
use super::{counted, may, t};
use crate::api::contact::list_messages;
use crate::i18n::{Count, Text};
use crate::shapes::contact::{ContactMessage, InboxPage};

/// The characters of a message its line in the list shows.
const PREVIEW_CHARS: usize = 120;

fn state_label(state: InboxState) -> Text {
    match state {
        InboxState::New => Text::InboxNew,
        InboxState::Read => Text::InboxRead,
        InboxState::Answered => Text::InboxAnswered,
    }
}

/// Where a message stands, as a badge.
pub(super) fn state_badge(state: InboxState) -> impl IntoView {
    let class = match state {
        InboxState::New => "admin-badge admin-badge--processing",
        InboxState::Read => "admin-badge",
        InboxState::Answered => "admin-badge admin-badge--completed",
    };
    view! { <span class=class data-state=state.code()>{t(state_label(state))}</span> }
}

fn href_of(state: &str, page: u32) -> String {
    let mut query = form_urlencoded::Serializer::new(String::new());
    if !state.is_empty() {
        query.append_pair("state", state);
    }
    if page > 1 {
        query.append_pair("page", &page.to_string());
    }
    match query.finish() {
        query if query.is_empty() => "/admin/messages".to_string(),
        query => format!("/admin/messages?{query}"),
    }
}

#[component]
pub fn InboxPage() -> impl IntoView {
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(Text::ContactMessages)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let params = use_query_map();
    let state = Memo::new(move |_| params.get().get("state").unwrap_or_default());
    let page_number = Memo::new(move |_| params.get().get("page").and_then(|p| p.parse().ok()).unwrap_or(1u32));
    let page = LocalResource::new(move || list_messages(state.get(), page_number.get()));
    let table = loaded(page, move |found: InboxPage| {
        if found.messages.is_empty() {
            return view! { <section class="admin-card"><Empty message=t(Text::NoMessages)/></section> }.into_any();
        }
        let rows = found.messages.into_iter().map(|message| view! { <MessageLine message=message/> }).collect_view();
        let shown = state.get_untracked();
        view! {
            <p class="admin-muted" role="status">{counted(Count::MessagesFound, found.total, false)}</p>
            <div class="admin-table-wrap"><table class="admin-table admin-inbox">
                <thead><tr>
                    <th scope="col">{t(Text::Sender)}</th><th scope="col">{t(Text::ContactMessage)}</th>
                    <th scope="col">{t(Text::Status)}</th><th scope="col">{t(Text::Received)}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table></div>
            <Pager page=found.page last_page=found.last_page href=Callback::new(move |n| href_of(&shown, n))/>
        }
        .into_any()
    });
    let options = move || {
        let chosen = state.get();
        InboxState::ALL
            .into_iter()
            .map(|option| view! { <option value=option.code() selected=chosen == option.code()>{t(state_label(option))}</option> })
            .collect_view()
    };
    view! {
        <h1>{t(Text::ContactMessages)}</h1>
        <Form method="GET" action="/admin/messages" attr:class="admin-filters admin-card">
            <label class="admin-field"><span>{t(Text::Status)}</span>
                <select name="state"><option value="">{t(Text::All)}</option>{options}</select></label>
            <div class="admin-filters__actions"><button type="submit" class="button button--primary">{t(Text::Search)}</button></div>
        </Form>
        {table}
    }
    .into_any()
}

#[component]
fn MessageLine(message: ContactMessage) -> impl IntoView {
    let href = format!("/admin/messages/{}", message.id);
    let preview: String = message.message.chars().take(PREVIEW_CHARS).collect();
    let cut = message.message.chars().count() > PREVIEW_CHARS;
    let unread = message.state == InboxState::New;
    view! {
        <tr class:admin-inbox__new=unread>
            <td data-label=t(Text::Sender) class="admin-wrap"><span><a href=href>{message.name}</a><small class="admin-muted">{message.email}</small></span></td>
            <td data-label=t(Text::ContactMessage) class="admin-wrap admin-inbox__preview">{preview}{cut.then_some("…")}</td>
            <td data-label=t(Text::Status)>{state_badge(message.state)}</td>
            <td data-label=t(Text::Received) class="admin-when">{when(&message.created_at)}</td>
        </tr>
    }
}
