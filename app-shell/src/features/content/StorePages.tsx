import { useId, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation, useParams } from "react-router";
import { priceRangeCeiling, shopQueryPageSize, shopQueryPriceRange } from "../../core";
import { listParams, useFilters, useShopQuery } from "../../shared/catalog/hooks";
import { useChanged } from "../../shared/hooks/useChanged";
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { useScope } from "../../shared/hooks/useScope";
import { ActiveFilters } from "../../shared/listing/ActiveFilters";
import { FilterDrawer } from "../../shared/listing/FilterDrawer";
import { FilterPanel } from "../../shared/listing/FilterPanel";
import { ListingToolbar, ResultCount } from "../../shared/listing/ListingToolbar";
import { Pagination } from "../../shared/listing/Pagination";
import { PriceSlider, type PriceRange } from "../../shared/listing/PriceSlider";
import { useCurrencyDropsPrices } from "../../shared/listing/useCurrencyDropsPrices";
import { ProductGrid } from "../../shared/products/ProductGrid";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { EmptyState } from "../../shared/ui/EmptyState";
import { ErrorState } from "../../shared/ui/ErrorState";
import { useSellers, useStoreProducts } from "./hooks";
import { StoreEmptyActions, StoreHeadSkeleton, StoreHeader, StoreList, StoreListSkeleton, StoreMissing } from "./StoreParts";

/** `/stores`: the approved sellers, each linking to `/stores/{url}`. */
export function StoresPage() {
  const intl = useIntl();
  const sellers = useSellers();
  const title = intl.formatMessage({ id: "content.stores.title" });
  useDocumentTitle(title);
  return (
    <section className="stores" data-testid="stores-page">
      <Breadcrumbs items={[{ label: title }]} />
      <header className="stores__head">
        <h1 className="page-title">{title}</h1>
        <p className="stores__lead">
          <FormattedMessage id="content.stores.lead" />
        </p>
      </header>
      {sellers.isError ? (
        <ErrorState onRetry={() => sellers.refetch()} />
      ) : sellers.isPending ? (
        <StoreListSkeleton />
      ) : sellers.data.length === 0 ? (
        <EmptyState testId="stores-empty" titleId="content.stores.empty" />
      ) : (
        <StoreList stores={sellers.data} />
      )}
    </section>
  );
}

/**
 * `/stores/{url}`: the store's logo, title and description (an expand arrow above 60 characters,
 * core rule), then its products with the catalogue's filters (colour swatches, size chips and
 * the other options), the price slider from 0 to the list's maximum, sort and pages; the URL
 * query follows every choice through the core, as on the catalogue.
 */
export function StorePage() {
  const { url = "" } = useParams();
  const [query, update, apply] = useShopQuery();
  const scope = useScope();
  const params = useMemo(() => listParams(query, null), [query]);
  const list = useStoreProducts(url, params);
  const filters = useFilters(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  // Another page: the drawer closes on the way.
  if (useChanged(pathname)) setDrawerOpen(false);

  useCurrencyDropsPrices(scope.currency, query, update);

  // A previous store's answer may stand in while another loads: only this store's counts.
  const data = list.data && list.data.store.url === url ? list.data : undefined;
  const missing = list.isSuccess && list.data === null;
  const sameCurrency = data?.currency === scope.currency;
  const ceiling = data && sameCurrency ? priceRangeCeiling(data.maxPrice) : 0;
  const committedPrice = shopQueryPriceRange(query);
  const attributeFilters = filters.data ?? [];
  const choiceCount = Object.keys(query.filters).length;
  const store = data?.store;
  useDocumentTitle(store?.shop_title);

  const crumbs = [{ label: <FormattedMessage id="content.stores.title" />, to: "/stores" }, { label: store?.shop_title ?? url }];

  if (missing) {
    return <StoreMissing crumbs={crumbs} />;
  }

  const resetAll = () => apply([["resetFilters"]]);
  const onPrice = (range: PriceRange | undefined) => update("setPrice", range ? `${range[0]},${range[1]}` : "");

  return (
    <section className="store-page listing" data-testid="store-page">
      <Breadcrumbs items={crumbs} />
      {store ? <StoreHeader store={store} headingRef={headingRef} /> : list.isError ? null : <StoreHeadSkeleton />}
      <div className="listing__layout">
        <FilterDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {ceiling > 0 && <PriceSlider ceiling={ceiling} committed={committedPrice} currency={scope.currency} onCommit={onPrice} />}
          {filters.isError ? (
            <ErrorState compact onRetry={() => filters.refetch()} />
          ) : (
            <FilterPanel filters={attributeFilters} selected={query.filters} onToggle={(code, value) => update("toggleFilter", code, value)} />
          )}
        </FilterDrawer>
        <div className="listing__main">
          <header className="listing__head">
            <h2 className="listing__title store-page__products-title">
              <FormattedMessage id="content.stores.products" />
            </h2>
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
            category={undefined}
            currency={scope.currency}
            priceRange={committedPrice}
            onRemove={(code, value) => update("toggleFilter", code, value)}
            onRemovePrice={() => update("setPrice", "")}
            onRemoveCategory={() => {}}
            onClear={resetAll}
          />
          <ProductGrid
            products={sameCurrency ? data?.products : undefined}
            currency={data?.currency}
            pending={list.isPending || (!data && !list.isError) || (Boolean(data) && !sameCurrency)}
            failed={list.isError}
            refreshing={list.isPlaceholderData}
            onRetry={() => list.refetch()}
            emptyActions={<StoreEmptyActions canReset={choiceCount > 0} onReset={resetAll} />}
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
