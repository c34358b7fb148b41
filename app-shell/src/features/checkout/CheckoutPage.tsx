import { useEffect, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Navigate } from "react-router";
import type { AfterOrder } from "../../core";
import { useCart } from "../../shared/cart/hooks";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { CheckoutForm } from "./CheckoutForm";

/**
 * `/checkout`: billing form, optional separate shipping address, shipping and payment methods,
 * terms, and the order summary. The form is checked by the core (messages under each field);
 * then the four checkout calls run strictly in order, each only after the previous one
 * answered ok. A placed order empties the cart and goes to the payment provider or the thanks
 * page. An empty cart sends the shopper back to the cart page.
 */
export function CheckoutPage() {
  const intl = useIntl();
  const { cart, token, loading, failed, retry } = useCart();
  // Set once the order is placed: the cart is empty then, and that must not send the shopper
  // back to the cart page while the browser leaves for the payment provider.
  const [placed, setPlaced] = useState<AfterOrder | null>(null);

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: "cart.checkout.title" })} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [intl]);

  let body: ReactNode;
  if (placed) {
    body = (
      <div className="state" role="status" data-testid="checkout-leaving">
        <span className="checkout-spinner" aria-hidden="true" />
        <p className="state__title">
          <FormattedMessage id={placed.kind === "thanks" ? "cart.checkout.placed" : "cart.checkout.to_payment"} />
        </p>
      </div>
    );
  } else if (failed && !cart) body = <ErrorState onRetry={retry} />;
  else if (loading && cart === undefined) body = <CheckoutSkeleton />;
  else if (!cart || cart.items.length === 0 || !token) return <Navigate to="/shop/cart" replace />;
  else body = <CheckoutForm cart={cart} token={token} onPlaced={setPlaced} />;

  return (
    <section className="checkout" aria-labelledby="checkout-title" data-testid="checkout-page">
      <Breadcrumbs items={[{ label: <FormattedMessage id="cart.page.title" />, to: "/shop/cart" }, { label: <FormattedMessage id="cart.checkout.title" /> }]} />
      <h1 className="page-title" id="checkout-title">
        <FormattedMessage id="cart.checkout.title" />
      </h1>
      {body}
    </section>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="checkout-layout" aria-busy="true" data-testid="checkout-loading">
      <div className="checkout-main">
        <div className="checkout-section">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      </div>
      <div className="cart-summary">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
      </div>
    </div>
  );
}
