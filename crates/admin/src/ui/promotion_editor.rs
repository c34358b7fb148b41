//! One slide or banner: whether it is on, where it leads, the shop days it shows on, its captions
//! in the three languages side by side, and, once saved, its picture (and a slide's picture for
//! phones) and deleting it. New at `/admin/slides/new` or `/admin/banners/new`.

use std::collections::BTreeMap;

use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_params_map};
use leptos_router::NavigateOptions;
use storefront_core::locale::Locale;
use storefront_core::messages::fill;
use storefront_core::promotion_edit::{check, PromotionDraft, PromotionKind};
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, invalid, loaded, Change, ConfirmButton, ErrorBox, LanguageText};
use super::promotions::{showing_badge, texts_of};
use super::upload::PictureUpload;
use super::{locale, may, t};
use crate::api::promotions::{get_promotion, DeletePromotion, SavePromotion};
use crate::i18n::Text;
use crate::shapes::error::AdminError;
use crate::shapes::promotions::PromotionDetail;

#[component]
pub fn SlideEditorPage() -> impl IntoView {
    view! { <PromotionEditorPage kind=PromotionKind::Slide/> }
}

#[component]
pub fn BannerEditorPage() -> impl IntoView {
    view! { <PromotionEditorPage kind=PromotionKind::Banner/> }
}

#[component]
fn PromotionEditorPage(kind: PromotionKind) -> impl IntoView {
    let words = texts_of(kind);
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(words.plural)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let params = use_params_map();
    let key = Memo::new(move |_| params.with(|p| p.get("id").unwrap_or_default()));
    let promotion = LocalResource::new(move || {
        let key = key.get();
        async move {
            match key.as_str() {
                "new" => Ok(None),
                id => get_promotion(kind, id.parse().map_err(|_| AdminError::NotFound)?).await.map(Some),
            }
        }
    });
    // Kept above the form, which is drawn again when a new one, once saved, opens at its id.
    let saved = RwSignal::new(false);
    view! {
        <p><a href=words.path>{"← "}{t(words.plural)}</a></p>
        {loaded(promotion, move |promotion: Option<PromotionDetail>| view! { <PromotionForm kind=kind promotion=promotion saved=saved/> })}
    }
    .into_any()
}

#[component]
fn PromotionForm(kind: PromotionKind, promotion: Option<PromotionDetail>, saved: RwSignal<bool>) -> impl IntoView {
    let words = texts_of(kind);
    let id = promotion.as_ref().map(|p| p.id);
    let version = RwSignal::new(promotion.as_ref().map_or(0, |p| p.version));
    // A new one is on: it shows only once it has a picture, and only on its days.
    let enabled = RwSignal::new(promotion.as_ref().is_none_or(|p| p.enabled));
    let of = |pick: fn(&PromotionDetail) -> Option<String>| RwSignal::new(promotion.as_ref().and_then(pick).unwrap_or_default());
    let link = of(|p| Some(p.link.clone()));
    let starts_on = of(|p| p.starts_on.clone());
    let ends_on = of(|p| p.ends_on.clone());
    let captions = promotion.as_ref().map(|p| p.captions.clone()).unwrap_or_default();
    let typed = Locale::ALL.map(|locale| (locale, RwSignal::new(captions.get(&locale).cloned().unwrap_or_default())));
    let save = ServerAction::<SavePromotion>::new();
    let delete = ServerAction::<DeletePromotion>::new();
    let unreadable = RwSignal::new(None::<AdminError>);
    let refusal = (*save).refusal();
    let error = Signal::derive(move || unreadable.get().or_else(|| refusal.get()));
    let pending = save.pending();
    let showing = RwSignal::new(promotion.as_ref().map(|p| p.showing));
    let picture_url = of(|p| p.picture_url.clone());
    let mobile_url = of(|p| p.mobile_picture_url.clone());
    // A picture goes outside the server functions; then the pictures, where it stands and the
    // version (an upload is a change) are read again, and what is typed stays.
    let uploaded = Callback::new(move |_| {
        let Some(id) = id else { return };
        leptos::task::spawn_local(async move {
            if let Ok(stored) = get_promotion(kind, id).await {
                picture_url.set(stored.picture_url.unwrap_or_default());
                mobile_url.set(stored.mobile_picture_url.unwrap_or_default());
                showing.set(Some(stored.showing));
                version.set(stored.version);
            }
        });
    });
    let navigate = use_navigate();
    Effect::new(move |_| {
        if let Some(Ok(stored)) = save.value().get() {
            saved.set(true);
            version.set(stored.version);
            showing.set(Some(stored.showing));
            if id.is_none() {
                navigate(&format!("{}/{}", words.path, stored.id), NavigateOptions { replace: true, ..Default::default() });
            }
        }
    });
    let leave = use_navigate();
    Effect::new(move |_| {
        if let Some(Ok(())) = delete.value().get() {
            leave(texts_of(kind).path, Default::default());
        }
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        saved.set(false);
        let draft = PromotionDraft {
            enabled: enabled.get_untracked(),
            link: link.get_untracked(),
            starts_on: starts_on.get_untracked(),
            ends_on: ends_on.get_untracked(),
            captions: typed.iter().map(|(locale, caption)| (*locale, caption.get_untracked())).collect::<BTreeMap<_, _>>(),
        };
        if let Err(faults) = check(&draft) {
            let fields = faults.into_iter().map(|(field, message)| (field, message.text(locale()).to_string())).collect();
            unreadable.set(Some(AdminError::Invalid { fields }));
            return;
        }
        unreadable.set(None);
        save.dispatch(SavePromotion { kind, id, version: version.get_untracked(), draft });
    };
    let heading = match id {
        Some(id) => format!("{} #{id}", t(words.one)),
        None => t(words.new).to_string(),
    };
    let columns = typed.map(|(locale, caption)| view! { <LanguageText locale=locale field="caption" label=t(Text::Caption) value=caption error=error multiline=true/> });
    let delete_error = (*delete).refusal();
    let pictures = id.map(|id| (id, promotion.as_ref().map_or(kind, |p| p.kind)));
    view! {
        <div class="admin-heading">
            <h1>{heading}</h1>
            {move || showing.get().map(showing_badge)}
        </div>
        <form class="admin-page-editor" on:submit=submit novalidate=true>
            <section class="admin-card admin-settings">
                <label class="admin-check"><input type="checkbox" name="enabled" prop:checked=move || enabled.get() on:change=move |ev| enabled.set(event_target_checked(&ev))/>
                    <span>{t(Text::PromotionEnabled)}</span></label>
                <label class="admin-field"><span>{t(Text::Link)}</span>
                    <input name="link" autocomplete="off" spellcheck="false" placeholder="/shop/catalog" aria-invalid=invalid(error, "link") prop:value=move || link.get() on:input=move |ev| link.set(event_target_value(&ev))/>
                    <small class="admin-field__hint">{t(Text::PromotionLinkHint)}</small>
                    {move || field_message(error.get(), "link")}</label>
                <div class="admin-promotion-days">
                    <label class="admin-field"><span>{t(Text::FirstDay)}</span>
                        <input type="date" name="starts_on" aria-invalid=invalid(error, "starts_on") prop:value=move || starts_on.get() on:input=move |ev| starts_on.set(event_target_value(&ev))/>
                        {move || field_message(error.get(), "starts_on")}</label>
                    <label class="admin-field"><span>{t(Text::LastDay)}</span>
                        <input type="date" name="ends_on" aria-invalid=invalid(error, "ends_on") prop:value=move || ends_on.get() on:input=move |ev| ends_on.set(event_target_value(&ev))/>
                        {move || field_message(error.get(), "ends_on")}</label>
                </div>
                <small class="admin-field__hint">{t(Text::PromotionDaysHint)}</small>
            </section>
            <section class="admin-card">
                <h2>{t(Text::Caption)}</h2>
                <div class="admin-languages">{columns}</div>
            </section>
            {match pictures {
                Some((id, kind)) => view! { <Pictures kind=kind id=id picture_url=picture_url mobile_url=mobile_url uploaded=uploaded/> }.into_any(),
                None => view! { <p class="admin-muted">{t(Text::PictureAfterSave)}</p> }.into_any(),
            }}
            <div class="admin-settings__actions admin-page-editor__actions">
                <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                {move || (saved.get() && !pending.get()).then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::PromotionSaved)}</p> })}
                {move || form_message(error.get())}
                {move || form_message(delete_error.get())}
                {id.map(|id| {
                    let caption = typed[0].1;
                    let name = Signal::derive(move || {
                        let named = caption.with(|text| text.trim().to_string());
                        fill(t(Text::DeletePromotionNamed), &[("name", if named.is_empty() { format!("#{id}") } else { named }.as_str())])
                    });
                    view! {
                        <ConfirmButton label=t(Text::Delete) subject=name warning=t(Text::DeletePromotionWarning).to_string() danger=true
                            disabled=delete.pending() on_confirm=Callback::new(move |_| { delete.dispatch(DeletePromotion { kind, id }); })/>
                    }
                })}
            </div>
        </form>
    }
}

/// The saved one's pictures: each the current one (an empty address: none yet) and another chosen
/// in its place.
#[component]
fn Pictures(
    kind: PromotionKind,
    id: i64,
    picture_url: RwSignal<String>,
    mobile_url: RwSignal<String>,
    uploaded: Callback<()>,
) -> impl IntoView {
    let base = format!("/admin/upload/promotions/{}/{id}", kind.code());
    let mobile = kind.has_mobile_picture().then(|| {
        view! { <PictureChoice label=t(Text::MobilePicture) hint=t(Text::MobilePictureHint) url=mobile_url upload=format!("{base}/mobile-picture") uploaded=uploaded/> }
    });
    view! {
        <section class="admin-card admin-promotion-pictures">
            <h2>{t(Text::Picture)}</h2>
            <PictureChoice label=t(Text::WidePicture) hint=t(Text::WidePictureHint) url=picture_url upload=format!("{base}/picture") uploaded=uploaded/>
            {mobile}
        </section>
    }
}

#[component]
fn PictureChoice(label: &'static str, hint: &'static str, url: RwSignal<String>, upload: String, uploaded: Callback<()>) -> impl IntoView {
    view! {
        <div class="admin-promotion-picture">
            <h3>{label}</h3>
            <small class="admin-field__hint">{hint}</small>
            {move || match url.get() {
                none if none.is_empty() => view! { <p class="admin-promotion-picture__none">{t(Text::NoPictureYet)}</p> }.into_any(),
                url => view! { <img src=url alt="" loading="lazy"/> }.into_any(),
            }}
            <PictureUpload upload=upload uploaded=uploaded/>
        </div>
    }
}
