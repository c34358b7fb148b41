import type { ReactNode } from "react";
import type { CurrencyCode } from "../../core";
import { ErrorState } from "../ui/ErrorState";
import { EmptyState } from "../ui/EmptyState";
import type { Product } from "../catalog/api";
import { ProductCard, ProductCardSkeleton } from "./ProductCard";

const SKELETON_CARDS = 8;
/** Cards in the first rows load their images at once; the rest lazily. */
const EAGER_CARDS = 4;

/**
 * A product list's grid with its four states: loading (skeleton cards), failed (retry), empty
 * (the no-matching-items message and what to do about it) and the cards.
 */
export function ProductGrid({
  products,
  currency,
  pending,
  failed,
  refreshing = false,
  onRetry,
  emptyActions,
  emptyTextId = "catalog.empty.text",
}: {
  products: Product[] | undefined;
  currency: CurrencyCode | undefined;
  pending: boolean;
  failed: boolean;
  /** Showing the previous answer while the next one loads. */
  refreshing?: boolean;
  onRetry: () => void;
  emptyActions: ReactNode;
  /** What the empty state suggests (filters on a listing, spelling on a search). */
  emptyTextId?: string;
}) {
  if (pending) {
    return (
      <div className="product-grid" aria-busy="true" data-testid="grid-loading">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (failed || !products || !currency) return <ErrorState onRetry={onRetry} />;
  if (products.length === 0) {
    return (
      <EmptyState testId="empty-state" titleId="catalog.empty.title" textId={emptyTextId} icon>
        <div className="state__actions">{emptyActions}</div>
      </EmptyState>
    );
  }
  return (
    <ul className={refreshing ? "product-grid is-refreshing" : "product-grid"} aria-busy={refreshing} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id} className="product-grid__item">
          <ProductCard product={product} currency={currency} headingLevel={2} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
