import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, mockApi, renderRoutes } from "../../test/api";
import { products } from "../../test/catalogFixtures";
import { SearchResultsPage } from "./SearchResultsPage";

const ROUTES = [
  { path: "/shop/catalog/search/:word", element: <SearchResultsPage /> },
  { path: "/shop/catalog", element: <p data-testid="catalog">catalog</p> },
];

describe("search results page", () => {
  it("asks for up to the core's default limit and shows a page of 24 at a time", async () => {
    const fetch = mockApi({ "/api/search": () => products(30) });
    renderRoutes(ROUTES, { path: `/shop/catalog/search/${encodeURIComponent("հագուստ")}` });
    expect(await screen.findAllByTestId("product-card")).toHaveLength(24);
    const asked = calls(fetch, "/api/search")[0].searchParams;
    expect([asked.get("search"), asked.get("limit")]).toEqual(["հագուստ", "100"]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Որոնման արդյունքներ՝ «հագուստ»");
    expect(screen.getByTestId("pagination")).toBeTruthy();
  });

  it("shows the empty state with a reset-filters button back to the catalogue", async () => {
    mockApi({ "/api/search": () => [] });
    renderRoutes(ROUTES, { path: "/shop/catalog/search/zzz", locale: "en" });
    expect((await screen.findByTestId("empty-state")).textContent).toContain("No matching items");
    fireEvent.click(screen.getByRole("button", { name: "Reset filters" }));
    await waitFor(() => expect(screen.getByTestId("catalog")).toBeTruthy());
  });
});
