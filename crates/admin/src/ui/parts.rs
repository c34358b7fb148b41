//! Pieces every page uses: what it loads (`loaded`) and changes (`Change`, `Reload`), loading,
//! empty and error states, the confirmation dialog, the pager, and how money and times are shown.

use leptos::prelude::*;
use storefront_core::calendar::{format_utc, parse_utc, SHOP_UTC_OFFSET_SECONDS};
use storefront_core::messages::fill;
use storefront_core::money::{Amount, Currency};

use super::{error_text, redirect_if_signed_out, t};
use crate::i18n::Text;
use crate::shapes::error::AdminError;

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
        <nav class="admin-pager" aria-label=t(Text::Pages)>
            {(page > 1).then(|| view! { <a class="button" rel="prev" href=href.run(page - 1)>{t(Text::Previous)}</a> })}
            <span>{fill(t(Text::PageOf), &[("page", &page.to_string()), ("pages", &last_page.to_string())])}</span>
            {(page < last_page).then(|| view! { <a class="button" rel="next" href=href.run(page + 1)>{t(Text::Next)}</a> })}
        </nav>
    }
}

/// What a page loads, shown through `Transition` and `ErrorBoundary`: the shared loading state
/// until the first answer, the last answer kept on screen while it is read again after a change,
/// and the failure with a retry in its place (signed out: on to the sign-in page).
pub fn loaded<T, V, F>(resource: LocalResource<Result<T, AdminError>>, view: F) -> AnyView
where
    T: Clone + 'static,
    V: IntoView + 'static,
    F: Fn(T) -> V + Send + Sync + 'static,
{
    let view = std::sync::Arc::new(view);
    let content: Content = std::sync::Arc::new(move || {
        let view = view.clone();
        Suspend::new(async move { resource.await.map(|value| view(value).into_any()) }).into_any()
    });
    shown(content, Callback::new(move |_| resource.refetch()))
}

/// A page's content, whatever it shows: one `Transition` and one `ErrorBoundary` serve them all.
type Content = std::sync::Arc<dyn Fn() -> AnyView + Send + Sync>;

fn shown(content: Content, retry: Callback<()>) -> AnyView {
    view! {
        <Transition fallback=Loading>
            <ErrorBoundary fallback=move |errors| failure(errors, retry)>
                {
                    let content = content.clone();
                    move || content()
                }
            </ErrorBoundary>
        </Transition>
    }
    .into_any()
}

/// The failure an `ErrorBoundary` caught, in the staff's words, with a retry that reads again.
fn failure(errors: ArcRwSignal<Errors>, retry: Callback<()>) -> impl IntoView {
    move || {
        let error = errors
            .with(|errors| errors.iter().find_map(|(_, error)| error.downcast_ref::<AdminError>().cloned()))
            .unwrap_or(AdminError::Failed);
        redirect_if_signed_out(&error);
        view! { <ErrorBox message=error_text(&error) retry=retry/> }
    }
}

/// A change staff make through a server function: its refusal (cleared while it runs again) and
/// when the record it changed must be read again.
pub trait Change {
    /// The refusal of the last run, for the form that sent it; a signed-out caller goes to sign in.
    fn refusal(self) -> Signal<Option<AdminError>>;
}

impl<I, T> Change for Action<I, Result<T, AdminError>>
where
    I: Send + Sync + 'static,
    T: Clone + Send + Sync + 'static,
{
    fn refusal(self) -> Signal<Option<AdminError>> {
        Effect::new(move |_| {
            if let Some(Err(refused)) = self.value().get() {
                redirect_if_signed_out(&refused);
            }
        });
        Signal::derive(move || if self.pending().get() { None } else { self.value().get().and_then(Result::err) })
    }
}

/// When a page reads its record again: after each change that went through, or that was refused
/// because someone else changed the record first (so what is shown and offered is what holds
/// now). A refusal of what was typed leaves the page, and the typing, as they are.
#[derive(Clone, Copy)]
pub struct Reload(RwSignal<u32>);

impl Reload {
    pub fn new() -> Reload {
        Reload(RwSignal::new(0))
    }

    /// Reads again after `action`'s runs as above.
    pub fn after<I, T>(self, action: Action<I, Result<T, AdminError>>) -> Self
    where
        I: Send + Sync + 'static,
        T: Clone + Send + Sync + 'static,
    {
        Effect::new(move |_| {
            let read_again = action.value().with(|outcome| matches!(outcome, Some(Ok(_)) | Some(Err(AdminError::Conflict { .. }))));
            if read_again {
                self.0.update(|count| *count += 1);
            }
        });
        self
    }

    /// The count a resource's source tracks.
    pub fn count(self) -> u32 {
        self.0.get()
    }
}

/// Moves the row `is` picks `by` places in a list being edited (kept within the list).
pub fn shift_row<T>(rows: &mut Vec<T>, is: impl Fn(&T) -> bool, by: isize) {
    let from = rows.iter().position(is).unwrap_or(0);
    let to = from.saturating_add_signed(by).min(rows.len().saturating_sub(1));
    if from < rows.len() {
        let moved = rows.remove(from);
        rows.insert(to, moved);
    }
}

/// True (as `aria-invalid` wants it) when `refusal` names `field`.
pub fn invalid(refusal: Signal<Option<AdminError>>, field: &'static str) -> impl Fn() -> String + Copy {
    move || refusal.with(|refused| refused.as_ref().is_some_and(|e| e.message_for(field).is_some())).to_string()
}

/// One language's single text (a post's title, a slide's caption) in its own box beside the
/// other languages', marked while it is empty (unless it `may_be_empty`); its field is named as
/// the core names it (`caption_hy`…), so a refusal shows under it.
#[component]
pub fn LanguageText(
    locale: storefront_core::locale::Locale,
    #[prop(into)] field: String,
    label: &'static str,
    value: RwSignal<String>,
    error: Signal<Option<AdminError>>,
    #[prop(optional)] multiline: bool,
    #[prop(optional)] may_be_empty: bool,
) -> impl IntoView {
    let name = storefront_core::product_edit::text_field(&field, locale);
    let refused = {
        let name = name.clone();
        move || error.with(|e| e.as_ref().is_some_and(|e| e.message_for(&name).is_some())).to_string()
    };
    let message = {
        let name = name.clone();
        move || field_message(error.get(), &name)
    };
    let input = match multiline {
        true => view! {
            <textarea name=name rows="3" aria-invalid=refused prop:value=move || value.get() on:input=move |ev| value.set(event_target_value(&ev))></textarea>
        }
        .into_any(),
        false => view! {
            <input name=name aria-invalid=refused prop:value=move || value.get() on:input=move |ev| value.set(event_target_value(&ev))/>
        }
        .into_any(),
    };
    view! {
        <fieldset class="admin-language" lang=locale.code()>
            <legend>{super::language_name(locale)}" "{move || (!may_be_empty && value.get().trim().is_empty()).then(|| view! { <span class="admin-badge admin-badge--canceled">{t(Text::TranslationMissing)}</span> })}</legend>
            <label class="admin-field"><span>{label}</span>{input}{message}</label>
        </fieldset>
    }
}
