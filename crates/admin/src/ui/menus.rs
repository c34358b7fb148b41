//! The shop's header and footer menus: each menu's items in order, sub-items under their item,
//! moved up or down among their siblings; the editor of one item beside the lists (its names in
//! three languages, what it leads to: a page, a category or an address, where it sits, whether
//! it is shown). The core checks every draft before it is sent; the server checks it again.

use leptos::prelude::*;
use storefront_core::locale::Locale;
use storefront_core::menu_edit::{check, MenuItemDraft, MenuKind, MenuTarget};
use storefront_core::messages::fill;
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, invalid, loaded, Change, ConfirmButton, Empty, ErrorBox, Reload};
use super::{language_name, locale, may, t};
use crate::api::menus::{menus_editor, DeleteMenuItem, MoveMenuItem, SaveMenuItem};
use crate::i18n::{Count, Text};
use crate::shapes::error::AdminError;
use crate::shapes::menus::{Choice, MenuEntry, MenusView};

/// What the editor is open on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Editing {
    Existing(i64),
    New { menu: MenuKind, parent: Option<i64> },
}

/// The page's actions, shared by the lists and the editor.
#[derive(Clone, Copy)]
struct MenuActions {
    editing: RwSignal<Option<Editing>>,
    save: ServerAction<SaveMenuItem>,
    shift: ServerAction<MoveMenuItem>,
    delete: ServerAction<DeleteMenuItem>,
    saved: RwSignal<bool>,
}

impl MenuActions {
    fn open(self, which: Option<Editing>) {
        self.saved.set(false);
        self.save.value().set(None);
        self.delete.value().set(None);
        self.editing.set(which);
    }
}

#[component]
pub fn MenusPage() -> impl IntoView {
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(Text::Menus)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let actions = MenuActions {
        editing: RwSignal::new(None),
        save: ServerAction::new(),
        shift: ServerAction::new(),
        delete: ServerAction::new(),
        saved: RwSignal::new(false),
    };
    Effect::new(move |_| {
        if let Some(Ok(id)) = actions.save.value().get() {
            actions.saved.set(true);
            actions.editing.set(Some(Editing::Existing(id)));
        }
    });
    Effect::new(move |_| {
        if let Some(Ok(_)) = actions.delete.value().get() {
            actions.editing.set(None);
        }
    });
    let reload = Reload::new().after(*actions.save).after(*actions.shift).after(*actions.delete);
    let editor = LocalResource::new(move || {
        reload.count();
        menus_editor()
    });
    let shift_refusal = (*actions.shift).refusal();
    view! {
        <h1>{t(Text::Menus)}</h1>
        <p class="admin-muted">{t(Text::MenusIntro)}</p>
        {move || form_message(shift_refusal.get())}
        {loaded(editor, move |editor: MenusView| view! {
            <div class="admin-category-page">
                <div class="admin-menus">
                    {MenuKind::ALL.map(|menu| view! { <MenuList menu=menu items=editor.items.clone() actions=actions/> })}
                </div>
                {move || actions.editing.get().map(|opened| view! { <MenuItemEditor opened=opened editor=editor.clone() actions=actions/> })}
            </div>
        })}
    }
    .into_any()
}

fn menu_title(menu: MenuKind) -> &'static str {
    match menu {
        MenuKind::Header => t(Text::HeaderMenu),
        MenuKind::Footer => t(Text::FooterMenu),
    }
}

#[component]
fn MenuList(menu: MenuKind, items: Vec<MenuEntry>, actions: MenuActions) -> impl IntoView {
    let pending = actions.shift.pending();
    let items: Vec<MenuEntry> = items.into_iter().filter(|item| item.menu == menu).collect();
    let empty = items.is_empty();
    let rows = items
        .into_iter()
        .map(|item| {
            let id = item.id;
            let opened = move || actions.editing.get() == Some(Editing::Existing(id));
            let depth = u32::from(item.parent_id.is_some());
            let (index, siblings) = (item.index, item.siblings);
            let name = item.name.clone();
            view! {
                <li class="admin-tree__row" class:admin-tree__row--open=opened style=format!("--depth: {depth}")>
                    <button type="button" class="admin-tree__name" aria-expanded=move || opened().to_string()
                        on:click=move |_| actions.open(Some(Editing::Existing(id)))>
                        <span>{item.name.clone()}</span>
                        <small class="admin-muted">{item.leads_to.clone()}</small>
                    </button>
                    <span class="admin-tree__facts">
                        {(!item.active).then(|| view! { <span class="admin-badge">{t(Text::HiddenInMenu)}</span> })}
                    </span>
                    <span class="admin-tree__actions">
                        <button type="button" class="button button--quiet" title=t(Text::MoveEarlier) aria-label=format!("{}: {name}", t(Text::MoveEarlier))
                            disabled=move || { index == 0 || pending.get() } on:click=move |_| { actions.shift.dispatch(MoveMenuItem { id, up: true }); }>"↑"</button>
                        <button type="button" class="button button--quiet" title=t(Text::MoveLater) aria-label=format!("{}: {name}", t(Text::MoveLater))
                            disabled=move || { index + 1 >= siblings || pending.get() } on:click=move |_| { actions.shift.dispatch(MoveMenuItem { id, up: false }); }>"↓"</button>
                        {(depth == 0).then(|| view! {
                            <button type="button" class="button button--quiet" title=t(Text::NewSubItem) aria-label=format!("{}: {}", t(Text::NewSubItem), item.name)
                                on:click=move |_| actions.open(Some(Editing::New { menu, parent: Some(id) }))>"+"</button>
                        })}
                    </span>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="admin-card admin-tree" aria-label=menu_title(menu)>
            <div class="admin-heading">
                <h2>{menu_title(menu)}</h2>
                <button type="button" class="button" on:click=move |_| actions.open(Some(Editing::New { menu, parent: None }))>{t(Text::NewMenuItem)}</button>
            </div>
            {if empty { view! { <Empty message=t(Text::NoMenuItems)/> }.into_any() } else { view! { <ol class="admin-tree__list">{rows}</ol> }.into_any() }}
        </section>
    }
}

/// Which kind of target the editor offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TargetKind {
    Page,
    Category,
    Url,
}

#[component]
fn MenuItemEditor(opened: Editing, editor: MenusView, actions: MenuActions) -> impl IntoView {
    let item = match opened {
        Editing::Existing(id) => editor.items.iter().find(|item| item.id == id).cloned(),
        Editing::New { .. } => None,
    };
    let (start_menu, start_parent) = match (&item, opened) {
        (Some(item), _) => (item.menu, item.parent_id),
        (None, Editing::New { menu, parent }) => (menu, parent),
        (None, Editing::Existing(_)) => (MenuKind::Header, None),
    };
    let id = item.as_ref().map(|item| item.id);
    let version = item.as_ref().map_or(0, |item| item.version);
    let names = Locale::ALL.map(|locale| RwSignal::new(item.as_ref().and_then(|i| i.names.get(&locale).cloned()).unwrap_or_default()));
    let menu = RwSignal::new(start_menu);
    let parent = RwSignal::new(start_parent);
    let active = RwSignal::new(item.as_ref().is_none_or(|item| item.active));
    let target = item.as_ref().map(|item| item.target.clone()).unwrap_or(MenuTarget::Url { url: String::new() });
    let kind = RwSignal::new(match &target {
        MenuTarget::Page { .. } => TargetKind::Page,
        MenuTarget::Category { .. } => TargetKind::Category,
        MenuTarget::Url { .. } => TargetKind::Url,
    });
    let chosen_page = RwSignal::new(match &target {
        MenuTarget::Page { page_id } => *page_id,
        _ => 0,
    });
    let chosen_category = RwSignal::new(match &target {
        MenuTarget::Category { category_id } => *category_id,
        _ => 0,
    });
    let url = RwSignal::new(match &target {
        MenuTarget::Url { url } => url.clone(),
        _ => String::new(),
    });
    let unreadable = RwSignal::new(None::<AdminError>);
    let refusal = (*actions.save).refusal();
    let error = Signal::derive(move || unreadable.get().or_else(|| refusal.get()));
    let pending = actions.save.pending();
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        actions.saved.set(false);
        let draft = MenuItemDraft {
            menu: menu.get_untracked(),
            parent_id: parent.get_untracked(),
            active: active.get_untracked(),
            names: Locale::ALL.into_iter().zip(names).map(|(locale, name)| (locale, name.get_untracked())).collect(),
            target: match kind.get_untracked() {
                TargetKind::Page => MenuTarget::Page { page_id: chosen_page.get_untracked() },
                TargetKind::Category => MenuTarget::Category { category_id: chosen_category.get_untracked() },
                TargetKind::Url => MenuTarget::Url { url: url.get_untracked() },
            },
        };
        if let Err(faults) = check(&draft) {
            let fields = faults.into_iter().map(|(field, message)| (field, message.text(locale()).to_string())).collect();
            unreadable.set(Some(AdminError::Invalid { fields }));
            return;
        }
        unreadable.set(None);
        actions.save.dispatch(SaveMenuItem { id, version, draft });
    };
    let title = match (&item, start_parent) {
        (Some(item), _) => item.name.clone(),
        (None, Some(_)) => t(Text::NewSubItem).to_string(),
        (None, None) => t(Text::NewMenuItem).to_string(),
    };
    let name_fields = Locale::ALL
        .into_iter()
        .zip(names)
        .map(|(language, name)| {
            // As the core names them (`product_edit::text_field`).
            let field = match language {
                Locale::Hy => "name_hy",
                Locale::Ru => "name_ru",
                Locale::En => "name_en",
            };
            view! {
                <label class="admin-field" lang=language.code()><span>{format!("{} · {}", t(Text::Name), language_name(language))}</span>
                    <input name=field aria-invalid=invalid(error, field) prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/>
                    {move || field_message(error.get(), field)}</label>
            }
        })
        .collect_view();
    // Top-level items of the chosen menu, this one aside: where it may go.
    let tops: Vec<(i64, MenuKind, String)> =
        editor.items.iter().filter(|i| i.parent_id.is_none() && Some(i.id) != id).map(|i| (i.id, i.menu, i.name.clone())).collect();
    let has_sub_items = item.as_ref().is_some_and(|item| item.sub_items > 0);
    let parent_options = move || {
        let menu = menu.get();
        tops.iter()
            .filter(|(_, of, _)| *of == menu)
            .map(|(top, _, name)| {
                let top = *top;
                view! { <option value=top.to_string() selected=move || parent.get() == Some(top)>{name.clone()}</option> }
            })
            .collect_view()
    };
    let (pages, categories) = (editor.pages.clone(), editor.categories.clone());
    let kind_button = move |value: TargetKind, label: Text| {
        view! {
            <label class="admin-check"><input type="radio" name="target_kind" prop:checked=move || kind.get() == value on:change=move |_| kind.set(value)/>{t(label)}</label>
        }
    };
    let delete_warning = item.as_ref().map(|item| match item.sub_items {
        0 => t(Text::DeleteMenuItemAlone).to_string(),
        n => Count::DeleteMenuItemWarning.format(locale(), u64::from(n)),
    });
    view! {
        <section class="admin-card admin-category-editor" aria-labelledby="menu-editor-title">
            <div class="admin-heading">
                <h2 id="menu-editor-title">{title}</h2>
                <button type="button" class="button button--quiet" on:click=move |_| actions.open(None)>{t(Text::Cancel)}</button>
            </div>
            {move || (actions.saved.get() && !pending.get()).then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::MenuItemSaved)}</p> })}
            <form on:submit=submit novalidate=true>
                {name_fields}
                <fieldset class="admin-category-editor__language">
                    <legend>{t(Text::LeadsTo)}</legend>
                    <div class="admin-choices">
                        {kind_button(TargetKind::Page, Text::LinkToPage)}
                        {kind_button(TargetKind::Category, Text::LinkToCategory)}
                        {kind_button(TargetKind::Url, Text::LinkToUrl)}
                    </div>
                    {move || match kind.get() {
                        TargetKind::Page => view! {
                            <label class="admin-field"><span>{t(Text::LinkToPage)}</span>
                                <select name="page" aria-invalid=invalid(error, "target") on:change=move |ev| chosen_page.set(event_target_value(&ev).parse().unwrap_or(0))>
                                    <option value="0" selected=move || chosen_page.get() == 0>{t(Text::ChooseOne)}</option>
                                    {choice_options(&pages, chosen_page)}
                                </select>
                                {move || field_message(error.get(), "target")}</label>
                        }.into_any(),
                        TargetKind::Category => view! {
                            <label class="admin-field"><span>{t(Text::LinkToCategory)}</span>
                                <select name="category" aria-invalid=invalid(error, "target") on:change=move |ev| chosen_category.set(event_target_value(&ev).parse().unwrap_or(0))>
                                    <option value="0" selected=move || chosen_category.get() == 0>{t(Text::ChooseOne)}</option>
                                    {choice_options(&categories, chosen_category)}
                                </select>
                                {move || field_message(error.get(), "target")}</label>
                        }.into_any(),
                        TargetKind::Url => view! {
                            <label class="admin-field"><span>{t(Text::LinkToUrl)}</span>
                                <input name="url" inputmode="url" autocomplete="off" spellcheck="false" aria-invalid=invalid(error, "url")
                                    prop:value=move || url.get() on:input=move |ev| url.set(event_target_value(&ev))/>
                                <small class="admin-field__hint">{t(Text::MenuUrlHint)}</small>
                                {move || field_message(error.get(), "url")}</label>
                        }.into_any(),
                    }}
                </fieldset>
                <label class="admin-field"><span>{t(Text::PlaceIn)}</span>
                    <select name="menu" disabled=has_sub_items on:change=move |ev| {
                        menu.set(if event_target_value(&ev) == "footer" { MenuKind::Footer } else { MenuKind::Header });
                        parent.set(None);
                    }>
                        {MenuKind::ALL.map(|kind| view! { <option value=kind.code() selected=move || menu.get() == kind>{menu_title(kind)}</option> })}
                    </select></label>
                {(!has_sub_items).then(|| view! {
                    <label class="admin-field"><span>{t(Text::PlaceUnderItem)}</span>
                        <select name="parent_id" aria-invalid=invalid(error, "parent_id") on:change=move |ev| parent.set(event_target_value(&ev).parse().ok())>
                            <option value="" selected=move || parent.get().is_none()>{t(Text::TopLevel)}</option>
                            {parent_options}
                        </select>
                        {move || field_message(error.get(), "parent_id")}</label>
                })}
                <label class="admin-check"><input type="checkbox" name="active" prop:checked=move || active.get()
                    on:change=move |ev| active.set(event_target_checked(&ev))/>{t(Text::ShownInMenu)}</label>
                <div class="admin-category-editor__actions">
                    <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::Save)}</button>
                    {move || form_message(error.get())}
                    {id.zip(item.clone()).map(|(id, item)| {
                        let subject = fill(t(Text::DeleteMenuItemNamed), &[("name", &item.name)]);
                        view! {
                            <ConfirmButton label=t(Text::DeleteMenuItem) subject=subject warning=delete_warning.clone().unwrap_or_default() danger=true
                                disabled=actions.delete.pending() on_confirm=Callback::new(move |_| { actions.delete.dispatch(DeleteMenuItem { id }); })/>
                        }
                    })}
                </div>
            </form>
        </section>
    }
}

/// The pages or categories to choose from, the chosen one selected.
fn choice_options(choices: &[Choice], chosen: RwSignal<i64>) -> impl IntoView {
    choices
        .iter()
        .map(|choice| {
            let id = choice.id;
            view! { <option value=id.to_string() selected=move || chosen.get() == id>{choice.label.clone()}</option> }
        })
        .collect_view()
}
