import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { useToast } from "../../shared/ui/Toast";
import { useAddToCart } from "../../shared/cart/hooks";
import { PriceTag } from "../../shared/products/PriceTag";
import { savedPrice, useSavedList, useSavedListChange, type SavedProduct } from "../../shared/savedLists/savedLists";
import { useScope } from "../../shared/hooks/useScope";
import { serverError } from "../../shared/api/errors";
import { CompareTable } from "./CompareTable";
import { Empty, RemoveButton, Thumb, productLink } from "./SavedListParts";
import { usePage } from "./usePage";

/** `/wishlist`: the products kept for later, each with add-to-cart and remove. */
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
        <CompareTable products={products} currency={currency} change={change} />
      )}
    </section>
  );
}
