import { api, ApiError } from "../../shared/api/http";
import type { CartItemResource, CartResource, LocaleCode } from "../../core";
import type { ImageUrls, Scope } from "../catalog/api";

// The cart calls of spec section 7 with the shapes of crates/api/API.md ("Cart and
// checkout"). Carts are named by `api_token`; a signed-in customer's `token` goes along. Every
// call says the shopper's language and currency, so money comes back as `formated_*` strings
// made by the core on the server, and validation messages in the shopper's language.

export interface CartItemAttribute {
  attribute_id: number;
  option_id: number;
  attribute_name?: string;
  option_label?: string;
}

export interface CartAnswerItem extends CartItemResource {
  child_id?: number | null;
  sku?: string;
  type?: string;
  formated_price: string;
  formated_total: string;
  max_quantity?: number | null;
  additional?: { attributes?: CartItemAttribute[] } | null;
  product?: { id?: number; url_key?: string; name?: string; base_image?: ImageUrls | null } | null;
}

/** The cart resource: what the cart dropdown, the cart page and checkout show. */
export interface CartAnswer extends CartResource {
  id: number;
  items_count: number;
  items_qty: number;
  items: CartAnswerItem[];
  sub_total: string;
  formated_sub_total: string;
  shipping_total?: string | null;
  formated_shipping_total?: string | null;
  tax_total?: string | null;
  formated_tax_total?: string | null;
  /** Bonuses spent on the cart, a positive figure taken off (`"0.0000"` when none). */
  discount?: string | null;
  formated_discount?: string | null;
  grand_total: string;
  formated_grand_total: string;
  checkout_step?: string | null;
}

export interface ShippingMethod {
  code: string;
  name: string;
  description?: string | null;
  rate: string;
  formated_rate?: string | null;
}

export interface PaymentMethod {
  method: string;
  key?: string;
  title: string;
  description?: string | null;
  img?: string | null;
  /** Ameria vPOS: the receipt page, a template with `{paymentId}`. */
  receipt_url?: string | null;
}

/** Who is asking: the cart's token and, when signed in, the customer's. */
export interface CartAuth {
  apiToken: string;
  customerToken?: string;
}

/** The `{"error": "…", "field": "…"}` a refused request answers (the spec's "error flag"). */
export function serverError(error: unknown): { error: string; field?: string } | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  const body = error.body as { error?: unknown; field?: unknown } | null;
  if (!body || typeof body.error !== "string") return undefined;
  return { error: body.error, field: typeof body.field === "string" ? body.field : undefined };
}

/** The 422 `{"errors": {field: [message]}}` of a form the server refused. */
export function fieldErrors(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== "object") return undefined;
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === "string") : typeof messages === "string" ? [messages] : [];
    if (list.length) result[field] = list;
  }
  return result;
}

const scoped = (auth: CartAuth, scope: Scope) => ({
  api_token: auth.apiToken,
  token: auth.customerToken || undefined,
  locale: scope.locale,
  currency: scope.currency,
});

const withAuth = (auth: CartAuth, body: Record<string, unknown>) => ({
  ...body,
  api_token: auth.apiToken,
  ...(auth.customerToken ? { token: auth.customerToken } : {}),
});

export async function fetchCartToken(): Promise<string> {
  const answer = await api.get<{ api_token?: string }>("/api/checkout/cart/token");
  if (!answer?.api_token) throw new Error("the server gave no cart token");
  return answer.api_token;
}

/** The cart, or null when it is empty or unknown. */
export async function fetchCart(auth: CartAuth, scope: Scope): Promise<CartAnswer | null> {
  const answer = await api.get<{ data: CartAnswer | null }>("/api/checkout/cart", scoped(auth, scope));
  return answer?.data ?? null;
}

export interface AddToCartInput {
  productId: number;
  quantity: number;
  /** Attribute id → option id, for a configurable product. */
  attributes?: Record<string, number>;
}

export async function addToCart(auth: CartAuth, scope: Scope, input: AddToCartInput): Promise<CartAnswer | null> {
  const body = withAuth(auth, {
    product_id: input.productId,
    quantity: input.quantity,
    ...(input.attributes && Object.keys(input.attributes).length ? { attributes: input.attributes } : {}),
  });
  const answer = await api.post<{ data: CartAnswer | null }>(`/api/checkout/cart/add/${input.productId}`, body, {
    locale: scope.locale,
    currency: scope.currency,
  });
  return answer?.data ?? null;
}

/** Sets quantities: cart item id → quantity. */
export async function updateCart(auth: CartAuth, scope: Scope, qty: Record<string, number>): Promise<CartAnswer | null> {
  const answer = await api.put<{ data: CartAnswer | null }>("/api/checkout/cart/update", withAuth(auth, { qty }), {
    locale: scope.locale,
    currency: scope.currency,
  });
  return answer?.data ?? null;
}

export async function removeCartItem(auth: CartAuth, scope: Scope, cartItemId: number): Promise<CartAnswer | null> {
  const answer = await api.get<{ data: CartAnswer | null }>(`/api/checkout/cart/remove-item/${cartItemId}`, scoped(auth, scope));
  return answer?.data ?? null;
}

export async function fetchShippings(scope: Scope): Promise<ShippingMethod[]> {
  const answer = await api.get<ShippingMethod[] | { data: ShippingMethod[] }>("/api/shippings", { locale: scope.locale, currency: scope.currency });
  const list = Array.isArray(answer) ? answer : answer?.data;
  return Array.isArray(list) ? list : [];
}

export async function fetchPayments(locale: LocaleCode): Promise<PaymentMethod[]> {
  const answer = await api.get<PaymentMethod[] | { data: PaymentMethod[] }>("/api/payments", { locale });
  const list = Array.isArray(answer) ? answer : answer?.data;
  return Array.isArray(list) ? list : [];
}

/** One checkout call (`save-address`, `save-shipping`, `save-payment`, `save-order`). */
export async function checkoutCall<T>(endpoint: string, auth: CartAuth, scope: Scope, body: Record<string, unknown>): Promise<T> {
  return api.post<T>(endpoint, withAuth(auth, body), scoped(auth, scope));
}

/**
 * Spends the signed-in customer's bonuses on the cart (`POST /api/use/rewards`): `rewards` whole
 * drams, `0` to spend none. The server caps the amount and answers the repriced cart, whose
 * `discount` shows it.
 */
export async function spendRewards(auth: CartAuth & { customerToken: string }, scope: Scope, rewards: number): Promise<CartAnswer | null> {
  const answer = await api.post<{ data: CartAnswer | null }>(
    "/api/use/rewards",
    { token: auth.customerToken, api_token: auth.apiToken, rewards },
    { locale: scope.locale, currency: scope.currency },
  );
  return answer?.data ?? null;
}
