//! The CMS pages (content editors, managers and the owner): the list, one page, saving,
//! deleting, and the preview of HTML as the storefront will show it.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use storefront_core::page_edit::PageDraft;

use crate::shapes::pages::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "pages/list", input = Json)]
pub async fn list_pages() -> Result<Vec<PageRow>, AdminError> {
    crate::server::pages::list().await
}

#[server(prefix = "/admin/api", endpoint = "pages/detail", input = Json)]
pub async fn get_page(id: i64) -> Result<PageDetail, AdminError> {
    crate::server::pages::detail(id).await
}

/// Creates a page (`id` none) or saves the one read at `version`; answers it as stored.
#[server(prefix = "/admin/api", endpoint = "pages/save", input = Json)]
pub async fn save_page(id: Option<i64>, version: i64, draft: PageDraft) -> Result<PageDetail, AdminError> {
    crate::server::pages::save(id, version, draft).await
}

/// Deletes a page no menu links to.
#[server(prefix = "/admin/api", endpoint = "pages/delete", input = Json)]
pub async fn delete_page(id: i64) -> Result<(), AdminError> {
    crate::server::pages::delete(id).await
}

/// The HTML as the storefront will show it: sanitised by the same code that stores and serves it.
#[server(prefix = "/admin/api", endpoint = "pages/preview", input = Json)]
pub async fn preview_page(html: String) -> Result<String, AdminError> {
    crate::server::pages::preview(html).await
}
