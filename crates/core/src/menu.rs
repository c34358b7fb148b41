//! Menus built from server content: where an item links, how its label is translated, which
//! departments come first and how the footer splits into columns.

use serde::{Deserialize, Serialize};

/// The departments that lead the departments dropdown, in this order.
pub const PREFERRED_DEPARTMENTS: [&str; 3] = ["womens-clothing", "mens-clothing", "mankakan-hagust"];

/// How many footer links go in the first column.
pub const FOOTER_FIRST_COLUMN: usize = 5;

/// The parts of a CMS menu item that decide its link and label.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MenuLinkSource {
    pub name: String,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub url_key: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub page_id: Option<u64>,
}

/// A menu item links to its own url key when it has one, otherwise to `/page/{page_id}`;
/// an item with neither links home.
pub fn menu_item_link(item: &MenuLinkSource) -> String {
    match (item.url_key.as_deref().map(str::trim).filter(|k| !k.is_empty()), item.page_id) {
        (Some(key), _) => format!("/page/{}", key.trim_start_matches('/')),
        (None, Some(id)) => format!("/page/{id}"),
        (None, None) => "/".to_string(),
    }
}

/// The translation id of a menu label: the name lowercased, spaces turned into dots
/// ("About Us" → "about.us").
pub fn menu_label_id(name: &str) -> String {
    name.trim().to_lowercase().split_whitespace().collect::<Vec<_>>().join(".")
}

/// Orders departments: the preferred slugs first (in their order), then the rest as given.
pub fn order_departments<T>(departments: Vec<T>, slug: impl Fn(&T) -> &str) -> Vec<T> {
    let rank = |item: &T| PREFERRED_DEPARTMENTS.iter().position(|p| *p == slug(item)).unwrap_or(PREFERRED_DEPARTMENTS.len());
    let mut indexed: Vec<(usize, usize, T)> = departments.into_iter().enumerate().map(|(i, item)| (rank(&item), i, item)).collect();
    indexed.sort_by_key(|(rank, i, _)| (*rank, *i));
    indexed.into_iter().map(|(_, _, item)| item).collect()
}

/// Splits footer links: the first five in the first column, the rest in the second.
pub fn footer_columns<T>(links: &[T]) -> (&[T], &[T]) {
    links.split_at(links.len().min(FOOTER_FIRST_COLUMN))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(name: &str, url_key: Option<&str>, page_id: Option<u64>) -> MenuLinkSource {
        MenuLinkSource { name: name.into(), url_key: url_key.map(Into::into), page_id }
    }

    #[test]
    fn links_by_url_key_else_page_id() {
        assert_eq!(menu_item_link(&item("About", Some("about-us"), Some(3))), "/page/about-us");
        assert_eq!(menu_item_link(&item("Terms", None, Some(18))), "/page/18");
        assert_eq!(menu_item_link(&item("Terms", Some(" "), Some(18))), "/page/18");
        assert_eq!(menu_item_link(&item("Nothing", None, None)), "/");
    }

    #[test]
    fn label_id_is_lowercased_with_dots_for_spaces() {
        assert_eq!(menu_label_id("About Us"), "about.us");
        assert_eq!(menu_label_id("Delivery  and Payment"), "delivery.and.payment");
        assert_eq!(menu_label_id("Մեր Մասին"), "մեր.մասին");
    }

    #[test]
    fn preferred_departments_come_first_in_their_order() {
        let slugs = vec!["tools", "mankakan-hagust", "shoes", "womens-clothing", "mens-clothing"];
        let ordered = order_departments(slugs, |s| s);
        assert_eq!(ordered, ["womens-clothing", "mens-clothing", "mankakan-hagust", "tools", "shoes"]);
    }

    #[test]
    fn first_five_footer_links_go_in_the_first_column() {
        let links = [1, 2, 3, 4, 5, 6, 7];
        assert_eq!(footer_columns(&links), (&links[..5], &links[5..]));
        let few = [1, 2];
        assert_eq!(footer_columns(&few), (&few[..], &[][..]));
    }
}
