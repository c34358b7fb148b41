import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";

export interface Crumb {
  label: ReactNode;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/** Home › … › the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: "catalog.breadcrumbs" })}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <Link to="/">
            <FormattedMessage id="nav.home" />
          </Link>
        </li>
        {items.map((item, index) => (
          <li className="breadcrumbs__item" key={index}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
