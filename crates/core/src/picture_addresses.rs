//! Pictures named by their web address, as a catalogue import's `pictures` cell names them: a
//! product's own pictures by the address an export writes (or the one they were fetched from),
//! new ones by an `http(s)://` address on a host the shop's configuration allows. The server
//! fetches only from those hosts, so an import cannot make it reach anything else (its own
//! network, a cloud's metadata address).

use crate::pictures::MAX_PICTURES_PER_PRODUCT;
use crate::validation::Message;

/// The longest address read.
pub const MAX_ADDRESS_LENGTH: usize = 2000;

/// A host of the allow-list as the configuration names it (`cdn.example.am`,
/// `127.0.0.1:8081`), lowercased; none when it is not a host with an optional port.
pub fn allowed_host(entry: &str) -> Option<String> {
    host_and_port(&entry.trim().to_ascii_lowercase())
}

/// `host` or `host:port` as written, when it is a host name with an optional port.
fn host_and_port(authority: &str) -> Option<String> {
    let (host, port) = split_port(authority)?;
    is_host(host).then(|| port.map_or_else(|| host.to_string(), |port| format!("{host}:{port}")))
}

fn split_port(authority: &str) -> Option<(&str, Option<u16>)> {
    match authority.split_once(':') {
        None => Some((authority, None)),
        Some((host, port)) => Some((host, Some(port.parse().ok().filter(|port| *port > 0)?))),
    }
}

fn is_host(host: &str) -> bool {
    !host.is_empty()
        && !host.starts_with(['.', '-'])
        && !host.ends_with(['.', '-'])
        && host.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
}

/// The `host` or `host:port` an `http://` or `https://` address names, lowercased; none for any
/// other address, or one with user information (`https://a.am@b.am/` is not on `a.am`).
fn authority(address: &str) -> Option<String> {
    let lower = address.to_ascii_lowercase();
    let rest = lower.strip_prefix("https://").or_else(|| lower.strip_prefix("http://"))?;
    host_and_port(rest.split(['/', '?', '#', '\\']).next()?)
}

/// Whether a picture may be fetched from `address`: a web address of at most
/// [`MAX_ADDRESS_LENGTH`] characters without spaces, on a host of `allowed` (its port too, when
/// the entry names one).
pub fn check_address(address: &str, allowed: &[String]) -> Result<(), Message> {
    if address.len() > MAX_ADDRESS_LENGTH || address.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(Message::CsvPictureAddress);
    }
    let authority = authority(address).ok_or(Message::CsvPictureAddress)?;
    if allowed.contains(&authority) {
        Ok(())
    } else {
        Err(Message::CsvPictureHostNotAllowed)
    }
}

/// One picture a cell lists, in the cell's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PictureEntry {
    /// The product's picture at this index of its current ones.
    Kept(usize),
    /// A new picture, fetched from this address.
    Fetched(String),
}

/// The product's pictures as an import reads them.
#[derive(Debug, Clone, Copy, Default)]
pub struct CurrentPictures<'a> {
    /// Each picture's address, as an export writes it.
    pub shown: &'a [String],
    /// The address each was fetched from by an import, empty for an upload.
    pub sources: &'a [String],
}

impl CurrentPictures<'_> {
    fn find(&self, address: &str) -> Option<usize> {
        self.shown.iter().position(|shown| shown == address).or_else(|| self.sources.iter().position(|source| source == address))
    }
}

/// Reads a `pictures` cell (addresses between `separator`s) over the product's pictures: the
/// pictures it keeps and those to fetch, in order; a picture named twice counts once. A picture
/// not listed is the product's no more.
pub fn read_cell(cell: &str, separator: char, current: CurrentPictures, allowed: &[String]) -> Result<Vec<PictureEntry>, Message> {
    let mut entries = Vec::new();
    for address in cell.split(separator).map(str::trim).filter(|address| !address.is_empty()) {
        let entry = match current.find(address) {
            Some(index) => PictureEntry::Kept(index),
            None => {
                check_address(address, allowed)?;
                PictureEntry::Fetched(address.to_string())
            }
        };
        if !entries.contains(&entry) {
            entries.push(entry);
        }
    }
    if entries.len() > MAX_PICTURES_PER_PRODUCT {
        return Err(Message::TooManyPictures);
    }
    Ok(entries)
}

/// The addresses a cell's entries are written with: a kept picture's as an export shows it.
pub fn shown(entries: &[PictureEntry], current: CurrentPictures) -> Vec<String> {
    entries
        .iter()
        .map(|entry| match entry {
            PictureEntry::Kept(index) => current.shown.get(*index).cloned().unwrap_or_default(),
            PictureEntry::Fetched(address) => address.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn allowed() -> Vec<String> {
        vec!["cdn.oldshop.am".into(), "127.0.0.1:8081".into()]
    }

    #[test]
    fn only_web_addresses_on_an_allowed_host_are_fetched() {
        let allowed = allowed();
        assert_eq!(check_address("https://cdn.oldshop.am/p/1.jpg", &allowed), Ok(()));
        assert_eq!(check_address("HTTP://CDN.oldshop.am/p/1.jpg?size=big", &allowed), Ok(()));
        assert_eq!(check_address("http://127.0.0.1:8081/a.png", &allowed), Ok(()));
        assert_eq!(check_address("http://127.0.0.1:8082/a.png", &allowed), Err(Message::CsvPictureHostNotAllowed), "another port");
        assert_eq!(check_address("http://127.0.0.1/a.png", &allowed), Err(Message::CsvPictureHostNotAllowed));
        assert_eq!(check_address("https://evil.am/1.jpg", &allowed), Err(Message::CsvPictureHostNotAllowed));
        assert_eq!(check_address("https://cdn.oldshop.am.evil.am/1.jpg", &allowed), Err(Message::CsvPictureHostNotAllowed));
        assert_eq!(check_address("https://cdn.oldshop.am@evil.am/1.jpg", &allowed), Err(Message::CsvPictureAddress), "user information");
        assert_eq!(
            check_address("https://cdn.oldshop.am\\@evil.am/1.jpg", &allowed),
            Ok(()),
            "a backslash ends the host, as a URL parser reads it"
        );
        assert_eq!(check_address("file:///etc/passwd", &allowed), Err(Message::CsvPictureAddress));
        assert_eq!(check_address("cdn.oldshop.am/1.jpg", &allowed), Err(Message::CsvPictureAddress));
        assert_eq!(check_address("https://cdn.oldshop.am/a b.jpg", &allowed), Err(Message::CsvPictureAddress));
        let long = format!("https://cdn.oldshop.am/{}", "a".repeat(MAX_ADDRESS_LENGTH));
        assert_eq!(check_address(&long, &allowed), Err(Message::CsvPictureAddress));
        assert_eq!(check_address("https://cdn.oldshop.am/1.jpg", &[]), Err(Message::CsvPictureHostNotAllowed), "none allowed");
    }

    #[test]
    fn the_configuration_names_hosts_with_or_without_a_port() {
        assert_eq!(allowed_host(" CDN.OldShop.am "), Some("cdn.oldshop.am".into()));
        assert_eq!(allowed_host("127.0.0.1:8081"), Some("127.0.0.1:8081".into()));
        assert_eq!(allowed_host("https://cdn.oldshop.am"), None);
        assert_eq!(allowed_host("cdn.oldshop.am:0"), None);
        assert_eq!(allowed_host("cdn.oldshop.am/images"), None);
        assert_eq!(allowed_host(""), None);
    }

    #[test]
    fn a_cell_keeps_listed_pictures_and_fetches_new_ones_in_order() {
        let addresses = vec!["http://shop/storage/a.jpg".to_string(), "http://shop/storage/b.jpg".to_string()];
        let sources = vec![String::new(), "https://cdn.oldshop.am/b.jpg".to_string()];
        let current = CurrentPictures { shown: &addresses, sources: &sources };
        let allowed = allowed();
        let cell = "https://cdn.oldshop.am/c.jpg | http://shop/storage/a.jpg|https://cdn.oldshop.am/b.jpg|http://shop/storage/a.jpg";
        let entries = read_cell(cell, '|', current, &allowed).unwrap();
        assert_eq!(
            entries,
            vec![PictureEntry::Fetched("https://cdn.oldshop.am/c.jpg".into()), PictureEntry::Kept(0), PictureEntry::Kept(1)],
            "the fetched picture's source names it, and one named twice counts once"
        );
        assert_eq!(shown(&entries, current), ["https://cdn.oldshop.am/c.jpg", "http://shop/storage/a.jpg", "http://shop/storage/b.jpg"]);
        assert_eq!(read_cell("", '|', current, &allowed), Ok(vec![]), "an empty cell lists none");
        assert_eq!(read_cell("http://shop/storage/z.jpg", '|', current, &allowed), Err(Message::CsvPictureHostNotAllowed));
        let many: Vec<String> = (0..=MAX_PICTURES_PER_PRODUCT).map(|n| format!("https://cdn.oldshop.am/{n}.jpg")).collect();
        assert_eq!(read_cell(&many.join("|"), '|', current, &allowed), Err(Message::TooManyPictures));
    }
}
