import { useCallback, useMemo } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { parseShopQuery, shopQueryPageSize, shopQueryPriceRange, shopQueryToString, updateShopQuery, type ShopQuery, type ShopQueryAction } from "../../core";
import { useLatestRef } from "../hooks/useLatestRef";
import { fetchCategories, fetchFilters, fetchProductList, type ListParams, type ListSource } from "./api";
import { useScope } from "../hooks/useScope";

export type { ShopQueryAction } from "../../core";

/**
 * The shop page's URL query, read and changed through the core, kept in the address bar by
 * replacement (no history entry per filter click).
 */
export type ShopQueryStep = [ShopQueryAction, string?, string?];

export function useShopQuery(): [ShopQuery, (action: ShopQueryAction, first?: string, second?: string) => void, (steps: ShopQueryStep[]) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseShopQuery(location.search), [location.search]);
  // Debounced callers (the price slider) must change the query as it is when they fire.
  const locationRef = useLatestRef(location);
  const apply = useCallback(
    (steps: ShopQueryStep[]) => {
      const { pathname, search, hash } = locationRef.current;
      const changed = steps.reduce((state, [action, first, second]) => updateShopQuery(state, action, first, second), parseShopQuery(search));
      const next = shopQueryToString(changed);
      const nextSearch = next ? `?${next}` : "";
      if (nextSearch !== search) navigate({ pathname, search: nextSearch, hash }, { replace: true });
    },
    [navigate, locationRef],
  );
  const update = useCallback(
    (action: ShopQueryAction, first?: string, second?: string) => apply([[action, first, second]]),
    [apply],
  );
  return [query, update, apply];
}

/** The price range travels with the filters (`filter_price=min,max`, the core's rule); the
 * rest are attributes. */
export const PRICE_FILTER = "price";

/** The API's `price=min,max` from the query's price range. */
function priceParam(query: ShopQuery): string | null {
  const range = shopQueryPriceRange(query);
  return range ? `${range[0]},${range[1]}` : null;
}

export function listParams(query: ShopQuery, categoryId: number | string | null): ListParams {
  const attributes: Record<string, string> = {};
  for (const [code, value] of Object.entries(query.filters)) if (code !== PRICE_FILTER) attributes[code] = value;
  return {
    page: query.page,
    limit: shopQueryPageSize(query),
    sort: query.sort,
    categoryId,
    price: priceParam(query),
    search: query.search,
    attributes,
  };
}

export function useProductList(source: ListSource, params: ListParams, enabled = true) {
  const scope = useScope();
  return useQuery({
    queryKey: ["catalog", "products", scope.locale, scope.currency, source, params],
    queryFn: () => fetchProductList(source, scope, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCategories() {
  const { locale } = useScope();
  return useQuery({
    queryKey: ["catalog", "categories", locale],
    queryFn: () => fetchCategories(locale),
    staleTime: 5 * 60_000,
  });
}

export function useFilters(categoryId: number | string | null, enabled = true) {
  const { locale } = useScope();
  return useQuery({
    queryKey: ["catalog", "filters", locale, categoryId],
    queryFn: () => fetchFilters(locale, categoryId),
    staleTime: 5 * 60_000,
    enabled,
  });
}
