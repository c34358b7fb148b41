//! One category in the editor (or a new one): its names and descriptions in the three
//! languages, its URL key and whether the shop shows it, saved at the version it was read at;
//! then, for a saved one, where it sits in the tree, its picture, and deleting it, which asks
//! where its products go.

use leptos::prelude::*;
use storefront_core::category_edit::{check, CategoryDraft, CategoryTexts};
use storefront_core::locale::Locale;
use storefront_core::messages::fill;

use super::parts::{field_message, form_message, invalid, Change};
use super::upload::{send, ACCEPTED_PICTURES};
use super::{language_name, locale, t};
use crate::api::categories::{DeleteCategory, PlaceCategory, RemoveCategoryPicture, SaveCategory};
use crate::i18n::Text;
use crate::shapes::categories::{category_picture_url, CategoryNode};
use crate::shapes::error::AdminError;

/// The page's changes, shared by the tree and the editor; the tree is read again after each.
#[derive(Clone, Copy)]
pub struct TreeActions {
    pub save: ServerAction<SaveCategory>,
    pub place: ServerAction<PlaceCategory>,
    pub delete: ServerAction<DeleteCategory>,
    pub remove_picture: ServerAction<RemoveCategoryPicture>,
    /// Raised when a picture was uploaded (outside the server functions).
    pub uploaded: RwSignal<u32>,
    /// What the editor shows, if anything.
    pub editing: RwSignal<Option<Editing>>,
    /// What the last change did, said above the editor until another category is opened.
    pub notice: RwSignal<Option<Text>>,
}

impl TreeActions {
    /// Opens a category (or a new one) in the editor, with nothing said yet about it.
    pub fn open(self, opened: Option<Editing>) {
        self.notice.set(None);
        self.save.value().set(None);
        self.delete.value().set(None);
        self.place.value().set(None);
        self.editing.set(opened);
    }
}

/// What the editor is open on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Editing {
    /// A category not saved yet, to go at the end of `parent`'s.
    New {
        parent: Option<i64>,
    },
    Existing(i64),
}

/// A language's name and description as typed.
#[derive(Clone, Copy)]
struct TypedTexts {
    locale: Locale,
    name: RwSignal<String>,
    description: RwSignal<String>,
}

#[component]
pub fn CategoryEditor(opened: Editing, nodes: Vec<CategoryNode>, actions: TreeActions) -> impl IntoView {
    let (node, parent) = match opened {
        Editing::New { parent } => (None, parent),
        Editing::Existing(id) => match nodes.iter().find(|node| node.id == id) {
            Some(node) => (Some(node.clone()), node.parent_id),
            // Deleted meanwhile: nothing to edit.
            None => return ().into_any(),
        },
    };
    let id = node.as_ref().map(|node| node.id);
    let version = node.as_ref().map_or(0, |node| node.version);
    let texts: Vec<TypedTexts> = Locale::ALL
        .into_iter()
        .map(|locale| {
            let saved = node.as_ref().and_then(|node| node.texts.get(&locale)).cloned().unwrap_or_default();
            TypedTexts { locale, name: RwSignal::new(saved.name), description: RwSignal::new(saved.description) }
        })
        .collect();
    let slug = RwSignal::new(node.as_ref().map(|node| node.slug.clone()).unwrap_or_default());
    let enabled = RwSignal::new(node.as_ref().is_none_or(|node| node.enabled));
    let unreadable = RwSignal::new(None::<AdminError>);
    let refusal = (*actions.save).refusal();
    let error = Signal::derive(move || unreadable.get().or_else(|| refusal.get()));
    let pending = actions.save.pending();
    let typed = texts.clone();
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        actions.notice.set(None);
        let draft = CategoryDraft {
            slug: slug.get_untracked(),
            enabled: enabled.get_untracked(),
            texts: typed
                .iter()
                .map(|t| (t.locale, CategoryTexts { name: t.name.get_untracked(), description: t.description.get_untracked() }))
                .collect(),
        };
        // What the core refuses is named before anything is sent; the server checks the same.
        if let Err(faults) = check(&draft) {
            let fields = faults.into_iter().map(|(field, message)| (field, message.text(locale()).to_string())).collect();
            unreadable.set(Some(AdminError::Invalid { fields }));
            return;
        }
        unreadable.set(None);
        actions.save.dispatch(SaveCategory { id, version, parent_id: parent, draft });
    };
    let parent_path = parent.and_then(|p| nodes.iter().find(|node| node.id == p)).map(|node| node.path.clone());
    let title = match &node {
        Some(node) => node.name.clone(),
        None => match &parent_path {
            Some(path) => format!("{} · {path}", t(Text::NewSubcategory)),
            None => t(Text::NewCategory).to_string(),
        },
    };
    let conflict = move || match error.get() {
        Some(AdminError::Conflict { message }) => Some(view! {
            <div class="admin-state admin-state--warning" role="alert">
                <p>{message}</p>
                <button type="button" class="button" on:click=move |_| actions.uploaded.update(|n| *n += 1)>{t(Text::Reload)}</button>
            </div>
        }),
        _ => None,
    };
    let other_failure = move || form_message(error.get().filter(|e| !matches!(e, AdminError::Conflict { .. })));
    let language_fields = texts.into_iter().map(|typed| language(typed, error)).collect_view();
    // Opened from a row far down the tree, or under it on a phone: brought into sight.
    let section = NodeRef::<leptos::html::Section>::new();
    Effect::new(move |_| {
        let Some(element) = section.get() else { return };
        let top = element.get_bounding_client_rect().top();
        let height = window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
        if top < 0.0 || top > height * 0.8 {
            element.scroll_into_view();
        }
    });
    view! {
        <section class="admin-card admin-category-editor" aria-labelledby="category-editor-title" node_ref=section>
            <div class="admin-heading">
                <h2 id="category-editor-title">{title}</h2>
                <button type="button" class="button button--quiet" on:click=move |_| actions.open(None)>{t(Text::Cancel)}</button>
            </div>
            {move || actions.notice.get().map(|said| view! { <p class="admin-state admin-state--done" role="status">{t(said)}</p> })}
            {conflict}
            <form on:submit=submit novalidate=true>
                {language_fields}
                <label class="admin-field"><span>{t(Text::UrlKey)}</span>
                    <input name="slug" aria-invalid=invalid(error, "slug") prop:value=move || slug.get() on:input=move |ev| slug.set(event_target_value(&ev))/>
                    <small class="admin-field__hint">{t(Text::CategoryUrlKeyHint)}</small>
                    {move || field_message(error.get(), "slug")}</label>
                <label class="admin-check"><input type="checkbox" name="enabled" prop:checked=move || enabled.get()
                    on:change=move |ev| enabled.set(event_target_checked(&ev))/>{t(Text::ShownInShop)}</label>
                {move || field_message(error.get(), "parent_id")}
                <div class="admin-category-editor__actions">
                    <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                    {other_failure}
                </div>
            </form>
            {node.map(|node| view! {
                <Placement node=node.clone() nodes=nodes.clone() actions=actions/>
                <Picture node=node.clone() actions=actions/>
                <Removal node=node nodes=nodes actions=actions/>
            })}
        </section>
    }
    .into_any()
}

/// One language's name and description, named by the language in its own words.
fn language(typed: TypedTexts, error: Signal<Option<AdminError>>) -> impl IntoView {
    let code = typed.locale.code();
    // As the core names them (`product_edit::text_field`).
    let (name_key, description_key) = match typed.locale {
        Locale::Hy => ("name_hy", "description_hy"),
        Locale::Ru => ("name_ru", "description_ru"),
        Locale::En => ("name_en", "description_en"),
    };
    view! {
        <fieldset class="admin-category-editor__language" lang=code>
            <legend>{language_name(typed.locale)}</legend>
            <label class="admin-field"><span>{t(Text::Name)}</span>
                <input name=name_key aria-invalid=invalid(error, name_key) prop:value=move || typed.name.get()
                    on:input=move |ev| typed.name.set(event_target_value(&ev))/>
                {move || field_message(error.get(), name_key)}</label>
            <label class="admin-field"><span>{t(Text::Description)}</span>
                <textarea name=description_key rows="2" aria-invalid=invalid(error, description_key) prop:value=move || typed.description.get()
                    on:input=move |ev| typed.description.set(event_target_value(&ev))></textarea>
                {move || field_message(error.get(), description_key)}</label>
        </fieldset>
    }
}

/// "Move under": every category but this one and those below it, or the top level.
#[component]
fn Placement(node: CategoryNode, nodes: Vec<CategoryNode>, actions: TreeActions) -> impl IntoView {
    let id = node.id;
    // The tree lists a category's subcategories right after it, deeper: its own block ends at
    // the first category as shallow as it.
    let start = nodes.iter().position(|n| n.id == id).unwrap_or(0);
    let end = nodes[start + 1..].iter().position(|n| n.depth <= node.depth).map_or(nodes.len(), |offset| start + 1 + offset);
    let chosen = RwSignal::new(node.parent_id.map(|p| p.to_string()).unwrap_or_default());
    let options = nodes[..start]
        .iter()
        .chain(&nodes[end..])
        .map(|n| view! { <option value=n.id.to_string() selected=node.parent_id == Some(n.id)>{n.path.clone()}</option> })
        .collect_view();
    let pending = actions.place.pending();
    let move_now = move |_| {
        let parent_id = chosen.get_untracked().parse().ok();
        actions.notice.set(None);
        actions.place.dispatch(PlaceCategory { id, parent_id, index: u32::MAX });
    };
    view! {
        <section class="admin-category-editor__part">
            <h3>{t(Text::Placement)}</h3>
            <div class="admin-inline-form">
                <label class="admin-field"><span>{t(Text::PlaceUnder)}</span>
                    <select name="parent_id" on:change=move |ev| chosen.set(event_target_value(&ev))>
                        <option value="" selected=node.parent_id.is_none()>{t(Text::TopLevel)}</option>
                        {options}
                    </select>
                </label>
                <button type="button" class="button" disabled=move || pending.get() || chosen.get() == node.parent_id.map(|p| p.to_string()).unwrap_or_default()
                    on:click=move_now>{t(Text::Move)}</button>
            </div>
        </section>
    }
}

/// The category's picture: the current one, another chosen in its place, or none.
#[component]
fn Picture(node: CategoryNode, actions: TreeActions) -> impl IntoView {
    let id = node.id;
    let percent = RwSignal::new(0u32);
    let sending = RwSignal::new(false);
    let failure = RwSignal::new(None::<String>);
    let choose = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
        input.set_value("");
        failure.set(None);
        sending.set(true);
        send(&category_picture_url(id), &file, percent, move |answer| {
            sending.set(false);
            match answer {
                Ok(_) => actions.uploaded.update(|n| *n += 1),
                Err(message) => failure.set(Some(message)),
            }
        });
    };
    let removing = actions.remove_picture.pending();
    view! {
        <section class="admin-category-editor__part">
            <h3>{t(Text::CategoryPicture)}</h3>
            <div class="admin-category-editor__picture">
                {node.picture_url.clone().map(|url| view! { <img src=url alt="" width="96" height="96"/> })}
                <label class="button">
                    {t(Text::ChoosePicture)}
                    <input type="file" class="visually-hidden" accept=ACCEPTED_PICTURES disabled=move || sending.get() on:change=choose/>
                </label>
                {node.picture_url.is_some().then(|| view! {
                    <button type="button" class="button button--quiet" disabled=move || removing.get()
                        on:click=move |_| { actions.remove_picture.dispatch(RemoveCategoryPicture { id }); }>{t(Text::RemovePicture)}</button>
                })}
            </div>
            {move || sending.get().then(|| view! { <progress max="100" value=move || percent.get().to_string()></progress> })}
            {move || failure.get().map(|message| view! { <p class="admin-field__error" role="alert">{message}</p> })}
        </section>
    }
}

/// Deleting the category: asked first, naming it; one with products asks where they go, with
/// nothing chosen for the staff member.
#[component]
fn Removal(node: CategoryNode, nodes: Vec<CategoryNode>, actions: TreeActions) -> impl IntoView {
    let id = node.id;
    let asking = RwSignal::new(false);
    let target = RwSignal::new(String::new());
    let refusal = (*actions.delete).refusal();
    let has_products = node.product_count > 0;
    let targets =
        nodes.iter().filter(|n| n.id != id).map(|n| view! { <option value=n.id.to_string()>{n.path.clone()}</option> }).collect_view();
    let subject = fill(t(Text::DeleteCategoryNamed), &[("name", &node.path)]);
    let confirm = move |_| {
        let products_to = target.get_untracked().parse().ok();
        actions.delete.dispatch(DeleteCategory { id, products_to });
    };
    let keep = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let (true, Some(button)) = (asking.get(), keep.get()) {
            let _ = button.focus();
        }
    });
    view! {
        <section class="admin-category-editor__part">
            <button type="button" class="button button--danger" on:click=move |_| asking.set(true)>{t(Text::DeleteCategory)}</button>
            <Show when=move || asking.get()>
                <div class="admin-dialog" role="presentation" on:keydown=move |ev| if ev.key() == "Escape" { asking.set(false) }>
                    <div class="admin-dialog__box" role="alertdialog" aria-modal="true" aria-labelledby="delete-category-title" aria-describedby="delete-category-text">
                        <h2 id="delete-category-title">{subject.clone()}</h2>
                        <p id="delete-category-text">{t(Text::DeleteCategoryWarning)}</p>
                        {has_products.then(|| view! {
                            <label class="admin-field"><span>{super::counted(crate::i18n::Count::ProductsFound, node.product_count, false)}{" · "}{t(Text::ProductsGoTo)}</span>
                                <select name="products_to" aria-invalid=invalid(refusal, "products_to") on:change=move |ev| target.set(event_target_value(&ev))>
                                    <option value="" selected=true>{t(Text::ChooseCategory)}</option>
                                    {targets.clone()}
                                </select>
                                {move || field_message(refusal.get(), "products_to")}</label>
                        })}
                        {move || form_message(refusal.get())}
                        <div class="admin-dialog__actions">
                            <button type="button" class="button" node_ref=keep on:click=move |_| asking.set(false)>{t(Text::Keep)}</button>
                            <button type="button" class="button button--danger" disabled=move || has_products && target.get().is_empty()
                                on:click=confirm>{t(Text::DeleteCategory)}</button>
                        </div>
                    </div>
                </div>
            </Show>
        </section>
    }
}
