import { useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { useClientState } from "../../core/clientState";
import { useChanged } from "../../shared/hooks/useChanged";
import { ErrorState } from "../../shared/ui/ErrorState";
import { useToast } from "../../shared/ui/Toast";
import { useCart, useRemoveCartItem } from "../../shared/cart/hooks";
import { CartDropdownItem } from "./CartDropdownItem";

/**
 * The header's cart: a button with the number of pieces, opening a panel with each line
 * (picture, name, options, quantity, price, remove), the subtotal and the ways to the cart and
 * to checkout. The panel closes on Escape, a click outside, a route change and either button.
 */
export function CartDropdown() {
  const intl = useIntl();
  const toast = useToast();
  const location = useLocation();
  // The badge reads the client state's cart, which mirrors the server's (and survives a reload).
  const count = useClientState().cart.quantity;
  const { cart, loading, failed, retry } = useCart();
  const remove = useRemoveCartItem();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  // A route change closes the panel (while rendering, so no render shows it open on the new page).
  if (useChanged(location.pathname + location.search)) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("mousedown", onPointerDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("mousedown", onPointerDown);
    };
  }, [open]);

  const items = cart?.items ?? [];
  const close = () => setOpen(false);

  const onRemove = (id: number, name: string) => {
    remove.mutate(id, {
      onError: (error) => {
        console.error(error);
        toast(intl.formatMessage({ id: "cart.error.remove" }, { name }), "error");
      },
    });
  };

  return (
    <div
      className="cart-dropdown"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="header__action header__action--primary header__cart"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="header-cart"
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="icon icon--bag" aria-hidden="true" />
        <span className="header__cart-label">
          <FormattedMessage id="nav.cart" />
        </span>
        <span className="header__cart-count" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
        <span className="visually-hidden">
          <FormattedMessage id="product.header.cart_items" values={{ count }} />
        </span>
      </button>
      <section id={panelId} className="cart-dropdown__panel" hidden={!open} aria-labelledby={titleId} data-testid="cart-dropdown">
        <h2 className="cart-dropdown__title" id={titleId}>
          <FormattedMessage id="cart.dropdown.title" />
        </h2>
        {failed ? (
          <ErrorState compact onRetry={retry} />
        ) : loading && !cart ? (
          <div className="cart-dropdown__loading" aria-busy="true">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </div>
        ) : items.length === 0 ? (
          <p className="cart-dropdown__empty" data-testid="cart-dropdown-empty">
            <FormattedMessage id="cart.dropdown.empty" />
          </p>
        ) : (
          <>
            <ul className="cart-dropdown__list">
              {items.map((item) => (
                <CartDropdownItem
                  key={item.id}
                  item={item}
                  removing={remove.isPending && remove.variables === item.id}
                  onOpen={close}
                  onRemove={() => onRemove(item.id, item.name)}
                />
              ))}
            </ul>
            <p className="cart-dropdown__subtotal">
              <span>
                <FormattedMessage id="cart.subtotal" />
              </span>
              <span className="price" data-testid="cart-dropdown-subtotal">
                {cart?.formated_sub_total}
              </span>
            </p>
          </>
        )}
        <div className="cart-dropdown__actions">
          <Link className="button" to="/shop/cart" onClick={close} data-testid="cart-dropdown-view">
            <FormattedMessage id="cart.dropdown.view" />
          </Link>
          {items.length > 0 && (
            <Link className="button button--primary" to="/checkout" onClick={close} data-testid="cart-dropdown-checkout">
              <FormattedMessage id="cart.checkout" />
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
