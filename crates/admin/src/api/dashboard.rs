//! The dashboard's figures.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::dashboard::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "dashboard", input = Json)]
pub async fn dashboard_figures() -> Result<Dashboard, AdminError> {
    crate::server::dashboard::figures().await
}
