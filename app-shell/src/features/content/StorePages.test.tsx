import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, failWith, mockApi, renderRoutes } from "../../test/api";
import { FILTERS, products } from "../../test/catalogFixtures";
import { ARARAT, LONG_DESCRIPTION, MASIS } from "../../test/contentFixtures";
import { StorePage, StoresPage } from "./StorePages";

const ROUTES = [
  { path: "/stores", element: <StoresPage /> },
  { path: "/stores/:url", element: <StorePage /> },
];

/** The market answer: `[products page, store, {maxPrice}, {minPrice}]`. */
function marketAnswer(store: typeof ARARAT, total: number, page = 1) {
  const count = Math.max(0, Math.min(24, total - (page - 1) * 24));
  return [
    { data: products(count, (page - 1) * 24 + 1), current_page: page, last_page: Math.max(1, Math.ceil(total / 24)), per_page: 24, total },
    store,
    { maxPrice: 74900 },
    { minPrice: 6900 },
  ];
}

function storeApi(total = 28) {
  return mockApi({
    "/api/sellers": () => [ARARAT, MASIS],
    "/api/category/all": () => ({ data: { filter: FILTERS } }),
    "/api/market/products": (url) => {
      const slug = url.searchParams.get("slug");
      if (slug === "masis-tools") return marketAnswer(MASIS, 3);
      if (slug !== "ararat-textile") return failWith(404, { error: "Store not found" });
      const filtered = url.searchParams.get("color") ? 2 : total;
      return marketAnswer(ARARAT, filtered, Number(url.searchParams.get("page") ?? "1"));
    },
  });
}

describe("stores list", () => {
  it("lists the sellers, each linking to /stores/{url}", async () => {
    const fetch = storeApi();
    renderRoutes(ROUTES, { path: "/stores" });
    const cards = await screen.findAllByTestId("store-card");
    expect(cards.map((card) => within(card).getByRole("link").getAttribute("href"))).toEqual(["/stores/ararat-textile", "/stores/masis-tools"]);
    expect(within(cards[0]).getByRole("heading", { name: "Արարատ Տեքստիլ" })).toBeTruthy();
    // The whole description: no Armenian text is cut on the list.
    expect(within(cards[0]).getByText(LONG_DESCRIPTION)).toBeTruthy();
    expect(calls(fetch, "/api/sellers")[0].searchParams.get("locale")).toBe("hy");
  });
});

describe("store page", () => {
  it("shows the store's logo, title and a description cut at a word with an expand arrow (core rule)", async () => {
    const fetch = storeApi();
    renderRoutes(ROUTES, { path: "/stores/ararat-textile" });
    expect(await screen.findByRole("heading", { level: 1, name: "Արարատ Տեքստիլ" })).toBeTruthy();
    expect(screen.getByTestId("store-head").querySelector("img")?.getAttribute("src")).toBe("/storage/sellers/ararat-textile.jpg");
    const description = screen.getByTestId("store-description");
    expect(description.textContent).toBe("Տղամարդու և կանացի հագուստ Երևանի մեր արտադրամասից՝ 1998…");
    const expand = screen.getByTestId("store-expand");
    expect(expand.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(expand);
    expect(description.textContent).toBe(LONG_DESCRIPTION);
    expect(expand.getAttribute("aria-expanded")).toBe("true");
    const asked = calls(fetch, "/api/market/products")[0].searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ slug: "ararat-textile", locale: "hy", currency: "AMD", limit: "24", page: "1", type: "simple" });
  });

  it("shows the title's initial, not a broken picture, when the logo does not load", async () => {
    storeApi();
    renderRoutes(ROUTES, { path: "/stores/ararat-textile" });
    await screen.findByRole("heading", { level: 1, name: "Արարատ Տեքստիլ" });
    const head = screen.getByTestId("store-head");
    fireEvent.error(head.querySelector("img")!);
    expect(head.querySelector("img")).toBeNull();
    expect(head.querySelector(".store-logo--initial")?.textContent).toBe("Ա");
  });

  it("has no expand arrow for a short description", async () => {
    storeApi();
    renderRoutes(ROUTES, { path: "/stores/masis-tools" });
    expect(await screen.findByText("Գործիքներ տան համար։")).toBeTruthy();
    expect(screen.queryByTestId("store-expand")).toBeNull();
    // No logo: the title's initial stands in.
    expect(screen.getByTestId("store-head").querySelector(".store-logo--initial")?.textContent).toBe("Մ");
  });

  it("filters by a colour swatch and a size chip through the core's shop query, from page 1", async () => {
    const fetch = storeApi();
    const { router } = renderRoutes(ROUTES, { path: "/stores/ararat-textile?page=2" });
    fireEvent.click(await screen.findByTestId("filter-option-color-1"));
    expect(router.state.location.search).toBe("?filter_color=1");
    await waitFor(() => expect(calls(fetch, "/api/market/products").at(-1)!.searchParams.get("color")).toBe("1"));
    expect(calls(fetch, "/api/market/products").at(-1)!.searchParams.get("page")).toBe("1");
    await waitFor(() => expect(screen.getAllByTestId("product-card")).toHaveLength(2));
    expect(screen.getByTestId("filter-size")).toBeTruthy();
    expect(screen.getByTestId("filter-option-color-1").getAttribute("aria-pressed")).toBe("true");
  });

  it("offers prices from 0 to the top of the store's range and pages its 28 products", async () => {
    const fetch = storeApi(28);
    const { router } = renderRoutes(ROUTES, { path: "/stores/ararat-textile" });
    const slider = await screen.findByTestId("price-filter");
    expect(within(slider).getByTestId("price-min").getAttribute("min")).toBe("0");
    expect(within(slider).getByTestId("price-max").getAttribute("max")).toBe("80000");
    const pager = await screen.findByTestId("pagination");
    fireEvent.click(within(pager).getByRole("link", { name: "Էջ 2" }));
    expect(router.state.location.search).toBe("?page=2");
    await waitFor(() => expect(calls(fetch, "/api/market/products").at(-1)!.searchParams.get("page")).toBe("2"));
    await waitFor(() => expect(screen.getAllByTestId("product-card")).toHaveLength(4));
  });

  it("says so for an unknown store", async () => {
    storeApi();
    renderRoutes(ROUTES, { path: "/stores/no-such-store" });
    expect(await screen.findByTestId("store-missing")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Բոլոր խանութները" }).getAttribute("href")).toBe("/stores");
  });
});
