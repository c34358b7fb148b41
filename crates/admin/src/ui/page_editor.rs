//! One CMS page: its address and whether it is published, its titles and meta texts in the
//! three languages side by side (a language without a title is marked), and its HTML one
//! language at a time with the preview beside it, which the server sanitises with the code the
//! shop serves the page with, so it is what the shop will show. New at `/admin/pages/new`.

use std::collections::BTreeMap;

use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_params_map};
use leptos_router::NavigateOptions;
use storefront_core::locale::Locale;
use storefront_core::messages::fill;
use storefront_core::page_edit::{check, PageDraft, PageTexts};
use storefront_core::product_edit::text_field;
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, invalid, loaded, Change, ConfirmButton, ErrorBox};
use super::{language_name, locale, may, t};
use crate::api::pages::{get_page, preview_page, DeletePage, SavePage};
use crate::i18n::Text;
use crate::shapes::error::AdminError;
use crate::shapes::pages::PageDetail;

#[component]
pub fn PageEditorPage() -> impl IntoView {
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(Text::Pages)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let params = use_params_map();
    let key = Memo::new(move |_| params.with(|p| p.get("id").unwrap_or_default()));
    let page = LocalResource::new(move || {
        let key = key.get();
        async move {
            match key.as_str() {
                "new" => Ok(None),
                id => get_page(id.parse().map_err(|_| AdminError::NotFound)?).await.map(Some),
            }
        }
    });
    // Kept above the form, which is drawn again when a new page, once saved, opens at its id;
    // another page opened here starts without it.
    let saved = RwSignal::new(false);
    Effect::new(move |opened: Option<String>| {
        let now = key.get();
        if opened.is_some_and(|opened| opened != "new" && opened != now) {
            saved.set(false);
        }
        now
    });
    view! {
        <p><a href="/admin/pages">{"← "}{t(Text::Pages)}</a></p>
        {loaded(page, move |page: Option<PageDetail>| view! { <PageForm page=page saved=saved/> })}
    }
    .into_any()
}

/// One language's texts as typed.
#[derive(Clone, Copy)]
struct Typed {
    locale: Locale,
    title: RwSignal<String>,
    html: RwSignal<String>,
    meta_title: RwSignal<String>,
    meta_description: RwSignal<String>,
}

/// One language's title and HTML, as the HTML editor edits them (a page's or a blog post's).
#[derive(Clone, Copy)]
pub(super) struct HtmlText {
    pub locale: Locale,
    pub title: RwSignal<String>,
    pub html: RwSignal<String>,
}

impl Typed {
    fn html_text(&self) -> HtmlText {
        HtmlText { locale: self.locale, title: self.title, html: self.html }
    }

    fn new(locale: Locale, texts: Option<&PageTexts>) -> Typed {
        let of = |pick: fn(&PageTexts) -> &String| RwSignal::new(texts.map(pick).cloned().unwrap_or_default());
        Typed {
            locale,
            title: of(|t| &t.title),
            html: of(|t| &t.html),
            meta_title: of(|t| &t.meta_title),
            meta_description: of(|t| &t.meta_description),
        }
    }

    fn texts(&self) -> PageTexts {
        PageTexts {
            title: self.title.get_untracked(),
            html: self.html.get_untracked(),
            meta_title: self.meta_title.get_untracked(),
            meta_description: self.meta_description.get_untracked(),
        }
    }
}

#[component]
fn PageForm(page: Option<PageDetail>, saved: RwSignal<bool>) -> impl IntoView {
    let id = page.as_ref().map(|p| p.id);
    let version = RwSignal::new(page.as_ref().map_or(0, |p| p.version));
    let url_key = RwSignal::new(page.as_ref().map(|p| p.url_key.clone()).unwrap_or_default());
    let stored_key = RwSignal::new(page.as_ref().map(|p| p.url_key.clone()));
    // A new page starts as a draft: nothing reaches the shop before it is meant to.
    let published = RwSignal::new(page.as_ref().is_some_and(|p| p.published));
    let texts = page.as_ref().map(|p| p.texts.clone()).unwrap_or_default();
    let typed = Locale::ALL.map(|locale| Typed::new(locale, texts.get(&locale)));
    let save = ServerAction::<SavePage>::new();
    let delete = ServerAction::<DeletePage>::new();
    let unreadable = RwSignal::new(None::<AdminError>);
    let refusal = (*save).refusal();
    let error = Signal::derive(move || unreadable.get().or_else(|| refusal.get()));
    let pending = save.pending();
    let navigate = use_navigate();
    Effect::new(move |_| {
        if let Some(Ok(stored)) = save.value().get() {
            saved.set(true);
            version.set(stored.version);
            url_key.set(stored.url_key.clone());
            stored_key.set(Some(stored.url_key.clone()));
            if id.is_none() {
                navigate(&format!("/admin/pages/{}", stored.id), NavigateOptions { replace: true, ..Default::default() });
            }
        }
    });
    let leave = use_navigate();
    Effect::new(move |_| {
        if let Some(Ok(())) = delete.value().get() {
            leave("/admin/pages", Default::default());
        }
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        saved.set(false);
        let draft = PageDraft {
            url_key: url_key.get_untracked(),
            published: published.get_untracked(),
            texts: typed.iter().map(|typed| (typed.locale, typed.texts())).collect::<BTreeMap<_, _>>(),
        };
        if let Err(faults) = check(&draft) {
            let fields = faults.into_iter().map(|(field, message)| (field, message.text(locale()).to_string())).collect();
            unreadable.set(Some(AdminError::Invalid { fields }));
            return;
        }
        unreadable.set(None);
        save.dispatch(SavePage { id, version: version.get_untracked(), draft });
    };
    let heading = move || {
        let title = typed[0].title.get();
        if id.is_none() && title.trim().is_empty() {
            t(Text::NewPage).to_string()
        } else {
            title
        }
    };
    let columns = typed.map(|typed| view! { <LanguageColumn typed=typed error=error/> });
    let delete_error = (*delete).refusal();
    view! {
        <div class="admin-heading">
            <h1 lang="hy">{heading}</h1>
            {move || stored_key.get().filter(|_| published.get() && id.is_some()).map(|key| view! {
                <a class="button" href=format!("/page/{key}") target="_blank" rel="noopener">{t(Text::OpenInShop)}</a>
            })}
        </div>
        <form class="admin-page-editor" on:submit=submit novalidate=true>
            <section class="admin-card admin-settings">
                <label class="admin-field"><span>{t(Text::UrlKey)}</span>
                    <input name="url_key" autocomplete="off" spellcheck="false" aria-invalid=invalid(error, "url_key") prop:value=move || url_key.get() on:input=move |ev| url_key.set(event_target_value(&ev))/>
                    <small class="admin-field__hint">{t(Text::PageUrlKeyHint)}</small>
                    {move || field_message(error.get(), "url_key")}</label>
                <label class="admin-check"><input type="checkbox" name="published" prop:checked=move || published.get() on:change=move |ev| published.set(event_target_checked(&ev))/>
                    <span>{t(Text::PagePublished)}</span></label>
            </section>
            <section class="admin-card">
                <h2>{t(Text::Texts)}</h2>
                <div class="admin-languages">{columns}</div>
            </section>
            <HtmlEditor typed=typed.map(|typed| typed.html_text()) error=error/>
            <div class="admin-settings__actions admin-page-editor__actions">
                <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                {move || (saved.get() && !pending.get()).then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::PageSaved)}</p> })}
                {move || form_message(error.get())}
                {move || form_message(delete_error.get())}
                {id.map(|id| {
                    let name = Signal::derive(move || fill(t(Text::DeletePageNamed), &[("name", &typed[0].title.get())]));
                    view! {
                        <ConfirmButton label=t(Text::DeletePage) subject=name warning=t(Text::DeletePageWarning).to_string() danger=true
                            disabled=delete.pending() on_confirm=Callback::new(move |_| { delete.dispatch(DeletePage { id }); })/>
                    }
                })}
            </div>
        </form>
    }
}

/// One language's title and meta texts; marked when it has no title yet.
#[component]
fn LanguageColumn(typed: Typed, error: Signal<Option<AdminError>>) -> impl IntoView {
    let language = typed.locale;
    let missing = move || typed.title.get().trim().is_empty();
    // As the core names them (`product_edit::text_field`).
    let (title, meta_title, meta_description) = match language {
        Locale::Hy => ("title_hy", "meta_title_hy", "meta_description_hy"),
        Locale::Ru => ("title_ru", "meta_title_ru", "meta_description_ru"),
        Locale::En => ("title_en", "meta_title_en", "meta_description_en"),
    };
    view! {
        <fieldset class="admin-language" lang=language.code()>
            <legend>{language_name(language)}" "{move || missing().then(|| view! { <span class="admin-badge admin-badge--canceled">{t(Text::TranslationMissing)}</span> })}</legend>
            <label class="admin-field"><span>{t(Text::PageTitle)}</span>
                <input name=title aria-invalid=invalid(error, title) prop:value=move || typed.title.get() on:input=move |ev| typed.title.set(event_target_value(&ev))/>
                {move || field_message(error.get(), title)}</label>
            <label class="admin-field"><span>{t(Text::SeoTitle)}</span>
                <input name=meta_title aria-invalid=invalid(error, meta_title) prop:value=move || typed.meta_title.get() on:input=move |ev| typed.meta_title.set(event_target_value(&ev))/>
                <small class="admin-field__hint">{t(Text::MetaTitleHint)}</small>
                {move || field_message(error.get(), meta_title)}</label>
            <label class="admin-field"><span>{t(Text::SeoDescription)}</span>
                <textarea name=meta_description rows="3" aria-invalid=invalid(error, meta_description) prop:value=move || typed.meta_description.get() on:input=move |ev| typed.meta_description.set(event_target_value(&ev))></textarea>
                {move || field_message(error.get(), meta_description)}</label>
        </fieldset>
    }
}

/// The HTML of the language chosen, with the shop's rendering of it beside.
#[component]
pub(super) fn HtmlEditor(typed: [HtmlText; 3], error: Signal<Option<AdminError>>) -> impl IntoView {
    let chosen = RwSignal::new(0usize);
    let html = move || typed[chosen.get()].html.get();
    // Read again as it is typed; the newest answer wins, an older one arriving late is dropped.
    let preview = LocalResource::new(move || {
        let html = html();
        async move { preview_page(html).await }
    });
    let tabs = typed
        .iter()
        .enumerate()
        .map(|(index, language)| {
            let language = *language;
            let missing = move || language.html.get().trim().is_empty();
            view! {
                <button type="button" class="admin-langs__button" aria-pressed=move || (chosen.get() == index).to_string()
                    on:click=move |_| chosen.set(index)>
                    <span lang=language.locale.code()>{language_name(language.locale)}</span>
                    {move || missing().then(|| view! { <span class="admin-badge admin-badge--canceled">{t(Text::TranslationMissing)}</span> })}
                </button>
            }
        })
        .collect_view();
    let field = move || text_field("html", typed[chosen.get()].locale);
    view! {
        <section class="admin-card">
            <h2>{t(Text::PageHtml)}</h2>
            <div class="admin-langs" role="group" aria-label=t(Text::EditedLanguage)>{tabs}</div>
            <div class="admin-html-editor">
                <label class="admin-field"><span class="visually-hidden">{t(Text::PageHtml)}</span>
                    <textarea name="html" rows="18" spellcheck="false" lang=move || typed[chosen.get()].locale.code()
                        aria-invalid=move || error.with(|e| e.as_ref().is_some_and(|e| e.message_for(&field()).is_some())).to_string()
                        prop:value=html on:input=move |ev| typed[chosen.get_untracked()].html.set(event_target_value(&ev))></textarea>
                    {move || field_message(error.get(), &field())}</label>
                <div class="admin-preview">
                    <p class="admin-preview__label"><strong>{t(Text::Preview)}</strong>" "<small class="admin-muted">{t(Text::PreviewHint)}</small></p>
                    <div class="admin-preview__frame" lang=move || typed[chosen.get()].locale.code()>
                        <p class="admin-preview__title">{move || typed[chosen.get()].title.get()}</p>
                        {move || match preview.get() {
                            Some(Ok(clean)) => view! { <div class="prose" data-testid="page-preview" inner_html=clean></div> }.into_any(),
                            Some(Err(refused)) => view! { <p class="admin-state admin-state--error">{super::error_text(&refused)}</p> }.into_any(),
                            None => ().into_any(),
                        }}
                    </div>
                </div>
            </div>
        </section>
    }
}
