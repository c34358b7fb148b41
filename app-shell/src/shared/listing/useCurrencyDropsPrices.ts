import { useEffect, useRef } from "react";
import { shopQueryPriceRange, type CurrencyCode, type ShopQuery, type ShopQueryAction } from "../../core";

/** Prices in the URL are in the currency they were chosen in: a new currency drops them. */
export function useCurrencyDropsPrices(currency: CurrencyCode, query: ShopQuery, update: (action: ShopQueryAction) => void) {
  const shownCurrency = useRef(currency);
  useEffect(() => {
    if (shownCurrency.current === currency) return;
    shownCurrency.current = currency;
    if (shopQueryPriceRange(query)) update("currencyChanged");
  }, [currency, query, update]);
}
