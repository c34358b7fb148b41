import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { currentClientState, updateClientState, useClientState } from "../../core/clientState";
import { addToCart, cartFromAnswer, fetchCart, fetchCartToken, removeCartItem, updateCart, type AddToCartInput, type CartAnswer, type CartAuth } from "./api";
import { type Scope, useScope } from "../hooks/useScope";
import { serverError } from "../api/errors";

// The server's cart for the whole shell: the header's dropdown and badge, the cart page and
// checkout all read one TanStack query keyed by the cart token, language and currency. Every
// answer that carries the cart (add, update, remove) becomes that query's data, and is mirrored
// into the client state's cart (built by the core) so the badge survives a reload.

export const cartKey = (token: string | null | undefined, scope: Scope) => ["cart", token ?? null, scope.locale, scope.currency] as const;

let pendingToken: Promise<string> | null = null;

/** The cart token: the stored one, or a new one asked for once and stored. */
export function ensureCartToken(): Promise<string> {
  const stored = currentClientState().cartToken;
  if (stored) return Promise.resolve(stored);
  pendingToken ??= fetchCartToken()
    .then((token) => {
      updateClientState((store) => store.setCartToken(token));
      return token;
    })
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
}

function customerToken(): string | undefined {
  const { customer } = currentClientState();
  return customer.authenticated && customer.token ? customer.token : undefined;
}

/** The cart token with the signed-in customer's token, for a call. */
export function cartAuth(apiToken: string): CartAuth {
  return { apiToken, customerToken: customerToken() };
}

/** Runs a cart call with the cart token; a token the server does not know is replaced once. */
async function withToken<T>(call: (auth: CartAuth) => Promise<T>): Promise<{ token: string; result: T }> {
  const token = await ensureCartToken();
  try {
    return { token, result: await call({ apiToken: token, customerToken: customerToken() }) };
  } catch (error) {
    if (serverError(error)?.field !== "api_token") throw error;
    updateClientState((store) => store.setCartToken(""));
    const fresh = await ensureCartToken();
    return { token: fresh, result: await call({ apiToken: fresh, customerToken: customerToken() }) };
  }
}

/**
 * The header badge and the stored cart follow the server's cart: the core builds the client
 * cart from the resource (lines keep the server's cart item ids and the parent product ids with
 * their options, as the login sync needs them; amounts stay in the currency the cart was asked
 * in, each `Amount` saying which, so `formatAmount` converts them correctly).
 */
export function mirrorCart(cart: CartAnswer | null) {
  try {
    updateClientState((store) => {
      if (cart && cart.items.length > 0) store.replaceCart(cartFromAnswer(cart));
      else store.cartEmpty();
    });
  } catch (error) {
    // A cart the core cannot read leaves the stored copy as it was; the page still shows the
    // server's figures.
    console.error(error);
  }
}

/** Puts a cart answer into the cache (other currencies of the same cart go stale) and the state. */
export function applyCart(client: QueryClient, token: string, scope: Scope, cart: CartAnswer | null) {
  void client.invalidateQueries({ queryKey: ["cart", token], refetchType: "none" });
  client.setQueryData(cartKey(token, scope), cart);
  mirrorCart(cart);
}

/** The stored cart token, asked for when there is none. */
export function useCartToken() {
  const stored = useClientState().cartToken;
  return useQuery({
    queryKey: ["cart-token", stored ?? null],
    queryFn: ensureCartToken,
    staleTime: Infinity,
    // Nothing is kept once unused: when the token is dropped (after an order), the "no token"
    // key must ask for a new one rather than answer the old one from the cache.
    gcTime: 0,
  });
}

export interface CartView {
  /** The server's cart; null when empty, undefined while it loads. */
  cart: CartAnswer | null | undefined;
  token: string | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export function useCart(): CartView {
  const scope = useScope();
  const token = useCartToken();
  const query = useQuery({
    queryKey: cartKey(token.data, scope),
    queryFn: async () => {
      const cart = await fetchCart({ apiToken: token.data!, customerToken: customerToken() }, scope);
      mirrorCart(cart);
      return cart;
    },
    enabled: Boolean(token.data),
    staleTime: 30_000,
  });
  const retry = useCallback(() => {
    if (token.isError) void token.refetch();
    else void query.refetch();
  }, [token, query]);
  return {
    cart: query.data,
    token: token.data,
    loading: !token.isError && (token.isPending || query.isPending),
    failed: token.isError || query.isError,
    retry,
  };
}

function useCartMutation<Input>(call: (auth: CartAuth, scope: Scope, input: Input) => Promise<CartAnswer | null>) {
  const client = useQueryClient();
  const scope = useScope();
  return useMutation({
    mutationFn: (input: Input) => withToken((auth) => call(auth, scope, input)),
    onSuccess: ({ token, result }) => applyCart(client, token, scope, result),
  });
}

export function useAddToCart() {
  return useCartMutation((auth, scope, input: AddToCartInput) => addToCart(auth, scope, input));
}

/** Sets quantities: `[cartItemId, quantity]` pairs. */
export function useUpdateCart() {
  return useCartMutation((auth, scope, changes: [number, number][]) =>
    updateCart(auth, scope, Object.fromEntries(changes.map(([id, quantity]) => [String(id), quantity]))),
  );
}

export function useRemoveCartItem() {
  return useCartMutation((auth, scope, cartItemId: number) => removeCartItem(auth, scope, cartItemId));
}

/** After an order: the cart is gone; a new token is asked for the next one. */
export function clearCart(client: QueryClient, token: string | undefined) {
  if (token) client.setQueriesData({ queryKey: ["cart", token] }, null);
  updateClientState((store) => {
    store.cartEmpty();
    store.setCartToken("");
  });
}
