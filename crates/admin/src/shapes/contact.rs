//! The contact form's messages as staff see them: the inbox's pages and one message with its
//! replies.

use serde::{Deserialize, Serialize};
use storefront_core::contact::InboxState;
use storefront_core::locale::Locale;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContactMessage {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub message: String,
    /// The shop's language when it was written: the reply's mail is in it.
    pub locale: Option<Locale>,
    /// UTC, `YYYY-MM-DDTHH:MM:SSZ`.
    pub created_at: String,
    pub state: InboxState,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InboxPage {
    pub messages: Vec<ContactMessage>,
    pub total: i64,
    pub page: u32,
    pub last_page: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContactReply {
    /// Who replied, as the audit log names them.
    pub actor: String,
    pub body: String,
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenedMessage {
    pub message: ContactMessage,
    pub replies: Vec<ContactReply>,
}
