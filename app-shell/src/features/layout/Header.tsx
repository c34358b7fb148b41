import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink } from "react-router";
import { HeaderAccount } from "../account/HeaderAccount";
import { CartDropdown } from "../cart/CartDropdown";
import { SearchBox } from "../search/SearchBox";

// The header: logo, search, the main sections, the account link and the cart dropdown (the
// departments menu arrives with the storefront-shell issue).
const SECTIONS = [
  { to: "/shop/catalog", id: "nav.catalog" },
  { to: "/shop/saledProducts", id: "nav.sales" },
  { to: "/shop/newCollection", id: "nav.new_collection" },
  { to: "/blog", id: "nav.blog" },
];

export function Header() {
  const intl = useIntl();
  return (
    <header className="header">
      <div className="container header__inner">
        <Link to="/" className="header__logo" aria-label={intl.formatMessage({ id: "nav.home" })}>
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span className="header__brand">
            <FormattedMessage id="shop.name" />
          </span>
        </Link>
        <SearchBox />
        <nav className="header__nav" aria-label={intl.formatMessage({ id: "nav.main" })}>
          {SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to} className="header__nav-link">
              <FormattedMessage id={section.id} />
            </NavLink>
          ))}
        </nav>
        <div className="header__actions">
          <HeaderAccount />
          <CartDropdown />
        </div>
      </div>
    </header>
  );
}
