//! The products' server functions: the table, the editor, edits in place and changes to the
//! chosen rows. The core reads every draft (`storefront_core::product_edit`); the database
//! writes it with its audit entry and its change in the feed every server follows.

use std::collections::BTreeMap;

use storefront_core::calendar;
use storefront_core::locale::Locale;
use storefront_core::money::{Amount, Currency};
use storefront_core::product_edit::{self, translation_state, ProductDraft};
use storefront_core::staff::Permission;
use storefront_core::validation::Message;
use storefront_db::catalog::categories;
use storefront_db::catalog::editing::{self, EditedProduct, Saved};
use storefront_db::catalog::product_bulk::{self, KEPT_AFTER_DELETE_DAYS};
use storefront_db::catalog::product_table::{self, TableFilter, TableRow, TableSort};
use storefront_db::content::sellers;

use super::caller::{require, Caller, OrFailed};
use super::AdminState;
use crate::i18n::{text, Text};
use crate::shapes::error::AdminError;
use crate::shapes::products::*;

/// The most products one bulk change touches: a page of the table, many times over.
pub const MAX_BULK: usize = 500;

fn row_of(row: TableRow) -> ProductRow {
    // The day the purge may take it: 30 days after the deletion, in UTC.
    let restorable_until = row
        .deleted_at
        .as_deref()
        .and_then(calendar::parse_utc)
        .map(|deleted| calendar::format_utc(deleted + KEPT_AFTER_DELETE_DAYS * 86_400).chars().take(10).collect());
    ProductRow {
        id: row.id,
        version: row.version,
        sku: row.sku,
        name: row.name,
        kind: row.kind,
        price_minor: row.price_minor,
        special_price_minor: row.special_price_minor,
        stock: row.stock,
        enabled: row.enabled,
        missing: row.missing,
        picture: row.picture,
        restorable_until,
    }
}

/// The products the table shows for `query` (its page and sort aside).
pub async fn table_filter(state: &AdminState, query: &ProductQuery) -> Result<TableFilter, AdminError> {
    let settings = super::settings::in_force(state).await?;
    Ok(TableFilter {
        search: query.search.clone(),
        category_id: query.category_id,
        seller_id: query.seller_id,
        stock: query.stock.map(|level| match level {
            StockLevel::InStock => product_table::StockLevel::InStock,
            StockLevel::Low => product_table::StockLevel::Low,
            StockLevel::SoldOut => product_table::StockLevel::SoldOut,
        }),
        low_stock: i64::from(settings.low_stock_threshold),
        enabled: query.enabled,
        missing_translation: query.missing_translation,
        deleted: query.deleted,
    })
}

pub async fn list(query: ProductQuery) -> Result<ProductPage, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let sort = TableSort::parse(&query.sort).ok_or_else(|| AdminError::invalid("sort", Message::TypeValidData.text(caller.locale)))?;
    let filter = table_filter(&state, &query).await?;
    let per_page = i64::from(PRODUCTS_PER_PAGE);
    // No page lies beyond the counted products: a deeper offset would only walk the table.
    let page = query.page.clamp(1, (product_table::COUNT_CAP / per_page) as u32);
    let offset = i64::from(page - 1) * per_page;
    let found = product_table::page(&state.db, &filter, sort, caller.locale, per_page, offset).await.or_failed()?;
    let last_page = u32::try_from((found.total + per_page - 1) / per_page).unwrap_or(u32::MAX).max(1);
    Ok(ProductPage { products: found.rows.into_iter().map(row_of).collect(), total: found.total, more: found.more, page, last_page })
}

pub async fn choices() -> Result<CatalogueChoices, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let all = categories::load_all(&state.db, caller.locale).await.or_failed()?;
    let by_id: BTreeMap<i64, &categories::CategoryRow> = all.iter().map(|c| (c.id, c)).collect();
    let path_of = |category: &categories::CategoryRow| {
        let mut names = vec![category.name.clone()];
        let mut parent = category.parent_id;
        while let Some(up) = parent.and_then(|id| by_id.get(&id)) {
            names.push(up.name.clone());
            parent = up.parent_id;
            if names.len() > 16 {
                break;
            }
        }
        names.reverse();
        names.join(" › ")
    };
    let mut categories: Vec<CategoryChoice> = all.iter().map(|c| CategoryChoice { id: c.id, path: path_of(c) }).collect();
    categories.sort_by(|a, b| a.path.cmp(&b.path));
    let sellers = sellers::approved(&state.db, caller.locale)
        .await
        .or_failed()?
        .into_iter()
        .map(|seller| SellerChoice { id: seller.id, name: seller.shop_title })
        .collect();
    Ok(CatalogueChoices { categories, sellers })
}

fn editor_of(product: EditedProduct) -> ProductEditor {
    let source_saved_at = product.texts_saved_at.get(&Locale::Hy).cloned().unwrap_or_default();
    let translations = Locale::ALL
        .into_iter()
        .map(|locale| {
            let saved = product.texts.contains_key(&locale).then(|| product.texts_saved_at.get(&locale).map(String::as_str).unwrap_or(""));
            (locale, translation_state(locale, saved, &source_saved_at))
        })
        .collect();
    let amd = |minor: i64| Amount::new(minor, Currency::Amd).input_text();
    let shop_url = (product.enabled && product.deleted_at.is_none() && !product.url_key.is_empty())
        .then(|| format!("/shop/products/{}/-1", product.url_key));
    ProductEditor {
        id: product.id,
        version: product.version,
        kind: product.kind,
        draft: ProductDraft {
            sku: product.sku,
            url_key: product.url_key,
            price: amd(product.price_minor),
            special_price: product.special_price_minor.map(amd).unwrap_or_default(),
            special_from: product.special_from.unwrap_or_default(),
            special_to: product.special_to.unwrap_or_default(),
            stock: product.stock.to_string(),
            enabled: product.enabled,
            is_new: product.is_new,
            is_featured: product.is_featured,
            seller_id: product.seller_id,
            category_ids: product.category_ids,
            texts: product.texts,
        },
        translations,
        shop_url,
    }
}

async fn editor(state: &AdminState, id: i64) -> Result<ProductEditor, AdminError> {
    match editing::load(&state.db, id).await.or_failed()? {
        Some(product) if product.deleted_at.is_none() => Ok(editor_of(product)),
        _ => Err(AdminError::NotFound),
    }
}

pub async fn detail(id: i64) -> Result<ProductEditor, AdminError> {
    let (state, _) = require(Permission::ManageCatalogue).await?;
    editor(&state, id).await
}

/// Checks the draft with the core and writes it; answers the product's id.
async fn write(state: &AdminState, caller: &Caller, id: Option<i64>, version: i64, draft: &ProductDraft) -> Result<i64, AdminError> {
    let locale = caller.locale;
    let product = product_edit::check(draft).map_err(|faults| AdminError::Invalid {
        fields: faults.into_iter().map(|(field, message)| (field, message.text(locale).to_string())).collect(),
    })?;
    let derived_url_key = draft.url_key.trim().is_empty();
    match editing::save(&state.db, id, version, &product, derived_url_key, &caller.actor()).await.or_failed()? {
        Saved::Done { id, .. } => Ok(id),
        Saved::Stale { .. } => Err(AdminError::conflict(text(locale, Text::ProductSavedByOther))),
        Saved::SkuTaken => Err(AdminError::invalid("sku", Message::SkuTaken.text(locale))),
        Saved::UrlKeyTaken => Err(AdminError::invalid("url_key", Message::UrlKeyTaken.text(locale))),
        Saved::UnknownCategory => Err(AdminError::invalid("category_ids", Message::UnknownCategory.text(locale))),
        Saved::UnknownSeller => Err(AdminError::invalid("seller_id", Message::UnknownSeller.text(locale))),
        Saved::NotFound => Err(AdminError::NotFound),
    }
}

pub async fn save(id: Option<i64>, version: i64, draft: ProductDraft) -> Result<ProductEditor, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let id = write(&state, &caller, id, version, &draft).await?;
    editor(&state, id).await
}

/// The product as saved with the price and stock typed in the table: the same checks and
/// versions as the editor's save.
pub async fn inline(edit: InlineEdit) -> Result<ProductRow, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let mut draft = editor(&state, edit.id).await?.draft;
    draft.price = edit.price;
    draft.stock = edit.stock;
    // A special price the new price no longer exceeds is refused by the core, beside the price.
    write(&state, &caller, Some(edit.id), edit.version, &draft).await.map_err(|error| match error {
        AdminError::Invalid { fields } if fields.contains_key("special_price") && !fields.contains_key("price") => {
            AdminError::invalid("price", fields["special_price"].clone())
        }
        other => other,
    })?;
    let row = product_table::row(&state.db, edit.id, caller.locale).await.or_failed()?.ok_or(AdminError::NotFound)?;
    Ok(row_of(row))
}

pub async fn bulk(ids: Vec<i64>, change: BulkChange) -> Result<BulkResult, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    if ids.is_empty() || ids.len() > MAX_BULK {
        return Err(AdminError::invalid("ids", text(caller.locale, Text::ChooseProducts)));
    }
    let actor = caller.actor();
    let changed = match change {
        BulkChange::Enable => product_bulk::set_enabled(&state.db, &ids, true, &actor).await.or_failed()?,
        BulkChange::Disable => product_bulk::set_enabled(&state.db, &ids, false, &actor).await.or_failed()?,
        BulkChange::Delete => product_bulk::delete(&state.db, &ids, &actor).await.or_failed()?,
        BulkChange::Restore => product_bulk::restore(&state.db, &ids, &actor).await.or_failed()?,
        BulkChange::AddCategory { category_id } | BulkChange::RemoveCategory { category_id } => {
            let add = matches!(change, BulkChange::AddCategory { .. });
            product_bulk::set_category(&state.db, &ids, category_id, add, &actor)
                .await
                .or_failed()?
                .ok_or_else(|| AdminError::invalid("category_id", Message::UnknownCategory.text(caller.locale)))?
        }
    };
    Ok(BulkResult { changed: u32::try_from(changed.len()).unwrap_or(u32::MAX) })
}
