import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Link } from "react-router";
import { describe, expect, it } from "vitest";
import { timings } from "../../core";
import { calls, mockApi, renderRoutes } from "../../test/api";
import { product } from "../../test/catalogFixtures";
import { SearchBox } from "./SearchBox";

function page(label: string) {
  return (
    <>
      <SearchBox />
      <button type="button">outside</button>
      <Link to="/elsewhere">go elsewhere</Link>
      <p data-testid="page">{label}</p>
    </>
  );
}

const ROUTES = [
  { path: "/", element: page("home") },
  { path: "/elsewhere", element: page("elsewhere") },
  { path: "/shop/catalog/search/:word", element: page("results") },
  { path: "/shop/products/:slug/:parent", element: page("product") },
];

function searchApi(found = [product(1, { name: "Կարմիր զգեստ", price: "18000.0000", special_price: "14990.0000" })]) {
  return mockApi({ "/api/search": (url) => (url.searchParams.get("search") === "nothing" ? [] : found) });
}

const input = () => screen.getByTestId("search-input") as HTMLInputElement;
const panel = () => screen.getByTestId("search-panel");

describe("header search", () => {
  it("asks for suggestions once the text rests for the core's debounce, with the header limit", async () => {
    const fetch = searchApi();
    renderRoutes(ROUTES);
    input().focus();
    fireEvent.change(input(), { target: { value: "կ" } });
    fireEvent.change(input(), { target: { value: "կա" } });
    fireEvent.change(input(), { target: { value: "կարմիր" } });
    expect(calls(fetch, "/api/search")).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, timings().searchDebounce / 2));
    expect(calls(fetch, "/api/search")).toHaveLength(0);
    await waitFor(() => expect(calls(fetch, "/api/search")).toHaveLength(1));
    const asked = calls(fetch, "/api/search")[0].searchParams;
    expect([asked.get("search"), asked.get("limit"), asked.get("locale"), asked.get("currency")]).toEqual(["կարմիր", "10", "hy", "AMD"]);

    const suggestion = await screen.findByTestId("search-suggestion");
    expect(suggestion.textContent).toContain("Կարմիր զգեստ");
    expect(suggestion.textContent).toContain("14,990 ֏");
    expect(suggestion.querySelector("img")?.getAttribute("src")).toBe("/cache/small/products/1.jpg");
  });

  it("does not search blank text", async () => {
    const fetch = searchApi();
    renderRoutes(ROUTES);
    input().focus();
    fireEvent.change(input(), { target: { value: "   " } });
    await new Promise((resolve) => setTimeout(resolve, timings().searchDebounce * 2));
    expect(calls(fetch, "/api/search")).toHaveLength(0);
    expect(panel().hidden).toBe(true);
    fireEvent.submit(input().form!);
    expect(screen.getByTestId("page").textContent).toBe("home");
  });

  it("says so, translated, when nothing is found", async () => {
    searchApi();
    renderRoutes(ROUTES, { locale: "en" });
    input().focus();
    fireEvent.change(input(), { target: { value: "nothing" } });
    await waitFor(() => expect(screen.getByTestId("search-status").textContent).toBe('Sorry, nothing found for "nothing"'));
  });

  async function openPanel() {
    input().focus();
    fireEvent.change(input(), { target: { value: "կարմիր" } });
    await screen.findByTestId("search-suggestion");
    expect(panel().hidden).toBe(false);
  }

  it("closes on Escape", async () => {
    searchApi();
    renderRoutes(ROUTES);
    await openPanel();
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(panel().hidden).toBe(true);
  });

  it("closes on a click outside and when the box loses focus", async () => {
    searchApi();
    renderRoutes(ROUTES);
    await openPanel();
    fireEvent.pointerDown(screen.getByText("outside"));
    expect(panel().hidden).toBe(true);

    fireEvent.focus(input());
    expect(panel().hidden).toBe(false);
    fireEvent.blur(input(), { relatedTarget: screen.getByText("outside") });
    expect(panel().hidden).toBe(true);
  });

  it("closes on a route change", async () => {
    searchApi();
    renderRoutes(ROUTES);
    await openPanel();
    await act(async () => fireEvent.click(screen.getByText("go elsewhere")));
    expect(screen.getByTestId("page").textContent).toBe("elsewhere");
    expect(panel().hidden).toBe(true);
  });

  it("goes to the results page on Enter, and to a suggestion chosen with the arrow keys", async () => {
    searchApi();
    const { router } = renderRoutes(ROUTES);
    await openPanel();
    fireEvent.change(input(), { target: { value: " կարմիր զգեստ " } });
    await act(async () => fireEvent.submit(input().form!));
    expect(router.state.location.pathname).toBe("/shop/catalog/search/" + encodeURIComponent("կարմիր զգեստ"));

    await openPanel();
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(input().getAttribute("aria-activedescendant")).toBe(screen.getByTestId("search-suggestion").id);
    await act(async () => fireEvent.submit(input().form!));
    expect(router.state.location.pathname).toBe("/shop/products/product-1/-1");
  });
});
