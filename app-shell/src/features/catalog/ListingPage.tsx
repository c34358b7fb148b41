import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation, useParams } from "react-router";
import { priceRangeCeiling, shopQueryPageSize, shopQueryPriceRange } from "../../core";
import { Breadcrumbs, type Crumb } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { EmptyState } from "../../shared/ui/EmptyState";
import { useChanged } from "../../shared/hooks/useChanged";
import type { Category, ListSource } from "./api";
import { CategoryTree } from "./CategoryTree";
import { pathTo, pathToId } from "./categories";
import { ActiveFilters } from "./ActiveFilters";
import { FilterDrawer } from "./FilterDrawer";
import { FilterPanel } from "./FilterPanel";
import { ListingToolbar, ResultCount } from "./ListingToolbar";
import { listParams, useCategories, useFilters, useProductList, useScope, useShopQuery } from "./hooks";
import { Pagination } from "./Pagination";
import { PriceSlider, type PriceRange } from "./PriceSlider";
import { ProductGrid } from "./ProductGrid";

const TITLE_IDS: Record<ListSource, string> = {
  catalog: "catalog.title.all",
  new: "catalog.title.new",
  sales: "catalog.title.sales",
};

/**
 * A product listing: the catalogue (all products or one category, by the slug in the path),
 * the new collection or the sales. Category sidebar, filters (attribute filters on the
 * catalogue; category and price everywhere), sort, grid and pager; the URL query follows every
 * choice through the core. On narrow screens the sidebar is a slide-in drawer.
 */
export function ListingPage({ source }: { source: ListSource }) {
  const intl = useIntl();
  const { categorySlug } = useParams();
  const [query, update, apply] = useShopQuery();
  const scope = useScope();
  const categories = useCategories();
  const tree = categories.data ?? [];

  // The catalogue's category comes from the path; the other lists pick one in the query.
  const bySlug = source === "catalog" && categorySlug !== undefined;
  const path = bySlug ? pathTo(tree, categorySlug) : pathToId(tree, query.categoryId);
  const category: Category | undefined = path.at(-1);
  const categoryId: number | string | null = bySlug ? (category?.id ?? null) : query.categoryId;
  const slugPending = bySlug && categories.isPending;
  const slugFailed = bySlug && categories.isError;
  const slugUnknown = bySlug && categories.isSuccess && !category;
  const ready = !slugPending && !slugFailed && !slugUnknown;

  // A plain object each render: React Query keys by its contents, not its identity.
  const params = listParams(query, categoryId);
  const list = useProductList(source, params, ready);
  const filters = useFilters(categoryId, source === "catalog" && ready);

  // Prices in the URL are in the currency they were chosen in: a new currency drops them.
  const shownCurrency = useRef(scope.currency);
  useEffect(() => {
    if (shownCurrency.current === scope.currency) return;
    shownCurrency.current = scope.currency;
    if (shopQueryPriceRange(query)) update("currencyChanged");
  }, [scope.currency, query, update]);

  const title = bySlug ? (category?.name ?? categorySlug) : intl.formatMessage({ id: TITLE_IDS[source] });
  useEffect(() => {
    document.title = `${title} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [title, intl]);

  const [drawerOpen, setDrawerOpen] = useState(false);
  // Another category is another page: the drawer closes on the way.
  const { pathname } = useLocation();
  if (useChanged(pathname)) setDrawerOpen(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const drawerId = useId();

  const data = list.data;
  const sameCurrency = data?.currency === scope.currency;
  const ceiling = data && sameCurrency ? priceRangeCeiling(data.maxPrice) : 0;
  const committedPrice = shopQueryPriceRange(query);
  const attributeFilters = source === "catalog" ? (filters.data ?? []) : [];
  const choiceCount = Object.keys(query.filters).length + (!bySlug && query.categoryId !== null ? 1 : 0);
  const hasChoices = Object.keys(query.filters).length > 0 || query.search !== null || (!bySlug && query.categoryId !== null);

  const resetAll = () => apply(bySlug || source === "catalog" ? [["resetFilters"]] : [["resetFilters"], ["setCategory", ""]]);
  const selectCategory = (picked: Category | null) => update("setCategory", picked ? String(picked.id) : "");
  const onPrice = (range: PriceRange | undefined) => {
    update("setPrice", range ? `${range[0]},${range[1]}` : "");
  };

  const crumbs: Crumb[] = bySlug
    ? [
        { label: <FormattedMessage id="nav.catalog" />, to: "/shop/catalog" },
        ...(category
          ? path.map((step) => ({ label: step.name, to: `/shop/catalog/${encodeURIComponent(step.slug)}` }))
          : slugPending
            ? []
            : [{ label: categorySlug }]),
      ]
    : [{ label: title }];

  if (slugUnknown) {
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

  const sidebar = (
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
        <CategoryTree tree={tree} activePath={path} onSelect={source === "catalog" ? undefined : selectCategory} />
      )}
      {ceiling > 0 && (
        <PriceSlider ceiling={ceiling} committed={committedPrice} currency={scope.currency} onCommit={onPrice} />
      )}
      {filters.isError && source === "catalog" ? (
        <ErrorState compact onRetry={() => filters.refetch()} />
      ) : (
        <FilterPanel filters={attributeFilters} selected={query.filters} onToggle={(code, value) => update("toggleFilter", code, value)} />
      )}
    </>
  );

  const emptyActions: ReactNode = hasChoices ? (
    <button type="button" className="button button--primary" onClick={resetAll} data-testid="reset-filters">
      <FormattedMessage id="catalog.empty.reset" />
    </button>
  ) : source !== "catalog" || bySlug ? (
    <Link className="button button--primary" to="/shop/catalog">
      <FormattedMessage id="catalog.empty.browse" />
    </Link>
  ) : null;

  return (
    <section className="listing" data-testid="listing" data-source={source}>
      <Breadcrumbs items={crumbs} />
      <div className="listing__layout">
        <FilterDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {sidebar}
        </FilterDrawer>
        <div className="listing__main">
          <header className="listing__head">
            <h1 className="page-title listing__title" ref={headingRef} tabIndex={-1}>
              {slugPending ? <span className="skeleton skeleton--title" aria-hidden="true" /> : title}
            </h1>
            {data && sameCurrency && <ResultCount total={data.total} />}
          </header>
          <ListingToolbar
            drawerId={drawerId}
            drawerOpen={drawerOpen}
            onOpenFilters={() => setDrawerOpen(true)}
            choiceCount={choiceCount}
            sort={query.sort}
            onSort={(value) => update("setSort", value)}
          />
          <ActiveFilters
            filters={attributeFilters}
            selected={query.filters}
            category={bySlug ? undefined : category}
            currency={scope.currency}
            priceRange={committedPrice}
            onRemove={(code, value) => update("toggleFilter", code, value)}
            onRemovePrice={() => update("setPrice", "")}
            onRemoveCategory={() => update("setCategory", "")}
            onClear={resetAll}
          />
          <ProductGrid
            products={sameCurrency ? data?.products : undefined}
            currency={data?.currency}
            pending={!ready ? slugPending : list.isPending || (Boolean(data) && !sameCurrency)}
            failed={slugFailed || list.isError}
            refreshing={list.isPlaceholderData}
            onRetry={() => (slugFailed ? categories.refetch() : list.refetch())}
            emptyActions={emptyActions}
          />
          {data && sameCurrency && (
            <Pagination
              total={data.total}
              perPage={shopQueryPageSize(query)}
              query={query}
              onNavigate={() => {
                headingRef.current?.scrollIntoView({ block: "start" });
                headingRef.current?.focus({ preventScroll: true });
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
