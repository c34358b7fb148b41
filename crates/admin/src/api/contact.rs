//! The contact form's inbox (content editors, managers and the owner): a page of messages by
//! where they stand, one message opened (it is read from then on), and a reply mailed to its
//! sender.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::contact::*;

use super::AdminError;

/// A page of the messages in `state` (`new`, `read`, `answered`; all when empty), newest first.
#[server(prefix = "/admin/api", endpoint = "contact/list", input = Json)]
pub async fn list_messages(state: String, page: u32) -> Result<InboxPage, AdminError> {
    crate::server::contact::list(state, page).await
}

#[server(prefix = "/admin/api", endpoint = "contact/open", input = Json)]
pub async fn open_message(id: i64) -> Result<OpenedMessage, AdminError> {
    crate::server::contact::open(id).await
}

/// Mails `reply` to the message's sender; answers the address it went to.
#[server(prefix = "/admin/api", endpoint = "contact/reply", input = Json)]
pub async fn reply_to_message(id: i64, reply: String) -> Result<String, AdminError> {
    crate::server::contact::reply(id, reply).await
}
