//! The exchange rates (owner and managers).

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::rates::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "rates/get", input = Json)]
pub async fn get_rates() -> Result<RatesView, AdminError> {
    crate::server::rates::get().await
}

/// Sets the rates typed (each checked by the core, the change audited with every rate before and
/// after); every server converts with them within a second.
#[server(prefix = "/admin/api", endpoint = "rates/save", input = Json)]
pub async fn save_rates(rates: Vec<TypedRate>) -> Result<RatesView, AdminError> {
    crate::server::rates::save(rates).await
}

/// Imports the Central Bank's rates now (what the schedule does every hour): believed only when
/// each is close to the rate in force; the outcome is shown either way.
#[server(prefix = "/admin/api", endpoint = "rates/import", input = Json)]
pub async fn import_rates() -> Result<RatesView, AdminError> {
    crate::server::rates::import_now().await
}
