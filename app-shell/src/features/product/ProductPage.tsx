import { useEffect, useId, useRef, useState } from "react";
import { PriceTag } from "../catalog/PriceTag";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { commitQuantity } from "../../core";
import { Breadcrumbs, type Crumb } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { useToast } from "../../shared/ui/Toast";
import { pathTo } from "../catalog/categories";
import { useCategories } from "../catalog/hooks";
import { shownPrice, type ShownPrice } from "../catalog/money";
import { serverError } from "../cart/api";
import { SavedListToggles, toSaved } from "../account/savedLists";
import { useAddToCart } from "../cart/hooks";
import { ProductCarousel, ProductCarouselSkeleton } from "../home/ProductCarousel";
import { NotFound } from "../placeholder/NotFound";
import type { ConfigurableConfig, Priced, ProductDetail } from "./api";
import { AttributePickers } from "./AttributePickers";
import { Gallery } from "./Gallery";
import { isMissing, useConfig, useProduct, useRelated, useSpecs } from "./hooks";
import { QuantityStepper } from "./QuantityStepper";
import {
  attributeLabel,
  choose,
  chosenVariant,
  galleryImages,
  leadVariant,
  missingAttributes,
  variantImageIndex,
  variantInStock,
  type Selection,
} from "./variants";

/** Why the cart refused a product, in the shopper's language, by the field the server names. */
const REFUSED_BECAUSE: Record<string, string> = {
  quantity: "cart.error.stock",
  attributes: "cart.error.options",
};

/**
 * `/shop/products/{productSlug}/{parentId}`: gallery, name, seller, price, attribute pickers for a
 * configurable product, quantity stepper and add to cart (posted to the server's cart, which
 * the header then shows), then the description, the specification table and related products.
 */
export function ProductPage() {
  const { productSlug = "" } = useParams();
  const product = useProduct(productSlug);
  if (product.isError && isMissing(product.error)) return <NotFound />;
  if (!product.data) {
    if (product.isError) {
      return (
        <section className="product product--failed" data-testid="product-error">
          <ErrorState onRetry={() => product.refetch()} />
        </section>
      );
    }
    return <ProductSkeleton />;
  }
  // Another product is another page: choices and quantity start afresh.
  return <ProductView key={product.data.data.id} product={product.data} />;
}

function ProductView({ product: priced }: { product: Priced<ProductDetail> }) {
  const intl = useIntl();
  const toast = useToast();
  const product = priced.data;
  const configurable = product.type === "configurable";
  const configQuery = useConfig(product);
  const config: Priced<ConfigurableConfig> | undefined = configurable ? configQuery.data : undefined;
  const add = useAddToCart();
  const categories = useCategories();
  const [selection, setSelection] = useState<Selection>({});
  // An empty box commits to the core's minimum quantity: where the stepper starts.
  const [quantity, setQuantity] = useState(() => commitQuantity(""));
  const [showMissing, setShowMissing] = useState(false);
  const pickersRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    document.title = `${product.name} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [product.name, intl]);

  const variantId = config ? chosenVariant(config.data, selection) : undefined;
  const missing = config ? missingAttributes(config.data, selection) : [];
  const images = galleryImages(product, config?.data);
  const focusIndex = variantImageIndex(images, config?.data, config ? leadVariant(config.data, selection) : undefined);

  const variantPrices = variantId !== undefined ? config?.data.variant_prices[String(variantId)] : undefined;
  const price: ShownPrice | undefined =
    variantPrices && config
      ? // The config's final price is what the variant sells for, its regular price the one
        // before any discount; the core decides whether that is a discount worth a badge.
        shownPrice({ price: variantPrices.regular_price.price, special_price: variantPrices.final_price.price, old_price: variantPrices.regular_price.price }, config.currency)
      : shownPrice(product, priced.currency);
  const inStock = variantId !== undefined && config ? variantInStock(config.data, variantId) : product.in_stock !== false;
  const configPending = configurable && !config;
  const choosing = configurable && missing.length > 0;

  const onChoose = (attributeId: number, optionId: number) => {
    setSelection((current) => choose(current, attributeId, optionId));
  };

  const focusFirstMissing = () => {
    const first = missing[0];
    const group = first && pickersRef.current?.querySelector(`[data-attribute="${first.id}"]`);
    const target = group?.querySelector<HTMLButtonElement>('button:not([aria-disabled="true"])') ?? group?.querySelector("button");
    target?.focus();
  };

  const adding = add.isPending;
  const addToCart = () => {
    if (configPending || adding) return;
    if (choosing) {
      setShowMissing(true);
      focusFirstMissing();
      return;
    }
    if (!inStock) return;
    // The server prices the line from its own catalogue: the product (the parent of a
    // configurable one), the chosen option per attribute and the quantity are all it needs.
    const attributes: Record<string, number> | undefined = config ? { ...selection } : undefined;
    add.mutate(
      { productId: product.id, quantity, attributes },
      {
        onSuccess: () => toast(intl.formatMessage({ id: "product.added" }, { name: product.name })),
        onError: (error) => {
          console.error(error);
          // A refused add (a 4xx `{"error", "field"}`, e.g. more than the stock) is the alert
          // 'Server Error', with the server's reason; anything else asks to try again.
          const refused = serverError(error);
          const reason = refused?.field ? REFUSED_BECAUSE[refused.field] : undefined;
          toast(
            refused ? (
              <>
                <strong>{intl.formatMessage({ id: "cart.server_error" })}</strong> {reason ? intl.formatMessage({ id: reason }) : refused.error}
              </>
            ) : (
              intl.formatMessage({ id: "product.add_failed" })
            ),
            "error",
          );
        },
      },
    );
  };

  const category = product.categories?.[0];
  const path = category ? pathTo(categories.data ?? [], category.slug) : [];
  const crumbs: Crumb[] = [
    ...path.map((step) => ({ label: step.name, to: `/shop/catalog/${encodeURIComponent(step.slug)}` })),
    { label: product.name },
  ];

  const buttonLabel = choosing
    ? // Joined plainly: browsers without Armenian list data would put an English "and" in.
      intl.formatMessage({ id: "product.choose" }, { attributes: missing.map(attributeLabel).join(", ") })
    : !inStock
      ? intl.formatMessage({ id: "product.out_of_stock" })
      : intl.formatMessage({ id: "product.add_to_cart" });

  const badges = (
    <div className="product__badges">
      {price?.percent !== undefined && (
        <span className="badge badge--sale" data-testid="product-discount">
          <FormattedMessage id="catalog.card.discount" values={{ percent: String(price.percent) }} />
        </span>
      )}
      {Boolean(product.new) && (
        <span className="badge badge--new" data-testid="product-new">
          <FormattedMessage id="catalog.card.new" />
        </span>
      )}
    </div>
  );

  const description = product.description?.trim();

  return (
    <article className="product" data-testid="product-page" data-product-id={product.id} aria-labelledby={titleId}>
      <Breadcrumbs items={crumbs} />
      <div className="product__layout">
        <div className="product__media">
          <Gallery images={images} focusIndex={focusIndex} name={product.name} overlay={badges} />
        </div>
        <div className="product__summary">
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

          {configurable &&
            (config ? (
              <AttributePickers ref={pickersRef} config={config.data} selection={selection} onChoose={onChoose} showMissing={showMissing} />
            ) : configQuery.isError ? (
              <ErrorState compact onRetry={() => configQuery.refetch()} />
            ) : (
              <div className="pickers pickers--loading" aria-busy="true" data-testid="pickers-loading">
                <span className="skeleton skeleton--line skeleton--short" />
                <span className="skeleton skeleton--chips" />
                <span className="skeleton skeleton--line skeleton--short" />
                <span className="skeleton skeleton--chips" />
              </div>
            ))}

          <section className="product-buy" aria-label={intl.formatMessage({ id: "product.purchase" })} data-testid="buy-bar">
            <QuantityStepper className="product-buy__stepper" value={quantity} onChange={setQuantity} stock={configurable ? undefined : product.qty} />
            <button
              type="button"
              className={choosing ? "button button--primary product-buy__add is-choosing" : "button button--primary product-buy__add"}
              data-testid="add-to-cart"
              disabled={configPending || !inStock}
              aria-busy={adding || undefined}
              onClick={addToCart}
            >
              <span className="product-buy__cart-icon" aria-hidden="true" />
              <span>{buttonLabel}</span>
            </button>
          </section>
          <SavedListToggles product={toSaved(product, priced.currency)} />
        </div>
      </div>

      <div className="product__details">
        <section className="product-section" aria-labelledby={`${titleId}-description`}>
          <h2 className="product-section__title" id={`${titleId}-description`}>
            <FormattedMessage id="product.description" />
          </h2>
          {description ? (
            // The server sanitises the description HTML (crates/server, ammonia).
            <div className="product-description" data-testid="product-description" dangerouslySetInnerHTML={{ __html: description }} />
          ) : (
            <p className="product-section__empty" data-testid="product-description-empty">
              <FormattedMessage id="product.description.empty" />
            </p>
          )}
        </section>
        <Specs productId={product.id} titleId={`${titleId}-specs`} />
      </div>

      <Related productId={product.id} />
    </article>
  );
}

function Specs({ productId, titleId }: { productId: number; titleId: string }) {
  const specs = useSpecs(productId);
  if (specs.isPending) {
    return (
      <section className="product-section" aria-busy="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </section>
    );
  }
  if (specs.isError) {
    return (
      <section className="product-section">
        <ErrorState compact onRetry={() => specs.refetch()} />
      </section>
    );
  }
  if (specs.data.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby={titleId}>
      <h2 className="product-section__title" id={titleId}>
        <FormattedMessage id="product.specs" />
      </h2>
      <table className="specs" data-testid="product-specs">
        <tbody>
          {specs.data.map((spec) => (
            <tr key={spec.code}>
              <th scope="row">{spec.label}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Related({ productId }: { productId: number }) {
  const related = useRelated(productId);
  if (related.isPending) return <ProductCarouselSkeleton />;
  if (related.isError) return <ErrorState compact onRetry={() => related.refetch()} />;
  if (related.data.data.length === 0) return null;
  return (
    <ProductCarousel
      title={<FormattedMessage id="product.related" />}
      products={related.data.data}
      currency={related.data.currency}
      testId="related-products"
    />
  );
}

function ProductSkeleton() {
  return (
    <section className="product product--loading" aria-busy="true" data-testid="product-loading">
      <span className="skeleton skeleton--line skeleton--crumbs" />
      <div className="product__layout">
        <div className="product__media">
          <div className="skeleton product__media-skeleton" />
        </div>
        <div className="product__summary">
          <span className="skeleton skeleton--heading" />
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--price" />
          <span className="skeleton skeleton--chips" />
          <span className="skeleton skeleton--button" />
        </div>
      </div>
    </section>
  );
}
