import { discountPercent, formatPrice, hasSpecialPrice, unitPrice, type CurrencyCode } from "../../core";
import type { Product } from "./api";

/** What a card shows about money, every figure decided and formatted by the core. */
export interface ShownPrice {
  /** What the shopper pays (core `unitPrice`), formatted. */
  current: string;
  /** The regular price, struck through, when a special price applies. */
  old?: string;
  /** The discount badge's percent (core `discountPercent`). */
  percent?: number;
}

/** The prices a card reads: a product's, or a saved product's (whose special price may be missing). */
export type PricedItem = Pick<Product, "price" | "old_price"> & { special_price?: string | null };

export function shownPrice(product: PricedItem, currency: CurrencyCode): ShownPrice | undefined {
  try {
    const pays = unitPrice(product.price, product.special_price ?? null, currency);
    const current = formatPrice(pays, currency);
    if (!hasSpecialPrice(product.special_price ?? null)) return { current };
    const regular = product.old_price || product.price;
    const percent = discountPercent(regular, pays);
    return percent === undefined ? { current } : { current, old: formatPrice(regular, currency), percent };
  } catch {
    // A price the core cannot read is not shown at all rather than shown wrong.
    return undefined;
  }
}

/** A number of the price slider, in the list's currency, formatted by the core. */
export function sliderPrice(value: number, currency: CurrencyCode): string {
  try {
    return formatPrice(String(value), currency);
  } catch {
    return "";
  }
}
