import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api, noSidewaysOverflow, shellMounted, shot } from "./helpers";

// Product page journeys against the real server and its seeded demo catalogue. Which products,
// variants and prices the journeys use is read from the API first (crates/api/API.md shapes),
// so the tests follow the seed rather than hard-coding it.

interface Image {
  small_image_url?: string;
  large_image_url?: string;
}
interface Product {
  id: number;
  type: string;
  name: string;
  url_key: string;
  price: string;
  special_price: string | null;
  in_stock?: boolean;
  qty: number;
  images?: Image[];
  formatted_price?: string;
  formatted_special_price?: string;
}
interface ConfigPrice {
  price: string;
  formatted_price: string;
}
interface Config {
  attributes: { id: number; code: string; options: { id: number }[] }[];
  index: Record<string, Record<string, number>>;
  variant_prices: Record<string, { regular_price: ConfigPrice; final_price: ConfigPrice }>;
  variant_images: Record<string, Image[]>;
  out_of_stock: number[];
}
type ListAnswer = { data: Array<Product | { maxPrice: number } | { minPrice: number }>; total: number };

const productsOf = (answer: ListAnswer) => answer.data.filter((entry): entry is Product => "id" in entry);

/** What the page shows as the price the shopper pays, as the server (through the core) formats it. */
function shownPrice(product: Product): string {
  const special = product.special_price && product.special_price !== "0.0000";
  return (special ? product.formatted_special_price : product.formatted_price) ?? "";
}

async function catalogue(request: APIRequestContext): Promise<Product[]> {
  return productsOf(await api<ListAnswer>(request, "/api/products?locale=hy&currency=AMD&limit=100"));
}

/** The client cart as the WASM store keeps it in local storage: the core's mirror of the server
 * cart (for the header badge). */
async function storedCart(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem("state") ?? "{}").cart as {
    quantity: number;
    items: { product: { id: number; name: string }; price: { minor: number; currency: string }; quantity: number; options: unknown[] }[];
  });
}

interface ServerCartItem {
  product_id: number;
  child_id: number | null;
  quantity: number;
  price: string;
  total: string;
  additional: { attributes: unknown[] } | null;
}

/** The server's cart of the page's cart token, priced in drams. */
async function serverCart(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("state") ?? "{}").cartToken as string);
  expect(token, "the shell stored a cart token").toBeTruthy();
  return (await api<{ data: { items: ServerCartItem[] } }>(request, `/api/checkout/cart?api_token=${token}&currency=AMD`)).data;
}

/** A configurable product with pictures (products other journeys make may have none). */
async function pictured(request: APIRequestContext): Promise<Product> {
  const found = (await catalogue(request)).find((candidate) => candidate.type === "configurable" && (candidate.images?.length ?? 0) > 0);
  expect(found, "the catalogue has a configurable product with pictures").toBeTruthy();
  return found!;
}

/** A configurable product with an out-of-stock variant, and an in-stock variant whose price and
 * picture differ from what the page shows before any choice. */
async function configurableWithChoices(request: APIRequestContext) {
  for (const product of (await catalogue(request)).filter((candidate) => candidate.type === "configurable")) {
    const config = (await api<{ data: Config }>(request, `/api/product-configurable-config/${product.id}?locale=hy&currency=AMD`)).data;
    const [first, second] = config.attributes;
    if (!first || !second || config.out_of_stock.length === 0) continue;
    const soldOut = String(config.out_of_stock[0]);
    const combo = config.index[soldOut];
    // Once the sold-out variant's second option is chosen, its first option must have no
    // variant in stock left.
    const stillBuyable = Object.entries(config.index).some(
      ([id, other]) => other[first.id] === combo[first.id] && other[second.id] === combo[second.id] && !config.out_of_stock.includes(Number(id)),
    );
    if (stillBuyable) continue;
    const firstImage = product.images?.[0]?.large_image_url;
    const chosen = Object.keys(config.index).find(
      (id) =>
        !config.out_of_stock.includes(Number(id)) &&
        config.variant_prices[id].final_price.formatted_price !== shownPrice(product) &&
        config.variant_images[id]?.[0]?.large_image_url !== firstImage,
    );
    if (!chosen) continue;
    return { product, config, first, second, soldOut: { id: soldOut, combo }, chosen: { id: chosen, combo: config.index[chosen] } };
  }
  throw new Error("the demo catalogue has no configurable product with an out-of-stock variant and a differently priced one");
}

test("a configurable product follows the chosen variant and goes into the server cart", async ({ page, request }) => {
  const { product, config, first, second, soldOut, chosen } = await configurableWithChoices(request);
  const option = (attribute: { id: number; code: string }, combo: Record<string, number>) =>
    page.getByTestId(`option-${attribute.code}-${combo[attribute.id]}`);

  await page.goto(`/shop/products/${product.url_key}/-1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await expect(page.getByTestId("product-price")).toHaveText(shownPrice(product));
  const before = await page.getByTestId("gallery-main-image").getAttribute("src");
  await expect(page.getByTestId("add-to-cart")).toHaveText(/^Ընտրեք՝ /);

  // An out-of-stock combination cannot be chosen.
  await option(second, soldOut.combo).click();
  await expect(option(second, soldOut.combo)).toHaveAttribute("aria-pressed", "true");
  await expect(option(first, soldOut.combo)).toHaveAttribute("aria-disabled", "true");
  await option(first, soldOut.combo).click({ force: true });
  await expect(option(first, soldOut.combo)).toHaveAttribute("aria-pressed", "false");
  await option(second, soldOut.combo).click();
  await expect(option(second, soldOut.combo)).toHaveAttribute("aria-pressed", "false");

  // Choosing a variant moves the price and the picture.
  await option(first, chosen.combo).click();
  await option(second, chosen.combo).click();
  const prices = config.variant_prices[chosen.id];
  await expect(page.getByTestId("product-price")).toHaveText(prices.final_price.formatted_price);
  const picture = config.variant_images[chosen.id][0].large_image_url!;
  await expect(page.getByTestId("gallery-main-image")).toHaveAttribute("src", picture);
  expect(picture).not.toBe(before);
  await expect.poll(() => page.getByTestId("gallery-main-image").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Two of them.
  await page.getByTestId("quantity-increase").click();
  await expect(page.getByTestId("quantity-input")).toHaveValue("2");
  await expect(page.getByTestId("add-to-cart")).toHaveText("Ավելացնել զամբյուղ");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText(`${product.name} ապրանքն ավելացվեց զամբյուղ`);
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  // The server's cart holds the chosen variant at its price in drams; the stored copy mirrors it.
  const server = await serverCart(page, request);
  expect(server.items).toHaveLength(1);
  expect([server.items[0].product_id, server.items[0].child_id, server.items[0].quantity]).toEqual([product.id, Number(chosen.id), 2]);
  expect(server.items[0].additional?.attributes).toHaveLength(2);
  expect(Number(server.items[0].price)).toBe(Number(prices.final_price.price));
  const cart = await storedCart(page);
  expect(cart.items).toHaveLength(1);
  expect([cart.items[0].product.id, cart.items[0].quantity, cart.items[0].options.length]).toEqual([product.id, 2, 2]);
  await noSidewaysOverflow(page);
});

test("a simple product goes into the server cart at its drams price, whatever the shown currency", async ({ page, request }) => {
  const simple = (await catalogue(request)).find((product) => product.type !== "configurable" && product.in_stock !== false);
  expect(simple, "the demo catalogue has a simple product in stock").toBeTruthy();
  await page.goto(`/shop/products/${simple!.url_key}/-1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(simple!.name);
  await page.getByTestId("currency-select").selectOption("USD");
  await expect(page.getByTestId("product-price")).toHaveText(/^\$/);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText(simple!.name);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // Whatever the shown currency, the server prices the line itself, in drams.
  const paid = simple!.special_price && simple!.special_price !== "0.0000" ? simple!.special_price : simple!.price;
  const server = await serverCart(page, request);
  expect([server.items[0].product_id, server.items[0].quantity, Number(server.items[0].price)]).toEqual([simple!.id, 1, Number(paid)]);
  // The stored copy keeps the cart as answered, in the shown currency.
  const cart = await storedCart(page);
  expect([cart.items[0].product.id, cart.items[0].price.currency]).toEqual([simple!.id, "USD"]);
  await expect(page.getByTestId("product-description").or(page.getByTestId("product-description-empty"))).toBeVisible();
  await noSidewaysOverflow(page);
});

test("the quantity stops at the stock the page knows and says how many are left; in dollars the checkout says the charge in drams", async ({ page, request }, testInfo) => {
  const simple = (await catalogue(request)).find((product) => product.type !== "configurable" && product.in_stock !== false && product.qty > 1);
  expect(simple, "the demo catalogue has a simple product with more than one in stock").toBeTruthy();
  await page.goto(`/shop/products/${simple!.url_key}/-1`);
  const input = page.getByTestId("quantity-input");
  await input.fill("9999");
  await expect(input).toHaveValue(String(simple!.qty));
  await expect(page.getByTestId("quantity-left")).toHaveText(`Մնացել է ընդամենը ${simple!.qty} հատ`);
  await expect(page.getByTestId("quantity-increase")).toBeDisabled();
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "product-stock-reached");
  await input.fill("1");
  await page.getByTestId("currency-select").selectOption("USD");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  const server = await serverCart(page, request);
  await page.goto("/checkout");
  const notice = page.getByTestId("charge-in-drams");
  // The line's drams plus the courier's 25 ֏, as the bank will charge them.
  const drams = Math.round(Number(server.items[0].total)) + 25;
  await expect(notice).toContainText(`${drams.toLocaleString("en-US")} ֏`);
  await expect(notice).toContainText("USD");
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "checkout-charge-in-drams");
});

test("language and currency switches change the name and price on the product page", async ({ page, request }) => {
  const product = await pictured(request);
  const answer = async (locale: string, currency: string) =>
    (await api<{ data: Product }>(request, `/api/products/${product.url_key}?locale=${locale}&currency=${currency}`)).data;

  await page.goto(`/shop/products/${product.url_key}/-1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await expect(page.getByTestId("product-price")).toHaveText(shownPrice(product));

  await page.getByTestId("currency-select").selectOption("USD");
  await expect(page.getByTestId("product-price")).toHaveText(shownPrice(await answer("hy", "USD")));
  await page.getByTestId("currency-select").selectOption("RUB");
  await expect(page.getByTestId("product-price")).toHaveText(shownPrice(await answer("hy", "RUB")));

  await Promise.all([page.waitForEvent("load"), page.getByTestId("language-select").selectOption("en")]);
  const en = await answer("en", "RUB");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.name);
  await expect(page.getByTestId("product-price")).toHaveText(shownPrice(en));
  await expect(page.getByTestId("add-to-cart")).toHaveText(/^Choose: /);

  await Promise.all([page.waitForEvent("load"), page.getByTestId("language-select").selectOption("ru")]);
  const ru = await answer("ru", "RUB");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ru.name);
  await expect(page.getByTestId("add-to-cart")).toHaveText(/^Выберите: /);
});

test("the gallery takes the keyboard, and swipes sideways on phones", async ({ page, request }, testInfo) => {
  const product = await pictured(request);
  await page.goto(`/shop/products/${product.url_key}/-1`);
  await shellMounted(page);
  const thumbs = page.getByTestId("gallery-thumb");
  await expect(thumbs.first()).toHaveAttribute("aria-current", "true");
  expect(await thumbs.count()).toBeGreaterThan(1);
  const second = await thumbs.nth(1).evaluate((button) => button.querySelector("img")!.getAttribute("src")!.replace("/cache/small/", "/cache/large/"));

  if (testInfo.project.name === "mobile") {
    // A swipe is a sideways scroll of the snapping track.
    await page.locator(".gallery__track").evaluate((track) => track.scrollTo({ left: track.clientWidth, behavior: "instant" }));
  } else {
    await thumbs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(thumbs.nth(1)).toBeFocused();
  }
  await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("gallery-main-image")).toHaveAttribute("src", second);
  await noSidewaysOverflow(page);
});

test("an unknown product shows the not-found page", async ({ page }) => {
  await page.goto("/shop/products/no-such-product-here/-1");
  await expect(page.getByTestId("not-found")).toBeVisible();
});
