//! Pieces every page uses: loading, empty and error states, the confirmation dialog, the pager,
//! and how money and times are shown.

use leptos::prelude::*;
use storefront_core::calendar::{format_utc, parse_utc, SHOP_UTC_OFFSET_SECONDS};
use storefront_core::money::{Amount, Currency};

use super::{error_text, redirect_if_signed_out, t};
use crate::api::AdminError;
use crate::i18n::Text;

/// Drams as the shop shows them (`12,500 ֏`), formatted by the core.
pub fn money(minor: i64) -> String {
    Amount::new(minor, Currency::Amd).display()
}

/// A stored UTC time as Yerevan's wall clock, `2026-11-26 11:40`.
pub fn when(stored: &str) -> String {
    match parse_utc(stored) {
        Some(seconds) => {
            let local = format_utc(seconds + SHOP_UTC_OFFSET_SECONDS);
            format!("{} {}", &local[..10], &local[11..16])
        }
        None => stored.to_string(),
    }
}

/// The refusal's message for `field`, shown beside its input.
pub fn field_message(error: Option<AdminError>, field: &str) -> Option<impl IntoView> {
    let message = error?.message_for(field)?.to_string();
    Some(view! { <p class="admin-field__error" role="alert">{message}</p> })
}

/// A refusal about no field in particular, shown above the form.
pub fn form_message(error: Option<AdminError>) -> Option<impl IntoView> {
    error.filter(|e| !e.is_about_fields()).map(|e| view! { <p class="admin-state admin-state--error" role="alert">{error_text(&e)}</p> })
}

#[component]
pub fn Loading() -> impl IntoView {
    view! { <p class="admin-state admin-state--loading" role="status" aria-live="polite"><span class="admin-spinner" aria-hidden="true"></span>{t(Text::Loading)}</p> }
}

#[component]
pub fn ErrorBox(message: String, #[prop(optional)] retry: Option<Callback<()>>) -> impl IntoView {
    view! {
        <div class="admin-state admin-state--error" role="alert">
            <p>{message}</p>
            {retry.map(|retry| view! { <button type="button" class="button" on:click=move |_| retry.run(())>{t(Text::TryAgain)}</button> })}
        </div>
    }
}

#[component]
pub fn Empty(message: &'static str) -> impl IntoView {
    view! { <p class="admin-state admin-state--empty">{message}</p> }
}

/// Asks before something that moves money or access: the title names what it acts on (the order
/// and customer, the person), the text says what follows with the amount, and the button says the
/// action; "keep" is the default answer and Escape gives it.
#[component]
pub fn ConfirmDialog(
    open: RwSignal<bool>,
    #[prop(into)] subject: Signal<String>,
    #[prop(into)] warning: Signal<String>,
    #[prop(into)] action: Signal<String>,
    on_confirm: Callback<()>,
    #[prop(optional)] danger: bool,
) -> impl IntoView {
    let class = if danger { "button button--danger" } else { "button button--primary" };
    let keep = NodeRef::<leptos::html::Button>::new();
    // The safe answer has the focus, so Enter pressed by habit keeps things as they are.
    Effect::new(move |_| {
        if let (true, Some(button)) = (open.get(), keep.get()) {
            let _ = button.focus();
        }
    });
    view! {
        <Show when=move || open.get()>
            <div class="admin-dialog" role="presentation" on:keydown=move |ev| if ev.key() == "Escape" { open.set(false) }>
                <div class="admin-dialog__box" role="alertdialog" aria-modal="true" aria-labelledby="admin-dialog-title" aria-describedby="admin-dialog-text">
                    <h2 id="admin-dialog-title">{move || subject.get()}</h2>
                    <p id="admin-dialog-text">{move || warning.get()}</p>
                    <div class="admin-dialog__actions">
                        <button type="button" class="button" node_ref=keep on:click=move |_| open.set(false)>{t(Text::Keep)}</button>
                        <button type="button" class=class on:click=move |_| { open.set(false); on_confirm.run(()); }>{move || action.get()}</button>
                    </div>
                </div>
            </div>
        </Show>
    }
}

/// A button that asks (`ConfirmDialog`) before it does something that cannot be undone; the
/// dialog's button repeats its label.
#[component]
pub fn ConfirmButton(
    label: &'static str,
    #[prop(into)] subject: Signal<String>,
    #[prop(into)] warning: Signal<String>,
    on_confirm: Callback<()>,
    #[prop(into)] disabled: Signal<bool>,
    #[prop(optional)] danger: bool,
) -> impl IntoView {
    let open = RwSignal::new(false);
    let class = if danger { "button button--danger" } else { "button" };
    view! {
        <button type="button" class=class disabled=move || disabled.get() on:click=move |_| open.set(true)>{label}</button>
        <ConfirmDialog open=open subject=subject warning=warning action=label.to_string() on_confirm=on_confirm danger=danger/>
    }
}

/// Previous and next with "Page N of M"; `href` builds a page's address.
#[component]
pub fn Pager(page: u32, last_page: u32, href: Callback<u32, String>) -> impl IntoView {
    view! {
        <nav class="admin-pager" aria-label=t(Text::PageOf)>
            {(page > 1).then(|| view! { <a class="button" rel="prev" href=href.run(page - 1)>{t(Text::Previous)}</a> })}
            <span>{format!("{} {page} / {last_page}", t(Text::PageOf))}</span>
            {(page < last_page).then(|| view! { <a class="button" rel="next" href=href.run(page + 1)>{t(Text::Next)}</a> })}
        </nav>
    }
}

/// A record a page shows and changes (an order, a customer): loaded once, then replaced by what
/// each change answers, so the page always shows the server's word.
pub struct Record<T: Send + Sync + 'static> {
    pub loaded: LocalResource<Result<T, AdminError>>,
    pub current: RwSignal<Option<T>>,
    pub error: RwSignal<Option<AdminError>>,
    pub pending: RwSignal<bool>,
}

impl<T: Send + Sync + 'static> Clone for Record<T> {
    fn clone(&self) -> Self {
        *self
    }
}

// Signals are handles: a record is copied into every closure that uses it.
impl<T: Send + Sync + 'static> Copy for Record<T> {}

impl<T: Clone + Send + Sync + 'static> Record<T> {
    pub fn load<F: std::future::Future<Output = Result<T, AdminError>> + 'static>(fetch: impl Fn() -> F + 'static) -> Record<T> {
        let record = Record {
            loaded: LocalResource::new(fetch),
            current: RwSignal::new(None),
            error: RwSignal::new(None),
            pending: RwSignal::new(false),
        };
        Effect::new(move |_| {
            if let Some(Ok(value)) = record.loaded.get() {
                record.current.set(Some(value));
            }
        });
        record
    }

    /// The record's view once it is here; loading, or the failure with a retry, before.
    pub fn show<V: IntoView + 'static>(self, view: impl Fn(T) -> V + Send + Sync + 'static) -> impl IntoView {
        move || match (self.current.get(), self.loaded.get()) {
            (Some(value), _) => view(value).into_any(),
            (None, Some(Err(failure))) => {
                redirect_if_signed_out(&failure);
                let loaded = self.loaded;
                view! { <ErrorBox message=error_text(&failure) retry=Callback::new(move |_| loaded.refetch())/> }.into_any()
            }
            _ => view! { <Loading/> }.into_any(),
        }
    }

    /// Runs a change whose answer is the record as it is now; its refusal goes to `error`. A
    /// refusal because the record changed meanwhile (another tab, another staff member) reloads
    /// it, so what is shown and offered is what holds now.
    pub fn change(self, call: impl std::future::Future<Output = Result<T, AdminError>> + 'static) {
        self.pending.set(true);
        self.error.set(None);
        leptos::task::spawn_local(async move {
            let outcome = call.await;
            self.pending.set(false);
            match outcome {
                Ok(value) => self.current.set(Some(value)),
                Err(failure) => {
                    if !redirect_if_signed_out(&failure) {
                        if matches!(failure, AdminError::Conflict { .. }) {
                            self.loaded.refetch();
                        }
                        self.error.set(Some(failure));
                    }
                }
            }
        });
    }

    /// The refusal's message for `field`, beside its input.
    pub fn field_error(self, field: &'static str) -> impl IntoView {
        move || field_message(self.error.get(), field)
    }

    /// A refusal about no field in particular.
    pub fn form_error(self) -> impl IntoView {
        move || form_message(self.error.get())
    }
}
