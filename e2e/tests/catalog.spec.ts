import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api, flatten, noSidewaysOverflow, type Category } from "./helpers";

// Catalogue and discovery journeys against the real server and its seeded demo catalogue. The
// data the journeys expect is read from the API first (crates/api/API.md shapes), so the
// tests follow the seed rather than hard-coding it.

interface Product {
  id: number;
  name: string;
  url_key: string;
  price: string;
  special_price: string | null;
  formatted_price?: string;
  formated_price?: string;
  formatted_special_price?: string;
  formated_special_price?: string;
}
interface Filter {
  code: string;
  swatch_type?: string;
  options: { id: number }[];
}
type ListAnswer = { data: Array<Product | { maxPrice: number } | { minPrice: number }>; total: number };

const productsOf = (answer: ListAnswer) => answer.data.filter((entry): entry is Product => "id" in entry);
const maxPriceOf = (answer: ListAnswer) => Number((answer.data.find((entry) => "maxPrice" in entry) as { maxPrice: number }).maxPrice);

/** What a card shows as the price the shopper pays, as the server (through the core) formats it. */
function shownPrice(product: Product): string {
  const special = product.special_price && product.special_price !== "0.0000";
  return (special ? (product.formatted_special_price ?? product.formated_special_price) : (product.formatted_price ?? product.formated_price)) ?? "";
}

/** Narrow screens keep the filters in a drawer. */
async function openFilters(page: Page) {
  const button = page.getByTestId("open-filters");
  if (await button.isVisible()) {
    await button.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  }
}

async function closeFilters(page: Page) {
  const show = page.getByTestId("show-results");
  if (await show.isVisible()) await show.click();
}

// The home page's rows, top to bottom.
const HOME_POSITIONS = [
  "position_first", "position_second", "position_third", "position_fourth", "position_fifth", "position_sixth",
  "position_seventh", "position_eighth", "position_ninth", "position_tenth", "position_eleventh", "position_twelfth",
  "position_thirteenth",
];

/** The products of each home row the page shows (rows 1 to 3 with any, the others with more than 2). */
async function shownHomeRows(request: APIRequestContext): Promise<Product[][]> {
  const rows = await Promise.all(
    HOME_POSITIONS.map(async (position) => (await api<{ data: Product[] }>(request, `/api/home/products?position=${position}&limit=10&locale=hy&currency=AMD`)).data),
  );
  return rows.filter((products, index) => (index < 3 ? products.length > 0 : products.length > 2));
}

test("home shows the slideshow and the product blocks the core allows", async ({ page, request }, testInfo) => {
  const sliders = await api<Array<{ image_url: string; mobile_image_url?: string }>>(request, "/api/sliders?locale=hy");
  const visible = (await shownHomeRows(request)).length;
  expect(visible, "the demo catalogue fills some home blocks").toBeGreaterThan(0);

  await page.goto("/");
  await expect(page.locator("h1").first()).toHaveText("Բարի գալուստ Շուկա");
  if (sliders.length > 0) {
    const slideshow = page.getByTestId("slideshow");
    await expect(slideshow).toBeVisible();
    await expect(page.getByTestId("slide")).toHaveCount(sliders.length);
    if (sliders.length > 1) await expect(page.getByTestId("slide-dot")).toHaveCount(sliders.length);
    // The picture really loads (served from /storage), not just a broken-image box.
    const image = slideshow.locator("img").first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    if (testInfo.project.name === "mobile" && sliders[0].mobile_image_url) {
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(sliders[0].mobile_image_url);
    }
  }
  await expect(page.getByTestId("home-block")).toHaveCount(visible);
  const firstBlock = page.getByTestId("home-block").first();
  await expect(firstBlock.getByTestId("product-card").first()).toBeVisible();
  await expect(firstBlock.getByTestId("price").first()).toHaveText(/֏$/);
  await noSidewaysOverflow(page);
});

test("every home row is reachable by the keyboard and the browser's find without scrolling first", async ({ page, request }) => {
  const shown = await shownHomeRows(request);
  const earlier = new Set(shown.slice(0, -1).flat().map((product) => product.name));
  const onlyLast = shown[shown.length - 1].find((product) => !earlier.has(product.name));
  expect(onlyLast, "the last home row has a product of its own").toBeDefined();

  await page.goto("/");
  const lastRow = page.getByTestId("home-block").last();
  await expect(page.getByTestId("home-block")).toHaveCount(shown.length);
  // The page is never scrolled: the row renders once the browser is idle. `window.find` is
  // Chromium's find-in-page, as a script can call it.
  await expect.poll(() => page.evaluate((name) => (window as unknown as { find(text: string): boolean }).find(name), onlyLast!.name), { timeout: 10_000 }).toBe(true);
  const link = lastRow.getByRole("link", { name: onlyLast!.name }).first();
  await link.focus();
  await expect(link).toBeFocused();
});

test("a category filters by colour, size and price with the URL following", async ({ page, request }) => {
  const tree = (await api<{ data: Category[] }>(request, "/api/categories?locale=hy")).data;
  let chosen: { category: Category; colour: Filter; size: Filter } | undefined;
  for (const category of flatten(tree)) {
    const filters = (await api<{ data: { filter: Filter[] } }>(request, `/api/category?category_id=${category.id}&locale=hy`)).data.filter;
    const colour = filters.find((filter) => filter.code === "color" && filter.options.length > 0);
    const size = filters.find((filter) => filter.code === "size" && filter.options.length > 0);
    if (colour && size) {
      chosen = { category, colour, size };
      break;
    }
  }
  expect(chosen, "the demo catalogue has a category with colour and size filters").toBeTruthy();
  const { category, colour, size } = chosen!;
  const base = `/api/products?category_id=${category.id}&locale=hy&currency=AMD&limit=24`;

  await page.goto(`/shop/catalog/${category.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
  const all = await api<ListAnswer>(request, base);
  await expect(page.getByTestId("result-count")).toContainText(String(all.total));

  // Colour.
  const red = colour.options[0].id;
  await openFilters(page);
  await page.getByTestId(`filter-option-color-${red}`).click();
  await expect(page).toHaveURL(new RegExp(`\\?filter_color=${red}$`));
  const byColour = await api<ListAnswer>(request, `${base}&color=${red}`);
  await expect(page.getByTestId("result-count")).toContainText(String(byColour.total));

  // Size, on top of the colour.
  const small = size.options[0].id;
  await page.getByTestId(`filter-option-size-${small}`).click();
  await expect(page).toHaveURL(new RegExp(`\\?filter_color=${red}&filter_size=${small}$`));
  const byBoth = await api<ListAnswer>(request, `${base}&color=${red}&size=${small}`);
  await expect(page.getByTestId("result-count")).toContainText(String(byBoth.total));

  // Pressing the chosen colour again clears it.
  await page.getByTestId(`filter-option-color-${red}`).click();
  await expect(page).toHaveURL(new RegExp(`\\?filter_size=${small}$`));
  await page.getByTestId(`filter-option-size-${small}`).click();
  await expect(page).toHaveURL(new RegExp(`/shop/catalog/${category.slug}$`));

  // Price: the slider's top comes down; the URL follows once it rests. The unfiltered list
  // (and with it the slider's range) must have arrived first.
  await expect(page.getByTestId("result-count")).toContainText(String(all.total));
  await expect
    .poll(async () => Number(await page.getByTestId("price-max").getAttribute("max")))
    .toBeGreaterThanOrEqual(Math.floor(maxPriceOf(all)));
  const top = Math.max(1, Math.floor(maxPriceOf(all) / 2));
  await page.getByTestId("price-max").fill(String(top));
  await expect(page).toHaveURL(new RegExp(`\\?filter_price=0%2C${top}$`));
  const byPrice = await api<ListAnswer>(request, `${base}&price=0,${top}`);
  await expect(page.getByTestId("result-count")).toContainText(String(byPrice.total));
  await closeFilters(page);
  if (byPrice.total > 0) await expect(page.getByTestId("product-card").first()).toBeVisible();
  else await expect(page.getByTestId("empty-state")).toBeVisible();

  // The URL is shareable: a fresh visit shows the same list.
  await page.reload();
  await expect(page.getByTestId("result-count")).toContainText(String(byPrice.total));
  await noSidewaysOverflow(page);
});

test("the new collection and the sales list their products", async ({ page, request }) => {
  const fresh = await api<ListAnswer>(request, "/api/products?new=1&locale=hy&currency=AMD&limit=24");
  await page.goto("/shop/newCollection");
  await expect(page.getByTestId("result-count")).toContainText(String(fresh.total));

  const sales = await api<ListAnswer>(request, "/api/z/prods?savings=true&locale=hy&currency=AMD&limit=24");
  await page.goto("/shop/saledProducts");
  await expect(page.getByTestId("result-count")).toContainText(String(sales.total));
  if (sales.total > 0) {
    // Every sale card shows its old price and a discount badge.
    const card = page.getByTestId("product-card").first();
    await expect(card.getByTestId("old-price")).toBeVisible();
    await expect(card.getByTestId("discount-badge")).toHaveText(/^−\d+%$/);
  }
});

test.describe("search", () => {
  async function suggestFor(page: Page, text: string) {
    const input = page.getByTestId("search-input");
    await input.fill(text);
    await expect(page.getByTestId("search-panel")).toBeVisible();
  }

  async function expectFound(page: Page, request: APIRequestContext, text: string) {
    const found = await api<Product[]>(request, `/api/search?search=${encodeURIComponent(text)}&locale=hy&currency=AMD&limit=10`);
    expect(found.length, `the server finds something for "${text}"`).toBeGreaterThan(0);
    await suggestFor(page, text);
    const first = page.getByTestId("search-suggestion").first();
    await expect(first).toContainText(found[0].name);
    await expect(first).toContainText(shownPrice(found[0]));
    await expect.poll(() => first.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByTestId("search-input").press("Enter");
    await expect(page).toHaveURL(new RegExp(`/shop/catalog/search/${encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await expect(page.getByTestId("search-panel")).toBeHidden();
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  }

  test("an Armenian word finds products, suggestions first, then the results page", async ({ page, request }) => {
    const [sample] = productsOf(await api<ListAnswer>(request, "/api/products?locale=hy&currency=AMD&limit=1"));
    const word = sample.name.split(/\s+/).find((part) => [...part].length >= 4) ?? sample.name;
    await page.goto("/");
    await expectFound(page, request, word.toLocaleLowerCase("hy"));
  });

  test("a Latin transliteration finds Armenian names", async ({ page, request }) => {
    await page.goto("/");
    await expectFound(page, request, "hagust");
  });

  test("a misspelled word still finds products", async ({ page, request }) => {
    const [sample] = productsOf(await api<ListAnswer>(request, "/api/products?locale=hy&currency=AMD&limit=1"));
    const word = sample.name.split(/\s+/).find((part) => [...part].length >= 5) ?? sample.name;
    const letters = [...word.toLocaleLowerCase("hy")];
    letters.splice(Math.floor(letters.length / 2), 1);
    await page.goto("/");
    await expectFound(page, request, letters.join(""));
  });

  test("nothing found says so, and the panel closes on Escape and outside clicks", async ({ page }) => {
    await page.goto("/");
    await suggestFor(page, "qqxqqzzv");
    await expect(page.getByTestId("search-status")).toHaveText("Ցավոք, «qqxqqzzv» հարցմամբ ոչինչ չի գտնվել");
    await page.getByTestId("search-input").press("Escape");
    await expect(page.getByTestId("search-panel")).toBeHidden();
    await page.getByTestId("search-input").fill("qqxqqzzw");
    await expect(page.getByTestId("search-panel")).toBeVisible();
    // Outside the box: the first row's title (main as a whole grows while lower rows render).
    await page.getByTestId("home-block").first().getByRole("heading", { level: 2 }).click();
    await expect(page.getByTestId("search-panel")).toBeHidden();

    await page.goto("/shop/catalog/search/qqxqqzzv");
    await expect(page.getByTestId("empty-state")).toBeVisible();
    await page.getByTestId("reset-filters").click();
    await expect(page).toHaveURL(/\/shop\/catalog$/);
  });

  test("Enter with blank text stays put", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("search-input").fill("   ");
    await page.getByTestId("search-input").press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("search-panel")).toBeHidden();
  });
});

test("language and currency switches change the names and prices shown", async ({ page, request }) => {
  const first = (locale: string, currency: string) =>
    api<ListAnswer>(request, `/api/products?locale=${locale}&currency=${currency}&limit=24`).then((answer) => productsOf(answer)[0]);
  const hy = await first("hy", "AMD");
  await page.goto("/shop/catalog");
  const card = page.getByTestId("product-card").first();
  await expect(card.getByRole("link")).toHaveText(hy.name);
  await expect(card.getByTestId("price")).toHaveText(shownPrice(hy));

  await page.getByTestId("currency-select").selectOption("USD");
  await expect(card.getByTestId("price")).toHaveText(shownPrice(await first("hy", "USD")));
  await expect(card.getByTestId("price")).toHaveText(/^\$/);
  await page.getByTestId("currency-select").selectOption("RUB");
  await expect(card.getByTestId("price")).toHaveText(shownPrice(await first("hy", "RUB")));
  await expect(card.getByTestId("price")).toHaveText(/₽$/);

  await Promise.all([page.waitForEvent("load"), page.getByTestId("language-select").selectOption("en")]);
  const en = await first("en", "RUB");
  await expect(page.getByTestId("product-card").first().getByRole("link")).toHaveText(en.name);
  await expect(page.getByTestId("product-card").first().getByTestId("price")).toHaveText(shownPrice(en));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All products");

  await Promise.all([page.waitForEvent("load"), page.getByTestId("language-select").selectOption("ru")]);
  const ru = await first("ru", "RUB");
  await expect(page.getByTestId("product-card").first().getByRole("link")).toHaveText(ru.name);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Все товары");
});
