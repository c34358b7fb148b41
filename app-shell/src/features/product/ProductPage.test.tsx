import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { timings, type CurrencyCode } from "../../core";
import { currentClientState, updateClientState } from "../../core/clientState";
import { calls, failWith, mockApi, renderRoutes, sentBodies, type Handler } from "../../test/api";
import { cartAnswer } from "../../test/cartFixtures";
import { CATEGORIES, products } from "../../test/catalogFixtures";
import { COLOURS, SIZES, dress, dressConfig, shirt } from "../../test/productFixtures";
import { inShell } from "../../test/shell";
import { ProductPage } from "./ProductPage";

const ROUTES = inShell([{ path: "/shop/products/:productSlug/:parentId", element: <ProductPage /> }]);

const currencyOf = (url: URL) => (url.searchParams.get("currency") ?? "AMD") as CurrencyCode;

function productApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    "/api/products/summer-dress": (url) => ({ data: dress(currencyOf(url)) }),
    "/api/product-configurable-config/10": (url) => ({ data: dressConfig(currencyOf(url)) }),
    "/api/products/cotton-shirt": (url) => ({ data: shirt(currencyOf(url)) }),
    "/api/products/attrs/10": () => ({ data: [{ code: "material", label: "Նյութ", value: "Վուշ" }] }),
    "/api/products/attrs/20": () => ({ data: [] }),
    "/api/relation": () => ({ data: products(3, 30) }),
    "/api/categories": () => ({ data: CATEGORIES }),
    ...overrides,
  });
}

/** The server cart's calls: a new token, an empty cart, and adds that answer with the cart. */
function cartApi(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    "/api/checkout/cart/token": () => ({ api_token: "cart-token-1" }),
    "/api/checkout/cart": () => ({ data: null }),
    "/api/checkout/cart/add/10": (_url, { body }) => ({
      message: "ok",
      data: cartAnswer([{ id: 7, productId: 10, name: dress().name, price: 15900, quantity: (body as { quantity: number }).quantity, options: [
        { attribute: "Գույն", attributeId: 1, option: "Կապույտ", optionId: COLOURS.blue },
        { attribute: "Չափս", attributeId: 2, option: "M", optionId: SIZES.m },
      ] }]),
    }),
    "/api/checkout/cart/add/20": () => ({ message: "ok", data: cartAnswer([{ id: 8, productId: 20, name: shirt().name, price: 6900, quantity: 1 }]) }),
    ...overrides,
  };
}

const option = (code: "color" | "size", id: number) => screen.getByTestId(`option-${code}-${id}`);
const mainImage = () => screen.getByTestId("gallery-main-image").getAttribute("src");

beforeEach(() => {
  updateClientState((store) => {
    store.cartEmpty();
    store.setCartToken("");
    store.setCurrency("AMD");
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("product page", () => {
  it("asks for the product and its config in the shopper's language and currency, and shows it", async () => {
    const fetch = productApi();
    renderRoutes(ROUTES, { path: "/shop/products/summer-dress/-1" });
    const name = await screen.findByRole("heading", { level: 1 });
    expect(name.textContent).toBe(dress().name);
    await screen.findByTestId("attribute-pickers");
    expect(Object.fromEntries(calls(fetch, "/api/products/summer-dress")[0].searchParams)).toEqual({ locale: "hy", currency: "AMD" });
    expect(Object.fromEntries(calls(fetch, "/api/product-configurable-config/10")[0].searchParams)).toEqual({ locale: "hy", currency: "AMD" });
    const related = calls(fetch, "/api/relation")[0].searchParams;
    expect([related.get("id"), related.get("relation")]).toEqual(["10", "related_products"]);

    expect(screen.getByTestId("product-price").textContent).toBe("14,900 ֏");
    expect(screen.getByTestId("product-old-price").textContent).toBe("18,900 ֏");
    expect(screen.getByTestId("product-discount").textContent).toBe("−21%");
    expect(screen.getByTestId("product-new")).toBeTruthy();
    expect(screen.getByTestId("product-seller").textContent).toBe("Սևան Սթայլ");
    expect(screen.getByTestId("product-description").innerHTML).toBe("<p>Զգեստը կարված է <strong>վուշից</strong>։</p>");
    expect(within(await screen.findByTestId("product-specs")).getByText("Վուշ")).toBeTruthy();
    expect(within(await screen.findByTestId("related-products")).getAllByTestId("product-card")).toHaveLength(3);
    // Home › Women's clothing › Dresses › the product.
    const crumbs = screen.getByRole("navigation", { name: "Նավիգացիոն ուղի" });
    await waitFor(() => expect(within(crumbs).getByText("Զգեստներ").closest("a")?.getAttribute("href")).toBe("/shop/catalog/dresses"));
    expect(within(crumbs).getByText("Կանացի հագուստ")).toBeTruthy();
    // Every picture once: the product's and each colour's.
    expect(screen.getAllByTestId("gallery-thumb")).toHaveLength(4);
    expect(mainImage()).toBe("/cache/large/products/dress.jpg");
  });

  it("narrows the options as they are chosen, disabling impossible and out-of-stock ones", async () => {
    productApi();
    renderRoutes(ROUTES, { path: "/shop/products/summer-dress/-1" });
    await screen.findByTestId("attribute-pickers");
    // Before any choice every option has a variant in stock.
    for (const id of Object.values(SIZES)) expect(option("size", id).getAttribute("aria-disabled")).toBeNull();
    expect(option("color", COLOURS.black).getAttribute("aria-disabled")).toBeNull();

    fireEvent.click(option("color", COLOURS.red));
    expect(option("color", COLOURS.red).getAttribute("aria-pressed")).toBe("true");
    // Red has no L at all.
    expect(option("size", SIZES.l).getAttribute("aria-disabled")).toBe("true");
    expect(option("size", SIZES.l).dataset.reason).toBe("unavailable");
    expect(option("size", SIZES.l).getAttribute("aria-label")).toBe("L, հասանելի չէ ընտրված համադրությամբ");

    fireEvent.click(option("color", COLOURS.blue));
    // Blue L exists but is out of stock.
    expect(option("size", SIZES.l).getAttribute("aria-disabled")).toBe("true");
    expect(option("size", SIZES.l).dataset.reason).toBe("out_of_stock");
    expect(option("size", SIZES.l).getAttribute("aria-label")).toBe("L, առկա չէ");
    // A disabled option cannot be chosen.
    fireEvent.click(option("size", SIZES.l));
    expect(option("size", SIZES.l).getAttribute("aria-pressed")).toBe("false");

    fireEvent.click(option("size", SIZES.m));
    // Black comes only in L.
    expect(option("color", COLOURS.black).getAttribute("aria-disabled")).toBe("true");
    expect(option("color", COLOURS.red).getAttribute("aria-disabled")).toBeNull();
    expect(screen.getByTestId("picker-size").querySelector("legend")?.textContent).toBe("Չափս՝ M");

    // Pressing the chosen size again clears it.
    fireEvent.click(option("size", SIZES.m));
    expect(option("size", SIZES.m).getAttribute("aria-pressed")).toBe("false");
  });

  it("moves the price, the stock state and the pictures to the chosen variant", async () => {
    productApi();
    renderRoutes(ROUTES, { path: "/shop/products/summer-dress/-1" });
    await screen.findByTestId("attribute-pickers");

    fireEvent.click(option("color", COLOURS.blue));
    // A colour alone already shows its picture; the price waits for a whole variant.
    await waitFor(() => expect(mainImage()).toBe("/cache/large/products/dress-blue.jpg"));
    expect(screen.getByTestId("product-price").textContent).toBe("14,900 ֏");

    fireEvent.click(option("size", SIZES.m));
    expect(screen.getByTestId("product-price").textContent).toBe("15,900 ֏");
    expect(screen.getByTestId("product-old-price").textContent).toBe("19,900 ֏");
    expect(screen.getByTestId("product-discount").textContent).toBe("−20%");
    expect(screen.getByTestId("stock").textContent).toBe("Առկա է");

    // Black L sells at its regular price: no old price, no badge.
    fireEvent.click(option("size", SIZES.m));
    fireEvent.click(option("color", COLOURS.black));
    fireEvent.click(option("size", SIZES.l));
    expect(screen.getByTestId("product-price").textContent).toBe("21,000 ֏");
    expect(screen.queryByTestId("product-old-price")).toBeNull();
    expect(screen.queryByTestId("product-discount")).toBeNull();
    await waitFor(() => expect(mainImage()).toBe("/cache/large/products/dress-black.jpg"));
  });

  it("asks for the missing choices before adding", async () => {
    productApi();
    renderRoutes(ROUTES, { path: "/shop/products/summer-dress/-1" });
    await screen.findByTestId("attribute-pickers");
    const add = screen.getByTestId("add-to-cart");
    expect(add.textContent).toBe("Ընտրեք՝ Գույն, Չափս");
    fireEvent.click(option("color", COLOURS.red));
    expect(add.textContent).toBe("Ընտրեք՝ Չափս");
    fireEvent.click(add);
    expect(screen.getByTestId("picker-hint").textContent).toBe("Խնդրում ենք ընտրել՝ Չափս");
    // Focus goes to the first size that can be chosen.
    expect(document.activeElement).toBe(option("size", SIZES.s));
    expect(currentClientState().cart.items).toHaveLength(0);
  });

  it("posts the chosen variant's options and quantity to the server cart, then says so", async () => {
    // The shopper looks at dollars; the server prices the line itself.
    updateClientState((store) => store.setCurrency("USD"));
    const fetch = productApi(cartApi());
    renderRoutes(ROUTES, { path: "/shop/products/summer-dress/-1" });
    await screen.findByTestId("attribute-pickers");
    expect(screen.getByTestId("product-price").textContent).toBe("$38.59");
    expect(screen.getByTestId("cart-count").textContent).toBe("0");

    fireEvent.click(option("color", COLOURS.blue));
    fireEvent.click(option("size", SIZES.m));
    expect(screen.getByTestId("product-price").textContent).toBe("$41.18");
    fireEvent.click(screen.getByTestId("quantity-increase"));
    fireEvent.click(screen.getByTestId("quantity-increase"));
    expect((screen.getByTestId("quantity-input") as HTMLInputElement).value).toBe("3");
    expect(screen.getByTestId("add-to-cart").textContent).toBe("Ավելացնել զամբյուղ");
    fireEvent.click(screen.getByTestId("add-to-cart"));

    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain(`${dress().name} ապրանքն ավելացվեց զամբյուղ`);
    expect(screen.getByRole("status").contains(toast)).toBe(true);
    // The parent product, the option per attribute and the quantity; never a price.
    expect(sentBodies(fetch, "/api/checkout/cart/add/10")).toEqual([
      { api_token: "cart-token-1", product_id: 10, quantity: 3, attributes: { "1": COLOURS.blue, "2": SIZES.m } },
    ]);
    expect(calls(fetch, "/api/checkout/cart/add/10")[0].searchParams.get("currency")).toBe("USD");
    // The header follows the server's answer (mirrored into the client state by the core).
    expect(screen.getByTestId("cart-count").textContent).toBe("3");
    expect(screen.getByTestId("header-cart").textContent).toContain("Ապրանքներ զամբյուղում՝ 3");
    const [line] = currentClientState().cart.items;
    expect([line.id, line.product.id, line.quantity]).toEqual([7, 10, 3]);
    expect(line.options.map((o) => [o.optionId, o.valueId])).toEqual([[1, COLOURS.blue], [2, SIZES.m]]);
  });

  it("adds a simple product without attributes and closes the notice after the core's toast time", async () => {
    const fetch = productApi(cartApi());
    renderRoutes(ROUTES, { path: "/shop/products/cotton-shirt/-1" });
    await screen.findByRole("heading", { level: 1, name: "Տղամարդու բամբակյա շապիկ" });
    // No description: the page says so rather than leaving a hole.
    expect(screen.getByTestId("product-description-empty").textContent).toBe("Վաճառողը դեռ նկարագրություն չի ավելացրել։");
    expect(screen.queryByTestId("attribute-pickers")).toBeNull();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByTestId("add-to-cart"));
    await screen.findByTestId("toast");
    expect(sentBodies(fetch, "/api/checkout/cart/add/20")).toEqual([{ api_token: "cart-token-1", product_id: 20, quantity: 1 }]);

    await act(async () => vi.advanceTimersByTime(timings().toastClose - 100));
    expect(screen.queryByTestId("toast")).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("shows the alert 'Server Error' with the reason when the cart refuses the product", async () => {
    productApi(
      cartApi({
        "/api/checkout/cart/add/20": () => failWith(400, { error: "Only 2 more can be added", field: "quantity" }),
      }),
    );
    renderRoutes(ROUTES, { path: "/shop/products/cotton-shirt/-1" });
    await screen.findByRole("heading", { level: 1, name: "Տղամարդու բամբակյա շապիկ" });
    fireEvent.click(screen.getByTestId("add-to-cart"));
    const alert = await within(screen.getByTestId("alerts")).findByTestId("toast");
    expect(screen.getByRole("alert").contains(alert)).toBe(true);
    expect(alert.className).toContain("toast--error");
    // The reason, by the field the server names, in the shopper's language.
    expect(alert.textContent).toContain("Սերվերի սխալ։ Պահեստում այդքան քանակ չկա։");
    expect(screen.getByTestId("cart-count").textContent).toBe("0");
    // An error stays until the shopper closes it.
    fireEvent.click(within(alert).getByRole("button", { name: "Փակել ծանուցումը" }));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("shows the not-found page for an unknown product", async () => {
    productApi({ "/api/products/nope": () => new Response(JSON.stringify({ error: "Product not found" }), { status: 404 }) });
    renderRoutes(ROUTES, { path: "/shop/products/nope/-1" });
    expect(await screen.findByTestId("not-found")).toBeTruthy();
  });

  it("offers to try again when the product cannot load", async () => {
    let failing = true;
    const fetch = productApi({
      "/api/products/summer-dress": (url) => (failing ? new Response("{}", { status: 500 }) : { data: dress(currencyOf(url)) }),
    });
    renderRoutes(ROUTES, { path: "/shop/products/summer-dress/-1" });
    expect(screen.getByTestId("product-loading")).toBeTruthy();
    await screen.findByTestId("product-error");
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Կրկին փորձել" }));
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(calls(fetch, "/api/products/summer-dress").length).toBeGreaterThanOrEqual(2);
  });
});
