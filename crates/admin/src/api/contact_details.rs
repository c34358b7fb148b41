//! The shop's contact details (content editors, managers and the owner): read, and saved whole.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

pub use storefront_core::shop_contacts::ShopContacts;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "contact-details/get", input = Json)]
pub async fn get_contacts() -> Result<ShopContacts, AdminError> {
    crate::server::contact_details::get().await
}

/// Saves every detail at once (checked by the core, audited); answers them as stored.
#[server(prefix = "/admin/api", endpoint = "contact-details/save", input = Json)]
pub async fn save_contacts(contacts: ShopContacts) -> Result<ShopContacts, AdminError> {
    crate::server::contact_details::save(contacts).await
}
