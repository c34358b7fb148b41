import { useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation, useParams } from "react-router";
import { collapsedDescription, needsExpander, priceRangeCeiling, shopQueryPageSize, shopQueryPriceRange } from "../../core";
import { useChanged } from "../../shared/hooks/useChanged";
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { EmptyState } from "../../shared/ui/EmptyState";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import { ActiveFilters } from "../catalog/ActiveFilters";
import { FilterDrawer } from "../catalog/FilterDrawer";
import { FilterPanel } from "../catalog/FilterPanel";
import { ListingToolbar, ResultCount } from "../catalog/ListingToolbar";
import { listParams, useFilters, useScope, useShopQuery } from "../catalog/hooks";
import { Pagination } from "../catalog/Pagination";
import { PriceSlider, type PriceRange } from "../catalog/PriceSlider";
import { ProductGrid } from "../catalog/ProductGrid";
import type { Store } from "./api";
import { htmlText } from "../../shared/html/text";
import { useSellers, useStoreProducts } from "./hooks";

function logoUrl(store: Store): string | undefined {
  if (store.logo_url) return store.logo_url;
  if (store.logo) return store.logo.startsWith("/") ? store.logo : `/storage/${store.logo}`;
  return undefined;
}

function StoreLogo({ store, size }: { store: Store; size: number }) {
  const initial = <span className="store-logo store-logo--initial" aria-hidden="true">{store.shop_title.trim().charAt(0)}</span>;
  const src = logoUrl(store);
  if (!src) return initial;
  return <FallbackImage className="store-logo" src={src} alt="" width={size} height={size} loading="lazy" fallback={initial} />;
}

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
        <ul className="stores__grid" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className="store-card">
              <span className="skeleton store-logo" />
              <span className="skeleton skeleton--line" />
            </li>
          ))}
        </ul>
      ) : sellers.data.length === 0 ? (
        <EmptyState testId="stores-empty" titleId="content.stores.empty" />
      ) : (
        <ul className="stores__grid" data-testid="stores-list">
          {sellers.data.map((store) => {
            const text = htmlText(store.description);
            return (
              <li key={store.id} className="store-card" data-testid="store-card">
                <StoreLogo store={store} size={72} />
                <div className="store-card__body">
                  <h2 className="store-card__title">
                    <Link to={`/stores/${encodeURIComponent(store.url)}`} className="store-card__link">
                      {store.shop_title}
                    </Link>
                  </h2>
                  {text && <p className="store-card__text">{text}</p>}
                </div>
                <span className="store-card__go" aria-hidden="true">
                  <FormattedMessage id="content.stores.visit" />
                  <span>›</span>
                </span>
              </li>
            );
          })}
        </ul>
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

  // Prices in the URL are in the currency they were chosen in: a new currency drops them.
  const shownCurrency = useRef(scope.currency);
  useEffect(() => {
    if (shownCurrency.current === scope.currency) return;
    shownCurrency.current = scope.currency;
    if (shopQueryPriceRange(query)) update("currencyChanged");
  }, [scope.currency, query, update]);

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
    return (
      <section className="store-page" data-testid="store-page">
        <Breadcrumbs items={crumbs} />
        <EmptyState testId="store-missing" titleId="content.stores.missing">
          <Link className="button button--primary" to="/stores">
            <FormattedMessage id="content.stores.all" />
          </Link>
        </EmptyState>
      </section>
    );
  }

  const resetAll = () => apply([["resetFilters"]]);
  const onPrice = (range: PriceRange | undefined) => update("setPrice", range ? `${range[0]},${range[1]}` : "");

  return (
    <section className="store-page listing" data-testid="store-page">
      <Breadcrumbs items={crumbs} />
      {store ? (
        <StoreHeader store={store} headingRef={headingRef} />
      ) : list.isError ? null : (
        <div className="store-head store-head--loading" aria-busy="true">
          <span className="skeleton store-logo store-logo--large" />
          <div className="store-head__text">
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--line" />
          </div>
        </div>
      )}
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
            emptyActions={
              choiceCount > 0 ? (
                <button type="button" className="button button--primary" onClick={resetAll} data-testid="reset-filters">
                  <FormattedMessage id="catalog.empty.reset" />
                </button>
              ) : (
                <Link className="button button--primary" to="/stores">
                  <FormattedMessage id="content.stores.all" />
                </Link>
              )
            }
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

function StoreHeader({ store, headingRef }: { store: Store; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const text = htmlText(store.description);
  const expandable = needsExpander(text);
  return (
    <header className="store-head" data-testid="store-head">
      <StoreLogo store={store} size={96} />
      <div className="store-head__text">
        <h1 className="page-title store-head__title" ref={headingRef} tabIndex={-1} data-testid="store-title">
          {store.shop_title}
        </h1>
        {text && (
          <div className="store-head__description">
            <p id={descriptionId} className="store-head__text-body" data-testid="store-description" data-expanded={expandable ? expanded : undefined}>
              {expandable && !expanded ? collapsedDescription(text) : text}
            </p>
            {expandable && (
              <button
                type="button"
                className="store-head__expand"
                aria-expanded={expanded}
                aria-controls={descriptionId}
                aria-label={intl.formatMessage({ id: expanded ? "content.stores.less" : "content.stores.more" })}
                title={intl.formatMessage({ id: expanded ? "content.stores.less" : "content.stores.more" })}
                onClick={() => setExpanded((value) => !value)}
                data-testid="store-expand"
              >
                <span className={expanded ? "store-head__arrow is-open" : "store-head__arrow"} aria-hidden="true" />
              </button>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
