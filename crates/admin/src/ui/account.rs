//! One's own account: the password, the second factor (set up with a QR code the server draws,
//! recovery codes shown once) and the sessions signed in, each of which can be ended.

use leptos::prelude::*;

use super::parts::{field_message, form_message, loaded, when, Change, Reload};
use super::{error_text, locale, me, t, Signed};
use crate::api::session::{my_sessions, ChangePassword, RevokeSession, TotpBegin, TotpConfirm};
use crate::i18n::Text;
use crate::shapes::session::{SessionInfo, TotpEnrolment};

#[component]
pub fn AccountPage() -> impl IntoView {
    let signed = expect_context::<Signed>();
    let title = move || me().map(|me| format!("{} · {}", me.email, me.role.label(locale()))).unwrap_or_default();
    view! {
        <h1>{t(Text::MyAccount)}</h1>
        <p class="admin-muted">{title}</p>
        <Show when=move || signed.0.get().is_some_and(|me| me.must_change_password)>
            <p class="admin-state admin-state--warning" role="alert">{t(Text::PasswordChangeRequired)}</p>
        </Show>
        <Show when=move || signed.0.get().is_some_and(|me| me.must_enrol_totp)>
            <p class="admin-state admin-state--warning" role="alert">{t(Text::TwoFactorRequired)}</p>
        </Show>
        <Password/>
        <TwoFactor/>
        <Sessions/>
    }
}

#[component]
fn Password() -> impl IntoView {
    let signed = expect_context::<Signed>();
    let (current, new) = (RwSignal::new(String::new()), RwSignal::new(String::new()));
    let change = ServerAction::<ChangePassword>::new();
    let error = (*change).refusal();
    let pending = change.pending();
    let changed = move || !pending.get() && matches!(change.value().get(), Some(Ok(_)));
    Effect::new(move |_| {
        if let Some(Ok(me)) = change.value().get() {
            current.set(String::new());
            new.set(String::new());
            // The rest of the back office opens now if the password was what held it.
            signed.0.set(Some(me));
        }
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        change.dispatch(ChangePassword { current: current.get_untracked(), new: new.get_untracked() });
    };
    let field_error = move |field: &'static str| field_message(error.get(), field);
    view! {
        <section class="admin-card">
            <h2>{t(Text::Password)}</h2>
            <form class="admin-inline-form" on:submit=submit novalidate=true>
                <label class="admin-field"><span>{t(Text::CurrentPassword)}</span>
                    <input type="password" name="current_password" autocomplete="current-password" prop:value=move || current.get() on:input=move |ev| current.set(event_target_value(&ev))/>
                    {move || field_error("current_password")}</label>
                <label class="admin-field"><span>{t(Text::NewPassword)}</span>
                    <input type="password" name="new_password" autocomplete="new-password" prop:value=move || new.get() on:input=move |ev| new.set(event_target_value(&ev))/>
                    {move || field_error("new_password")}</label>
                <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::ChangePassword)}</button>
            </form>
            {move || changed().then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::PasswordChanged)}</p> })}
            {move || form_message(error.get())}
        </section>
    }
}

#[component]
fn TwoFactor() -> impl IntoView {
    let enrolment = RwSignal::new(None::<TotpEnrolment>);
    let recovery = RwSignal::new(None::<Vec<String>>);
    let code = RwSignal::new(String::new());
    let (starting, confirming) = (ServerAction::<TotpBegin>::new(), ServerAction::<TotpConfirm>::new());
    let (start_refusal, confirm_refusal) = ((*starting).refusal(), (*confirming).refusal());
    let error = Signal::derive(move || confirm_refusal.get().or_else(|| start_refusal.get()));
    // Replacing a factor in force asks for the password and a current code first.
    let (asking, password, current_code) = (RwSignal::new(false), RwSignal::new(String::new()), RwSignal::new(String::new()));
    Effect::new(move |_| {
        if let Some(Ok(started)) = starting.value().get() {
            asking.set(false);
            password.set(String::new());
            current_code.set(String::new());
            enrolment.set(Some(started));
        }
    });
    Effect::new(move |_| {
        if let Some(Ok(codes)) = confirming.value().get() {
            enrolment.set(None);
            recovery.set(Some(codes));
        }
    });
    let begin = move || {
        let proof = asking.get_untracked().then(|| (password.get_untracked(), current_code.get_untracked()));
        let (password, code) = proof.unzip();
        starting.dispatch(TotpBegin { password, code });
    };
    let prove = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        begin();
    };
    let field_error = move |field: &'static str| field_message(error.get(), field);
    let confirm = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        confirming.dispatch(TotpConfirm { code: code.get_untracked() });
    };
    let enabled = move || me().is_some_and(|me| me.totp_enabled) || recovery.get().is_some();
    view! {
        <section class="admin-card">
            <h2>{t(Text::TwoFactor)}" · "{move || if enabled() { t(Text::On) } else { t(Text::Off) }}</h2>
            {move || recovery.get().map(|codes| view! {
                <h3>{t(Text::RecoveryCodes)}</h3>
                <p>{t(Text::RecoveryCodesHelp)}</p>
                <ul class="admin-codes">{codes.into_iter().map(|c| view! { <li><code>{c}</code></li> }).collect_view()}</ul>
                <a class="button button--primary" href="/admin">{t(Text::Dashboard)}</a>
            })}
            {move || match enrolment.get() {
                Some(started) => view! {
                    <p>{t(Text::ScanQr)}</p>
                    <div class="admin-qr" inner_html=started.qr_svg></div>
                    <p>{t(Text::Secret)}": "<code class="admin-code" data-secret=started.secret.clone()>{started.secret.clone()}</code></p>
                    <form class="admin-inline-form" on:submit=confirm>
                        <label class="admin-field"><span>{t(Text::Code)}</span>
                            <input name="code" inputmode="numeric" autocomplete="one-time-code" prop:value=move || code.get() on:input=move |ev| code.set(event_target_value(&ev))/></label>
                        <button type="submit" class="button button--primary">{t(Text::Verify)}</button>
                    </form>
                }
                .into_any(),
                None if recovery.get().is_some() => ().into_any(),
                None if asking.get() => view! {
                    <p>{t(Text::ReplaceTwoFactorHelp)}</p>
                    <form class="admin-inline-form" on:submit=prove novalidate=true>
                        <label class="admin-field"><span>{t(Text::CurrentPassword)}</span>
                            <input type="password" name="password" autocomplete="current-password" prop:value=move || password.get() on:input=move |ev| password.set(event_target_value(&ev))/>
                            {move || field_error("password")}</label>
                        <label class="admin-field"><span>{t(Text::CurrentCode)}</span>
                            <input name="current_code" inputmode="numeric" autocomplete="one-time-code" prop:value=move || current_code.get() on:input=move |ev| current_code.set(event_target_value(&ev))/>
                            {move || field_error("code")}</label>
                        <button type="submit" class="button button--primary">{t(Text::ReplaceTwoFactor)}</button>
                    </form>
                }
                .into_any(),
                None if enabled() => view! { <button type="button" class="button" on:click=move |_| asking.set(true)>{t(Text::ReplaceTwoFactor)}</button> }.into_any(),
                None => view! { <button type="button" class="button" on:click=move |_| begin()>{t(Text::SetUpTwoFactor)}</button> }.into_any(),
            }}
            {move || error.get().filter(|e| !(e.message_for("password").is_some() || e.message_for("code").is_some()) || enrolment.get().is_some()).map(|e| view! { <p class="admin-state admin-state--error" role="alert">{error_text(&e)}</p> })}
        </section>
    }
}

#[component]
fn Sessions() -> impl IntoView {
    let revoking = ServerAction::<RevokeSession>::new();
    let reload = Reload::new().after(*revoking);
    let refusal = (*revoking).refusal();
    let sessions = LocalResource::new(move || {
        reload.count();
        my_sessions()
    });
    let body = loaded(sessions, move |list: Vec<SessionInfo>| {
        let rows = list
                .into_iter()
                .map(|s| {
                    let id = s.id;
                    let revoke = move |_| {
                        revoking.dispatch(RevokeSession { id });
                    };
                    view! {
                        <tr>
                            <td data-label=t(Text::Sessions)><span>{s.user_agent}<small class="admin-muted">{s.client_address}</small></span></td>
                            <td data-label=t(Text::LastSeen)>{when(&s.last_seen_at)}</td>
                            <td>{if s.current {
                                view! { <span class="admin-badge">{t(Text::ThisDevice)}</span> }.into_any()
                            } else {
                                view! { <button type="button" class="button button--danger" on:click=revoke>{t(Text::Revoke)}</button> }.into_any()
                            }}</td>
                        </tr>
                    }
                })
                .collect_view();
        view! { <div class="admin-table-wrap"><table class="admin-table"><tbody>{rows}</tbody></table></div> }
    });
    view! { <section class="admin-card"><h2>{t(Text::Sessions)}</h2>{move || form_message(refusal.get())}{body}</section> }
}
