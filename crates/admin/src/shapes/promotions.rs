//! The home page's slides and banners as staff manage them: the list in the order the shop
//! draws them, and one with its captions in every language and its pictures. The editor sends
//! `storefront_core::promotion_edit::PromotionDraft`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;
use storefront_core::promotion_edit::{PromotionKind, Showing};

/// One row of the list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PromotionRow {
    pub id: i64,
    /// The caption as plain text, in the staff member's language, else Armenian; may be empty.
    pub caption: String,
    pub thumbnail_url: Option<String>,
    pub link: String,
    /// On the shop's day today.
    pub showing: Showing,
    pub starts_on: Option<String>,
    pub ends_on: Option<String>,
    /// Languages without a caption (when it has one in any).
    pub missing: Vec<Locale>,
    /// Its place, from 0.
    pub index: u32,
}

/// The list of one kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PromotionList {
    pub kind: PromotionKind,
    pub rows: Vec<PromotionRow>,
    /// The shop's day today, `YYYY-MM-DD`: what "showing" was decided on.
    pub today: String,
}

/// One slide or banner as the editor opens it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PromotionDetail {
    pub id: i64,
    pub kind: PromotionKind,
    /// The version the editor read: a save names it.
    pub version: i64,
    pub enabled: bool,
    pub link: String,
    pub starts_on: Option<String>,
    pub ends_on: Option<String>,
    pub captions: BTreeMap<Locale, String>,
    pub picture_url: Option<String>,
    /// A slide's picture for narrow screens.
    pub mobile_picture_url: Option<String>,
    pub showing: Showing,
}
