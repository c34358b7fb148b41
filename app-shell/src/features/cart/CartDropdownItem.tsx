import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { CartAnswerItem } from "../../shared/cart/api";
import { ItemOptions, ItemThumb, itemHref } from "../../shared/cart/lineParts";

/** A line of the header's cart: picture, name (to the product, closing the panel), options, quantity and price, remove. */
export function CartDropdownItem({ item, removing, onOpen, onRemove }: { item: CartAnswerItem; removing: boolean; onOpen: () => void; onRemove: () => void }) {
  const intl = useIntl();
  const href = itemHref(item);
  return (
    <li className="cart-dropdown__item" data-testid="cart-dropdown-item" aria-busy={removing || undefined}>
      <ItemThumb item={item} size={56} />
      <div className="cart-dropdown__info">
        {href ? (
          <Link className="cart-dropdown__name" to={href} onClick={onOpen}>
            {item.name}
          </Link>
        ) : (
          <span className="cart-dropdown__name">{item.name}</span>
        )}
        <ItemOptions item={item} />
        <p className="cart-dropdown__line">
          <FormattedMessage
            id="cart.dropdown.line"
            values={{ quantity: item.quantity, price: <span key="price" className="price">{item.formated_price}</span> }}
          />
        </p>
      </div>
      <button
        type="button"
        className="icon-button cart-remove"
        aria-label={intl.formatMessage({ id: "cart.remove" }, { name: item.name })}
        data-testid="cart-dropdown-remove"
        disabled={removing}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
