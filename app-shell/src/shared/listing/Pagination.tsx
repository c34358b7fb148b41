import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { pageCount, productPageLinks, shopQueryToString, updateShopQuery, type ShopQuery } from "../../core";

/**
 * The product list's pager, shown only when the core says so (more than 11 products). Each page
 * is a real link whose query the core writes; following one replaces the history entry.
 */
export function Pagination({
  total,
  perPage,
  query,
  onNavigate,
}: {
  total: number;
  perPage: number;
  query: ShopQuery;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const links = productPageLinks(total, perPage, query.page);
  if (links.length === 0) return null;
  const last = pageCount(total, perPage);
  const current = Math.min(query.page, last);
  const to = (page: number) => {
    const search = shopQueryToString(updateShopQuery(query, "setPage", String(page)));
    return { search: search ? `?${search}` : "" };
  };
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: "catalog.pagination" })} data-testid="pagination">
      <ul className="pagination__list">
        <li>
          {current > 1 ? (
            <Link className="pagination__step" to={to(current - 1)} replace onClick={onNavigate} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="pagination__step-label">
                <FormattedMessage id="catalog.pagination.previous" />
              </span>
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              <span>‹</span>
              <span className="pagination__step-label">
                <FormattedMessage id="catalog.pagination.previous" />
              </span>
            </span>
          )}
        </li>
        {links.map((page, index) =>
          page === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className={page === current ? "pagination__page is-current" : "pagination__page"}
                to={to(page)}
                replace
                onClick={onNavigate}
                aria-current={page === current ? "page" : undefined}
                aria-label={intl.formatMessage({ id: "catalog.pagination.page" }, { page: String(page) })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link className="pagination__step" to={to(current + 1)} replace onClick={onNavigate} rel="next">
              <span className="pagination__step-label">
                <FormattedMessage id="catalog.pagination.next" />
              </span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              <span className="pagination__step-label">
                <FormattedMessage id="catalog.pagination.next" />
              </span>
              <span>›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
