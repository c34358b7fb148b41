//! A product's variants: read with the attributes it may vary by, and saved all at once at the
//! product's version. The core reads the draft (`storefront_core::variant_edit`); the database
//! writes it with its audit entry and its changes in the feed.

use storefront_core::locale::Locale;
use storefront_core::money::{Amount, Currency};
use storefront_core::staff::Permission;
use storefront_core::validation::Message;
use storefront_core::variant_edit::{self, variant_field, VariantDraft, VariantsDraft};
use storefront_db::catalog::attribute_editing;
use storefront_db::catalog::variant_editing::{self, VariantsSaved};

use super::caller::{require, OrFailed};
use super::AdminState;
use crate::i18n::{text, Text};
use crate::shapes::error::AdminError;
use crate::shapes::products::{VariantsEditor, VaryingAttribute};

async fn editor(state: &AdminState, product_id: i64, locale: Locale) -> Result<VariantsEditor, AdminError> {
    let stored = variant_editing::load(&state.db, product_id).await.or_failed()?.ok_or(AdminError::NotFound)?;
    let product = storefront_db::catalog::editing::load(&state.db, product_id).await.or_failed()?.ok_or(AdminError::NotFound)?;
    let amd = |minor: i64| Amount::new(minor, Currency::Amd).input_text();
    let variants = stored
        .variants
        .into_iter()
        .map(|v| VariantDraft {
            id: Some(v.id),
            options: v.options,
            sku: v.sku,
            price: amd(v.price_minor),
            stock: v.stock.to_string(),
            enabled: v.enabled,
            pictures: v.pictures,
        })
        .collect();
    let label = |labels: &std::collections::BTreeMap<Locale, String>, fallback: &str| {
        labels.get(&locale).or_else(|| labels.get(&Locale::Hy)).cloned().unwrap_or_else(|| fallback.to_string())
    };
    let attributes = attribute_editing::all(&state.db)
        .await
        .or_failed()?
        .into_iter()
        .filter(|a| !a.options.is_empty())
        .map(|a| VaryingAttribute {
            id: a.id,
            name: label(&a.labels, &a.code),
            options: a.options.iter().map(|o| (o.id, label(&o.labels, &o.code), o.code.clone())).collect(),
        })
        .collect();
    Ok(VariantsEditor {
        product_id,
        version: product.version,
        draft: VariantsDraft { attributes: stored.attributes, variants },
        attributes,
        price_minor: product.price_minor,
        stock: product.stock,
    })
}

pub async fn detail(id: i64) -> Result<VariantsEditor, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    editor(&state, id, caller.locale).await
}

pub async fn save(id: i64, version: i64, draft: VariantsDraft) -> Result<VariantsEditor, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let locale = caller.locale;
    let checked = variant_edit::check(&draft).map_err(|faults| AdminError::Invalid {
        fields: faults.into_iter().map(|(field, message)| (field, message.text(locale).to_string())).collect(),
    })?;
    let saved = variant_editing::save(&state.db, id, version, &checked, &caller.actor()).await.or_failed()?;
    answer(&state, id, locale, saved).await
}

pub async fn make_simple(id: i64, version: i64) -> Result<VariantsEditor, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let made = variant_editing::make_simple(&state.db, id, version, &caller.actor()).await.or_failed()?;
    answer(&state, id, caller.locale, made).await
}

async fn answer(state: &AdminState, id: i64, locale: Locale, saved: VariantsSaved) -> Result<VariantsEditor, AdminError> {
    match saved {
        VariantsSaved::Done { .. } => editor(state, id, locale).await,
        VariantsSaved::Stale => Err(AdminError::conflict(text(locale, Text::ProductSavedByOther))),
        VariantsSaved::SkuTaken { index } => Err(AdminError::invalid(&variant_field(index, "sku"), Message::SkuTaken.text(locale))),
        VariantsSaved::UnknownOption { index } => {
            Err(AdminError::invalid(&variant_field(index, "options"), Message::ChooseVaryingAttributes.text(locale)))
        }
        VariantsSaved::UnknownPicture { index } => {
            Err(AdminError::invalid(&variant_field(index, "pictures"), text(locale, Text::PictureGone)))
        }
        VariantsSaved::NotFound => Err(AdminError::NotFound),
    }
}
