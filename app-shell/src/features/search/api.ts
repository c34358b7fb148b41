import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api/http";
import type { Answer } from "../../shared/api/types";
import type { PricedProducts } from "../../shared/catalog/api";
import { type Scope, useScope } from "../../shared/hooks/useScope";

/** `GET /api/search`: a bare, ranked array of products; `[]` when nothing matches. */
export async function searchProducts(scope: Scope, text: string, limit: number): Promise<PricedProducts> {
  const answer = await api.get<Answer<"search">>("/api/search", {
    search: text,
    locale: scope.locale,
    currency: scope.currency,
    limit,
  });
  return { products: Array.isArray(answer) ? answer : [], currency: scope.currency };
}

export function useSearch(text: string, limit: number, enabled: boolean, keepPrevious = false) {
  const scope = useScope();
  return useQuery({
    queryKey: ["search", scope.locale, scope.currency, text, limit],
    queryFn: () => searchProducts(scope, text, limit),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
