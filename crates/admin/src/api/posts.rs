//! Blog posts (content editors, managers and the owner): the list, one post, saving, removing its
//! picture, deleting. The picture goes to its upload route (`/admin/upload/posts/{id}/picture`);
//! the HTML's preview is the pages' (`pages/preview`), which sanitises as the shop does.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use storefront_core::post_edit::PostDraft;

use crate::shapes::posts::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "posts/list", input = Json)]
pub async fn list_posts() -> Result<Vec<PostRow>, AdminError> {
    crate::server::posts::list().await
}

#[server(prefix = "/admin/api", endpoint = "posts/detail", input = Json)]
pub async fn get_post(id: i64) -> Result<PostDetail, AdminError> {
    crate::server::posts::detail(id).await
}

/// Creates a post (`id` none) or saves the one read at `version`; answers it as stored.
#[server(prefix = "/admin/api", endpoint = "posts/save", input = Json)]
pub async fn save_post(id: Option<i64>, version: i64, draft: PostDraft) -> Result<PostDetail, AdminError> {
    crate::server::posts::save(id, version, draft).await
}

#[server(prefix = "/admin/api", endpoint = "posts/remove_picture", input = Json)]
pub async fn remove_post_picture(id: i64) -> Result<PostDetail, AdminError> {
    crate::server::posts::remove_picture(id).await
}

#[server(prefix = "/admin/api", endpoint = "posts/delete", input = Json)]
pub async fn delete_post(id: i64) -> Result<(), AdminError> {
    crate::server::posts::delete(id).await
}
