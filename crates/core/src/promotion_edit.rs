//! What staff may save as a slide of the home slideshow or a home banner: a caption in three
//! languages (short HTML, sanitised by the server when stored), where it leads, whether it is on,
//! and the shop days it shows on (both included, either open). Whether a promotion shows on a
//! given day is decided here, for the storefront and the back office's list alike.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::locale::Locale;
use crate::menu_edit::is_address;
use crate::product_edit::{limit_texts, Faults};
use crate::validation::{is_calendar_date, Message};

/// The longest caption in one language, HTML included.
pub const MAX_CAPTION_LENGTH: usize = 2000;

/// The most slides or banners the back office lists (and the storefront reads) of one kind.
pub const MAX_PROMOTIONS: usize = 200;

/// The two kinds of picture with a caption and a link on the home page.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PromotionKind {
    /// A slide of the home slideshow: a wide picture and, for phones, a squarer one.
    #[default]
    Slide,
    /// A banner under the slideshow: one picture.
    Banner,
}

impl PromotionKind {
    pub const ALL: [PromotionKind; 2] = [PromotionKind::Slide, PromotionKind::Banner];

    /// As the back office's addresses and the audit log name it.
    pub fn code(self) -> &'static str {
        match self {
            PromotionKind::Slide => "slide",
            PromotionKind::Banner => "banner",
        }
    }

    pub fn parse(code: &str) -> Option<PromotionKind> {
        PromotionKind::ALL.into_iter().find(|kind| kind.code() == code)
    }

    /// Whether it has a second picture for narrow screens.
    pub fn has_mobile_picture(self) -> bool {
        self == PromotionKind::Slide
    }
}

/// The editor's form as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PromotionDraft {
    pub enabled: bool,
    /// A path in the shop or a web address; empty: the picture leads nowhere.
    pub link: String,
    /// `YYYY-MM-DD`, a shop day; empty: from now on.
    pub starts_on: String,
    /// `YYYY-MM-DD`, the last shop day it shows; empty: until it is switched off.
    pub ends_on: String,
    pub captions: BTreeMap<Locale, String>,
}

/// A draft that passed every check: texts trimmed, empty captions left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedPromotion {
    pub enabled: bool,
    pub link: String,
    pub starts_on: Option<String>,
    pub ends_on: Option<String>,
    pub captions: BTreeMap<Locale, String>,
}

/// Reads and checks a draft: every fault at once (`link`, `starts_on`, `ends_on`, `caption_hy`…),
/// or the promotion to store.
pub fn check(draft: &PromotionDraft) -> Result<CheckedPromotion, Faults> {
    let mut faults = Faults::new();
    let mut captions = BTreeMap::new();
    for (locale, caption) in &draft.captions {
        let caption = caption.trim();
        limit_texts(&mut faults, *locale, &[("caption", caption, MAX_CAPTION_LENGTH, Message::CaptionTooLong)]);
        if !caption.is_empty() {
            captions.insert(*locale, caption.to_string());
        }
    }
    let link = draft.link.trim().to_string();
    if !link.is_empty() && !is_address(&link) {
        faults.insert("link".into(), Message::MenuUrlFormat);
    }
    let mut day = |field: &str, typed: &str| match typed.trim() {
        "" => None,
        day if is_calendar_date(day) => Some(day.to_string()),
        _ => {
            faults.insert(field.into(), Message::InvalidDate);
            None
        }
    };
    let (starts_on, ends_on) = (day("starts_on", &draft.starts_on), day("ends_on", &draft.ends_on));
    if starts_on.as_ref().zip(ends_on.as_ref()).is_some_and(|(first, last)| last < first) {
        faults.insert("ends_on".into(), Message::EndsBeforeStart);
    }
    match faults.is_empty() {
        true => Ok(CheckedPromotion { enabled: draft.enabled, link, starts_on, ends_on, captions }),
        false => Err(faults),
    }
}

/// Where a promotion stands on a shop day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Showing {
    /// On the home page.
    Shown,
    /// On, with its first day still to come.
    Scheduled,
    /// On, its last day gone.
    Ended,
    /// Switched off by staff.
    Off,
    /// On, but without a picture yet: nothing to show.
    NoPicture,
}

/// A promotion as it stands on the shop's day `today`; only [`Showing::Shown`] is drawn.
pub fn showing(enabled: bool, has_picture: bool, starts_on: Option<&str>, ends_on: Option<&str>, today: &str) -> Showing {
    if !enabled {
        Showing::Off
    } else if !has_picture {
        Showing::NoPicture
    } else if starts_on.is_some_and(|first| today < first) {
        Showing::Scheduled
    } else if ends_on.is_some_and(|last| last < today) {
        Showing::Ended
    } else {
        Showing::Shown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(link: &str, starts_on: &str, ends_on: &str) -> PromotionDraft {
        PromotionDraft {
            enabled: true,
            link: link.into(),
            starts_on: starts_on.into(),
            ends_on: ends_on.into(),
            captions: [(Locale::Hy, " <b>Զեղչ</b> ".to_string()), (Locale::En, "  ".to_string())].into(),
        }
    }

    #[test]
    fn a_promotion_may_lead_nowhere_and_show_on_every_day() {
        let checked = check(&draft(" ", "", "")).unwrap();
        assert_eq!((checked.link.as_str(), checked.starts_on, checked.ends_on), ("", None, None));
        assert_eq!(checked.captions, [(Locale::Hy, "<b>Զեղչ</b>".to_string())].into(), "trimmed; blank ones dropped");
    }

    #[test]
    fn every_fault_is_named_at_once() {
        let mut typed = draft("javascript:alert(1)", "2026-02-30", "1 December");
        typed.captions.insert(Locale::Ru, "я".repeat(MAX_CAPTION_LENGTH + 1));
        let faults = check(&typed).unwrap_err();
        assert_eq!(faults.get("link"), Some(&Message::MenuUrlFormat));
        assert_eq!(faults.get("starts_on"), Some(&Message::InvalidDate));
        assert_eq!(faults.get("ends_on"), Some(&Message::InvalidDate));
        assert_eq!(faults.get("caption_ru"), Some(&Message::CaptionTooLong));
        let mut nul = draft("/shop/catalog", "", "");
        nul.captions.insert(Locale::Hy, "a\0b".into());
        assert_eq!(check(&nul).unwrap_err().get("caption_hy"), Some(&Message::CharacterNotAllowed));
    }

    #[test]
    fn the_last_day_cannot_come_before_the_first() {
        assert_eq!(check(&draft("/", "2026-12-10", "2026-12-09")).unwrap_err().get("ends_on"), Some(&Message::EndsBeforeStart));
        let one_day = check(&draft("https://example.am/sale", "2026-12-10", "2026-12-10")).unwrap();
        assert_eq!((one_day.starts_on.as_deref(), one_day.ends_on.as_deref()), (Some("2026-12-10"), Some("2026-12-10")));
    }

    #[test]
    fn a_promotion_shows_from_its_first_day_to_its_last_both_included() {
        let on = |today| showing(true, true, Some("2026-12-01"), Some("2026-12-31"), today);
        assert_eq!(on("2026-11-30"), Showing::Scheduled);
        assert_eq!(on("2026-12-01"), Showing::Shown);
        assert_eq!(on("2026-12-31"), Showing::Shown);
        assert_eq!(on("2027-01-01"), Showing::Ended);
        assert_eq!(showing(true, true, None, None, "2026-12-01"), Showing::Shown, "open at both ends");
        assert_eq!(showing(false, true, None, None, "2026-12-01"), Showing::Off);
        assert_eq!(showing(true, false, None, None, "2026-12-01"), Showing::NoPicture);
    }

    #[test]
    fn kinds_read_back_from_their_codes() {
        for kind in PromotionKind::ALL {
            assert_eq!(PromotionKind::parse(kind.code()), Some(kind));
        }
        assert_eq!(PromotionKind::parse("popup"), None);
        assert!(PromotionKind::Slide.has_mobile_picture() && !PromotionKind::Banner.has_mobile_picture());
    }
}
