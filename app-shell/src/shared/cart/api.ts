import { api } from "../api/http";
import { cartFromResource, currencies, type Cart } from "../../core";
import type { Answer, RequestBody, Schema } from "../api/types";
import type { Scope } from "../hooks/useScope";

// The cart calls (crates/api/API.md, "Cart and checkout"). The API shapes are the generated ones of
// `src/shared/api/schema.d.ts` (made from `/api/openapi.json` by `cargo xtask generate`). Carts are
// named by `api_token`; a signed-in customer's `token` goes along. Every call says the shopper's
// language and currency, so money comes back as `formated_*` strings made by the core on the
// server, and validation messages in the shopper's language.

/** An option a line's variant was chosen by (`Color: Red`). */
export type CartItemAttribute = Schema<"CartItemOption">;

/** A line of the cart. */
export type CartAnswerItem = Schema<"CartItem">;

/**
 * The cart resource: what the cart dropdown, the cart page and checkout show. (The document's
 * `CartAnswer` is the `{data, message}` envelope the cart calls answer with this inside.)
 */
export type CartAnswer = Schema<"CartResource">;

/**
 * The core's client cart made from a cart answer. The document types `cart_currency_code` as any
 * string, the core only knows the shop's currencies: an unknown one throws here, as the core's
 * reading of the resource would.
 */
export function cartFromAnswer(cart: CartAnswer): Cart {
  const currency = currencies().find((known) => known.code === cart.cart_currency_code)?.code;
  if (!currency) throw new Error(`the cart is in an unknown currency: ${cart.cart_currency_code}`);
  return cartFromResource({ ...cart, cart_currency_code: currency });
}

/** Who is asking: the cart's token and, when signed in, the customer's. */
export interface CartAuth {
  apiToken: string;
  customerToken?: string;
}

/** A call's query: who asks, and in which language and currency. */
export const scoped = (auth: CartAuth, scope: Scope) => ({
  api_token: auth.apiToken,
  token: auth.customerToken || undefined,
  locale: scope.locale,
  currency: scope.currency,
});

/** A call's body with who asks. */
export const withAuth = <Body extends object>(auth: CartAuth, body: Body) => ({
  ...body,
  api_token: auth.apiToken,
  ...(auth.customerToken ? { token: auth.customerToken } : {}),
});

export async function fetchCartToken(): Promise<string> {
  const answer = await api.get<Partial<Answer<"new_token">>>("/api/checkout/cart/token");
  if (!answer?.api_token) throw new Error("the server gave no cart token");
  return answer.api_token;
}

/** The cart, or null when it is empty or unknown. */
export async function fetchCart(auth: CartAuth, scope: Scope): Promise<CartAnswer | null> {
  const answer = await api.get<Answer<"read_cart">>("/api/checkout/cart", scoped(auth, scope));
  return answer?.data ?? null;
}

export interface AddToCartInput {
  productId: number;
  quantity: number;
  /** Attribute id → option id, for a configurable product. */
  attributes?: Record<string, number>;
}

export async function addToCart(auth: CartAuth, scope: Scope, input: AddToCartInput): Promise<CartAnswer | null> {
  // The path names the product; `product_id` in the body is what Bagisto-style clients send (the
  // server reads the path).
  const body: RequestBody<"add"> & { product_id: number } = withAuth(auth, {
    product_id: input.productId,
    quantity: input.quantity,
    ...(input.attributes && Object.keys(input.attributes).length ? { attributes: input.attributes } : {}),
  });
  const answer = await api.post<Answer<"add">>(`/api/checkout/cart/add/${input.productId}`, body, {
    locale: scope.locale,
    currency: scope.currency,
  });
  return answer?.data ?? null;
}

/** Sets quantities: cart item id → quantity. */
export async function updateCart(auth: CartAuth, scope: Scope, qty: Record<string, number>): Promise<CartAnswer | null> {
  const body: RequestBody<"update_cart"> = withAuth(auth, { qty });
  const answer = await api.put<Answer<"update_cart">>("/api/checkout/cart/update", body, {
    locale: scope.locale,
    currency: scope.currency,
  });
  return answer?.data ?? null;
}

export async function removeCartItem(auth: CartAuth, scope: Scope, cartItemId: number): Promise<CartAnswer | null> {
  const answer = await api.get<Answer<"remove_item">>(`/api/checkout/cart/remove-item/${cartItemId}`, scoped(auth, scope));
  return answer?.data ?? null;
}
