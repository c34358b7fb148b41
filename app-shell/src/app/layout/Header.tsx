import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink } from "react-router";
import { updateClientState, useClientState } from "../../core/clientState";
import { HeaderAccount } from "../../features/account/HeaderAccount";
import { CartDropdown } from "../../features/cart/CartDropdown";
import { inDepartmentsOrder } from "../../shared/catalog/categories";
import { useCategories } from "../../shared/catalog/hooks";
import { SearchBox } from "../../features/search/SearchBox";
import { MenuAnchor, SECTIONS } from "./MenuAnchor";
import { useMenuLinks } from "./menus";
import { MobileMenu, MOBILE_MENU_ID } from "./MobileMenu";
import { NavDropdown } from "./NavDropdown";

/**
 * The header: on phones and tablets the menu button, logo, account and cart with the search
 * below (the menu slides in); from the large breakpoint the nav bar with the departments
 * dropdown, the shop's sections and the header-type CMS menus from the server.
 */
export function Header() {
  const intl = useIntl();
  const { mobileMenu } = useClientState();
  return (
    <header className="header">
      <div className="container header__inner">
        <button
          type="button"
          className="header__menu-button icon-button"
          aria-expanded={mobileMenu.open}
          aria-controls={MOBILE_MENU_ID}
          aria-label={intl.formatMessage({ id: "nav.menu" })}
          data-testid="mobile-menu-button"
          onClick={() => updateClientState((store) => store.toggleMobileMenu())}
        >
          <span className="icon icon--menu" aria-hidden="true" />
        </button>
        <Link to="/" className="header__logo" aria-label={intl.formatMessage({ id: "nav.home" })}>
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span className="header__brand">
            <FormattedMessage id="shop.name" />
          </span>
        </Link>
        <SearchBox />
        <div className="header__actions">
          <HeaderAccount />
          <CartDropdown />
        </div>
      </div>
      <MainNav />
      <MobileMenu />
    </header>
  );
}

/** The desktop nav bar. */
function MainNav() {
  const intl = useIntl();
  const { header } = useMenuLinks();
  return (
    <nav className="header__nav" aria-label={intl.formatMessage({ id: "nav.main" })} data-testid="main-nav">
      <div className="container header__nav-inner">
        <NavDropdown label={<FormattedMessage id="nav.departments" />} testId="departments" wide>
          <Departments />
        </NavDropdown>
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} className="header__nav-link">
            <FormattedMessage id={section.id} />
          </NavLink>
        ))}
        {header.length > 0 && <span className="header__nav-divider" aria-hidden="true" />}
        {header.map((item) =>
          item.children.length > 0 ? (
            <NavDropdown key={item.id} label={item.label} testId={`header-menu-${item.id}`}>
              <ul className="nav-dropdown__list">
                <li>
                  <MenuAnchor link={item} className="nav-dropdown__link nav-dropdown__link--lead" />
                </li>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuAnchor link={child} className="nav-dropdown__link" />
                  </li>
                ))}
              </ul>
            </NavDropdown>
          ) : (
            <MenuAnchor key={item.id} link={item} className="header__nav-link" testId="header-menu-link" />
          ),
        )}
      </div>
    </nav>
  );
}

/** The departments panel: every top-level category (preferred departments first, core order)
 * with its sub-categories. */
function Departments() {
  const categories = useCategories();
  const tree = inDepartmentsOrder(categories.data ?? []);
  return (
    <div className="departments" data-testid="departments-list">
      <Link className="departments__all" to="/shop/catalog">
        <FormattedMessage id="catalog.categories.all" />
      </Link>
      {categories.isPending ? (
        <div className="departments__loading" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <span key={index} className="skeleton skeleton--line" />
          ))}
        </div>
      ) : (
        <ul className="departments__grid">
          {tree.map((category) => (
            <li key={category.id} className="departments__group" data-testid="department">
              <Link className="departments__title" to={`/shop/catalog/${encodeURIComponent(category.slug)}`}>
                {category.name}
              </Link>
              {(category.children?.length ?? 0) > 0 && (
                <ul className="departments__children">
                  {category.children?.map((child) => (
                    <li key={child.id}>
                      <Link className="departments__link" to={`/shop/catalog/${encodeURIComponent(child.slug)}`}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
