//! What staff may save as a header or footer menu item: its names in three languages (Armenian
//! required), where it leads (a CMS page, a category, or an address in the shop or on the web),
//! and where it sits: at the top of its menu or under a top-level item of the same menu, the
//! two levels the shop's header, mobile menu and footer draw.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::locale::Locale;
use crate::product_edit::{limit_texts, text_field, Faults};
use crate::validation::{Message, MAX_TEXT_LENGTH};

/// The longest address an item may lead to.
pub const MAX_URL_LENGTH: usize = 500;

/// Which of the shop's two menus an item is in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MenuKind {
    #[default]
    Header,
    Footer,
}

impl MenuKind {
    pub const ALL: [MenuKind; 2] = [MenuKind::Header, MenuKind::Footer];

    /// As stored (`cms_menus.type`) and as the shop's API names it.
    pub fn code(self) -> &'static str {
        match self {
            MenuKind::Header => "header",
            MenuKind::Footer => "footer",
        }
    }

    pub fn parse(code: &str) -> Option<MenuKind> {
        MenuKind::ALL.into_iter().find(|kind| kind.code() == code)
    }
}

/// Where an item leads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum MenuTarget {
    Page {
        page_id: i64,
    },
    Category {
        category_id: i64,
    },
    /// A path in the shop (`/blog`) or a web address (`https://…`).
    Url {
        url: String,
    },
}

impl Default for MenuTarget {
    fn default() -> Self {
        MenuTarget::Url { url: String::new() }
    }
}

/// The menu item editor's form as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MenuItemDraft {
    pub menu: MenuKind,
    pub parent_id: Option<i64>,
    pub active: bool,
    pub names: BTreeMap<Locale, String>,
    pub target: MenuTarget,
}

/// A draft that passed every check: names trimmed (the empty ones left out), the address
/// trimmed. Where it sits is checked against the stored menus ([`placement`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedMenuItem {
    pub menu: MenuKind,
    pub parent_id: Option<i64>,
    pub active: bool,
    pub names: BTreeMap<Locale, String>,
    pub target: MenuTarget,
}

/// Reads and checks a draft: every fault at once (`name_hy`…, `url`, `target`), or the item.
pub fn check(draft: &MenuItemDraft) -> Result<CheckedMenuItem, Faults> {
    let mut faults = Faults::new();
    let mut names = BTreeMap::new();
    for (locale, name) in &draft.names {
        let name = name.trim();
        limit_texts(&mut faults, *locale, &[("name", name, MAX_TEXT_LENGTH, Message::TooLong)]);
        if !name.is_empty() {
            names.insert(*locale, name.to_string());
        }
    }
    if !names.contains_key(&Locale::Hy) && !faults.contains_key(&text_field("name", Locale::Hy)) {
        faults.insert(text_field("name", Locale::Hy), Message::Required);
    }
    let target = match &draft.target {
        MenuTarget::Url { url } => {
            let url = url.trim();
            if url.is_empty() {
                faults.insert("url".into(), Message::Required);
            } else if !is_address(url) {
                faults.insert("url".into(), Message::MenuUrlFormat);
            }
            MenuTarget::Url { url: url.to_string() }
        }
        MenuTarget::Page { page_id } if *page_id < 1 => {
            faults.insert("target".into(), Message::Required);
            draft.target.clone()
        }
        MenuTarget::Category { category_id } if *category_id < 1 => {
            faults.insert("target".into(), Message::Required);
            draft.target.clone()
        }
        other => other.clone(),
    };
    match faults.is_empty() {
        true => Ok(CheckedMenuItem { menu: draft.menu, parent_id: draft.parent_id, active: draft.active, names, target }),
        false => Err(faults),
    }
}

/// A path in the shop (one slash, not `//`, which a browser reads as another host) or an http(s)
/// address; no spaces or control characters, at most [`MAX_URL_LENGTH`].
pub(crate) fn is_address(url: &str) -> bool {
    let lower = url.to_ascii_lowercase();
    let shaped = (url.starts_with('/') && !url.starts_with("//"))
        || ((lower.starts_with("https://") || lower.starts_with("http://"))
            && url.split("://").nth(1).is_some_and(|rest| !rest.is_empty()));
    shaped && url.chars().count() <= MAX_URL_LENGTH && !url.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// One stored item, as [`placement`] needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placed {
    pub id: i64,
    pub parent_id: Option<i64>,
    pub menu: MenuKind,
}

/// Whether item `id` (`None`: a new one) may sit in `menu` under `parent` (`None`: the top): the
/// parent must be a top-level item of the same menu, and an item with sub-items stays at the top.
pub fn placement(items: &[Placed], id: Option<i64>, menu: MenuKind, parent: Option<i64>) -> Result<(), Message> {
    let Some(parent) = parent else { return Ok(()) };
    let Some(above) = items.iter().find(|item| item.id == parent && Some(item.id) != id) else {
        return Err(if Some(parent) == id { Message::MenuTooDeep } else { Message::UnknownMenuItem });
    };
    if above.menu != menu {
        return Err(Message::UnknownMenuItem);
    }
    let has_sub_items = id.is_some_and(|id| items.iter().any(|item| item.parent_id == Some(id)));
    if above.parent_id.is_some() || has_sub_items {
        return Err(Message::MenuTooDeep);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(names: &[(Locale, &str)], target: MenuTarget) -> MenuItemDraft {
        MenuItemDraft {
            menu: MenuKind::Header,
            parent_id: None,
            active: true,
            names: names.iter().map(|(locale, name)| (*locale, name.to_string())).collect(),
            target,
        }
    }

    fn url(address: &str) -> MenuTarget {
        MenuTarget::Url { url: address.into() }
    }

    #[test]
    fn an_item_needs_an_armenian_name_and_somewhere_to_lead() {
        let checked = check(&draft(&[(Locale::Hy, " Առաքում "), (Locale::Ru, " ")], MenuTarget::Page { page_id: 3 })).unwrap();
        assert_eq!(checked.names, BTreeMap::from([(Locale::Hy, "Առաքում".to_string())]), "empty names are left out");
        let faults = check(&draft(&[(Locale::En, "Delivery")], url(" "))).unwrap_err();
        assert_eq!(faults.get("name_hy"), Some(&Message::Required));
        assert_eq!(faults.get("url"), Some(&Message::Required));
        let faults = check(&draft(&[(Locale::Hy, "Ա\0")], MenuTarget::Category { category_id: 0 })).unwrap_err();
        assert_eq!(faults.get("name_hy"), Some(&Message::CharacterNotAllowed));
        assert_eq!(faults.get("target"), Some(&Message::Required));
    }

    #[test]
    fn an_address_is_a_path_in_the_shop_or_a_web_address() {
        for good in ["/blog", "/shop/catalog/womens-clothing?sort=new", "https://www.instagram.com/shuka.am", "HTTP://example.am/a"] {
            assert_eq!(check(&draft(&[(Locale::Hy, "Ա")], url(good))).map(|c| c.target), Ok(url(good)), "{good}");
        }
        for bad in ["//evil.example", "javascript:alert(1)", "blog", "https://", "/a b", "/a\u{7}", "mailto:info@shuka.am"] {
            assert_eq!(check(&draft(&[(Locale::Hy, "Ա")], url(bad))).unwrap_err().get("url"), Some(&Message::MenuUrlFormat), "{bad}");
        }
        let long = format!("/{}", "a".repeat(MAX_URL_LENGTH));
        assert_eq!(check(&draft(&[(Locale::Hy, "Ա")], url(&long))).unwrap_err().get("url"), Some(&Message::MenuUrlFormat));
    }

    #[test]
    fn menus_have_two_levels() {
        let items = [
            Placed { id: 1, parent_id: None, menu: MenuKind::Header },
            Placed { id: 2, parent_id: Some(1), menu: MenuKind::Header },
            Placed { id: 3, parent_id: None, menu: MenuKind::Footer },
            Placed { id: 4, parent_id: None, menu: MenuKind::Header },
        ];
        assert_eq!(placement(&items, None, MenuKind::Header, Some(1)), Ok(()));
        assert_eq!(placement(&items, Some(4), MenuKind::Header, None), Ok(()));
        assert_eq!(placement(&items, None, MenuKind::Header, Some(2)), Err(Message::MenuTooDeep), "under a sub-item");
        assert_eq!(placement(&items, Some(1), MenuKind::Header, Some(4)), Err(Message::MenuTooDeep), "an item with sub-items");
        assert_eq!(placement(&items, Some(4), MenuKind::Header, Some(4)), Err(Message::MenuTooDeep), "under itself");
        assert_eq!(placement(&items, None, MenuKind::Header, Some(3)), Err(Message::UnknownMenuItem), "under another menu's item");
        assert_eq!(placement(&items, None, MenuKind::Header, Some(99)), Err(Message::UnknownMenuItem));
    }
}
