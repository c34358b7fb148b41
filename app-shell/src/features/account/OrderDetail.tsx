import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { orderDate } from "../../core";
import { useClientState } from "../../core/clientState";
import type { OrderAddress } from "./api";
import { useOrder } from "./hooks";
import { OrderItems, OrderTotals, Status, TableSkeleton, street } from "./OrderParts";

/** An order: its facts (date, status, payment, shipping, tracking, address), lines and totals. */
export function OrderDetail({ id }: { id: string }) {
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
      <OrderItems items={data.items} />
      <OrderTotals order={data} currency={currency.code} />
      <p>
        <Link to="/account/orders" className="button">
          <FormattedMessage id="account.order.back" />
        </Link>
      </p>
    </>
  );
}
