import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { catalogLimits, homePositions } from "../../core";
import { api } from "../../shared/api/http";
import type { Answer, Schema } from "../../shared/api/types";
import type { PricedProducts } from "../../shared/catalog/api";
import { type Scope, useScope } from "../../shared/hooks/useScope";

// The home page's calls. The API shapes are the generated ones of `src/shared/api/schema.d.ts`
// (made from `/api/openapi.json` by `cargo xtask generate`).

/** A slide of the home slideshow; `slider_path` is its link, `content` sanitised HTML. */
export type Slide = Schema<"Slide">;

/** A home banner; `link` is where it leads, `content` sanitised HTML. */
export type Banner = Schema<"Banner">;

/** Files under the storage root when the answer gives only a relative path. */
export function storageUrl(url: string | null | undefined, path: string | null | undefined): string | undefined {
  if (url) return url;
  if (path) return path.startsWith("/") || path.startsWith("http") ? path : `/storage/${path}`;
  return undefined;
}

export async function fetchSliders(locale: Scope["locale"]): Promise<Slide[]> {
  const answer = await api.get<Answer<"sliders">>("/api/sliders", { locale });
  return Array.isArray(answer) ? answer : [];
}

export async function fetchBanners(locale: Scope["locale"]): Promise<Banner[]> {
  const answer = await api.get<Answer<"banners">>("/api/banners", { locale });
  return Array.isArray(answer) ? answer : [];
}

/** All 13 blocks in one call (`/api/home/blocks`), keyed by position. */
export async function fetchHomeBlocks(scope: Scope): Promise<Record<string, PricedProducts>> {
  const answer = await api.get<Answer<"home_blocks">>("/api/home/blocks", {
    limit: catalogLimits().homeProducts,
    locale: scope.locale,
    currency: scope.currency,
  });
  const blocks: Record<string, PricedProducts> = {};
  for (const position of homePositions()) {
    const products = answer?.data?.[position];
    blocks[position] = { products: Array.isArray(products) ? products : [], currency: scope.currency };
  }
  return blocks;
}

export function useSliders() {
  const { locale } = useScope();
  return useQuery({ queryKey: ["home", "sliders", locale], queryFn: () => fetchSliders(locale) });
}

export function useBanners() {
  const { locale } = useScope();
  return useQuery({ queryKey: ["home", "banners", locale], queryFn: () => fetchBanners(locale) });
}

/** The 13 product blocks in one request. */
export function useHomeBlocks() {
  const scope = useScope();
  return useQuery({
    queryKey: ["home", "blocks", scope.locale, scope.currency],
    queryFn: () => fetchHomeBlocks(scope),
    // Each block carries its currency, so the old rows stay right while new prices load.
    placeholderData: keepPreviousData,
  });
}
