//! The shop's settings, for the owner: the bonus share, the low-stock threshold, the contact
//! address and the largest bonus adjustment, each with what holds when nothing is saved.

use leptos::prelude::*;
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, loaded, Change, ErrorBox};
use super::{may, t};
use crate::api::settings::{get_settings, SaveSettings};
use crate::i18n::Text;
use crate::shapes::error::AdminError;
use crate::shapes::settings::{SettingsView, ShopSettings};

#[component]
pub fn SettingsPage() -> impl IntoView {
    if !may(Permission::ManageSettings) {
        return view! { <h1>{t(Text::Settings)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let settings = LocalResource::new(get_settings);
    let body = loaded(settings, |view: SettingsView| view! { <SettingsForm view=view/> });
    view! {
        <h1>{t(Text::Settings)}</h1>
        <p class="admin-muted">{t(Text::SettingsIntro)}</p>
        {body}
    }
    .into_any()
}

#[component]
fn SettingsForm(view: SettingsView) -> impl IntoView {
    let configured = view.configured;
    // Typed as text, so a half-typed or wrong number reaches the core's check and its message.
    let rewards = RwSignal::new(view.current.rewards_percent.to_string());
    let low_stock = RwSignal::new(view.current.low_stock_threshold.to_string());
    let email = RwSignal::new(view.current.shop_email);
    let max_adjustment = RwSignal::new(view.current.max_bonus_adjustment.to_string());
    let (legal_name, legal_address, tax_number) =
        (RwSignal::new(view.current.legal_name), RwSignal::new(view.current.legal_address), RwSignal::new(view.current.tax_number));
    let save = ServerAction::<SaveSettings>::new();
    let pending = save.pending();
    // A number the core cannot read is named before anything is sent.
    let unreadable = RwSignal::new(None::<AdminError>);
    let saved = move || !pending.get() && unreadable.get().is_none() && matches!(save.value().get(), Some(Ok(_)));
    let refusal = (*save).refusal();
    let error = Signal::derive(move || unreadable.get().or_else(|| refusal.get()));
    // The form shows what was saved, as the server wrote it.
    Effect::new(move |_| {
        if let Some(Ok(now)) = save.value().get() {
            rewards.set(now.current.rewards_percent.to_string());
            low_stock.set(now.current.low_stock_threshold.to_string());
            email.set(now.current.shop_email);
            max_adjustment.set(now.current.max_bonus_adjustment.to_string());
            legal_name.set(now.current.legal_name);
            legal_address.set(now.current.legal_address);
            tax_number.set(now.current.tax_number);
        }
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let number = |field: &'static str, signal: RwSignal<String>| {
            signal.get_untracked().trim().parse::<u32>().map_err(|_| AdminError::invalid(field, number_message(field)))
        };
        let numbers =
            (number("rewards_percent", rewards), number("low_stock_threshold", low_stock), number("max_bonus_adjustment", max_adjustment));
        let settings = match numbers {
            (Ok(rewards_percent), Ok(low_stock_threshold), Ok(max_bonus_adjustment)) => ShopSettings {
                rewards_percent,
                low_stock_threshold,
                shop_email: email.get_untracked(),
                max_bonus_adjustment,
                legal_name: legal_name.get_untracked(),
                legal_address: legal_address.get_untracked(),
                tax_number: tax_number.get_untracked(),
            },
            (Err(failure), _, _) | (_, Err(failure), _) | (_, _, Err(failure)) => {
                unreadable.set(Some(failure));
                return;
            }
        };
        unreadable.set(None);
        save.dispatch(SaveSettings { settings });
    };
    let field_error = move |field: &'static str| field_message(error.get(), field);
    let hint = |text: Text, configured: String| {
        view! { <small class="admin-field__hint">{t(text)}" "{t(Text::ConfiguredValue)}" "<b>{configured}</b></small> }
    };
    view! {
        <form class="admin-card admin-settings" on:submit=submit novalidate=true>
            <label class="admin-field"><span>{t(Text::RewardsPercent)}</span>
                <input name="rewards_percent" inputmode="numeric" prop:value=move || rewards.get() on:input=move |ev| rewards.set(event_target_value(&ev))/>
                {hint(Text::RewardsPercentHint, configured.rewards_percent.to_string())}
                {move || field_error("rewards_percent")}</label>
            <label class="admin-field"><span>{t(Text::LowStockThreshold)}</span>
                <input name="low_stock_threshold" inputmode="numeric" prop:value=move || low_stock.get() on:input=move |ev| low_stock.set(event_target_value(&ev))/>
                {hint(Text::LowStockHint, configured.low_stock_threshold.to_string())}
                {move || field_error("low_stock_threshold")}</label>
            <label class="admin-field"><span>{t(Text::ShopEmail)}</span>
                <input name="shop_email" type="email" prop:value=move || email.get() on:input=move |ev| email.set(event_target_value(&ev))/>
                {hint(Text::ShopEmailHint, configured.shop_email.clone())}
                {move || field_error("shop_email")}</label>
            <label class="admin-field"><span>{t(Text::MaxBonusAdjustment)}</span>
                <input name="max_bonus_adjustment" inputmode="numeric" prop:value=move || max_adjustment.get() on:input=move |ev| max_adjustment.set(event_target_value(&ev))/>
                {hint(Text::MaxBonusAdjustmentHint, configured.max_bonus_adjustment.to_string())}
                {move || field_error("max_bonus_adjustment")}</label>
            <h2>{t(Text::InvoiceSeller)}</h2>
            <p class="admin-muted">{t(Text::InvoiceSellerHint)}</p>
            <label class="admin-field"><span>{t(Text::LegalName)}</span>
                <input name="legal_name" prop:value=move || legal_name.get() on:input=move |ev| legal_name.set(event_target_value(&ev))/>
                {move || field_error("legal_name")}</label>
            <label class="admin-field"><span>{t(Text::LegalAddress)}</span>
                <input name="legal_address" prop:value=move || legal_address.get() on:input=move |ev| legal_address.set(event_target_value(&ev))/>
                {move || field_error("legal_address")}</label>
            <label class="admin-field"><span>{t(Text::TaxNumber)}</span>
                <input name="tax_number" inputmode="numeric" prop:value=move || tax_number.get() on:input=move |ev| tax_number.set(event_target_value(&ev))/>
                {move || field_error("tax_number")}</label>
            <div class="admin-settings__actions">
                <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                {move || saved().then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::SettingsSaved)}</p> })}
                {move || form_message(error.get())}
            </div>
        </form>
    }
}

/// A number field that is not a whole number: the core's message for that field, in the app's
/// language (the same limits the server checks).
fn number_message(field: &str) -> String {
    use storefront_core::shop_settings::SettingRefused;
    let refused = match field {
        "rewards_percent" => SettingRefused::RewardsPercent,
        "low_stock_threshold" => SettingRefused::LowStockThreshold,
        _ => SettingRefused::MaxBonusAdjustment,
    };
    refused.message(super::locale())
}
