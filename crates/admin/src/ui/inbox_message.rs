//! One contact message, opened (and so read): who wrote, when and in which language, what they
//! wrote, every reply staff mailed, and a reply to write. A reply is mailed at once, so it asks
//! first, naming the address.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use storefront_core::messages::fill;
use storefront_core::staff::Permission;

use super::inbox::state_badge;
use super::parts::{field_message, form_message, invalid, loaded, when, Change, ConfirmButton, ErrorBox, Reload};
use super::{language_name, may, t};
use crate::api::contact::{open_message, ReplyToMessage};
use crate::i18n::Text;
use crate::shapes::contact::{ContactReply, OpenedMessage};
use crate::shapes::error::AdminError;

#[component]
pub fn InboxMessagePage() -> impl IntoView {
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(Text::ContactMessages)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let params = use_params_map();
    let id = Memo::new(move |_| params.with(|p| p.get("id").and_then(|id| id.parse::<i64>().ok())));
    let reply = ServerAction::<ReplyToMessage>::new();
    let reload = Reload::new().after(*reply);
    let opened = LocalResource::new(move || {
        reload.count();
        let id = id.get();
        async move { open_message(id.ok_or(AdminError::NotFound)?).await }
    });
    view! {
        <p><a href="/admin/messages">{"← "}{t(Text::ContactMessages)}</a></p>
        {loaded(opened, move |opened: OpenedMessage| view! { <Opened opened=opened reply=reply/> })}
    }
    .into_any()
}

#[component]
fn Opened(opened: OpenedMessage, reply: ServerAction<ReplyToMessage>) -> impl IntoView {
    let OpenedMessage { message, replies } = opened;
    let id = message.id;
    let typed = RwSignal::new(String::new());
    let refusal = (*reply).refusal();
    let sent = move || match reply.value().get() {
        Some(Ok(address)) if !reply.pending().get() => Some(fill(t(Text::ReplySentTo), &[("email", &address)])),
        _ => None,
    };
    Effect::new(move |_| {
        if let Some(Ok(_)) = reply.value().get() {
            typed.set(String::new());
        }
    });
    let subject = fill(t(Text::SendReplyTo), &[("email", &message.email)]);
    let replies = replies.into_iter().map(|r| view! { <ReplyShown reply=r/> }).collect_view();
    view! {
        <div class="admin-heading">
            <h1>{fill(t(Text::MessageFrom), &[("name", &message.name)])}</h1>
            {state_badge(message.state)}
        </div>
        <section class="admin-card admin-inbox-message">
            <dl class="admin-facts">
                <dt>{t(Text::Email)}</dt><dd class="admin-wrap"><a href=format!("mailto:{}", message.email)>{message.email.clone()}</a></dd>
                <dt>{t(Text::Phone)}</dt><dd>{if message.phone.is_empty() { "—".to_string() } else { message.phone.clone() }}</dd>
                <dt>{t(Text::Language)}</dt><dd>{message.locale.map(language_name).unwrap_or("—")}</dd>
                <dt>{t(Text::Received)}</dt><dd class="admin-when">{when(&message.created_at)}</dd>
            </dl>
            <p class="admin-inbox-message__text">{message.message.clone()}</p>
        </section>
        {replies}
        <section class="admin-card">
            <h2>{t(Text::Reply)}</h2>
            <form class="admin-note-form" on:submit=|ev: leptos::ev::SubmitEvent| ev.prevent_default()>
                <label class="admin-field"><span class="visually-hidden">{t(Text::Reply)}</span>
                    <textarea name="reply" rows="6" aria-invalid=invalid(refusal, "reply")
                        prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev))></textarea>
                    {move || field_message(refusal.get(), "reply")}
                </label>
                <p class="admin-muted">{t(Text::ReplyHint)}</p>
                <ConfirmButton label=t(Text::SendReply) subject=subject warning=t(Text::SendReplyWarning).to_string()
                    disabled=Signal::derive(move || reply.pending().get() || typed.with(|text| text.trim().is_empty()))
                    on_confirm=Callback::new(move |_| { reply.dispatch(ReplyToMessage { id, reply: typed.get_untracked() }); })/>
            </form>
            {move || form_message(refusal.get())}
            <p class="admin-state" role="status">{sent}</p>
        </section>
    }
}

#[component]
fn ReplyShown(reply: ContactReply) -> impl IntoView {
    view! {
        <section class="admin-card admin-inbox-reply">
            <h2>{fill(t(Text::ReplyBy), &[("name", &reply.actor)])}<small class="admin-muted admin-when">{when(&reply.created_at)}</small></h2>
            <p class="admin-inbox-message__text">{reply.body}</p>
        </section>
    }
}
