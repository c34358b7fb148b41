import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiError } from "../../shared/api/http";
import { fetchConfig, fetchProduct, fetchRelated, fetchSpecs, type ProductDetail } from "./api";
import { type Scope, useScope } from "../../shared/hooks/useScope";

/** A missing product is a 404 page, not something to ask again; other failures are retried as
 * the app's query client says. */
function useRetryUnlessMissing() {
  const fallback = useQueryClient().getDefaultOptions().queries?.retry;
  return useCallback(
    (failures: number, error: Error): boolean => {
      if (isMissing(error)) return false;
      if (typeof fallback === "function") return fallback(failures, error);
      if (typeof fallback === "number") return failures < fallback;
      return fallback ?? failures < 3;
    },
    [fallback],
  );
}

export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const productKey = (slug: string, scope: Scope) => ["product", slug, scope.locale, scope.currency] as const;

/** The product in the shopper's language and currency. While another currency loads, the page
 * keeps showing the same product (its answer says which currency its prices are in). */
export function useProduct(slug: string) {
  const scope = useScope();
  const retry = useRetryUnlessMissing();
  return useQuery({
    queryKey: productKey(slug, scope),
    queryFn: () => fetchProduct(slug, scope),
    retry,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === slug ? previous : undefined),
  });
}

export function useConfig(product: ProductDetail | undefined) {
  const scope = useScope();
  const id = product?.id;
  return useQuery({
    queryKey: ["product", "config", id, scope.locale, scope.currency],
    queryFn: () => fetchConfig(id!, scope),
    enabled: id !== undefined && product?.type === "configurable",
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}

export function useSpecs(id: number) {
  const { locale } = useScope();
  return useQuery({
    queryKey: ["product", "specs", id, locale],
    queryFn: () => fetchSpecs(id, locale),
    staleTime: 5 * 60_000,
  });
}

export function useRelated(id: number) {
  const scope = useScope();
  return useQuery({
    queryKey: ["product", "related", id, scope.locale, scope.currency],
    queryFn: () => fetchRelated(id, scope),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
