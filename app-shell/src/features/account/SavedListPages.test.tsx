import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentClientState, updateClientState } from "../../core/clientState";
import { resetClientState } from "../../test/accountFixtures";
import { mockApi, renderRoutes, sentBodies } from "../../test/api";
import { HAMMER_LINE, cartAnswer } from "../../test/cartFixtures";
import { inShell } from "../../test/shell";
import { ComparePage, WishlistPage } from "./SavedListPages";
import { SavedListToggles, type SavedProduct } from "../../shared/savedLists/savedLists";

const HAMMER: SavedProduct = { id: 20, name: "Մուրճ", url_key: "hammer", type: "simple", price: "6000.0000", special_price: "0.0000", in_stock: true, shop_name: "ԱրմԳործիք", currency: "AMD" };
const DRESS: SavedProduct = { id: 10, name: "Ամառային զգեստ", url_key: "summer-dress", type: "configurable", price: "18000.0000", special_price: "14990.0000", old_price: "18000.0000", in_stock: true, shop_name: "Ararat Textile", currency: "AMD" };

const ROUTES = inShell([
  { path: "/wishlist", element: <WishlistPage /> },
  { path: "/compare", element: <ComparePage /> },
  { path: "/toggles", element: <SavedListToggles product={HAMMER} /> },
]);

function api() {
  return mockApi({
    "/api/checkout/cart/token": () => ({ api_token: "cart-token-1" }),
    "/api/checkout/cart": () => ({ data: null }),
    "/api/checkout/cart/add/20": () => ({ message: "ok", data: cartAnswer([HAMMER_LINE]) }),
  });
}

beforeEach(() => {
  resetClientState();
  updateClientState((store) => {
    for (const product of currentClientState().wishlist as SavedProduct[]) store.wishlistRemove(product.id);
    for (const product of currentClientState().compare as SavedProduct[]) store.compareRemove(product.id);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("wishlist", () => {
  it("says when it is empty", () => {
    api();
    renderRoutes(ROUTES, { path: "/wishlist" });
    expect(screen.getByTestId("saved-empty").textContent).toContain("Ձեր ցանկալիների ցուցակը դատարկ է");
  });

  it("lists the kept products with their price; a simple one goes to the cart, one with options to its page", async () => {
    updateClientState((store) => {
      store.wishlistAdd(HAMMER);
      store.wishlistAdd(DRESS);
    });
    const fetch = api();
    renderRoutes(ROUTES, { path: "/wishlist" });
    const [hammer, dress] = screen.getAllByTestId("wishlist-row");
    expect(within(hammer).getByTestId("price").textContent).toBe("6,000 ֏");
    expect(within(dress).getByTestId("price").textContent).toBe("14,990 ֏");
    expect(within(dress).getByTestId("old-price").textContent).toBe("18,000 ֏");
    expect(within(dress).getByTestId("wishlist-choose").getAttribute("href")).toBe("/shop/products/summer-dress/-1");
    expect(screen.getByTestId("header-wishlist").textContent).toBe("2");

    fireEvent.click(within(hammer).getByTestId("wishlist-add-to-cart"));
    await waitFor(() => expect(sentBodies(fetch, "/api/checkout/cart/add/20")).toEqual([{ api_token: "cart-token-1", product_id: 20, quantity: 1 }]));
    expect(await screen.findByText("Մուրճ ապրանքն ավելացվեց զամբյուղ")).toBeTruthy();
  });

  it("removes a product after the core's 500 ms, with a success notice", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    updateClientState((store) => store.wishlistAdd(HAMMER));
    api();
    renderRoutes(ROUTES, { path: "/wishlist" });
    fireEvent.click(screen.getByTestId("wishlist-remove"));
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getAllByTestId("wishlist-row")).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByTestId("wishlist-row")).toBeNull();
    expect(currentClientState().wishlist).toEqual([]);
    expect(screen.getByRole("status").textContent).toContain("Մուրճ ապրանքը հեռացվեց ցանկալիներից");
  });
});

describe("compare", () => {
  it("shows the products side by side and removes one", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    updateClientState((store) => {
      store.compareAdd(HAMMER);
      store.compareAdd(DRESS);
    });
    api();
    renderRoutes(ROUTES, { path: "/compare" });
    const table = screen.getByTestId("compare-table");
    expect(table.textContent).toContain("ԱրմԳործիք");
    expect(table.textContent).toContain("Ararat Textile");
    expect(screen.getByTestId("header-compare").textContent).toBe("2");
    fireEvent.click(screen.getAllByTestId("compare-remove")[0]);
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect((currentClientState().compare as SavedProduct[]).map((p) => p.id)).toEqual([10]);
  });
});

describe("the product page's toggles", () => {
  it("keep the product on the wishlist and the compare list after 500 ms, with a notice, and take it off again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api();
    renderRoutes(ROUTES, { path: "/toggles" });
    const wish = screen.getByTestId("toggle-wishlist");
    expect(wish.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(wish);
    expect((wish as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(wish.getAttribute("aria-pressed")).toBe("true");
    expect((currentClientState().wishlist as SavedProduct[]).map((p) => p.id)).toEqual([20]);
    expect(screen.getByRole("status").textContent).toContain("Մուրճ ապրանքն ավելացվեց ցանկալիներին");

    fireEvent.click(screen.getByTestId("toggle-compare"));
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect((currentClientState().compare as SavedProduct[]).map((p) => p.id)).toEqual([20]);

    fireEvent.click(wish);
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(currentClientState().wishlist).toEqual([]);
  });
});
