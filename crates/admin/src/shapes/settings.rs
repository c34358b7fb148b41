//! The shop's settings page (owner only).

use serde::{Deserialize, Serialize};
pub use storefront_core::shop_settings::ShopSettings;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettingsView {
    /// What is in force.
    pub current: ShopSettings,
    /// What the server's configuration says, in force where the owner saved nothing.
    pub configured: ShopSettings,
}
