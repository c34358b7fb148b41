import { api, ApiError } from "../../shared/api/http";
import type { LocaleCode } from "../../core";
import type { Answer, RequestBody, Schema } from "../../shared/api/types";
import { readProductList, type ListParams, type ProductPage } from "../../shared/catalog/api";
import type { Scope } from "../../shared/hooks/useScope";

// The content calls (crates/api/API.md, "Content"): menus, CMS pages, the blog, social links, the
// stores and a store's products, the third-party ids, the newsletter and the contact form. The API
// shapes are the generated ones of `src/shared/api/schema.d.ts` (made from `/api/openapi.json` by
// `cargo xtask generate`).

export type MenuTranslation = Schema<"MenuItemName">;

/** A CMS menu item (`GET /api/cms/menus`). */
export type MenuItem = Schema<"MenuItem">;

export type CmsPage = Schema<"CmsPage">;

export type BlogPost = Schema<"BlogPost">;

/** A page of the blog as the blog pages read it. */
export interface BlogPage {
  posts: BlogPost[];
  currentPage: number;
  /** All posts (`setTotal`). */
  total: number;
  perPage: number;
}

export type SocialLink = Schema<"SocialLink">;

/** A seller's store (`GET /api/sellers`, and the store of `GET /api/market/products`). */
export type Store = Schema<"Store">;

/** The ids of the third-party scripts; empty when not configured. */
export type SiteCodes = Schema<"ThirdPartyIds">;

export type ContactForm = Schema<"ContactForm">;

export async function fetchMenus(locale: LocaleCode): Promise<MenuItem[]> {
  const answer = await api.get<Answer<"cms_menus">>("/api/cms/menus", { locale });
  return Array.isArray(answer?.data) ? answer.data : [];
}

/** The page an address names (url key, id or custom url); `null` when there is none. */
export async function fetchCmsPage(key: string, locale: LocaleCode): Promise<CmsPage | null> {
  try {
    const answer = await api.get<Answer<"cms_pages">>("/api/cms/pages", { id: key, locale });
    return Array.isArray(answer?.data) && answer.data[0] ? answer.data[0] : null;
  } catch (error) {
    // No such page, or a key the server will not look up: the same empty result.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function fetchBlogPage(locale: LocaleCode, page: number): Promise<BlogPage> {
  const answer = await api.get<Partial<Answer<"blog_posts">>>("/api/cms/blogs", { locale, page });
  const posts = Array.isArray(answer?.data) ? answer.data : [];
  return {
    posts,
    currentPage: answer?.current_page ?? page,
    total: answer?.setTotal ?? answer?.total ?? posts.length,
    perPage: answer?.per_page ?? 10,
  };
}

/** One post by its url key; `null` when there is none. */
export async function fetchBlogPost(slug: string, locale: LocaleCode): Promise<BlogPost | null> {
  try {
    const answer = await api.get<Answer<"blog_post">>(`/api/cms/blog/${encodeURIComponent(slug)}`, { locale });
    return answer?.data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function fetchSocialLinks(): Promise<SocialLink[]> {
  const answer = await api.get<Answer<"social_links">>("/api/social");
  return Array.isArray(answer) ? answer.filter((link) => /^https?:\/\//i.test(link.link?.trim() ?? "")) : [];
}

export async function fetchSellers(locale: LocaleCode): Promise<Store[]> {
  const answer = await api.get<Answer<"sellers_list">>("/api/sellers", { locale });
  return Array.isArray(answer) ? answer : [];
}

export interface StoreProducts extends ProductPage {
  store: Store;
}

/** `GET /api/market/products`: a page of the store's products, the store, and the price range. */
type MarketAnswer = Answer<"market_products">;

/** A store and a page of its products (`null` when there is no such store). */
export async function fetchStoreProducts(slug: string, scope: Scope, params: ListParams): Promise<StoreProducts | null> {
  const query: Record<string, string | number | undefined> = {
    slug,
    locale: scope.locale,
    currency: scope.currency,
    limit: params.limit,
    page: params.page,
    type: "simple",
    sort: params.sort ?? undefined,
    price: params.price ?? undefined,
  };
  for (const [code, value] of Object.entries(params.attributes ?? {})) query[code] = value;
  let answer: MarketAnswer;
  try {
    answer = await api.get<MarketAnswer>("/api/market/products", query);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const [products, store, ...tail] = Array.isArray(answer) ? answer : [];
  if (!store) return null;
  // The same reading as the catalogue lists: products, then the price range.
  const page = readProductList(
    { data: [...(products?.data ?? []), ...tail], current_page: products?.current_page, last_page: products?.last_page, total: products?.total },
    scope.currency,
  );
  return { ...page, store };
}

export async function fetchSiteCodes(): Promise<SiteCodes> {
  const answer = await api.get<Partial<Answer<"google_code">>>("/api/googlecode");
  return { code: (answer?.code ?? "").trim(), chat_page_id: (answer?.chat_page_id ?? "").trim() };
}

/** `POST /api/subscribe`: `{success, message}`; a repeated address answers 409 `{error}`. */
export function subscribe(email: string, locale: LocaleCode): Promise<Answer<"subscribe">> {
  const body: RequestBody<"subscribe"> = { subscriber_email: email };
  return api.post("/api/subscribe", body, { locale });
}

/** `POST /api/contact-us`: the string 'email sent successfully'. */
export function sendContactMessage(form: ContactForm, locale: LocaleCode): Promise<Answer<"contact_us">> {
  return api.post("/api/contact-us", form, { locale });
}

/** The text an error answer carries (`{error}`, or the first of `{errors}`). */
export function answerText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: unknown; message?: unknown; errors?: Record<string, unknown> } | null;
  if (typeof body?.error === "string") return body.error;
  if (typeof body?.message === "string") return body.message;
  for (const messages of Object.values(body?.errors ?? {})) {
    if (Array.isArray(messages) && typeof messages[0] === "string") return messages[0];
    if (typeof messages === "string") return messages;
  }
  return undefined;
}
