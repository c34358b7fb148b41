//! The header and footer menus as staff manage them: every item with its names and where it
//! leads, and what an item may lead to (the pages and categories to choose from).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;
use storefront_core::menu_edit::{MenuKind, MenuTarget};

/// One item, in menu order (each top-level item followed by its sub-items).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MenuEntry {
    pub id: i64,
    pub menu: MenuKind,
    pub parent_id: Option<i64>,
    pub active: bool,
    /// The version the editor read: a save names it.
    pub version: i64,
    /// In the staff member's language, else Armenian.
    pub name: String,
    pub names: BTreeMap<Locale, String>,
    pub target: MenuTarget,
    /// Where it leads, as staff read it: the page's title, the category's path or the address.
    pub leads_to: String,
    /// Its place among its siblings, from 0, and how many siblings there are with it.
    pub index: u32,
    pub siblings: u32,
    pub sub_items: u32,
}

/// A page or category an item may lead to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub id: i64,
    pub label: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MenusView {
    pub items: Vec<MenuEntry>,
    pub pages: Vec<Choice>,
    pub categories: Vec<Choice>,
}
