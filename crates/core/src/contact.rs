//! The contact form's messages as staff answer them: whether a message is new, read or answered,
//! what a reply may hold, and the mail that carries it, in the language the message was written
//! in.

use serde::{Deserialize, Serialize};

use crate::locale::Locale;
use crate::presentation::shop_name;
use crate::validation::{Message, MAX_MESSAGE_LENGTH};

/// Where a message stands in the inbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InboxState {
    /// No one has opened it.
    New,
    Read,
    /// A reply was mailed to its sender.
    Answered,
}

impl InboxState {
    pub const ALL: [InboxState; 3] = [InboxState::New, InboxState::Read, InboxState::Answered];

    /// From when it was first opened and last answered, as the inbox records them.
    pub fn of(read_at: Option<&str>, answered_at: Option<&str>) -> InboxState {
        match (read_at, answered_at) {
            (_, Some(_)) => InboxState::Answered,
            (Some(_), None) => InboxState::Read,
            (None, None) => InboxState::New,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            InboxState::New => "new",
            InboxState::Read => "read",
            InboxState::Answered => "answered",
        }
    }

    pub fn parse(code: &str) -> Option<InboxState> {
        InboxState::ALL.into_iter().find(|state| state.code() == code)
    }
}

/// A reply as it is mailed: trimmed, not empty, no NUL, at most [`MAX_MESSAGE_LENGTH`]
/// characters (as long as the message it answers may be).
pub fn check_reply(reply: &str) -> Result<String, Message> {
    let reply = reply.trim();
    if reply.is_empty() {
        return Err(Message::Required);
    }
    if reply.contains('\0') {
        return Err(Message::CharacterNotAllowed);
    }
    if reply.chars().count() > MAX_MESSAGE_LENGTH {
        return Err(Message::MessageTooLong);
    }
    Ok(reply.to_string())
}

/// The mail that answers a message: in its language, the reply first, then the message quoted
/// so the sender sees what is answered.
pub fn reply_mail(locale: Locale, reply: &str, message: &str) -> (String, String) {
    let shop_name = shop_name(locale);
    let subject = match locale {
        Locale::Hy => format!("Պատասխան «{shop_name}»-ից"),
        Locale::Ru => format!("Ответ от {shop_name}"),
        Locale::En => format!("A reply from {shop_name}"),
    };
    let wrote = match locale {
        Locale::Hy => "Դուք գրել էիք՝",
        Locale::Ru => "Вы писали:",
        Locale::En => "You wrote:",
    };
    let quoted: Vec<String> = message.trim().lines().map(|line| format!("> {line}")).collect();
    (subject, format!("{}\n\n{wrote}\n{}\n", reply.trim(), quoted.join("\n")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_new_until_opened_and_answered_once_replied_to() {
        assert_eq!(InboxState::of(None, None), InboxState::New);
        assert_eq!(InboxState::of(Some("2026-12-06T10:00:00Z"), None), InboxState::Read);
        assert_eq!(InboxState::of(Some("2026-12-06T10:00:00Z"), Some("2026-12-06T11:00:00Z")), InboxState::Answered);
        for state in InboxState::ALL {
            assert_eq!(InboxState::parse(state.code()), Some(state));
        }
        assert_eq!(InboxState::parse("spam"), None);
    }

    #[test]
    fn a_reply_is_trimmed_and_refused_empty_with_nul_or_too_long() {
        assert_eq!(check_reply("  Բարև, այո։ \n"), Ok("Բարև, այո։".to_string()));
        assert_eq!(check_reply(" \n "), Err(Message::Required));
        assert_eq!(check_reply("a\0b"), Err(Message::CharacterNotAllowed));
        assert_eq!(check_reply(&"ա".repeat(MAX_MESSAGE_LENGTH)).map(|r| r.chars().count()), Ok(MAX_MESSAGE_LENGTH));
        assert_eq!(check_reply(&"ա".repeat(MAX_MESSAGE_LENGTH + 1)), Err(Message::MessageTooLong));
    }

    #[test]
    fn the_reply_mail_speaks_the_senders_language_and_quotes_their_message() {
        let (subject, body) = reply_mail(Locale::Ru, "Да, доставим завтра.", "Доставите в Гюмри?\nСпасибо");
        assert_eq!(subject, "Ответ от Шука");
        assert_eq!(body, "Да, доставим завтра.\n\nВы писали:\n> Доставите в Гюмри?\n> Спасибо\n");
        assert!(reply_mail(Locale::Hy, "Այո", "Հարց").1.contains("Դուք գրել էիք՝\n> Հարց"));
    }
}
