import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api/http";
import type { LocaleCode } from "../../core";

/** `GET /api/translations`: message id → text, per locale. */
export type Translations = Record<LocaleCode, Record<string, string>>;

/** The messages' query; the shell asks it before its first render over a drawn page (`main.tsx`). */
export const translationsQuery = queryOptions({
  queryKey: ["translations"],
  queryFn: () => api.get<Translations>("/api/translations"),
  staleTime: Infinity,
});

export function useTranslations() {
  return useQuery(translationsQuery);
}
