//! What a server function answers when it does not do what was asked, in a shape the browser
//! app reads back (JSON), with the HTTP status the server sets for it (`status`).

use leptos::server_fn::codec::JsonEncoding;
use leptos::server_fn::error::{FromServerFnError, ServerFnErrorErr};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum AdminError {
    /// No session, or it ended: sign in again.
    #[error("signed out")]
    SignedOut,
    /// The role may not do this.
    #[error("forbidden")]
    Forbidden,
    #[error("not found")]
    NotFound,
    /// Bad input: each field at fault with its message in the staff's language, so a form marks
    /// every one at once.
    #[error("invalid: {}", fields.iter().map(|(field, message)| format!("{field}: {message}")).collect::<Vec<_>>().join("; "))]
    Invalid { fields: BTreeMap<String, String> },
    /// Refused by a rule, or someone else changed the thing first.
    #[error("{message}")]
    Conflict { message: String },
    /// Too many failed attempts; try again after this many seconds.
    #[error("throttled for {retry_after} s")]
    Throttled { retry_after: u64 },
    /// Something broke on the server; the details are in its log, not here.
    #[error("server error")]
    Failed,
    /// The call itself failed (network, encoding, a body that is not the function's arguments).
    #[error("{message}")]
    Transport { message: String },
}

impl AdminError {
    pub fn invalid(field: &str, message: impl Into<String>) -> AdminError {
        AdminError::Invalid { fields: BTreeMap::from([(field.to_string(), message.into())]) }
    }

    pub fn conflict(message: impl Into<String>) -> AdminError {
        AdminError::Conflict { message: message.into() }
    }

    /// The HTTP status the server answers with.
    pub fn status(&self) -> u16 {
        match self {
            AdminError::SignedOut => 401,
            AdminError::Forbidden => 403,
            AdminError::NotFound => 404,
            AdminError::Invalid { .. } => 422,
            AdminError::Conflict { .. } => 409,
            AdminError::Throttled { .. } => 429,
            AdminError::Failed => 500,
            // The server names a body it cannot read; the browser a call that did not arrive.
            AdminError::Transport { .. } => 400,
        }
    }

    /// The message a form shows beside `field`, when the refusal is about it.
    pub fn message_for(&self, field: &str) -> Option<&str> {
        match self {
            AdminError::Invalid { fields } => fields.get(field).map(String::as_str),
            _ => None,
        }
    }

    /// True when the refusal names fields (shown beside them) rather than the whole form.
    pub fn is_about_fields(&self) -> bool {
        matches!(self, AdminError::Invalid { .. })
    }
}

impl FromServerFnError for AdminError {
    type Encoder = JsonEncoding;

    fn from_server_fn_error(value: ServerFnErrorErr) -> Self {
        AdminError::Transport { message: value.to_string() }
    }
}
