//! The browser app: routes, the frame around every page, and the small pieces pages share.
//! Texts come from `crate::i18n` in the chosen language (changing it reloads the app, as the
//! shop does); money and order rules from the core.

mod account;
mod attributes;
mod audit;
mod catalog_files;
mod catalog_job;
mod categories;
mod category_editor;
mod checkout_methods;
mod contact_details;
mod customer;
mod customers;
mod dashboard;
mod inbox;
mod inbox_message;
mod invoice;
mod menus;
mod newsletter;
mod order;
mod orders;
mod page_editor;
mod pages;
mod parts;
mod post_editor;
mod posts;
mod product;
mod product_pictures;
mod product_rows;
mod product_texts;
mod product_variants;
mod products;
mod promotion_editor;
mod promotions;
mod rates;
mod settings;
mod sign_in;
mod social_links;
mod staff;
mod upload;

use leptos::prelude::*;
use leptos_router::components::{Outlet, ParentRoute, Route, Router, Routes, A};
use leptos_router::hooks::{use_location, use_navigate};
use leptos_router::path;
use storefront_core::locale::Locale;
use storefront_core::staff::Permission;

use crate::api::session::{current_staff, SetLocale, SignOut};
use crate::i18n::{text, Count, Text};
use crate::shapes::error::AdminError;
use crate::shapes::session::Me;
use parts::{ErrorBox, Loading};

const LOCALE_KEY: &str = "admin_locale";

/// The language the app shows, chosen once per load.
pub fn locale() -> Locale {
    use gloo_storage::Storage;
    gloo_storage::LocalStorage::get::<String>(LOCALE_KEY).ok().and_then(|code| Locale::parse(&code)).unwrap_or_default()
}

/// A text in the app's language.
pub fn t(key: Text) -> &'static str {
    text(locale(), key)
}

/// How many things in the app's language: `n`, or `n+` when the count stopped there (`more`).
pub fn counted(key: Count, n: i64, more: bool) -> String {
    let n = u64::try_from(n).unwrap_or(0);
    key.counted().shown(locale(), n, &format!("{n}{}", if more { "+" } else { "" }))
}

fn remember_locale(next: Locale) {
    use gloo_storage::Storage;
    let _ = gloo_storage::LocalStorage::set(LOCALE_KEY, next.code());
}

/// The signed-in staff member, for every page under the frame.
#[derive(Clone, Copy)]
pub struct Signed(pub RwSignal<Option<Me>>);

pub fn me() -> Option<Me> {
    use_context::<Signed>().and_then(|signed| signed.0.get())
}

pub fn may(permission: Permission) -> bool {
    me().is_some_and(|me| me.may(permission))
}

#[component]
pub fn App() -> impl IntoView {
    provide_context(Signed(RwSignal::new(None)));
    if let Some(html) = document().document_element() {
        let _ = html.set_attribute("lang", locale().code());
    }
    view! {
        <Router>
            <Routes fallback=|| view! { <main class="admin-auth"><ErrorBox message=t(Text::NotFound).to_string()/></main> }>
                <Route path=path!("/admin/sign-in") view=sign_in::SignInPage/>
                <Route path=path!("/admin/orders/:number/invoice") view=invoice::InvoicePage/>
                <ParentRoute path=path!("/admin") view=Frame>
                    <Route path=path!("") view=dashboard::DashboardPage/>
                    <Route path=path!("orders") view=orders::OrdersPage/>
                    <Route path=path!("orders/:number") view=order::OrderPage/>
                    <Route path=path!("customers") view=customers::CustomersPage/>
                    <Route path=path!("customers/:id") view=customer::CustomerPage/>
                    <Route path=path!("products") view=products::ProductsPage/>
                    <Route path=path!("products/:id") view=product::ProductPage/>
                    <Route path=path!("categories") view=categories::CategoriesPage/>
                    <Route path=path!("attributes") view=attributes::AttributesPage/>
                    <Route path=path!("catalog-files") view=catalog_files::CatalogFilesPage/>
                    <Route path=path!("catalog-files/:id") view=catalog_job::CatalogJobPage/>
                    <Route path=path!("pages") view=pages::PagesPage/>
                    <Route path=path!("pages/:id") view=page_editor::PageEditorPage/>
                    <Route path=path!("menus") view=menus::MenusPage/>
                    <Route path=path!("newsletter") view=newsletter::NewsletterPage/>
                    <Route path=path!("messages") view=inbox::InboxPage/>
                    <Route path=path!("contact-details") view=contact_details::ContactDetailsPage/>
                    <Route path=path!("checkout-methods") view=checkout_methods::CheckoutMethodsPage/>
                    <Route path=path!("social-links") view=social_links::SocialLinksPage/>
                    <Route path=path!("messages/:id") view=inbox_message::InboxMessagePage/>
                    <Route path=path!("posts") view=posts::PostsPage/>
                    <Route path=path!("posts/:id") view=post_editor::PostEditorPage/>
                    <Route path=path!("slides") view=promotions::SlidesPage/>
                    <Route path=path!("slides/:id") view=promotion_editor::SlideEditorPage/>
                    <Route path=path!("banners") view=promotions::BannersPage/>
                    <Route path=path!("banners/:id") view=promotion_editor::BannerEditorPage/>
                    <Route path=path!("staff") view=staff::StaffPage/>
                    <Route path=path!("settings") view=settings::SettingsPage/>
                    <Route path=path!("rates") view=rates::RatesPage/>
                    <Route path=path!("audit") view=audit::AuditPage/>
                    <Route path=path!("account") view=account::AccountPage/>
                    <Route path=path!("*any") view=NotFoundPage/>
                </ParentRoute>
            </Routes>
        </Router>
    }
}

/// An address under /admin that is no page: said inside the frame, with its menu and a way back.
#[component]
fn NotFoundPage() -> impl IntoView {
    view! {
        <h1>{t(Text::NotFound)}</h1>
        <p><a class="button button--primary" href="/admin">{t(Text::Dashboard)}</a></p>
    }
}

/// Sends a signed-out caller to the sign-in page; true when it did.
pub fn redirect_if_signed_out(error: &AdminError) -> bool {
    if *error == AdminError::SignedOut {
        let here = window().location().pathname().unwrap_or_default();
        let navigate = use_navigate();
        navigate(&format!("/admin/sign-in?next={here}"), Default::default());
        return true;
    }
    false
}

/// What a failed call says to the person: the server's message, or a general one.
pub fn error_text(error: &AdminError) -> String {
    match error {
        AdminError::Invalid { fields } => fields.values().cloned().collect::<Vec<_>>().join(" "),
        AdminError::Conflict { message } => message.clone(),
        AdminError::Forbidden => t(Text::NoAccess).to_string(),
        AdminError::NotFound => t(Text::NotFound).to_string(),
        AdminError::Throttled { retry_after } => Count::RetryInSeconds.format(locale(), *retry_after),
        _ => t(Text::SomethingWrong).to_string(),
    }
}

/// The frame of every signed-in page: the navigation the role may use, the language, sign out.
#[component]
fn Frame() -> impl IntoView {
    let signed = expect_context::<Signed>();
    let loaded = LocalResource::new(current_staff);
    let navigate = use_navigate();
    Effect::new(move |_| match loaded.get() {
        Some(Ok(me)) => {
            if me.held_at_account() && use_location().pathname.get_untracked() != "/admin/account" {
                navigate("/admin/account", Default::default());
            }
            signed.0.set(Some(me));
        }
        Some(Err(error)) => {
            redirect_if_signed_out(&error);
        }
        None => {}
    });
    let menu_open = RwSignal::new(false);
    let location = use_location();
    Effect::new(move |_| {
        location.pathname.track();
        menu_open.set(false);
    });
    let signing_out = ServerAction::<SignOut>::new();
    Effect::new(move |_| {
        if signing_out.version().get() > 0 {
            let _ = window().location().set_href("/admin/sign-in");
        }
    });
    let sign_out_now = move |_| {
        signing_out.dispatch(SignOut {});
    };
    let nav = move || {
        let me = signed.0.get()?;
        let links = [
            (Permission::ViewDashboard, "/admin", Text::Dashboard),
            (Permission::ViewOrders, "/admin/orders", Text::Orders),
            (Permission::ViewCustomers, "/admin/customers", Text::Customers),
            (Permission::ManageCatalogue, "/admin/products", Text::Products),
            (Permission::ManageCatalogue, "/admin/categories", Text::Categories),
            (Permission::ManageCatalogue, "/admin/attributes", Text::Attributes),
            (Permission::ManageCatalogue, "/admin/catalog-files", Text::CatalogFiles),
            (Permission::ManageContent, "/admin/pages", Text::Pages),
            (Permission::ManageContent, "/admin/menus", Text::Menus),
            (Permission::ManageContent, "/admin/posts", Text::Posts),
            (Permission::ManageContent, "/admin/slides", Text::Slides),
            (Permission::ManageContent, "/admin/banners", Text::Banners),
            (Permission::ManageContent, "/admin/newsletter", Text::Newsletter),
            (Permission::ManageContent, "/admin/messages", Text::ContactMessages),
            (Permission::ManageContent, "/admin/contact-details", Text::ContactDetails),
            (Permission::ManageContent, "/admin/social-links", Text::SocialLinks),
            (Permission::ManageStaff, "/admin/staff", Text::Staff),
            (Permission::ViewAudit, "/admin/audit", Text::AuditLog),
            (Permission::ManageRates, "/admin/rates", Text::ExchangeRates),
            (Permission::ManageSettings, "/admin/checkout-methods", Text::CheckoutMethods),
            (Permission::ManageSettings, "/admin/settings", Text::Settings),
        ];
        let links = links
            .into_iter()
            .filter(|(permission, _, _)| me.may(*permission) && !me.held_at_account())
            .map(|(_, href, label)| view! { <li><A href=href exact=true>{t(label)}</A></li> })
            .collect_view();
        Some(view! {
            // A chosen page closes the phone's menu, also when it is the page already open.
            <ul class="admin-nav__links" on:click=move |_| menu_open.set(false)>
                {links}
                <li><A href="/admin/account">{t(Text::MyAccount)}</A></li>
            </ul>
            <div class="admin-nav__me">
                <span class="admin-nav__who">{me.name.clone()}<small>{me.role.label(locale())}</small></span>
                <button type="button" class="button button--quiet" on:click=sign_out_now>{t(Text::SignOut)}</button>
            </div>
        })
    };
    view! {
        <div class="admin">
            <header class="admin-bar">
                <a class="admin-bar__brand" href="/admin">"Շուկա"<span>{t(Text::BackOffice)}</span></a>
                <LocalePicker/>
                <button
                    type="button"
                    class="admin-bar__menu button button--quiet"
                    aria-expanded=move || menu_open.get().to_string()
                    aria-controls="admin-nav"
                    on:click=move |_| menu_open.update(|open| *open = !*open)
                >
                    {t(Text::Menu)}
                </button>
            </header>
            <nav id="admin-nav" class="admin-nav" class:admin-nav--open=move || menu_open.get() aria-label=t(Text::Menu)>
                {nav}
            </nav>
            <main class="admin-main">
                <Show when=move || signed.0.get().is_some() fallback=move || match loaded.get() {
                    Some(Err(error)) if error != AdminError::SignedOut => view! { <ErrorBox message=error_text(&error)/> }.into_any(),
                    _ => view! { <Loading/> }.into_any(),
                }>
                    <Outlet/>
                </Show>
            </main>
        </div>
    }
}

/// A language in its own words, whatever the app's language.
pub fn language_name(locale: Locale) -> &'static str {
    match locale {
        Locale::Hy => "Հայերեն",
        Locale::Ru => "Русский",
        Locale::En => "English",
    }
}

#[component]
pub fn LocalePicker() -> impl IntoView {
    let current = locale();
    // Remembered on the account too, so the server's messages speak it; signed out, the choice
    // stays in this browser only. The app starts again in the new language either way.
    let choosing = ServerAction::<SetLocale>::new();
    Effect::new(move |_| {
        if choosing.version().get() > 0 {
            let _ = window().location().reload();
        }
    });
    let options = Locale::ALL
        .into_iter()
        .map(|option| view! { <option value=option.code() selected=option == current>{language_name(option)}</option> })
        .collect_view();
    view! {
        <label class="admin-locale">
            <span class="visually-hidden">{t(Text::Language)}</span>
            <select on:change=move |ev| {
                if let Some(locale) = Locale::parse(&event_target_value(&ev)) {
                    remember_locale(locale);
                    choosing.dispatch(SetLocale { locale });
                }
            }>{options}</select>
        </label>
    }
}
