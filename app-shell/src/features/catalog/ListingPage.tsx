import { useEffect, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate, useParams } from "react-router";
import { priceRangeCeiling, shopQueryPageSize, shopQueryPriceRange } from "../../core";
import type { Category, ListSource } from "../../shared/catalog/api";
import { listParams, useFilters, useProductList, useShopQuery } from "../../shared/catalog/hooks";
import { useChanged } from "../../shared/hooks/useChanged";
import { useScope } from "../../shared/hooks/useScope";
import { ActiveFilters } from "../../shared/listing/ActiveFilters";
import { FilterDrawer } from "../../shared/listing/FilterDrawer";
import { ListingToolbar, ResultCount } from "../../shared/listing/ListingToolbar";
import { Pagination } from "../../shared/listing/Pagination";
import type { PriceRange } from "../../shared/listing/PriceSlider";
import { useCurrencyDropsPrices } from "../../shared/listing/useCurrencyDropsPrices";
import { ProductGrid } from "../../shared/products/ProductGrid";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { CategoryMissing, EmptyActions, ListingSidebar, listingCrumbs, useListingCategory } from "./ListingParts";

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
  const { categories, bySlug, path, category, categoryId, slugPending, slugFailed, slugUnknown } = useListingCategory(source, categorySlug, query.categoryId);
  const ready = !slugPending && !slugFailed && !slugUnknown;

  // A plain object each render: React Query keys by its contents, not its identity.
  const params = listParams(query, categoryId);
  const list = useProductList(source, params, ready);
  const filters = useFilters(categoryId, source === "catalog" && ready);

  useCurrencyDropsPrices(scope.currency, query, update);

  const title = bySlug ? (category?.name ?? categorySlug) : intl.formatMessage({ id: TITLE_IDS[source] });
  useEffect(() => {
    document.title = `${title} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [title, intl]);

  const [drawerOpen, setDrawerOpen] = useState(() => window.location.hash === "#filters");
  // Another category is another page: the drawer closes on the way.
  const { pathname, search, hash } = useLocation();
  if (useChanged(pathname)) setDrawerOpen(false);
  // The server's first screen opens the drawer with a link to `#filters` (it works without
  // script): a shopper who followed it before the shell took over finds it open, and the
  // address loses the fragment so the shop's queries do not carry it.
  if (useChanged(hash) && hash === "#filters") setDrawerOpen(true);
  const navigate = useNavigate();
  useEffect(() => {
    if (hash === "#filters") navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate]);
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

  const crumbs = listingCrumbs(bySlug ? { path, pending: slugPending, slug: categorySlug } : undefined, title);

  if (slugUnknown) {
    return <CategoryMissing crumbs={crumbs} />;
  }

  return (
    <section className="listing" data-testid="listing" data-source={source}>
      <Breadcrumbs items={crumbs} />
      <div className="listing__layout">
        <FilterDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <ListingSidebar
          categories={categories}
          activePath={path}
          onSelect={source === "catalog" ? undefined : selectCategory}
          ceiling={ceiling}
          committedPrice={committedPrice}
          currency={scope.currency}
          onPrice={onPrice}
          filtersFailed={filters.isError && source === "catalog"}
          onRetryFilters={() => filters.refetch()}
          attributeFilters={attributeFilters}
          selected={query.filters}
          onToggle={(code, value) => update("toggleFilter", code, value)}
        />
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
            emptyActions={<EmptyActions canReset={hasChoices} canBrowse={source !== "catalog" || bySlug} onReset={resetAll} />}
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
