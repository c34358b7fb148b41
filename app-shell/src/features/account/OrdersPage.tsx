import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams, useSearchParams } from "react-router";
import { amountFromDecimal, formatAmount, orderDate, orderHistoryPages, type CurrencyCode } from "../../core";
import { useClientState } from "../../core/clientState";
import { ErrorState } from "../../shared/ui/ErrorState";
import type { Order, OrderAddress } from "./api";
import { AccountFrame } from "./AccountLayout";
import { usePage } from "./formParts";
import { useOrder, useOrders } from "./session";

/** The order's status in the shopper's language (the server's label for any other status). */
const STATUS_IDS: Record<string, string> = {
  pending: "account.order.status.pending",
  processing: "account.order.status.processing",
  shipped: "account.order.status.shipped",
  completed: "account.order.status.completed",
  canceled: "account.order.status.canceled",
  refunded: "account.order.status.refunded",
};

function Status({ order }: { order: Order }) {
  const id = STATUS_IDS[order.status];
  return <span className={`status status--${order.status}`}>{id ? <FormattedMessage id={id} /> : order.status_label || order.status}</span>;
}

/** The page asked for in `?page=` (1 when missing or not a page number). */
function pageFrom(search: URLSearchParams): number {
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** `/account/orders`: the customer's orders, newest first, ten a page. */
export function OrdersPage() {
  usePage("account.orders.title");
  return (
    <AccountFrame title="account.orders.title">
      <h1 className="account-title">
        <FormattedMessage id="account.orders.title" />
      </h1>
      <OrderHistory />
    </AccountFrame>
  );
}

function OrderHistory() {
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

function TableSkeleton() {
  return (
    <div className="account-card" aria-busy="true" data-testid="account-table-loading">
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}

/** An order address's street: the first `address1` line. */
/** The discount as taken off (negative), formatted by the core like the cart's discount line. */
function takenOff(discount: string, currencyCode: CurrencyCode): string {
  const amount = amountFromDecimal(discount, currencyCode);
  return formatAmount({ ...amount, minor: -amount.minor }, currencyCode, undefined);
}

function street(address: OrderAddress | null | undefined): string | undefined {
  const lines = address?.address1;
  return (Array.isArray(lines) ? lines[0] : lines) || undefined;
}

/** `/account/orders/{orderId}`: one order with its lines and totals. */
export function OrderPage() {
  const { orderId = "" } = useParams();
  usePage("account.order.title");
  return (
    <AccountFrame title="account.order.title" crumbs={[{ label: <FormattedMessage id="account.orders.title" />, to: "/account/orders" }]}>
      <OrderDetail id={orderId} />
    </AccountFrame>
  );
}

function OrderDetail({ id }: { id: string }) {
  const intl = useIntl();
  // The order is asked for in the shopper's currency (see useOrder), so its amounts are in it.
  const { currency } = useClientState();
  const order = useOrder(id);
  if (order.isPending) return <TableSkeleton />;
  if (order.isError || !order.data) {
    return (
      <div className="state state--error" role="alert" data-testid="order-missing">
        <p className="state__title">
          <FormattedMessage id="account.order.missing" />
        </p>
        <Link to="/account/orders" className="button">
          <FormattedMessage id="account.order.back" />
        </Link>
      </div>
    );
  }
  const data = order.data;
  // A separate shipping address has a name and street; otherwise the billing form is the address.
  const shipTo: OrderAddress | null | undefined = data.shipping_address ?? data.billing_address;
  const recipient = shipTo?.name || [shipTo?.first_name, shipTo?.last_name].filter(Boolean).join(" ");
  return (
    <>
      <h1 className="account-title" data-testid="order-title">
        <FormattedMessage id="account.order.heading" values={{ number: String(data.increment_id) }} />
      </h1>
      <dl className="account-facts" data-testid="order-facts">
        <div>
          <dt>
            <FormattedMessage id="account.orders.date" />
          </dt>
          <dd data-testid="order-date">{orderDate(data.created_at)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="account.orders.status" />
          </dt>
          <dd>
            <Status order={data} />
          </dd>
        </div>
        {data.payment_title && (
          <div>
            <dt>
              <FormattedMessage id="account.order.payment" />
            </dt>
            <dd>{data.payment_title}</dd>
          </div>
        )}
        {data.shipping_title && (
          <div>
            <dt>
              <FormattedMessage id="account.order.shipping" />
            </dt>
            <dd>{data.shipping_title}</dd>
          </div>
        )}
        {data.tracking_number && (
          <div>
            <dt>
              <FormattedMessage id="account.order.tracking" />
            </dt>
            <dd data-testid="order-tracking">
              {data.carrier ? `${data.carrier}: ` : ""}
              {data.tracking_number}
            </dd>
          </div>
        )}
        {street(shipTo) && (
          <div>
            <dt>
              <FormattedMessage id="account.order.ship_to" />
            </dt>
            <dd data-testid="order-address">
              {[recipient, street(shipTo), shipTo?.city || data.billing_address?.city, shipTo?.phone].filter(Boolean).join(", ")}
            </dd>
          </div>
        )}
      </dl>
      <div className="account-table-wrap">
        <table className="account-table" data-testid="order-items">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="account.order.product" />
              </th>
              <th scope="col" className="account-table__money">
                <FormattedMessage id="account.order.price" />
              </th>
              <th scope="col" className="account-table__money">
                <FormattedMessage id="account.order.qty" />
              </th>
              <th scope="col" className="account-table__money">
                <FormattedMessage id="account.orders.total" />
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item, index) => (
              <tr key={index} data-testid="order-item">
                <th scope="row">{item.name}</th>
                <td className="account-table__money price" data-label={intl.formatMessage({ id: "account.order.price" })}>
                  {item.formated_price}
                </td>
                <td className="account-table__money" data-label={intl.formatMessage({ id: "account.order.qty" })}>
                  {item.qty_ordered}
                </td>
                <td className="account-table__money price" data-label={intl.formatMessage({ id: "account.orders.total" })}>
                  {item.formated_total ?? ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="cart-summary__rows account-totals">
        {data.formated_sub_total && (
          <div className="cart-summary__row">
            <dt>
              <FormattedMessage id="cart.subtotal" />
            </dt>
            <dd className="price">{data.formated_sub_total}</dd>
          </div>
        )}
        {data.formated_shipping_amount && (
          <div className="cart-summary__row">
            <dt>
              <FormattedMessage id="cart.shipping" />
            </dt>
            <dd className="price">{data.formated_shipping_amount}</dd>
          </div>
        )}
        {data.discount && Number(data.discount) !== 0 && (
          <div className="cart-summary__row">
            <dt>
              <FormattedMessage id="account.order.discount" />
            </dt>
            <dd className="price" data-testid="order-discount">
              {takenOff(data.discount, currency.code)}
            </dd>
          </div>
        )}
        <div className="cart-summary__row cart-summary__row--total">
          <dt>
            <FormattedMessage id="cart.grand_total" />
          </dt>
          <dd className="price" data-testid="order-total">
            {data.formated_grand_total}
          </dd>
        </div>
      </dl>
      <p>
        <Link to="/account/orders" className="button">
          <FormattedMessage id="account.order.back" />
        </Link>
      </p>
    </>
  );
}
