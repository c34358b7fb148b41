import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router";
import { catalogLimits, searchAllowed, shopQueryPageSize } from "../../core";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { useShopQuery } from "../../shared/catalog/hooks";
import { Pagination } from "../../shared/listing/Pagination";
import { ProductGrid } from "../../shared/products/ProductGrid";
import { useSearch } from "./api";
import { useScope } from "../../shared/hooks/useScope";

/**
 * `/shop/catalog/search/{word}`: up to the core's default search limit of ranked products, shown
 * a page at a time, with the grid's empty state when nothing matches.
 */
export function SearchResultsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { word = "" } = useParams();
  const text = word.trim();
  const [query] = useShopQuery();
  const scope = useScope();
  const allowed = searchAllowed(text);
  const results = useSearch(text, catalogLimits().defaultSearch, allowed);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const title = intl.formatMessage({ id: "search.results.title" }, { query: text });
  useEffect(() => {
    document.title = `${title} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [title, intl]);

  const data = results.data;
  const sameCurrency = data?.currency === scope.currency;
  const all = sameCurrency ? data.products : undefined;
  const perPage = shopQueryPageSize(query);
  const shown = all?.slice((query.page - 1) * perPage, query.page * perPage);

  return (
    <section className="listing listing--search" data-testid="search-results">
      <Breadcrumbs items={[{ label: <FormattedMessage id="nav.catalog" />, to: "/shop/catalog" }, { label: title }]} />
      <div className="listing__main">
        <header className="listing__head">
          <h1 className="page-title listing__title" ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          {all && (
            <p className="listing__count" data-testid="result-count">
              <FormattedMessage id="catalog.count" values={{ count: all.length }} />
            </p>
          )}
        </header>
        <ProductGrid
          products={allowed ? shown : []}
          currency={data?.currency ?? scope.currency}
          pending={allowed && (results.isPending || !sameCurrency)}
          failed={results.isError}
          onRetry={() => results.refetch()}
          emptyTextId="search.empty.text"
          emptyActions={
            <button type="button" className="button button--primary" data-testid="reset-filters" onClick={() => navigate("/shop/catalog")}>
              <FormattedMessage id="catalog.empty.reset" />
            </button>
          }
        />
        {all && (
          <Pagination
            total={all.length}
            perPage={perPage}
            query={query}
            onNavigate={() => {
              headingRef.current?.scrollIntoView({ block: "start" });
              headingRef.current?.focus({ preventScroll: true });
            }}
          />
        )}
      </div>
    </section>
  );
}
