//! The audit log: who changed what, when, and the values before and after.

use leptos::prelude::*;
use leptos_router::components::Form;
use leptos_router::hooks::use_query_map;
use storefront_core::staff::Permission;

use super::parts::{when, Empty, ErrorBox, Loading};
use super::{error_text, locale, may, redirect_if_signed_out, t};
use crate::api::audit::{list_audit, AuditEntry, AuditQuery, AUDIT_PER_PAGE};
use crate::audit_text::{action_label, ACTIONS};
use crate::i18n::Text;

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
    let entries = RwSignal::new(Vec::<AuditEntry>::new());
    let more = RwSignal::new(false);
    let error = RwSignal::new(None::<crate::api::AdminError>);
    let loading = RwSignal::new(true);
    let load = move |before_id: Option<i64>| {
        loading.set(true);
        let mut q = query.get_untracked();
        q.before_id = before_id;
        leptos::task::spawn_local(async move {
            let outcome = list_audit(q).await;
            loading.set(false);
            match outcome {
                Ok(page) => {
                    more.set(page.len() as i64 == AUDIT_PER_PAGE);
                    if before_id.is_none() {
                        entries.set(page);
                    } else {
                        entries.update(|all| all.extend(page));
                    }
                }
                Err(failure) => {
                    if !redirect_if_signed_out(&failure) {
                        error.set(Some(failure));
                    }
                }
            }
        });
    };
    Effect::new(move |_| {
        query.track();
        load(None);
    });
    let q = query.get_untracked();
    let rows = move || {
        entries
            .get()
            .into_iter()
            .map(|e| {
                view! {
                    <tr>
                        <td data-label=t(Text::When) class="admin-when">{when(&e.created_at)}</td>
                        <td data-label=t(Text::Who)><span>{e.actor}<small class="admin-muted">{e.client_address}</small></span></td>
                        <td data-label=t(Text::Action)>{e.action_label}</td>
                        <td data-label=t(Text::What)>{e.subject}</td>
                        <td data-label=t(Text::Changes)><ul class="admin-changes">{e.changes.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}</ul></td>
                    </tr>
                }
            })
            .collect_view()
    };
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
        {move || error.get().map(|e| view! { <ErrorBox message=error_text(&e)/> })}
        <Show when=move || !entries.get().is_empty() fallback=move || if loading.get() { view! { <Loading/> }.into_any() } else { view! { <Empty message=t(Text::NoEntries)/> }.into_any() }>
            <div class="admin-table-wrap"><table class="admin-table admin-table--audit">
                <thead><tr><th scope="col">{t(Text::When)}</th><th scope="col">{t(Text::Who)}</th><th scope="col">{t(Text::Action)}</th>
                    <th scope="col">{t(Text::What)}</th><th scope="col">{t(Text::Changes)}</th></tr></thead>
                <tbody>{rows}</tbody>
            </table></div>
        </Show>
        <Show when=move || more.get()>
            <button type="button" class="button" disabled=move || loading.get()
                on:click=move |_| load(entries.get_untracked().last().map(|e| e.id))>{t(Text::LoadMore)}</button>
        </Show>
    }
    .into_any()
}
