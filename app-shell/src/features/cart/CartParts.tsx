import type { MouseEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { CartAnswer, CartAnswerItem } from "../../shared/cart/api";
import { DiscountRow, ItemOptions, ItemThumb, itemHref } from "../../shared/cart/lineParts";
import { QuantityStepper } from "../../shared/ui/QuantityStepper";

/** A line of the cart table: picture, name and options, price, quantity stepper, total, remove. */
export function CartRow({
  item,
  changed,
  removing,
  quantity,
  onQuantity,
  onRemove,
}: {
  item: CartAnswerItem;
  /** The shopper set a quantity not sent yet. */
  changed: boolean;
  removing: boolean;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const heading = (id: string) => intl.formatMessage({ id });
  const href = itemHref(item);
  return (
    <tr
      className={changed ? "cart-row is-changed" : "cart-row"}
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
          value={quantity}
          stock={item.max_quantity}
          onChange={onQuantity}
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
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      </td>
    </tr>
  );
}

/** The totals and the way to checkout. */
export function CartSummary({ cart, titleId, onProceed }: { cart: CartAnswer; titleId: string; onProceed: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <aside className="cart-summary" aria-labelledby={titleId} data-testid="cart-summary">
      <h2 className="cart-summary__title" id={titleId}>
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
      <Link className="button button--primary cart-summary__checkout" to="/checkout" onClick={onProceed} data-testid="cart-checkout">
        <FormattedMessage id="cart.proceed" />
      </Link>
    </aside>
  );
}
