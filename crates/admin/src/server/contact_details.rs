//! The shop's contact details: the phone, e-mail, and address and opening hours in each language
//! the footer and the contact page show over the shipped texts.

use storefront_core::shop_contacts::ShopContacts;
use storefront_core::staff::Permission;
use storefront_db::content::shop_contacts;

use super::caller::{require, OrFailed};
use crate::shapes::error::AdminError;

pub async fn get() -> Result<ShopContacts, AdminError> {
    let (state, _) = require(Permission::ManageContent).await?;
    shop_contacts::current(&state.db).await.or_failed()
}

pub async fn save(contacts: ShopContacts) -> Result<ShopContacts, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let checked = contacts.checked().map_err(|faults| AdminError::Invalid {
        fields: faults.into_iter().map(|(field, message)| (field, message.text(caller.locale).to_string())).collect(),
    })?;
    shop_contacts::save(&state.db, &checked, &caller.actor()).await.or_failed()
}
