import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatPrice } from "../../core";
import { currentClientState, updateClientState } from "../../core/clientState";
import { CUSTOMER_TOKEN, order, resetClientState, signInAni } from "../../test/accountFixtures";
import { calls, failWith, mockApi, renderRoutes, sentBodies, type Handler } from "../../test/api";
import { DRESS_LINE, HAMMER_LINE, PAYMENTS, SHIPPINGS, cartAnswer } from "../../test/cartFixtures";
import type { CartAnswer } from "../../shared/cart/api";
import { inShell } from "../../test/shell";
import { CheckoutPage } from "./CheckoutPage";
import { ThanksPage } from "./ThanksPage";

// "Rewards use" at checkout: offered only to a signed-in customer with bonuses above 0; spent on
// the cart by POST /api/use/rewards, whose repriced cart shows the discount; the balance is asked
// for again once the order is placed.

const ROUTES = inShell([
  { path: "/checkout", element: <CheckoutPage /> },
  { path: "/thanks", element: <ThanksPage /> },
  { path: "/shop/cart", element: <p data-testid="cart-stub" /> },
]);

/** The cart (30,000 ֏ of goods + 25 ֏ shipping) with `drams` of bonuses spent on it, as the server answers it. */
function cartWithBonuses(drams: number): CartAnswer {
  const cart = cartAnswer([DRESS_LINE, HAMMER_LINE]);
  if (drams === 0) return cart;
  const total = 30_025 - drams;
  return {
    ...cart,
    discount: `${drams}.0000`,
    formated_discount: formatPrice(`${drams}.0000`, "AMD"),
    grand_total: `${total}.0000`,
    formated_grand_total: formatPrice(`${total}.0000`, "AMD"),
  };
}

interface Scenario {
  balance: number;
  /** The balance the server answers once the order is placed. */
  balanceAfterOrder?: number;
  overrides?: Record<string, Handler>;
}

function checkoutApi({ balance, balanceAfterOrder = balance, overrides = {} }: Scenario) {
  let spent = 0;
  let placed = false;
  return mockApi({
    "/api/checkout/cart/token": () => ({ api_token: placed ? "cart-token-2" : "cart-token-1" }),
    "/api/checkout/cart": (url) => ({ data: url.searchParams.get("api_token") === "cart-token-1" && !placed ? cartWithBonuses(spent) : null }),
    "/api/shippings": () => SHIPPINGS,
    "/api/payments": () => PAYMENTS,
    "/api/customer/rewards": () => ({ data: { balance: placed ? balanceAfterOrder : balance, history: [] } }),
    "/api/use/rewards": (_url, { body }) => {
      spent = Math.min((body as { rewards: number }).rewards, balance, 30_000);
      return { message: "Ձեր բոնուսները կիրառվեցին։", data: cartWithBonuses(spent) };
    },
    "/api/checkout/save-address": () => ({ data: { rates: [], cart: cartWithBonuses(spent) } }),
    "/api/checkout/save-shipping": () => ({ data: { methods: [], cart: cartWithBonuses(spent) } }),
    "/api/checkout/save-payment": () => ({ data: { cart: cartWithBonuses(spent) } }),
    "/api/checkout/save-order": () => {
      placed = true;
      return { success: true, order: { id: 4, increment_id: "100004" } };
    },
    "/api/orders/100004": () => ({ data: order(4) }),
    ...overrides,
  });
}

async function openCheckout() {
  const view = renderRoutes(ROUTES, { path: "/checkout" });
  await screen.findByTestId("checkout-form");
  await screen.findByTestId("shipping-flatrate");
  await screen.findByTestId("payment-cashondelivery");
  return view;
}

const amountBox = () => screen.getByTestId("rewards-amount") as HTMLInputElement;
const applyButton = () => screen.getByTestId("rewards-apply") as HTMLButtonElement;

function fillValidForm() {
  const type = (name: string, value: string) => fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });
  type("full_name", "Անի Սարգսյան");
  type("email", "ani@example.am");
  type("street", "Աբովյան 1, բն. 5");
  type("phone", "+374 91 123456");
  fireEvent.click(screen.getByTestId("terms"));
}

beforeEach(() => resetClientState());

afterEach(() => {
  vi.restoreAllMocks();
  resetClientState();
});

describe("bonuses at checkout", () => {
  it("are not offered to a shopper who is not signed in, and nobody's balance is asked for", async () => {
    const fetch = checkoutApi({ balance: 750 });
    await openCheckout();
    expect(screen.queryByTestId("checkout-rewards")).toBeNull();
    expect(calls(fetch, "/api/customer/rewards")).toHaveLength(0);
  });

  it("are not offered to a customer whose balance is 0", async () => {
    signInAni();
    const fetch = checkoutApi({ balance: 0 });
    await openCheckout();
    await waitFor(() => expect(calls(fetch, "/api/customer/rewards")).toHaveLength(1));
    // The balance came back: the checkout is shown in full, still without the bonuses.
    await waitFor(() => expect(currentClientState().customer.rewards).toBe(0));
    expect(screen.queryByTestId("checkout-rewards")).toBeNull();
    expect(screen.queryByTestId("checkout-discount")).toBeNull();
  });

  it("show the balance of a signed-in customer, the box starting at the most the cart may take", async () => {
    signInAni();
    const fetch = checkoutApi({ balance: 750 });
    await openCheckout();
    const section = await screen.findByTestId("checkout-rewards");
    expect(within(section).getByTestId("rewards-balance").textContent).toBe(
      "Դուք ունեք 750 բոնուս՝ 750 ֏ արժողությամբ։ Կարող եք դրանք օգտագործել այս պատվերի համար։",
    );
    expect(amountBox().value).toBe("750");
    expect(amountBox().max).toBe("750");
    expect(applyButton().disabled).toBe(false);
    // The customer's token goes as a bearer header, never in the address.
    const [request] = fetch.mock.calls.filter(([input]) => String(input).startsWith("/api/customer/rewards"));
    expect((request[1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${CUSTOMER_TOKEN}`);
    expect(String(request[0])).not.toContain(CUSTOMER_TOKEN);
  });

  it("speak the shopper's language, plurals included", async () => {
    signInAni();
    checkoutApi({ balance: 1 });
    updateClientState((store) => store.setLocale("en"));
    renderRoutes(ROUTES, { path: "/checkout", locale: "en" });
    expect((await screen.findByTestId("rewards-balance")).textContent).toBe("You have 1 bonus, worth 1 ֏. You can spend them on this order.");
    expect(screen.getByTestId("rewards-apply").textContent).toBe("Apply");
    cleanup();
    updateClientState((store) => store.setLocale("ru"));
    checkoutApi({ balance: 25 });
    renderRoutes(ROUTES, { path: "/checkout", locale: "ru" });
    expect((await screen.findByTestId("rewards-balance")).textContent).toBe("У вас 25 бонусов на сумму 25 ֏. Их можно потратить на этот заказ.");
  });

  it("offer no more than the subtotal when the balance is larger", async () => {
    signInAni();
    checkoutApi({ balance: 50_000 });
    await openCheckout();
    await screen.findByTestId("checkout-rewards");
    expect(amountBox().value).toBe("30000");
    fireEvent.change(amountBox(), { target: { value: "30001" } });
    expect(applyButton().disabled).toBe(true);
    expect(screen.getByTestId("rewards-invalid").textContent).toBe("Մուտքագրեք ամբողջ թիվ՝ 1-ից մինչև 30000։");
    expect(amountBox().getAttribute("aria-invalid")).toBe("true");
  });

  it("apply sends the customer's token, the cart and the amount, then the summary shows the discount and the lower total", async () => {
    signInAni();
    const fetch = checkoutApi({ balance: 750 });
    await openCheckout();
    await screen.findByTestId("checkout-rewards");
    expect(screen.getByTestId("checkout-total").textContent).toBe("30,025 ֏");

    fireEvent.change(amountBox(), { target: { value: "500" } });
    fireEvent.click(applyButton());

    expect((await screen.findByTestId("rewards-applied")).textContent).toContain("Այս պատվերից 500 ֏ վճարվում է բոնուսներով։");
    expect(sentBodies(fetch, "/api/use/rewards")).toEqual([{ token: CUSTOMER_TOKEN, api_token: "cart-token-1", rewards: 500 }]);
    const [call] = calls(fetch, "/api/use/rewards");
    expect([call.searchParams.get("locale"), call.searchParams.get("currency")]).toEqual(["hy", "AMD"]);
    expect(screen.getByTestId("checkout-discount").textContent).toBe("-500 ֏");
    expect(screen.getByTestId("checkout-total").textContent).toBe("29,525 ֏");
    // With pickup (free) the core adds it up again, the discount kept.
    fireEvent.click(within(screen.getByTestId("shipping-pickup")).getByRole("radio"));
    expect(screen.getByTestId("checkout-total").textContent).toBe("29,500 ֏");

    // Remove spends none: the discount goes, the box is back at the most allowed.
    fireEvent.click(screen.getByTestId("rewards-remove"));
    await waitFor(() => expect(screen.queryByTestId("checkout-discount")).toBeNull());
    expect(sentBodies(fetch, "/api/use/rewards")[1]).toEqual({ token: CUSTOMER_TOKEN, api_token: "cart-token-1", rewards: 0 });
    expect(amountBox().value).toBe("750");
    expect(screen.getByTestId("checkout-total").textContent).toBe("30,000 ֏");
  });

  it("Enter in the box applies the bonuses without placing the order", async () => {
    signInAni();
    const fetch = checkoutApi({ balance: 750 });
    await openCheckout();
    await screen.findByTestId("checkout-rewards");
    fireEvent.keyDown(amountBox(), { key: "Enter" });
    await screen.findByTestId("rewards-applied");
    expect(sentBodies(fetch, "/api/use/rewards")).toEqual([{ token: CUSTOMER_TOKEN, api_token: "cart-token-1", rewards: 750 }]);
    expect(calls(fetch, "/api/checkout/save-address")).toHaveLength(0);
    expect(screen.queryByTestId("error-full_name")).toBeNull();
  });

  it("say so when the bonuses cannot be applied", async () => {
    signInAni();
    checkoutApi({ balance: 750, overrides: { "/api/use/rewards": () => failWith(500, { error: "boom" }) } });
    await openCheckout();
    await screen.findByTestId("checkout-rewards");
    fireEvent.click(applyButton());
    expect((await screen.findByTestId("rewards-error")).textContent).toBe("Չհաջողվեց կիրառել բոնուսները։ Խնդրում ենք կրկին փորձել։");
    expect(screen.queryByTestId("checkout-discount")).toBeNull();
  });

  it("are asked for again once the order is placed, and the store keeps the new balance", async () => {
    signInAni();
    expect(currentClientState().customer.rewards).toBe(120);
    const fetch = checkoutApi({ balance: 750, balanceAfterOrder: 250 });
    await openCheckout();
    await screen.findByTestId("checkout-rewards");
    await waitFor(() => expect(currentClientState().customer.rewards).toBe(750));
    fireEvent.change(amountBox(), { target: { value: "500" } });
    fireEvent.click(applyButton());
    await screen.findByTestId("rewards-applied");

    fillValidForm();
    fireEvent.click(screen.getByTestId("checkout-submit"));
    await screen.findByTestId("thanks-title");

    await waitFor(() => expect(currentClientState().customer.rewards).toBe(250));
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), "http://shop.test").pathname);
    const placedAt = asked.indexOf("/api/checkout/save-order");
    expect(placedAt).toBeGreaterThan(-1);
    expect(asked.slice(placedAt + 1)).toContain("/api/customer/rewards");
    expect(calls(fetch, "/api/customer/rewards")).toHaveLength(2);
  });
});
