//! A product's variants in its editor: the attributes it varies by and their options chosen,
//! the matrix made from them by the core (variants kept, new ones added with an SKU made from
//! the product's and the options' codes), each variant's SKU, price, stock, pictures (chosen
//! from the product's) and whether it is sold; saved on their own at the product's version.
//! Leaving out an option some variants have asks whether they go or stay unsold; making the
//! product simple again asks first, naming it.

use std::collections::{BTreeMap, BTreeSet};

use leptos::prelude::*;
use storefront_core::messages::fill;
use storefront_core::variant_edit::{matrix, variant_field, variant_sku, VariantDraft, VariantsDraft};

use super::parts::{form_message, loaded, money, Change, ConfirmButton};
use super::{counted, t};
use crate::api::products::{get_variants, MakeSimple, SaveVariants};
use crate::i18n::{Count, Text};
use crate::shapes::error::AdminError;
use crate::shapes::pictures::Picture;
use crate::shapes::products::{VariantsEditor, VaryingAttribute};

/// One variant's row as typed; `key` tells rows apart while the matrix changes.
#[derive(Clone, Copy)]
struct VariantRow {
    key: u32,
    id: Option<i64>,
    options: StoredValue<BTreeMap<i64, i64>>,
    sku: RwSignal<String>,
    price: RwSignal<String>,
    stock: RwSignal<String>,
    enabled: RwSignal<bool>,
    pictures: RwSignal<Vec<i64>>,
}

impl VariantRow {
    fn new(key: u32, draft: &VariantDraft) -> VariantRow {
        VariantRow {
            key,
            id: draft.id,
            options: StoredValue::new(draft.options.clone()),
            sku: RwSignal::new(draft.sku.clone()),
            price: RwSignal::new(draft.price.clone()),
            stock: RwSignal::new(draft.stock.clone()),
            enabled: RwSignal::new(draft.enabled),
            pictures: RwSignal::new(draft.pictures.clone()),
        }
    }

    fn draft(&self) -> VariantDraft {
        VariantDraft {
            id: self.id,
            options: self.options.get_value(),
            sku: self.sku.get_untracked(),
            price: self.price.get_untracked(),
            stock: self.stock.get_untracked(),
            enabled: self.enabled.get_untracked(),
            pictures: self.pictures.get_untracked(),
        }
    }
}

/// What the variants' form is given beside its own answer: the product's name (for asking
/// first), SKU and price (seeding new variants), its version, which the product's own form and
/// this one share (each save raises it), its pictures as the pictures' section holds them, and
/// what to tell the product's form when a save changes its price and stock.
#[derive(Clone)]
struct Product {
    name: String,
    sku: String,
    price: String,
    version: RwSignal<i64>,
    pictures: RwSignal<Vec<Picture>>,
    on_saved: Callback<VariantsEditor>,
}

/// The variants' section, for a saved product.
#[component]
pub fn ProductVariants(
    product_id: Option<i64>,
    name: String,
    sku: String,
    price: String,
    version: RwSignal<i64>,
    pictures: RwSignal<Vec<Picture>>,
    on_saved: Callback<VariantsEditor>,
) -> impl IntoView {
    let Some(product_id) = product_id else { return ().into_any() };
    let editor = LocalResource::new(move || get_variants(product_id));
    let product = Product { name, sku, price, version, pictures, on_saved };
    view! {
        <section class="admin-card admin-variants" aria-labelledby="variants-title">
            <h2 id="variants-title">{t(Text::Variants)}</h2>
            {loaded(editor, move |editor: VariantsEditor| view! { <VariantsForm editor=editor product=product.clone()/> })}
        </section>
    }
    .into_any()
}

#[component]
fn VariantsForm(editor: VariantsEditor, product: Product) -> impl IntoView {
    let Product { name, sku, price, version, pictures, on_saved } = product;
    let attributes = StoredValue::new(editor.attributes.clone());
    let varying = RwSignal::new(editor.draft.attributes.clone());
    let picked = RwSignal::new(editor.draft.variants.iter().flat_map(|v| v.options.values().copied()).collect::<BTreeSet<i64>>());
    let next_key = StoredValue::new(editor.draft.variants.len() as u32);
    let rows = RwSignal::new(editor.draft.variants.iter().enumerate().map(|(n, v)| VariantRow::new(n as u32, v)).collect::<Vec<_>>());
    let matrix_error = RwSignal::new(None::<String>);
    // Rows whose options were left out, waiting for the answer: delete them or keep them unsold.
    let orphans = RwSignal::new(Vec::<u32>::new());
    let save = ServerAction::<SaveVariants>::new();
    let simplify = ServerAction::<MakeSimple>::new();
    let save_refusal = (*save).refusal();
    let simplify_refusal = (*simplify).refusal();
    let refusal = Signal::derive(move || save_refusal.get().or_else(|| simplify_refusal.get()));
    let done = RwSignal::new(false);
    let made_simple = RwSignal::new(false);
    let stored_count = RwSignal::new(editor.draft.variants.len());
    let stored_price = RwSignal::new(editor.price_minor);
    // The stored variants as answered: the product's form is told, and the rows take their ids,
    // so the next save changes them rather than adding them again.
    let take = move |answer: VariantsEditor, simple: bool| {
        version.set(answer.version);
        stored_count.set(answer.draft.variants.len());
        stored_price.set(answer.price_minor);
        varying.set(answer.draft.attributes.clone());
        picked.set(answer.draft.variants.iter().flat_map(|v| v.options.values().copied()).collect());
        let saved_rows = answer
            .draft
            .variants
            .iter()
            .map(|v| {
                let key = next_key.get_value();
                next_key.set_value(key + 1);
                VariantRow::new(key, v)
            })
            .collect();
        rows.set(saved_rows);
        on_saved.run(answer);
        done.set(!simple);
        made_simple.set(simple);
    };
    Effect::new(move |_| {
        if let Some(Ok(answer)) = save.value().get() {
            take(answer, false);
        }
    });
    Effect::new(move |_| {
        if let Some(Ok(answer)) = simplify.value().get() {
            take(answer, true);
        }
    });
    let product_sku = StoredValue::new(sku);
    let product_price = StoredValue::new(price);
    let make = move |_| {
        done.set(false);
        let chosen: Vec<(i64, Vec<i64>)> = varying
            .get_untracked()
            .iter()
            .map(|attribute| {
                let options = attributes.with_value(|all| {
                    all.iter()
                        .find(|a| a.id == *attribute)
                        .map(|a| a.options.iter().map(|o| o.0).filter(|o| picked.with_untracked(|p| p.contains(o))).collect())
                        .unwrap_or_default()
                });
                (*attribute, options)
            })
            .collect();
        let combinations = match matrix(&chosen) {
            Ok(combinations) => combinations,
            Err(message) => return matrix_error.set(Some(message.text(super::locale()).to_string())),
        };
        matrix_error.set(None);
        let mut current = rows.get_untracked();
        let mut added = Vec::new();
        for combination in &combinations {
            if current.iter().any(|row| row.options.get_value() == *combination) {
                continue;
            }
            let codes: Vec<String> = combination.values().filter_map(|option| option_code(&attributes.get_value(), *option)).collect();
            let codes: Vec<&str> = codes.iter().map(String::as_str).collect();
            let key = next_key.get_value();
            next_key.set_value(key + 1);
            let draft = VariantDraft {
                id: None,
                options: combination.clone(),
                sku: variant_sku(&product_sku.get_value(), &codes),
                price: product_price.get_value(),
                stock: "0".into(),
                enabled: true,
                pictures: Vec::new(),
            };
            added.push(VariantRow::new(key, &draft));
        }
        let left_out: Vec<u32> = current.iter().filter(|row| !combinations.contains(&row.options.get_value())).map(|row| row.key).collect();
        current.extend(added);
        rows.set(current);
        orphans.set(left_out);
    };
    // Unsold variants keep their options: only possible while they vary by the same attributes.
    let can_keep = move || {
        let attributes: BTreeSet<i64> = varying.get().into_iter().collect();
        orphans.get().iter().all(|key| {
            rows.with(|rows| {
                rows.iter()
                    .find(|r| r.key == *key)
                    .is_some_and(|r| r.options.with_value(|o| o.keys().copied().collect::<BTreeSet<_>>()) == attributes)
            })
        })
    };
    let answer_orphans = move |delete: bool| {
        let gone = orphans.get_untracked();
        if delete {
            rows.update(|rows| rows.retain(|r| !gone.contains(&r.key)));
        } else {
            rows.with_untracked(|rows| rows.iter().filter(|r| gone.contains(&r.key)).for_each(|r| r.enabled.set(false)));
        }
        orphans.set(Vec::new());
    };
    let submit = move |_| {
        done.set(false);
        // A picture removed from the product since it was ticked is no variant's any more. (An
        // empty list may be one not loaded: the server then names a gone picture instead.)
        let current: Vec<i64> = pictures.with_untracked(|all| all.iter().map(|p| p.id).collect());
        let mut variants: Vec<VariantDraft> = rows.get_untracked().iter().map(VariantRow::draft).collect();
        if !current.is_empty() {
            variants.iter_mut().for_each(|v| v.pictures.retain(|p| current.contains(p)));
        }
        let draft = VariantsDraft { attributes: varying.get_untracked(), variants };
        save.dispatch(SaveVariants { id: editor.product_id, version: version.get_untracked(), draft });
    };
    let pending = Signal::derive(move || save.pending().get() || simplify.pending().get());
    let product_id = editor.product_id;
    let ask_simple = Signal::derive(move || {
        let count = stored_count.get().to_string();
        fill(t(Text::MakeSimpleAsk), &[("name", name.as_str()), ("count", count.as_str())])
    });
    let simple_warning = Signal::derive(move || fill(t(Text::MakeSimpleWarning), &[("price", &money(stored_price.get()))]));
    let make_simple = Callback::new(move |_| {
        done.set(false);
        made_simple.set(false);
        simplify.dispatch(MakeSimple { id: product_id, version: version.get_untracked() });
    });
    let choices = editor
        .attributes
        .into_iter()
        .map(|attribute| view! { <AttributeChoice attribute=attribute varying=varying picked=picked/> })
        .collect_view();
    view! {
        <p class="admin-field__hint">{t(Text::VariantsHint)}</p>
        <p class="admin-field__hint">{t(Text::VariantPicturesHint)}</p>
        <div class="admin-variants__choices">{choices}</div>
        <button type="button" class="button" on:click=make>{t(Text::MakeVariants)}</button>
        {move || matrix_error.get().map(|m| view! { <p class="admin-field__error" role="alert">{m}</p> })}
        {move || (!orphans.get().is_empty()).then(|| view! {
            <div class="admin-state admin-state--warning" role="alert">
                <p>{counted(Count::VariantsLeftOut, orphans.get().len() as i64, false)}</p>
                <div class="admin-actions">
                    <button type="button" class="button button--danger" on:click=move |_| answer_orphans(true)>{t(Text::DeleteThem)}</button>
                    {move || can_keep().then(|| view! { <button type="button" class="button" on:click=move |_| answer_orphans(false)>{t(Text::KeepUnsold)}</button> })}
                </div>
            </div>
        })}
        {move || field_error(refusal.get(), "attributes")}
        {move || field_error(refusal.get(), "variants")}
        <Show when=move || !rows.with(Vec::is_empty)>
            <div class="admin-table-wrap">
                <table class="admin-table admin-table--variants">
                    <thead><tr>
                        <th scope="col">{t(Text::Options)}</th><th scope="col">{t(Text::Sku)}</th><th scope="col">{t(Text::PriceDrams)}</th>
                        <th scope="col">{t(Text::StockPieces)}</th><th scope="col">{t(Text::ForSale)}</th><th scope="col">{t(Text::VariantPictures)}</th>
                        <th scope="col"><span class="visually-hidden">{t(Text::Actions)}</span></th>
                    </tr></thead>
                    <tbody>
                        <For each=move || rows.get() key=|row| row.key let:row>
                            <VariantLine row=row rows=rows attributes=attributes pictures=pictures refusal=refusal/>
                        </For>
                    </tbody>
                </table>
            </div>
        </Show>
        <div class="admin-category-editor__actions">
            <button type="button" class="button button--primary" disabled=move || pending.get() || !orphans.with(Vec::is_empty) on:click=submit>{t(Text::SaveVariants)}</button>
            {move || (done.get() && !pending.get()).then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::VariantsSaved)}</p> })}
            {move || (made_simple.get() && !pending.get()).then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::MadeSimple)}</p> })}
            {move || form_message(refusal.get())}
            <Show when=move || { stored_count.get() > 0 }>
                <ConfirmButton label=t(Text::MakeSimple) subject=ask_simple warning=simple_warning on_confirm=make_simple disabled=pending danger=true/>
            </Show>
        </div>
    }
}

fn field_error(refusal: Option<AdminError>, field: &str) -> Option<impl IntoView> {
    let message = refusal?.message_for(field)?.to_string();
    Some(view! { <p class="admin-field__error" role="alert">{message}</p> })
}

fn option_code(attributes: &[VaryingAttribute], option: i64) -> Option<String> {
    attributes.iter().flat_map(|a| &a.options).find(|o| o.0 == option).map(|o| o.2.clone())
}

fn option_label(attributes: &[VaryingAttribute], option: i64) -> String {
    attributes.iter().flat_map(|a| &a.options).find(|o| o.0 == option).map(|o| o.1.clone()).unwrap_or_default()
}

/// An attribute to vary by, and which of its options.
#[component]
fn AttributeChoice(attribute: VaryingAttribute, varying: RwSignal<Vec<i64>>, picked: RwSignal<BTreeSet<i64>>) -> impl IntoView {
    let id = attribute.id;
    let on = move || varying.with(|v| v.contains(&id));
    let options = attribute
        .options
        .into_iter()
        .map(|(option, label, _)| {
            view! {
                <label class="admin-chip"><input type="checkbox" prop:checked=move || picked.with(|p| p.contains(&option))
                    on:change=move |ev| { let checked = event_target_checked(&ev); picked.update(|p| { if checked { p.insert(option); } else { p.remove(&option); } }); }/>
                    {label}</label>
            }
        })
        .collect_view();
    view! {
        <fieldset class="admin-variants__attribute">
            <legend>
                <label class="admin-check"><input type="checkbox" name="varying" prop:checked=on
                    on:change=move |ev| { let checked = event_target_checked(&ev); varying.update(|v| if checked { v.push(id) } else { v.retain(|a| *a != id) }); }/>
                    {attribute.name}</label>
            </legend>
            <Show when=on><div class="admin-variants__options">{options.clone()}</div></Show>
        </fieldset>
    }
}

#[component]
fn VariantLine(
    row: VariantRow,
    rows: RwSignal<Vec<VariantRow>>,
    attributes: StoredValue<Vec<VaryingAttribute>>,
    pictures: RwSignal<Vec<Picture>>,
    refusal: Signal<Option<AdminError>>,
) -> impl IntoView {
    let key = row.key;
    let index = move || rows.with(|rows| rows.iter().position(|r| r.key == key).unwrap_or(0));
    let fault = move |field: &'static str| {
        move || refusal.with(|e| e.as_ref().and_then(|e| e.message_for(&variant_field(index(), field))).map(str::to_string))
    };
    let options: Vec<String> = row.options.get_value().values().map(|o| attributes.with_value(|a| option_label(a, *o))).collect();
    let options = options.join(" · ");
    let named = options.clone();
    let cell = move |field: &'static str, label: Text, value: RwSignal<String>, mode: &'static str| {
        let error = fault(field);
        view! {
            <td data-label=t(label)>
                <input class="admin-table__input" name=field inputmode=mode aria-label=format!("{}: {}", t(label), named)
                    aria-invalid=move || error().is_some().to_string() prop:value=move || value.get() on:input=move |ev| value.set(event_target_value(&ev))/>
                {move || error().map(|m| view! { <p class="admin-field__error" role="alert">{m}</p> })}
            </td>
        }
    };
    let options_error = fault("options");
    let pictures_error = fault("pictures");
    let shown = row.pictures;
    let choose_pictures = {
        let named = options.clone();
        move || {
            pictures
                .get()
                .into_iter()
                .enumerate()
                .map(|(n, picture)| {
                    let id = picture.id;
                    let label = fill(t(Text::ShowPicture), &[("n", &(n + 1).to_string()), ("variant", &named)]);
                    let title = label.clone();
                    view! {
                        <label class="admin-variant-picture" title=title>
                            <input type="checkbox" aria-label=label prop:checked=move || shown.with(|s| s.contains(&id))
                                on:change=move |ev| {
                                    let on = event_target_checked(&ev);
                                    // Kept in the product's order, which the shop's gallery follows.
                                    let order: Vec<i64> = pictures.with_untracked(|all| all.iter().map(|p| p.id).collect());
                                    shown.update(|s| {
                                        s.retain(|p| *p != id);
                                        if on { s.push(id); }
                                        s.sort_by_key(|p| order.iter().position(|o| o == p).unwrap_or(usize::MAX));
                                    });
                                }/>
                            <img src=picture.thumbnail_url alt="" width="40" height="40" loading="lazy"/>
                        </label>
                    }
                })
                .collect_view()
        }
    };
    view! {
        <tr>
            <th scope="row" data-label=t(Text::Options)>{options.clone()}{move || options_error().map(|m| view! { <p class="admin-field__error" role="alert">{m}</p> })}</th>
            {cell("sku", Text::Sku, row.sku, "text")}
            {cell("price", Text::PriceDrams, row.price, "decimal")}
            {cell("stock", Text::StockPieces, row.stock, "numeric")}
            <td data-label=t(Text::ForSale)><input type="checkbox" aria-label=format!("{}: {}", t(Text::ForSale), options.clone()) prop:checked=move || row.enabled.get()
                on:change=move |ev| row.enabled.set(event_target_checked(&ev))/></td>
            <td data-label=t(Text::VariantPictures)><div class="admin-variant-pictures">{choose_pictures}</div>
                {move || pictures_error().map(|m| view! { <p class="admin-field__error" role="alert">{m}</p> })}</td>
            <td><button type="button" class="button button--quiet" on:click=move |_| rows.update(|rows| rows.retain(|r| r.key != key))>{t(Text::RemoveVariant)}</button></td>
        </tr>
    }
}
