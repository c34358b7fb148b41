//! The shop's settings: read by whoever needs them (the bonus share at completion, the dashboard's
//! low-stock line), changed by the owner.

use storefront_core::shop_settings::ShopSettings;
use storefront_core::staff::Permission;
use storefront_db::shop_settings;

use super::caller::{require, OrFailed};
use super::AdminState;
use crate::shapes::error::AdminError;
use crate::shapes::settings::SettingsView;

/// The settings in force now.
pub async fn in_force(state: &AdminState) -> Result<ShopSettings, AdminError> {
    shop_settings::current(&state.db, &state.config.shop_defaults).await.or_failed()
}

pub async fn get() -> Result<SettingsView, AdminError> {
    let (state, _) = require(Permission::ManageSettings).await?;
    Ok(SettingsView { current: in_force(&state).await?, configured: state.config.shop_defaults.clone() })
}

pub async fn save(settings: ShopSettings) -> Result<SettingsView, AdminError> {
    let (state, caller) = require(Permission::ManageSettings).await?;
    let checked = settings.checked().map_err(|refused| AdminError::invalid(refused.field(), refused.message(caller.locale)))?;
    let current = shop_settings::save(&state.db, &state.config.shop_defaults, &checked, &caller.actor()).await.or_failed()?;
    Ok(SettingsView { current, configured: state.config.shop_defaults.clone() })
}
