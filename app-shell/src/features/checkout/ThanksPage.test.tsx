import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, mockApi, renderRoutes } from "../../test/api";
import { PAYMENTS } from "../../test/cartFixtures";
import { ThanksPage } from "./ThanksPage";

const ROUTES = [{ path: "/thanks", element: <ThanksPage /> }];

describe("thanks page", () => {
  it("shows the order number and the way home, without a receipt when there is no payment id", async () => {
    const fetch = mockApi({ "/api/payments": () => PAYMENTS });
    renderRoutes(ROUTES, { path: "/thanks?orderID=100001" });
    expect(screen.getByTestId("thanks-title").textContent).toBe("Ձեր #100001 պատվերն ընդունված է");
    expect(screen.getByTestId("thanks-home").getAttribute("href")).toBe("/");
    expect(screen.getByTestId("thanks-home").textContent).toBe("Վերադառնալ գլխավոր էջ");
    expect(screen.queryByTestId("receipt-frame")).toBeNull();
    expect(screen.queryByTestId("payment-failed")).toBeNull();
    expect(calls(fetch, "/api/payments")).toHaveLength(0);
  });

  it("embeds the bank's receipt for the card payment's id", async () => {
    const fetch = mockApi({ "/api/payments": () => PAYMENTS });
    renderRoutes(ROUTES, { path: "/thanks?orderID=100003&id=6A1F-22" });
    const frame = await screen.findByTestId("receipt-frame");
    expect(frame.getAttribute("src")).toBe("https://payments.test/forms/frm_checkprint.aspx?lang=am&paymentid=6A1F-22");
    expect(frame.getAttribute("title")).toBe("Վճարման անդորրագիր");
    expect(calls(fetch, "/api/payments")[0].searchParams.get("locale")).toBe("hy");
  });

  it("says plainly that a failed payment left the order saved but unpaid", async () => {
    mockApi({ "/api/payments": () => PAYMENTS });
    renderRoutes(ROUTES, { path: "/thanks?orderID=100004&payment=failed&id=6A1F-22" });
    const alert = screen.getByTestId("payment-failed");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toContain("Վճարումը չի կատարվել");
    expect(alert.textContent).toContain("Պատվերը պահպանված է, բայց վճարված չէ");
    expect(within(alert).getByRole("link").getAttribute("href")).toBe("/contact-us");
    expect(screen.getByTestId("thanks-title").textContent).toBe("Ձեր #100004 պատվերն ընդունված է");
    expect(screen.queryByTestId("receipt-frame")).toBeNull();
  });

  it("reads in English", () => {
    mockApi({});
    renderRoutes(ROUTES, { path: "/thanks?orderID=100005", locale: "en" });
    expect(screen.getByTestId("thanks-title").textContent).toBe("Your order #100005 has been received");
    expect(screen.getByTestId("thanks-home").textContent).toBe("Go To Homepage");
  });
});
