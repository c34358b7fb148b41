//! The audit log: every change staff made, newest first.

use serde::{Deserialize, Serialize};

pub const AUDIT_PER_PAGE: i64 = 50;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct AuditQuery {
    /// An action (`order.ship`) or a prefix (`order.`).
    pub action: Option<String>,
    pub entity: Option<String>,
    pub entity_id: Option<String>,
    /// An order's number as staff see it (`103001` or `#103001`): its entries only.
    pub order_number: Option<String>,
    /// The actor's e-mail.
    pub actor: Option<String>,
    /// Days, `YYYY-MM-DD`, both included.
    pub from: Option<String>,
    pub to: Option<String>,
    /// Entries older than this one (the next page).
    pub before_id: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuditEntry {
    pub id: i64,
    pub actor: String,
    pub action: String,
    pub entity: String,
    pub entity_id: String,
    pub before: Option<String>,
    pub after: Option<String>,
    pub client_address: String,
    pub created_at: String,
    /// What was done, in the staff member's language.
    pub action_label: String,
    /// What it was done to, as staff name it (an order by its number).
    pub subject: String,
    /// One line per changed field, with money formatted.
    pub changes: Vec<String>,
}
