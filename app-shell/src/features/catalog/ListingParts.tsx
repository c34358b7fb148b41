import type { UseQueryResult } from "@tanstack/react-query";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { CurrencyCode } from "../../core";
import type { Category, Filter, ListSource } from "../../shared/catalog/api";
import { pathTo, pathToId } from "../../shared/catalog/categories";
import { useCategories } from "../../shared/catalog/hooks";
import { FilterPanel } from "../../shared/listing/FilterPanel";
import { PriceSlider, type PriceRange } from "../../shared/listing/PriceSlider";
import { Breadcrumbs, type Crumb } from "../../shared/ui/Breadcrumbs";
import { EmptyState } from "../../shared/ui/EmptyState";
import { ErrorState } from "../../shared/ui/ErrorState";
import { CategoryTree } from "./CategoryTree";

/** The listing's category: the catalogue's comes from the path (`slug`), the other lists pick one in the query. */
export function useListingCategory(source: ListSource, slug: string | undefined, queryCategoryId: string | null) {
  const categories = useCategories();
  const tree = categories.data ?? [];
  const bySlug = source === "catalog" && slug !== undefined;
  const path = bySlug ? pathTo(tree, slug) : pathToId(tree, queryCategoryId);
  const category: Category | undefined = path.at(-1);
  const categoryId: number | string | null = bySlug ? (category?.id ?? null) : queryCategoryId;
  const slugPending = bySlug && categories.isPending;
  const slugFailed = bySlug && categories.isError;
  const slugUnknown = bySlug && categories.isSuccess && !category;
  return { categories, bySlug, path, category, categoryId, slugPending, slugFailed, slugUnknown };
}

/** What an empty list offers: dropping the choices made, or else browsing the whole catalogue. */
export function EmptyActions({ canReset, canBrowse, onReset }: { canReset: boolean; canBrowse: boolean; onReset: () => void }) {
  if (canReset) {
    return (
      <button type="button" className="button button--primary" onClick={onReset} data-testid="reset-filters">
        <FormattedMessage id="catalog.empty.reset" />
      </button>
    );
  }
  if (!canBrowse) return null;
  return (
    <Link className="button button--primary" to="/shop/catalog">
      <FormattedMessage id="catalog.empty.browse" />
    </Link>
  );
}

/**
 * The listing's way here: on a category page the catalogue and the path down to the category
 * (the slug alone when no category has it), else the list's title.
 */
export function listingCrumbs(byCategory: { path: Category[]; pending: boolean; slug: string | undefined } | undefined, title: string | undefined): Crumb[] {
  if (!byCategory) return [{ label: title }];
  const { path, pending, slug } = byCategory;
  return [
    { label: <FormattedMessage id="nav.catalog" />, to: "/shop/catalog" },
    ...(path.length > 0
      ? path.map((step) => ({ label: step.name, to: `/shop/catalog/${encodeURIComponent(step.slug)}` }))
      : pending
        ? []
        : [{ label: slug }]),
  ];
}

/** A category page whose slug no category has. */
export function CategoryMissing({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <section className="listing" data-testid="listing">
      <Breadcrumbs items={crumbs} />
      <EmptyState testId="category-not-found" titleId="catalog.category_missing.title">
        <Link className="button button--primary" to="/shop/catalog">
          <FormattedMessage id="catalog.empty.browse" />
        </Link>
      </EmptyState>
    </section>
  );
}

/** The sidebar: the category tree, the price slider (once the list's prices are known) and the attribute filters. */
export function ListingSidebar({
  categories,
  activePath,
  onSelect,
  ceiling,
  committedPrice,
  currency,
  onPrice,
  filtersFailed,
  onRetryFilters,
  attributeFilters,
  selected,
  onToggle,
}: {
  categories: UseQueryResult<Category[]>;
  activePath: Category[];
  onSelect: ((category: Category | null) => void) | undefined;
  ceiling: number;
  committedPrice: PriceRange | undefined;
  currency: CurrencyCode;
  onPrice: (range: PriceRange | undefined) => void;
  filtersFailed: boolean;
  onRetryFilters: () => void;
  attributeFilters: Filter[];
  selected: Record<string, string>;
  onToggle: (code: string, value: string) => void;
}) {
  return (
    <>
      {categories.isError ? (
        <ErrorState compact onRetry={() => categories.refetch()} />
      ) : categories.isPending ? (
        <div className="category-tree category-tree--loading" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} className="skeleton skeleton--line" />
          ))}
        </div>
      ) : (
        <CategoryTree tree={categories.data ?? []} activePath={activePath} onSelect={onSelect} />
      )}
      {ceiling > 0 && <PriceSlider ceiling={ceiling} committed={committedPrice} currency={currency} onCommit={onPrice} />}
      {filtersFailed ? <ErrorState compact onRetry={onRetryFilters} /> : <FilterPanel filters={attributeFilters} selected={selected} onToggle={onToggle} />}
    </>
  );
}
