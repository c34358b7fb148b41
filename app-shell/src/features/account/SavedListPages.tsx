import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import { useToast } from "../../shared/ui/Toast";
import { serverError } from "../cart/api";
import { useAddToCart } from "../cart/hooks";
import { useScope } from "../catalog/hooks";
import { PriceTag } from "../catalog/PriceTag";
import { usePage } from "./formParts";
import { savedPrice, useSavedList, useSavedListChange, type SavedProduct } from "./savedLists";

const productLink = (product: SavedProduct) => `/shop/products/${product.url_key}/-1`;

function Thumb({ product }: { product: SavedProduct }) {
  const src = product.base_image?.small_image_url ?? product.base_image?.medium_image_url;
  return src ? (
    <FallbackImage className="saved-thumb" src={src} alt="" width={72} height={72} loading="lazy" fallback={<span className="saved-thumb saved-thumb--empty" aria-hidden="true" />} />
  ) : (
    <span className="saved-thumb saved-thumb--empty" aria-hidden="true" />
  );
}

function Empty({ text }: { text: string }) {
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

/** `/wishlist`: the products kept for later, each with add-to-cart and remove. */
/** Takes a product off a saved list (busy while the change runs). */
function RemoveButton({
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

export function WishlistPage() {
  const intl = useIntl();
  const toast = useToast();
  const { currency } = useScope();
  const products = useSavedList("wishlist");
  const change = useSavedListChange("wishlist");
  const add = useAddToCart();
  usePage("account.wishlist.title");

  const addToCart = (product: SavedProduct) =>
    add.mutate(
      { productId: product.id, quantity: 1 },
      {
        onSuccess: () => toast(intl.formatMessage({ id: "product.added" }, { name: product.name })),
        onError: (error) => {
          console.error(error);
          const refused = serverError(error);
          toast(refused ? `${intl.formatMessage({ id: "cart.server_error" })} ${refused.error}` : intl.formatMessage({ id: "product.add_failed" }), "error");
        },
      },
    );

  return (
    <section className="saved" aria-labelledby="wishlist-title" data-testid="wishlist-page">
      <Breadcrumbs items={[{ label: <FormattedMessage id="account.wishlist.title" /> }]} />
      <h1 className="account-title" id="wishlist-title">
        <FormattedMessage id="account.wishlist.title" />
      </h1>
      {products.length === 0 ? (
        <Empty text="account.wishlist.empty" />
      ) : (
        <ul className="saved-list" data-testid="wishlist">
          {products.map((product) => {
            const price = savedPrice(product, currency);
            // A product with options is chosen on its own page.
            const needsChoice = product.type === "configurable";
            return (
              <li className="saved-row" key={product.id} data-testid="wishlist-row">
                <Thumb product={product} />
                <div className="saved-row__text">
                  <Link to={productLink(product)} className="saved-row__name">
                    {product.name}
                  </Link>
                  {price && <PriceTag price={price} label="catalog.card.price" className="saved-row__price" />}
                  {product.in_stock === false && (
                    <span className="saved-row__stock">
                      <FormattedMessage id="catalog.card.out_of_stock" />
                    </span>
                  )}
                </div>
                <div className="saved-row__actions">
                  {needsChoice ? (
                    <Link to={productLink(product)} className="button button--primary" data-testid="wishlist-choose">
                      <FormattedMessage id="account.wishlist.choose" />
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={product.in_stock === false || (add.isPending && add.variables?.productId === product.id)}
                      onClick={() => addToCart(product)}
                      data-testid="wishlist-add-to-cart"
                    >
                      <FormattedMessage id="account.wishlist.to_cart" />
                    </button>
                  )}
                  <RemoveButton product={product} change={change} testId="wishlist-remove" />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** `/compare`: the products side by side (a table that scrolls sideways on phones). */
export function ComparePage() {
  const { currency } = useScope();
  const products = useSavedList("compare");
  const change = useSavedListChange("compare");
  usePage("account.compare.title");

  return (
    <section className="saved" aria-labelledby="compare-title" data-testid="compare-page">
      <Breadcrumbs items={[{ label: <FormattedMessage id="account.compare.title" /> }]} />
      <h1 className="account-title" id="compare-title">
        <FormattedMessage id="account.compare.title" />
      </h1>
      {products.length === 0 ? (
        <Empty text="account.compare.empty" />
      ) : (
        <div className="compare-wrap" role="region" aria-labelledby="compare-title" tabIndex={0}>
          <table className="compare-table" data-testid="compare-table">
            <thead>
              <tr>
                <th scope="col" className="compare-table__corner">
                  <span className="visually-hidden">
                    <FormattedMessage id="account.compare.feature" />
                  </span>
                </th>
                {products.map((product) => (
                  <th scope="col" key={product.id} className="compare-table__product">
                    <Thumb product={product} />
                    <Link to={productLink(product)}>{product.name}</Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">
                  <FormattedMessage id="account.order.price" />
                </th>
                {products.map((product) => {
                  const price = savedPrice(product, currency);
                  return <td key={product.id}>{price ? <PriceTag price={price} label="catalog.card.price" className="compare-table__price" /> : "—"}</td>;
                })}
              </tr>
              <tr>
                <th scope="row">
                  <FormattedMessage id="account.compare.availability" />
                </th>
                {products.map((product) => (
                  <td key={product.id}>
                    <FormattedMessage id={product.in_stock === false ? "catalog.card.out_of_stock" : "product.in_stock"} />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">
                  <FormattedMessage id="account.compare.seller" />
                </th>
                {products.map((product) => (
                  <td key={product.id}>{product.shop_name || "—"}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">
                  <span className="visually-hidden">
                    <FormattedMessage id="account.addresses.remove" />
                  </span>
                </th>
                {products.map((product) => (
                  <td key={product.id}>
                    <RemoveButton product={product} change={change} testId="compare-remove" />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
