import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { IntlProvider } from "react-intl";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { storefrontRoutes } from "../core";
import { updateClientState } from "../core/clientState";
import { buildRoutes } from "./routes";
import { NotFound } from "../shared/ui/NotFound";
import { MESSAGES } from "../test/messages";
import { mockApi } from "../test/api";

function renderAt(path: string) {
  // Screens fetch their data; here every call answers 404 (the routing is under test).
  mockApi({});
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en" messages={MESSAGES.en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe("router", () => {
  it("has a screen for every route the core (and so the server) knows", () => {
    const paths = buildRoutes()[0].children?.map((route) => route.path) ?? [];
    for (const route of storefrontRoutes()) expect(paths).toContain(route);
  });

  it("gives every route of the core its own screen (only /404 shows the not-found page)", () => {
    const children = buildRoutes()[0].children ?? [];
    const notFound = children
      .filter((route) => route.path !== "*" && route.path !== "/404" && (route.element as ReactElement).type === NotFound)
      .map((route) => route.path);
    expect(notFound).toEqual([]);
  });

  it("redirects /shop to the catalogue and /account to the dashboard", () => {
    expect(renderAt("/shop").state.location.pathname).toBe("/shop/catalog");
  });

  it("redirects /account to the dashboard, which sends a signed-out visitor to the login page", async () => {
    updateClientState((store) => store.login({ token: "t0k", customerId: 9, rewards: 0 }));
    expect(renderAt("/account").state.location.pathname).toBe("/account/dashboard");
    cleanup();
    updateClientState((store) => store.logout());
    // The dashboard's screen loads with its route; once there, it sends the visitor on.
    const router = renderAt("/account");
    await waitFor(() => expect(router.state.location.pathname).toBe("/account/login"));
    await screen.findByTestId("login-page");
  });

  it("shows the preloader in the main area while a split-off screen loads, then the screen", async () => {
    renderAt("/shop/cart");
    expect(screen.getByTestId("route-loading").getAttribute("aria-busy")).toBe("true");
    expect(await screen.findByTestId("cart-page")).toBeTruthy();
    expect(screen.queryByTestId("route-loading")).toBeNull();
  });

  it("shows the not-found page for unknown paths", () => {
    renderAt("/no/such/page");
    expect(screen.getByTestId("not-found")).toBeTruthy();
    expect(screen.getByText("Page not found")).toBeTruthy();
  });
});
