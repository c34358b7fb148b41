import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";

// What the cart, checkout and payment journeys share: which demo products to buy (read from the
// API, so the journeys follow the seed), putting them in the cart, filling the billing form,
// reading back the order the shell placed, and the shop operator's commands.

export interface Product {
  id: number;
  type: string;
  name: string;
  url_key: string;
  in_stock?: boolean;
  qty?: number | null;
}

interface Attribute {
  id: number;
  code: string;
  options: { id: number; label?: string | null; admin_name?: string | null }[];
}

interface Variant {
  id: number;
  qty?: number | null;
  in_stock?: boolean;
}

/** A configurable product and the variant to buy: the option to press for each attribute. */
/** A category as `/api/categories` answers it, its subcategories under it. */
export interface Category {
  id: number;
  slug: string;
  name: string;
  product_count?: number;
  children?: Category[];
}

/** The category tree in order, each category before its subcategories. */
export function flatten(categories: Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.children ?? [])]);
}

export interface VariantChoice {
  product: Product;
  variantId: number;
  /** In the page's order: colour swatches first, then size chips. */
  options: { code: string; optionId: number; label: string }[];
}

export interface Order {
  increment_id: string;
  status: string;
  paid: boolean;
  payment_method: string;
  grand_total: string;
  formated_grand_total: string;
  items: { name: string; qty_ordered: number }[];
}

/** Each run of both projects takes a few pieces; the journeys buy only what has plenty left, so
 * repeated runs on one database do not run out. */
export const MIN_STOCK = 5;

export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

async function catalogue(request: APIRequestContext): Promise<Product[]> {
  const answer = await api<{ data: Array<Product | { maxPrice: number }> }>(request, "/api/products?locale=hy&currency=AMD&limit=100");
  return answer.data.filter((entry): entry is Product => "id" in entry);
}

/** Simple products in stock, the best stocked first. */
export async function stockedSimpleProducts(request: APIRequestContext): Promise<Product[]> {
  const products = (await catalogue(request)).filter(
    (product) => product.type !== "configurable" && product.in_stock !== false && (product.qty ?? 0) >= MIN_STOCK,
  );
  products.sort((a, b) => (b.qty ?? 0) - (a.qty ?? 0));
  expect(products.length, "the demo catalogue has a well-stocked simple product").toBeGreaterThan(0);
  return products;
}

export async function stockedSimpleProduct(request: APIRequestContext): Promise<Product> {
  return (await stockedSimpleProducts(request))[0];
}

/** The best-stocked variant of any configurable product, with the options that choose it. */
export async function stockedVariant(request: APIRequestContext): Promise<VariantChoice> {
  let best: { product: Product; variant: Variant } | undefined;
  for (const product of (await catalogue(request)).filter((candidate) => candidate.type === "configurable" && candidate.in_stock !== false)) {
    const answer = await api<{ data: Variant[] }>(request, `/api/products/variants/${product.id}?locale=hy&currency=AMD`);
    for (const variant of answer.data) {
      if (variant.in_stock === false || (variant.qty ?? 0) < MIN_STOCK) continue;
      if (!best || (variant.qty ?? 0) > (best.variant.qty ?? 0)) best = { product, variant };
    }
  }
  expect(best, "the demo catalogue has a well-stocked variant of a configurable product").toBeTruthy();
  const { product, variant } = best!;
  const config = (
    await api<{ data: { attributes: Attribute[]; index: Record<string, Record<string, number>> } }>(
      request,
      `/api/product-configurable-config/${product.id}?locale=hy&currency=AMD`,
    )
  ).data;
  const combo = config.index[String(variant.id)];
  expect(combo, `variant ${variant.id} is in the configuration of ${product.url_key}`).toBeTruthy();
  const options = config.attributes.map((attribute) => {
    const optionId = combo[String(attribute.id)];
    const option = attribute.options.find((candidate) => candidate.id === optionId);
    return { code: attribute.code, optionId, label: option?.label ?? option?.admin_name ?? "" };
  });
  return { product, variantId: variant.id, options };
}

/** What the product page says once a product is in the cart. */
export const addedToast = (name: string) => `${name} ապրանքն ավելացվեց զամբյուղ`;

/** One piece of a simple product into the cart from its page; `count` is the badge after it. */
export async function addSimpleToCart(page: Page, product: Product, count: number) {
  await page.goto(`/shop/products/${product.url_key}/-1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText(addedToast(product.name));
  await expect(page.getByTestId("cart-count")).toHaveText(String(count));
}

/** One piece of the chosen variant: each option pressed on the product page, then added. */
export async function addVariantToCart(page: Page, choice: VariantChoice, count: number) {
  await page.goto(`/shop/products/${choice.product.url_key}/-1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(choice.product.name);
  await expect(page.getByTestId("add-to-cart")).toHaveText(/^Ընտրեք՝ /);
  for (const option of choice.options) {
    const button = page.getByTestId(`option-${option.code}-${option.optionId}`);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByTestId("add-to-cart")).toHaveText("Ավելացնել զամբյուղ");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText(addedToast(choice.product.name));
  await expect(page.getByTestId("cart-count")).toHaveText(String(count));
}

export interface Billing {
  full_name: string;
  email: string;
  street: string;
  phone: string;
}

export const BILLING: Billing = {
  full_name: "Անի Սարգսյան",
  email: "ani@example.am",
  street: "Աբովյան 1, բն. 5",
  phone: "+374 91 123456",
};

/** The billing form filled in (any field overridden) and the terms accepted. */
export async function fillBilling(page: Page, overrides: Partial<Billing> = {}) {
  const billing = { ...BILLING, ...overrides };
  for (const [name, value] of Object.entries(billing)) await page.getByTestId(`field-${name}`).fill(value);
  await page.getByTestId("terms").check();
}

/** Opens the checkout of the page's cart and waits until its methods are offered. */
export async function openCheckout(page: Page) {
  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-form")).toBeVisible();
  await expect(page.getByTestId("shipping-flatrate").getByRole("radio")).toBeChecked();
  await expect(page.getByTestId("payment-methods").getByRole("radio").first()).toBeVisible();
}

/** The cart token the shell keeps in local storage (the WASM store's `state`). Read it before the
 * order is placed: the shell forgets it then, and the order answers only to it. */
export async function cartToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("state") ?? "{}").cartToken as string);
  expect(token, "the shell stored a cart token").toBeTruthy();
  return token;
}

/** The order as the API shows it to the cart that placed it. */
export async function orderOf(request: APIRequestContext, number: string, token: string): Promise<Order> {
  return (await api<{ data: Order }>(request, `/api/orders/${number}?api_token=${encodeURIComponent(token)}&locale=hy&currency=AMD`)).data;
}

/** The order number of the thanks page the browser is on. */
export function thanksOrderNumber(page: Page): string {
  const number = new URL(page.url()).searchParams.get("orderID");
  expect(number, "the thanks page names the order").toMatch(/^\d+$/);
  return number!;
}

export async function noSidewaysOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "mobile";

/** The footer's link names as shown, the accordion opened on phones. */
export async function footerLinks(page: Page, testInfo: TestInfo): Promise<[string[], string[]]> {
  const columns: [string[], string[]] = [[], []];
  for (const [index, id] of ["footer-column-1", "footer-column-2"].entries()) {
    const column = page.getByTestId(id);
    if (isPhone(testInfo)) {
      const toggle = page.getByTestId(`${id}-toggle`);
      if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
    }
    await expect(column.getByTestId("footer-link").first()).toBeVisible();
    columns[index] = await column.getByTestId("footer-link").allTextContents();
  }
  return columns;
}

/** The header's CMS page links: the nav bar on wide screens, the slide-in menu on phones. */
export async function headerPageLinks(page: Page, testInfo: TestInfo): Promise<string[]> {
  if (isPhone(testInfo)) {
    await page.getByTestId("mobile-menu-button").click();
    const pages = page.getByTestId("mobile-menu-pages");
    await expect(pages).toBeVisible();
    const names = await pages.locator(":scope > li > a").allTextContents();
    await page.getByTestId("mobile-menu-close").click();
    return names;
  }
  const nav = page.getByTestId("main-nav");
  await expect(nav.getByTestId("header-menu-link").first()).toBeVisible();
  // In the bar's order: plain links and the entries that open sub-pages (not the departments).
  return nav.locator(".header__nav-inner > a[data-testid=header-menu-link], .header__nav-inner > .nav-dropdown:not(.nav-dropdown--wide) > button").allTextContents();
}

/** A demo staff member without a second factor signs in to the back office; its dashboard opens. */
export async function signInToBackOffice(page: Page, staff: { email: string; password: string }) {
  await page.goto("/admin/sign-in");
  await page.locator('input[name="email"]').fill(staff.email);
  await page.locator('input[name="password"]').fill(staff.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Once the shell has taken over the first screen the server drew (the catalogue's pages): what
 * is done to the server's markup before (a scroll of the gallery) is gone with it.
 */
export async function shellMounted(page: Page) {
  await expect(page.locator("#root:not([data-first-screen])")).toHaveCount(1, { timeout: 10_000 });
}

/** A shopper of the same screen as the test's project, in a context of their own. */
export async function shopperLike(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  return (await browser.newContext({ baseURL, viewport, isMobile, hasTouch })).newPage();
}

/** With SHOTS_DIR set (e.g. /tmp/shots), a full-page picture named after the project, to look at. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // From the top, so the sticky header is not drawn over the middle of the picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

// Run by hand, Playwright lacks the operator's commands: the journeys that need them fail with this.
const NO_OPERATOR =
  "SERVER_BINARY and SERVER_DATA_DIR are not set (Playwright run by hand): the operator's steps need `cargo xtask test e2e`";

/**
 * One operator command of the real server binary (`storefront-server orders complete 100001`,
 * `outbox ani@example.am` …) against the data directory of the server under test; its output.
 */
export function operator(...args: string[]): string {
  const binary = process.env.SERVER_BINARY;
  const dataDir = process.env.SERVER_DATA_DIR;
  if (!binary || !dataDir) throw new Error(NO_OPERATOR);
  // The server under test runs on SQLite in its data directory, whatever this shell's DATABASE_URL says.
  const { DATABASE_URL: _elsewhere, ...env } = process.env;
  return execFileSync(binary, args, { env: { ...env, DATA_DIR: dataDir, RUST_LOG: "warn" }, encoding: "utf8", timeout: 60_000 });
}

/** The operator completes an order; answers the bonuses its customer earned, in drams. */
export function completeOrder(number: string): number {
  const output = operator("orders", "complete", number);
  const earned = /bonuses earned: (\d+)/.exec(output);
  expect(earned, `the operator's report: ${output}`).toBeTruthy();
  return Number(earned![1]);
}

/** The password reset link of the newest reset mail to this address, as a path with its query. */
export function passwordResetLink(email: string): string {
  const output = operator("outbox", email);
  // Newest first: the first link is the one just asked for.
  const link = /\S*\/forgot\/password\/reset\?token=[0-9a-f]{64}/.exec(output)?.[0];
  expect(link, `a reset link in the mail to ${email}: ${output}`).toBeTruthy();
  const url = new URL(link!, "http://shop.invalid");
  return `${url.pathname}${url.search}`;
}

/** The number a displayed price stands for (`"30,025 ֏"` → 30025), to compare totals. */
export function shownNumber(text: string | null): number {
  return Number((text ?? "").replace(/[^\d.-]/g, ""));
}

/** axe-core's serious and critical violations of the page as it is now (WCAG 2.1 A and AA). */
export async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 5).join(", ")}`);
}
