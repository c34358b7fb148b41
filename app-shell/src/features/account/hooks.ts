import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useScope } from "../../shared/hooks/useScope";
import { accountKey, authed, retryUnlessUnauthenticated, useCustomerToken } from "../../shared/session/session";
import { fetchAddress, fetchOrder, fetchOrders } from "./api";

// The account pages' own queries, keyed and signed out like the session's (`src/shared/session/session.ts`).

export function useAddress(id: string) {
  const token = useCustomerToken();
  const { locale } = useScope();
  return useQuery({
    queryKey: accountKey(token, "address", id, locale),
    queryFn: () => authed(token, (t) => fetchAddress(t, locale, id)),
    enabled: Boolean(token && id),
    retry: retryUnlessUnauthenticated,
    // The form starts from what the server has now.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useOrders(page: number) {
  const token = useCustomerToken();
  const scope = useScope();
  return useQuery({
    queryKey: accountKey(token, "orders", scope.locale, scope.currency, page),
    queryFn: () => authed(token, (t) => fetchOrders(t, scope, page)),
    enabled: Boolean(token),
    retry: retryUnlessUnauthenticated,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useOrder(id: string) {
  const token = useCustomerToken();
  const scope = useScope();
  return useQuery({
    queryKey: accountKey(token, "order", id, scope.locale, scope.currency),
    queryFn: () => authed(token, (t) => fetchOrder(t, scope, id)),
    enabled: Boolean(token && id),
    retry: retryUnlessUnauthenticated,
    staleTime: 60_000,
  });
}
