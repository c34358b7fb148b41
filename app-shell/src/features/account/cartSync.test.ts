import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { currentClientState, updateClientState } from "../../core/clientState";
import { CUSTOMER_TOKEN, resetClientState } from "../../test/accountFixtures";
import { calls, failWith, mockApi, sentBodies } from "../../test/api";
import { DRESS_LINE, HAMMER_LINE, cartAnswer, type LineSpec } from "../../test/cartFixtures";
import { syncCartAfterLogin } from "./cartSync";

const SCOPE = { locale: "hy", currency: "AMD" } as const;

/** The dress in blue: the same product as the guest's red one, another choice. */
const BLUE_DRESS: LineSpec = {
  ...DRESS_LINE,
  id: 501,
  quantity: 1,
  options: [
    { attribute: "Գույն", attributeId: 1, option: "Կապույտ", optionId: 2 },
    { attribute: "Չափս", attributeId: 2, option: "M", optionId: 11 },
  ],
};
const OWN_HAMMER: LineSpec = { ...HAMMER_LINE, id: 502, quantity: 4 };

/** The server: the guest's cart under `guest-cart`, the customer's own under `own-cart`. */
function carts(guest: LineSpec[], own: LineSpec[], overrides: Record<string, () => unknown> = {}) {
  const owned = [...own];
  return mockApi({
    "/api/checkout/cart/token": (url) => (url.searchParams.get("token") === CUSTOMER_TOKEN ? { api_token: "own-cart" } : { api_token: "another-new-cart" }),
    "/api/checkout/cart": (url) => {
      const token = url.searchParams.get("api_token");
      const lines = token === "guest-cart" ? guest : token === "own-cart" ? owned : [];
      return { data: lines.length ? cartAnswer(lines) : null };
    },
    "/api/checkout/cart/add/10": () => {
      owned.push({ ...DRESS_LINE, id: 503 });
      return { message: "ok", data: cartAnswer(owned) };
    },
    "/api/checkout/cart/update": () => ({ message: "ok", data: cartAnswer(owned) }),
    ...overrides,
  });
}

beforeEach(() => {
  resetClientState();
});

describe("guest-to-customer cart sync at login", () => {
  it("adds the guest's lines the customer's cart lacks, updates the ones it has, then uses the customer's cart", async () => {
    updateClientState((store) => store.setCartToken("guest-cart"));
    const fetch = carts([DRESS_LINE, HAMMER_LINE], [BLUE_DRESS, OWN_HAMMER]);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");

    const outcome = await syncCartAfterLogin(client, CUSTOMER_TOKEN, SCOPE);

    // The customer's cart is asked for with the customer's token.
    expect(calls(fetch, "/api/checkout/cart/token")[0].searchParams.get("token")).toBe(CUSTOMER_TOKEN);
    // The red dress is not the blue one: it is added, with its options, to the customer's cart.
    expect(sentBodies(fetch, "/api/checkout/cart/add/10")).toEqual([
      { api_token: "own-cart", token: CUSTOMER_TOKEN, product_id: 10, quantity: 2, attributes: { "1": 1, "2": 11 } },
    ]);
    // The hammer is in both: the customer's line takes the guest's quantity.
    expect(sentBodies(fetch, "/api/checkout/cart/update")).toEqual([{ api_token: "own-cart", token: CUSTOMER_TOKEN, qty: { "502": 1 } }]);
    expect(calls(fetch, "/api/checkout/cart/add/20")).toHaveLength(0);
    expect(outcome.plan.add).toHaveLength(1);
    expect(outcome.refused).toBe(0);

    // From now on the shell's cart is the customer's: its token is stored, its lines mirrored
    // (blue dress 1 + hammer 4 + red dress 2), and every cart query is refreshed.
    expect(currentClientState().cartToken).toBe("own-cart");
    expect(currentClientState().cart.quantity).toBe(7);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["cart"] });
  });

  it("sends nothing when the guest's cart is empty, and still switches to the customer's cart", async () => {
    updateClientState((store) => store.setCartToken("guest-cart"));
    const fetch = carts([], [OWN_HAMMER]);
    await syncCartAfterLogin(new QueryClient(), CUSTOMER_TOKEN, SCOPE);
    expect(calls(fetch, "/api/checkout/cart/add/10")).toHaveLength(0);
    expect(calls(fetch, "/api/checkout/cart/update")).toHaveLength(0);
    expect(currentClientState().cartToken).toBe("own-cart");
    expect(currentClientState().cart.quantity).toBe(4);
  });

  it("without a guest cart token only takes the customer's cart", async () => {
    const fetch = carts([], [OWN_HAMMER]);
    await syncCartAfterLogin(new QueryClient(), CUSTOMER_TOKEN, SCOPE);
    expect(calls(fetch, "/api/checkout/cart")).toHaveLength(0);
    expect(currentClientState().cartToken).toBe("own-cart");
  });

  it("keeps going when the server refuses one guest line (sold out since)", async () => {
    updateClientState((store) => store.setCartToken("guest-cart"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = carts([DRESS_LINE, HAMMER_LINE], [OWN_HAMMER], {
      "/api/checkout/cart/add/10": () => failWith(422, { error: "Ապրանքը վերջացել է", field: "quantity" }),
    });
    const outcome = await syncCartAfterLogin(new QueryClient(), CUSTOMER_TOKEN, SCOPE);
    expect(outcome.refused).toBe(1);
    expect(sentBodies(fetch, "/api/checkout/cart/update")).toEqual([{ api_token: "own-cart", token: CUSTOMER_TOKEN, qty: { "502": 1 } }]);
    expect(currentClientState().cartToken).toBe("own-cart");
  });
});
