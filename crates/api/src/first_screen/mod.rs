//! The first screen of a storefront page, drawn by the server into the shell's document so a
//! phone paints the page before any script has arrived, and a crawler or a browser without
//! script reads it and follows its links.
//!
//! Each screen is drawn from the API's own answers (asked of the endpoints in-process, see
//! [`answers`]), in the shopper's language and currency from the preferences cookie the shell
//! writes (core `state::Preferences`), with the shell's messages and the core's rules (prices,
//! shop queries, pagination, plurals), in the markup and classes of the shell's components so
//! the boxes are the same when the shell takes over. The answers go into the document as a JSON
//! data block; the shell answers its first calls from it (`app-shell/src/shared/api/firstScreen.ts`)
//! and replaces this markup with its own render once that render is complete (`main.tsx`).
//!
//! Drawn: home, the catalogue and its category pages, the new collection, the sales, a search's
//! results, a product, a blog post and a CMS page. Any other page (cart, checkout, account) keeps
//! the shell's preloader: it is the shopper's own, and drawn in the browser.

mod answers;
mod content;
mod home;
pub mod kept;
mod layout;
mod listing;
mod parts;
mod product;
mod search;
mod texts;

use std::sync::Arc;

use axum::Router;
use maud::{html, Markup};
use storefront_core::menu::menu_links;
use storefront_core::money::Currency;
use storefront_core::state::Preferences;

use crate::catalog::Catalogue;
use crate::seo::{self, PageHead};
pub use answers::answer_key;
use answers::Answers;
use kept::{Found, KeptPages, Page, Stand};
use listing::{Listing, Source};
use storefront_db::staff::audit;
use texts::Texts;

/// What one screen is drawn with.
pub struct Screen<'a> {
    pub texts: Texts,
    pub currency: Currency,
    pub answers: Answers<'a>,
}

impl Screen<'_> {
    /// The `locale` and `currency` parameters every priced call takes.
    pub fn scope<'p>(&self) -> Vec<(&'p str, String)> {
        vec![("locale", self.texts.locale.code().to_string()), ("currency", self.currency.code().to_string())]
    }
}

/// A picture the document asks for first, at the size the screen shows it.
pub struct Preload {
    pub href: String,
    pub srcset: Option<String>,
    pub sizes: Option<&'static str>,
    pub media: Option<&'static str>,
}

/// A drawn first screen: the markup for the shell's root, the answers it was drawn from (JSON,
/// safe inside a script element) and the pictures to preload.
pub struct Drawn {
    pub html: String,
    pub answers: String,
    pub preloads: Vec<Preload>,
}

/// `%XX` escapes of a path segment decoded (as the shell's router decodes its parameters).
fn decoded(segment: &str) -> String {
    percent_encoding::percent_decode_str(segment).decode_utf8_lossy().into_owned()
}

/// The first screen of the page at `path`, for the shopper whose preferences these are; `None`
/// for a page that is not drawn by the server, or whose data is missing (the shell then shows
/// its own not-found or error state).
pub async fn draw(api: &Router, path: &str, query: &str, preferences: Preferences) -> Option<Drawn> {
    let mut screen = Screen { texts: Texts::new(preferences.locale), currency: preferences.currency, answers: Answers::new(api) };
    let segments: Vec<String> = path.split('/').filter(|segment| !segment.is_empty()).map(decoded).collect();
    let segments: Vec<&str> = segments.iter().map(String::as_str).collect();
    let mut preloads = Vec::new();
    let mut search_word = None;
    let content: Markup = match segments.as_slice() {
        [] => {
            let (markup, lead) = home::home(&mut screen).await?;
            if let Some(lead) = lead {
                if let Some(narrow) = lead.narrow {
                    preloads.push(Preload { href: narrow, srcset: None, sizes: None, media: Some(home::NARROW_SCREEN) });
                    preloads.push(Preload { href: lead.wide, srcset: None, sizes: None, media: Some("(min-width: 768px)") });
                } else {
                    preloads.push(Preload { href: lead.wide, srcset: None, sizes: None, media: None });
                }
            }
            markup
        }
        ["shop", "catalog"] => listing::listing(&mut screen, Listing { source: Source::Catalog, slug: None }, query).await?,
        ["shop", "catalog", "search", word] => {
            search_word = Some(word.to_string());
            search::results(&mut screen, word, query).await?
        }
        ["shop", "catalog", slug] => listing::listing(&mut screen, Listing { source: Source::Catalog, slug: Some(slug) }, query).await?,
        ["shop", "newCollection"] => listing::listing(&mut screen, Listing { source: Source::New, slug: None }, query).await?,
        ["shop", "saledProducts"] => listing::listing(&mut screen, Listing { source: Source::Sales, slug: None }, query).await?,
        ["shop", "products", slug, _parent] => {
            let (markup, lead) = product::product(&mut screen, slug).await?;
            if let Some(lead) = lead {
                preloads.push(Preload { href: lead.src, srcset: lead.srcset, sizes: Some(lead.sizes), media: None });
            }
            markup
        }
        ["blog", slug] => {
            let (markup, image) = content::blog_post(&mut screen, slug).await?;
            if let Some(image) = image {
                preloads.push(Preload { href: image, srcset: None, sizes: None, media: None });
            }
            markup
        }
        ["page", key] => content::cms_page(&mut screen, key).await?,
        _ => return None,
    };
    let locale = ("locale", screen.texts.locale.code().to_string());
    let menus = screen.answers.get("/api/cms/menus", &[locale]).await;
    let items =
        menus.as_ref().and_then(|menus| menus.get("data")).and_then(serde_json::Value::as_array).map(Vec::as_slice).unwrap_or_default();
    let header_menu = menu_links(items, "header");
    let page = layout::frame(&screen.texts, screen.currency, path, search_word.as_deref(), &header_menu, content);
    Some(Drawn { html: page.into_string(), answers: screen.answers.embedded(), preloads })
}

/// Draws storefront pages, each from the endpoints' answers (`api`, the endpoints router asked
/// in-process), and keeps them (`kept`).
#[derive(Clone)]
pub struct Drawing {
    api: Router,
    kept: KeptPages,
}

impl Drawing {
    pub fn new(api: Router) -> Self {
        Drawing { api, kept: KeptPages::default() }
    }

    /// The page at `path?query` for the shopper whose preferences these are: kept, or drawn.
    pub async fn page(&self, catalogue: &Catalogue, path: &str, query: &str, preferences: Preferences) -> Arc<Page> {
        let key = format!("{path}?{query}|{}|{}", preferences.locale.code(), preferences.currency.code());
        let version = match audit::latest_id(&catalogue.db).await {
            Ok(staff_action) => Stand { catalogue: catalogue.version(), staff_action },
            // Unknown: drawn afresh, not kept.
            Err(error) => {
                tracing::warn!(%error, "cannot read the newest staff action");
                return Arc::new(self.draw_page(catalogue, path, query, preferences).await);
            }
        };
        match self.kept.get(&key, version) {
            Found::Fresh(page) => page,
            Found::Refresh(page) => {
                let (drawing, catalogue, path, query) = (self.clone(), catalogue.clone(), path.to_owned(), query.to_owned());
                tokio::spawn(async move {
                    let fresh = drawing.draw_page(&catalogue, &path, &query, preferences).await;
                    drawing.kept.keep(key, version, Arc::new(fresh));
                });
                page
            }
            Found::Missing => {
                let page = Arc::new(self.draw_page(catalogue, path, query, preferences).await);
                // Only drawn pages: the others cost nothing to answer again.
                if page.drawn.is_some() {
                    self.kept.keep(key, version, page.clone());
                }
                page
            }
        }
    }

    async fn draw_page(&self, catalogue: &Catalogue, path: &str, query: &str, preferences: Preferences) -> Page {
        let head = page_head(catalogue, path, preferences.locale).await;
        let drawn = if head == PageHead::Missing { None } else { draw(&self.api, path, query, preferences).await };
        Page::new(head, drawn)
    }
}

/// The head of product and category pages, in the shopper's language. A failure only costs the
/// page its head, never the page.
async fn page_head(catalogue: &Catalogue, path: &str, locale: storefront_core::locale::Locale) -> PageHead {
    seo::head_for(&catalogue.db, path, locale).await.unwrap_or_else(|error| {
        tracing::warn!(%error, path, "page head unavailable");
        PageHead::Other
    })
}

impl Preload {
    /// The `<link rel="preload">` of this picture, first in line (`fetchpriority=high`).
    pub fn tag(&self) -> String {
        html! {
            link rel="preload" as="image" href=(self.href) imagesrcset=[self.srcset.as_deref()] imagesizes=[self.sizes] media=[self.media] fetchpriority="high";
        }
        .into_string()
    }
}

#[cfg(test)]
mod tests {
    use super::decoded;

    #[test]
    fn path_segments_are_decoded_as_the_router_decodes_them() {
        assert_eq!(decoded("%D5%A6%D5%A3%D5%A5%D5%BD%D5%BF"), "զգեստ");
        assert_eq!(decoded("red%20dress"), "red dress");
        assert_eq!(decoded("100%"), "100%");
        assert_eq!(decoded("a+b"), "a+b");
    }
}
