import { FormattedMessage } from "react-intl";
import { useParams } from "react-router";
import { AccountFrame } from "./AccountLayout";
import { OrderDetail } from "./OrderDetail";
import { OrderHistory } from "./OrderHistory";
import { usePage } from "./usePage";

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
