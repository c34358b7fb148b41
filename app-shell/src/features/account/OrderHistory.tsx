import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { orderDate, orderHistoryPages } from "../../core";
import { ErrorState } from "../../shared/ui/ErrorState";
import { useOrders } from "./hooks";
import { Status, TableSkeleton } from "./OrderParts";

/** The page asked for in `?page=` (1 when missing or not a page number). */
export function pageFrom(search: URLSearchParams): number {
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** The orders, a table of ten a page, with the pages below; a first visit with none says so. */
export function OrderHistory() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const orders = useOrders(page);
  if (orders.isPending) return <TableSkeleton />;
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  const { data, meta } = orders.data;
  if (data.length === 0 && page === 1) {
    return (
      <div className="state" data-testid="orders-empty">
        <p className="state__title">
          <FormattedMessage id="account.orders.empty" />
        </p>
        <Link to="/shop/catalog" className="button button--primary">
          <FormattedMessage id="account.orders.shop" />
        </Link>
      </div>
    );
  }
  const pages = Array.from(orderHistoryPages(meta.last_page, meta.current_page || page));
  return (
    <>
      <div className="account-table-wrap">
        <table className="account-table" data-testid="orders-table" aria-busy={orders.isPlaceholderData || undefined}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="account.orders.number" />
              </th>
              <th scope="col">
                <FormattedMessage id="account.orders.date" />
              </th>
              <th scope="col">
                <FormattedMessage id="account.orders.status" />
              </th>
              <th scope="col" className="account-table__money">
                <FormattedMessage id="account.orders.total" />
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <FormattedMessage id="account.orders.view" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((order) => (
              <tr key={order.id} data-testid="order-row">
                <th scope="row" data-label={intl.formatMessage({ id: "account.orders.number" })}>
                  #{order.increment_id}
                </th>
                <td data-label={intl.formatMessage({ id: "account.orders.date" })}>{orderDate(order.created_at)}</td>
                <td data-label={intl.formatMessage({ id: "account.orders.status" })}>
                  <Status order={order} />
                </td>
                <td className="account-table__money price" data-label={intl.formatMessage({ id: "account.orders.total" })}>
                  {order.formated_grand_total}
                </td>
                <td className="account-table__action">
                  <Link to={`/account/orders/${order.id}`} aria-label={intl.formatMessage({ id: "account.orders.view_order" }, { number: String(order.increment_id) })}>
                    <FormattedMessage id="account.orders.view" />
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages.length > 1 && (
        <nav className="pagination" aria-label={intl.formatMessage({ id: "account.orders.pages" })} data-testid="orders-pagination">
          <ul className="pagination__list">
            {pages.map((number) => (
              <li key={number}>
                <Link
                  className={number === page ? "pagination__page is-current" : "pagination__page"}
                  to={{ search: number === 1 ? "" : `?page=${number}` }}
                  aria-current={number === page ? "page" : undefined}
                  aria-label={intl.formatMessage({ id: "catalog.pagination.page" }, { page: String(number) })}
                >
                  {number}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
