import { api } from "../../shared/api/http";
import type { CurrencyCode, LocaleCode } from "../../core";
import type { Answer, Schema } from "../../shared/api/types";
import type { Product } from "../../shared/catalog/api";
import type { Scope } from "../../shared/hooks/useScope";

// The product page's calls (crates/api/API.md, "Catalogue calls"). The API shapes are the generated
// ones of `src/shared/api/schema.d.ts` (made from `/api/openapi.json` by `cargo xtask generate`).
// Like the catalogue, every answer that carries prices is tagged with the currency it was asked in,
// so the page never formats an old answer in a new currency while a refetch runs.

/** An option of a configurable attribute, with the variants that carry it. */
export type AttributeOption = Schema<"ConfigurableOption">;

export type ConfigurableAttribute = Schema<"ConfigurableAttribute">;

/** A variant of a configurable product: a product resource with its option per attribute code. */
export type VariantProduct = Schema<"ProductVariant">;

/** The product page's product: the same resource as a list's, with its page fields filled. */
export type ProductDetail = Product;

export type ConfigPrice = Schema<"ShownPrice">;

export type ConfigurableConfig = Schema<"ConfigurableConfig">;

/** One of the product's own attribute values (`Brand: Ararat`). */
export type ProductSpec = Schema<"AttributeValue">;

/** An answer with the currency its prices are in. */
export interface Priced<T> {
  data: T;
  currency: CurrencyCode;
}

export async function fetchProduct(slug: string, scope: Scope): Promise<Priced<ProductDetail>> {
  const answer = await api.get<Answer<"product">>(`/api/products/${encodeURIComponent(slug)}`, {
    locale: scope.locale,
    currency: scope.currency,
  });
  return { data: answer.data, currency: scope.currency };
}

export async function fetchConfig(id: number, scope: Scope): Promise<Priced<ConfigurableConfig>> {
  const answer = await api.get<Answer<"configurable_config">>(`/api/product-configurable-config/${id}`, {
    locale: scope.locale,
    currency: scope.currency,
  });
  return { data: answer.data, currency: scope.currency };
}

export async function fetchSpecs(id: number, locale: LocaleCode): Promise<ProductSpec[]> {
  const answer = await api.get<Answer<"product_attributes">>(`/api/products/attrs/${id}`, { locale });
  return Array.isArray(answer?.data) ? answer.data : [];
}

export async function fetchRelated(id: number, scope: Scope): Promise<Priced<Product[]>> {
  const answer = await api.get<Answer<"relation">>("/api/relation", {
    id,
    locale: scope.locale,
    currency: scope.currency,
    relation: "related_products",
  });
  return { data: Array.isArray(answer?.data) ? answer.data : [], currency: scope.currency };
}
