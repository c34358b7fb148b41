import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { isPhone, shellMounted, shot } from "./helpers";

// The first screen the server draws into the document (crates/api/src/first_screen): what a
// browser without script reads and follows, the language and currency it is drawn in, and the
// boxes the shell keeps when it takes over.

const PRODUCT = "/shop/products/summer-floral-dress/-1";
const POST = "/blog/summer-dress-guide";

/** A shopper's screen like the project's, with script on or off. */
async function screenOf(browser: Browser, testInfo: TestInfo, javaScriptEnabled: boolean): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, javaScriptEnabled });
  return context.newPage();
}

test("without script each key page reads and its links lead on", async ({ browser }, testInfo) => {
  const page = await screenOf(browser, testInfo, false);

  await page.goto("/");
  await expect(page.getByTestId("slideshow")).toBeVisible();
  const firstCard = page.getByTestId("home-block").getByTestId("product-card").first();
  const name = (await firstCard.locator(".product-card__name").textContent())?.trim() ?? "";
  await firstCard.locator(".product-card__link").click();
  await expect(page.getByTestId("product-name")).toHaveText(name);

  await page.goto("/shop/catalog");
  await expect(page.getByTestId("product-card")).toHaveCount(24);
  await page.getByTestId("pagination").locator("a.pagination__page", { hasText: /^2$/ }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByTestId("pagination").locator('[aria-current="page"]')).toHaveText("2");

  await page.goto("/shop/catalog/womens-clothing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Կանացի հագուստ");
  const total = Number((await page.getByTestId("result-count").textContent())?.match(/\d+/)?.[0]);
  // On a phone the filters are in a drawer, which a link opens without script.
  if (isPhone(testInfo)) await page.getByTestId("open-filters").click();
  const colour = page.locator('[data-testid^="filter-option-color-"]').first();
  await colour.click();
  await expect(page).toHaveURL(/filter_color=\d+/);
  const filtered = Number((await page.getByTestId("result-count").textContent())?.match(/\d+/)?.[0]);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  await expect(page.locator(".filter-option.is-selected")).toHaveCount(1);

  await page.goto(PRODUCT);
  await expect(page.getByTestId("product-name")).toHaveText("Ամառային ծաղկավոր զգեստ");
  await expect(page.getByTestId("product-price")).toContainText("֏");
  await expect(page.getByTestId("gallery-main-image")).toBeVisible();
  await page.locator(".breadcrumbs").getByRole("link", { name: "Զգեստներ" }).click();
  await expect(page).toHaveURL(/\/shop\/catalog\/dresses$/);
  await expect(page.getByTestId("product-card").first()).toBeVisible();

  await page.goto(POST);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ինչպես ընտրել ամառային զգեստ");
  await expect(page.getByTestId("blog-content")).not.toBeEmpty();
  await page.locator(".header__logo").click();
  await expect(page.getByTestId("home")).toBeVisible();
  await page.context().close();
});

test("the language and currency a shopper chose are the ones the server draws next time", async ({ browser }, testInfo) => {
  const page = await screenOf(browser, testInfo, true);
  await page.goto("/shop/catalog");
  await shellMounted(page);
  await Promise.all([page.waitForEvent("load"), page.getByTestId("language-select").selectOption("en")]);
  await shellMounted(page);
  await page.getByTestId("currency-select").selectOption("USD");
  await expect(page.getByTestId("price").first()).toContainText("$");

  // The next visit, before (and without) any script: the server draws it in English and dollars.
  const cookies = await page.context().cookies();
  const next = await screenOf(browser, testInfo, false);
  await next.context().addCookies(cookies);
  await next.goto("/shop/catalog/womens-clothing");
  await expect(next.locator("html")).toHaveAttribute("lang", "en");
  await expect(next.getByRole("heading", { level: 1 })).toHaveText("Women's clothing");
  await expect(next.getByTestId("price").first()).toContainText("$");
  await expect(next.getByTestId("currency-select")).toHaveValue("USD");
  await page.context().close();
  await next.context().close();
});

/** The main elements of each page whose boxes the shell must keep. */
const PAGES: [string, string[]][] = [
  ["/", [".header", ".slideshow", ".product-block__title", ".carousel__item:first-child .product-card"]],
  ["/shop/catalog", [".header", ".breadcrumbs", ".listing__title", ".product-grid__item:first-child .product-card", ".product-grid__item:nth-child(4) .product-card"]],
  ["/shop/catalog/womens-clothing", [".header", ".listing__title", ".listing__toolbar", ".product-grid__item:first-child .product-card"]],
  [PRODUCT, [".header", ".breadcrumbs", '[data-testid="gallery-main-image"]', ".product__name", ".product__prices", '[data-testid="add-to-cart"]']],
  [POST, [".header", ".post__title", ".post__image", '[data-testid="blog-content"]']],
];

type Box = { x: number; y: number; width: number; height: number } | null;

async function boxes(page: Page, selectors: string[]): Promise<Box[]> {
  await page.evaluate(() => document.fonts.ready);
  return Promise.all(selectors.map((selector) => page.locator(selector).first().boundingBox()));
}

test("the shell's render keeps the boxes of the server's first screen", async ({ browser }, testInfo) => {
  const drawn = await screenOf(browser, testInfo, false);
  const mounted = await screenOf(browser, testInfo, true);
  for (const [path, selectors] of PAGES) {
    await drawn.goto(path);
    const before = await boxes(drawn, selectors);
    await shot(drawn, testInfo, `first-screen-${path.replace(/\W+/g, "-")}-server`);
    await mounted.goto(path);
    await shellMounted(mounted);
    const after = await boxes(mounted, selectors);
    await shot(mounted, testInfo, `first-screen-${path.replace(/\W+/g, "-")}-shell`);
    selectors.forEach((selector, index) => {
      const [server, shell] = [before[index], after[index]];
      expect(server, `${path} ${selector} drawn by the server`).not.toBeNull();
      expect(shell, `${path} ${selector} rendered by the shell`).not.toBeNull();
      for (const side of ["x", "y", "width", "height"] as const) {
        expect(Math.abs(server![side] - shell![side]), `${path} ${selector} ${side}: server ${server![side]}, shell ${shell![side]}`).toBeLessThanOrEqual(2);
      }
    });
  }
  await drawn.context().close();
  await mounted.context().close();
});
