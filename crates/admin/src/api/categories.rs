//! The category tree: the whole tree, saving one category, placing it, deleting it.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use storefront_core::category_edit::CategoryDraft;

use crate::shapes::categories::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "categories/tree", input = Json)]
pub async fn category_tree() -> Result<Vec<CategoryNode>, AdminError> {
    crate::server::categories::tree().await
}

/// Creates a category at the end of `parent_id`'s (`id` none) or saves the one read at
/// `version`; answers its id.
#[server(prefix = "/admin/api", endpoint = "categories/save", input = Json)]
pub async fn save_category(id: Option<i64>, version: i64, parent_id: Option<i64>, draft: CategoryDraft) -> Result<i64, AdminError> {
    crate::server::categories::save(id, version, parent_id, draft).await
}

/// Puts a category under `parent_id` (none: the top level) at `index` among its siblings.
#[server(prefix = "/admin/api", endpoint = "categories/place", input = Json)]
pub async fn place_category(id: i64, parent_id: Option<i64>, index: u32) -> Result<(), AdminError> {
    crate::server::categories::place(id, parent_id, index).await
}

/// Deletes a category; its products go into `products_to`; answers how many were put there.
#[server(prefix = "/admin/api", endpoint = "categories/delete", input = Json)]
pub async fn delete_category(id: i64, products_to: Option<i64>) -> Result<i64, AdminError> {
    crate::server::categories::delete(id, products_to).await
}

/// Takes a category's picture away.
#[server(prefix = "/admin/api", endpoint = "categories/remove_picture", input = Json)]
pub async fn remove_category_picture(id: i64) -> Result<(), AdminError> {
    crate::server::categories::remove_picture(id).await
}
