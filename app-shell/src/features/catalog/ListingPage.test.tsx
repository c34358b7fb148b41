import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, mockApi, renderRoutes } from "../../test/api";
import { CATEGORIES, FILTERS, listAnswer, products } from "../../test/catalogFixtures";
import { ListingPage } from "./ListingPage";

const ROUTES = [
  { path: "/shop/catalog", element: <ListingPage source="catalog" /> },
  { path: "/shop/catalog/:categorySlug", element: <ListingPage source="catalog" /> },
  { path: "/shop/newCollection", element: <ListingPage source="new" /> },
  { path: "/shop/saledProducts", element: <ListingPage source="sales" /> },
];

function catalogApi(total = 30, count = Math.min(total, 24)) {
  return mockApi({
    "/api/categories": () => ({ data: CATEGORIES }),
    "/api/category": () => ({ data: { filter: FILTERS } }),
    "/api/category/all": () => ({ data: { filter: FILTERS } }),
    "/api/products": () => listAnswer(products(count), { total }),
    "/api/z/prods": () => listAnswer(products(count), { total }),
  });
}

const search = (router: ReturnType<typeof renderRoutes>["router"]) => router.state.location.search;

describe("category page", () => {
  it("finds the category by its slug and asks for its products in the shopper's language and currency", async () => {
    const fetch = catalogApi();
    renderRoutes(ROUTES, { path: "/shop/catalog/womens-clothing" });
    expect(await screen.findByRole("heading", { level: 1, name: "Կանացի հագուստ" })).toBeTruthy();
    await screen.findAllByTestId("product-card");
    const asked = calls(fetch, "/api/products").at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ category_id: "1", locale: "hy", currency: "AMD", page: "1", limit: "24" });
    expect(calls(fetch, "/api/category").at(-1)!.searchParams.get("category_id")).toBe("1");
    const breadcrumbs = screen.getByRole("navigation", { name: "Նավիգացիոն ուղի" });
    expect(within(breadcrumbs).getByText("Կատալոգ").closest("a")?.getAttribute("href")).toBe("/shop/catalog");
  });

  it("toggles a filter through the core: the URL follows, the page goes back to 1, and a second press clears it", async () => {
    const fetch = catalogApi();
    const { router } = renderRoutes(ROUTES, { path: "/shop/catalog/womens-clothing?page=2" });
    const red = await screen.findByTestId("filter-option-color-1");
    fireEvent.click(red);
    expect(search(router)).toBe("?filter_color=1");
    await waitFor(() => expect(calls(fetch, "/api/products").at(-1)!.searchParams.get("color")).toBe("1"));
    expect(calls(fetch, "/api/products").at(-1)!.searchParams.get("page")).toBe("1");
    expect(screen.getByTestId("filter-option-color-1").getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(screen.getByTestId("filter-option-size-11"));
    expect(search(router)).toBe("?filter_color=1&filter_size=11");
    fireEvent.click(screen.getByTestId("filter-option-color-1"));
    expect(search(router)).toBe("?filter_size=11");
    // Replacement, not a new history entry per click.
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("keeps the sort in the URL and starts again from page 1", async () => {
    catalogApi();
    const { router } = renderRoutes(ROUTES, { path: "/shop/catalog?page=2" });
    fireEvent.change(await screen.findByTestId("sort-select"), { target: { value: "price-asc" } });
    expect(search(router)).toBe("?sort=price-asc");
    fireEvent.change(screen.getByTestId("sort-select"), { target: { value: "default" } });
    expect(search(router)).toBe("");
  });

  it("moves the price filter into the URL only after the slider rests", async () => {
    const fetch = catalogApi();
    const { router } = renderRoutes(ROUTES, { path: "/shop/catalog/womens-clothing?page=2" });
    const max = await screen.findByTestId("price-max");
    // maxPrice 50,000 → the core's ceiling is 50,000.
    expect(max.getAttribute("max")).toBe("50000");
    fireEvent.change(max, { target: { value: "20000" } });
    expect(screen.getByTestId("price-max-value").textContent).toBe("20,000 ֏");
    expect(search(router)).toBe("?page=2");
    await waitFor(() => expect(search(router)).toBe("?filter_price=0%2C20000"));
    await waitFor(() => expect(calls(fetch, "/api/products").at(-1)!.searchParams.get("price")).toBe("0,20000"));
  });
});

describe("pagination", () => {
  it("is hidden for 11 products and shown for more, as the core says", async () => {
    catalogApi(11, 6);
    renderRoutes(ROUTES, { path: "/shop/catalog?limit=6" });
    await screen.findAllByTestId("product-card");
    expect(screen.queryByTestId("pagination")).toBeNull();
  });

  it("links every page with the query the core writes", async () => {
    catalogApi(60);
    const { router } = renderRoutes(ROUTES, { path: "/shop/catalog?filter_color=2" });
    const pager = await screen.findByTestId("pagination");
    const pages = within(pager).getAllByRole("link").map((link) => link.textContent);
    expect(pages).toContain("3");
    const third = within(pager).getByRole("link", { name: "Էջ 3" });
    expect(third.getAttribute("href")).toBe("/shop/catalog?page=3&filter_color=2");
    await act(async () => fireEvent.click(third));
    expect(search(router)).toBe("?page=3&filter_color=2");
  });
});

describe("empty and failed lists", () => {
  it("shows the no-matching-items message with a reset-filters button", async () => {
    mockApi({
      "/api/categories": () => ({ data: CATEGORIES }),
      "/api/category": () => ({ data: { filter: FILTERS } }),
      "/api/products": () => listAnswer([], { total: 0 }),
    });
    const { router } = renderRoutes(ROUTES, { path: "/shop/catalog/womens-clothing?filter_color=2&sort=price-asc", locale: "en" });
    expect((await screen.findByTestId("empty-state")).textContent).toContain("No matching items");
    fireEvent.click(screen.getByRole("button", { name: "Reset filters" }));
    expect(search(router)).toBe("?sort=price-asc");
  });

  it("offers to try again when the list fails", async () => {
    let fail = true;
    mockApi({
      "/api/categories": () => ({ data: CATEGORIES }),
      "/api/category/all": () => ({ data: { filter: [] } }),
      "/api/products": () => (fail ? new Response("{}", { status: 500 }) : listAnswer(products(3))),
    });
    renderRoutes(ROUTES, { path: "/shop/catalog", locale: "en" });
    expect(await screen.findByTestId("error-state")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("product-card")).toHaveLength(3);
  });

  it("shows skeleton cards while the list loads", () => {
    catalogApi();
    renderRoutes(ROUTES, { path: "/shop/catalog" });
    expect(screen.getByTestId("grid-loading")).toBeTruthy();
  });
});

describe("new collection and sales", () => {
  it("asks for new products, with the picked category in the query", async () => {
    const fetch = catalogApi();
    const { router } = renderRoutes(ROUTES, { path: "/shop/newCollection" });
    fireEvent.click(await screen.findByRole("button", { name: /Տղամարդու հագուստ/ }));
    expect(search(router)).toBe("?category_id=2");
    await waitFor(() => {
      const asked = calls(fetch, "/api/products").at(-1)!;
      expect([asked.searchParams.get("new"), asked.searchParams.get("category_id")]).toEqual(["1", "2"]);
    });
    // No attribute filters on these lists.
    expect(screen.queryByTestId("filter-color")).toBeNull();
  });

  it("asks the sales list for products with savings", async () => {
    const fetch = catalogApi();
    renderRoutes(ROUTES, { path: "/shop/saledProducts" });
    await screen.findAllByTestId("product-card");
    expect(calls(fetch, "/api/z/prods")[0].searchParams.get("savings")).toBe("true");
  });
});

describe("filters drawer", () => {
  it("opens as a dialog, takes the focus, and closes on Escape giving the focus back", async () => {
    catalogApi();
    renderRoutes(ROUTES, { path: "/shop/catalog", locale: "en" });
    const opener = await screen.findByTestId("open-filters");
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Filters" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
