import { useEffect, useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useCart } from "../../shared/cart/hooks";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { CartContents } from "./CartContents";

/**
 * `/shop/cart`: the lines in a table (stacked cards on phones) with a quantity stepper each,
 * "Update Cart" (enabled once a quantity changed, sends every changed quantity at once), the
 * totals, Continue Shopping and Proceed to checkout. An empty cart says so.
 */
export function CartPage() {
  const intl = useIntl();
  const { cart, loading, failed, retry } = useCart();
  const titleId = useId();

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: "cart.page.title" })} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [intl]);

  let body;
  if (failed && !cart) body = <ErrorState onRetry={retry} />;
  else if (loading && cart === undefined) body = <CartSkeleton />;
  else if (!cart || cart.items.length === 0) body = <EmptyCart />;
  else body = <CartContents cart={cart} />;

  return (
    <section className="cart-page" aria-labelledby={titleId} data-testid="cart-page">
      <Breadcrumbs items={[{ label: <FormattedMessage id="cart.page.title" /> }]} />
      <h1 className="page-title" id={titleId}>
        <FormattedMessage id="cart.page.title" />
      </h1>
      {body}
    </section>
  );
}

function EmptyCart() {
  return (
    <div className="state cart-empty" data-testid="cart-empty">
      <span className="state__icon state__icon--bag" aria-hidden="true" />
      <p className="state__title">
        <FormattedMessage id="cart.page.empty" />
      </p>
      <p className="state__text">
        <FormattedMessage id="cart.page.empty_text" />
      </p>
      <Link className="button button--primary" to="/shop/catalog">
        <FormattedMessage id="cart.continue" />
      </Link>
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className="cart-layout" aria-busy="true" data-testid="cart-loading">
      <div className="cart-lines">
        {[0, 1].map((row) => (
          <div className="cart-skeleton-row" key={row}>
            <span className="skeleton cart-skeleton-row__image" />
            <span className="cart-skeleton-row__text">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </span>
          </div>
        ))}
      </div>
      <div className="cart-summary">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </div>
    </div>
  );
}
