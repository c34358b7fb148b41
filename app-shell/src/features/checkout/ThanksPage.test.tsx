import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { calls, mockApi, renderRoutes } from "../../test/api";
import { PAYMENTS } from "../../test/cartFixtures";
import { order } from "../../test/accountFixtures";
import { rememberPlacedOrder } from "./placedOrders";
import { ThanksPage } from "./ThanksPage";

const ROUTES = [
  { path: "/thanks", element: <ThanksPage /> },
  { path: "/", element: <p data-testid="home">home</p> },
];

/** The server's answer for an order of the tab's cart token. */
function placed(number: string, paid: boolean) {
  rememberPlacedOrder(number, `cart-of-${number}`);
  return (url: URL) =>
    url.searchParams.get("api_token") === `cart-of-${number}` ? { data: order(Number(number) - 100000, { increment_id: number, paid }) } : new Response("{}", { status: 404 });
}

beforeEach(() => sessionStorage.clear());

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
});
