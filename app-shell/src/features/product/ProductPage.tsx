import { useEffect, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { commitQuantity } from "../../core";
import { SavedListToggles, toSaved } from "../../shared/savedLists/savedLists";
import { ErrorState } from "../../shared/ui/ErrorState";
import { NotFound } from "../../shared/ui/NotFound";
import type { ConfigurableConfig, Priced, ProductDetail } from "./api";
import { AttributePickers, PickersSkeleton } from "./AttributePickers";
import { BuyBar } from "./BuyBar";
import { Gallery } from "./Gallery";
import { isMissing, useConfig, useProduct } from "./hooks";
import { ProductDetails, Related } from "./ProductDetails";
import { ProductBadges, ProductCrumbs, ProductHeadline, productPrice } from "./ProductHeadline";
import { ProductSkeleton } from "./ProductSkeleton";
import { useAddProductToCart } from "./useAddProductToCart";
import {
  choose,
  chosenVariant,
  galleryImages,
  leadVariant,
  missingAttributes,
  variantImageIndex,
  variantInStock,
  type Selection,
} from "./variants";

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
  const product = priced.data;
  const configurable = product.type === "configurable";
  const configQuery = useConfig(product);
  const config: Priced<ConfigurableConfig> | undefined = configurable ? configQuery.data : undefined;
  const add = useAddProductToCart(product.name);
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

  const price = productPrice(priced, config, variantId);
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

  const adding = add.adding;
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
    add.submit({ productId: product.id, quantity, attributes });
  };

  return (
    <article className="product" data-testid="product-page" data-product-id={product.id} aria-labelledby={titleId}>
      <ProductCrumbs product={product} />
      <div className="product__layout">
        <div className="product__media">
          <Gallery images={images} focusIndex={focusIndex} name={product.name} overlay={<ProductBadges price={price} isNew={Boolean(product.new)} />} />
        </div>
        <div className="product__summary">
          <ProductHeadline product={product} titleId={titleId} variantId={variantId} price={price} inStock={inStock} />

          {configurable &&
            (config ? (
              <AttributePickers ref={pickersRef} config={config.data} selection={selection} onChoose={onChoose} showMissing={showMissing} />
            ) : configQuery.isError ? (
              <ErrorState compact onRetry={() => configQuery.refetch()} />
            ) : (
              <PickersSkeleton />
            ))}

          <BuyBar
            quantity={quantity}
            onQuantity={setQuantity}
            stock={configurable ? undefined : product.qty}
            missing={missing}
            inStock={inStock}
            disabled={configPending || !inStock}
            adding={adding}
            onAdd={addToCart}
          />
          <SavedListToggles product={toSaved(product, priced.currency)} />
        </div>
      </div>

      <ProductDetails productId={product.id} description={product.description} titleId={titleId} />

      <Related productId={product.id} />
    </article>
  );
}
