//! One blog post: its address, whether it is published and the day it is published on, its
//! titles in the three languages side by side, its HTML one language at a time with the shop's
//! preview beside it (the pages' editor), and, once saved, its picture. New at
//! `/admin/posts/new`.

use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_params_map};
use leptos_router::NavigateOptions;
use storefront_core::locale::Locale;
use storefront_core::messages::fill;
use storefront_core::post_edit::{check, PostDraft, PostTexts};
use storefront_core::staff::Permission;

use super::page_editor::{HtmlEditor, HtmlText};
use super::parts::{field_message, form_message, invalid, loaded, Change, ConfirmButton, ErrorBox, LanguageText};
use super::posts::state_badge;
use super::upload::PictureUpload;
use super::{locale, may, t};
use crate::api::posts::{get_post, DeletePost, RemovePostPicture, SavePost};
use crate::i18n::Text;
use crate::shapes::error::AdminError;
use crate::shapes::posts::PostDetail;

#[component]
pub fn PostEditorPage() -> impl IntoView {
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(Text::Posts)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let params = use_params_map();
    let key = Memo::new(move |_| params.with(|p| p.get("id").unwrap_or_default()));
    let post = LocalResource::new(move || {
        let key = key.get();
        async move {
            match key.as_str() {
                "new" => Ok(None),
                id => get_post(id.parse().map_err(|_| AdminError::NotFound)?).await.map(Some),
            }
        }
    });
    // Kept above the form, which is drawn again when a new post, once saved, opens at its id.
    let saved = RwSignal::new(false);
    view! {
        <p><a href="/admin/posts">{"← "}{t(Text::Posts)}</a></p>
        {loaded(post, move |post: Option<PostDetail>| view! { <PostForm post=post saved=saved/> })}
    }
    .into_any()
}

#[component]
fn PostForm(post: Option<PostDetail>, saved: RwSignal<bool>) -> impl IntoView {
    let id = post.as_ref().map(|p| p.id);
    let version = RwSignal::new(post.as_ref().map_or(0, |p| p.version));
    let url_key = RwSignal::new(post.as_ref().map(|p| p.url_key.clone()).unwrap_or_default());
    // A new post starts as a draft: nothing reaches the shop before it is meant to.
    let published = RwSignal::new(post.as_ref().is_some_and(|p| p.published));
    let publish_on = RwSignal::new(post.as_ref().map(|p| p.publish_on.clone()).unwrap_or_default());
    let state = RwSignal::new(post.as_ref().map(|p| p.state));
    let picture_url = RwSignal::new(post.as_ref().and_then(|p| p.picture_url.clone()));
    let texts = post.as_ref().map(|p| p.texts.clone()).unwrap_or_default();
    let typed = Locale::ALL.map(|locale| {
        let of = |pick: fn(&PostTexts) -> &String| RwSignal::new(texts.get(&locale).map(pick).cloned().unwrap_or_default());
        HtmlText { locale, title: of(|t| &t.title), html: of(|t| &t.html) }
    });
    let save = ServerAction::<SavePost>::new();
    let delete = ServerAction::<DeletePost>::new();
    let unreadable = RwSignal::new(None::<AdminError>);
    let refusal = (*save).refusal();
    let error = Signal::derive(move || unreadable.get().or_else(|| refusal.get()));
    let pending = save.pending();
    // What the server answers after a save or a picture's change.
    let stored = move |detail: &PostDetail| {
        version.set(detail.version);
        url_key.set(detail.url_key.clone());
        publish_on.set(detail.publish_on.clone());
        state.set(Some(detail.state));
        picture_url.set(detail.picture_url.clone());
    };
    let navigate = use_navigate();
    Effect::new(move |_| {
        if let Some(Ok(detail)) = save.value().get() {
            saved.set(true);
            stored(&detail);
            if id.is_none() {
                navigate(&format!("/admin/posts/{}", detail.id), NavigateOptions { replace: true, ..Default::default() });
            }
        }
    });
    let leave = use_navigate();
    Effect::new(move |_| {
        if let Some(Ok(())) = delete.value().get() {
            leave("/admin/posts", Default::default());
        }
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        saved.set(false);
        let draft = PostDraft {
            url_key: url_key.get_untracked(),
            published: published.get_untracked(),
            publish_on: publish_on.get_untracked(),
            texts: typed
                .iter()
                .map(|typed| (typed.locale, PostTexts { title: typed.title.get_untracked(), html: typed.html.get_untracked() }))
                .collect(),
        };
        // The server dates an empty day with the shop's today; here any well-formed day will do.
        if let Err(faults) = check(&draft, "2000-01-01") {
            let fields = faults.into_iter().map(|(field, message)| (field, message.text(locale()).to_string())).collect();
            unreadable.set(Some(AdminError::Invalid { fields }));
            return;
        }
        unreadable.set(None);
        save.dispatch(SavePost { id, version: version.get_untracked(), draft });
    };
    let heading = move || {
        let title = typed[0].title.get();
        if id.is_none() && title.trim().is_empty() {
            t(Text::NewPost).to_string()
        } else {
            title
        }
    };
    let columns = typed
        .map(|typed| view! { <LanguageText locale=typed.locale field="title" label=t(Text::PageTitle) value=typed.title error=error/> });
    let delete_error = (*delete).refusal();
    view! {
        <div class="admin-heading">
            <h1 lang="hy">{heading}</h1>
            {move || state.get().map(state_badge)}
            {move || (state.get() == Some(storefront_core::post_edit::PostState::Published)).then(|| view! {
                <a class="button" href=format!("/blog/{}", url_key.get()) target="_blank" rel="noopener">{t(Text::OpenInShop)}</a>
            })}
        </div>
        <form class="admin-page-editor" on:submit=submit novalidate=true>
            <section class="admin-card admin-settings">
                <label class="admin-field"><span>{t(Text::UrlKey)}</span>
                    <input name="url_key" autocomplete="off" spellcheck="false" aria-invalid=invalid(error, "url_key") prop:value=move || url_key.get() on:input=move |ev| url_key.set(event_target_value(&ev))/>
                    <small class="admin-field__hint">{t(Text::PostUrlKeyHint)}</small>
                    {move || field_message(error.get(), "url_key")}</label>
                <label class="admin-field"><span>{t(Text::PublishOn)}</span>
                    <input type="date" name="publish_on" aria-invalid=invalid(error, "publish_on") prop:value=move || publish_on.get() on:input=move |ev| publish_on.set(event_target_value(&ev))/>
                    <small class="admin-field__hint">{t(Text::PublishOnHint)}</small>
                    {move || field_message(error.get(), "publish_on")}</label>
                <label class="admin-check"><input type="checkbox" name="published" prop:checked=move || published.get() on:change=move |ev| published.set(event_target_checked(&ev))/>
                    <span>{t(Text::PostPublished)}</span></label>
            </section>
            <section class="admin-card">
                <h2>{t(Text::Texts)}</h2>
                <div class="admin-languages">{columns}</div>
            </section>
            <HtmlEditor typed=typed error=error/>
            {match id {
                Some(id) => view! { <PostPicture id=id picture_url=picture_url stored=Callback::new(move |detail: PostDetail| stored(&detail))/> }.into_any(),
                None => view! { <p class="admin-muted">{t(Text::PostPictureAfterSave)}</p> }.into_any(),
            }}
            <div class="admin-settings__actions admin-page-editor__actions">
                <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                {move || (saved.get() && !pending.get()).then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::PostSaved)}</p> })}
                {move || form_message(error.get())}
                {move || form_message(delete_error.get())}
                {id.map(|id| {
                    let name = Signal::derive(move || fill(t(Text::DeletePostNamed), &[("name", &typed[0].title.get())]));
                    view! {
                        <ConfirmButton label=t(Text::DeletePost) subject=name warning=t(Text::DeletePostWarning).to_string() danger=true
                            disabled=delete.pending() on_confirm=Callback::new(move |_| { delete.dispatch(DeletePost { id }); })/>
                    }
                })}
            </div>
        </form>
    }
}

/// The saved post's picture: the current one, another chosen in its place, or none.
#[component]
fn PostPicture(id: i64, picture_url: RwSignal<Option<String>>, stored: Callback<PostDetail>) -> impl IntoView {
    let remove = ServerAction::<RemovePostPicture>::new();
    Effect::new(move |_| {
        if let Some(Ok(detail)) = remove.value().get() {
            stored.run(detail);
        }
    });
    // The picture went outside the server functions: the post is read again for it.
    let uploaded = Callback::new(move |_| {
        leptos::task::spawn_local(async move {
            if let Ok(detail) = get_post(id).await {
                stored.run(detail);
            }
        })
    });
    let removing = remove.pending();
    let remove_error = (*remove).refusal();
    view! {
        <section class="admin-card admin-promotion-picture">
            <h2>{t(Text::Picture)}</h2>
            <small class="admin-field__hint">{t(Text::PostPictureHint)}</small>
            {move || match picture_url.get() {
                Some(url) => view! { <img src=url alt="" loading="lazy"/> }.into_any(),
                None => view! { <p class="admin-promotion-picture__none">{t(Text::NoPictureYet)}</p> }.into_any(),
            }}
            <PictureUpload upload=format!("/admin/upload/posts/{id}/picture") uploaded=uploaded>
                {move || picture_url.get().is_some().then(|| view! {
                    <button type="button" class="button button--quiet" disabled=move || removing.get()
                        on:click=move |_| { remove.dispatch(RemovePostPicture { id }); }>{t(Text::RemovePicture)}</button>
                })}
            </PictureUpload>
            {move || form_message(remove_error.get())}
        </section>
    }
}
