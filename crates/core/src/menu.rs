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

/// A CMS menu entry as the header, the mobile menu and the footer show it: where it leads, the
/// message id of its label and the name to show when there is no such message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct MenuLink {
    pub id: u64,
    /// A path inside the shop, or an external address.
    pub to: String,
    pub label_id: String,
    pub name: String,
    pub external: bool,
    pub children: Vec<MenuLink>,
}

fn field<'a>(item: &'a serde_json::Value, key: &str) -> Option<&'a str> {
    item.get(key).and_then(serde_json::Value::as_str)
}

/// Where an item of `GET /api/cms/menus` leads: its url key, else its page ([`menu_item_link`]);
/// an item with neither follows its custom url (a web address, a path, or a page's key).
fn menu_target(item: &serde_json::Value) -> String {
    let source = MenuLinkSource {
        name: field(item, "name").unwrap_or_default().to_string(),
        url_key: field(item, "url_key").map(str::to_string),
        page_id: item.get("page_id").and_then(serde_json::Value::as_u64),
    };
    let link = menu_item_link(&source);
    let custom = field(item, "custom-url").map(str::trim).unwrap_or_default();
    if link != "/" || custom.is_empty() {
        return link;
    }
    if is_web_address(custom) || custom.starts_with('/') {
        custom.to_string()
    } else {
        format!("/page/{custom}")
    }
}

fn is_web_address(text: &str) -> bool {
    let lower = text.get(..8).unwrap_or(text).to_ascii_lowercase();
    lower.starts_with("http://") || lower.starts_with("https://")
}

/// The blog has its own fixed nav entry; a CMS item leading there is left out.
fn is_blog_entry(item: &serde_json::Value) -> bool {
    let key = field(item, "url_key").map(|key| key.trim().to_lowercase());
    matches!(key.as_deref(), Some("blog" | "blogs")) || item.pointer("/links/first").and_then(serde_json::Value::as_str) == Some("/blog")
}

/// The menus of one type (`header`, `footer`) of a `GET /api/cms/menus` answer's `data`: in
/// their position's order (then by id), without blog entries, each with its link and label.
pub fn menu_links(items: &[serde_json::Value], kind: &str) -> Vec<MenuLink> {
    let of_kind: Vec<&serde_json::Value> = items.iter().filter(|item| field(item, "type") == Some(kind)).collect();
    links_of(&of_kind)
}

fn links_of(items: &[&serde_json::Value]) -> Vec<MenuLink> {
    let number = |item: &serde_json::Value, key: &str| item.get(key).and_then(serde_json::Value::as_i64).unwrap_or(0);
    let mut sorted: Vec<&serde_json::Value> = items.to_vec();
    sorted.sort_by_key(|item| (number(item, "position"), number(item, "id")));
    sorted
        .into_iter()
        .filter(|item| !is_blog_entry(item))
        .map(|item| {
            let to = menu_target(item);
            let name = field(item, "name").unwrap_or_default().to_string();
            let children: Vec<&serde_json::Value> =
                item.get("childs").and_then(serde_json::Value::as_array).map(|list| list.iter().collect()).unwrap_or_default();
            MenuLink {
                id: number(item, "id").max(0) as u64,
                external: is_web_address(&to),
                to,
                label_id: menu_label_id(&name),
                name,
                children: links_of(&children),
            }
        })
        .collect()
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

    #[test]
    fn menu_links_keep_one_type_in_order_without_the_blog() {
        let items = serde_json::json!([
            { "id": 3, "type": "header", "position": 2, "name": "Help", "custom-url": "https://help.example/", "childs": [
                { "id": 9, "type": "header", "position": 1, "name": "Returns", "url_key": "returns" }
            ] },
            { "id": 1, "type": "header", "position": 1, "name": "About Us", "page_id": 4 },
            { "id": 2, "type": "header", "position": 1, "name": "Blog", "url_key": "blog" },
            { "id": 5, "type": "footer", "position": 0, "name": "Terms", "custom-url": "terms" }
        ]);
        let header = menu_links(items.as_array().unwrap(), "header");
        let shown: Vec<(&str, &str, bool)> = header.iter().map(|link| (link.label_id.as_str(), link.to.as_str(), link.external)).collect();
        assert_eq!(shown, [("about.us", "/page/4", false), ("help", "https://help.example/", true)]);
        assert_eq!(header[1].children[0].to, "/page/returns");
        assert_eq!(menu_links(items.as_array().unwrap(), "footer")[0].to, "/page/terms");
    }
}
