import { FormattedMessage } from "react-intl";
import { formatAmount } from "../../core";
import { FallbackImage } from "../ui/FallbackImage";
import { cartFromAnswer, type CartAnswer, type CartAnswerItem } from "./api";

// Pieces every cart line shows (dropdown, cart page, checkout summary).

export function itemImage(item: CartAnswerItem): string | undefined {
  const image = item.product?.base_image;
  return image?.small_image_url ?? image?.medium_image_url ?? undefined;
}

/** The product page of a line, when the server says which product it is. */
export function itemHref(item: CartAnswerItem): string | undefined {
  const key = item.product?.url_key;
  return key ? `/shop/products/${encodeURIComponent(key)}/-1` : undefined;
}

export function ItemThumb({ item, size = 64 }: { item: CartAnswerItem; size?: number }) {
  const src = itemImage(item);
  const placeholder = <span className="cart-thumb cart-thumb--empty" aria-hidden="true" style={{ width: size, height: size }} />;
  if (!src) return placeholder;
  return <FallbackImage className="cart-thumb" src={src} alt="" width={size} height={size} loading="lazy" fallback={placeholder} />;
}

/** "Colour: Red", one per chosen option of a configurable product. */
export function ItemOptions({ item }: { item: CartAnswerItem }) {
  const options = item.additional?.attributes ?? [];
  if (options.length === 0) return null;
  return (
    <ul className="cart-options" data-testid="cart-item-options">
      {options.map((option) => (
        <li key={`${option.attribute_id}-${option.option_id}`}>
          <FormattedMessage
            id="product.option.chosen"
            values={{ attribute: option.attribute_name || String(option.attribute_id), value: option.option_label || String(option.option_id) }}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The bonuses taken off the cart, as the core reads the resource's `discount` into its extra
 * line (a negative amount) and formats it; undefined when nothing is taken off.
 */
export function discountText(cart: CartAnswer): string | undefined {
  try {
    const line = cartFromAnswer(cart).extraLines.find((extra) => extra.title === "discount");
    return line ? formatAmount(line.price, line.price.currency, undefined) : undefined;
  } catch (error) {
    console.error(error);
    return undefined;
  }
}

/** The summary's discount row, when bonuses are spent on the cart. */
export function DiscountRow({ cart, testId }: { cart: CartAnswer; testId: string }) {
  const text = discountText(cart);
  if (!text) return null;
  return (
    <div className="cart-summary__row cart-summary__row--discount">
      <dt>
        <FormattedMessage id="cart.discount" />
      </dt>
      <dd className="price" data-testid={testId}>
        {text}
      </dd>
    </div>
  );
}
