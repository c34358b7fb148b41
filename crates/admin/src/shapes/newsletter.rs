//! The newsletter's subscribers as staff see them: a page of a search, newest first.

use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Subscriber {
    pub id: i64,
    pub email: String,
    /// The shop's language when they subscribed.
    pub locale: Option<Locale>,
    /// UTC, `YYYY-MM-DDTHH:MM:SSZ`.
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubscriberPage {
    pub subscribers: Vec<Subscriber>,
    pub total: i64,
    pub page: u32,
    pub last_page: u32,
}
