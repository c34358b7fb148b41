//! One outbox row as an Internet message: plain UTF-8 text, whatever it is about (order
//! confirmations, password resets, contact-form messages).

use lettre::address::AddressError;
use lettre::message::header::ContentType;
use lettre::message::Mailbox;
use lettre::Message;

use storefront_db::checkout::outbox::OutboxRow;

#[derive(Debug, thiserror::Error)]
pub enum ComposeError {
    #[error("invalid recipient {recipient:?}: {source}")]
    Recipient { recipient: String, source: AddressError },
    #[error("cannot build the message: {0}")]
    Build(#[from] lettre::error::Error),
}

/// The message for `row` from `from`. lettre encodes what is not ASCII (the subject as RFC 2047
/// words, the body as quoted-printable or base64), so Armenian and Russian text arrive intact
/// through any relay, 8-bit clean or not.
pub fn compose(row: &OutboxRow, from: &Mailbox) -> Result<Message, ComposeError> {
    let to: Mailbox =
        row.recipient.trim().parse().map_err(|source| ComposeError::Recipient { recipient: row.recipient.clone(), source })?;
    let message = Message::builder()
        .from(from.clone())
        .to(to)
        .subject(row.subject.as_str())
        .message_id(Some(message_id(row, from)))
        // text/plain; charset=utf-8
        .header(ContentType::TEXT_PLAIN)
        .body(row.body.clone())?;
    Ok(message)
}

/// `<outbox.{id}.{created}@{sender's domain}>`: the same for every attempt at one row, so a
/// mail that went out but was not marked sent (a crash between the two) and is sent again can be
/// recognised as a duplicate by the receiving side; the creation time keeps ids unique across a
/// database that was reset and counts from 1 again.
pub fn message_id(row: &OutboxRow, from: &Mailbox) -> String {
    let created: String = row.created_at.chars().filter(char::is_ascii_digit).collect();
    format!("<outbox.{}.{created}@{}>", row.id, from.email.domain())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(recipient: &str) -> OutboxRow {
        OutboxRow {
            id: 42,
            recipient: recipient.into(),
            subject: "Ձեր պատվերը #000000042 ընդունված է".into(),
            body: "Շնորհակալություն գնումների համար, Անի!\n".into(),
            attempts: 0,
            created_at: "2026-11-21T05:55:00Z".into(),
        }
    }

    #[test]
    fn a_row_becomes_plain_utf8_text_with_a_stable_message_id() {
        let from: Mailbox = "Shuka <no-reply@shuka.am>".parse().unwrap();
        let message = compose(&row("ani@example.am"), &from).unwrap();
        let text = String::from_utf8(message.formatted()).unwrap();
        assert!(text.contains("Content-Type: text/plain; charset=utf-8"), "{text}");
        assert!(text.contains("Message-ID: <outbox.42.20261121055500@shuka.am>"), "{text}");
        assert!(text.contains("To: ani@example.am"), "{text}");
        assert!(text.is_ascii(), "non-ASCII text is encoded: {text}");
        let envelope = message.envelope();
        assert_eq!(envelope.to().iter().map(ToString::to_string).collect::<Vec<_>>(), ["ani@example.am"]);
        assert_eq!(envelope.from().map(ToString::to_string).as_deref(), Some("no-reply@shuka.am"));
    }

    #[test]
    fn a_bad_recipient_is_an_error_not_a_panic() {
        let from: Mailbox = "no-reply@shuka.am".parse().unwrap();
        assert!(matches!(compose(&row("not an address"), &from), Err(ComposeError::Recipient { .. })));
    }
}
