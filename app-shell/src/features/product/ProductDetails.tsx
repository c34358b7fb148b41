import { FormattedMessage } from "react-intl";
import { ProductCarousel, ProductCarouselSkeleton } from "../../shared/products/ProductCarousel";
import { ErrorState } from "../../shared/ui/ErrorState";
import { useRelated, useSpecs } from "./hooks";

/** The product's description (HTML the server sanitised) and its specification table. */
export function ProductDetails({ productId, description: html, titleId }: { productId: number; description?: string | null; titleId: string }) {
  const description = html?.trim();
  return (
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
      <Specs productId={productId} titleId={`${titleId}-specs`} />
    </div>
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

export function Related({ productId }: { productId: number }) {
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
