import { useQuery } from "@tanstack/react-query";
import { useScope } from "../../shared/hooks/useScope";
import { fetchPayments, fetchShippings } from "./api";

/** Shipping methods in the shopper's language and currency (their rates are money). */
export function useShippings() {
  const scope = useScope();
  return useQuery({
    queryKey: ["checkout", "shippings", scope.locale, scope.currency],
    queryFn: () => fetchShippings(scope),
    staleTime: 5 * 60_000,
  });
}

/** The payment methods offered now; `enabled` false leaves them unasked. */
export function usePayments(enabled = true) {
  const { locale } = useScope();
  return useQuery({
    queryKey: ["checkout", "payments", locale],
    queryFn: () => fetchPayments(locale),
    staleTime: 5 * 60_000,
    enabled,
  });
}
