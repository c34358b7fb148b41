//! The audit log, for those who may read it.

use storefront_core::checkout::order_id_from_number;
use storefront_core::staff::Permission;
use storefront_db::staff::accounts;
use storefront_db::staff::audit::{self, AuditFilter};

use super::caller::{require, OrFailed};
use super::orders::{day_after_of, day_start_of};
use crate::audit_text;
use crate::i18n::{text, Text};
use crate::shapes::audit::{AuditEntry, AuditQuery, AUDIT_PER_PAGE};
use crate::shapes::error::AdminError;

pub async fn list(query: AuditQuery) -> Result<Vec<AuditEntry>, AdminError> {
    let (state, caller) = require(Permission::ViewAudit).await?;
    let staff_id = match query.actor.as_deref().map(str::trim).filter(|a| !a.is_empty()) {
        Some(email) => match accounts::find_by_email(&state.db, email).await.or_failed()? {
            Some(staff) => Some(staff.id),
            None => return Ok(Vec::new()),
        },
        None => None,
    };
    let clean = |value: &Option<String>| value.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(str::to_string);
    let (mut entity, mut entity_id) = (clean(&query.entity), clean(&query.entity_id));
    if let Some(number) = clean(&query.order_number) {
        let id = order_id_from_number(number.trim_start_matches('#'))
            .ok_or_else(|| AdminError::invalid("order_number", text(caller.locale, Text::NoSuchOrderNumber)))?;
        (entity, entity_id) = (Some("order".to_string()), Some(id.to_string()));
    }
    let filter = AuditFilter {
        staff_id,
        action: clean(&query.action),
        entity,
        entity_id,
        from: day_start_of("from", &query.from, caller.locale)?,
        to: day_after_of("to", &query.to, caller.locale)?,
        before_id: query.before_id,
    };
    let rows = audit::list(&state.db, &filter, AUDIT_PER_PAGE).await.or_failed()?;
    Ok(rows
        .into_iter()
        .map(|row| AuditEntry {
            action_label: audit_text::action_label(&row.action, caller.locale),
            subject: audit_text::subject(&row.entity, &row.entity_id, caller.locale),
            changes: audit_text::changes(row.before.as_deref(), row.after.as_deref(), caller.locale),
            id: row.id,
            actor: row.actor,
            action: row.action,
            entity: row.entity,
            entity_id: row.entity_id,
            before: row.before,
            after: row.after,
            client_address: row.client_address,
            created_at: row.created_at,
        })
        .collect())
}
