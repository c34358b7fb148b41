//! Staff accounts, for the owner: who has access with which role, and a new account.

use leptos::prelude::*;
use storefront_core::staff::{Permission, Role};

use super::parts::{field_message, form_message, loaded, when, Change, ConfirmButton, ConfirmDialog, ErrorBox, Reload};
use super::{locale, may, me, t};
use crate::api::staff::{list_staff, CreateStaff, ResetStaffPassword, UpdateStaff};
use crate::i18n::Text;
use crate::shapes::staff::{NewStaffMember, StaffMember};

#[component]
pub fn StaffPage() -> impl IntoView {
    if !may(Permission::ManageStaff) {
        return view! { <h1>{t(Text::Staff)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let (create, update, reset) =
        (ServerAction::<CreateStaff>::new(), ServerAction::<UpdateStaff>::new(), ServerAction::<ResetStaffPassword>::new());
    let reload = Reload::new().after(*create).after(*update);
    let members = LocalResource::new(move || {
        reload.count();
        list_staff()
    });
    let (email, name, password) = (RwSignal::new(String::new()), RwSignal::new(String::new()), RwSignal::new(String::new()));
    let role = RwSignal::new(Role::OrderClerk);
    let error = (*create).refusal();
    let (update_refusal, reset_refusal) = ((*update).refusal(), (*reset).refusal());
    let pending = create.pending();
    // A reset's one-time password: whose, and the password, shown until the page is left.
    let resetting = RwSignal::new(String::new());
    let handed_over = Signal::derive(move || match reset.value().get() {
        Some(Ok(password)) => Some((resetting.get(), password)),
        _ => None,
    });
    Effect::new(move |_| {
        if let Some(Ok(_)) = create.value().get() {
            email.set(String::new());
            name.set(String::new());
            password.set(String::new());
        }
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let member = NewStaffMember {
            email: email.get_untracked(),
            name: name.get_untracked(),
            role: role.get_untracked(),
            password: password.get_untracked(),
            locale: locale(),
        };
        create.dispatch(CreateStaff { member });
    };
    let field_error = move |field: &'static str| field_message(error.get(), field);
    let table = loaded(members, move |members: Vec<StaffMember>| {
        {
            let own_id = me().map(|me| me.id);
            let rows = members
                .into_iter()
                .map(|m| {
                    let (id, role_now, disabled, email) = (m.id, m.role, m.disabled, m.email.clone());
                    let reset_password = move |_| {
                        resetting.set(email.clone());
                        reset.dispatch(ResetStaffPassword { id });
                    };
                    let change = move |role: Role, disabled: bool| {
                        update.dispatch(UpdateStaff { id, role, disabled });
                    };
                    let who = if m.name.trim().is_empty() { m.email.clone() } else { format!("{} · {}", m.name, m.email) };
                    // A new role is asked about first; until then the select shows the role in force.
                    let (asking_role, chosen) = (RwSignal::new(false), RwSignal::new(role_now));
                    let role_cell = if own_id == Some(id) {
                        view! { <span>{role_now.label(locale())}</span> }.into_any()
                    } else {
                        let options = Role::ALL.into_iter().map(|r| view! { <option value=r.code() selected=move || r == chosen.get()>{r.label(locale())}</option> }).collect_view();
                        let role_warning = Signal::derive(move || format!("{} → {}", role_now.label(locale()), chosen.get().label(locale())));
                        view! {
                            <select aria-label=t(Text::Role) prop:value=move || chosen.get().code() on:change=move |ev| if let Some(r) = Role::parse(&event_target_value(&ev)) {
                                chosen.set(r);
                                asking_role.set(r != role_now);
                            }>{options}</select>
                            <ConfirmDialog open=asking_role subject=who.clone() warning=role_warning action=t(Text::ChangeRole).to_string()
                                on_confirm=Callback::new(move |_| change(chosen.get_untracked(), disabled))/>
                        }
                        .into_any()
                    };
                    // Kept at the role in force when the question is answered "keep".
                    Effect::new(move |_| {
                        if !asking_role.get() {
                            chosen.set(role_now);
                        }
                    });
                    let access = if own_id == Some(id) {
                        ().into_any()
                    } else if disabled {
                        view! { <button type="button" class="button" on:click=move |_| change(role_now, false)>{t(Text::Enable)}</button> }.into_any()
                    } else {
                        view! {
                            <span class="admin-actions">
                                <ConfirmButton label=t(Text::ResetPassword) subject=who.clone() warning=t(Text::ResetPasswordWarning).to_string() disabled=Signal::derive(|| false)
                                    on_confirm=Callback::new(reset_password)/>
                                <ConfirmButton label=t(Text::Disable) subject=who.clone() warning=t(Text::DisableWarning).to_string() danger=true disabled=Signal::derive(|| false)
                                    on_confirm=Callback::new(move |_| change(role_now, true))/>
                            </span>
                        }.into_any()
                    };
                    view! {
                        <tr>
                            <td data-label=t(Text::Name)><span>{m.name}<small class="admin-muted">{m.email}</small></span></td>
                            <td data-label=t(Text::Role)>{role_cell}</td>
                            <td data-label=t(Text::TwoFactor)>{if m.totp_enabled { t(Text::On) } else { t(Text::Off) }}</td>
                            <td data-label=t(Text::Date) class="admin-when"><span>{when(&m.created_at)}{disabled.then(|| view! { <span class="admin-badge">{t(Text::Disabled)}</span> })}</span></td>
                            <td>{access}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <div class="admin-table-wrap"><table class="admin-table">
                    <thead><tr><th scope="col">{t(Text::Name)}</th><th scope="col">{t(Text::Role)}</th><th scope="col">{t(Text::TwoFactor)}</th><th scope="col">{t(Text::Date)}</th><th scope="col"><span class="visually-hidden">{t(Text::Actions)}</span></th></tr></thead>
                    <tbody>{rows}</tbody>
                </table></div>
            }
            .into_any()
        }
    });
    let role_options = Role::ALL
        .into_iter()
        .map(|r| view! { <option value=r.code() selected=r == Role::OrderClerk>{r.label(locale())}</option> })
        .collect_view();
    view! {
        <h1>{t(Text::Staff)}</h1>
        {move || handed_over.get().map(|(email, password)| view! {
            <p class="admin-state admin-state--warning" role="status">{email}" · "{t(Text::OneTimePassword)}" "<code class="admin-code" data-one-time-password="">{password}</code></p>
        })}
        {move || form_message(update_refusal.get().or_else(|| reset_refusal.get()))}
        <section class="admin-card">{table}</section>
        <section class="admin-card">
            <h2>{t(Text::AddStaff)}</h2>
            <form class="admin-inline-form" on:submit=submit novalidate=true>
                <label class="admin-field"><span>{t(Text::Email)}</span>
                    <input type="email" name="email" prop:value=move || email.get() on:input=move |ev| email.set(event_target_value(&ev))/>{move || field_error("email")}</label>
                <label class="admin-field"><span>{t(Text::Name)}</span>
                    <input name="name" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/>{move || field_error("name")}</label>
                <label class="admin-field"><span>{t(Text::Role)}</span>
                    <select name="role" on:change=move |ev| if let Some(r) = Role::parse(&event_target_value(&ev)) { role.set(r) }>{role_options}</select></label>
                <label class="admin-field"><span>{t(Text::Password)}</span>
                    <input type="password" name="password" autocomplete="new-password" prop:value=move || password.get() on:input=move |ev| password.set(event_target_value(&ev))/>{move || field_error("password")}</label>
                <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Create)}</button>
            </form>
            {move || form_message(error.get())}
        </section>
    }
    .into_any()
}
