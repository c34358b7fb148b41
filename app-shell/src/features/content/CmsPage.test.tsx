import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, failWith, mockApi, renderRoutes } from "../../test/api";
import { cmsPage } from "../../test/contentFixtures";
import { CmsPage } from "./CmsPage";

const ROUTES = [
  { path: "/", element: <p>home</p> },
  { path: "/contact-us", element: <p>contact form</p> },
  { path: "/page/:urlKeyOrPageIdOrCustomUrl", element: <CmsPage /> },
];

const crumbs = () => within(screen.getByRole("navigation", { name: "Նավիգացիոն ուղի" }));

describe("CMS page", () => {
  it("asks for the page by the address's key in the shopper's language and renders its HTML under a breadcrumb", async () => {
    const fetch = mockApi({
      "/api/cms/pages": () => ({
        data: [cmsPage("about-us", { page_title: "Մեր մասին", html_content: "<h2>Շուկա՝ հայկական առցանց շուկա</h2><p>Տասնյակ վաճառողներ։</p>" })],
      }),
    });
    renderRoutes(ROUTES, { path: "/page/about-us" });
    expect(await screen.findByRole("heading", { level: 1, name: "Մեր մասին" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Շուկա՝ հայկական առցանց շուկա" })).toBeTruthy();
    expect(screen.getByText("Տասնյակ վաճառողներ։")).toBeTruthy();
    expect(crumbs().getByText("Մեր մասին").getAttribute("aria-current")).toBe("page");
    const asked = calls(fetch, "/api/cms/pages")[0].searchParams;
    expect([asked.get("id"), asked.get("locale")]).toEqual(["about-us", "hy"]);
  });

  it("labels the privacy policy and the bonus system by the core's fixed breadcrumbs", async () => {
    mockApi({
      "/api/cms/pages": (url) =>
        url.searchParams.get("id") === "bonus-system"
          ? { data: [cmsPage("bonus-system", { page_title: "Բոնուսներ Շուկայում", html_content: "<p>5% բոնուս։</p>" })] }
          : { data: [cmsPage("ogtagorcman-paymanner", { page_title: "Օգտագործման պայմաններ" })] },
    });
    const { router } = renderRoutes(ROUTES, { path: "/page/ogtagorcman-paymanner" });
    await screen.findByTestId("cms-content");
    expect(crumbs().getByText("Գաղտնիության քաղաքականություն").getAttribute("aria-current")).toBe("page");
    await router.navigate("/page/bonus-system");
    await screen.findByText("5% բոնուս։");
    expect(crumbs().getByText("Բոնուսային համակարգ")).toBeTruthy();
  });

  it("does not repeat the title when the HTML starts with it", async () => {
    mockApi({ "/api/cms/pages": () => ({ data: [cmsPage("ogtagorcman-paymanner")] }) });
    renderRoutes(ROUTES, { path: "/page/ogtagorcman-paymanner" });
    const content = await screen.findByTestId("cms-content");
    expect(within(content).queryByRole("heading")).toBeNull();
    expect(screen.getAllByText("Գաղտնիության քաղաքականություն")).toHaveLength(2); // the breadcrumb and the heading
  });

  it("follows a link inside the page through the router", async () => {
    mockApi({ "/api/cms/pages": () => ({ data: [cmsPage("ogtagorcman-paymanner")] }) });
    const { router } = renderRoutes(ROUTES, { path: "/page/ogtagorcman-paymanner" });
    fireEvent.click(await screen.findByRole("link", { name: "Կապ մեզ հետ" }));
    expect(router.state.location.pathname).toBe("/contact-us");
    expect(await screen.findByText("contact form")).toBeTruthy();
  });

  it("goes home when the result is empty (no such page)", async () => {
    mockApi({ "/api/cms/pages": () => failWith(404, { error: "Page not found" }) });
    const { router } = renderRoutes(ROUTES, { path: "/page/no-such-page" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.getByText("home")).toBeTruthy();
  });

  it("goes home for an answer without pages too", async () => {
    mockApi({ "/api/cms/pages": () => ({ data: [] }) });
    const { router } = renderRoutes(ROUTES, { path: "/page/42" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("offers a retry when the server fails", async () => {
    let fail = true;
    mockApi({ "/api/cms/pages": () => (fail ? failWith(503, { error: "down" }) : { data: [cmsPage("about-us", { page_title: "Մեր մասին" })] }) });
    renderRoutes(ROUTES, { path: "/page/about-us" });
    const retry = await screen.findByRole("button", { name: "Կրկին փորձել" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("heading", { level: 1, name: "Մեր մասին" })).toBeTruthy();
  });
});
