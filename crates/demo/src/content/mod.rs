//! The demo's content around the catalogue: CMS pages (with the terms page 18, the bonus system
//! and the privacy policy), header and footer menus, blog posts with drawn pictures, and social
//! links, every text in Armenian, Russian and English.
//!
//! Written once: the `app_meta` row [`CONTENT_SEED_KEY`] marks it. It goes in with the demo
//! catalogue, and on its own into a database whose demo catalogue was seeded before content
//! existed (see `seed_if_empty_when`). Pages and posts already there (by url key) are kept, and
//! menus or links are added only where the shop has none of its own.

mod blog;
mod menus;
mod pages;

use std::collections::HashMap;
use std::fmt;
use std::path::Path;
use std::time::{Duration, Instant};

use sqlx::AnyConnection;

use super::catalog::LOCALES;
use super::images::{self, Art, Job};
use super::random::hash;
use super::SeedError;
use storefront_db::bulk::{next_id, sync_sequences};
use storefront_db::clock::{self, timestamp};
use storefront_db::content::blog::{self as blog_store, NewPost};
use storefront_db::content::menus::{self as menu_store, NewMenuItem};
use storefront_db::content::pages::{self as page_store, NewPage, PageText};
use storefront_db::content::social;
use storefront_db::meta;
use storefront_db::Db;

pub use pages::TERMS_PAGE_ID;

/// Stored in `app_meta` under [`CONTENT_SEED_KEY`] once the demo content is in.
pub const CONTENT_SEED_VERSION: &str = "1";
pub const CONTENT_SEED_KEY: &str = "demo_content_version";

/// Blog pictures: 9:7, so the scene spreads its items over the whole width.
const BLOG_PICTURE: (u32, u32) = (900, 700);
/// Meta descriptions are cut to about what a search result shows.
const META_DESCRIPTION_LENGTH: usize = 160;

/// What [`seed_content`] did.
#[derive(Debug, Clone, Default)]
pub struct ContentReport {
    /// The content was there already; nothing was written.
    pub skipped: bool,
    pub pages: usize,
    pub menu_items: usize,
    pub blog_posts: usize,
    pub social_links: usize,
    pub pictures_written: usize,
    pub elapsed: Duration,
}

impl fmt::Display for ContentReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.skipped {
            return write!(f, "demo content already present");
        }
        write!(
            f,
            "demo content: {} pages, {} menu items, {} blog posts, {} social links; {} pictures drawn ({:.1?})",
            self.pages, self.menu_items, self.blog_posts, self.social_links, self.pictures_written, self.elapsed
        )
    }
}

/// Whether the demo content is in the database.
pub async fn is_content_seeded(db: &Db) -> Result<bool, sqlx::Error> {
    meta::is_marked(db, CONTENT_SEED_KEY).await
}

/// Writes the demo content and its pictures (under `storage_dir`), unless it is there already.
pub async fn seed_content(db: &Db, storage_dir: &Path, cache_dir: &Path) -> Result<ContentReport, SeedError> {
    let started = Instant::now();
    let mut report = ContentReport::default();
    if is_content_seeded(db).await? {
        report.skipped = true;
        return Ok(report);
    }
    let (storage, cache) = (storage_dir.to_owned(), cache_dir.to_owned());
    let stats = tokio::task::spawn_blocking(move || -> Result<images::ImageStats, SeedError> {
        images::write_all(&picture_jobs(), &storage, &cache)
    })
    .await
    .map_err(|e| SeedError::Task(e.to_string()))??;
    report.pictures_written = stats.written;

    let mut tx = db.pool().begin().await?;
    // The marker first: a second server seeding at the same moment waits on it, then finds it.
    if !meta::mark(&mut tx, CONTENT_SEED_KEY, CONTENT_SEED_VERSION).await? {
        tx.commit().await?;
        report.skipped = true;
        return Ok(report);
    }
    let page_ids = write_pages(&mut tx, &mut report).await?;
    write_menus(&mut tx, &page_ids, &mut report).await?;
    write_posts(&mut tx, &mut report).await?;
    write_social_links(&mut tx, &mut report).await?;
    // Pages were written with chosen ids.
    sync_sequences(&mut tx, db.dialect(), &["cms_pages"]).await?;
    tx.commit().await?;
    report.elapsed = started.elapsed();
    Ok(report)
}

pub fn blog_picture(url_key: &str) -> String {
    format!("blog/{url_key}.jpg")
}

fn picture_jobs() -> Vec<Job> {
    blog::POSTS
        .iter()
        .map(|post| Job {
            path: blog_picture(post.url_key),
            art: Art::Scene {
                width: BLOG_PICTURE.0,
                height: BLOG_PICTURE.1,
                items: post.picture.iter().map(|(shape, colour)| (*shape, images::colour_of(colour))).collect(),
                backdrop: post.backdrop,
            },
        })
        .collect()
}

/// The text of our own HTML (tags dropped, spaces collapsed), cut at a word for a meta
/// description.
fn meta_description(html: &str) -> String {
    let mut text = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => {
                in_tag = true;
                text.push(' ');
            }
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut description = String::new();
    for word in words {
        if description.chars().count() + word.chars().count() + 1 > META_DESCRIPTION_LENGTH {
            description.push('…');
            break;
        }
        if !description.is_empty() {
            description.push(' ');
        }
        description.push_str(word);
    }
    description
}

/// Every demo page, found by url key or written (with its own id when that is free); answers
/// url key → id.
async fn write_pages(conn: &mut AnyConnection, report: &mut ContentReport) -> Result<HashMap<&'static str, i64>, SeedError> {
    let now = clock::now();
    let mut ids = HashMap::new();
    for spec in pages::PAGES {
        if let Some(id) = page_store::id_by_url_key(conn, spec.url_key).await? {
            ids.insert(spec.url_key, id);
            continue;
        }
        let id = if page_store::id_taken(conn, spec.id).await? { next_id(conn, "cms_pages").await? } else { spec.id };
        let descriptions: Vec<String> = LOCALES.iter().map(|locale| meta_description(spec.html.get(locale))).collect();
        let texts = LOCALES
            .iter()
            .zip(&descriptions)
            .map(|(locale, description)| PageText {
                locale,
                page_title: spec.title.get(locale),
                html_content: spec.html.get(locale),
                meta_description: description,
            })
            .collect();
        let page = NewPage { id: Some(id), url_key: spec.url_key, custom_url: None, created_at: &now, texts };
        ids.insert(spec.url_key, page_store::insert(conn, &page).await?);
        report.pages += 1;
    }
    Ok(ids)
}

fn menu_item<'a>(
    spec: &'a menus::MenuSpec,
    kind: &'a str,
    position: usize,
    parent_id: Option<i64>,
    page_ids: &HashMap<&str, i64>,
) -> NewMenuItem<'a> {
    NewMenuItem {
        parent_id,
        kind,
        position: position as i64 + 1,
        page_id: page_ids.get(spec.page).copied(),
        url_key: spec.by_url_key.then_some(spec.page),
        custom_url: None,
        names: LOCALES.iter().map(|locale| (*locale, spec.name.get(locale))).collect(),
    }
}

/// The header and footer menus, each only where the shop has no menu of that kind.
async fn write_menus(conn: &mut AnyConnection, page_ids: &HashMap<&str, i64>, report: &mut ContentReport) -> Result<(), SeedError> {
    for (kind, items) in [("header", menus::HEADER), ("footer", menus::FOOTER)] {
        if menu_store::any_of_kind(conn, kind).await? {
            continue;
        }
        for (position, spec) in items.iter().enumerate() {
            let id = menu_store::insert(conn, &menu_item(spec, kind, position, None, page_ids)).await?;
            report.menu_items += 1;
            for (child_position, child) in spec.childs.iter().enumerate() {
                menu_store::insert(conn, &menu_item(child, kind, child_position, Some(id), page_ids)).await?;
                report.menu_items += 1;
            }
        }
    }
    Ok(())
}

async fn write_posts(conn: &mut AnyConnection, report: &mut ContentReport) -> Result<(), SeedError> {
    for post in blog::POSTS {
        if blog_store::exists(conn, post.url_key).await? {
            continue;
        }
        // A few hours' spread within the day, fixed per post.
        let hours = hash(post.url_key) % 10;
        let created_at = timestamp(Duration::from_secs(post.days_ago * 86_400 + hours * 3_600));
        let picture = blog_picture(post.url_key);
        let texts = LOCALES.iter().map(|locale| (*locale, post.title.get(locale), post.html.get(locale))).collect();
        let new = NewPost { url_key: post.url_key, image_path: Some(&picture), created_at: &created_at, texts };
        blog_store::insert(conn, &new).await?;
        report.blog_posts += 1;
    }
    Ok(())
}

async fn write_social_links(conn: &mut AnyConnection, report: &mut ContentReport) -> Result<(), SeedError> {
    if social::any(conn).await? {
        return Ok(());
    }
    for (position, (link, icon)) in menus::SOCIAL_LINKS.iter().enumerate() {
        social::insert(conn, link, icon, position as i64 + 1).await?;
        report.social_links += 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meta_descriptions_are_plain_and_short() {
        let text = meta_description("<h2>Title</h2><p>One <a href=\"/x\">link</a>.</p>");
        assert_eq!(text, "Title One link .");
        let long = meta_description(&format!("<p>{}</p>", "word ".repeat(100)));
        assert!(long.chars().count() <= META_DESCRIPTION_LENGTH + 1 && long.ends_with('…'), "{long}");
    }

    #[test]
    fn every_text_is_in_three_languages_and_the_special_pages_exist() {
        for page in pages::PAGES {
            for locale in LOCALES {
                assert!(!page.title.get(locale).is_empty() && page.html.get(locale).starts_with("<h2>"), "{} {locale}", page.url_key);
            }
        }
        let keys: Vec<&str> = pages::PAGES.iter().map(|p| p.url_key).collect();
        for key in ["bonus-system", "ogtagorcman-paymanner"] {
            assert!(keys.contains(&key), "{key}");
        }
        assert!(pages::PAGES.iter().any(|p| p.id == TERMS_PAGE_ID));
        assert!(blog::POSTS.len() >= 12);
        assert!(menus::FOOTER.len() > 5);
        for item in menus::HEADER.iter().chain(menus::FOOTER).chain(menus::HEADER.iter().flat_map(|i| i.childs)) {
            assert!(keys.contains(&item.page), "{} links to a demo page", item.page);
        }
        for (link, icon) in menus::SOCIAL_LINKS {
            assert_eq!(storefront_core::social_links::icon_for(link), *icon, "the shop draws each link's network");
        }
    }

    #[test]
    fn stored_html_is_already_clean() {
        for page in pages::PAGES {
            for locale in LOCALES {
                let html = page.html.get(locale);
                assert_eq!(
                    storefront_db::html::sanitize(html).replace(" rel=\"noopener noreferrer\"", ""),
                    html,
                    "{} {locale}",
                    page.url_key
                );
            }
        }
    }
}
