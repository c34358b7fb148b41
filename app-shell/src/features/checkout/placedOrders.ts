import { useQuery } from "@tanstack/react-query";
import { api, ApiError } from "../../shared/api/http";
import type { Answer, RequestBody, Schema } from "../../shared/api/types";
import { useCustomerToken } from "../../shared/session/session";
import { type Scope, useScope } from "../../shared/hooks/useScope";

export type PlacedOrder = Schema<"OrderResource">;

const KEY = "placedOrders";
/** Orders this tab placed, newest last: enough for a shopper going back and forth to the bank. */
const KEPT = 5;

function remembered(): [string, string][] {
  try {
    const list = JSON.parse(sessionStorage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(list) ? (list as [string, string][]) : [];
  } catch {
    return [];
  }
}

/** Keeps the cart token an order was placed with: what proves it is this shopper's on the thanks
 * page (the server shows an order to its cart's token, and to its customer). */
export function rememberPlacedOrder(number: string, cartToken: string) {
  const list = remembered().filter(([kept]) => kept !== number);
  list.push([number, cartToken]);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(list.slice(-KEPT)));
  } catch {
    // No session storage: the thanks page sends the shopper home instead of showing the order.
  }
}

function cartTokenOf(number: string): string | undefined {
  return remembered().find(([kept]) => kept === number)?.[1];
}

/** Pays the tab's order `number` again with `method` (its own online method, or cash on
 * delivery): the answer says where the browser goes next, as `save-order`'s does. */
export function changeOrderPayment(number: string, method: string, scope: Scope, customer: string | undefined) {
  const body: RequestBody<"change_order_payment"> = { api_token: cartTokenOf(number), payment: { method } };
  return api.post<Answer<"change_order_payment">>(
    `/api/orders/${encodeURIComponent(number)}/payment`,
    body,
    { locale: scope.locale, currency: scope.currency },
    customer ? { bearer: customer } : undefined,
  );
}

/** The order this tab placed under `number`, as the server has it now (paid or not); `null`
 * when this tab placed no such order or the server does not show it to this shopper. */
export function usePlacedOrder(number: string | undefined) {
  const scope = useScope();
  const customer = useCustomerToken();
  const cartToken = number ? cartTokenOf(number) : undefined;
  return useQuery({
    queryKey: ["placed-order", number, cartToken, customer, scope.locale, scope.currency],
    queryFn: async (): Promise<PlacedOrder | null> => {
      if (!number || !cartToken) return null;
      try {
        const answer = await api.get<Answer<"one_order">>(
          `/api/orders/${encodeURIComponent(number)}`,
          { api_token: cartToken, locale: scope.locale, currency: scope.currency },
          customer ? { bearer: customer } : undefined,
        );
        return answer.data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}
