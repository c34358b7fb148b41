//! The newsletter's subscribers (content editors, managers and the owner): a page of a search,
//! and taking an address off the list. The export is a download
//! (`/admin/download/newsletter?q=`).

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::newsletter::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "newsletter/list", input = Json)]
pub async fn list_subscribers(search: String, page: u32) -> Result<SubscriberPage, AdminError> {
    crate::server::newsletter::list(search, page).await
}

/// Takes an address off the list; answers it.
#[server(prefix = "/admin/api", endpoint = "newsletter/unsubscribe", input = Json)]
pub async fn unsubscribe(id: i64) -> Result<String, AdminError> {
    crate::server::newsletter::unsubscribe(id).await
}
