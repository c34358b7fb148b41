//! A product's pictures: listed, put in order with their alt texts, removed. Uploads go to
//! their own route (`shapes::pictures::upload_url`), which carries the file's bytes.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::pictures::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "pictures/list", input = Json)]
pub async fn get_pictures(product_id: i64) -> Result<Vec<Picture>, AdminError> {
    crate::server::pictures::list(product_id).await
}

/// Saves the order (the first is the main picture) and the alt texts.
#[server(prefix = "/admin/api", endpoint = "pictures/arrange", input = Json)]
pub async fn arrange_pictures(arrangement: PictureArrangement) -> Result<Vec<Picture>, AdminError> {
    crate::server::pictures::arrange(arrangement).await
}

#[server(prefix = "/admin/api", endpoint = "pictures/remove", input = Json)]
pub async fn remove_picture(product_id: i64, picture_id: i64) -> Result<Vec<Picture>, AdminError> {
    crate::server::pictures::remove(product_id, picture_id).await
}
