//! One product in the editor (or a new one): its texts (`product_texts`), price and stock,
//! visibility, seller and categories, and under them its pictures (`product_pictures`, saved on
//! their own), saved at the version it was read at so a second editor's
//! save is refused rather than lost.

use std::collections::BTreeMap;

use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_params_map};
use leptos_router::NavigateOptions;
use storefront_core::locale::Locale;
use storefront_core::money::{Amount, Currency};
use storefront_core::product_edit::{check, ProductDraft, TranslationState};
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, invalid, loaded, Change, ErrorBox};
use super::product_pictures::ProductPictures;
use super::product_texts::{TextFields, Texts};
use super::product_variants::ProductVariants;
use super::{locale, may, t};
use crate::api::products::{get_catalogue_choices, get_product, SaveProduct};
use crate::i18n::Text;
use crate::shapes::error::AdminError;
use crate::shapes::pictures::Picture;
use crate::shapes::products::{CatalogueChoices, ProductEditor, VariantsEditor};

/// The editor of a product not saved yet: listed once saved, Armenian its only language so far.
fn blank() -> ProductEditor {
    ProductEditor {
        id: 0,
        version: 0,
        kind: "simple".into(),
        draft: ProductDraft { enabled: true, stock: "0".into(), ..ProductDraft::default() },
        translations: BTreeMap::from([
            (Locale::Hy, TranslationState::Source),
            (Locale::Ru, TranslationState::Missing),
            (Locale::En, TranslationState::Missing),
        ]),
        shop_url: None,
    }
}

#[component]
pub fn ProductPage() -> impl IntoView {
    if !may(Permission::ManageCatalogue) {
        return view! { <h1>{t(Text::Products)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let params = use_params_map();
    // `new` opens an empty editor; anything else names a product by its id.
    let key = Memo::new(move |_| params.with(|p| p.get("id").unwrap_or_default()));
    let product = LocalResource::new(move || {
        let key = key.get();
        async move {
            let choices = get_catalogue_choices().await?;
            let editor = match key.as_str() {
                "new" => blank(),
                id => get_product(id.parse().map_err(|_| AdminError::NotFound)?).await?,
            };
            Ok::<_, AdminError>((editor, choices))
        }
    });
    // Kept above the form, which is drawn again when a new product, once saved, opens at its id;
    // another product opened here starts without it.
    let saved = RwSignal::new(false);
    Effect::new(move |opened: Option<String>| {
        let now = key.get();
        if opened.is_some_and(|opened| opened != "new" && opened != now) {
            saved.set(false);
        }
        now
    });
    let reload = Callback::new(move |_| {
        saved.set(false);
        product.refetch();
    });
    view! {
        <p><a href="/admin/products" class="admin-back">{"← "}{t(Text::BackToProducts)}</a></p>
        {loaded(product, move |(editor, choices)| view! { <ProductForm editor=editor choices=choices saved=saved reload=reload/> })}
    }
    .into_any()
}

/// The draft's fields beside its texts, as typed.
#[derive(Clone, Copy)]
struct Fields {
    sku: RwSignal<String>,
    url_key: RwSignal<String>,
    price: RwSignal<String>,
    special_price: RwSignal<String>,
    special_from: RwSignal<String>,
    special_to: RwSignal<String>,
    stock: RwSignal<String>,
    enabled: RwSignal<bool>,
    is_new: RwSignal<bool>,
    is_featured: RwSignal<bool>,
    seller_id: RwSignal<Option<i64>>,
    category_ids: RwSignal<Vec<i64>>,
}

impl Fields {
    fn new(draft: &ProductDraft) -> Fields {
        Fields {
            sku: RwSignal::new(draft.sku.clone()),
            url_key: RwSignal::new(draft.url_key.clone()),
            price: RwSignal::new(draft.price.clone()),
            special_price: RwSignal::new(draft.special_price.clone()),
            special_from: RwSignal::new(draft.special_from.clone()),
            special_to: RwSignal::new(draft.special_to.clone()),
            stock: RwSignal::new(draft.stock.clone()),
            enabled: RwSignal::new(draft.enabled),
            is_new: RwSignal::new(draft.is_new),
            is_featured: RwSignal::new(draft.is_featured),
            seller_id: RwSignal::new(draft.seller_id),
            category_ids: RwSignal::new(draft.category_ids.clone()),
        }
    }

    fn draft(self, texts: Texts) -> ProductDraft {
        ProductDraft {
            sku: self.sku.get_untracked(),
            url_key: self.url_key.get_untracked(),
            price: self.price.get_untracked(),
            special_price: self.special_price.get_untracked(),
            special_from: self.special_from.get_untracked(),
            special_to: self.special_to.get_untracked(),
            stock: self.stock.get_untracked(),
            enabled: self.enabled.get_untracked(),
            is_new: self.is_new.get_untracked(),
            is_featured: self.is_featured.get_untracked(),
            seller_id: self.seller_id.get_untracked(),
            category_ids: self.category_ids.get_untracked(),
            texts: texts.typed(),
        }
    }
}

#[component]
fn ProductForm(editor: ProductEditor, choices: CatalogueChoices, saved: RwSignal<bool>, reload: Callback<()>) -> impl IntoView {
    let id = (editor.id > 0).then_some(editor.id);
    let version = RwSignal::new(editor.version);
    let translations = RwSignal::new(editor.translations.clone());
    let shop_url = RwSignal::new(editor.shop_url.clone());
    let fields = Fields::new(&editor.draft);
    let texts = Texts::new(&editor.draft.texts);
    let pictures = RwSignal::new(Vec::<Picture>::new());
    let by_variants = RwSignal::new(editor.kind == "configurable");
    // A save of the variants (or their removal) sets the product's price and stock.
    let variants_saved = Callback::new(move |variants: VariantsEditor| {
        by_variants.set(!variants.draft.variants.is_empty());
        fields.price.set(Amount::new(variants.price_minor, Currency::Amd).input_text());
        fields.stock.set(variants.stock.to_string());
    });
    let save = ServerAction::<SaveProduct>::new();
    let pending = save.pending();
    // What the core refuses here is named before anything is sent; the server checks the same.
    let unreadable = RwSignal::new(None::<AdminError>);
    let refusal = (*save).refusal();
    let error = Signal::derive(move || unreadable.get().or_else(|| refusal.get()));
    let navigate = use_navigate();
    // What was typed stays on screen; the version (and how the translations now stand) is the
    // saved product's, so the next save names it.
    Effect::new(move |_| {
        if let Some(Ok(answer)) = save.value().get() {
            version.set(answer.version);
            translations.set(answer.translations);
            shop_url.set(answer.shop_url);
            saved.set(true);
            if id.is_none() {
                navigate(&format!("/admin/products/{}", answer.id), NavigateOptions { replace: true, ..Default::default() });
            }
        }
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        saved.set(false);
        let draft = fields.draft(texts);
        if let Err(faults) = check(&draft) {
            let fields = faults.into_iter().map(|(field, message)| (field, message.text(locale()).to_string())).collect();
            unreadable.set(Some(AdminError::Invalid { fields }));
            return;
        }
        unreadable.set(None);
        save.dispatch(SaveProduct { id, version: version.get_untracked(), draft });
    };
    let hy_name = editor.draft.texts.get(&Locale::Hy).map(|texts| texts.name.clone()).filter(|name| !name.trim().is_empty());
    let title = hy_name.unwrap_or_else(|| t(Text::NewProduct).to_string());
    let title_for_variants = title.clone();
    // Someone else saved first: said at the top, with a way to read their version; until then the
    // form keeps what this editor typed.
    let conflict = move || match error.get() {
        Some(AdminError::Conflict { message }) => Some(view! {
            <div class="admin-state admin-state--warning" role="alert">
                <p>{message}</p>
                <button type="button" class="button" on:click=move |_| reload.run(())>{t(Text::Reload)}</button>
            </div>
        }),
        _ => None,
    };
    let other_failure = move || form_message(error.get().filter(|e| !matches!(e, AdminError::Conflict { .. })));
    view! {
        <div class="admin-heading">
            <h1>{title}</h1>
            {move || shop_url.get().map(|href| view! {
                <a class="button button--quiet" href=href target="_blank" rel="noopener">{t(Text::ViewInShop)}</a>
            })}
        </div>
        {conflict}
        <form class="admin-product-form" on:submit=submit novalidate=true>
            <div class="admin-columns">
                <div class="admin-columns__main">
                    <TextFields texts=texts translations=translations refusal=error/>
                </div>
                <aside class="admin-columns__side">
                    <PriceAndStock fields=fields error=error by_variants=by_variants/>
                    <InTheShop fields=fields error=error choices=choices.clone()/>
                    <CategoryList fields=fields error=error choices=choices/>
                </aside>
            </div>
            <div class="admin-savebar">
                <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                {move || (saved.get() && !pending.get()).then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::ProductSaved)}</p> })}
                {other_failure}
            </div>
        </form>
        <ProductPictures product_id=id pictures=pictures/>
        <ProductVariants product_id=id name=title_for_variants sku=editor.draft.sku.clone() price=editor.draft.price.clone() version=version
            pictures=pictures on_saved=variants_saved/>
    }
}

/// A one-line field of the draft with its refusal under it.
fn line(
    field: &'static str,
    label: Text,
    value: RwSignal<String>,
    error: Signal<Option<AdminError>>,
    inputmode: &'static str,
) -> impl IntoView {
    view! {
        <label class="admin-field"><span>{t(label)}</span>
            <input name=field inputmode=inputmode aria-invalid=invalid(error, field) prop:value=move || value.get() on:input=move |ev| value.set(event_target_value(&ev))/>
            {move || field_message(error.get(), field)}</label>
    }
}

/// A day of the draft (`YYYY-MM-DD`, the browser's date picker), empty allowed.
fn day(field: &'static str, label: Text, value: RwSignal<String>, error: Signal<Option<AdminError>>) -> impl IntoView {
    view! {
        <label class="admin-field"><span>{t(label)}</span>
            <input type="date" name=field aria-invalid=invalid(error, field) prop:value=move || value.get() on:input=move |ev| value.set(event_target_value(&ev))/>
            {move || field_message(error.get(), field)}</label>
    }
}

/// The product's price and stock; a configurable product's are its variants' (shown, not typed).
#[component]
fn PriceAndStock(fields: Fields, error: Signal<Option<AdminError>>, by_variants: RwSignal<bool>) -> impl IntoView {
    let own = move || {
        (!by_variants.get()).then(|| {
            view! {
            {line("price", Text::PriceDrams, fields.price, error, "decimal")}
            <label class="admin-field"><span>{t(Text::SpecialPrice)}</span>
                <input name="special_price" inputmode="decimal" aria-invalid=invalid(error, "special_price")
                    prop:value=move || fields.special_price.get() on:input=move |ev| fields.special_price.set(event_target_value(&ev))/>
                <small class="admin-field__hint">{t(Text::SpecialPriceHint)}</small>
                {move || field_message(error.get(), "special_price")}</label>
            <div class="admin-dates">
                {day("special_from", Text::SpecialFrom, fields.special_from, error)}
                {day("special_to", Text::SpecialTo, fields.special_to, error)}
            </div>
            {line("stock", Text::StockPieces, fields.stock, error, "numeric")}
            }
        })
    };
    let derived = move || {
        by_variants.get().then(|| {
            view! {
                <dl class="admin-facts">
                    <dt>{t(Text::PriceDrams)}</dt><dd>{move || fields.price.get()}</dd>
                    <dt>{t(Text::StockPieces)}</dt><dd>{move || fields.stock.get()}</dd>
                </dl>
                <p class="admin-field__hint">{t(Text::PriceByVariants)}</p>
            }
        })
    };
    view! {
        <section class="admin-card">
            <h2>{t(Text::PriceAndStock)}</h2>
            {line("sku", Text::Sku, fields.sku, error, "text")}
            {own}
            {derived}
        </section>
    }
}

#[component]
fn InTheShop(fields: Fields, error: Signal<Option<AdminError>>, choices: CatalogueChoices) -> impl IntoView {
    let flag = |value: RwSignal<bool>, name: &'static str, label: Text| {
        view! {
            <label class="admin-check"><input type="checkbox" name=name prop:checked=move || value.get()
                on:change=move |ev| value.set(event_target_checked(&ev))/>{t(label)}</label>
        }
    };
    let chosen = fields.seller_id.get_untracked();
    let sellers = choices
        .sellers
        .into_iter()
        .map(|seller| view! { <option value=seller.id.to_string() selected=chosen == Some(seller.id)>{seller.name}</option> })
        .collect_view();
    view! {
        <section class="admin-card">
            <h2>{t(Text::InTheShop)}</h2>
            {flag(fields.enabled, "enabled", Text::ShownInShop)}
            {flag(fields.is_new, "is_new", Text::MarkedNew)}
            {flag(fields.is_featured, "is_featured", Text::MarkedFeatured)}
            <label class="admin-field"><span>{t(Text::UrlKey)}</span>
                <input name="url_key" aria-invalid=invalid(error, "url_key")
                    prop:value=move || fields.url_key.get() on:input=move |ev| fields.url_key.set(event_target_value(&ev))/>
                <small class="admin-field__hint">{t(Text::UrlKeyHint)}</small>
                {move || field_message(error.get(), "url_key")}</label>
            <label class="admin-field"><span>{t(Text::Seller)}</span>
                <select name="seller_id" aria-invalid=invalid(error, "seller_id")
                    on:change=move |ev| fields.seller_id.set(event_target_value(&ev).parse().ok())>
                    <option value="" selected=chosen.is_none()>{t(Text::NoSeller)}</option>
                    {sellers}
                </select>
                {move || field_message(error.get(), "seller_id")}</label>
        </section>
    }
}

/// Every category by its path, in a list that scrolls: a shop has more than a screen of them.
#[component]
fn CategoryList(fields: Fields, error: Signal<Option<AdminError>>, choices: CatalogueChoices) -> impl IntoView {
    let ids = fields.category_ids;
    let boxes = choices
        .categories
        .into_iter()
        .map(|category| {
            let id = category.id;
            view! {
                <label class="admin-check"><input type="checkbox" name="category_ids" value=id.to_string()
                    prop:checked=move || ids.with(|ids| ids.contains(&id))
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        ids.update(|ids| if on { ids.push(id) } else { ids.retain(|chosen| *chosen != id) });
                    }/>{category.path}</label>
            }
        })
        .collect_view();
    view! {
        <fieldset class="admin-card admin-categories" aria-invalid=invalid(error, "category_ids")>
            <legend>{t(Text::Categories)}</legend>
            <div class="admin-categories__list">{boxes}</div>
            {move || field_message(error.get(), "category_ids")}
        </fieldset>
    }
}
