import { useQuery } from "@tanstack/react-query";
import { api } from "../api/http";
import type { LocaleCode } from "../../core";

/** `GET /api/translations`: message id → text, per locale. */
export type Translations = Record<LocaleCode, Record<string, string>>;

export function useTranslations() {
  return useQuery({
    queryKey: ["translations"],
    queryFn: () => api.get<Translations>("/api/translations"),
    staleTime: Infinity,
  });
}
