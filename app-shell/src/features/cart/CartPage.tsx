import { useEffect, useId, useState, type MouseEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { cartQuantityChanges } from "../../core";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { useToast } from "../../shared/ui/Toast";
import { QuantityStepper } from "../product/QuantityStepper";
import { serverError, type CartAnswer } from "./api";
import { useCart, useRemoveCartItem, useUpdateCart } from "./hooks";
import { DiscountRow, ItemOptions, ItemThumb, itemHref } from "./lineParts";

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

function CartContents({ cart }: { cart: CartAnswer }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateCart();
  const remove = useRemoveCartItem();
  const hintId = useId();
  // Quantities the shopper set and has not sent yet: cart item id → quantity.
  const [edits, setEdits] = useState<Record<number, number>>({});

  const lines: [number, number][] = cart.items.map((item) => [item.id, item.quantity]);
  const changes = cartQuantityChanges(
    lines,
    Object.entries(edits).map(([id, quantity]): [number, number] => [Number(id), quantity]),
  );
  const changed = new Set(changes.map(([id]) => id));

  const sendChanges = (then?: () => void) => {
    update.mutate(changes, {
      onSuccess: () => {
        setEdits({});
        then?.();
      },
      onError: (error) => {
        console.error(error);
        // A quantity above the stock is refused for its line (`qty.{id}`).
        const tooMany = serverError(error)?.field?.startsWith("qty.");
        toast(intl.formatMessage({ id: tooMany ? "cart.error.update_stock" : "cart.error.update" }), "error");
      },
    });
  };

  // Changed quantities go to the server before checkout, so checkout shows what the shopper set.
  const proceed = (event: MouseEvent<HTMLAnchorElement>) => {
    if (changes.length === 0) return;
    event.preventDefault();
    if (!update.isPending) sendChanges(() => navigate("/checkout"));
  };

  const onRemove = (id: number, name: string) => {
    remove.mutate(id, {
      onError: (error) => {
        console.error(error);
        toast(intl.formatMessage({ id: "cart.error.remove" }, { name }), "error");
      },
    });
  };

  const heading = (id: string) => intl.formatMessage({ id });

  return (
    <div className="cart-layout">
      <div className="cart-lines">
        <table className="cart-table" data-testid="cart-table">
          <caption className="visually-hidden">
            <FormattedMessage id="cart.table.caption" />
          </caption>
          <thead>
            <tr>
              <th scope="col" className="cart-table__image">
                <span className="visually-hidden">{heading("cart.table.image")}</span>
              </th>
              <th scope="col">{heading("cart.table.product")}</th>
              <th scope="col">{heading("cart.table.price")}</th>
              <th scope="col">{heading("cart.table.quantity")}</th>
              <th scope="col">{heading("cart.table.total")}</th>
              <th scope="col" className="cart-table__remove">
                <span className="visually-hidden">{heading("cart.table.remove")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((item) => {
              const href = itemHref(item);
              const removing = remove.isPending && remove.variables === item.id;
              return (
                <tr
                  key={item.id}
                  className={changed.has(item.id) ? "cart-row is-changed" : "cart-row"}
                  data-testid="cart-row"
                  aria-busy={removing || undefined}
                >
                  <td className="cart-table__image">
                    <ItemThumb item={item} size={80} />
                  </td>
                  <td className="cart-table__product">
                    {href ? (
                      <Link className="cart-row__name" to={href}>
                        {item.name}
                      </Link>
                    ) : (
                      <span className="cart-row__name">{item.name}</span>
                    )}
                    <ItemOptions item={item} />
                  </td>
                  <td className="cart-table__price" data-label={heading("cart.table.price")}>
                    <span className="price" data-testid="cart-row-price">
                      {item.formated_price}
                    </span>
                  </td>
                  <td className="cart-table__quantity" data-label={heading("cart.table.quantity")}>
                    <QuantityStepper
                      className="cart-row__stepper"
                      label={intl.formatMessage({ id: "cart.quantity_of" }, { name: item.name })}
                      value={edits[item.id] ?? item.quantity}
                      stock={item.max_quantity}
                      onChange={(quantity) => setEdits((current) => ({ ...current, [item.id]: quantity }))}
                    />
                  </td>
                  <td className="cart-table__total" data-label={heading("cart.table.total")}>
                    <span className="price" data-testid="cart-row-total">
                      {item.formated_total}
                    </span>
                  </td>
                  <td className="cart-table__remove">
                    <button
                      type="button"
                      className="icon-button cart-remove"
                      aria-label={intl.formatMessage({ id: "cart.remove" }, { name: item.name })}
                      data-testid="cart-row-remove"
                      disabled={removing}
                      onClick={() => onRemove(item.id, item.name)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="cart-lines__actions">
          <Link className="button" to="/shop/catalog" data-testid="cart-continue">
            <FormattedMessage id="cart.continue" />
          </Link>
          <button
            type="button"
            className="button cart-update"
            data-testid="cart-update"
            disabled={changes.length === 0 || update.isPending}
            aria-busy={update.isPending || undefined}
            aria-describedby={changes.length > 0 ? hintId : undefined}
            onClick={() => sendChanges()}
          >
            <FormattedMessage id="cart.update" />
          </button>
          <p className="cart-lines__hint" id={hintId} aria-live="polite" data-testid="cart-update-hint">
            {changes.length > 0 && <FormattedMessage id="cart.update.hint" />}
          </p>
        </div>
      </div>

      <aside className="cart-summary" aria-labelledby={`${hintId}-summary`} data-testid="cart-summary">
        <h2 className="cart-summary__title" id={`${hintId}-summary`}>
          <FormattedMessage id="cart.summary.title" />
        </h2>
        <dl className="cart-summary__rows">
          <div className="cart-summary__row">
            <dt>
              <FormattedMessage id="cart.subtotal" />
            </dt>
            <dd className="price" data-testid="cart-subtotal">
              {cart.formated_sub_total}
            </dd>
          </div>
          {cart.formated_shipping_total && (
            <div className="cart-summary__row">
              <dt>
                <FormattedMessage id="cart.shipping" />
              </dt>
              <dd className="price" data-testid="cart-shipping">
                {cart.formated_shipping_total}
              </dd>
            </div>
          )}
          <DiscountRow cart={cart} testId="cart-discount" />
          <div className="cart-summary__row cart-summary__row--total">
            <dt>
              <FormattedMessage id="cart.grand_total" />
            </dt>
            <dd className="price" data-testid="cart-grand-total">
              {cart.formated_grand_total}
            </dd>
          </div>
        </dl>
        <Link className="button button--primary cart-summary__checkout" to="/checkout" onClick={proceed} data-testid="cart-checkout">
          <FormattedMessage id="cart.proceed" />
        </Link>
      </aside>
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
