//! The exchange rates, for the owner and managers: drams for one dollar and one ruble, typed as
//! the Central Bank publishes them, with who set each and when. The storefront's dollar and ruble
//! prices follow a save within a second. When the server imports the Central Bank's rates, the
//! page says from where, how often and what the latest import found, and can import at once.

use leptos::prelude::*;
use storefront_core::exchange_rates;
use storefront_core::messages::fill;
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, loaded, when, Change, ErrorBox};
use super::{locale, may, t};
use crate::api::rates::{get_rates, ImportRates, SaveRates};
use crate::i18n::{text, Text};
use crate::shapes::rates::{ImportReport, ImportResult, ImportSchedule, RateRow, RateSource, RatesView, TypedRate};

#[component]
pub fn RatesPage() -> impl IntoView {
    if !may(Permission::ManageRates) {
        return view! { <h1>{t(Text::ExchangeRates)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let rates = LocalResource::new(get_rates);
    let body = loaded(rates, move |view: RatesView| {
        let import = view.import.clone();
        view! {
            <RatesForm view=view/>
            <CentralBank import=import on_imported=move || rates.refetch()/>
        }
    });
    view! {
        <h1>{t(Text::ExchangeRates)}</h1>
        <p class="admin-muted">{t(Text::RatesIntro)}</p>
        {body}
    }
    .into_any()
}

/// One currency's row: what is stored, and what is being typed.
#[derive(Clone)]
struct Typed {
    saved: RwSignal<RateRow>,
    drams: RwSignal<String>,
}

#[component]
fn RatesForm(view: RatesView) -> impl IntoView {
    let rows: Vec<Typed> =
        view.rates.into_iter().map(|row| Typed { drams: RwSignal::new(row.drams.clone()), saved: RwSignal::new(row) }).collect();
    let save = ServerAction::<SaveRates>::new();
    let pending = save.pending();
    let error = (*save).refusal();
    let saved = move || !pending.get() && matches!(save.value().get(), Some(Ok(_)));
    let rows_after_save = rows.clone();
    // The form shows the rates as the server wrote them.
    Effect::new(move |_| {
        if let Some(Ok(now)) = save.value().get() {
            for (typed, row) in rows_after_save.iter().zip(now.rates) {
                typed.drams.set(row.drams.clone());
                typed.saved.set(row);
            }
        }
    });
    let rows_to_send = rows.clone();
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let rates = rows_to_send
            .iter()
            .map(|typed| TypedRate { currency: typed.saved.get_untracked().currency, drams: typed.drams.get_untracked() })
            .collect();
        save.dispatch(SaveRates { rates });
    };
    let fields = rows.into_iter().map(|typed| view! { <RateField typed=typed error=error/> }).collect_view();
    view! {
        <form class="admin-card admin-settings" on:submit=submit novalidate=true>
            {fields}
            <div class="admin-settings__actions">
                <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                {move || saved().then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::RatesSaved)}</p> })}
                {move || form_message(error.get())}
            </div>
        </form>
    }
}

#[component]
fn RateField(typed: Typed, error: Signal<Option<crate::shapes::error::AdminError>>) -> impl IntoView {
    let Typed { saved, drams } = typed;
    let currency = saved.get_untracked().currency;
    let field = currency.code();
    // A rate far from the one saved is most often a typo: said before it is saved, not refused.
    let far = move || {
        let before = exchange_rates::parse_drams(&saved.get().drams).ok();
        let typed = exchange_rates::parse_drams(&drams.get()).ok()?;
        (before.is_some() && !exchange_rates::believable(before, typed)).then(|| {
            view! { <p class="admin-field__warning" role="status">{fill(t(Text::RateFarFromSaved), &[("rate", &saved.get().drams), ("percent", &exchange_rates::MAX_BELIEVABLE_CHANGE_PERCENT.to_string())])}</p> }
        })
    };
    let set_by = move || {
        let row = saved.get();
        (!row.updated_at.is_empty()).then(|| {
            let who = match row.source {
                RateSource::Seed => Text::RateSetBySeed,
                RateSource::Staff => Text::RateSetByStaff,
                RateSource::Import => Text::RateSetByImport,
            };
            view! { <small class="admin-field__hint">{fill(text(locale(), who), &[("when", &when(&row.updated_at))])}</small> }
        })
    };
    view! {
        <label class="admin-field"><span>{fill(t(Text::RateFor), &[("currency", field)])}</span>
            <input name=field inputmode="decimal" autocomplete="off" prop:value=move || drams.get() on:input=move |ev| drams.set(event_target_value(&ev))/>
            {set_by}
            {far}
            {move || field_message(error.get(), field)}</label>
    }
}

/// The Central Bank's import: off (the rates are typed), or its schedule, the latest outcome
/// and a button that imports at once (the form then shows the rates in force).
#[component]
fn CentralBank(import: Option<ImportSchedule>, on_imported: impl Fn() + Send + Sync + 'static) -> impl IntoView {
    let Some(schedule) = import else {
        return view! { <section class="admin-card admin-settings"><h2>{t(Text::CentralBankRates)}</h2><p class="admin-muted">{t(Text::RatesImportOff)}</p></section> }
            .into_any();
    };
    let import = ServerAction::<ImportRates>::new();
    let pending = import.pending();
    let error = (*import).refusal();
    Effect::new(move |_| {
        if let Some(Ok(_)) = import.value().get() {
            on_imported();
        }
    });
    let latest = match &schedule.latest {
        None => view! { <p class="admin-muted">{t(Text::RatesImportNever)}</p> }.into_any(),
        Some(report) => {
            let class = if report.result.is_problem() { "admin-state admin-state--warning" } else { "admin-state admin-state--done" };
            view! { <div class=class role="status"><p>{import_report_text(report)}</p></div> }.into_any()
        }
    };
    view! {
        <section class="admin-card admin-settings">
            <h2>{t(Text::CentralBankRates)}</h2>
            <p class="admin-muted">{fill(t(Text::RatesImportSchedule), &[("url", &schedule.url), ("minutes", &schedule.every_minutes.to_string())])}</p>
            {latest}
            <div class="admin-settings__actions">
                <button type="button" class="button" disabled=move || pending.get() on:click=move |_| { import.dispatch(ImportRates {}); }>
                    {t(Text::ImportNow)}
                </button>
                {move || form_message(error.get())}
            </div>
        </section>
    }
    .into_any()
}

/// What an import found, in the staff's language (the rates page and the dashboard).
pub fn import_report_text(report: &ImportReport) -> String {
    let checked = when(&report.checked_at);
    let date = report.published_on.as_str();
    match &report.result {
        ImportResult::Applied => fill(t(Text::RatesImportApplied), &[("when", &checked), ("date", date)]),
        ImportResult::Unchanged => fill(t(Text::RatesImportUnchanged), &[("when", &checked), ("date", date)]),
        ImportResult::Failed { reason } => fill(t(Text::RatesImportFailed), &[("when", &checked), ("reason", reason)]),
        ImportResult::Refused { currency, published, in_force } => fill(
            t(Text::RatesImportRefused),
            &[
                ("when", &checked),
                ("currency", currency.code()),
                ("published", published),
                ("in_force", in_force),
                ("percent", &exchange_rates::MAX_BELIEVABLE_CHANGE_PERCENT.to_string()),
            ],
        ),
    }
}
