//! The home page's slides and banners (content editors, managers and the owner): the list,
//! one, saving, moving up or down, deleting. Pictures go to their upload route
//! (`/admin/upload/promotions/{kind}/{id}/{picture|mobile-picture}`).

use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use storefront_core::promotion_edit::{PromotionDraft, PromotionKind};

use crate::shapes::promotions::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "promotions/list", input = Json)]
pub async fn list_promotions(kind: PromotionKind) -> Result<PromotionList, AdminError> {
    crate::server::promotions::list(kind).await
}

#[server(prefix = "/admin/api", endpoint = "promotions/detail", input = Json)]
pub async fn get_promotion(kind: PromotionKind, id: i64) -> Result<PromotionDetail, AdminError> {
    crate::server::promotions::detail(kind, id).await
}

/// Creates one at the end of the order (`id` none; shown once it has a picture) or saves the one
/// read at `version`; answers it as stored.
#[server(prefix = "/admin/api", endpoint = "promotions/save", input = Json)]
pub async fn save_promotion(
    kind: PromotionKind,
    id: Option<i64>,
    version: i64,
    draft: PromotionDraft,
) -> Result<PromotionDetail, AdminError> {
    crate::server::promotions::save(kind, id, version, draft).await
}

/// Moves one a place up (`up`) or down in the order the home page draws them.
#[server(prefix = "/admin/api", endpoint = "promotions/move", input = Json)]
pub async fn move_promotion(kind: PromotionKind, id: i64, up: bool) -> Result<(), AdminError> {
    crate::server::promotions::shift(kind, id, up).await
}

/// Deletes one and its pictures.
#[server(prefix = "/admin/api", endpoint = "promotions/delete", input = Json)]
pub async fn delete_promotion(kind: PromotionKind, id: i64) -> Result<(), AdminError> {
    crate::server::promotions::delete(kind, id).await
}
