import { useMemo } from "react";
import type { CurrencyCode, LocaleCode } from "../../core";
import { useClientState } from "../../core/clientState";

/** Where a list's prices are, and in what language its names are. */
export interface Scope {
  locale: LocaleCode;
  currency: CurrencyCode;
}

/** The language and currency every call is made in (and so part of every query key). */
export function useScope(): Scope {
  const { locale, currency } = useClientState();
  return useMemo(() => ({ locale, currency: currency.code }), [locale, currency.code]);
}
