import type { QueryClient } from "@tanstack/react-query";
import { planLoginSync, type ServerLine, type SyncPlan } from "../../core";
import { currentClientState, updateClientState } from "../../core/clientState";
import { addToCart, cartFromAnswer, fetchCart, updateCart, type CartAnswer, type CartAuth } from "../../shared/cart/api";
import { mirrorCart } from "../../shared/cart/hooks";
import { fetchCustomerCartToken } from "./api";
import type { Scope } from "../../shared/hooks/useScope";

// The guest-to-customer cart sync at login. The guest's cart is the server cart under the stored
// cart token; the customer has an open cart of their own on the server
// (`GET /api/checkout/cart/token?token=…`). The core's `cart_sync` rule plans what to send: guest
// lines the customer's cart lacks are added to it, lines it has take the guest's quantity, lines
// only the customer's cart has stay. Then the customer's cart becomes the shell's cart.

export interface SyncOutcome {
  /** The customer's cart token, now the stored cart token. */
  cartToken: string;
  plan: SyncPlan;
  /** Guest lines the server refused to add (sold out since, for example). */
  refused: number;
}

/** The customer cart's lines as the core's sync reads them (ids, product, options, quantity). */
function serverLines(cart: CartAnswer | null): ServerLine[] {
  if (!cart || cart.items.length === 0) return [];
  return cartFromAnswer(cart).items.map((line) => ({
    cartItemId: line.id,
    productId: line.product.id,
    options: line.options,
    quantity: line.quantity,
  }));
}

/**
 * Moves the guest's cart into the signed-in customer's cart and makes that cart the shell's:
 * stores its token and refreshes every cart query (header badge, dropdown, cart page).
 */
export async function syncCartAfterLogin(client: QueryClient, customerToken: string, scope: Scope): Promise<SyncOutcome> {
  const guestToken = currentClientState().cartToken;
  const cartToken = await fetchCustomerCartToken(customerToken);
  const auth: CartAuth = { apiToken: cartToken, customerToken };
  let plan: SyncPlan = { add: [], update: [] };
  let refused = 0;
  let latest: CartAnswer | null | undefined;

  if (guestToken && guestToken !== cartToken) {
    const [guest, own] = await Promise.all([fetchCart({ apiToken: guestToken }, scope), fetchCart(auth, scope)]);
    latest = own;
    if (guest && guest.items.length > 0) {
      plan = planLoginSync(cartFromAnswer(guest), serverLines(own));
      for (const line of plan.add) {
        const attributes = Object.fromEntries(line.options.map((option) => [String(option.optionId), option.valueId]));
        try {
          latest = await addToCart(auth, scope, { productId: line.productId, quantity: line.quantity, attributes });
        } catch (error) {
          // One line the server refuses (out of stock, withdrawn) must not cost the others.
          refused += 1;
          console.error(error);
        }
      }
      if (plan.update.length > 0) {
        latest = await updateCart(auth, scope, Object.fromEntries(plan.update.map(([id, quantity]) => [String(id), quantity])));
      }
    }
  }

  updateClientState((store) => store.setCartToken(cartToken));
  if (guestToken && guestToken !== cartToken) client.removeQueries({ queryKey: ["cart", guestToken] });
  if (latest !== undefined) mirrorCart(latest);
  await client.invalidateQueries({ queryKey: ["cart"] });
  return { cartToken, plan, refused };
}
