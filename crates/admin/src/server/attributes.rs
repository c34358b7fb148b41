//! The attributes' server functions. The core reads every draft
//! (`storefront_core::attribute_edit`); the database writes it with its audit entry and its change
//! in the feed every server follows, and keeps options products carry.

use storefront_core::attribute_edit::{self, AttributeDraft, OptionDraft};
use storefront_core::locale::Locale;
use storefront_core::staff::Permission;
use storefront_core::validation::Message;
use storefront_db::catalog::attribute_editing::{self, AttributeDeleted, AttributeSaved, EditedAttribute};

use super::caller::{require, OrFailed};
use crate::i18n::{text, Text};
use crate::shapes::attributes::AttributeEditor;
use crate::shapes::error::AdminError;

fn editor_of(attribute: EditedAttribute, locale: Locale) -> AttributeEditor {
    let name =
        attribute.labels.get(&locale).or_else(|| attribute.labels.get(&Locale::Hy)).cloned().unwrap_or_else(|| attribute.code.clone());
    let option_products = attribute.options.iter().map(|option| option.products).collect();
    let options = attribute
        .options
        .into_iter()
        .map(|option| OptionDraft {
            id: Some(option.id),
            code: option.code,
            color: option.color.unwrap_or_default(),
            labels: option.labels,
        })
        .collect();
    AttributeEditor {
        id: attribute.id,
        version: attribute.version,
        name,
        draft: AttributeDraft {
            code: attribute.code,
            swatch: attribute.swatch,
            filterable: attribute.filterable,
            labels: attribute.labels,
            options,
        },
        option_products,
    }
}

pub async fn list() -> Result<Vec<AttributeEditor>, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let attributes = attribute_editing::all(&state.db).await.or_failed()?;
    Ok(attributes.into_iter().map(|attribute| editor_of(attribute, caller.locale)).collect())
}

pub async fn save(id: Option<i64>, version: i64, draft: AttributeDraft) -> Result<i64, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let locale = caller.locale;
    let attribute = attribute_edit::check(&draft).map_err(|faults| AdminError::Invalid {
        fields: faults.into_iter().map(|(field, message)| (field, message.text(locale).to_string())).collect(),
    })?;
    match attribute_editing::save(&state.db, id, version, &attribute, &caller.actor()).await.or_failed()? {
        AttributeSaved::Done { id } => Ok(id),
        AttributeSaved::Stale => Err(AdminError::conflict(text(locale, Text::AttributeSavedByOther))),
        AttributeSaved::CodeTaken => Err(AdminError::invalid("code", Message::AttributeCodeTaken.text(locale))),
        AttributeSaved::OptionInUse { code } => {
            Err(AdminError::invalid("options", format!("{code}: {}", Message::OptionInUse.text(locale))))
        }
        AttributeSaved::UnknownOption { .. } => Err(AdminError::conflict(text(locale, Text::AttributeSavedByOther))),
        AttributeSaved::NotFound => Err(AdminError::NotFound),
    }
}

pub async fn delete(id: i64) -> Result<(), AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    match attribute_editing::delete(&state.db, id, &caller.actor()).await.or_failed()? {
        AttributeDeleted::Done => Ok(()),
        AttributeDeleted::InUse => Err(AdminError::conflict(Message::AttributeInUse.text(caller.locale))),
        AttributeDeleted::NotFound => Err(AdminError::NotFound),
    }
}
