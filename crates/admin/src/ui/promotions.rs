//! The home page's slides or banners in the order the shop draws them: each with its picture,
//! caption, where it leads, its days and where it stands today (shown, scheduled, ended, off, or
//! waiting for a picture), moved up or down.

use leptos::prelude::*;
use storefront_core::promotion_edit::{PromotionKind, Showing};
use storefront_core::staff::Permission;

use super::parts::{form_message, loaded, Change, Empty, ErrorBox, Reload};
use super::{counted, language_name, may, t};
use crate::api::promotions::{list_promotions, MovePromotion};
use crate::i18n::{Count, Text};
use crate::shapes::promotions::{PromotionList, PromotionRow};

/// The list's and the editor's words for a kind.
pub(super) struct KindTexts {
    pub one: Text,
    pub plural: Text,
    pub new: Text,
    pub none: Text,
    pub count: Count,
    pub path: &'static str,
}

pub(super) fn texts_of(kind: PromotionKind) -> KindTexts {
    match kind {
        PromotionKind::Slide => KindTexts {
            one: Text::AuditSubjectSlide,
            plural: Text::Slides,
            new: Text::NewSlide,
            none: Text::NoSlides,
            count: Count::Slides,
            path: "/admin/slides",
        },
        PromotionKind::Banner => KindTexts {
            one: Text::AuditSubjectBanner,
            plural: Text::Banners,
            new: Text::NewBanner,
            none: Text::NoBanners,
            count: Count::Banners,
            path: "/admin/banners",
        },
    }
}

/// Where a slide or banner stands, as a badge.
pub(super) fn showing_badge(showing: Showing) -> impl IntoView {
    let (label, class) = match showing {
        Showing::Shown => (Text::ShowingNow, "admin-badge admin-badge--completed"),
        Showing::Scheduled => (Text::Scheduled, "admin-badge admin-badge--processing"),
        Showing::Ended => (Text::Ended, "admin-badge"),
        Showing::Off => (Text::SwitchedOff, "admin-badge"),
        Showing::NoPicture => (Text::NoPictureYet, "admin-badge admin-badge--canceled"),
    };
    view! { <span class=class data-showing=format!("{showing:?}").to_lowercase()>{t(label)}</span> }
}

/// The days it shows on as staff read them: "from 1 Dec", "to 31 Dec", both, or every day.
pub(super) fn days_text(starts_on: Option<&str>, ends_on: Option<&str>) -> String {
    match (starts_on, ends_on) {
        (None, None) => t(Text::EveryDay).to_string(),
        (Some(first), None) => format!("{} {first}", t(Text::FromDay)),
        (None, Some(last)) => format!("{} {last}", t(Text::UntilDay)),
        (Some(first), Some(last)) => format!("{first} – {last}"),
    }
}

#[component]
pub fn SlidesPage() -> impl IntoView {
    view! { <PromotionsPage kind=PromotionKind::Slide/> }
}

#[component]
pub fn BannersPage() -> impl IntoView {
    view! { <PromotionsPage kind=PromotionKind::Banner/> }
}

#[component]
fn PromotionsPage(kind: PromotionKind) -> impl IntoView {
    let words = texts_of(kind);
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(words.plural)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let shift = ServerAction::<MovePromotion>::new();
    let reload = Reload::new().after(*shift);
    let list = LocalResource::new(move || {
        reload.count();
        list_promotions(kind)
    });
    let shift_refusal = (*shift).refusal();
    view! {
        <div class="admin-heading">
            <h1>{t(words.plural)}</h1>
            <a class="button button--primary" href=format!("{}/new", words.path)>{t(words.new)}</a>
        </div>
        <p class="admin-muted">{t(Text::PromotionsIntro)}</p>
        {move || form_message(shift_refusal.get())}
        {loaded(list, move |list: PromotionList| {
            let words = texts_of(list.kind);
            if list.rows.is_empty() {
                return view! { <section class="admin-card"><Empty message=t(words.none)/></section> }.into_any();
            }
            let count = counted(words.count, list.rows.len() as i64, false);
            let last = list.rows.len() as u32 - 1;
            let rows = list.rows.into_iter().map(|row| view! { <PromotionLine row=row kind=list.kind last=last shift=shift/> }).collect_view();
            view! {
                <p class="admin-muted" role="status">{count}" · "{t(Text::ShopToday)}" "{list.today}</p>
                <div class="admin-table-wrap"><table class="admin-table admin-promotions">
                    <thead><tr>
                        <th scope="col">{t(Text::Picture)}</th>
                        <th scope="col">{t(Text::Caption)}</th>
                        <th scope="col">{t(Text::Status)}</th>
                        <th scope="col">{t(Text::ShownOn)}</th>
                        <th scope="col">{t(Text::Position)}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table></div>
            }
            .into_any()
        })}
    }
    .into_any()
}

#[component]
fn PromotionLine(row: PromotionRow, kind: PromotionKind, last: u32, shift: ServerAction<MovePromotion>) -> impl IntoView {
    let words = texts_of(kind);
    let (id, index) = (row.id, row.index);
    let pending = shift.pending();
    let name = if row.caption.is_empty() { format!("#{id}") } else { row.caption.clone() };
    let missing = row.missing.iter().map(|locale| language_name(*locale)).collect::<Vec<_>>().join(", ");
    view! {
        <tr>
            <td data-label=t(Text::Picture) class="admin-promotions__picture">
                {match row.thumbnail_url {
                    Some(url) => view! { <img src=url alt="" width="120" height="45" loading="lazy"/> }.into_any(),
                    None => view! { <span class="admin-muted">"—"</span> }.into_any(),
                }}
            </td>
            <td data-label=t(Text::Caption)><span>
                <a href=format!("{}/{id}", words.path)>{name.clone()}</a>
                <small class="admin-muted">{if row.link.is_empty() { t(Text::LeadsNowhere).to_string() } else { row.link.clone() }}</small>
                {(!missing.is_empty()).then(|| view! { <small class="admin-muted">{t(Text::MissingLanguages)}": "{missing}</small> })}
            </span></td>
            <td data-label=t(Text::Status)>{showing_badge(row.showing)}</td>
            <td data-label=t(Text::ShownOn) class="admin-when">{days_text(row.starts_on.as_deref(), row.ends_on.as_deref())}</td>
            <td data-label=t(Text::Position) class="admin-promotions__order">
                <button type="button" class="button button--quiet" title=t(Text::MoveEarlier) aria-label=format!("{}: {name}", t(Text::MoveEarlier))
                    disabled=move || { index == 0 || pending.get() } on:click=move |_| { shift.dispatch(MovePromotion { kind, id, up: true }); }>"↑"</button>
                <button type="button" class="button button--quiet" title=t(Text::MoveLater) aria-label=format!("{}: {name}", t(Text::MoveLater))
                    disabled=move || { index >= last || pending.get() } on:click=move |_| { shift.dispatch(MovePromotion { kind, id, up: false }); }>"↓"</button>
            </td>
        </tr>
    }
}
