import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentClientState, updateClientState } from "../../core/clientState";
import { calls, failWith, mockApi, renderRoutes, sentBodies, type Handler } from "../../test/api";
import { ANI, HOME, OFFICE, order, resetClientState, signInAni } from "../../test/accountFixtures";
import { DRESS_LINE, HAMMER_LINE, PAYMENTS, SHIPPINGS, cartAnswer } from "../../test/cartFixtures";
import { inShell } from "../../test/shell";
import { CheckoutPage } from "./CheckoutPage";
import { leave } from "./placeOrder";
import { ThanksPage } from "./ThanksPage";

const ROUTES = inShell([
  { path: "/checkout", element: <CheckoutPage /> },
  { path: "/thanks", element: <ThanksPage /> },
  { path: "/shop/cart", element: <p data-testid="cart-stub" /> },
]);

const STEPS = ["/api/checkout/save-address", "/api/checkout/save-shipping", "/api/checkout/save-payment", "/api/checkout/save-order"];

function checkoutApi(overrides: Record<string, Handler> = {}, { empty = false } = {}) {
  let token = 0;
  return mockApi({
    "/api/checkout/cart/token": () => ({ api_token: `cart-token-${++token}` }),
    "/api/checkout/cart": (url) => ({ data: empty || url.searchParams.get("api_token") !== "cart-token-1" ? null : cartAnswer([DRESS_LINE, HAMMER_LINE]) }),
    "/api/shippings": () => SHIPPINGS,
    "/api/payments": () => PAYMENTS,
    "/api/checkout/save-address": () => ({ data: { rates: [], cart: cartAnswer([DRESS_LINE, HAMMER_LINE]) } }),
    "/api/checkout/save-shipping": () => ({ data: { methods: [], cart: cartAnswer([DRESS_LINE, HAMMER_LINE]) } }),
    "/api/checkout/save-payment": () => ({ data: { cart: cartAnswer([DRESS_LINE, HAMMER_LINE]) } }),
    "/api/checkout/save-order": () => ({ success: true, order: { id: 1, increment_id: "100001" } }),
    // The thanks page shows the order to the cart token it was placed with.
    "/api/orders/100001": (url) => (url.searchParams.get("api_token") === "cart-token-1" ? { data: order(1) } : failWith(404, { error: "not found" })),
    ...overrides,
  });
}

/** The checkout calls made so far, in order. */
function stepCalls(fetch: ReturnType<typeof mockApi>): string[] {
  return fetch.mock.calls.map(([input]) => new URL(String(input), "http://shop.test").pathname).filter((path) => STEPS.includes(path));
}

const field = (name: string) => screen.getByTestId(`field-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function openCheckout(locale: "hy" | "en" = "hy") {
  const view = renderRoutes(ROUTES, { path: "/checkout", locale });
  await screen.findByTestId("checkout-form");
  await screen.findByTestId("shipping-flatrate");
  await screen.findByTestId("payment-cashondelivery");
  return view;
}

function fillValidForm() {
  type("full_name", "Անի Սարգսյան");
  type("email", "ani@example.am");
  type("street", "Աբովյան 1, բն. 5");
  type("phone", "+374 91 123456");
  type("notes", "Զանգահարել նախքան գալը");
  fireEvent.click(screen.getByTestId("terms"));
}

beforeEach(() => {
  updateClientState((store) => {
    store.cartEmpty();
    store.setCartToken("");
    store.setCurrency("AMD");
    store.setLocale("hy");
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.querySelectorAll("form[data-testid=payment-form]").forEach((form) => form.remove());
});

describe("checkout", () => {
  it("sends the shopper back to the cart when the cart has no items", async () => {
    checkoutApi({}, { empty: true });
    const { router } = renderRoutes(ROUTES, { path: "/checkout" });
    await screen.findByTestId("cart-stub");
    expect(router.state.location.pathname).toBe("/shop/cart");
  });

  it("offers the server's shipping and payment methods, the first shipping one chosen, with the order summary", async () => {
    checkoutApi();
    await openCheckout();
    const flatrate = within(screen.getByTestId("shipping-flatrate")).getByRole("radio") as HTMLInputElement;
    expect(flatrate.checked).toBe(true);
    expect(screen.getByTestId("shipping-flatrate").textContent).toContain("25 ֏");
    const payments = screen.getByTestId("payment-methods");
    expect(within(payments).getAllByRole("radio")).toHaveLength(3);
    expect(screen.getByTestId("payment-idram").textContent).toContain("Idram դրամապանակ");
    expect(screen.getByTestId("payment-ameria_vpos").querySelector("img")?.getAttribute("src")).toBe("/storage/payments/ameria.svg");
    expect(screen.getByTestId("terms-link").getAttribute("href")).toBe("/page/18");
    expect(screen.getByTestId("checkout-total").textContent).toBe("30,025 ֏");
    // Picking up in store is free: the summary's total follows, added up by the core.
    fireEvent.click(within(screen.getByTestId("shipping-pickup")).getByRole("radio"));
    expect(screen.getByTestId("checkout-shipping").textContent).toBe("0 ֏");
    expect(screen.getByTestId("checkout-total").textContent).toBe("30,000 ֏");
  });

  it("checks the form through the core: Armenian messages under each field, nothing sent", async () => {
    const fetch = checkoutApi();
    await openCheckout();
    type("email", "ani@");
    type("phone", "զանգեք");
    fireEvent.click(screen.getByTestId("separate-shipping"));
    type("shipping_street", "Աբով");
    fireEvent.click(screen.getByTestId("checkout-submit"));

    const expected: Record<string, string> = {
      full_name: "Անունը պետք է պարունակի առնվազն 3 նիշ",
      email: "Էլ. հասցեն վավեր չէ",
      street: "Այս դաշտը պարտադիր է",
      phone: "Հեռախոսահամարը վավեր չէ",
      shipping_street: "Փողոցը պետք է պարունակի առնվազն 5 նիշ",
      terms: "Այս դաշտը պարտադիր է",
    };
    for (const [name, message] of Object.entries(expected)) {
      const error = screen.getByTestId(`error-${name}`);
      expect(error.textContent).toBe(message);
      const input = name === "terms" ? screen.getByTestId("terms") : field(name);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.getAttribute("aria-describedby")).toBe(error.id);
    }
    expect(screen.getByTestId("checkout-invalid").getAttribute("role")).toBe("alert");
    expect(document.activeElement).toBe(field("full_name"));
    expect(stepCalls(fetch)).toEqual([]);

    // Fixing a field clears its message at once.
    type("full_name", "Անի Սարգսյան");
    expect(screen.queryByTestId("error-full_name")).toBeNull();
    expect(field("full_name").getAttribute("aria-invalid")).toBeNull();
  });

  it("runs the four steps strictly in order, then empties the cart and shows the thanks page", async () => {
    const fetch = checkoutApi();
    const { router } = await openCheckout();
    expect(screen.getByTestId("cart-count").textContent).toBe("3");
    fillValidForm();
    fireEvent.click(within(screen.getByTestId("shipping-pickup")).getByRole("radio"));
    fireEvent.click(screen.getByTestId("checkout-submit"));
    expect((screen.getByTestId("checkout-submit") as HTMLButtonElement).disabled).toBe(true);

    expect(await screen.findByTestId("thanks-title")).toBeTruthy();
    expect(screen.getByTestId("thanks-title").textContent).toBe("Ձեր #100001 պատվերն ընդունված է");
    expect(router.state.location.search).toBe("?orderID=100001");
    expect(stepCalls(fetch)).toEqual(STEPS);

    const [address] = sentBodies(fetch, "/api/checkout/save-address") as { billing: Record<string, unknown>; shipping: unknown; api_token: string }[];
    expect(address.api_token).toBe("cart-token-1");
    expect(address.billing).toMatchObject({
      first_name: "Անի",
      last_name: "Սարգսյան",
      email: "ani@example.am",
      address1: ["Աբովյան 1, բն. 5"],
      phone: "+374 91 123456",
      city: "Yerevan",
      state: "Yerevan",
      postcode: "75017",
      country: "AM",
      additional: "Զանգահարել նախքան գալը",
      use_for_shipping: true,
    });
    expect(address.shipping).toEqual({ address1: ["Աբովյան 1, բն. 5"], name: "Անի Սարգսյան", phone: "+374 91 123456" });
    expect(sentBodies(fetch, "/api/checkout/save-shipping")).toEqual([{ shipping_method: "pickup", api_token: "cart-token-1" }]);
    expect(sentBodies(fetch, "/api/checkout/save-payment")).toEqual([{ payment: { method: "cashondelivery" }, api_token: "cart-token-1" }]);
    expect(sentBodies(fetch, "/api/checkout/save-order")).toEqual([{ description: "Զանգահարել նախքան գալը", api_token: "cart-token-1" }]);
    expect(calls(fetch, "/api/checkout/save-address")[0].searchParams.get("locale")).toBe("hy");

    // The cart is gone: the badge is 0 and the next cart gets a new token.
    expect(screen.getByTestId("cart-count").textContent).toBe("0");
    expect(currentClientState().cart.items).toEqual([]);
    await waitFor(() => expect(currentClientState().cartToken).toBe("cart-token-2"));
  });

  it("stops at the first step that fails and says which, keeping the cart", async () => {
    const fetch = checkoutApi({
      "/api/checkout/save-shipping": () => failWith(400, { error: "Unknown shipping method", field: "shipping_method" }),
    });
    await openCheckout();
    fillValidForm();
    fireEvent.click(screen.getByTestId("checkout-submit"));

    const failure = await screen.findByTestId("checkout-failure");
    expect(failure.getAttribute("role")).toBe("alert");
    expect(failure.textContent).toContain("Չհաջողվեց պահպանել առաքման եղանակը։");
    expect(failure.textContent).toContain("Unknown shipping method");
    expect(stepCalls(fetch)).toEqual(STEPS.slice(0, 2));
    expect((screen.getByTestId("checkout-submit") as HTMLButtonElement).disabled).toBe(false);
    expect(currentClientState().cart.quantity).toBe(3);
    expect(currentClientState().cartToken).toBe("cart-token-1");
  });

  it("stops when the order is refused and shows the server's field messages under their fields", async () => {
    const fetch = checkoutApi({
      "/api/checkout/save-address": () => failWith(422, { errors: { "billing.email": ["Այս էլ. հասցեով պատվերներ չեն ընդունվում"] } }),
    });
    await openCheckout();
    fillValidForm();
    fireEvent.click(screen.getByTestId("checkout-submit"));
    expect((await screen.findByTestId("error-email")).textContent).toBe("Այս էլ. հասցեով պատվերներ չեն ընդունվում");
    expect(field("email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("checkout-failure").textContent).toContain("Չհաջողվեց պահպանել հասցեն");
    expect(stepCalls(fetch)).toEqual(STEPS.slice(0, 1));
  });

  it("posts the Idram form with its fields once the order is placed", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const fetch = checkoutApi({
      "/api/checkout/save-order": () => ({
        success: true,
        order: { id: 2, increment_id: "100002" },
        form: {
          action: "https://banking.idram.test/Payment/GetPayment",
          fields: { EDP_LANGUAGE: "AM", EDP_REC_ACCOUNT: "110000601", EDP_DESCRIPTION: "Պատվեր 100002", EDP_AMOUNT: "30025.00", EDP_BILL_NO: "100002" },
        },
      }),
    });
    const { router } = await openCheckout();
    fillValidForm();
    fireEvent.click(within(screen.getByTestId("payment-idram")).getByRole("radio"));
    fireEvent.click(screen.getByTestId("checkout-submit"));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetch, "/api/checkout/save-payment")).toEqual([{ payment: { method: "idram" }, api_token: "cart-token-1" }]);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.isConnected).toBe(true);
    expect([form.method, form.action]).toEqual(["post", "https://banking.idram.test/Payment/GetPayment"]);
    const fields = Object.fromEntries([...form.querySelectorAll("input")].map((input) => [input.name, [input.type, input.value]]));
    expect(fields).toEqual({
      EDP_LANGUAGE: ["hidden", "AM"],
      EDP_REC_ACCOUNT: ["hidden", "110000601"],
      EDP_DESCRIPTION: ["hidden", "Պատվեր 100002"],
      EDP_AMOUNT: ["hidden", "30025.00"],
      EDP_BILL_NO: ["hidden", "100002"],
    });
    // The page says where the shopper is going, and does not bounce to the (now empty) cart.
    expect((await screen.findByTestId("checkout-leaving")).textContent).toContain("վճարման էջ");
    expect(router.state.location.pathname).toBe("/checkout");
    expect(currentClientState().cart.quantity).toBe(0);
  });

  it("sends a card payment to the bank's page", async () => {
    const to = vi.spyOn(leave, "to").mockImplementation(() => {});
    checkoutApi({
      "/api/checkout/save-order": () => ({ success: true, order: { id: 3, increment_id: "100003" }, redirect_url: "https://bank.test/Payments/Pay?id=PAY-1&lang=am" }),
    });
    await openCheckout();
    fillValidForm();
    fireEvent.click(within(screen.getByTestId("payment-ameria_vpos")).getByRole("radio"));
    fireEvent.click(screen.getByTestId("checkout-submit"));
    await waitFor(() => expect(to).toHaveBeenCalledWith("https://bank.test/Payments/Pay?id=PAY-1&lang=am"));
    expect(await screen.findByTestId("checkout-leaving")).toBeTruthy();
  });

  it("shows the messages in the shopper's language", async () => {
    checkoutApi();
    updateClientState((store) => store.setLocale("en"));
    await openCheckout("en");
    fireEvent.click(screen.getByTestId("checkout-submit"));
    expect(screen.getByTestId("error-phone").textContent).toBe("Phone is not valid!");
    expect(screen.getByTestId("error-full_name").textContent).toBe("Full Name must be 3 characters long!");
  });
});

describe("checkout in another currency", () => {
  it("says the charge is in drams, with the amount for the chosen shipping (core rule)", async () => {
    const usd = { ...cartAnswer([DRESS_LINE, HAMMER_LINE]), cart_currency_code: "USD", formated_grand_total: "$77.66" };
    checkoutApi({ "/api/checkout/cart": () => ({ data: usd }) });
    await openCheckout("en");
    const notice = screen.getByTestId("charge-in-drams");
    expect(notice.textContent).toBe("You will be charged in Armenian drams: 30,025 ֏. Prices in USD are shown for reference.");
    fireEvent.click(within(screen.getByTestId("shipping-pickup")).getByRole("radio"));
    await waitFor(() => expect(screen.getByTestId("charge-in-drams").textContent).toContain("30,000 ֏"));
  });

  it("says nothing more when the prices are drams", async () => {
    checkoutApi();
    await openCheckout("en");
    expect(screen.queryByTestId("charge-in-drams")).toBeNull();
  });
});

describe("a signed-in customer's checkout", () => {
  afterEach(() => resetClientState());

  it("starts with the name, e-mail, street and phone the account knows (core rule)", async () => {
    signInAni();
    checkoutApi({
      "/api/customer/get": () => ({ data: ANI }),
      "/api/addresses": () => ({ data: [OFFICE, { ...HOME, phone: "+374 93 777777" }] }),
    });
    await openCheckout();
    await waitFor(() => expect(field("street").value).toBe("Աբովյան 1, բն. 5"));
    expect([field("full_name").value, field("email").value, field("phone").value]).toEqual(["Անի Սարգսյան", "ani@example.am", "+374 93 777777"]);
    expect((screen.getByTestId("terms") as HTMLInputElement).checked).toBe(false);
  });

  it("keeps what the shopper typed before the account answered", async () => {
    signInAni();
    let answer: (value: unknown) => void = () => {};
    const later = new Promise((resolve) => (answer = resolve));
    checkoutApi({ "/api/customer/get": () => later, "/api/addresses": () => ({ data: [HOME] }) });
    await openCheckout();
    type("street", "Նալբանդյան 3");
    answer({ data: ANI });
    await waitFor(() => expect(field("full_name").value).toBe("Անի Սարգսյան"));
    expect(field("street").value).toBe("Նալբանդյան 3");
  });
});
