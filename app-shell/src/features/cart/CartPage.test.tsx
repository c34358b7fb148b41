import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { currentClientState, updateClientState } from "../../core/clientState";
import { calls, mockApi, renderRoutes, sentBodies, type Handler } from "../../test/api";
import { DRESS_LINE, HAMMER_LINE, cartAnswer, type LineSpec } from "../../test/cartFixtures";
import { inShell } from "../../test/shell";
import { CartPage } from "./CartPage";

const ROUTES = inShell([
  { path: "/", element: <p data-testid="home-stub" /> },
  { path: "/shop/cart", element: <CartPage /> },
  { path: "/shop/catalog", element: <p data-testid="catalog-stub" /> },
  { path: "/checkout", element: <p data-testid="checkout-stub" /> },
]);

function cartApi(lines: LineSpec[] | null, overrides: Record<string, Handler> = {}) {
  return mockApi({
    "/api/checkout/cart/token": () => ({ api_token: "cart-token-1" }),
    "/api/checkout/cart": () => ({ data: lines ? cartAnswer(lines) : null }),
    ...overrides,
  });
}

const rows = () => screen.getAllByTestId("cart-row");
const rowOf = (name: string) => rows().find((row) => row.textContent?.includes(name))!;
const updateButton = () => screen.getByTestId("cart-update") as HTMLButtonElement;

beforeEach(() => {
  updateClientState((store) => {
    store.cartEmpty();
    store.setCartToken("");
    store.setCurrency("AMD");
  });
});

describe("cart page", () => {
  it("asks for a cart token once, then shows each line with the server's figures", async () => {
    const fetch = cartApi([DRESS_LINE, HAMMER_LINE]);
    renderRoutes(ROUTES, { path: "/shop/cart" });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls(fetch, "/api/checkout/cart/token")).toHaveLength(1);
    expect(currentClientState().cartToken).toBe("cart-token-1");
    expect(Object.fromEntries(calls(fetch, "/api/checkout/cart")[0].searchParams)).toEqual({ api_token: "cart-token-1", locale: "hy", currency: "AMD" });

    const dress = rowOf("Ամառային զգեստ");
    expect(within(dress).getByTestId("cart-item-options").textContent).toBe("Գույն՝ ԿարմիրՉափս՝ M");
    expect(within(dress).getByTestId("cart-row-price").textContent).toBe("12,000 ֏");
    expect(within(dress).getByTestId("cart-row-total").textContent).toBe("24,000 ֏");
    expect(within(dress).getByRole("link", { name: "Ամառային զգեստ" }).getAttribute("href")).toBe("/shop/products/summer-dress/-1");
    expect(screen.getByTestId("cart-subtotal").textContent).toBe("30,000 ֏");
    expect(screen.getByTestId("cart-shipping").textContent).toBe("25 ֏");
    expect(screen.getByTestId("cart-grand-total").textContent).toBe("30,025 ֏");
    // The header badge counts pieces, from the server's cart.
    expect(screen.getByTestId("cart-count").textContent).toBe("3");
    expect(screen.getByTestId("cart-continue").getAttribute("href")).toBe("/shop/catalog");
    expect(screen.getByTestId("cart-checkout").getAttribute("href")).toBe("/checkout");
  });

  it("shows bonuses spent on the cart as a discount line, formatted by the core", async () => {
    cartApi(null, {
      "/api/checkout/cart": () => ({
        data: { ...cartAnswer([DRESS_LINE, HAMMER_LINE]), discount: "500.0000", grand_total: "29525.0000", formated_grand_total: "29,525 ֏" },
      }),
    });
    renderRoutes(ROUTES, { path: "/shop/cart" });
    expect((await screen.findByTestId("cart-discount")).textContent).toBe("-500 ֏");
    expect(screen.getByTestId("cart-grand-total").textContent).toBe("29,525 ֏");
  });

  it("shows no discount line when nothing is taken off", async () => {
    cartApi([DRESS_LINE]);
    renderRoutes(ROUTES, { path: "/shop/cart" });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByTestId("cart-discount")).toBeNull();
  });

  it("keeps Update Cart disabled until a quantity changes, then sends every changed quantity at once", async () => {
    const fetch = cartApi([DRESS_LINE, HAMMER_LINE], {
      "/api/checkout/cart/update": () => ({
        message: "ok",
        data: cartAnswer([{ ...DRESS_LINE, quantity: 3 }, { ...HAMMER_LINE, quantity: 2 }]),
      }),
    });
    renderRoutes(ROUTES, { path: "/shop/cart" });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(updateButton().disabled).toBe(true);

    // Up and back down again is no change.
    fireEvent.click(within(rowOf("Մուրճ")).getByTestId("quantity-increase"));
    expect(updateButton().disabled).toBe(false);
    expect(screen.getByTestId("cart-update-hint").textContent).toContain("Քանակը փոխված է");
    fireEvent.click(within(rowOf("Մուրճ")).getByTestId("quantity-decrease"));
    expect(updateButton().disabled).toBe(true);

    fireEvent.click(within(rowOf("Մուրճ")).getByTestId("quantity-increase"));
    fireEvent.change(within(rowOf("Ամառային զգեստ")).getByTestId("quantity-input"), { target: { value: "3" } });
    expect(updateButton().disabled).toBe(false);
    expect(calls(fetch, "/api/checkout/cart/update")).toHaveLength(0);
    fireEvent.click(updateButton());

    await waitFor(() => expect(screen.getByTestId("cart-subtotal").textContent).toBe("48,000 ֏"));
    expect(sentBodies(fetch, "/api/checkout/cart/update")).toEqual([{ api_token: "cart-token-1", qty: { "7": 3, "9": 2 } }]);
    expect(fetch.mock.calls.find(([input]) => String(input).startsWith("/api/checkout/cart/update"))?.[1]?.method).toBe("PUT");
    expect(updateButton().disabled).toBe(true);
    expect(within(rowOf("Ամառային զգեստ")).getByTestId("cart-row-total").textContent).toBe("36,000 ֏");
    expect(screen.getByTestId("cart-count").textContent).toBe("5");
  });

  it("removes a line", async () => {
    const fetch = cartApi([DRESS_LINE, HAMMER_LINE], {
      "/api/checkout/cart/remove-item/9": () => ({ message: "ok", data: cartAnswer([DRESS_LINE]) }),
    });
    renderRoutes(ROUTES, { path: "/shop/cart" });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rowOf("Մուրճ")).getByRole("button", { name: "Հեռացնել Մուրճ ապրանքը զամբյուղից" }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls(fetch, "/api/checkout/cart/remove-item/9")[0].searchParams.get("api_token")).toBe("cart-token-1");
    expect(screen.getByTestId("cart-count").textContent).toBe("2");
  });

  it("says the cart is empty and leads back to the shop", async () => {
    cartApi(null);
    renderRoutes(ROUTES, { path: "/shop/cart" });
    const empty = await screen.findByTestId("cart-empty");
    expect(empty.textContent).toContain("Ձեր զամբյուղը դատարկ է։");
    expect(within(empty).getByRole("link", { name: "Շարունակել գնումները" }).getAttribute("href")).toBe("/shop/catalog");
    expect(screen.queryByTestId("cart-table")).toBeNull();
    expect(screen.getByTestId("cart-count").textContent).toBe("0");
  });

  it("says the cart is empty in English too", async () => {
    cartApi(null);
    renderRoutes(ROUTES, { path: "/shop/cart", locale: "en" });
    expect((await screen.findByTestId("cart-empty")).textContent).toContain("Your shopping cart is empty!");
  });
});

describe("header cart dropdown", () => {
  it("shows the lines, the subtotal and the ways on, and closes once one is taken", async () => {
    cartApi([DRESS_LINE, HAMMER_LINE]);
    const { router } = renderRoutes(ROUTES, { path: "/" });
    await waitFor(() => expect(screen.getByTestId("cart-count").textContent).toBe("3"));
    const button = screen.getByTestId("header-cart");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("cart-dropdown").hidden).toBe(true);

    fireEvent.click(button);
    const panel = screen.getByTestId("cart-dropdown");
    expect(panel.hidden).toBe(false);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const items = within(panel).getAllByTestId("cart-dropdown-item");
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain("Ամառային զգեստ");
    expect(items[0].textContent).toContain("Գույն՝ Կարմիր");
    expect(items[0].textContent).toContain("2 հատ × 12,000 ֏");
    expect(items[0].querySelector("img")?.getAttribute("src")).toBe("/cache/small/products/10.jpg");
    expect(within(panel).getByTestId("cart-dropdown-subtotal").textContent).toBe("30,000 ֏");
    expect(within(panel).getByTestId("cart-dropdown-checkout").getAttribute("href")).toBe("/checkout");

    fireEvent.click(within(panel).getByTestId("cart-dropdown-view"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/shop/cart"));
    expect(screen.getByTestId("cart-dropdown").hidden).toBe(true);
  });

  it("closes on Escape and says when the cart is empty", async () => {
    cartApi(null);
    renderRoutes(ROUTES, { path: "/" });
    fireEvent.click(screen.getByTestId("header-cart"));
    expect((await screen.findByTestId("cart-dropdown-empty")).textContent).toBe("Զամբյուղը դատարկ է");
    expect(screen.queryByTestId("cart-dropdown-checkout")).toBeNull();
    fireEvent.keyDown(screen.getByTestId("cart-dropdown"), { key: "Escape" });
    expect(screen.getByTestId("cart-dropdown").hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByTestId("header-cart"));
  });

  it("removes a line from the dropdown", async () => {
    const fetch = cartApi([DRESS_LINE, HAMMER_LINE], {
      "/api/checkout/cart/remove-item/7": () => ({ message: "ok", data: cartAnswer([HAMMER_LINE]) }),
    });
    renderRoutes(ROUTES, { path: "/" });
    fireEvent.click(screen.getByTestId("header-cart"));
    await waitFor(() => expect(screen.getAllByTestId("cart-dropdown-item")).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId("cart-dropdown-remove")[0]);
    await waitFor(() => expect(screen.getAllByTestId("cart-dropdown-item")).toHaveLength(1));
    expect(calls(fetch, "/api/checkout/cart/remove-item/7")).toHaveLength(1);
    expect(screen.getByTestId("cart-count").textContent).toBe("1");
  });
});
