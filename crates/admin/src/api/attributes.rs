//! Attributes and their options: the list, saving one whole, deleting one.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use storefront_core::attribute_edit::AttributeDraft;

use crate::shapes::attributes::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "attributes/list", input = Json)]
pub async fn list_attributes() -> Result<Vec<AttributeEditor>, AdminError> {
    crate::server::attributes::list().await
}

/// Creates an attribute (`id` none) or saves the one read at `version`, its options as listed;
/// answers its id.
#[server(prefix = "/admin/api", endpoint = "attributes/save", input = Json)]
pub async fn save_attribute(id: Option<i64>, version: i64, draft: AttributeDraft) -> Result<i64, AdminError> {
    crate::server::attributes::save(id, version, draft).await
}

/// Deletes an attribute no product carries.
#[server(prefix = "/admin/api", endpoint = "attributes/delete", input = Json)]
pub async fn delete_attribute(id: i64) -> Result<(), AdminError> {
    crate::server::attributes::delete(id).await
}
