//! Signing in: e-mail and password, then the authenticator's code when the account has one.

use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

use super::parts::form_message;
use super::{locale, t, LocalePicker};
use crate::api::session::{second_factor, sign_in, SignInOutcome};
use crate::api::AdminError;
use crate::i18n::Text;

#[component]
pub fn SignInPage() -> impl IntoView {
    let query = use_query_map();
    // Only a path of the back office itself: never another site.
    let next = move || {
        query
            .get_untracked()
            .get("next")
            .filter(|next| next.starts_with("/admin") && !next.starts_with("//"))
            .unwrap_or_else(|| "/admin".into())
    };
    let (email, password, code) = (RwSignal::new(String::new()), RwSignal::new(String::new()), RwSignal::new(String::new()));
    let needs_code = RwSignal::new(false);
    let error = RwSignal::new(None::<AdminError>);
    let pending = RwSignal::new(false);
    let go_in = move || {
        let _ = window().location().set_href(&next());
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if pending.get_untracked() {
            return;
        }
        pending.set(true);
        error.set(None);
        leptos::task::spawn_local(async move {
            let outcome = if needs_code.get_untracked() {
                second_factor(code.get_untracked()).await.map(|_| true)
            } else {
                sign_in(email.get_untracked(), password.get_untracked(), locale()).await.map(|outcome| match outcome {
                    SignInOutcome::SignedIn { .. } => true,
                    SignInOutcome::SecondFactor => {
                        needs_code.set(true);
                        false
                    }
                })
            };
            pending.set(false);
            match outcome {
                Ok(true) => go_in(),
                Ok(false) => {}
                Err(AdminError::SignedOut) => {
                    // The password step expired: start again.
                    needs_code.set(false);
                    code.set(String::new());
                }
                Err(failure) => error.set(Some(failure)),
            }
        });
    };
    let field_error = move |field: &'static str| {
        let message = error.get()?.message_for(field)?.to_string();
        Some(view! { <p class="admin-field__error" id=format!("{field}-error")>{message}</p> })
    };
    let form_error = move || form_message(error.get());
    view! {
        <main class="admin-auth">
            <form class="admin-card admin-auth__card" on:submit=submit novalidate=true>
                <div class="admin-auth__top">
                    <p class="admin-bar__brand">"Շուկա"<span>{t(Text::BackOffice)}</span></p>
                    <LocalePicker/>
                </div>
                <Show
                    when=move || needs_code.get()
                    fallback=move || view! {
                        <h1>{t(Text::SignInTitle)}</h1>
                        <label class="admin-field">
                            <span>{t(Text::Email)}</span>
                            <input type="email" name="email" autocomplete="username" required=true
                                prop:value=move || email.get() on:input=move |ev| email.set(event_target_value(&ev))/>
                            {move || field_error("email")}
                        </label>
                        <label class="admin-field">
                            <span>{t(Text::Password)}</span>
                            <input type="password" name="password" autocomplete="current-password" required=true
                                prop:value=move || password.get() on:input=move |ev| password.set(event_target_value(&ev))/>
                            {move || field_error("password")}
                        </label>
                    }
                >
                    <h1>{t(Text::CodeTitle)}</h1>
                    <p class="admin-muted">{t(Text::CodeHelp)}</p>
                    <label class="admin-field">
                        <span>{t(Text::Code)}</span>
                        <input type="text" name="code" inputmode="numeric" autocomplete="one-time-code" required=true autofocus=true
                            prop:value=move || code.get() on:input=move |ev| code.set(event_target_value(&ev))/>
                        {move || field_error("code")}
                    </label>
                </Show>
                {form_error}
                <button type="submit" class="button button--primary button--wide" disabled=move || pending.get()>
                    {move || if needs_code.get() { t(Text::Verify) } else { t(Text::SignIn) }}
                </button>
            </form>
        </main>
    }
}
