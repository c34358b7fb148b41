//! What staff may save as a blog post: its title and HTML in three languages (read as a CMS
//! page's are: an Armenian title at least, the URL key made from it), whether it is published,
//! and the shop day it is published on; a published post is on the shop from the start of that
//! day (Yerevan's), so a post can be written ahead and scheduled.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::calendar::shop_day_start;
use crate::locale::Locale;
use crate::page_edit::{self, PageDraft, PageTexts};
use crate::product_edit::Faults;
use crate::validation::{is_calendar_date, Message};

/// A post's texts in one language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PostTexts {
    pub title: String,
    pub html: String,
}

/// The post editor's form as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PostDraft {
    /// Empty: made from the Armenian title.
    pub url_key: String,
    pub published: bool,
    /// `YYYY-MM-DD`, a shop day; empty: today.
    pub publish_on: String,
    pub texts: BTreeMap<Locale, PostTexts>,
}

/// A draft that passed every check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedPost {
    pub url_key: String,
    pub published: bool,
    pub publish_on: String,
    /// When the shop shows it from, as stored (`YYYY-MM-DDTHH:MM:SSZ`): the day's start.
    pub published_at: String,
    /// Only the languages with a title; Armenian always.
    pub texts: BTreeMap<Locale, PostTexts>,
}

/// Reads and checks a draft on the shop's day `today`: every fault at once (`title_hy`,
/// `html_ru`…, `url_key`, `publish_on`), or the post to store.
pub fn check(draft: &PostDraft, today: &str) -> Result<CheckedPost, Faults> {
    let as_page = PageDraft {
        url_key: draft.url_key.clone(),
        published: draft.published,
        texts: draft
            .texts
            .iter()
            .map(|(locale, texts)| (*locale, PageTexts { title: texts.title.clone(), html: texts.html.clone(), ..PageTexts::default() }))
            .collect(),
    };
    let page = page_edit::check(&as_page);
    let publish_on = match draft.publish_on.trim() {
        "" => Some(today.to_string()),
        day if is_calendar_date(day) => Some(day.to_string()),
        _ => None,
    };
    let published_at = publish_on.as_deref().and_then(shop_day_start);
    match (page, publish_on, published_at) {
        (Ok(page), Some(publish_on), Some(published_at)) => Ok(CheckedPost {
            url_key: page.url_key,
            published: page.published,
            publish_on,
            published_at,
            texts: page.texts.into_iter().map(|(locale, t)| (locale, PostTexts { title: t.title, html: t.html })).collect(),
        }),
        (page, publish_on, _) => {
            let mut faults = page.err().unwrap_or_default();
            if publish_on.is_none() {
                faults.insert("publish_on".into(), Message::InvalidDate);
            }
            Err(faults)
        }
    }
}

/// Where a post stands on the shop's day `today`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PostState {
    Draft,
    /// Published, from a day still to come.
    Scheduled,
    /// On the shop.
    Published,
}

pub fn post_state(published: bool, publish_on: &str, today: &str) -> PostState {
    match (published, today < publish_on) {
        (false, _) => PostState::Draft,
        (true, true) => PostState::Scheduled,
        (true, false) => PostState::Published,
    }
}

/// The languages a post has no title in.
pub fn missing_translations(texts: &BTreeMap<Locale, PostTexts>) -> Vec<Locale> {
    Locale::ALL.into_iter().filter(|locale| texts.get(locale).is_none_or(|t| t.title.trim().is_empty())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(title_hy: &str, publish_on: &str) -> PostDraft {
        PostDraft {
            url_key: String::new(),
            published: true,
            publish_on: publish_on.into(),
            texts: [(Locale::Hy, PostTexts { title: title_hy.into(), html: " <p>Տեքստ</p> ".into() })].into(),
        }
    }

    #[test]
    fn a_post_is_read_as_a_page_is_and_dated_today_unless_told() {
        let checked = check(&draft(" Ձմեռային հավաքածու ", ""), "2026-11-29").unwrap();
        assert_eq!(checked.url_key, "dzmerayin-havakatsu");
        assert_eq!(checked.texts[&Locale::Hy], PostTexts { title: "Ձմեռային հավաքածու".into(), html: "<p>Տեքստ</p>".into() });
        assert_eq!((checked.publish_on.as_str(), checked.published_at.as_str()), ("2026-11-29", "2026-11-28T20:00:00Z"));
        assert_eq!(missing_translations(&checked.texts), vec![Locale::Ru, Locale::En]);
    }

    #[test]
    fn every_fault_is_named_at_once() {
        let mut typed = draft("", "29.11.2026");
        typed.url_key = "Not A Key".into();
        let faults = check(&typed, "2026-11-29").unwrap_err();
        assert_eq!(faults.get("title_hy"), Some(&Message::Required));
        assert_eq!(faults.get("publish_on"), Some(&Message::InvalidDate));
        assert_eq!(faults.get("url_key"), Some(&Message::UrlKeyFormat));
        let fine_but_for_the_day = check(&draft("Ա", "2026-02-30"), "2026-11-29").unwrap_err();
        assert_eq!(fine_but_for_the_day.into_keys().collect::<Vec<_>>(), vec!["publish_on".to_string()]);
    }

    #[test]
    fn a_published_post_waits_for_its_day() {
        assert_eq!(post_state(true, "2026-12-01", "2026-11-30"), PostState::Scheduled);
        assert_eq!(post_state(true, "2026-12-01", "2026-12-01"), PostState::Published);
        assert_eq!(post_state(false, "2026-11-01", "2026-12-01"), PostState::Draft);
    }
}
