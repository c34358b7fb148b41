//! The audit log: every change staff made, newest first.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::audit::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "audit/list", input = Json)]
pub async fn list_audit(query: AuditQuery) -> Result<Vec<AuditEntry>, AdminError> {
    crate::server::audit::list(query).await
}
