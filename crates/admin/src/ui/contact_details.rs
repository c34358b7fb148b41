//! The shop's contact details: the phone and e-mail, and the address and opening hours in the
//! three languages side by side. The footer and the contact page show them; a field left empty
//! keeps the text the shop ships with.

use leptos::prelude::*;
use storefront_core::locale::Locale;
use storefront_core::shop_contacts::{ContactTexts, ShopContacts};
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, invalid, loaded, Change, ErrorBox, LanguageText};
use super::{locale, may, t};
use crate::api::contact_details::{get_contacts, SaveContacts};
use crate::i18n::Text;
use crate::shapes::error::AdminError;

#[component]
pub fn ContactDetailsPage() -> impl IntoView {
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(Text::ContactDetails)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let contacts = LocalResource::new(get_contacts);
    view! {
        <h1>{t(Text::ContactDetails)}</h1>
        <p class="admin-muted">{t(Text::ContactDetailsHint)}</p>
        {loaded(contacts, move |contacts: ShopContacts| view! { <DetailsForm contacts=contacts/> })}
    }
    .into_any()
}

#[component]
fn DetailsForm(contacts: ShopContacts) -> impl IntoView {
    let phone = RwSignal::new(contacts.phone.clone());
    let email = RwSignal::new(contacts.email.clone());
    let typed = Locale::ALL.map(|locale| {
        let texts = contacts.texts.get(&locale).cloned().unwrap_or_default();
        (locale, RwSignal::new(texts.address), RwSignal::new(texts.hours))
    });
    let save = ServerAction::<SaveContacts>::new();
    let unreadable = RwSignal::new(None::<AdminError>);
    let refusal = (*save).refusal();
    let error = Signal::derive(move || unreadable.get().or_else(|| refusal.get()));
    let pending = save.pending();
    let saved = move || matches!(save.value().get(), Some(Ok(_))) && !pending.get();
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let draft = ShopContacts {
            phone: phone.get_untracked(),
            email: email.get_untracked(),
            texts: typed
                .iter()
                .map(|(locale, address, hours)| (*locale, ContactTexts { address: address.get_untracked(), hours: hours.get_untracked() }))
                .collect(),
        };
        if let Err(faults) = draft.checked() {
            let fields = faults.into_iter().map(|(field, message)| (field, message.text(locale()).to_string())).collect();
            unreadable.set(Some(AdminError::Invalid { fields }));
            return;
        }
        unreadable.set(None);
        save.dispatch(SaveContacts { contacts: draft });
    };
    let addresses =
        typed.map(|(locale, address, _)| view! { <LanguageText locale=locale field="address" label=t(Text::Address) value=address error=error may_be_empty=true/> });
    let hours = typed.map(|(locale, _, hours)| view! { <LanguageText locale=locale field="hours" label=t(Text::OpeningHours) value=hours error=error may_be_empty=true/> });
    view! {
        <form class="admin-page-editor" on:submit=submit novalidate=true>
            <section class="admin-card admin-settings">
                <label class="admin-field"><span>{t(Text::Phone)}</span>
                    <input type="tel" name="phone" autocomplete="off" placeholder="+374 10 00 00 00" aria-invalid=invalid(error, "phone")
                        prop:value=move || phone.get() on:input=move |ev| phone.set(event_target_value(&ev))/>
                    {move || field_message(error.get(), "phone")}</label>
                <label class="admin-field"><span>{t(Text::Email)}</span>
                    <input type="email" name="email" autocomplete="off" spellcheck="false" placeholder="info@shuka.am" aria-invalid=invalid(error, "email")
                        prop:value=move || email.get() on:input=move |ev| email.set(event_target_value(&ev))/>
                    {move || field_message(error.get(), "email")}</label>
            </section>
            <section class="admin-card">
                <h2>{t(Text::Address)}</h2>
                <div class="admin-languages">{addresses}</div>
            </section>
            <section class="admin-card">
                <h2>{t(Text::OpeningHours)}</h2>
                <div class="admin-languages">{hours}</div>
            </section>
            <div class="admin-settings__actions admin-page-editor__actions">
                <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                {move || saved().then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::ContactDetailsSaved)}</p> })}
                {move || form_message(error.get())}
            </div>
        </form>
    }
}
