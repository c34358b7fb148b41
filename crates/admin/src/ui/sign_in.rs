//! Signing in: e-mail and password, then the authenticator's code when the account has one.

use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

use super::parts::form_message;
use super::{locale, t, LocalePicker};
use crate::api::session::{SecondFactor, SignIn};
use crate::i18n::Text;
use crate::shapes::error::AdminError;
use crate::shapes::session::SignInOutcome;

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
    let (signing_in, proving) = (ServerAction::<SignIn>::new(), ServerAction::<SecondFactor>::new());
    let pending = move || signing_in.pending().get() || proving.pending().get();
    let go_in = move || {
        let _ = window().location().set_href(&next());
    };
    Effect::new(move |_| match signing_in.value().get() {
        Some(Ok(SignInOutcome::SignedIn { .. })) => go_in(),
        Some(Ok(SignInOutcome::SecondFactor)) => needs_code.set(true),
        _ => {}
    });
    Effect::new(move |_| match proving.value().get() {
        Some(Ok(_)) => go_in(),
        // The password step expired: start again.
        Some(Err(AdminError::SignedOut)) => {
            needs_code.set(false);
            code.set(String::new());
        }
        _ => {}
    });
    // The refusal of the step on screen (an expired password step is no refusal: it starts again).
    let error = Signal::derive(move || {
        let step = if needs_code.get() {
            proving.value().get().map(|outcome| outcome.map(|_| ()))
        } else {
            signing_in.value().get().map(|outcome| outcome.map(|_| ()))
        };
        step.and_then(Result::err).filter(|refused| *refused != AdminError::SignedOut && !pending())
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if pending() {
            return;
        }
        if needs_code.get_untracked() {
            proving.dispatch(SecondFactor { code: code.get_untracked() });
        } else {
            signing_in.dispatch(SignIn { email: email.get_untracked(), password: password.get_untracked(), locale: locale() });
        }
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
                <button type="submit" class="button button--primary button--wide" disabled=pending>
                    {move || if needs_code.get() { t(Text::Verify) } else { t(Text::SignIn) }}
                </button>
            </form>
        </main>
    }
}
