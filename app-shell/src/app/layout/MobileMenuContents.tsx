import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink } from "react-router";
import type { Category } from "../../shared/catalog/api";
import { inDepartmentsOrder } from "../../shared/catalog/categories";
import { useCategories } from "../../shared/catalog/hooks";
import { MenuAnchor, SECTIONS } from "./MenuAnchor";
import { useMenuLinks } from "./menus";

/** The menu's sections: departments, the shop's sections, the CMS pages, the contact link. */
export function MenuContents() {
  const intl = useIntl();
  const categories = useCategories();
  const { header } = useMenuLinks();
  return (
    <>
      <nav className="mobile-menu__section" aria-label={intl.formatMessage({ id: "nav.departments" })}>
        <h3 className="mobile-menu__heading">
          <FormattedMessage id="nav.departments" />
        </h3>
        <ul className="mobile-menu__list" data-testid="mobile-menu-categories">
          <li>
            <NavLink className="mobile-menu__link" to="/shop/catalog" end>
              <FormattedMessage id="catalog.categories.all" />
            </NavLink>
          </li>
          {categories.isPending && (
            <li aria-busy="true">
              <span className="skeleton skeleton--line" />
            </li>
          )}
          {inDepartmentsOrder(categories.data ?? []).map((category) => (
            <CategoryEntry key={category.id} category={category} />
          ))}
        </ul>
      </nav>
      <nav className="mobile-menu__section" aria-label={intl.formatMessage({ id: "nav.main" })}>
        <ul className="mobile-menu__list" data-testid="mobile-menu-links">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink className="mobile-menu__link" to={section.to}>
                <FormattedMessage id={section.id} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {header.length > 0 && (
        <nav className="mobile-menu__section" aria-label={intl.formatMessage({ id: "nav.pages" })}>
          <h3 className="mobile-menu__heading">
            <FormattedMessage id="nav.pages" />
          </h3>
          <ul className="mobile-menu__list" data-testid="mobile-menu-pages">
            {header.map((item) => (
              <li key={item.id}>
                <MenuAnchor link={item} className="mobile-menu__link" />
                {item.children.length > 0 && (
                  <ul className="mobile-menu__list mobile-menu__list--nested">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <MenuAnchor link={child} className="mobile-menu__link mobile-menu__link--nested" />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mobile-menu__section">
        <Link className="mobile-menu__link mobile-menu__link--contact" to="/contact-us">
          <span className="icon icon--mail" aria-hidden="true" />
          <FormattedMessage id="topbar.contact" />
        </Link>
      </div>
    </>
  );
}

/** A department: its link and, when it has sub-categories, a toggle that shows them. */
function CategoryEntry({ category }: { category: Category }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const children = category.children ?? [];
  const to = `/shop/catalog/${encodeURIComponent(category.slug)}`;
  return (
    <li className="mobile-menu__entry">
      <div className="mobile-menu__row">
        <NavLink className="mobile-menu__link" to={to}>
          {category.name}
        </NavLink>
        {children.length > 0 && (
          <button
            type="button"
            className="mobile-menu__toggle"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={intl.formatMessage({ id: expanded ? "nav.menu.collapse" : "nav.menu.expand" }, { name: category.name })}
            onClick={() => setExpanded((shown) => !shown)}
          >
            <span className="nav-dropdown__chevron" aria-hidden="true" />
          </button>
        )}
      </div>
      {children.length > 0 && (
        <ul id={childrenId} className="mobile-menu__list mobile-menu__list--nested" hidden={!expanded}>
          {children.map((child) => (
            <CategoryEntry key={child.id} category={child} />
          ))}
        </ul>
      )}
    </li>
  );
}
