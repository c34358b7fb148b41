import { PriceTag } from "./PriceTag";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { CurrencyCode } from "../../core";
import type { Product } from "../catalog/api";
import { FallbackImage } from "../ui/FallbackImage";
import { shownPrice } from "../catalog/money";
import { cardImage, productHref } from "../catalog/productImage";

/**
 * A product in a grid or a carousel: image, name (two lines at most), price in the currency the
 * list was fetched in, the regular price struck through with a discount badge when a special
 * price applies, a "new" badge, and the out-of-stock state. The whole card links to the product.
 */
export function ProductCard({
  product,
  currency,
  headingLevel = 3,
  eager = false,
}: {
  product: Product;
  currency: CurrencyCode;
  headingLevel?: 2 | 3;
  /** Load the image at once (the first cards of a page), else lazily. */
  eager?: boolean;
}) {
  const price = shownPrice(product, currency);
  const image = cardImage(product);
  const inStock = product.in_stock !== false;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={inStock ? "product-card" : "product-card product-card--sold-out"} data-testid="product-card">
      <div className="product-card__media">
        {image ? (
          <FallbackImage
            fallback={<span className="product-card__no-image" aria-hidden="true" />}
            className="product-card__image"
            src={image.src}
            srcSet={image.srcSet}
            sizes="(min-width: 1024px) 240px, 50vw"
            width={600}
            height={600}
            alt=""
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        ) : (
          <span className="product-card__no-image" aria-hidden="true" />
        )}
        <div className="product-card__badges">
          {price?.percent !== undefined && (
            <span className="badge badge--sale" data-testid="discount-badge">
              <FormattedMessage id="catalog.card.discount" values={{ percent: String(price.percent) }} />
            </span>
          )}
          {Boolean(product.new) && (
            <span className="badge badge--new" data-testid="new-badge">
              <FormattedMessage id="catalog.card.new" />
            </span>
          )}
        </div>
        {!inStock && (
          <span className="product-card__stock" data-testid="out-of-stock">
            <FormattedMessage id="catalog.card.out_of_stock" />
          </span>
        )}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link className="product-card__link" to={productHref(product)}>
            {product.name}
          </Link>
        </Heading>
        {product.shop_name && <p className="product-card__seller">{product.shop_name}</p>}
        {price && <PriceTag price={price} label="catalog.card.price" className="product-card__prices" />}
      </div>
    </article>
  );
}

/**
 * The shape of a card while its list loads. `still`: without the shimmer, for places that wait on the screen rather
 * than on the network (many shimmering placeholders keep a phone's main thread busy every frame).
 */
export function ProductCardSkeleton({ still = false }: { still?: boolean }) {
  const className = `product-card product-card--skeleton${still ? " product-card--still" : ""}`;
  return (
    <div className={className} aria-hidden="true" data-testid="product-card-skeleton">
      <div className="product-card__media skeleton" />
      <div className="product-card__body">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line skeleton--price" />
      </div>
    </div>
  );
}
