import { api } from "../../shared/api/http";
import type { LocaleCode } from "../../core";
import type { Answer, RequestBody, Schema } from "../../shared/api/types";
import { scoped, withAuth, type CartAnswer, type CartAuth } from "../../shared/cart/api";
import type { Scope } from "../../shared/hooks/useScope";

// The checkout calls (crates/api/API.md, "Cart and checkout"): the methods on offer, the four
// steps that place an order, and the bonuses spent on the cart. They name the cart the way the
// cart calls do (`src/shared/cart/api.ts`).

export type ShippingMethod = Schema<"ShippingMethod">;

/** A payment method; `receipt_url` (Ameria vPOS: the receipt page, with `{paymentId}`) only for cards. */
export type PaymentMethod = Schema<"PaymentMethod">;

export async function fetchShippings(scope: Scope): Promise<ShippingMethod[]> {
  const answer = await api.get<Answer<"shippings"> | { data: ShippingMethod[] }>("/api/shippings", { locale: scope.locale, currency: scope.currency });
  const list = Array.isArray(answer) ? answer : answer?.data;
  return Array.isArray(list) ? list : [];
}

export async function fetchPayments(locale: LocaleCode): Promise<PaymentMethod[]> {
  const answer = await api.get<Answer<"payments"> | { data: PaymentMethod[] }>("/api/payments", { locale });
  const list = Array.isArray(answer) ? answer : answer?.data;
  return Array.isArray(list) ? list : [];
}

/** One checkout call (`save-address`, `save-shipping`, `save-payment`, `save-order`). */
export async function checkoutCall<T, Body extends object>(endpoint: string, auth: CartAuth, scope: Scope, body: Body): Promise<T> {
  return api.post<T>(endpoint, withAuth(auth, body), scoped(auth, scope));
}

/**
 * Spends the signed-in customer's bonuses on the cart (`POST /api/use/rewards`): `rewards` whole
 * drams, `0` to spend none. The server caps the amount and answers the repriced cart, whose
 * `discount` shows it.
 */
export async function spendRewards(auth: CartAuth & { customerToken: string }, scope: Scope, rewards: number): Promise<CartAnswer | null> {
  // The customer's `token` goes in the body too (the server reads it there besides the
  // header and the query; the document's request schema leaves it out).
  const body: RequestBody<"use_rewards"> & { token: string } = { token: auth.customerToken, api_token: auth.apiToken, rewards };
  const answer = await api.post<Answer<"use_rewards">>(
    "/api/use/rewards",
    body,
    { locale: scope.locale, currency: scope.currency },
  );
  return answer?.data ?? null;
}
