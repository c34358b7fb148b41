import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useDocumentTitle } from "../hooks/useDocumentTitle";

/** Where the shopper can go from a page that does not exist. */
const WAYS = [
  { to: "/shop/catalog", id: "catalog.categories.all" },
  { to: "/shop/saledProducts", id: "nav.sales" },
  { to: "/shop/newCollection", id: "nav.new_collection" },
  { to: "/blog", id: "nav.blog" },
  { to: "/contact-us", id: "topbar.contact" },
];

/**
 * The not-found page: `/404` (where a missing blog post leads) and every unknown path (the
 * server answers those with status 404).
 */
export function NotFound() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "notfound.title" }));
  return (
    <section className="not-found" aria-labelledby="not-found-title" data-testid="not-found">
      <div className="not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="page-title not-found__title" id="not-found-title">
          <FormattedMessage id="notfound.title" />
        </h1>
        <p className="not-found__text">
          <FormattedMessage id="notfound.text" />
        </p>
        <div className="not-found__actions">
          <Link className="button button--primary" to="/" data-testid="not-found-home">
            <FormattedMessage id="notfound.home" />
          </Link>
          <Link className="button" to="/shop/catalog">
            <FormattedMessage id="catalog.empty.browse" />
          </Link>
        </div>
        <nav className="not-found__ways" aria-label={intl.formatMessage({ id: "notfound.ways" })}>
          <h2 className="not-found__ways-title">
            <FormattedMessage id="notfound.ways" />
          </h2>
          <ul className="not-found__links">
            {WAYS.map((way) => (
              <li key={way.to}>
                <Link to={way.to}>
                  <FormattedMessage id={way.id} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
