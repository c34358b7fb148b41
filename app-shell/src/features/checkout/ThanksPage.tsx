import { useEffect, useId, useMemo, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { receiptUrl, thanksPage } from "../../core";
import { ErrorState } from "../../shared/ui/ErrorState";
import { usePayments } from "./hooks";

/** The card provider whose receipt the page embeds (its payment method names the template). */
const CARD_PAYMENT = "ameria_vpos";

/**
 * `/thanks?orderID=…[&id=…|&payment=failed]`: the order number; the bank's receipt in a frame
 * when the card payment went through (`id`); a plain warning when it did not (the order is
 * kept, unpaid); and the way back home.
 */
export function ThanksPage() {
  const intl = useIntl();
  const { search } = useLocation();
  const page = useMemo(() => thanksPage(search), [search]);
  const titleId = useId();

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: "cart.thanks.title" })} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [intl]);

  return (
    <section className="thanks" aria-labelledby={titleId} data-testid="thanks-page">
      <div className={page.paymentFailed ? "thanks__card thanks__card--warning" : "thanks__card"}>
        <span className="thanks__icon" aria-hidden="true" />
        <h1 className="page-title thanks__title" id={titleId} data-testid="thanks-title">
          {page.orderId ? (
            <FormattedMessage id="cart.thanks.received" values={{ orderID: page.orderId }} />
          ) : (
            <FormattedMessage id="cart.thanks.received_plain" />
          )}
        </h1>
        {page.paymentFailed ? (
          <div className="notice notice--error" role="alert" data-testid="payment-failed">
            <p className="notice__title">
              <FormattedMessage id="cart.thanks.payment_failed" />
            </p>
            <p className="notice__text">
              <FormattedMessage
                id="cart.thanks.payment_failed_text"
                values={{
                  contact: (chunks: ReactNode[]) => (
                    <Link key="contact" to="/contact-us">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          </div>
        ) : (
          <p className="thanks__text">
            <FormattedMessage id="cart.thanks.text" />
          </p>
        )}
        {page.paymentId && <Receipt paymentId={page.paymentId} />}
        <div className="thanks__actions">
          <Link className="button button--primary" to="/" data-testid="thanks-home">
            <FormattedMessage id="cart.thanks.home" />
          </Link>
          {page.paymentFailed && (
            <Link className="button" to="/shop/catalog">
              <FormattedMessage id="cart.continue" />
            </Link>
          )}
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
