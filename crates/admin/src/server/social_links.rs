//! The shop's social network links: web addresses in the footer's order, each shown or not; the
//! icon follows the address (the core's `social_links::icon_for`).

use storefront_core::social_links::{self, LinkDraft};
use storefront_core::staff::Permission;
use storefront_db::content::social::{self, EditedLink};

use super::caller::{require, OrFailed};
use crate::shapes::error::AdminError;

fn drafts(links: Vec<EditedLink>) -> Vec<LinkDraft> {
    links.into_iter().map(|link| LinkDraft { link: link.link, enabled: link.enabled }).collect()
}

pub async fn get() -> Result<Vec<LinkDraft>, AdminError> {
    let (state, _) = require(Permission::ManageContent).await?;
    social::all(&state.db).await.or_failed().map(drafts)
}

pub async fn save(links: Vec<LinkDraft>) -> Result<Vec<LinkDraft>, AdminError> {
    let (state, caller) = require(Permission::ManageContent).await?;
    let checked = social_links::check(&links).map_err(|faults| AdminError::Invalid {
        fields: faults.into_iter().map(|(field, message)| (field, message.text(caller.locale).to_string())).collect(),
    })?;
    social::save_all(&state.db, &checked, &caller.actor()).await.or_failed().map(drafts)
}
