//! Attributes (colour, size, brand…) and their options: the list, and the editor of one with its
//! labels in three languages, how its options are shown, whether the shop's lists filter by it,
//! and its options in order (each with its labels, code and colour). Saved whole; an option
//! products carry cannot be removed here.

use leptos::prelude::*;
use storefront_core::attribute_edit::{check, option_field, AttributeDraft, OptionDraft, Swatch};
use storefront_core::locale::Locale;
use storefront_core::messages::fill;
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, invalid, loaded, shift_row, Change, ConfirmButton, Empty, ErrorBox, Reload};
use super::{language_name, locale, may, t};
use crate::api::attributes::{list_attributes, DeleteAttribute, SaveAttribute};
use crate::i18n::Text;
use crate::shapes::attributes::AttributeEditor;
use crate::shapes::error::AdminError;

/// The attribute the editor is open on: `None` inside for a new one.
type Opened = Option<Option<i64>>;

#[component]
pub fn AttributesPage() -> impl IntoView {
    if !may(Permission::ManageCatalogue) {
        return view! { <h1>{t(Text::Attributes)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let (save, delete) = (ServerAction::<SaveAttribute>::new(), ServerAction::<DeleteAttribute>::new());
    let opened = RwSignal::new(None::<Option<i64>>);
    let saved = RwSignal::new(false);
    // A save someone else's came before is not read again: the editor keeps what was typed.
    let read_again = RwSignal::new(0u32);
    Effect::new(move |_| {
        if let Some(Ok(id)) = save.value().get() {
            opened.set(Some(Some(id)));
            saved.set(true);
            read_again.update(|n| *n += 1);
        }
    });
    Effect::new(move |_| {
        if let Some(Ok(())) = delete.value().get() {
            opened.set(None);
        }
    });
    let reload = Reload::new().after(*delete);
    let attributes = LocalResource::new(move || {
        reload.count();
        read_again.track();
        list_attributes()
    });
    let open = move |which: Opened| {
        saved.set(false);
        save.value().set(None);
        delete.value().set(None);
        opened.set(which);
    };
    view! {
        <div class="admin-heading">
            <h1>{t(Text::Attributes)}</h1>
            <button type="button" class="button button--primary" on:click=move |_| open(Some(None))>{t(Text::NewAttribute)}</button>
        </div>
        {loaded(attributes, move |all: Vec<AttributeEditor>| {
            let cards = all
                .iter()
                .map(|attribute| {
                    let id = attribute.id;
                    let codes: Vec<String> = attribute.draft.options.iter().take(8).map(|o| o.labels.get(&locale()).or_else(|| o.labels.get(&Locale::Hy)).cloned().unwrap_or_default()).collect();
                    let more = attribute.draft.options.len().saturating_sub(8);
                    view! {
                        <li class="admin-tree__row" class:admin-tree__row--open=move || opened.get() == Some(Some(id))>
                            <button type="button" class="admin-tree__name" on:click=move |_| open(Some(Some(id)))>
                                <span>{attribute.name.clone()}</span>
                                <small class="admin-muted">{attribute.draft.code.clone()}</small>
                            </button>
                            <span class="admin-tree__facts">
                                <span class="admin-muted">{codes.join(", ")}{(more > 0).then(|| format!(" +{more}"))}</span>
                                {attribute.draft.filterable.then(|| view! { <span class="admin-badge">{t(Text::Filters)}</span> })}
                            </span>
                        </li>
                    }
                })
                .collect_view();
            let list = if all.is_empty() {
                view! { <section class="admin-card admin-tree"><Empty message=t(Text::NoAttributes)/></section> }.into_any()
            } else {
                view! { <section class="admin-card admin-tree"><ol class="admin-tree__list">{cards}</ol></section> }.into_any()
            };
            view! {
                <div class="admin-category-page admin-category-page--wide-editor">
                    {list}
                    {move || opened.get().map(|which| {
                        let editor = which.and_then(|id| all.iter().find(|a| a.id == id).cloned());
                        match (which, editor) {
                            (Some(_), None) => ().into_any(),
                            (_, editor) => view! { <AttributeForm editor=editor save=save delete=delete saved=saved close=Callback::new(move |_| open(None))/> }.into_any(),
                        }
                    })}
                </div>
            }
        })}
    }
    .into_any()
}

/// One option's row as typed; `key` tells rows apart while they move.
#[derive(Clone, Copy)]
struct OptionRow {
    key: u32,
    id: Option<i64>,
    code: RwSignal<String>,
    color: RwSignal<String>,
    labels: [RwSignal<String>; 3],
    products: i64,
}

impl OptionRow {
    fn new(key: u32, option: &OptionDraft, products: i64) -> OptionRow {
        let label = |locale: Locale| RwSignal::new(option.labels.get(&locale).cloned().unwrap_or_default());
        OptionRow {
            key,
            id: option.id,
            code: RwSignal::new(option.code.clone()),
            color: RwSignal::new(if option.color.is_empty() { "#888888".into() } else { option.color.clone() }),
            labels: Locale::ALL.map(label),
            products,
        }
    }

    fn draft(&self) -> OptionDraft {
        OptionDraft {
            id: self.id,
            code: self.code.get_untracked(),
            color: self.color.get_untracked(),
            labels: Locale::ALL.into_iter().zip(self.labels).map(|(locale, label)| (locale, label.get_untracked())).collect(),
        }
    }
}

#[component]
fn AttributeForm(
    editor: Option<AttributeEditor>,
    save: ServerAction<SaveAttribute>,
    delete: ServerAction<DeleteAttribute>,
    saved: RwSignal<bool>,
    close: Callback<()>,
) -> impl IntoView {
    let id = editor.as_ref().map(|e| e.id);
    let version = editor.as_ref().map_or(0, |e| e.version);
    let draft = editor.as_ref().map(|e| e.draft.clone()).unwrap_or(AttributeDraft { filterable: true, ..AttributeDraft::default() });
    let products = editor.as_ref().map(|e| e.option_products.clone()).unwrap_or_default();
    let name = editor.as_ref().map(|e| e.name.clone());
    let labels = Locale::ALL.map(|locale| RwSignal::new(draft.labels.get(&locale).cloned().unwrap_or_default()));
    let code = RwSignal::new(draft.code.clone());
    let swatch = RwSignal::new(draft.swatch);
    let filterable = RwSignal::new(draft.filterable);
    let next_key = StoredValue::new(draft.options.len() as u32);
    let rows = RwSignal::new(
        draft
            .options
            .iter()
            .enumerate()
            .map(|(n, option)| OptionRow::new(n as u32, option, products.get(n).copied().unwrap_or(0)))
            .collect::<Vec<_>>(),
    );
    let unreadable = RwSignal::new(None::<AdminError>);
    let refusal = (*save).refusal();
    let error = Signal::derive(move || unreadable.get().or_else(|| refusal.get()));
    let pending = save.pending();
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        saved.set(false);
        let draft = AttributeDraft {
            code: code.get_untracked(),
            swatch: swatch.get_untracked(),
            filterable: filterable.get_untracked(),
            labels: Locale::ALL.into_iter().zip(labels).map(|(locale, label)| (locale, label.get_untracked())).collect(),
            options: rows.get_untracked().iter().map(OptionRow::draft).collect(),
        };
        if let Err(faults) = check(&draft) {
            let fields = faults.into_iter().map(|(field, message)| (field, message.text(locale()).to_string())).collect();
            unreadable.set(Some(AdminError::Invalid { fields }));
            return;
        }
        unreadable.set(None);
        save.dispatch(SaveAttribute { id, version, draft });
    };
    let add = move |_| {
        let key = next_key.get_value();
        next_key.set_value(key + 1);
        rows.update(|rows| rows.push(OptionRow::new(key, &OptionDraft::default(), 0)));
    };
    let label_fields = Locale::ALL
        .into_iter()
        .zip(labels)
        .map(|(language, label)| {
            let field = label_key(language);
            view! {
                <label class="admin-field" lang=language.code()><span>{format!("{} · {}", t(Text::Label), language_name(language))}</span>
                    <input name=field aria-invalid=invalid(error, field) prop:value=move || label.get() on:input=move |ev| label.set(event_target_value(&ev))/>
                    {move || field_message(error.get(), field)}</label>
            }
        })
        .collect_view();
    let title = name.clone().unwrap_or_else(|| t(Text::NewAttribute).to_string());
    let conflict = move || match error.get() {
        Some(AdminError::Conflict { message }) => Some(view! { <p class="admin-state admin-state--warning" role="alert">{message}</p> }),
        _ => None,
    };
    let delete_refusal = (*delete).refusal();
    view! {
        <section class="admin-card admin-category-editor" aria-labelledby="attribute-editor-title">
            <div class="admin-heading">
                <h2 id="attribute-editor-title">{title}</h2>
                <button type="button" class="button button--quiet" on:click=move |_| close.run(())>{t(Text::Cancel)}</button>
            </div>
            {move || saved.get().then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::AttributeSaved)}</p> })}
            {conflict}
            <form on:submit=submit novalidate=true>
                <div class="admin-attribute__labels">{label_fields}</div>
                <label class="admin-field"><span>{t(Text::AttributeCode)}</span>
                    <input name="code" aria-invalid=invalid(error, "code") prop:value=move || code.get() on:input=move |ev| code.set(event_target_value(&ev))/>
                    <small class="admin-field__hint">{t(Text::AttributeCodeHint)}</small>
                    {move || field_message(error.get(), "code")}</label>
                <label class="admin-field"><span>{t(Text::SwatchKind)}</span>
                    <select name="swatch" on:change=move |ev| swatch.set(Swatch::parse(&event_target_value(&ev)))>
                        <option value="text" selected=draft.swatch == Swatch::Text>{t(Text::SwatchText)}</option>
                        <option value="color" selected=draft.swatch == Swatch::Color>{t(Text::SwatchColor)}</option>
                    </select></label>
                <label class="admin-check"><input type="checkbox" name="filterable" prop:checked=move || filterable.get()
                    on:change=move |ev| filterable.set(event_target_checked(&ev))/>{t(Text::Filterable)}</label>
                <fieldset class="admin-attribute__options">
                    <legend>{t(Text::Options)}</legend>
                    {move || field_message(error.get(), "options")}
                    <ol class="admin-attribute__option-list">
                        <For each=move || rows.get() key=|row| row.key let:row>
                            <OptionLine row=row rows=rows swatch=swatch error=error/>
                        </For>
                    </ol>
                    <button type="button" class="button" on:click=add>{t(Text::AddOption)}</button>
                </fieldset>
                <div class="admin-category-editor__actions">
                    <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                    {move || form_message(error.get().filter(|e| !matches!(e, AdminError::Conflict { .. })))}
                </div>
            </form>
            {id.map(|id| {
                let subject = fill(t(Text::DeleteAttributeNamed), &[("name", name.as_deref().unwrap_or_default())]);
                view! {
                    <section class="admin-category-editor__part">
                        <ConfirmButton label=t(Text::DeleteAttribute) subject=subject warning=t(Text::DeleteAttributeWarning).to_string() danger=true
                            disabled=Signal::derive(|| false) on_confirm=Callback::new(move |_| { delete.dispatch(DeleteAttribute { id }); })/>
                        {move || form_message(delete_refusal.get())}
                    </section>
                }
            })}
        </section>
    }
}

/// The attribute's label field of one language, as the core names it.
fn label_key(locale: Locale) -> &'static str {
    match locale {
        Locale::Hy => "label_hy",
        Locale::Ru => "label_ru",
        Locale::En => "label_en",
    }
}

/// One option: its colour (colour swatches), labels, code; moved, or removed when no product
/// carries it.
#[component]
fn OptionLine(
    row: OptionRow,
    rows: RwSignal<Vec<OptionRow>>,
    swatch: RwSignal<Swatch>,
    error: Signal<Option<AdminError>>,
) -> impl IntoView {
    let key = row.key;
    let index = move || rows.with(|rows| rows.iter().position(|r| r.key == key).unwrap_or(0));
    let count = move || rows.with(Vec::len);
    let message = move |field: &str| {
        let name = option_field(index(), field);
        error.with(|e| e.as_ref().and_then(|e| e.message_for(&name)).map(str::to_string))
    };
    let shift = move |by: isize| rows.update(|rows| shift_row(rows, |r| r.key == key, by));
    let labels = Locale::ALL
        .into_iter()
        .zip(row.labels)
        .map(|(language, label)| {
            let fault = move || message(&format!("label_{}", language.code()));
            view! {
                <label class="admin-field" lang=language.code()><span>{format!("{} · {}", t(Text::Label), language_name(language))}</span>
                    <input aria-invalid=move || fault().is_some().to_string() prop:value=move || label.get() on:input=move |ev| label.set(event_target_value(&ev))/>
                    {move || fault().map(|m| view! { <p class="admin-field__error" role="alert">{m}</p> })}</label>
            }
        })
        .collect_view();
    view! {
        <li class="admin-attribute__option">
            {move || (swatch.get() == Swatch::Color).then(|| view! {
                <label class="admin-field admin-attribute__colour"><span>{t(Text::Colour)}</span>
                    <input type="color" prop:value=move || row.color.get() on:input=move |ev| row.color.set(event_target_value(&ev))/>
                    {move || message("color").map(|m| view! { <p class="admin-field__error" role="alert">{m}</p> })}</label>
            })}
            {labels}
            <label class="admin-field"><span>{t(Text::AttributeCode)}</span>
                <input prop:value=move || row.code.get() on:input=move |ev| row.code.set(event_target_value(&ev))/>
                {move || message("code").map(|m| view! { <p class="admin-field__error" role="alert">{m}</p> })}</label>
            <span class="admin-attribute__option-actions">
                <button type="button" class="button button--quiet" title=t(Text::MoveEarlier) aria-label=t(Text::MoveEarlier)
                    disabled=move || index() == 0 on:click=move |_| shift(-1)>"↑"</button>
                <button type="button" class="button button--quiet" title=t(Text::MoveLater) aria-label=t(Text::MoveLater)
                    disabled=move || { index() + 1 >= count() } on:click=move |_| shift(1)>"↓"</button>
                {if row.products > 0 {
                    view! { <span class="admin-badge">{t(Text::OptionCarried)}</span> }.into_any()
                } else {
                    view! {
                        <button type="button" class="button button--quiet" on:click=move |_| rows.update(|rows| rows.retain(|r| r.key != key))>
                            {t(Text::RemoveOption)}
                        </button>
                    }
                    .into_any()
                }}
            </span>
        </li>
    }
}
