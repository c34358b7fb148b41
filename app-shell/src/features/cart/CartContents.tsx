import { useId, useState, type MouseEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { cartQuantityChanges } from "../../core";
import { serverError } from "../../shared/api/errors";
import type { CartAnswer } from "../../shared/cart/api";
import { useRemoveCartItem, useUpdateCart } from "../../shared/cart/hooks";
import { useToast } from "../../shared/ui/Toast";
import { CartRow, CartSummary } from "./CartParts";

/** The cart's lines with their quantities (sent together by "Update Cart"), and its summary. */
export function CartContents({ cart }: { cart: CartAnswer }) {
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
            {cart.items.map((item) => (
              <CartRow
                key={item.id}
                item={item}
                changed={changed.has(item.id)}
                removing={remove.isPending && remove.variables === item.id}
                quantity={edits[item.id] ?? item.quantity}
                onQuantity={(quantity) => setEdits((current) => ({ ...current, [item.id]: quantity }))}
                onRemove={() => onRemove(item.id, item.name)}
              />
            ))}
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

      <CartSummary cart={cart} titleId={`${hintId}-summary`} onProceed={proceed} />
    </div>
  );
}
