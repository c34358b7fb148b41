import { useEffect, useId, useMemo, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, Navigate, useLocation } from "react-router";
import { receiptUrl, thanksHeadlineId, thanksPage } from "../../core";
import { ErrorState } from "../../shared/ui/ErrorState";
import { usePayments } from "./hooks";
import { PaymentChoices } from "./PaymentChoices";
import { usePlacedOrder } from "./placedOrders";

/** The card provider whose receipt the page embeds (its payment method names the template). */
const CARD_PAYMENT = "ameria_vpos";

/**
 * `/thanks?orderID=…[&id=…|&payment=failed|&payment=refund]`, for an order this shopper placed
 * (the tab keeps its cart token; anyone else is sent home): a headline that says what happened to
 * the money (the core's choice), the bank's receipt in a frame when the card payment went through
 * (`id`), a warning when it did not (the order is kept, unpaid) with the choice to pay again or in
 * cash (`PaymentChoices`), a notice when the bank took money the order could no longer take (it
 * is given back), and the way back home.
 */
export function ThanksPage() {
  const intl = useIntl();
  const { search } = useLocation();
  const page = useMemo(() => thanksPage(search), [search]);
  const order = usePlacedOrder(page.orderId ?? undefined);
  const titleId = useId();

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: "cart.thanks.title" })} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [intl]);

  if (!page.orderId || order.data === null) return <Navigate to="/" replace />;
  if (order.isError) return <ErrorState onRetry={() => order.refetch()} />;
  if (!order.data) return <div className="thanks__card skeleton" aria-busy="true" data-testid="thanks-loading" />;
  const paid = order.data.paid;
  const failed = page.paymentFailed && !paid;
  const contact = (chunks: ReactNode[]) => (
    <Link key="contact" to="/contact-us">
      {chunks}
    </Link>
  );

  return (
    <section className="thanks" aria-labelledby={titleId} data-testid="thanks-page">
      <div className={failed ? "thanks__card thanks__card--warning" : "thanks__card"}>
        <span className="thanks__icon" aria-hidden="true" />
        <h1 className="page-title thanks__title" id={titleId} data-testid="thanks-title">
          <FormattedMessage id={thanksHeadlineId(page, paid)} values={{ orderID: order.data.increment_id }} />
        </h1>
        {failed ? (
          <div className="notice notice--error" role="alert" data-testid="payment-failed">
            <p className="notice__title">
              <FormattedMessage id="cart.thanks.payment_failed" />
            </p>
            <p className="notice__text">
              <FormattedMessage id="cart.thanks.payment_failed_text" values={{ contact }} />
            </p>
          </div>
        ) : page.paymentToRefund ? (
          <div className="notice" role="status" data-testid="payment-to-refund">
            <p className="notice__text">
              <FormattedMessage id="cart.thanks.refund_due_text" values={{ contact }} />
            </p>
          </div>
        ) : (
          <p className="thanks__text">
            <FormattedMessage id={paid ? "cart.thanks.paid_text" : "cart.thanks.text"} />
          </p>
        )}
        {page.paymentId && <Receipt paymentId={page.paymentId} />}
        {!paid && <PaymentChoices order={order.data} />}
        <div className="thanks__actions">
          <Link className={failed ? "button" : "button button--primary"} to="/" data-testid="thanks-home">
            <FormattedMessage id="cart.thanks.home" />
          </Link>
        </div>
      </div>
    </section>
  );
}

function Receipt({ paymentId }: { paymentId: string }) {
  const intl = useIntl();
  const payments = usePayments();
  if (payments.isPending) return <div className="skeleton thanks__receipt" aria-busy="true" data-testid="receipt-loading" />;
  if (payments.isError) return <ErrorState compact onRetry={() => payments.refetch()} />;
  const template = payments.data.find((method) => method.method === CARD_PAYMENT)?.receipt_url;
  const url = template ? receiptUrl(template, paymentId) : undefined;
  if (!url) return null;
  const title = intl.formatMessage({ id: "cart.thanks.receipt" });
  return (
    <figure className="thanks__receipt-block">
      <iframe className="thanks__receipt" src={url} title={title} data-testid="receipt-frame" />
      <figcaption className="thanks__receipt-caption">
        <a href={url} target="_blank" rel="noopener">
          <FormattedMessage id="cart.thanks.receipt_open" />
        </a>
      </figcaption>
    </figure>
  );
}
