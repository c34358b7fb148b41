import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { calls, failWith, mockApi, renderRoutes, sentBodies } from "../../test/api";
import { PAYMENTS } from "../../test/cartFixtures";
import { order } from "../../test/accountFixtures";
import { leave } from "./placeOrder";
import { rememberPlacedOrder } from "./placedOrders";
import { ThanksPage } from "./ThanksPage";

const ROUTES = [
  { path: "/thanks", element: <ThanksPage /> },
  { path: "/", element: <p data-testid="home">home</p> },
];

type Order = ReturnType<typeof order>;

/** The server's answer for an order of the tab's cart token. */
function placed(number: string, paid: boolean, overrides: Partial<Order> = {}) {
  rememberPlacedOrder(number, `cart-of-${number}`);
  return (url: URL) =>
    url.searchParams.get("api_token") === `cart-of-${number}`
      ? { data: order(Number(number) - 100000, { increment_id: number, paid, ...overrides }) }
      : new Response("{}", { status: 404 });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("thanks page", () => {
  it("shows the tab's order with its number and the way home, without a receipt when there is no payment id", async () => {
    const fetch = mockApi({ "/api/payments": () => PAYMENTS, "/api/orders/100001": placed("100001", false) });
    renderRoutes(ROUTES, { path: "/thanks?orderID=100001" });
    expect((await screen.findByTestId("thanks-title")).textContent).toBe("Ձեր #100001 պատվերն ընդունված է");
    expect(screen.getByTestId("thanks-home").getAttribute("href")).toBe("/");
    expect(screen.getByTestId("thanks-home").textContent).toBe("Վերադառնալ գլխավոր էջ");
    expect(screen.queryByTestId("receipt-frame")).toBeNull();
    expect(screen.queryByTestId("payment-failed")).toBeNull();
    expect(calls(fetch, "/api/payments")).toHaveLength(0);
    expect(calls(fetch, "/api/orders/100001")[0].searchParams.get("api_token")).toBe("cart-of-100001");
  });

  it("says a paid order is paid and embeds the bank's receipt for the card payment's id", async () => {
    const fetch = mockApi({ "/api/payments": () => PAYMENTS, "/api/orders/100003": placed("100003", true) });
    renderRoutes(ROUTES, { path: "/thanks?orderID=100003&id=6A1F-22" });
    const frame = await screen.findByTestId("receipt-frame");
    expect(screen.getByTestId("thanks-title").textContent).toBe("Ձեր #100003 պատվերը վճարված է");
    expect(frame.getAttribute("src")).toBe("https://payments.test/forms/frm_checkprint.aspx?lang=am&paymentid=6A1F-22");
    expect(frame.getAttribute("title")).toBe("Վճարման անդորրագիր");
    expect(calls(fetch, "/api/payments")[0].searchParams.get("locale")).toBe("hy");
  });

  it("tells the truth about a payment the bank took after the order was canceled: it is given back", async () => {
    mockApi({ "/api/payments": () => PAYMENTS, "/api/orders/100005": placed("100005", false, { status: "canceled" }) });
    renderRoutes(ROUTES, { path: "/thanks?orderID=100005&payment=refund" });
    expect((await screen.findByTestId("thanks-title")).textContent).toBe(
      "Մենք ստացանք վճարում #100005 պատվերի համար, որն այլևս չէր կարող ընդունվել",
    );
    const notice = screen.getByTestId("payment-to-refund");
    expect(notice.textContent).toContain("Խանութը կվերադարձնի այս գումարը ձեր քարտին");
    expect(screen.queryByTestId("payment-failed")).toBeNull();
    expect(screen.queryByTestId("receipt-frame")).toBeNull();
  });

  it("says in its headline that a failed payment did not go through, the order saved but unpaid", async () => {
    mockApi({ "/api/payments": () => PAYMENTS, "/api/orders/100004": placed("100004", false) });
    renderRoutes(ROUTES, { path: "/thanks?orderID=100004&payment=failed&id=6A1F-22" });
    expect((await screen.findByTestId("thanks-title")).textContent).toBe("#100004 պատվերի վճարումը չի կատարվել");
    const alert = screen.getByTestId("payment-failed");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toContain("Պատվերը պահպանված է, բայց վճարված չէ");
    expect(within(alert).getByRole("link").getAttribute("href")).toBe("/contact-us");
    expect(screen.queryByTestId("receipt-frame")).toBeNull();
  });

  it("sends a visit without an order number home", async () => {
    mockApi({});
    renderRoutes(ROUTES, { path: "/thanks" });
    expect(await screen.findByTestId("home")).toBeTruthy();
  });

  it("sends home a visit naming an order this tab did not place, without asking the server", async () => {
    const fetch = mockApi({ "/api/orders/100006": () => ({ data: order(6) }) });
    renderRoutes(ROUTES, { path: "/thanks?orderID=100006" });
    expect(await screen.findByTestId("home")).toBeTruthy();
    expect(screen.queryByTestId("thanks-title")).toBeNull();
    expect(calls(fetch, "/api/orders/100006")).toHaveLength(0);
  });

  it("sends home a visit the server does not show the order to", async () => {
    rememberPlacedOrder("100007", "someone-elses-cart");
    mockApi({ "/api/orders/100007": () => new Response("{}", { status: 404 }) });
    renderRoutes(ROUTES, { path: "/thanks?orderID=100007" });
    expect(await screen.findByTestId("home")).toBeTruthy();
  });

  it("reads in English", async () => {
    mockApi({ "/api/orders/100005": placed("100005", false) });
    renderRoutes(ROUTES, { path: "/thanks?orderID=100005", locale: "en" });
    expect((await screen.findByTestId("thanks-title")).textContent).toBe("Your order #100005 has been received");
    expect(screen.getByTestId("thanks-home").textContent).toBe("Go To Homepage");
  });

  describe("after a payment that did not go through", () => {
    const CARD = { payment_method: "ameria_vpos", payment_title: "Բանկային քարտ" };

    it("offers to pay again, which goes to the bank's page for a new payment", async () => {
      const to = vi.spyOn(leave, "to").mockImplementation(() => {});
      const fetch = mockApi({
        "/api/payments": () => PAYMENTS,
        "/api/orders/100004": placed("100004", false, CARD),
        "/api/orders/100004/payment": () => ({ success: true, order: order(4, { increment_id: "100004", ...CARD }), redirect_url: "https://bank.test/Pay?id=NEW" }),
      });
      renderRoutes(ROUTES, { path: "/thanks?orderID=100004&payment=failed" });
      fireEvent.click(await screen.findByTestId("pay-again"));
      await waitFor(() => expect(to).toHaveBeenCalledWith("https://bank.test/Pay?id=NEW"));
      expect(screen.getByTestId("pay-again").textContent).toBe("Բացվում է վճարման էջը…");
      expect(sentBodies(fetch, "/api/orders/100004/payment")).toEqual([{ api_token: "cart-of-100004", payment: { method: "ameria_vpos" } }]);
      expect(screen.getByTestId("pay-cash").textContent).toBe("Վճարել կանխիկ՝ առաքման ժամանակ");
    });

    it("switches the order to cash on delivery and shows it as received", async () => {
      let method = "ameria_vpos";
      rememberPlacedOrder("100004", "cart-of-100004");
      const fetch = mockApi({
        "/api/payments": () => PAYMENTS,
        "/api/orders/100004": (url) => placed("100004", false, { payment_method: method })(url),
        "/api/orders/100004/payment": () => {
          method = "cashondelivery";
          return { success: true, order: order(4, { increment_id: "100004" }) };
        },
      });
      renderRoutes(ROUTES, { path: "/thanks?orderID=100004&payment=failed" });
      fireEvent.click(await screen.findByTestId("pay-cash"));
      await waitFor(() => expect(screen.getByTestId("thanks-title").textContent).toBe("Ձեր #100004 պատվերն ընդունված է"));
      expect(sentBodies(fetch, "/api/orders/100004/payment")).toEqual([{ api_token: "cart-of-100004", payment: { method: "cashondelivery" } }]);
      expect(screen.queryByTestId("payment-failed")).toBeNull();
      expect(screen.queryByTestId("payment-choices")).toBeNull();
    });

    it("says why the server refused, in the shopper's language", async () => {
      mockApi({
        "/api/payments": () => PAYMENTS,
        "/api/orders/100004": placed("100004", false, CARD),
        "/api/orders/100004/payment": () => failWith(409, { error: "Այս պատվերն արդեն վճարված է։" }),
      });
      renderRoutes(ROUTES, { path: "/thanks?orderID=100004&payment=failed" });
      fireEvent.click(await screen.findByTestId("pay-again"));
      expect((await screen.findByTestId("payment-choice-error")).textContent).toBe("Այս պատվերն արդեն վճարված է։");
      expect((screen.getByTestId("pay-again") as HTMLButtonElement).disabled).toBe(false);
    });

    it("offers only the methods the shop still takes", async () => {
      mockApi({ "/api/payments": () => PAYMENTS.filter((m) => m.method !== "cashondelivery"), "/api/orders/100004": placed("100004", false, { payment_method: "idram" }) });
      renderRoutes(ROUTES, { path: "/thanks?orderID=100004&payment=failed" });
      expect(await screen.findByTestId("pay-again")).toBeTruthy();
      expect(screen.queryByTestId("pay-cash")).toBeNull();
    });

    it("offers nothing for a paid order", async () => {
      mockApi({ "/api/payments": () => PAYMENTS, "/api/orders/100004": placed("100004", true, CARD) });
      renderRoutes(ROUTES, { path: "/thanks?orderID=100004&payment=failed" });
      expect((await screen.findByTestId("thanks-title")).textContent).toBe("Ձեր #100004 պատվերը վճարված է");
      expect(screen.queryByTestId("payment-choices")).toBeNull();
    });
  });
});
