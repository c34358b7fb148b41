//! The contact form's inbox: its pages by where messages stand, a message opened (read from
//! then on) and a reply mailed to its sender in the language they wrote in, audited.

use storefront_core::contact::{check_reply, reply_mail, InboxState};
use storefront_core::locale::Locale;
use storefront_core::staff::Permission;
use storefront_core::validation::{Message, MAX_TEXT_LENGTH};
use storefront_db::content::contact_inbox::{self, InboxMessage};

use super::caller::{require, OrFailed};
use crate::shapes::contact::{ContactMessage, ContactReply, InboxPage, OpenedMessage};
use crate::shapes::error::AdminError;

/// Messages a page of the inbox shows.
pub const MESSAGES_PER_PAGE: u32 = 30;

fn message_of(row: InboxMessage) -> ContactMessage {
    ContactMessage {
        id: row.id,
        locale: Locale::parse(&row.locale),
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        created_at: row.created_at,
        state: row.state,
    }
}

pub async fn list(state: String, page: u32) -> Result<InboxPage, AdminError> {
    let (admin, caller) = require(Permission::ManageContent).await?;
    let state = match state.as_str() {
        "" => None,
        code if code.chars().count() <= MAX_TEXT_LENGTH => match InboxState::parse(code) {
            Some(state) => Some(state),
            None => return Err(AdminError::invalid("state", Message::TypeValidData.text(caller.locale))),
        },
        _ => return Err(AdminError::invalid("state", Message::TooLong.text(caller.locale))),
    };
    let page = page.max(1);
    let per_page = i64::from(MESSAGES_PER_PAGE);
    let (rows, total) = contact_inbox::page(&admin.db, state, per_page, i64::from(page - 1) * per_page).await.or_failed()?;
    let last_page = u32::try_from((total + per_page - 1) / per_page).unwrap_or(u32::MAX).max(1);
    Ok(InboxPage { messages: rows.into_iter().map(message_of).collect(), total, page, last_page })
}

pub async fn open(id: i64) -> Result<OpenedMessage, AdminError> {
    let (admin, _) = require(Permission::ManageContent).await?;
    let (message, replies) = contact_inbox::open(&admin.db, id).await.or_failed()?.ok_or(AdminError::NotFound)?;
    let replies = replies.into_iter().map(|r| ContactReply { actor: r.actor, body: r.body, created_at: r.created_at }).collect();
    Ok(OpenedMessage { message: message_of(message), replies })
}

pub async fn reply(id: i64, reply: String) -> Result<String, AdminError> {
    let (admin, caller) = require(Permission::ManageContent).await?;
    let reply = check_reply(&reply).map_err(|message| AdminError::invalid("reply", message.text(caller.locale)))?;
    let compose = |locale: &str, message: &str| reply_mail(Locale::parse(locale).unwrap_or_default(), &reply, message);
    contact_inbox::reply(&admin.db, id, &reply, compose, &caller.actor()).await.or_failed()?.ok_or(AdminError::NotFound)
}
