import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { SavedProduct, useSavedListChange } from "../../shared/savedLists/savedLists";
import { FallbackImage } from "../../shared/ui/FallbackImage";

// What the wishlist and the compare page share.

/** A saved product's page. */
export const productLink = (product: SavedProduct) => `/shop/products/${product.url_key}/-1`;

/** A saved product's small picture. */
export function Thumb({ product }: { product: SavedProduct }) {
  const src = product.base_image?.small_image_url ?? product.base_image?.medium_image_url;
  return src ? (
    <FallbackImage className="saved-thumb" src={src} alt="" width={72} height={72} loading="lazy" fallback={<span className="saved-thumb saved-thumb--empty" aria-hidden="true" />} />
  ) : (
    <span className="saved-thumb saved-thumb--empty" aria-hidden="true" />
  );
}

/** An empty list, and the way to the catalogue. */
export function Empty({ text }: { text: string }) {
  return (
    <div className="state" data-testid="saved-empty">
      <p className="state__title">
        <FormattedMessage id={text} />
      </p>
      <Link to="/shop/catalog" className="button button--primary">
        <FormattedMessage id="account.orders.shop" />
      </Link>
    </div>
  );
}

/** Takes a product off a saved list (busy while the change runs). */
export function RemoveButton({
  product,
  change,
  testId,
}: {
  product: SavedProduct;
  change: ReturnType<typeof useSavedListChange>;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="button button--danger"
      disabled={change.pending(product.id)}
      aria-busy={change.pending(product.id) || undefined}
      onClick={() => change.remove(product)}
      aria-label={intl.formatMessage({ id: "account.saved.remove_named" }, { name: product.name })}
      data-testid={testId}
    >
      <FormattedMessage id="account.addresses.remove" />
    </button>
  );
}
