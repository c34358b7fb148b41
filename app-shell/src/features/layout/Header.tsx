import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink } from "react-router";
import { useClientState } from "../../core/clientState";
import { SearchBox } from "../search/SearchBox";

// The full header (search, cart dropdown, departments) arrives with the catalogue and
// storefront-shell issues; this frame carries the logo and the main sections.
const SECTIONS = [
  { to: "/shop/catalog", id: "nav.catalog" },
  { to: "/shop/saledProducts", id: "nav.sales" },
  { to: "/shop/newCollection", id: "nav.new_collection" },
  { to: "/blog", id: "nav.blog" },
];

export function Header() {
  const intl = useIntl();
  // The client cart's item count (core state); the server cart comes with the cart issue.
  const count = useClientState().cart.quantity;
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
          <Link to="/account/login" className="header__action">
            <FormattedMessage id="nav.account" />
          </Link>
          <Link to="/shop/cart" className="header__action header__action--primary header__cart" data-testid="header-cart">
            <FormattedMessage id="nav.cart" />
            <span className="header__cart-count" aria-hidden="true" data-testid="cart-count">
              {count}
            </span>
            <span className="visually-hidden">
              <FormattedMessage id="product.header.cart_items" values={{ count }} />
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
