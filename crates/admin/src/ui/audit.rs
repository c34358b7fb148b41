//! The audit log: who changed what, when, and the values before and after.

use leptos::prelude::*;
use leptos_router::components::Form;
use leptos_router::hooks::use_query_map;
use storefront_core::staff::Permission;

use super::parts::{form_message, loaded, when, Change, Empty, ErrorBox};
use super::{locale, may, t};
use crate::api::audit::{list_audit, ListAudit};
use crate::audit_text::{action_label, ACTIONS};
use crate::i18n::Text;
use crate::shapes::audit::{AuditEntry, AuditQuery, AUDIT_PER_PAGE};

#[component]
pub fn AuditPage() -> impl IntoView {
    if !may(Permission::ViewAudit) {
        return view! { <h1>{t(Text::AuditLog)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let params = use_query_map();
    let query = Memo::new(move |_| {
        let p = params.get();
        let get = |name: &str| p.get(name).filter(|v| !v.trim().is_empty());
        AuditQuery {
            action: get("action"),
            entity: get("entity"),
            entity_id: get("id"),
            order_number: get("order"),
            actor: get("actor"),
            from: get("from"),
            to: get("to"),
            before_id: None,
        }
    });
    // The first page follows the filters; "load more" appends the pages after it.
    let first = LocalResource::new(move || list_audit(query.get()));
    let loading_more = ServerAction::<ListAudit>::new();
    let later = RwSignal::new(Vec::<AuditEntry>::new());
    let last_page_full = RwSignal::new(None::<bool>);
    let more_refusal = (*loading_more).refusal();
    Effect::new(move |_| {
        query.track();
        later.set(Vec::new());
        last_page_full.set(None);
    });
    Effect::new(move |_| {
        if let Some(Ok(page)) = loading_more.value().get() {
            last_page_full.set(Some(page.len() as i64 == AUDIT_PER_PAGE));
            later.update(|all| all.extend(page));
        }
    });
    let q = query.get_untracked();
    let row = |e: AuditEntry| {
        view! {
            <tr>
                <td data-label=t(Text::When) class="admin-when">{when(&e.created_at)}</td>
                <td data-label=t(Text::Who)><span>{e.actor}<small class="admin-muted">{e.client_address}</small></span></td>
                <td data-label=t(Text::Action)>{e.action_label}</td>
                <td data-label=t(Text::What)>{e.subject}</td>
                <td data-label=t(Text::Changes)><ul class="admin-changes">{e.changes.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}</ul></td>
            </tr>
        }
    };
    let table = loaded(first, move |page: Vec<AuditEntry>| {
        if page.is_empty() {
            return view! { <Empty message=t(Text::NoEntries)/> }.into_any();
        }
        let first_full = page.len() as i64 == AUDIT_PER_PAGE;
        let first_last_id = page.last().map(|e| e.id);
        let more = move || last_page_full.get().unwrap_or(first_full);
        let next_before = move || later.with(|all| all.last().map(|e| e.id)).or(first_last_id);
        view! {
            // Long values (e-mails, SKUs) can make the log wider than the screen: the region
            // that scrolls then takes the keyboard's focus too.
            <div class="admin-table-wrap" tabindex="0" role="region" aria-label=t(Text::AuditLog)><table class="admin-table admin-table--audit">
                <thead><tr><th scope="col">{t(Text::When)}</th><th scope="col">{t(Text::Who)}</th><th scope="col">{t(Text::Action)}</th>
                    <th scope="col">{t(Text::What)}</th><th scope="col">{t(Text::Changes)}</th></tr></thead>
                <tbody>{page.into_iter().map(row).collect_view()}{move || later.get().into_iter().map(row).collect_view()}</tbody>
            </table></div>
            {move || form_message(more_refusal.get())}
            <Show when=more>
                <button type="button" class="button" disabled=move || loading_more.pending().get()
                    on:click=move |_| {
                        let mut next = query.get_untracked();
                        next.before_id = next_before();
                        loading_more.dispatch(ListAudit { query: next });
                    }>{t(Text::LoadMore)}</button>
            </Show>
        }
        .into_any()
    });
    view! {
        <h1>{t(Text::AuditLog)}</h1>
        <Form method="GET" action="/admin/audit" attr:class="admin-filters admin-card" attr:role="search">
            <label class="admin-field"><span>{t(Text::Who)}</span><input type="email" name="actor" value=q.actor.clone().unwrap_or_default()/></label>
            <label class="admin-field"><span>{t(Text::Action)}</span>
                <select name="action">
                    <option value="" selected=q.action.is_none()>{t(Text::All)}</option>
                    {ACTIONS.into_iter().map(|code| view! { <option value=code selected=q.action.as_deref() == Some(code)>{action_label(code, locale())}</option> }).collect_view()}
                </select></label>
            <label class="admin-field"><span>{t(Text::OrderNumber)}</span><input name="order" inputmode="numeric" placeholder="103001" value=q.order_number.clone().unwrap_or_default()/></label>
            <label class="admin-field"><span>{t(Text::From)}</span><input type="date" name="from" value=q.from.clone().unwrap_or_default()/></label>
            <label class="admin-field"><span>{t(Text::To)}</span><input type="date" name="to" value=q.to.clone().unwrap_or_default()/></label>
            <div class="admin-filters__actions">
                <button type="submit" class="button button--primary">{t(Text::Search)}</button>
                <a class="button button--quiet" href="/admin/audit">{t(Text::ResetFilters)}</a>
            </div>
        </Form>
        {table}
    }
    .into_any()
}
