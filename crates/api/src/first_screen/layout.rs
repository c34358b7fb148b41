//! The frame around every first screen, in the markup and classes of the shell's `Layout`,
//! `TopBar` and `Header` (`app-shell/src/app/layout/`): skip link, top bar, header with logo,
//! search, account and cart, and the nav bar. Links are real links. What needs script to work
//! (the menus that open, the language and currency choices, the search box) is drawn disabled
//! and marked `data-awaits-script` (it looks as it will, `style/_base.scss`): a tap or a choice
//! made before the shell takes over would otherwise be lost when it replaces this markup. The
//! footer comes with the shell, below the first screen.

use maud::{html, Markup};
use storefront_core::locale::Locale;
use storefront_core::menu::MenuLink;
use storefront_core::money::Currency;
use storefront_core::presentation::account_icon_target;

use super::texts::Texts;

/// The shell's fixed nav entries (`MenuAnchor.tsx` `SECTIONS`).
const SECTIONS: [(&str, &str); 4] =
    [("/shop/saledProducts", "nav.sales"), ("/shop/newCollection", "nav.new_collection"), ("/blog", "nav.blog"), ("/stores", "nav.stores")];

/// The whole frame with `content` in `<main>`; `path` marks the nav entry of the current page.
pub fn frame(
    texts: &Texts,
    currency: Currency,
    path: &str,
    search_word: Option<&str>,
    header_menu: &[MenuLink],
    content: Markup,
) -> Markup {
    html! {
        div.app {
            a.skip-link href="#main" { (texts.get("nav.skip")) }
            (top_bar(texts, currency))
            (header(texts, path, search_word, header_menu))
            main."main"."container" #main tabindex="-1" { (content) }
        }
    }
}

fn top_bar(texts: &Texts, currency: Currency) -> Markup {
    html! {
        div.topbar {
            div."container"."topbar__inner" {
                a.topbar__link href="/contact-us" { (texts.get("topbar.contact")) }
                div.topbar__choices {
                    label.visually-hidden for="first-screen-locale" { (texts.get("topbar.language")) }
                    select.topbar__select #first-screen-locale disabled data-awaits-script data-testid="language-select" {
                        @for locale in Locale::ALL {
                            option value=(locale.code()) selected[locale == texts.locale] { (locale.label()) }
                        }
                    }
                    label.visually-hidden for="first-screen-currency" { (texts.get("topbar.currency")) }
                    select.topbar__select #first-screen-currency disabled data-awaits-script data-testid="currency-select" {
                        @for option in Currency::ALL {
                            option value=(option.code()) selected[option == currency] { (option.code()) " " (option.symbol()) }
                        }
                    }
                }
            }
        }
    }
}

fn header(texts: &Texts, path: &str, search_word: Option<&str>, header_menu: &[MenuLink]) -> Markup {
    html! {
        header.header {
            div."container"."header__inner" {
                button."header__menu-button"."icon-button" type="button" disabled data-awaits-script aria-expanded="false" aria-label=(texts.get("nav.menu")) data-testid="mobile-menu-button" {
                    span."icon"."icon--menu" aria-hidden="true" {}
                }
                a.header__logo href="/" aria-label=(texts.get("nav.home")) {
                    img src="/logo.svg" alt="" width="36" height="36";
                    span.header__brand { (texts.get("shop.name")) }
                }
                form.search-box role="search" data-testid="search-box" {
                    label.visually-hidden for="first-screen-search" { (texts.get("search.label")) }
                    input.search-box__input #first-screen-search type="search" disabled data-awaits-script enterkeyhint="search" autocomplete="off" spellcheck="false"
                        placeholder=(texts.get("search.placeholder")) value=(search_word.unwrap_or_default()) data-testid="search-input";
                    button.search-box__submit type="submit" disabled data-awaits-script aria-label=(texts.get("search.submit")) {
                        span."icon"."icon--search" aria-hidden="true" {}
                    }
                }
                div.header__actions {
                    a."header__action"."header__saved" href="/wishlist" aria-label=(texts.get("account.header.wishlist")) data-testid="header-wishlist" {
                        span."icon"."icon--heart" aria-hidden="true" {}
                    }
                    a."header__action"."header__login" href="/account/login" data-testid="header-login" { (texts.get("nav.account")) }
                    a."header__action"."header__account" href=(account_icon_target(false)) data-testid="account-icon" {
                        span."icon"."icon--user" aria-hidden="true" {}
                        span.header__account-label { (texts.get("account.header.register")) }
                    }
                    div.cart-dropdown {
                        a."header__action"."header__action--primary"."header__cart" href="/shop/cart" data-testid="header-cart" {
                            span."icon"."icon--bag" aria-hidden="true" {}
                            span.header__cart-label { (texts.get("nav.cart")) }
                            span.header__cart-count aria-hidden="true" data-testid="cart-count" { "0" }
                        }
                    }
                }
            }
            nav.header__nav aria-label=(texts.get("nav.main")) data-testid="main-nav" {
                div."container"."header__nav-inner" {
                    div.nav-dropdown."nav-dropdown--wide" data-testid="departments" {
                        a."header__nav-link"."nav-dropdown__button" href="/shop/catalog" {
                            (texts.get("nav.departments"))
                            span.nav-dropdown__chevron aria-hidden="true" {}
                        }
                    }
                    @for (to, id) in SECTIONS {
                        // As the shell's NavLink marks it: the page or one below it.
                        @let active = path == to || path.strip_prefix(to).is_some_and(|rest| rest.starts_with('/'));
                        a class=(if active { "header__nav-link active" } else { "header__nav-link" }) href=(to) aria-current=[active.then_some("page")] { (texts.get(id)) }
                    }
                    @if !header_menu.is_empty() { span.header__nav-divider aria-hidden="true" {} }
                    @for item in header_menu {
                        @if item.children.is_empty() {
                            (menu_anchor(texts, item, "header__nav-link", path, Some("header-menu-link")))
                        } @else {
                            div.nav-dropdown data-testid=(format!("header-menu-{}", item.id)) {
                                button."header__nav-link"."nav-dropdown__button" type="button" disabled data-awaits-script aria-expanded="false" data-testid=(format!("header-menu-{}-button", item.id)) {
                                    (label_of(texts, item))
                                    span.nav-dropdown__chevron aria-hidden="true" {}
                                }
                                div.nav-dropdown__panel hidden {
                                    ul.nav-dropdown__list {
                                        li { (menu_anchor(texts, item, "nav-dropdown__link nav-dropdown__link--lead", path, None)) }
                                        @for child in &item.children {
                                            li { (menu_anchor(texts, child, "nav-dropdown__link", path, None)) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A menu entry's label: the message its label id names, else the name the server sent
/// (`app/layout/menus.ts` `menuLabel`).
fn label_of<'a>(texts: &'a Texts, link: &'a MenuLink) -> &'a str {
    texts.find(&link.label_id).unwrap_or(&link.name)
}

/// `app/layout/MenuAnchor.tsx`: inside the shop a link, elsewhere a link opening a new tab.
fn menu_anchor(texts: &Texts, link: &MenuLink, class: &str, path: &str, test_id: Option<&str>) -> Markup {
    let current = !link.external && link.to == path;
    html! {
        @if link.external {
            a class=(class) href=(link.to) target="_blank" rel="noopener noreferrer" data-testid=[test_id] { (label_of(texts, link)) }
        } @else {
            a class=(if current { format!("{class} active") } else { class.to_string() }) href=(link.to) aria-current=[current.then_some("page")] data-testid=[test_id] { (label_of(texts, link)) }
        }
    }
}
