//! The shop's social network links as staff edit them: web addresses in the footer's order,
//! each shown or not. The icon follows the address: the shop draws the networks it knows (by the
//! link's host) and a globe for any other site, so nothing is uploaded for an icon.

use serde::{Deserialize, Serialize};

use crate::product_edit::Faults;
use crate::validation::{Message, MAX_TEXT_LENGTH};

/// The most links the footer shows.
pub const MAX_LINKS: usize = 12;

/// (icon, the hosts of its network): a link to one of these hosts, or to a host under one,
/// shows that network's icon.
const NETWORKS: [(&str, &[&str]); 5] = [
    ("facebook.svg", &["facebook.com", "fb.com", "fb.me"]),
    ("instagram.svg", &["instagram.com"]),
    ("telegram.svg", &["t.me", "telegram.me", "telegram.org"]),
    ("youtube.svg", &["youtube.com", "youtu.be"]),
    ("linkedin.svg", &["linkedin.com"]),
];

/// The icon of a link to any other site.
pub const OTHER_SITE_ICON: &str = "web.svg";

/// Every icon a link may show.
pub const ICON_NAMES: [&str; 6] = [NETWORKS[0].0, NETWORKS[1].0, NETWORKS[2].0, NETWORKS[3].0, NETWORKS[4].0, OTHER_SITE_ICON];

/// A link as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LinkDraft {
    pub link: String,
    pub enabled: bool,
}

/// A link as stored, with the icon its address shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CheckedLink {
    pub link: String,
    pub icon: &'static str,
    pub enabled: bool,
}

/// The host of a web address (`https://` or `http://`), lowercased and without `www.`; none for
/// anything else.
fn host(link: &str) -> Option<String> {
    let lower = link.to_ascii_lowercase();
    let rest = lower.strip_prefix("https://").or_else(|| lower.strip_prefix("http://"))?;
    let authority = rest.split(['/', '?', '#']).next()?;
    let host = authority.rsplit('@').next()?.split(':').next()?;
    let host = host.strip_prefix("www.").unwrap_or(host);
    let valid = host.contains('.')
        && !host.starts_with('.')
        && !host.ends_with('.')
        && host.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    valid.then(|| host.to_string())
}

/// The icon a link shows: its network's, else the globe.
pub fn icon_for(link: &str) -> &'static str {
    let Some(host) = host(link.trim()) else { return OTHER_SITE_ICON };
    NETWORKS
        .iter()
        .find(|(_, hosts)| hosts.iter().any(|known| host == *known || host.ends_with(&format!(".{known}"))))
        .map_or(OTHER_SITE_ICON, |(icon, _)| icon)
}

/// The field name of a link's field, as [`Faults`] names it: `links.2.link`.
pub fn link_field(index: usize) -> String {
    format!("links.{index}.link")
}

/// Trimmed and checked, every fault at once: each a web address (`https://…`) of at most
/// [`MAX_TEXT_LENGTH`] characters, none twice, at most [`MAX_LINKS`] (`links`).
pub fn check(links: &[LinkDraft]) -> Result<Vec<CheckedLink>, Faults> {
    let mut faults = Faults::new();
    if links.len() > MAX_LINKS {
        faults.insert("links".into(), Message::TooManyLinks);
    }
    let mut checked: Vec<CheckedLink> = Vec::new();
    for (index, draft) in links.iter().enumerate() {
        let link = draft.link.trim().to_string();
        let fault = if link.is_empty() {
            Some(Message::Required)
        } else if link.chars().count() > MAX_TEXT_LENGTH {
            Some(Message::TooLong)
        } else if link.chars().any(|c| c.is_whitespace() || c.is_control()) || host(&link).is_none() {
            Some(Message::WebAddressInvalid)
        } else if checked.iter().any(|known| known.link.eq_ignore_ascii_case(&link)) {
            Some(Message::LinkTwice)
        } else {
            None
        };
        match fault {
            Some(message) => {
                faults.insert(link_field(index), message);
            }
            None => checked.push(CheckedLink { icon: icon_for(&link), link, enabled: draft.enabled }),
        }
    }
    match faults.is_empty() {
        true => Ok(checked),
        false => Err(faults),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(link: &str) -> LinkDraft {
        LinkDraft { link: link.into(), enabled: true }
    }

    #[test]
    fn a_link_shows_its_networks_icon_and_any_other_site_the_globe() {
        assert_eq!(icon_for("https://www.facebook.com/shuka.am"), "facebook.svg");
        assert_eq!(icon_for("https://m.facebook.com/shuka.am"), "facebook.svg");
        assert_eq!(icon_for("HTTPS://T.ME/shuka_am"), "telegram.svg");
        assert_eq!(icon_for("https://youtu.be/abc"), "youtube.svg");
        assert_eq!(icon_for("https://notfacebook.com/x"), OTHER_SITE_ICON, "a host merely ending in the name");
        assert_eq!(icon_for("https://facebook.com.evil.am/x"), OTHER_SITE_ICON);
        assert_eq!(icon_for("https://shuka.am/blog"), OTHER_SITE_ICON);
    }

    #[test]
    fn links_are_web_addresses_each_once_and_every_fault_is_named() {
        let links = [
            draft(" https://www.instagram.com/shuka.am "),
            draft("javascript:alert(1)"),
            draft(""),
            draft("https://www.INSTAGRAM.com/shuka.am"),
            draft("https://exa mple.am"),
            draft(&format!("https://shuka.am/{}", "a".repeat(MAX_TEXT_LENGTH))),
            LinkDraft { link: "http://vk.com/shuka".into(), enabled: false },
        ];
        let faults = check(&links).unwrap_err();
        assert_eq!(
            faults,
            Faults::from([
                (link_field(1), Message::WebAddressInvalid),
                (link_field(2), Message::Required),
                (link_field(3), Message::LinkTwice),
                (link_field(4), Message::WebAddressInvalid),
                (link_field(5), Message::TooLong),
            ])
        );
        let fine = check(&[links[0].clone(), links[6].clone()]).unwrap();
        assert_eq!(
            fine,
            [
                CheckedLink { link: "https://www.instagram.com/shuka.am".into(), icon: "instagram.svg", enabled: true },
                CheckedLink { link: "http://vk.com/shuka".into(), icon: OTHER_SITE_ICON, enabled: false },
            ]
        );
        assert_eq!(check(&vec![draft("https://a.am"); MAX_LINKS + 1]).unwrap_err().get("links"), Some(&Message::TooManyLinks));
        assert_eq!(check(&[]), Ok(Vec::new()), "a shop may show none");
    }
}
