//! The product editor's texts in the shop's three languages: a switcher choosing the language
//! edited, each with how its translation stands against the Armenian, and the Armenian source
//! read beside a translation while it is written.

use std::collections::BTreeMap;

use leptos::prelude::*;
use storefront_core::locale::Locale;
use storefront_core::product_edit::{text_field, ProductTexts, TranslationState};

use super::{language_name, t};
use crate::i18n::Text;
use crate::shapes::error::AdminError;

/// One language's texts as typed.
#[derive(Clone, Copy)]
pub struct LocaleTexts {
    name: RwSignal<String>,
    short_description: RwSignal<String>,
    description: RwSignal<String>,
    seo_title: RwSignal<String>,
    seo_description: RwSignal<String>,
}

impl LocaleTexts {
    fn new(saved: Option<&ProductTexts>) -> LocaleTexts {
        let saved = saved.cloned().unwrap_or_default();
        LocaleTexts {
            name: RwSignal::new(saved.name),
            short_description: RwSignal::new(saved.short_description),
            description: RwSignal::new(saved.description),
            seo_title: RwSignal::new(saved.seo_title),
            seo_description: RwSignal::new(saved.seo_description),
        }
    }

    /// The field the core's faults name `field` (without the language).
    fn field(self, field: &str) -> RwSignal<String> {
        match field {
            "name" => self.name,
            "short_description" => self.short_description,
            "description" => self.description,
            "seo_title" => self.seo_title,
            _ => self.seo_description,
        }
    }

    fn typed(self) -> ProductTexts {
        ProductTexts {
            name: self.name.get_untracked(),
            short_description: self.short_description.get_untracked(),
            description: self.description.get_untracked(),
            seo_title: self.seo_title.get_untracked(),
            seo_description: self.seo_description.get_untracked(),
        }
    }
}

/// The texts of every language, in `Locale::ALL`'s order.
#[derive(Clone, Copy)]
pub struct Texts([LocaleTexts; 3]);

impl Texts {
    pub fn new(saved: &BTreeMap<Locale, ProductTexts>) -> Texts {
        Texts(Locale::ALL.map(|locale| LocaleTexts::new(saved.get(&locale))))
    }

    fn of(self, locale: Locale) -> LocaleTexts {
        self.0[Locale::ALL.iter().position(|l| *l == locale).unwrap_or(0)]
    }

    /// Every language, blank ones too: the core leaves out what has nothing typed.
    pub fn typed(self) -> BTreeMap<Locale, ProductTexts> {
        Locale::ALL.into_iter().map(|locale| (locale, self.of(locale).typed())).collect()
    }
}

/// A language's fields as the core names them, their labels, and their height in lines (none: one
/// line).
const FIELDS: [(&str, Text, Option<u32>); 5] = [
    ("name", Text::ProductName, None),
    ("short_description", Text::ShortDescription, Some(3)),
    ("description", Text::Description, Some(12)),
    ("seo_title", Text::SeoTitle, None),
    ("seo_description", Text::SeoDescription, Some(3)),
];

/// True when `refusal` names a text field of `locale`.
fn refused_in(refusal: &Option<AdminError>, locale: Locale) -> bool {
    refusal.as_ref().is_some_and(|e| FIELDS.iter().any(|(field, _, _)| e.message_for(&text_field(field, locale)).is_some()))
}

fn state_chip(state: TranslationState) -> impl IntoView {
    let (modifier, label) = match state {
        TranslationState::Source => ("", Text::TranslationSource),
        TranslationState::Missing => (" admin-badge--canceled", Text::TranslationMissing),
        TranslationState::Stale => (" admin-badge--pending", Text::TranslationStale),
        TranslationState::Current => (" admin-badge--completed", Text::TranslationCurrent),
    };
    view! { <span class=format!("admin-badge{modifier}")>{t(label)}</span> }
}

#[component]
pub fn TextFields(
    texts: Texts,
    /// How each translation stood when the product was last read or saved.
    #[prop(into)]
    translations: Signal<BTreeMap<Locale, TranslationState>>,
    #[prop(into)] refusal: Signal<Option<AdminError>>,
) -> impl IntoView {
    let editing = RwSignal::new(Locale::Hy);
    let state = move |locale: Locale| {
        let fallback = if locale == Locale::Hy { TranslationState::Source } else { TranslationState::Missing };
        translations.with(|states| states.get(&locale).copied().unwrap_or(fallback))
    };
    // A refused field in a language not on screen marks that language's button, so the editor
    // sees where to look.
    let elsewhere = move |locale: Locale| editing.get() != locale && refusal.with(|r| refused_in(r, locale));
    let switcher = Locale::ALL
        .into_iter()
        .map(|locale| {
            view! {
                <button type="button" class="admin-langs__button" aria-pressed=move || (editing.get() == locale).to_string()
                    aria-invalid=move || elsewhere(locale).then_some("true") on:click=move |_| editing.set(locale)>
                    <span lang=locale.code()>{language_name(locale)}</span>
                    {move || state_chip(state(locale))}
                    {move || elsewhere(locale).then(|| view! {
                        <span class="admin-langs__dot" aria-hidden="true"></span><span class="visually-hidden">{t(Text::HasErrors)}</span>
                    })}
                </button>
            }
        })
        .collect_view();
    let source = texts.of(Locale::Hy);
    let fields = move || {
        let locale = editing.get();
        let typed = texts.of(locale);
        FIELDS
            .into_iter()
            .map(|(field, label, lines)| {
                let name = text_field(field, locale);
                let value = typed.field(field);
                let message = {
                    let name = name.clone();
                    move || refusal.with(|r| r.as_ref().and_then(|e| e.message_for(&name)).map(str::to_string))
                };
                let invalid = {
                    let message = message.clone();
                    move || message().is_some().to_string()
                };
                let input = match lines {
                    None => view! {
                        <input name=name lang=locale.code() aria-invalid=invalid prop:value=move || value.get() on:input=move |ev| value.set(event_target_value(&ev))/>
                    }
                    .into_any(),
                    Some(rows) => view! {
                        <textarea name=name lang=locale.code() rows=rows aria-invalid=invalid prop:value=move || value.get()
                            on:input=move |ev| value.set(event_target_value(&ev))></textarea>
                    }
                    .into_any(),
                };
                let error = move || message().map(|m| view! { <p class="admin-field__error" role="alert">{m}</p> });
                if locale == Locale::Hy {
                    return view! { <label class="admin-field"><span>{t(label)}</span>{input}{error}</label> }.into_any();
                }
                let original = source.field(field);
                view! {
                    <div class="admin-translate">
                        <div class="admin-source">
                            <span>{format!("{} · {}", t(label), language_name(Locale::Hy))}</span>
                            <p lang="hy">{move || {
                                let text = original.get();
                                if text.trim().is_empty() { view! { <i class="admin-muted">{t(Text::NotWritten)}</i> }.into_any() } else { text.into_any() }
                            }}</p>
                        </div>
                        <label class="admin-field"><span>{format!("{} · {}", t(label), language_name(locale))}</span>{input}{error}</label>
                    </div>
                }
                .into_any()
            })
            .collect_view()
    };
    view! {
        <section class="admin-card">
            <h2>{t(Text::Texts)}</h2>
            <div class="admin-langs" role="group" aria-label=t(Text::EditedLanguage)>{switcher}</div>
            {fields}
        </section>
    }
}
