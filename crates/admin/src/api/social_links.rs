//! The shop's social network links (content editors, managers and the owner): read, and saved
//! whole in the footer's order.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use super::AdminError;
use crate::shapes::social_links::LinkDraft;

#[server(prefix = "/admin/api", endpoint = "social-links/get", input = Json)]
pub async fn get_social_links() -> Result<Vec<LinkDraft>, AdminError> {
    crate::server::social_links::get().await
}

/// Saves every link at once (checked by the core, audited); answers them as stored.
#[server(prefix = "/admin/api", endpoint = "social-links/save", input = Json)]
pub async fn save_social_links(links: Vec<LinkDraft>) -> Result<Vec<LinkDraft>, AdminError> {
    crate::server::social_links::save(links).await
}
