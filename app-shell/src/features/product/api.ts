import { api } from "../../shared/api/http";
import type { CurrencyCode, LocaleCode } from "../../core";
import type { Product, ProductImage, Scope } from "../catalog/api";

// The product page's calls (spec section 7, shapes of crates/api/API.md). Like the catalogue,
// every answer that carries prices is tagged with the currency it was asked in, so the page never
// formats an old answer in a new currency while a refetch runs.

export interface AttributeOption {
  id: number;
  label?: string | null;
  admin_name?: string | null;
  swatch_value?: string | null;
  /** The variants that carry this option. */
  products?: number[];
}

export interface ConfigurableAttribute {
  id: number;
  code: string;
  label?: string | null;
  swatch_type?: string | null;
  options: AttributeOption[];
}

/** A variant of a configurable product: a product resource with its option per attribute code. */
export interface VariantProduct extends Product {
  options?: Record<string, number>;
}

export interface ProductDetail extends Product {
  short_description?: string | null;
  description?: string | null;
  categories?: { id: number; slug: string }[];
  seller?: { id: number; url: string } | null;
  variants?: VariantProduct[];
  attribute?: ConfigurableAttribute[];
}

export interface ConfigPrice {
  price: string;
  formated_price?: string;
  formatted_price?: string;
}

export interface ConfigurableConfig {
  attributes: ConfigurableAttribute[];
  /** Variant id → {attribute id → option id}. */
  index: Record<string, Record<string, number>>;
  variant_prices: Record<string, { regular_price: ConfigPrice; final_price: ConfigPrice }>;
  variant_images: Record<string, ProductImage[]>;
  regular_price?: ConfigPrice;
  final_price?: ConfigPrice;
  /** Variants that cannot be bought now (this server's addition). */
  out_of_stock?: number[];
}

export interface ProductSpec {
  code: string;
  label: string;
  value: string;
}

/** An answer with the currency its prices are in. */
export interface Priced<T> {
  data: T;
  currency: CurrencyCode;
}

export async function fetchProduct(slug: string, scope: Scope): Promise<Priced<ProductDetail>> {
  const answer = await api.get<{ data: ProductDetail }>(`/api/products/${encodeURIComponent(slug)}`, {
    locale: scope.locale,
    currency: scope.currency,
  });
  return { data: answer.data, currency: scope.currency };
}

export async function fetchConfig(id: number, scope: Scope): Promise<Priced<ConfigurableConfig>> {
  const answer = await api.get<{ data: ConfigurableConfig }>(`/api/product-configurable-config/${id}`, {
    locale: scope.locale,
    currency: scope.currency,
  });
  return { data: answer.data, currency: scope.currency };
}

export async function fetchSpecs(id: number, locale: LocaleCode): Promise<ProductSpec[]> {
  const answer = await api.get<{ data: ProductSpec[] }>(`/api/products/attrs/${id}`, { locale });
  return Array.isArray(answer?.data) ? answer.data : [];
}

export async function fetchRelated(id: number, scope: Scope): Promise<Priced<Product[]>> {
  const answer = await api.get<{ data: Product[] }>("/api/relation", {
    id,
    locale: scope.locale,
    currency: scope.currency,
    relation: "related_products",
  });
  return { data: Array.isArray(answer?.data) ? answer.data : [], currency: scope.currency };
}
