import { lazy, type ReactElement } from "react";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderRoutes } from "../test/api";
import { Layout } from "./layout/Layout";
import { RouteError, isMissingChunk, page } from "./RouteError";

const gone = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: https://shop.test/assets/CartPage-1a2b3c.js"));
const MissingPage = lazy(gone);

function Broken(): never {
  throw new Error("a bug in a page");
}

const routes = (element: ReactElement) => [
  { element: <Layout />, errorElement: <RouteError />, children: [{ path: "/shop/cart", element, errorElement: <RouteError /> }] },
];

let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  mockApi({});
  sessionStorage.clear();
  reload = vi.spyOn(page, "reload").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a page that fails", () => {
  it("reloads once when its code file is missing (a new version was deployed)", async () => {
    renderRoutes(routes(<MissingPage />), { path: "/shop/cart" });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem("shell:reloaded") ?? "{}").path).toBe("/shop/cart");
  });

  it("after that reload, says so inside the shell in the shopper's language, with a retry", async () => {
    sessionStorage.setItem("shell:reloaded", JSON.stringify({ path: "/shop/cart", at: Date.now() }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderRoutes(routes(<MissingPage />), { path: "/shop/cart" });
    const error = await screen.findByTestId("route-error");
    expect(error.textContent).toContain("Էջը չհաջողվեց բացել");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    screen.getByRole("button", { name: "Նորից բեռնել էջը" }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows a page's own bug the same way, without reloading by itself", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderRoutes(routes(<Broken />), { path: "/shop/cart", locale: "en" });
    expect((await screen.findByTestId("route-error")).textContent).toContain("This page could not be opened");
    expect(reload).not.toHaveBeenCalled();
  });

  it("tells a missing code file from other errors", () => {
    expect(isMissingChunk(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe(true);
    expect(isMissingChunk(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isMissingChunk(new Error("x is undefined"))).toBe(false);
    expect(isMissingChunk("Failed to fetch dynamically imported module")).toBe(false);
  });
});
