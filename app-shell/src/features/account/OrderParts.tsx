import { FormattedMessage, useIntl } from "react-intl";
import { amountFromDecimal, formatAmount, type CurrencyCode } from "../../core";
import type { Order, OrderAddress, OrderItem } from "./api";

// The pieces the order history and the order page share.

/** The order's status in the shopper's language (the server's label for any other status). */
const STATUS_IDS: Record<string, string> = {
  pending: "account.order.status.pending",
  processing: "account.order.status.processing",
  shipped: "account.order.status.shipped",
  completed: "account.order.status.completed",
  canceled: "account.order.status.canceled",
  refunded: "account.order.status.refunded",
};

export function Status({ order }: { order: Order }) {
  const id = STATUS_IDS[order.status];
  return <span className={`status status--${order.status}`}>{id ? <FormattedMessage id={id} /> : order.status_label || order.status}</span>;
}

/** An account table (orders, an order) while it loads. */
export function TableSkeleton() {
  return (
    <div className="account-card" aria-busy="true" data-testid="account-table-loading">
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}

/** The discount as taken off (negative), formatted by the core like the cart's discount line. */
function takenOff(discount: string, currencyCode: CurrencyCode): string {
  const amount = amountFromDecimal(discount, currencyCode);
  return formatAmount({ ...amount, minor: -amount.minor }, currencyCode, undefined);
}

/** An order address's street: the first `address1` line. */
export function street(address: OrderAddress | null | undefined): string | undefined {
  const lines = address?.address1;
  return (Array.isArray(lines) ? lines[0] : lines) || undefined;
}

/** An order's lines as they were bought. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const intl = useIntl();
  return (
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
          {items.map((item, index) => (
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
  );
}

/** An order's totals: subtotal, shipping, the discount taken off, grand total. */
export function OrderTotals({ order: data, currency }: { order: Order; currency: CurrencyCode }) {
  return (
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
            {takenOff(data.discount, currency)}
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
  );
}
