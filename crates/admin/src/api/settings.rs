//! The shop's settings (the owner's page).

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::settings::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "settings/get", input = Json)]
pub async fn get_settings() -> Result<SettingsView, AdminError> {
    crate::server::settings::get().await
}

/// Saves every setting at once (checked by the core, audited with the values before and after).
#[server(prefix = "/admin/api", endpoint = "settings/save", input = Json)]
pub async fn save_settings(settings: ShopSettings) -> Result<SettingsView, AdminError> {
    crate::server::settings::save(settings).await
}
