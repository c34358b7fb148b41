import { expect, test, type Page } from "@playwright/test";
import { noSidewaysOverflow, shellMounted, shot } from "./helpers";

// The storefront's routes (the core's `STOREFRONT_ROUTES`), with sample parameters.
const ROUTES = [
  "/", "/shop/catalog", "/shop/catalog/womens-clothing", "/shop/catalog/search/hagust",
  "/shop/newCollection", "/shop/saledProducts", "/shop/cart", "/checkout",
  "/thanks?id=1&orderID=100000001", "/thanksforMessage", "/thanks-for-registration", "/account/dashboard",
  "/account/profile", "/account/orders", "/account/orders/7", "/account/bonuses", "/account/addresses",
  "/account/addresses/new", "/account/addresses/3", "/account/login", "/account/register", "/forgot/password",
  "/page/bonus-system", "/stores", "/stores/armtools", "/blog", "/blog/spring-sale", "/contact-us",
  "/footer/ContactWithUs.jsx", "/404",
];

test("every storefront route answers with the shell document", async ({ request }) => {
  // A product page exists only for a real product: take one from the catalogue.
  const list = await (await request.get("/api/products?limit=1")).json();
  const product = `/shop/products/${list.data[0].url_key}/-1`;
  for (const route of [...ROUTES, product]) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(await response.text(), route).toContain('<div id="root"');
  }
  for (const missing of ["/definitely/not/a/page", "/shop/products/no-such-product/-1", "/shop/catalog/no-such-category"]) {
    const unknown = await request.get(missing);
    expect(unknown.status(), missing).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
  }
});

test("the server is healthy and says which database it uses", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.ok()).toBeTruthy();
  expect((await response.json()).database).toBe("sqlite");
});

test("/shop leads to the catalogue and unknown paths to the not-found page", async ({ page }) => {
  await page.goto("/shop");
  await expect(page).toHaveURL(/\/shop\/catalog$/);
  await page.goto("/no/such/page");
  await expect(page.getByTestId("not-found")).toBeVisible();
});

test("currency choice reformats prices through the WASM core and survives a reload", async ({ page }) => {
  await page.goto("/");
  // The first product card of the home page: prices come in the chosen currency, the core formats them.
  const price = page.getByTestId("product-card").first().getByTestId("price");
  await expect(price).toHaveText(/^\d{1,3}(,\d{3})* ֏$/);
  await page.getByTestId("currency-select").selectOption("USD");
  await expect(price).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await page.getByTestId("currency-select").selectOption("RUB");
  await expect(price).toHaveText(/^\d{1,3}(,\d{3})* ₽$/);
  await page.reload();
  await expect(price).toHaveText(/₽$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("state") ?? "{}"));
  expect(stored.version).toBe(2);
  expect(stored.currency.code).toBe("RUB");
});

test("language choice reloads the page in the new language and survives a reload", async ({ page }) => {
  await page.goto("/");
  // The home page's heading (visually hidden above the slideshow).
  const heading = page.locator("h1").first();
  await expect(heading).toHaveText("Բարի գալուստ Շուկա");
  await expect(page.locator("html")).toHaveAttribute("lang", "hy");
  await Promise.all([page.waitForEvent("load"), page.getByTestId("language-select").selectOption("en")]);
  await expect(heading).toHaveText("Welcome to Shuka");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await Promise.all([page.waitForEvent("load"), page.getByTestId("language-select").selectOption("ru")]);
  await expect(heading).toHaveText("Добро пожаловать в Шука");
  await page.reload();
  await expect(page.getByText("Понедельник – Воскресенье, 09:00–18:00")).toBeVisible();
});

test("nothing overflows the viewport sideways", async ({ page }) => {
  for (const route of ["/", "/shop/catalog/womens-clothing", "/404"]) {
    await page.goto(route);
    await expect(page.locator("main")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, route).toBeLessThanOrEqual(0);
  }
});

test("no request leaves for a third-party host", async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseURL!).origin && url.protocol.startsWith("http")) foreign.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByTestId("product-card").first().getByTestId("price")).toBeVisible();
  await page.goto("/shop/catalog");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  expect(foreign).toEqual([]);
});

test("where the shell draws the page, the core and the messages are asked for once, with the document", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  const login = await (await page.request.get("/account/login")).text();
  const core = login.match(/<link rel="preload" href="(\/assets\/[^"]+\.wasm)"/)?.[1];
  expect(core, "a page the shell draws preloads the core's WebAssembly").toBeTruthy();
  expect(login).toContain('<link rel="preload" href="/api/translations"');
  await page.goto("/account/login");
  await expect(page.getByTestId("login-page")).toBeVisible();
  // A preload the page could not use (another mode or credentials) would be a second download.
  expect(asked.filter((path) => path === core)).toHaveLength(1);
  expect(asked.filter((path) => path === "/api/translations")).toHaveLength(1);
});

// Over the server's first screen the shell starts once the page has loaded: the pictures on
// screen come first, and the shell still asks for each once.
test("over the server's first screen the core and the messages are asked for once, after the page", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  const home = await (await page.request.get("/")).text();
  expect(home).not.toContain('as="fetch"');
  await page.goto("/");
  await shellMounted(page);
  await expect(page.getByTestId("product-card").first().getByTestId("price")).toHaveText(/֏$/);
  expect(asked.filter((path) => path.endsWith(".wasm"))).toHaveLength(1);
  expect(asked.filter((path) => path === "/api/translations")).toHaveLength(1);
});

/** A navigation inside the open page (as a link does), without loading a new document. */
async function navigateInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

// A page's code file that does not arrive: a flaky phone connection, or a deploy that replaced
// the build while the page was open. The shell stays; the shopper reads what happened in their
// language and can try again; a file missing once (a new version) reloads the page by itself.
test("a page whose script fails to download keeps the shell and offers to try again", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.route(/\/assets\/CartPage-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
  // Twice: the first failure reloads the page (it might be a new version), the second is shown.
  await page.goto("/shop/cart");
  const error = page.getByTestId("route-error");
  await expect(error).toBeVisible({ timeout: 10_000 });
  await expect(error).toContainText("Էջը չհաջողվեց բացել");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByText("Hey developer")).toHaveCount(0);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "shell-route-error");
  // The connection is back: the retry opens the page.
  await page.unroute(/\/assets\/CartPage-[^/]+\.js$/);
  await page.getByRole("button", { name: "Նորից բեռնել էջը" }).click();
  await expect(page.getByTestId("cart-page")).toBeVisible();
});

test("a script a new deploy removed reloads the page once and the page opens", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  // The next version's build no longer has the open page's cart chunk: it answers 404 once.
  let refused = 0;
  await page.route(/\/assets\/CartPage-[^/]+\.js$/, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 404, body: "not found" });
    } else await route.continue();
  });
  const reloaded = page.waitForEvent("load");
  await navigateInPage(page, "/shop/cart");
  await reloaded;
  await expect(page.getByTestId("cart-page")).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  expect(refused).toBe(1);
});
