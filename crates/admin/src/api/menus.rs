//! The header and footer menus (content editors, managers and the owner): every item with what
//! it may lead to, saving one, moving it among its siblings, deleting it.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use storefront_core::menu_edit::MenuItemDraft;

use crate::shapes::menus::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "menus/editor", input = Json)]
pub async fn menus_editor() -> Result<MenusView, AdminError> {
    crate::server::menus::editor().await
}

/// Creates an item at the end of its siblings (`id` none) or saves the one read at `version`;
/// answers its id.
#[server(prefix = "/admin/api", endpoint = "menus/save", input = Json)]
pub async fn save_menu_item(id: Option<i64>, version: i64, draft: MenuItemDraft) -> Result<i64, AdminError> {
    crate::server::menus::save(id, version, draft).await
}

/// Moves an item one place up (`up`) or down among its siblings.
#[server(prefix = "/admin/api", endpoint = "menus/move", input = Json)]
pub async fn move_menu_item(id: i64, up: bool) -> Result<(), AdminError> {
    crate::server::menus::shift(id, up).await
}

/// Deletes an item and its sub-items; answers how many sub-items went with it.
#[server(prefix = "/admin/api", endpoint = "menus/delete", input = Json)]
pub async fn delete_menu_item(id: i64) -> Result<i64, AdminError> {
    crate::server::menus::delete(id).await
}
