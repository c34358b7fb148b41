import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { catalogLimits, homePositions } from "../../core";
import { api } from "../../shared/api/http";
import type { PricedProducts, Product, Scope } from "../catalog/api";
import { useScope } from "../catalog/hooks";

export interface Slide {
  id?: number;
  path?: string | null;
  mobile_path?: string | null;
  /** The slide's link. */
  slider_path?: string | null;
  /** Sanitised HTML from the server. */
  content?: string | null;
  image_url?: string | null;
  mobile_image_url?: string | null;
}

export interface Banner {
  id?: number;
  path?: string | null;
  url?: string | null;
  link?: string | null;
  content?: string | null;
  image_url?: string | null;
}

/** Files under the storage root when the answer gives only a relative path. */
export function storageUrl(url: string | null | undefined, path: string | null | undefined): string | undefined {
  if (url) return url;
  if (path) return path.startsWith("/") || path.startsWith("http") ? path : `/storage/${path}`;
  return undefined;
}

export async function fetchSliders(locale: Scope["locale"]): Promise<Slide[]> {
  const answer = await api.get<Slide[]>("/api/sliders", { locale });
  return Array.isArray(answer) ? answer : [];
}

export async function fetchBanners(locale: Scope["locale"]): Promise<Banner[]> {
  const answer = await api.get<Banner[]>("/api/banners", { locale });
  return Array.isArray(answer) ? answer : [];
}

export async function fetchHomeProducts(scope: Scope, position: string): Promise<PricedProducts> {
  const answer = await api.get<{ data: Product[] }>("/api/home/products", {
    position,
    limit: catalogLimits().homeProducts,
    locale: scope.locale,
    currency: scope.currency,
  });
  return { products: Array.isArray(answer?.data) ? answer.data : [], currency: scope.currency };
}

export function useSliders() {
  const { locale } = useScope();
  return useQuery({ queryKey: ["home", "sliders", locale], queryFn: () => fetchSliders(locale) });
}

export function useBanners() {
  const { locale } = useScope();
  return useQuery({ queryKey: ["home", "banners", locale], queryFn: () => fetchBanners(locale) });
}

/** The 13 product blocks, in the core's order, fetched side by side. */
export function useHomeBlocks() {
  const scope = useScope();
  return useQueries({
    queries: homePositions().map((position) => ({
      queryKey: ["home", "products", scope.locale, scope.currency, position],
      queryFn: () => fetchHomeProducts(scope, position),
      // Each answer carries its currency, so the old rows stay right while new prices load.
      placeholderData: keepPreviousData,
    })),
  });
}
