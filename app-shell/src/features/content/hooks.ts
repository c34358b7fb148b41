import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useClientState } from "../../core/clientState";
import type { ListParams } from "../../shared/catalog/api";
import {
  fetchBlogPage,
  fetchBlogPost,
  fetchCmsPage,
  fetchMenus,
  fetchSellers,
  fetchSiteCodes,
  fetchSocialLinks,
  fetchStoreProducts,
} from "./api";
import { useScope } from "../../shared/hooks/useScope";

// Content changes rarely: menus, links and pages stay fresh for five minutes.
const CONTENT_STALE = 5 * 60_000;

/** The header and footer menus, in the shopper's language. */
export function useMenus() {
  const { locale } = useClientState();
  return useQuery({
    queryKey: ["content", "menus", locale],
    queryFn: () => fetchMenus(locale),
    staleTime: CONTENT_STALE,
  });
}

export function useSocialLinks() {
  return useQuery({ queryKey: ["content", "social"], queryFn: fetchSocialLinks, staleTime: CONTENT_STALE });
}

export function useSiteCodes() {
  return useQuery({ queryKey: ["content", "googlecode"], queryFn: fetchSiteCodes, staleTime: Infinity, retry: false });
}

export function useCmsPage(key: string) {
  const { locale } = useClientState();
  return useQuery({
    queryKey: ["content", "page", locale, key],
    queryFn: () => fetchCmsPage(key, locale),
    staleTime: CONTENT_STALE,
  });
}

export function useBlogPage(page: number) {
  const { locale } = useClientState();
  return useQuery({
    queryKey: ["content", "blogs", locale, page],
    queryFn: () => fetchBlogPage(locale, page),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE,
  });
}

export function useBlogPost(slug: string) {
  const { locale } = useClientState();
  return useQuery({
    queryKey: ["content", "blog", locale, slug],
    queryFn: () => fetchBlogPost(slug, locale),
    staleTime: CONTENT_STALE,
  });
}

export function useSellers() {
  const { locale } = useClientState();
  return useQuery({
    queryKey: ["content", "sellers", locale],
    queryFn: () => fetchSellers(locale),
    staleTime: CONTENT_STALE,
  });
}

export function useStoreProducts(slug: string, params: ListParams) {
  const scope = useScope();
  return useQuery({
    queryKey: ["content", "store", scope.locale, scope.currency, slug, params],
    queryFn: () => fetchStoreProducts(slug, scope, params),
    placeholderData: keepPreviousData,
  });
}
