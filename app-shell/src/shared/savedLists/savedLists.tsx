import { useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { amountFromDecimal, formatAmount, timings, unitPrice, type CurrencyCode } from "../../core";
import { updateClientState, useClientState } from "../../core/clientState";
import { useToast } from "../ui/Toast";
import type { ImageUrls, Product } from "../catalog/api";
import { shownPrice, type ShownPrice } from "../catalog/money";
import { productSlug } from "../catalog/productImage";

// The wishlist and the compare list: kept on this device only, in the client state (the core's
// `wishlist` and `compare` slices, each product once). Adding and removing happen after the core's
// short delay, with a success notice.

export type SavedListName = "wishlist" | "compare";

/** What a list keeps of a product: enough to show it, with the currency its prices are in. */
export interface SavedProduct {
  id: number;
  name: string;
  url_key: string;
  type?: string;
  price: string;
  special_price?: string | null;
  old_price?: string | null;
  in_stock?: boolean | null;
  shop_name?: string | null;
  short_description?: string | null;
  base_image?: ImageUrls | null;
  currency: CurrencyCode;
}

export function toSaved(product: Product, currency: CurrencyCode): SavedProduct {
  return {
    id: product.id,
    name: product.name,
    url_key: productSlug(product),
    type: product.type,
    price: product.price,
    special_price: product.special_price ?? null,
    old_price: product.old_price ?? null,
    in_stock: product.in_stock ?? null,
    shop_name: product.shop_name ?? null,
    short_description: product.short_description ?? null,
    base_image: product.base_image ?? null,
    currency,
  };
}

/** The saved price in the shopper's currency now: as saved, or converted by the core. */
export function savedPrice(product: SavedProduct, currency: CurrencyCode): ShownPrice | undefined {
  if (product.currency === currency) return shownPrice(product, currency);
  try {
    const pays = unitPrice(product.price, product.special_price ?? null, product.currency);
    return { current: formatAmount(amountFromDecimal(pays, product.currency), currency, undefined) };
  } catch {
    return undefined;
  }
}

export function useSavedList(list: SavedListName): SavedProduct[] {
  const state = useClientState();
  return (list === "wishlist" ? state.wishlist : state.compare) as SavedProduct[];
}

const MESSAGES: Record<SavedListName, { added: string; removed: string }> = {
  wishlist: { added: "account.wishlist.added", removed: "account.wishlist.removed" },
  compare: { added: "account.compare.added", removed: "account.compare.removed" },
};

/** Adds to and removes from a list after the core's delay, with a success notice. */
export function useSavedListChange(list: SavedListName) {
  const intl = useIntl();
  const toast = useToast();
  const saved = useSavedList(list);
  const [pending, setPending] = useState<number[]>([]);
  const running = useRef(new Set<number>());

  const change = (product: SavedProduct, add: boolean) => {
    if (running.current.has(product.id)) return;
    running.current.add(product.id);
    setPending((ids) => [...ids, product.id]);
    window.setTimeout(() => {
      updateClientState((store) => {
        if (list === "wishlist") {
          if (add) store.wishlistAdd(product);
          else store.wishlistRemove(product.id);
        } else if (add) store.compareAdd(product);
        else store.compareRemove(product.id);
      });
      running.current.delete(product.id);
      setPending((ids) => ids.filter((id) => id !== product.id));
      toast(intl.formatMessage({ id: add ? MESSAGES[list].added : MESSAGES[list].removed }, { name: product.name }));
    }, timings().wishlistCompareDelay);
  };

  return {
    has: (id: number) => saved.some((product) => product.id === id),
    pending: (id: number) => pending.includes(id),
    add: (product: SavedProduct) => change(product, true),
    remove: (product: SavedProduct) => change(product, false),
  };
}

/** The product page's two toggles: keep the product on the wishlist, compare it with others. */
export function SavedListToggles({ product }: { product: SavedProduct }) {
  const wishlist = useSavedListChange("wishlist");
  const compare = useSavedListChange("compare");
  const toggle = (list: ReturnType<typeof useSavedListChange>) => (list.has(product.id) ? list.remove(product) : list.add(product));
  const onWishlist = wishlist.has(product.id);
  const comparing = compare.has(product.id);
  return (
    <div className="saved-toggles" data-testid="saved-toggles">
      <button
        type="button"
        className={onWishlist ? "saved-toggle is-on" : "saved-toggle"}
        aria-pressed={onWishlist}
        aria-busy={wishlist.pending(product.id) || undefined}
        disabled={wishlist.pending(product.id)}
        onClick={() => toggle(wishlist)}
        data-testid="toggle-wishlist"
      >
        <span className="icon icon--heart" aria-hidden="true" />
        <FormattedMessage id={onWishlist ? "account.wishlist.on" : "account.wishlist.add"} />
      </button>
      <button
        type="button"
        className={comparing ? "saved-toggle is-on" : "saved-toggle"}
        aria-pressed={comparing}
        aria-busy={compare.pending(product.id) || undefined}
        disabled={compare.pending(product.id)}
        onClick={() => toggle(compare)}
        data-testid="toggle-compare"
      >
        <span className="icon icon--compare" aria-hidden="true" />
        <FormattedMessage id={comparing ? "account.compare.on" : "account.compare.add"} />
      </button>
    </div>
  );
}
