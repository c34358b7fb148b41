import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { IntlProvider } from "react-intl";
import { RouterProvider, createMemoryRouter, type RouteObject } from "react-router";
import { vi } from "vitest";
import { MESSAGES } from "./messages";

/** An answer for a path; a promise answers when it settles (a request still on its way). */
export type Handler = (url: URL, request: { method: string; body: unknown }) => unknown;

/**
 * Replaces `fetch` with answers by path (`/api/products` → handler(url, {method, body})); an
 * unknown path answers 404. Returns the mock so tests can read which URLs were asked for.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://shop.test");
    const handler = handlers[url.pathname];
    if (!handler) return new Response(JSON.stringify({ error: "not found" }), { status: 404 });
    const sent = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const body = await handler(url, { method: init?.method ?? "GET", body: sent });
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The URLs fetched so far whose path is `path`. */
export function calls(mock: ReturnType<typeof mockApi>, path: string): URL[] {
  return mock.mock.calls
    .map(([input]) => new URL(String(input), "http://shop.test"))
    .filter((url) => url.pathname === path);
}

/** The JSON bodies sent so far to `path`, in order. */
export function sentBodies(mock: ReturnType<typeof mockApi>, path: string): unknown[] {
  return mock.mock.calls
    .filter(([input]) => new URL(String(input), "http://shop.test").pathname === path)
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
}

/** An error answer (`status` 4xx/5xx with a JSON body). */
export function failWith(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Renders routes with the real messages, a fresh query cache and a memory router. */
export function renderRoutes(routes: RouteObject[], { path = "/", locale = "hy" as keyof typeof MESSAGES } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <IntlProvider locale={locale} messages={MESSAGES[locale]}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** One element at a path. */
export function renderWithData(ui: ReactElement, options: { path?: string; locale?: keyof typeof MESSAGES } = {}) {
  return renderRoutes([{ path: "*", element: ui }], options);
}
