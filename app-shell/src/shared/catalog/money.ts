import { formatPrice, shownPrice as coreShownPrice, type CurrencyCode, type ShownPrice } from "../../core";
import type { Product } from "./api";

/** What a card shows about money (the core's `ShownPrice`): what the shopper pays, the regular
 * price struck through and the badge's percent when a special price is a real discount. */
export type { ShownPrice };

/** The prices a card reads: a product's, or a saved product's (whose special price may be missing). */
export type PricedItem = Pick<Product, "price" | "old_price"> & { special_price?: string | null };

export function shownPrice(product: PricedItem, currency: CurrencyCode): ShownPrice | undefined {
  try {
    return coreShownPrice(product.price, product.special_price ?? null, product.old_price ?? null, currency);
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
