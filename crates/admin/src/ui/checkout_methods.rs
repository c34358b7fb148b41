//! The shop's shipping and payment methods, for the owner: which the checkout offers and in
//! what order, each one's title and description in the three languages side by side, and each
//! shipping method's rate. A payment provider whose credentials the server's environment lacks
//! is marked: offering it changes nothing until they are set.

use leptos::prelude::*;
use storefront_core::checkout_methods::{MethodDraft, MethodTexts, MethodsDraft};
use storefront_core::locale::Locale;
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, loaded, shift_row, Change, ErrorBox, LanguageText};
use super::{locale, may, t};
use crate::api::checkout_methods::{get_methods, SaveMethods};
use crate::i18n::Text;
use crate::shapes::checkout_methods::MethodsView;
use crate::shapes::error::AdminError;

#[component]
pub fn CheckoutMethodsPage() -> impl IntoView {
    if !may(Permission::ManageSettings) {
        return view! { <h1>{t(Text::CheckoutMethods)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let methods = LocalResource::new(get_methods);
    view! {
        <h1>{t(Text::CheckoutMethods)}</h1>
        <p class="admin-muted">{t(Text::CheckoutMethodsHint)}</p>
        {loaded(methods, move |view: MethodsView| view! { <MethodsForm view=view/> })}
    }
    .into_any()
}

/// One method's fields as typed.
#[derive(Clone)]
struct MethodRow {
    code: String,
    enabled: RwSignal<bool>,
    rate: RwSignal<String>,
    texts: [(Locale, RwSignal<String>, RwSignal<String>); 3],
}

impl MethodRow {
    fn of(method: &MethodDraft) -> MethodRow {
        let texts = Locale::ALL.map(|locale| {
            let typed = method.texts.get(&locale).cloned().unwrap_or_default();
            (locale, RwSignal::new(typed.title), RwSignal::new(typed.description))
        });
        MethodRow { code: method.code.clone(), enabled: RwSignal::new(method.enabled), rate: RwSignal::new(method.rate.clone()), texts }
    }

    fn draft(&self) -> MethodDraft {
        MethodDraft {
            code: self.code.clone(),
            enabled: self.enabled.get_untracked(),
            rate: self.rate.get_untracked(),
            texts: self
                .texts
                .iter()
                .map(|(locale, title, description)| {
                    (*locale, MethodTexts { title: title.get_untracked(), description: description.get_untracked() })
                })
                .collect(),
        }
    }

    /// The title in the back office's language, else the method's code.
    fn name(&self) -> String {
        let title = self.texts.iter().find(|(l, _, _)| *l == locale()).map(|(_, title, _)| title.get()).unwrap_or_default();
        if title.trim().is_empty() {
            self.code.clone()
        } else {
            title
        }
    }
}

#[component]
fn MethodsForm(view: MethodsView) -> impl IntoView {
    let shipping = RwSignal::new(view.methods.shipping.iter().map(MethodRow::of).collect::<Vec<_>>());
    let payment = RwSignal::new(view.methods.payment.iter().map(MethodRow::of).collect::<Vec<_>>());
    let takes_payments = StoredValue::new(view.takes_payments);
    let save = ServerAction::<SaveMethods>::new();
    let unreadable = RwSignal::new(None::<AdminError>);
    let refusal = (*save).refusal();
    let error = Signal::derive(move || unreadable.get().or_else(|| refusal.get()));
    let pending = save.pending();
    let saved = move || matches!(save.value().get(), Some(Ok(_))) && !pending.get() && unreadable.get().is_none();
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let draft = MethodsDraft {
            shipping: shipping.with_untracked(|rows| rows.iter().map(MethodRow::draft).collect()),
            payment: payment.with_untracked(|rows| rows.iter().map(MethodRow::draft).collect()),
        };
        let can_take = takes_payments.get_value();
        if let Err(faults) = draft.check(|code| can_take.iter().any(|c| c == code)) {
            let fields = faults.into_iter().map(|(field, message)| (field, message.text(locale()).to_string())).collect();
            unreadable.set(Some(AdminError::Invalid { fields }));
            return;
        }
        unreadable.set(None);
        save.dispatch(SaveMethods { methods: draft });
    };
    let list = move |kind: &'static str, rows: RwSignal<Vec<MethodRow>>| {
        view! {
            <ol class="admin-methods">
                <For each=move || rows.get() key=|row| row.code.clone() let:row>
                    <MethodLine kind=kind row=row rows=rows error=error takes_payments=takes_payments/>
                </For>
            </ol>
            {move || field_message(error.get(), kind)}
        }
    };
    view! {
        <form class="admin-page-editor" on:submit=submit novalidate=true>
            <section class="admin-card">
                <h2>{t(Text::ShippingMethods)}</h2>
                {list("shipping", shipping)}
            </section>
            <section class="admin-card">
                <h2>{t(Text::PaymentMethods)}</h2>
                {list("payment", payment)}
            </section>
            <div class="admin-settings__actions admin-page-editor__actions">
                <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                {move || saved().then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::CheckoutMethodsSaved)}</p> })}
                {move || form_message(error.get())}
            </div>
        </form>
    }
}

/// One method: offered or not, moved in its list, its rate (shipping), and its texts.
#[component]
fn MethodLine(
    kind: &'static str,
    row: MethodRow,
    rows: RwSignal<Vec<MethodRow>>,
    error: Signal<Option<AdminError>>,
    takes_payments: StoredValue<Vec<String>>,
) -> impl IntoView {
    let code = row.code.clone();
    let index = {
        let code = code.clone();
        move || rows.with(|rows| rows.iter().position(|r| r.code == code).unwrap_or(0))
    };
    let count = move || rows.with(Vec::len);
    let shift = {
        let code = code.clone();
        move |by: isize| rows.update(|rows| shift_row(rows, |r| r.code == code, by))
    };
    let field = |name: &str| format!("{kind}.{code}.{name}");
    let rate_field = field("rate");
    let rate_refused = {
        let rate_field = rate_field.clone();
        move || error.with(|e| e.as_ref().is_some_and(|e| e.message_for(&rate_field).is_some())).to_string()
    };
    let rate = (kind == "shipping").then(|| {
        let rate_field = rate_field.clone();
        view! {
            <label class="admin-field admin-methods__rate"><span>{t(Text::ShippingRate)}</span>
                <input name=rate_field.clone() inputmode="decimal" aria-invalid=rate_refused
                    prop:value=move || row.rate.get() on:input=move |ev| row.rate.set(event_target_value(&ev))/>
                {move || field_message(error.get(), &rate_field)}</label>
        }
    });
    let provider = (kind == "payment").then(|| {
        let ready = takes_payments.with_value(|codes| codes.contains(&code));
        match ready {
            true => view! { <p class="admin-methods__provider"><span class="admin-badge admin-badge--completed">{t(Text::ProviderConfigured)}</span></p> }.into_any(),
            false => view! { <p class="admin-methods__provider"><span class="admin-badge admin-badge--pending">{t(Text::ProviderMissing)}</span></p> }.into_any(),
        }
    });
    let titles = row
        .texts
        .map(|(locale, title, _)| view! { <LanguageText locale=locale field=field("title") label=t(Text::MethodTitle) value=title error=error/> });
    let descriptions = row.texts.map(|(locale, _, description)| {
        view! { <LanguageText locale=locale field=field("description") label=t(Text::Description) value=description error=error multiline=true may_be_empty=true/> }
    });
    let name = {
        let row = row.clone();
        Signal::derive(move || row.name())
    };
    let enabled = row.enabled;
    view! {
        <li class="admin-methods__method" class:admin-methods__method--off=move || !enabled.get()>
            <div class="admin-methods__head">
                <h3>{name}<small class="admin-muted">{code.clone()}</small></h3>
                <span class="admin-methods__controls">
                    <label class="admin-check">
                        <input type="checkbox" name=field("enabled") prop:checked=move || enabled.get() on:change=move |ev| enabled.set(event_target_checked(&ev))/>
                        {t(Text::MethodOffered)}</label>
                    <button type="button" class="button button--quiet" title=t(Text::MoveEarlier) aria-label=move || format!("{}: {}", t(Text::MoveEarlier), name.get())
                        disabled={let index = index.clone(); move || index() == 0} on:click={let shift = shift.clone(); move |_| shift(-1)}>"↑"</button>
                    <button type="button" class="button button--quiet" title=t(Text::MoveLater) aria-label=move || format!("{}: {}", t(Text::MoveLater), name.get())
                        disabled=move || { index() + 1 >= count() } on:click=move |_| shift(1)>"↓"</button>
                </span>
            </div>
            {provider}
            {rate}
            <div class="admin-languages">{titles}</div>
            <div class="admin-languages">{descriptions}</div>
        </li>
    }
}
