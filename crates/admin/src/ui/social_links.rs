//! The shop's social network links: the footer's web addresses in order, each shown or not,
//! added, moved and removed here and saved together. Each shows the icon its address gets (the
//! network's, or a globe), as the footer will.

use leptos::prelude::*;
use storefront_core::social_links::{self, LinkDraft, MAX_LINKS};
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, loaded, shift_row, Change, Empty, ErrorBox};
use super::{locale, may, t};
use crate::api::social_links::{get_social_links, SaveSocialLinks};
use crate::i18n::Text;
use crate::shapes::error::AdminError;

#[component]
pub fn SocialLinksPage() -> impl IntoView {
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(Text::SocialLinks)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let links = LocalResource::new(get_social_links);
    view! {
        <h1>{t(Text::SocialLinks)}</h1>
        <p class="admin-muted">{t(Text::SocialLinksHint)}</p>
        {loaded(links, move |links: Vec<LinkDraft>| view! { <LinksForm links=links/> })}
    }
    .into_any()
}

/// One link as typed; `key` tells rows apart while they move.
#[derive(Clone, Copy)]
struct LinkRow {
    key: u32,
    link: RwSignal<String>,
    enabled: RwSignal<bool>,
}

#[component]
fn LinksForm(links: Vec<LinkDraft>) -> impl IntoView {
    let next_key = StoredValue::new(links.len() as u32);
    let rows = RwSignal::new(
        links
            .into_iter()
            .enumerate()
            .map(|(key, draft)| LinkRow { key: key as u32, link: RwSignal::new(draft.link), enabled: RwSignal::new(draft.enabled) })
            .collect::<Vec<_>>(),
    );
    let save = ServerAction::<SaveSocialLinks>::new();
    let unreadable = RwSignal::new(None::<AdminError>);
    let refusal = (*save).refusal();
    let error = Signal::derive(move || unreadable.get().or_else(|| refusal.get()));
    let pending = save.pending();
    let saved = move || matches!(save.value().get(), Some(Ok(_))) && !pending.get() && unreadable.get().is_none();
    let add = move |_| {
        let key = next_key.get_value();
        next_key.set_value(key + 1);
        rows.update(|rows| rows.push(LinkRow { key, link: RwSignal::new(String::new()), enabled: RwSignal::new(true) }));
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let drafts: Vec<LinkDraft> = rows.with_untracked(|rows| {
            rows.iter().map(|row| LinkDraft { link: row.link.get_untracked(), enabled: row.enabled.get_untracked() }).collect()
        });
        if let Err(faults) = social_links::check(&drafts) {
            let fields = faults.into_iter().map(|(field, message)| (field, message.text(locale()).to_string())).collect();
            unreadable.set(Some(AdminError::Invalid { fields }));
            return;
        }
        unreadable.set(None);
        save.dispatch(SaveSocialLinks { links: drafts });
    };
    view! {
        <form class="admin-page-editor" on:submit=submit novalidate=true>
            <section class="admin-card">
                {move || rows.with(Vec::is_empty).then(|| view! { <Empty message=t(Text::NoSocialLinks)/> })}
                <ol class="admin-links">
                    <For each=move || rows.get() key=|row| row.key let:row>
                        <LinkLine row=row rows=rows error=error/>
                    </For>
                </ol>
                {move || field_message(error.get(), "links")}
                <button type="button" class="button button--quiet" disabled=move || rows.with(|rows| rows.len() >= MAX_LINKS) on:click=add>
                    {t(Text::AddSocialLink)}
                </button>
            </section>
            <div class="admin-settings__actions admin-page-editor__actions">
                <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                {move || saved().then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::SocialLinksSaved)}</p> })}
                {move || form_message(error.get())}
            </div>
        </form>
    }
}

/// One link: its icon as the footer will show it, its address, whether it is shown, its place.
#[component]
fn LinkLine(row: LinkRow, rows: RwSignal<Vec<LinkRow>>, error: Signal<Option<AdminError>>) -> impl IntoView {
    let key = row.key;
    let index = move || rows.with(|rows| rows.iter().position(|r| r.key == key).unwrap_or(0));
    let count = move || rows.with(Vec::len);
    let shift = move |by: isize| rows.update(|rows| shift_row(rows, |r| r.key == key, by));
    let field = move || social_links::link_field(index());
    let message = move || error.with(|e| e.as_ref().and_then(|e| e.message_for(&field())).map(str::to_string));
    let icon = move || format!("/storage/icons/{}", social_links::icon_for(&row.link.get()));
    view! {
        <li class="admin-links__link">
            <img class="admin-links__icon" src=icon alt="" width="32" height="32"/>
            <label class="admin-field admin-links__address"><span>{t(Text::WebAddress)}</span>
                <input type="url" name=field inputmode="url" autocomplete="off" spellcheck="false" placeholder="https://www.facebook.com/…"
                    aria-invalid=move || message().is_some().to_string()
                    prop:value=move || row.link.get() on:input=move |ev| row.link.set(event_target_value(&ev))/>
                {move || message().map(|m| view! { <p class="admin-field__error" role="alert">{m}</p> })}</label>
            <span class="admin-links__actions">
                <label class="admin-check">
                    <input type="checkbox" prop:checked=move || row.enabled.get() on:change=move |ev| row.enabled.set(event_target_checked(&ev))/>
                    {t(Text::ShownInFooter)}</label>
                <button type="button" class="button button--quiet" title=t(Text::MoveEarlier) aria-label=t(Text::MoveEarlier)
                    disabled=move || index() == 0 on:click=move |_| shift(-1)>"↑"</button>
                <button type="button" class="button button--quiet" title=t(Text::MoveLater) aria-label=t(Text::MoveLater)
                    disabled=move || { index() + 1 >= count() } on:click=move |_| shift(1)>"↓"</button>
                <button type="button" class="button button--quiet" on:click=move |_| rows.update(|rows| rows.retain(|r| r.key != key))>
                    {t(Text::RemoveLink)}
                </button>
            </span>
        </li>
    }
}
