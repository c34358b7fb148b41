//! Blog posts as staff manage them: the list, newest publish day first, and one post with its
//! texts in every language and its picture. The editor sends
//! `storefront_core::post_edit::PostDraft`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;
use storefront_core::post_edit::{PostState, PostTexts};

/// One row of the posts' list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostRow {
    pub id: i64,
    /// In the staff member's language, else Armenian.
    pub title: String,
    pub url_key: String,
    pub state: PostState,
    pub publish_on: String,
    pub thumbnail_url: Option<String>,
    /// Languages without a title.
    pub missing: Vec<Locale>,
}

/// One post as the editor opens it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostDetail {
    pub id: i64,
    /// The version the editor read: a save names it.
    pub version: i64,
    pub url_key: String,
    pub published: bool,
    pub publish_on: String,
    pub state: PostState,
    pub picture_url: Option<String>,
    pub texts: BTreeMap<Locale, PostTexts>,
}
