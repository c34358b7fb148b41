import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { pathTo } from "../../shared/catalog/categories";
import { useCategories } from "../../shared/catalog/hooks";
import { shownPrice, type ShownPrice } from "../../shared/catalog/money";
import { PriceTag } from "../../shared/products/PriceTag";
import { Breadcrumbs, type Crumb } from "../../shared/ui/Breadcrumbs";
import type { ConfigurableConfig, Priced, ProductDetail } from "./api";

/** The way from the catalogue down the product's first category to the product. */
export function ProductCrumbs({ product }: { product: ProductDetail }) {
  const categories = useCategories();
  const category = product.categories?.[0];
  const path = category ? pathTo(categories.data ?? [], category.slug) : [];
  const crumbs: Crumb[] = [
    ...path.map((step) => ({ label: step.name, to: `/shop/catalog/${encodeURIComponent(step.slug)}` })),
    { label: product.name },
  ];
  return <Breadcrumbs items={crumbs} />;
}

/** The price shown: the chosen variant's, else the product's. */
export function productPrice(priced: Priced<ProductDetail>, config: Priced<ConfigurableConfig> | undefined, variantId: number | undefined): ShownPrice | undefined {
  const variantPrices = variantId !== undefined ? config?.data.variant_prices[String(variantId)] : undefined;
  return variantPrices && config
    ? // The config's final price is what the variant sells for, its regular price the one
      // before any discount; the core decides whether that is a discount worth a badge.
      shownPrice({ price: variantPrices.regular_price.price, special_price: variantPrices.final_price.price, old_price: variantPrices.regular_price.price }, config.currency)
    : shownPrice(priced.data, priced.currency);
}

/** The product's name, seller and SKU (the chosen variant's), short description, price and stock. */
export function ProductHeadline({
  product,
  titleId,
  variantId,
  price,
  inStock,
}: {
  product: ProductDetail;
  titleId: string;
  variantId: number | undefined;
  price: ShownPrice | undefined;
  inStock: boolean;
}) {
  return (
    <>
      <h1 className="product__name" id={titleId} data-testid="product-name">
        {product.name}
      </h1>
      <p className="product__meta">
        {product.shop_name && (
          <span className="product__seller">
            <FormattedMessage id="product.seller" />{" "}
            {product.seller?.url ? (
              <Link to={`/stores/${encodeURIComponent(product.seller.url)}`} data-testid="product-seller">
                {product.shop_name}
              </Link>
            ) : (
              <span data-testid="product-seller">{product.shop_name}</span>
            )}
          </span>
        )}
        {product.sku && (
          <span className="product__sku">
            <FormattedMessage id="product.sku" /> {variantId !== undefined ? (product.variants?.find((variant) => variant.id === variantId)?.sku ?? product.sku) : product.sku}
          </span>
        )}
      </p>
      {product.short_description && (
        <p className="product__short" data-testid="product-short-description">
          {product.short_description}
        </p>
      )}
      <div className="product__price-row" aria-live="polite">
        {price && (
          <PriceTag
            price={price}
            label="product.price"
            className="product__prices"
            large
            testId="product-price"
            oldTestId="product-old-price"
          />
        )}
        <p className={inStock ? "stock stock--in" : "stock stock--out"} data-testid="stock">
          <FormattedMessage id={inStock ? "product.in_stock" : "product.out_of_stock"} />
        </p>
      </div>
    </>
  );
}

/** The discount and "new" badges over the gallery. */
export function ProductBadges({ price, isNew }: { price: ShownPrice | undefined; isNew: boolean }) {
  return (
    <div className="product__badges">
      {price?.percent !== undefined && (
        <span className="badge badge--sale" data-testid="product-discount">
          <FormattedMessage id="catalog.card.discount" values={{ percent: String(price.percent) }} />
        </span>
      )}
      {isNew && (
        <span className="badge badge--new" data-testid="product-new">
          <FormattedMessage id="catalog.card.new" />
        </span>
      )}
    </div>
  );
}
