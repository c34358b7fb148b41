//! The product table's rows: the choice of rows, each product with its picture, price, stock and
//! state, and its price and stock edited in place.

use std::collections::BTreeSet;

use leptos::prelude::*;
use storefront_core::money::{Amount, Currency};

use super::parts::{field_message, money};
use super::t;
use crate::api::products::EditInline;
use crate::i18n::Text;
use crate::shapes::error::AdminError;
use crate::shapes::products::{InlineEdit, ProductRow};

/// What the table's rows share: the choice of rows, and the edit in place with the row it was
/// sent from (its refusal is shown under that row's inputs only).
#[derive(Clone, Copy)]
pub struct Rows {
    pub selected: RwSignal<BTreeSet<i64>>,
    pub inline: ServerAction<EditInline>,
    pub edited: RwSignal<Option<i64>>,
    pub refusal: Signal<Option<AdminError>>,
}

/// The checkbox that chooses every row on the page, or none when all are chosen.
pub fn select_all(ids: Vec<i64>, selected: RwSignal<BTreeSet<i64>>) -> impl IntoView {
    let on_page = ids.clone();
    let all = ids.len();
    let chosen = Memo::new(move |_| selected.with(|s| on_page.iter().filter(|id| s.contains(id)).count()));
    view! {
        <input type="checkbox" aria-label=t(Text::SelectAll)
            prop:checked=move || chosen.get() == all
            prop:indeterminate=move || { let n = chosen.get(); n > 0 && n < all }
            on:change=move |ev| {
                let on = event_target_checked(&ev);
                selected.update(|s| for id in &ids {
                    if on { s.insert(*id); } else { s.remove(id); }
                });
            }/>
    }
}

/// One product's row; a deleted one says until when it can be restored instead of being edited.
pub fn product_row(row: ProductRow, rows: Rows, deleted: bool) -> impl IntoView {
    let id = row.id;
    let href = format!("/admin/products/{id}");
    let picture = match &row.picture {
        Some(path) => {
            view! { <img class="admin-thumb" src=format!("/cache/small/{path}") alt="" width="48" height="48" loading="lazy"/> }.into_any()
        }
        None => view! { <span class="admin-thumb" aria-hidden="true"></span> }.into_any(),
    };
    let price_shown = match row.special_price_minor {
        Some(special) => {
            view! { <span><span class="price">{money(special)}</span>" "<s class="admin-muted">{money(row.price_minor)}</s></span> }
                .into_any()
        }
        None => view! { <span class="price">{money(row.price_minor)}</span> }.into_any(),
    };
    let enabled = if row.enabled {
        view! { <span class="admin-badge admin-badge--completed">{t(Text::ProductEnabled)}</span> }.into_any()
    } else {
        view! { <span class="admin-badge">{t(Text::ProductDisabled)}</span> }.into_any()
    };
    let missing = (!row.missing.is_empty()).then(|| {
        let chips = row
            .missing
            .iter()
            .map(|l| view! { <span class="admin-badge admin-badge--pending">{l.code().to_uppercase()}</span> })
            .collect_view();
        view! { <span class="visually-hidden">{t(Text::MissingTranslation)}</span>{chips} }
    });
    let restorable =
        row.restorable_until.clone().map(|day| view! { <small class="admin-muted">{t(Text::RestorableUntil)}" "{day}</small> });
    let pick_label = format!("{} {}", t(Text::SelectProduct), row.name);
    let pick = view! {
        <td class="admin-pick" data-label=t(Text::SelectProduct)>
            <input type="checkbox" aria-label=pick_label prop:checked=move || rows.selected.with(|s| s.contains(&id))
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    rows.selected.update(|s| if on { s.insert(id); } else { s.remove(&id); });
                }/>
        </td>
    };
    // A configurable product's price and stock are its variants': shown, edited in its editor.
    let (price_cell, stock_cell) = if deleted || row.kind == "configurable" {
        (price_shown, view! { <span>{row.stock}</span> }.into_any())
    } else {
        let (price, stock) = inline_edit(&row, rows);
        (view! { <span class="admin-cell-edit">{price_shown}{price}</span> }.into_any(), stock.into_any())
    };
    view! {
        <tr>
            {pick}
            <td data-label=t(Text::Product)>
                <span class="admin-product">{picture}<span><a href=href>{row.name}</a><small class="admin-muted admin-sku">{row.sku}</small></span></span>
            </td>
            <td data-label=t(Text::PriceDrams) class="admin-num">{price_cell}</td>
            <td data-label=t(Text::Stock) class="admin-num">{stock_cell}</td>
            <td data-label=t(Text::Status)><span class="admin-tags">{enabled}{missing}{restorable}</span></td>
        </tr>
    }
}

/// A row's price input, and its stock input with the row's Save: one form across the two cells
/// (the price input names it), sent with the version the row was read at. Save sits in the stock
/// cell rather than a column of its own, so the table fits beside the menu on a small laptop.
fn inline_edit(row: &ProductRow, rows: Rows) -> (impl IntoView, impl IntoView) {
    let (id, version) = (row.id, row.version);
    let form = format!("product-{id}");
    let price = RwSignal::new(Amount::new(row.price_minor, Currency::Amd).input_text());
    let stock = RwSignal::new(row.stock.to_string());
    let mine = move || rows.edited.get() == Some(id);
    let refusal = Signal::derive(move || rows.refusal.get().filter(|_| mine()));
    let invalid =
        move |field: &'static str| move || refusal.with(|r| r.as_ref().is_some_and(|e| e.message_for(field).is_some())).to_string();
    let pending = rows.inline.pending();
    let saved = move || mine() && !pending.get() && matches!(rows.inline.value().get(), Some(Ok(_)));
    // The server checks the whole product: a fault of a field not in the table (an SKU stored
    // before today's rules) is said under the row's Save rather than nowhere.
    let elsewhere = move || {
        refusal.with(|r| match r {
            Some(AdminError::Invalid { fields }) => {
                let said: Vec<&str> =
                    fields.iter().filter(|(field, _)| !matches!(field.as_str(), "price" | "stock")).map(|(_, m)| m.as_str()).collect();
                (!said.is_empty()).then(|| view! { <p class="admin-field__error" role="alert">{said.join(" ")}</p> })
            }
            _ => None,
        })
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        rows.edited.set(Some(id));
        rows.inline.dispatch(EditInline { edit: InlineEdit { id, version, price: price.get_untracked(), stock: stock.get_untracked() } });
    };
    let price_input = view! {
        <input class="admin-table__input" form=form.clone() name="price" inputmode="decimal" aria-label=format!("{} · {}", t(Text::PriceDrams), row.name)
            aria-invalid=invalid("price") prop:value=move || price.get() on:input=move |ev| price.set(event_target_value(&ev))/>
        {move || field_message(refusal.get(), "price")}
    };
    let stock_and_save = view! {
        <form id=form class="admin-cell-edit" on:submit=submit>
            <input class="admin-table__input admin-table__input--short" name="stock" inputmode="numeric"
                aria-label=format!("{} · {}", t(Text::Stock), row.name)
                aria-invalid=invalid("stock") prop:value=move || stock.get() on:input=move |ev| stock.set(event_target_value(&ev))/>
            {move || field_message(refusal.get(), "stock")}
            <button type="submit" class="button button--quiet" disabled=move || pending.get()>{t(Text::Save)}</button>
            {move || saved().then(|| view! { <small class="admin-saved" role="status">{t(Text::Saved)}</small> })}
            {elsewhere}
        </form>
    };
    (price_input, stock_and_save)
}
