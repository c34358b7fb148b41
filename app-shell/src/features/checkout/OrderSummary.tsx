import { useId, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { cartWithShipping, chargeInDrams, formatAmount } from "../../core";
import { cartFromAnswer, type CartAnswer } from "../../shared/cart/api";
import { DiscountRow, ItemOptions, ItemThumb } from "../../shared/cart/lineParts";
import type { ShippingMethod } from "./api";

/** The grand total with the chosen shipping method's rate, added up and formatted by the core. */
function totalWith(cart: CartAnswer, shipping: ShippingMethod | undefined): string {
  if (!shipping) return cart.formated_grand_total;
  try {
    const total = cartWithShipping(cartFromAnswer(cart), shipping.rate).total;
    return formatAmount(total, cart.cart_currency_code, undefined);
  } catch (error) {
    console.error(error);
    return cart.formated_grand_total;
  }
}

export function OrderSummary({ cart, shipping }: { cart: CartAnswer; shipping: ShippingMethod | undefined }) {
  const titleId = useId();
  return (
    <aside className="cart-summary checkout-summary" aria-labelledby={titleId} data-testid="checkout-summary">
      <h2 className="cart-summary__title" id={titleId}>
        <FormattedMessage id="cart.checkout.your_order" />
      </h2>
      <ul className="checkout-summary__items">
        {cart.items.map((item) => (
          <li className="checkout-summary__item" key={item.id}>
            <ItemThumb item={item} size={48} />
            <span className="checkout-summary__name">
              {item.name}
              <ItemOptions item={item} />
              <span className="checkout-summary__qty">
                <FormattedMessage id="cart.dropdown.line" values={{ quantity: item.quantity, price: item.formated_price }} />
              </span>
            </span>
            <span className="price">{item.formated_total}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>
            <FormattedMessage id="cart.subtotal" />
          </dt>
          <dd className="price">{cart.formated_sub_total}</dd>
        </div>
        <div className="cart-summary__row">
          <dt>
            <FormattedMessage id="cart.shipping" />
          </dt>
          <dd className="price" data-testid="checkout-shipping">
            {shipping?.formated_rate ?? cart.formated_shipping_total}
          </dd>
        </div>
        <DiscountRow cart={cart} testId="checkout-discount" />
        <div className="cart-summary__row cart-summary__row--total">
          <dt>
            <FormattedMessage id="cart.grand_total" />
          </dt>
          <dd className="price" data-testid="checkout-total">
            {totalWith(cart, shipping)}
          </dd>
        </div>
      </dl>
    </aside>
  );
}

/** The bank and the wallet charge drams: a cart shown in another currency says what will be
 * charged (the core's rule, from the cart's amounts and the chosen shipping's rate in drams). */
export function ChargeInDrams({ cart, shipping }: { cart: CartAnswer; shipping: ShippingMethod | undefined }) {
  let charge: string | undefined;
  try {
    // Until the shop's methods arrive, the shipping to charge is unknown: nothing is said.
    charge = shipping && chargeInDrams(cart.cart_currency_code, cart.base_sub_total, cart.base_discount, shipping.base_rate);
  } catch (error) {
    console.error(error);
  }
  if (!charge) return null;
  return (
    <p className="notice notice--info checkout-charge" data-testid="charge-in-drams">
      <FormattedMessage
        id="cart.checkout.charged_in_drams"
        values={{ amount: charge, currency: cart.cart_currency_code, b: (chunks: ReactNode[]) => <b key="amount">{chunks}</b> }}
      />
    </p>
  );
}
