//! What the newsletter and contact forms do around their requests (spec section 4).

use serde::{Deserialize, Serialize};

/// The newsletter block: idle, loading, then the server's text in success or error style.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", content = "text", rename_all = "camelCase")]
pub enum NewsletterState {
    #[default]
    Idle,
    Loading,
    Success(String),
    Error(String),
}

impl NewsletterState {
    /// The server answered: its text is shown as it is, in the matching style.
    pub fn answered(ok: bool, text: &str) -> NewsletterState {
        if ok { NewsletterState::Success(text.to_string()) } else { NewsletterState::Error(text.to_string()) }
    }

    /// The request itself failed (network): nothing is shown, only logged.
    pub fn request_failed() -> NewsletterState {
        NewsletterState::Idle
    }

    /// The e-mail input is cleared once the request finishes, whatever the outcome.
    pub fn clears_input(&self) -> bool {
        !matches!(self, NewsletterState::Loading)
    }
}

/// The contact form's success reply.
pub const CONTACT_SENT_REPLY: &str = "email sent successfully";
pub const CONTACT_THANKS_ROUTE: &str = "/thanksforMessage";
pub const REGISTRATION_THANKS_ROUTE: &str = "/thanks-for-registration";

/// Where the contact form goes after the server replied: the thanks page only on success.
pub fn contact_next_route(reply: &str) -> Option<&'static str> {
    (reply.trim().trim_matches('"') == CONTACT_SENT_REPLY).then_some(CONTACT_THANKS_ROUTE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newsletter_shows_server_text_in_its_style() {
        assert_eq!(NewsletterState::answered(true, "Subscribed"), NewsletterState::Success("Subscribed".into()));
        assert_eq!(NewsletterState::answered(false, "Already subscribed"), NewsletterState::Error("Already subscribed".into()));
        assert_eq!(NewsletterState::request_failed(), NewsletterState::Idle);
        assert!(!NewsletterState::Loading.clears_input());
        assert!(NewsletterState::answered(false, "x").clears_input());
        let json = serde_json::to_value(NewsletterState::Success("ok".into())).unwrap();
        assert_eq!(json, serde_json::json!({"status": "success", "text": "ok"}));
    }

    #[test]
    fn contact_goes_to_thanks_only_on_the_success_reply() {
        assert_eq!(contact_next_route("email sent successfully"), Some("/thanksforMessage"));
        assert_eq!(contact_next_route("\"email sent successfully\""), Some("/thanksforMessage"));
        assert_eq!(contact_next_route("error"), None);
    }
}
