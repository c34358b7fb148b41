/** The product page while the product loads. */
export function ProductSkeleton() {
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
