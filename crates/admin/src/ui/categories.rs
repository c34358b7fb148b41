//! The category tree: every category in its place with its product count and whether the shop
//! shows it, moved earlier or later among its siblings in one click, and opened in the editor
//! (`category_editor`) to rename it, move it under another, give it a picture or delete it.

use leptos::prelude::*;
use storefront_core::category_edit::MAX_DEPTH;
use storefront_core::staff::Permission;

use super::category_editor::{CategoryEditor, Editing, TreeActions};
use super::parts::{form_message, loaded, Change, Empty, ErrorBox, Reload};
use super::{counted, may, t};
use crate::api::categories::{category_tree, PlaceCategory};
use crate::i18n::{Count, Text};
use crate::shapes::categories::CategoryNode;

#[component]
pub fn CategoriesPage() -> impl IntoView {
    if !may(Permission::ManageCatalogue) {
        return view! { <h1>{t(Text::Categories)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let actions = TreeActions {
        save: ServerAction::new(),
        place: ServerAction::new(),
        delete: ServerAction::new(),
        remove_picture: ServerAction::new(),
        uploaded: RwSignal::new(0),
        editing: RwSignal::new(None),
        notice: RwSignal::new(None),
    };
    let editing = actions.editing;
    // A save someone else's came before is not read again here: the editor keeps what was typed
    // and offers to read theirs.
    let saved = RwSignal::new(0u32);
    Effect::new(move |_| {
        if let Some(Ok(id)) = actions.save.value().get() {
            editing.set(Some(Editing::Existing(id)));
            actions.notice.set(Some(Text::CategorySaved));
            saved.update(|n| *n += 1);
        }
    });
    Effect::new(move |_| {
        if let Some(Ok(_)) = actions.delete.value().get() {
            editing.set(None);
        }
    });
    Effect::new(move |_| {
        if let (Some(Ok(())), Some(Editing::Existing(_))) = (actions.place.value().get(), editing.get_untracked()) {
            actions.notice.set(Some(Text::CategoryMoved));
        }
    });
    let reload = Reload::new().after(*actions.place).after(*actions.delete).after(*actions.remove_picture);
    let tree = LocalResource::new(move || {
        reload.count();
        saved.track();
        actions.uploaded.track();
        category_tree()
    });
    let place_refusal = (*actions.place).refusal();
    view! {
        <div class="admin-heading">
            <h1>{t(Text::Categories)}</h1>
            <button type="button" class="button button--primary" on:click=move |_| actions.open(Some(Editing::New { parent: None }))>
                {t(Text::NewCategory)}
            </button>
        </div>
        {move || form_message(place_refusal.get())}
        {loaded(tree, move |nodes: Vec<CategoryNode>| view! {
            <div class="admin-category-page">
                <Tree nodes=nodes.clone() actions=actions/>
                {move || editing.get().map(|opened| view! { <CategoryEditor opened=opened nodes=nodes.clone() actions=actions/> })}
            </div>
        })}
    }
    .into_any()
}

#[component]
fn Tree(nodes: Vec<CategoryNode>, actions: TreeActions) -> impl IntoView {
    let editing = actions.editing;
    if nodes.is_empty() {
        return view! { <section class="admin-card admin-tree"><Empty message=t(Text::NoCategories)/></section> }.into_any();
    }
    let pending = actions.place.pending();
    let rows = nodes
        .into_iter()
        .map(|node| {
            let (id, parent_id, index, siblings) = (node.id, node.parent_id, node.index, node.siblings);
            let step = move |to: u32| {
                actions.place.dispatch(PlaceCategory { id, parent_id, index: to });
            };
            let opened = move || editing.get() == Some(Editing::Existing(id));
            let picture = match node.picture_url {
                Some(url) => view! { <img class="admin-thumb" src=url alt="" loading="lazy" width="40" height="40"/> }.into_any(),
                None => view! { <span class="admin-thumb admin-thumb--empty" aria-hidden="true"></span> }.into_any(),
            };
            let can_nest = (node.depth as usize) + 1 < MAX_DEPTH;
            view! {
                <li class="admin-tree__row" class:admin-tree__row--open=opened style=format!("--depth: {}", node.depth)>
                    {picture}
                    <button type="button" class="admin-tree__name" aria-expanded=move || opened().to_string()
                        on:click=move |_| actions.open(Some(Editing::Existing(id)))>
                        <span>{node.name.clone()}</span>
                        <small class="admin-muted">{format!("/{}", node.slug)}</small>
                    </button>
                    <span class="admin-tree__facts">
                        <span class="admin-muted">{counted(Count::ProductsFound, node.product_count, false)}</span>
                        {(!node.enabled).then(|| view! { <span class="admin-badge">{t(Text::HiddenInShop)}</span> })}
                    </span>
                    <span class="admin-tree__actions">
                        <button type="button" class="button button--quiet" title=t(Text::MoveEarlier) aria-label=format!("{}: {}", t(Text::MoveEarlier), node.name)
                            disabled=move || { index == 0 || pending.get() } on:click=move |_| step(index - 1)>"↑"</button>
                        <button type="button" class="button button--quiet" title=t(Text::MoveLater) aria-label=format!("{}: {}", t(Text::MoveLater), node.name)
                            disabled=move || { index + 1 >= siblings || pending.get() } on:click=move |_| step(index + 1)>"↓"</button>
                        {can_nest.then(|| view! {
                            <button type="button" class="button button--quiet" title=t(Text::NewSubcategory) aria-label=format!("{}: {}", t(Text::NewSubcategory), node.name)
                                on:click=move |_| actions.open(Some(Editing::New { parent: Some(id) }))>"+"</button>
                        })}
                    </span>
                </li>
            }
        })
        .collect_view();
    view! { <section class="admin-card admin-tree"><ol class="admin-tree__list">{rows}</ol></section> }.into_any()
}
