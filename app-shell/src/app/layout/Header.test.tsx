import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { currentClientState } from "../../core/clientState";
import { calls, mockApi, renderRoutes } from "../../test/api";
import type { Category } from "../../shared/catalog/api";
import { MENUS, menuItem } from "../../test/contentFixtures";
import { Header } from "./Header";
import { toMenuLinks } from "./menus";

const category = (id: number, slug: string, name: string, children: Category[] = []): Category => ({
  id,
  slug,
  name,
  description: "",
  position: id,
  product_count: 0,
  children,
});

// Given out of order: the core puts womens-clothing, mens-clothing, mankakan-hagust first.
const TREE: Category[] = [
  category(4, "tools", "Գործիքներ"),
  category(3, "mankakan-hagust", "Մանկական հագուստ"),
  category(2, "mens-clothing", "Տղամարդու հագուստ"),
  category(5, "shoes", "Կոշիկներ"),
  category(1, "womens-clothing", "Կանացի հագուստ", [category(11, "dresses", "Զգեստներ")]),
];

function headerApi() {
  return mockApi({
    "/api/cms/menus": () => ({ data: MENUS }),
    "/api/categories": () => ({ data: TREE }),
  });
}

function renderHeader(path = "/") {
  return renderRoutes([{ path: "*", element: <Header /> }], { path });
}

describe("menu links", () => {
  it("link by url key, else /page/{page_id}, and translate the label by the core's id when a message exists", () => {
    const intl = createIntl({ locale: "en", messages: { "about.us": "About the shop" } });
    const links = toMenuLinks(
      [
        menuItem(2, "Terms", { url_key: null, page_id: 18, position: 2 }),
        menuItem(1, "About Us", { url_key: "about-us", position: 1 }),
        menuItem(3, "Blog", { url_key: "blog", position: 3 }),
      ],
      "header",
      intl,
    );
    expect(links.map((link) => [link.to, link.label])).toEqual([
      ["/page/about-us", "About the shop"],
      ["/page/18", "Terms"],
    ]);
  });
});

describe("desktop header", () => {
  it("shows the shop's sections and the header-type CMS menus from the server (not the blog entry, not footer links)", async () => {
    const fetch = headerApi();
    renderHeader();
    const nav = screen.getByTestId("main-nav");
    expect(within(nav).getByRole("link", { name: "Զեղչեր" }).getAttribute("href")).toBe("/shop/saledProducts");
    expect(within(nav).getByRole("link", { name: "Նոր հավաքածու" }).getAttribute("href")).toBe("/shop/newCollection");
    expect(within(nav).getByRole("link", { name: "Բլոգ" }).getAttribute("href")).toBe("/blog");
    const about = await within(nav).findByRole("link", { name: "Մեր մասին" });
    expect(about.getAttribute("href")).toBe("/page/about-us");
    expect(within(nav).getAllByTestId("header-menu-link").map((link) => link.textContent)).toEqual(["Մեր մասին", "Բոնուսային համակարգ"]);
    expect(within(nav).queryByText("Պայմաններ")).toBeNull();
    expect(calls(fetch, "/api/cms/menus")[0].searchParams.get("locale")).toBe("hy");
  });

  it("opens a CMS menu's sub-pages and closes them with Escape", async () => {
    headerApi();
    renderHeader();
    const help = await screen.findByTestId("header-menu-3-button");
    expect(help.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(help);
    expect(help.getAttribute("aria-expanded")).toBe("true");
    const panel = screen.getByTestId("header-menu-3-panel");
    expect(within(panel).getByRole("link", { name: "Առաքում" }).getAttribute("href")).toBe("/page/delivery");
    fireEvent.keyDown(panel, { key: "Escape" });
    expect(help.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(help);
  });

  it("lists the departments with the preferred ones first (core order)", async () => {
    headerApi();
    renderHeader();
    fireEvent.click(screen.getByTestId("departments-button"));
    const panel = screen.getByTestId("departments-panel");
    await waitFor(() => expect(within(panel).getAllByTestId("department")).toHaveLength(5));
    const names = within(panel).getAllByTestId("department").map((item) => item.querySelector("a")?.textContent);
    expect(names).toEqual(["Կանացի հագուստ", "Տղամարդու հագուստ", "Մանկական հագուստ", "Գործիքներ", "Կոշիկներ"]);
    expect(within(panel).getByRole("link", { name: "Զգեստներ" }).getAttribute("href")).toBe("/shop/catalog/dresses");
  });
});

describe("mobile menu", () => {
  it("toggles through the core's state and shows the category tree and page links", async () => {
    headerApi();
    renderHeader();
    const button = screen.getByTestId("mobile-menu-button");
    expect(screen.queryByTestId("mobile-menu")).toBeNull();
    fireEvent.click(button);
    expect(currentClientState().mobileMenu.open).toBe(true);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("dialog", { name: "Ընտրացանկ" });
    const categories = within(menu).getByTestId("mobile-menu-categories");
    await waitFor(() => expect(within(categories).getByText("Կանացի հագուստ")).toBeTruthy());
    // Sub-categories open under their department.
    const toggle = within(categories).getByRole("button", { name: "Ցույց տալ «Կանացի հագուստ» բաժնի ենթաբաժինները" });
    expect(within(categories).getByText("Զգեստներ").closest("ul")?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(within(categories).getByText("Զգեստներ").closest("ul")?.hidden).toBe(false);
    const pages = await within(menu).findByTestId("mobile-menu-pages");
    expect(within(pages).getByRole("link", { name: "Բոնուսային համակարգ" }).getAttribute("href")).toBe("/page/bonus-system");
    expect(within(pages).getByRole("link", { name: "Վճարման եղանակներ" }).getAttribute("href")).toBe("/page/payment-methods");

    fireEvent.click(within(menu).getByTestId("mobile-menu-close"));
    expect(currentClientState().mobileMenu.open).toBe(false);
    expect(screen.queryByTestId("mobile-menu")).toBeNull();
  });

  it("closes when a link is followed and on Escape", async () => {
    headerApi();
    const { router } = renderHeader();
    fireEvent.click(screen.getByTestId("mobile-menu-button"));
    fireEvent.click(within(screen.getByTestId("mobile-menu-links")).getByRole("link", { name: "Զեղչեր" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/shop/saledProducts"));
    await waitFor(() => expect(screen.queryByTestId("mobile-menu")).toBeNull());

    fireEvent.click(screen.getByTestId("mobile-menu-button"));
    expect(screen.getByTestId("mobile-menu")).toBeTruthy();
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(screen.queryByTestId("mobile-menu")).toBeNull();
  });
});
