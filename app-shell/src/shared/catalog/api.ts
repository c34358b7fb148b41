import { api } from "../api/http";
import type { CurrencyCode, LocaleCode } from "../../core";
import type { Answer, Schema } from "../api/types";
import type { Scope } from "../hooks/useScope";

// The catalogue calls (crates/api/API.md, "Catalogue calls"). The API shapes are the generated ones
// of `src/shared/api/schema.d.ts` (made from `/api/openapi.json` by `cargo xtask generate`). Prices
// in every answer are already in the requested currency; each answer is tagged with that currency
// so a card never formats an old answer in a new currency while a refetch runs.

/**
 * What the shell reads of any picture the server sends (a product's images, its base image, a
 * cart line's): the served sizes. Not an API shape: every generated picture type fits it.
 */
export interface ImageUrls {
  small_image_url?: string | null;
  medium_image_url?: string | null;
  large_image_url?: string | null;
  original_image_url?: string | null;
}

export type ProductImage = Schema<"ProductImage">;

/** A gallery's picture: a product image (with the alt text staff wrote), or the base image of a product without images. */
export type GalleryImage = ImageUrls & Partial<Pick<ProductImage, "url" | "path" | "alt">>;

export type Product = Schema<"Product">;

export type Category = Schema<"Category">;

export type FilterOption = Schema<"FilterOption">;

export type Filter = Schema<"FilterAttribute">;

/** Products with the currency their prices are in. */
export interface PricedProducts {
  products: Product[];
  currency: CurrencyCode;
}

export interface ProductPage extends PricedProducts {
  total: number;
  currentPage: number;
  lastPage: number;
  /** The price slider's range over the filtered set before the price filter. */
  maxPrice: number;
  minPrice: number;
}

/** The list answer: `data` holds the products, then `{maxPrice}` and `{minPrice}`. */
type ListAnswer = Answer<"list_products">;

/** What `readProductList` reads: a list's entries and, when given, its paging. */
export type ListEntries = Pick<ListAnswer, "data"> & Partial<Pick<ListAnswer, "current_page" | "last_page" | "total">>;

function isProduct(entry: ListEntries["data"][number]): entry is Product {
  return typeof entry === "object" && entry !== null && "id" in entry;
}

function tail(entries: ListEntries["data"], key: "maxPrice" | "minPrice"): number {
  for (const entry of entries) {
    if (entry && key in entry) {
      const value = Number((entry as Record<string, unknown>)[key]);
      return Number.isFinite(value) ? value : 0;
    }
  }
  return 0;
}

export function readProductList(answer: ListEntries, currency: CurrencyCode): ProductPage {
  const entries = Array.isArray(answer?.data) ? answer.data : [];
  const products = entries.filter(isProduct);
  return {
    products,
    currency,
    total: answer.total ?? products.length,
    currentPage: answer.current_page ?? 1,
    lastPage: answer.last_page ?? 1,
    maxPrice: tail(entries, "maxPrice"),
    minPrice: tail(entries, "minPrice"),
  };
}

/** Which list a listing screen shows. */
export type ListSource = "catalog" | "new" | "sales";

export interface ListParams {
  page: number;
  limit: number;
  sort?: string | null;
  categoryId?: number | string | null;
  /** `min,max` in the requested currency. */
  price?: string | null;
  search?: string | null;
  /** Attribute code → option id. */
  attributes?: Record<string, string>;
}

export async function fetchProductList(source: ListSource, scope: Scope, params: ListParams): Promise<ProductPage> {
  const query: Record<string, string | number | undefined | null> = {
    locale: scope.locale,
    currency: scope.currency,
    page: params.page,
    limit: params.limit,
    sort: params.sort ?? undefined,
    category_id: params.categoryId ?? undefined,
    price: params.price ?? undefined,
    search: params.search ?? undefined,
  };
  for (const [code, value] of Object.entries(params.attributes ?? {})) query[code] = value;
  if (source === "new") query.new = 1;
  const path = source === "sales" ? "/api/z/prods" : "/api/products";
  const answer = await api.get<ListAnswer>(path, source === "sales" ? { savings: "true", ...query } : query);
  return readProductList(answer, scope.currency);
}

export async function fetchCategories(locale: LocaleCode): Promise<Category[]> {
  const answer = await api.get<Answer<"all_categories">>("/api/categories", { locale });
  return Array.isArray(answer?.data) ? answer.data : [];
}

/** The filters of a category (only the options its products carry), or of the whole shop. */
export async function fetchFilters(locale: LocaleCode, categoryId: number | string | null): Promise<Filter[]> {
  const answer =
    categoryId === null
      ? await api.get<Answer<"all_filters">>("/api/category/all", { locale })
      : await api.get<Answer<"category_filters">>("/api/category", { category_id: categoryId, locale });
  const filters = answer?.data?.filter;
  return Array.isArray(filters) ? filters.filter((filter) => filter.options?.length > 0) : [];
}
