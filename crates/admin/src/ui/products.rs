//! The product table: search, filters and sorting in the address (as the orders' list), prices
//! and stock edited in place, and what is done to the chosen rows at once.

use std::collections::BTreeSet;

use leptos::prelude::*;
use leptos_router::components::Form;
use leptos_router::hooks::use_query_map;
use leptos_router::params::ParamsMap;
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, loaded, Change, ConfirmButton, Empty, ErrorBox, Pager, Reload};
use super::product_rows::{product_row, select_all, Rows};
use super::{counted, may, t};
use crate::api::catalog_files::ExportCatalog;
use crate::api::products::{get_catalogue_choices, list_products, ChangeProducts, EditInline};
use crate::i18n::{Count, Text};
use crate::shapes::error::AdminError;
use crate::shapes::products::{BulkChange, CatalogueChoices, ProductPage, ProductQuery, StockLevel};

/// Each stock level with its code in the address.
const STOCK_LEVELS: [(StockLevel, &str, Text); 3] = [
    (StockLevel::InStock, "in_stock", Text::InStock),
    (StockLevel::Low, "low", Text::StockLow),
    (StockLevel::SoldOut, "sold_out", Text::SoldOut),
];

const SORTS: [(&str, Text); 6] = [
    ("newest", Text::Newest),
    ("name", Text::SortName),
    ("price_asc", Text::PriceAsc),
    ("price_desc", Text::PriceDesc),
    ("stock_asc", Text::StockAsc),
    ("sku", Text::SortSku),
];

fn query_of(params: &ParamsMap) -> ProductQuery {
    let get = |name: &str| params.get(name).map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
    ProductQuery {
        search: get("q").unwrap_or_default(),
        category_id: get("category").and_then(|id| id.parse().ok()),
        seller_id: None,
        stock: get("stock").and_then(|code| STOCK_LEVELS.into_iter().find(|(_, c, _)| *c == code).map(|(level, _, _)| level)),
        enabled: match get("status").as_deref() {
            Some("enabled") => Some(true),
            Some("disabled") => Some(false),
            _ => None,
        },
        missing_translation: get("missing").is_some(),
        deleted: get("deleted").is_some(),
        sort: get("sort").unwrap_or_default(),
        page: get("page").and_then(|p| p.parse().ok()).unwrap_or(1),
    }
}

/// The table's address for `query` (only what is set).
fn href_of(query: &ProductQuery) -> String {
    let mut out = form_urlencoded::Serializer::new(String::new());
    let mut put = |name: &str, value: &str| {
        if !value.is_empty() {
            out.append_pair(name, value);
        }
    };
    put("q", &query.search);
    put("category", &query.category_id.map(|id| id.to_string()).unwrap_or_default());
    put("stock", STOCK_LEVELS.into_iter().find(|(level, _, _)| Some(*level) == query.stock).map_or("", |(_, code, _)| code));
    put("status", query.enabled.map_or("", |on| if on { "enabled" } else { "disabled" }));
    put("missing", if query.missing_translation { "1" } else { "" });
    put("deleted", if query.deleted { "1" } else { "" });
    put("sort", &query.sort);
    if query.page > 1 {
        put("page", &query.page.to_string());
    }
    let query = out.finish();
    if query.is_empty() {
        "/admin/products".into()
    } else {
        format!("/admin/products?{query}")
    }
}

#[component]
pub fn ProductsPage() -> impl IntoView {
    if !may(Permission::ManageCatalogue) {
        return view! { <h1>{t(Text::Products)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let params = use_query_map();
    let query = Memo::new(move |_| query_of(&params.get()));
    let (bulk, inline) = (ServerAction::<ChangeProducts>::new(), ServerAction::<EditInline>::new());
    let reload = Reload::new().after(*bulk).after(*inline);
    let page = LocalResource::new(move || {
        reload.count();
        list_products(query.get())
    });
    let choices = LocalResource::new(get_catalogue_choices);
    let rows = Rows { selected: RwSignal::new(BTreeSet::new()), inline, edited: RwSignal::new(None), refusal: (*inline).refusal() };
    // A choice holds for the rows on screen: another view, or a change made to them, ends it.
    Effect::new(move |_| {
        query.track();
        rows.selected.set(BTreeSet::new());
    });
    Effect::new(move |_| {
        if let Some(Ok(_)) = bulk.value().get() {
            rows.selected.set(BTreeSet::new());
        }
    });
    let deleted = move || query.with(|q| q.deleted);
    let heading = move || {
        let other = ProductQuery { deleted: !deleted(), ..ProductQuery::default() };
        let (title, switch) = if deleted() { (Text::DeletedProducts, Text::AllProducts) } else { (Text::Products, Text::DeletedProducts) };
        view! {
            <div class="admin-heading">
                <h1>{t(title)}</h1>
                <div class="admin-heading__actions">
                    <a class="button button--quiet" href=href_of(&other)>{t(switch)}</a>
                    {(!deleted()).then(|| view! { <a class="button button--primary" href="/admin/products/new">{t(Text::NewProduct)}</a> })}
                </div>
            </div>
        }
    };
    let changed = move || match bulk.value().get() {
        Some(Ok(result)) if !bulk.pending().get() => Some(view! {
            <p class="admin-state admin-state--done" role="status">{counted(Count::ProductsChanged, i64::from(result.changed), false)}</p>
        }),
        _ => None,
    };
    let table = loaded(page, move |found: ProductPage| {
        let current = query.get_untracked();
        if found.products.is_empty() {
            return view! { <Empty message=t(if current.deleted { Text::NoDeletedProducts } else { Text::NoProducts })/> }.into_any();
        }
        let ids: Vec<i64> = found.products.iter().map(|p| p.id).collect();
        let body = found.products.into_iter().map(|row| product_row(row, rows, current.deleted)).collect_view();
        let pager_query = current.clone();
        let narrowed = !current.deleted && ProductQuery { page: 0, sort: String::new(), ..current.clone() } != ProductQuery::default();
        view! {
            <div class="admin-products__count">
                <p class="admin-muted" role="status">{counted(Count::ProductsFound, found.total, found.more)}</p>
                {narrowed.then(|| view! { <ExportFound query=current.clone()/> })}
                <label class="admin-check admin-products__all">{select_all(ids.clone(), rows.selected)}{t(Text::SelectAll)}</label>
            </div>
            <div class="admin-table-wrap">
                <table class="admin-table admin-table--products">
                    <thead><tr>
                        <th scope="col" class="admin-pick">{select_all(ids, rows.selected)}</th>
                        <th scope="col">{t(Text::Product)}</th>
                        <th scope="col" class="admin-num">{t(Text::PriceDrams)}</th>
                        <th scope="col" class="admin-num">{t(Text::Stock)}</th>
                        <th scope="col">{t(Text::Status)}</th>
                    </tr></thead>
                    <tbody>{body}</tbody>
                </table>
            </div>
            <Pager page=found.page last_page=found.last_page href=Callback::new(move |n| {
                let mut q = pager_query.clone();
                q.page = n;
                href_of(&q)
            })/>
        }
        .into_any()
    });
    view! {
        {heading}
        <Filters query=query choices=choices/>
        <BulkBar rows=rows bulk=bulk deleted=Signal::derive(deleted) choices=choices/>
        {move || form_message(rows.refusal.get())}
        {changed}
        {table}
    }
    .into_any()
}

/// The products the filters found, exported as the catalogue is (the job's page follows it).
#[component]
fn ExportFound(query: ProductQuery) -> impl IntoView {
    let export = ServerAction::<ExportCatalog>::new();
    let refusal = (*export).refusal();
    let navigate = leptos_router::hooks::use_navigate();
    Effect::new(move |_| {
        if let Some(Ok(job)) = export.value().get() {
            navigate(&format!("/admin/catalog-files/{}", job.id), Default::default());
        }
    });
    view! {
        <button type="button" class="button button--quiet" disabled=move || export.pending().get()
            on:click=move |_| { export.dispatch(ExportCatalog { products: Some(query.clone()) }); }>{t(Text::ExportFound)}</button>
        {move || form_message(refusal.get())}
    }
}

#[component]
fn Filters(query: Memo<ProductQuery>, choices: LocalResource<Result<CatalogueChoices, AdminError>>) -> impl IntoView {
    // On a phone the filters beyond the search fold behind a button that counts those set, as
    // on the orders' list.
    let filters_open = RwSignal::new(false);
    move || {
        let q = query.get();
        let set =
            [q.category_id.is_some(), q.stock.is_some(), q.enabled.is_some(), q.missing_translation].into_iter().filter(|set| *set).count();
        let category = q.category_id;
        // The categories arrive on their own: the form is not drawn again, so nothing typed is lost.
        let categories = move || {
            choices.get().and_then(Result::ok).map(|choices| {
                choices
                    .categories
                    .into_iter()
                    .map(|c| view! { <option value=c.id.to_string() selected=Some(c.id) == category>{c.path}</option> })
                    .collect_view()
            })
        };
        let stock_options = STOCK_LEVELS
            .into_iter()
            .map(|(level, code, label)| view! { <option value=code selected=q.stock == Some(level)>{t(label)}</option> })
            .collect_view();
        let sorts =
            SORTS.into_iter().map(|(code, label)| view! { <option value=code selected=q.sort == code>{t(label)}</option> }).collect_view();
        let reset = href_of(&ProductQuery { deleted: q.deleted, ..ProductQuery::default() });
        view! {
            <Form method="GET" action="/admin/products" attr:class="admin-filters admin-card" attr:role="search">
                <label class="admin-field admin-filters__search">
                    <span>{t(Text::SearchProducts)}</span>
                    <input type="search" name="q" value=q.search.clone()/>
                </label>
                <button type="button" class="button admin-filters__toggle" aria-expanded=move || filters_open.get().to_string()
                    aria-controls="admin-more-filters" on:click=move |_| filters_open.update(|open| *open = !*open)>
                    {t(Text::Filters)}{(set > 0).then(|| format!(" · {set}"))}
                </button>
                <div id="admin-more-filters" class="admin-filters__more" class:admin-filters__more--open=move || filters_open.get()>
                <label class="admin-field"><span>{t(Text::Category)}</span>
                    <select name="category"><option value="">{t(Text::All)}</option>{categories}</select></label>
                <label class="admin-field"><span>{t(Text::Stock)}</span>
                    <select name="stock"><option value="">{t(Text::All)}</option>{stock_options}</select></label>
                <label class="admin-field"><span>{t(Text::Status)}</span>
                    <select name="status">
                        <option value="">{t(Text::All)}</option>
                        <option value="enabled" selected=q.enabled == Some(true)>{t(Text::ProductEnabled)}</option>
                        <option value="disabled" selected=q.enabled == Some(false)>{t(Text::ProductDisabled)}</option>
                    </select></label>
                <label class="admin-field"><span>{t(Text::Sort)}</span><select name="sort">{sorts}</select></label>
                <label class="admin-check"><input type="checkbox" name="missing" value="1" checked=q.missing_translation/>{t(Text::OnlyMissingTranslation)}</label>
                </div>
                {q.deleted.then(|| view! { <input type="hidden" name="deleted" value="1"/> })}
                <div class="admin-filters__actions">
                    <button type="submit" class="button button--primary">{t(Text::Search)}</button>
                    <a class="button button--quiet" href=reset>{t(Text::ResetFilters)}</a>
                </div>
            </Form>
        }
    }
}

/// What is done to the chosen rows, shown while there are any; deleting asks first, naming how
/// many.
#[component]
fn BulkBar(
    rows: Rows,
    bulk: ServerAction<ChangeProducts>,
    deleted: Signal<bool>,
    choices: LocalResource<Result<CatalogueChoices, AdminError>>,
) -> impl IntoView {
    let count = move || rows.selected.with(|s| i64::try_from(s.len()).unwrap_or(0));
    let pending = Signal::derive(move || bulk.pending().get());
    let refusal = (*bulk).refusal();
    let change = move |change: BulkChange| {
        bulk.dispatch(ChangeProducts { ids: rows.selected.get_untracked().into_iter().collect(), change });
    };
    let subject = Signal::derive(move || counted(Count::DeleteProducts, count(), false));
    // Chosen before either button: a category to put the rows in or take them out of.
    let category = RwSignal::new(None::<i64>);
    let category_options = move || {
        choices.get().and_then(Result::ok).map(|choices| {
            choices.categories.into_iter().map(|c| view! { <option value=c.id.to_string()>{c.path}</option> }).collect_view()
        })
    };
    let categorize = move |add: bool| {
        if let Some(category_id) = category.get_untracked() {
            change(if add { BulkChange::AddCategory { category_id } } else { BulkChange::RemoveCategory { category_id } });
        }
    };
    let no_category = move || pending.get() || category.get().is_none();
    let buttons = move || {
        if deleted.get() {
            view! { <button type="button" class="button button--primary" disabled=pending on:click=move |_| change(BulkChange::Restore)>{t(Text::Restore)}</button> }
                .into_any()
        } else {
            view! {
                <button type="button" class="button" disabled=pending on:click=move |_| change(BulkChange::Enable)>{t(Text::EnableProducts)}</button>
                <button type="button" class="button" disabled=pending on:click=move |_| change(BulkChange::Disable)>{t(Text::DisableProducts)}</button>
                <ConfirmButton label=t(Text::Delete) subject=subject warning=t(Text::DeleteProductsWarning).to_string() danger=true
                    disabled=pending on_confirm=Callback::new(move |_| change(BulkChange::Delete))/>
                <div class="admin-bulk__category">
                    <label class="admin-field"><span>{t(Text::Category)}</span>
                        <select name="bulk_category" on:change=move |ev| category.set(event_target_value(&ev).parse().ok())>
                            <option value="">"—"</option>{category_options}
                        </select></label>
                    <button type="button" class="button" disabled=no_category on:click=move |_| categorize(true)>{t(Text::AddToCategory)}</button>
                    <button type="button" class="button" disabled=no_category on:click=move |_| categorize(false)>{t(Text::RemoveFromCategory)}</button>
                </div>
            }
            .into_any()
        }
    };
    view! {
        <Show when=move || { count() > 0 }>
            <div class="admin-bulk" aria-busy=move || pending.get().to_string()>
                <p class="admin-bulk__count" role="status">{move || counted(Count::ProductsSelected, count(), false)}</p>
                <div class="admin-actions">{buttons}</div>
                {move || field_message(refusal.get(), "ids")}
                {move || field_message(refusal.get(), "category_id")}
                {move || form_message(refusal.get())}
            </div>
        </Show>
    }
}
