import { FormattedMessage } from "react-intl";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import type { CartAnswerItem } from "./api";

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
