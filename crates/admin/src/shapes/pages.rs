//! The CMS pages as staff manage them: the list, one page with its texts in every language, and
//! the draft the editor sends (`storefront_core::page_edit::PageDraft`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;
use storefront_core::page_edit::PageTexts;

/// One row of the pages' list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageRow {
    pub id: i64,
    /// In the staff member's language, else Armenian.
    pub title: String,
    pub url_key: String,
    pub published: bool,
    /// Languages without a title.
    pub missing: Vec<Locale>,
    /// UTC, `YYYY-MM-DDTHH:MM:SSZ`.
    pub updated_at: String,
}

/// One page as the editor opens it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageDetail {
    pub id: i64,
    /// The version the editor read: a save names it.
    pub version: i64,
    pub url_key: String,
    pub published: bool,
    pub texts: BTreeMap<Locale, PageTexts>,
    /// Menu items that link to it (it cannot be deleted while any does).
    pub menu_links: i64,
}
