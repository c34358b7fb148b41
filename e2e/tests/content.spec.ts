import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { api, footerLinks, headerPageLinks, isPhone, noSidewaysOverflow, shot } from "./helpers";

// The shop's frame and content (issue 6): menus and footer from the server in the shopper's
// language, the mobile menu, CMS pages, the blog, the stores, the contact form, the newsletter,
// and no third-party request unless the shop configures one. Run at 1280 px and 375 px.

interface MenuItem {
  id: number;
  name: string;
  type: string;
  childs: MenuItem[];
  links: { first: string };
}

interface Post {
  url_key: string;
  title: string;
}

interface StoreProducts {
  data: { id: number; name: string }[];
  total: number;
  last_page: number;
}


async function menus(page: Page, locale: string): Promise<{ header: MenuItem[]; footer: MenuItem[] }> {
  const answer = await api<{ data: MenuItem[] }>(page.request, `/api/cms/menus?locale=${locale}`);
  return { header: answer.data.filter((item) => item.type === "header"), footer: answer.data.filter((item) => item.type === "footer") };
}

test("menus and footer come from the server and change with the language", async ({ page }, testInfo) => {
  for (const locale of ["hy", "en"]) {
    if (locale === "en") {
      await Promise.all([page.waitForEvent("load"), page.getByTestId("language-select").selectOption("en")]);
    } else {
      await page.goto("/");
    }
    const expected = await menus(page, locale);
    expect(expected.footer.length, "the demo has more than 5 footer links").toBeGreaterThan(5);
    // The header: the server's header-type items, in their order.
    expect(await headerPageLinks(page, testInfo)).toEqual(expected.header.map((item) => item.name).filter((name) => name));
    // The footer: the first 5 footer links in the first column, the rest in the second.
    const [first, second] = await footerLinks(page, testInfo);
    const names = expected.footer.map((item) => item.name);
    expect(first).toEqual(names.slice(0, 5));
    expect(second.slice(0, names.length - 5)).toEqual(names.slice(5));
    // The contacts and opening hours are translated text.
    await expect(page.getByTestId("footer-hours")).toHaveText(locale === "hy" ? "Երկուշաբթի – Կիրակի, 09:00–18:00" : "Monday to Sunday, 09:00-18:00");
    await expect(page.getByTestId("social-link").first()).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByTestId("payment-logos").getByRole("img", { name: "Idram" })).toBeVisible();
  }
  await noSidewaysOverflow(page);
});

test("the departments dropdown (wide screens) or the mobile menu (phones) opens and closes", async ({ page }, testInfo) => {
  await page.goto("/");
  if (!isPhone(testInfo)) {
    await expect(page.getByTestId("mobile-menu-button")).toBeHidden();
    const button = page.getByTestId("departments-button");
    await button.click();
    const panel = page.getByTestId("departments-panel");
    await expect(panel).toBeVisible();
    const departments = panel.getByTestId("department").locator(":scope > a");
    await expect(departments.first()).toHaveText("Կանացի հագուստ");
    await expect(departments.nth(1)).toHaveText("Տղամարդու հագուստ");
    await shot(page, testInfo, "content-departments");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await button.click();
    await departments.first().click();
    await expect(page).toHaveURL(/\/shop\/catalog\/womens-clothing$/);
    await expect(panel).toBeHidden();
    return;
  }
  await expect(page.getByTestId("main-nav")).toBeHidden();
  const button = page.getByTestId("mobile-menu-button");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  const menu = page.getByTestId("mobile-menu");
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  // The category tree, its departments opening their sub-categories.
  const categories = menu.getByTestId("mobile-menu-categories");
  await expect(categories.getByRole("link", { name: "Կանացի հագուստ" })).toBeVisible();
  await categories.getByRole("button", { name: /Կանացի հագուստ/ }).click();
  await expect(categories.getByRole("link", { name: "Զգեստներ", exact: true })).toBeVisible();
  await shot(page, testInfo, "content-mobile-menu");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("state") ?? "{}").mobileMenu.open)).toBe(true);
  await menu.getByTestId("mobile-menu-close").click();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("state") ?? "{}").mobileMenu.open)).toBe(false);
  // The backdrop closes it too, and so does following a link.
  await button.click();
  await page.getByTestId("mobile-menu-backdrop").click({ position: { x: 360, y: 400 } });
  await expect(menu).toBeHidden();
  await button.click();
  await menu.getByTestId("mobile-menu-links").getByRole("link", { name: "Բլոգ" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(menu).toBeHidden();
  await noSidewaysOverflow(page);
});

test("a CMS page from a footer link, the privacy page's breadcrumb, the terms page by id, and an unknown page going home", async ({ page }, testInfo) => {
  await page.goto("/");
  const { footer } = await menus(page, "hy");
  const about = footer[0];
  if (isPhone(testInfo)) await page.getByTestId("footer-column-1-toggle").click();
  await page.getByTestId("footer-column-1").getByRole("link", { name: about.name }).click();
  await expect(page).toHaveURL(new RegExp(`${about.links.first}$`));
  const cms = page.getByTestId("cms-page");
  await expect(cms.getByRole("heading", { level: 1 })).toHaveText(about.name);
  await expect(page.getByTestId("cms-content").locator("p").first()).toBeVisible();
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "content-page-about");

  await page.goto("/page/ogtagorcman-paymanner");
  const breadcrumbs = page.getByRole("navigation", { name: "Նավիգացիոն ուղի" });
  await expect(breadcrumbs.locator("[aria-current=page]")).toHaveText("Գաղտնիության քաղաքականություն");
  await expect(breadcrumbs.getByRole("link", { name: "Գլխավոր էջ" })).toHaveAttribute("href", "/");
  await shot(page, testInfo, "content-page-privacy");

  await page.goto("/page/bonus-system");
  await expect(breadcrumbs.locator("[aria-current=page]")).toHaveText("Բոնուսային համակարգ");

  await page.goto("/page/18");
  await expect(page.getByTestId("cms-page")).toHaveAttribute("data-url-key", "terms-and-conditions");

  await page.goto("/page/no-such-page");
  await expect(page).toHaveURL(/\/$/);
});

test("the blog lists its posts with pages, a post opens, and a missing post or unknown path shows the not-found page", async ({ page }, testInfo) => {
  const blog = await api<{ data: Post[]; setTotal: number }>(page.request, "/api/cms/blogs?locale=hy");
  expect(blog.setTotal, "the demo has more than 10 posts").toBeGreaterThan(10);
  await page.goto("/");
  if (isPhone(testInfo)) {
    await page.getByTestId("mobile-menu-button").click();
    await page.getByTestId("mobile-menu-links").getByRole("link", { name: "Բլոգ" }).click();
  } else {
    await page.getByTestId("main-nav").getByRole("link", { name: "Բլոգ" }).click();
  }
  await expect(page).toHaveURL(/\/blog$/);
  const cards = page.getByTestId("blog-post-card");
  await expect(cards).toHaveCount(blog.data.length);
  await expect(cards.first().getByRole("heading")).toHaveText(blog.data[0].title);
  // Excerpts keep a post's paragraphs apart: no sentence runs into the next («աճել։Ջրեք»).
  const excerpts = await page.locator(".post-card__excerpt").allTextContents();
  expect(excerpts.length).toBeGreaterThan(0);
  for (const excerpt of excerpts) expect(excerpt).not.toMatch(/։\p{L}|[.!?]\p{Lu}/u);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "content-blog");

  const pager = page.getByTestId("blog-pagination");
  // The next link is named by its label at every width (on phones only its arrow shows).
  await expect(pager.locator('a[rel="next"]')).toHaveAccessibleName(/\p{L}/u);
  await pager.getByRole("link", { name: "Էջ 2" }).click();
  await expect(pager.locator('a[rel="prev"]')).toHaveAccessibleName(/\p{L}/u);
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(cards).toHaveCount(blog.setTotal - blog.data.length);
  await pager.getByRole("link", { name: "Էջ 1" }).click();

  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/blog/${blog.data[0].url_key}$`));
  await expect(page.getByTestId("blog-post").getByRole("heading", { level: 1 })).toHaveText(blog.data[0].title);
  await expect(page.getByTestId("blog-content")).toBeVisible();
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "content-blog-post");

  await page.goto("/blog/no-such-post");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId("not-found")).toBeVisible();
  await shot(page, testInfo, "content-404");
  await page.goto("/definitely/not/a/page");
  await expect(page.getByTestId("not-found").getByRole("heading", { level: 1 })).toHaveText("Էջը չի գտնվել");
  await page.getByTestId("not-found-home").click();
  await expect(page).toHaveURL(/\/$/);
});

test("a store page filters by colour and size, pages its products, and expands its description", async ({ page }, testInfo) => {
  await page.goto("/stores");
  await expect(page.getByTestId("store-card").first()).toBeVisible();
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "content-stores");
  await page.getByTestId("store-card").filter({ hasText: "Արարատ Տեքստիլ" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/stores\/ararat-textile$/);
  await expect(page.getByTestId("store-title")).toHaveText("Արարատ Տեքստիլ");

  // The description is over 60 characters: collapsed after a whole word, with an arrow that expands it.
  const description = page.getByTestId("store-description");
  await expect(description).toHaveText("Տղամարդու և կանացի հագուստ Երևանի մեր արտադրամասից՝ 1998…");
  await page.getByTestId("store-expand").click();
  await expect(description).not.toHaveText(/…$/);
  await expect(page.getByTestId("store-expand")).toHaveAttribute("aria-expanded", "true");

  const all = await api<[StoreProducts]>(page.request, "/api/market/products?slug=ararat-textile&locale=hy&currency=AMD&limit=24");
  expect(all[0].total, "the demo store has more than one page").toBeGreaterThan(24);
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(24);
  await expect(page.getByTestId("result-count")).toContainText(String(all[0].total));
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "content-store");

  // Page 2 holds the rest.
  await page.getByTestId("pagination").getByRole("link", { name: "Էջ 2" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards).toHaveCount(all[0].total - 24);

  // A colour swatch, then a size chip: the list follows the server's filtered answer, from page 1.
  const red = await api<[StoreProducts]>(page.request, "/api/market/products?slug=ararat-textile&locale=hy&currency=AMD&limit=24&color=1");
  if (isPhone(testInfo)) await page.getByTestId("open-filters").click();
  await page.getByTestId("filter-option-color-1").click();
  await expect(page).toHaveURL(/\?filter_color=1$/);
  if (isPhone(testInfo)) await page.getByTestId("show-results").click();
  await expect(page.getByTestId("result-count")).toContainText(String(red[0].total));
  await expect(cards).toHaveCount(red[0].data.length);
  await expect(page.getByTestId("filter-option-color-1")).toHaveAttribute("aria-pressed", "true");

  const sized = await api<[StoreProducts]>(page.request, "/api/market/products?slug=ararat-textile&locale=hy&currency=AMD&limit=24&size=15");
  if (isPhone(testInfo)) await page.getByTestId("open-filters").click();
  await page.getByTestId("filter-option-color-1").click();
  await page.getByTestId("filter-option-size-15").click();
  await expect(page).toHaveURL(/\?filter_size=15$/);
  if (isPhone(testInfo)) await page.getByTestId("show-results").click();
  await expect(page.getByTestId("result-count")).toContainText(String(sized[0].total));
  // The price slider runs from 0.
  await expect(page.getByTestId("price-min")).toHaveAttribute("min", "0");
});

test("the contact form shows its validation and, once sent, the thanks page", async ({ page }, testInfo) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Կապ մեզ հետ" }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  const form = page.getByTestId("contact-form");
  await page.getByTestId("contact-submit").click();
  await expect(form.getByTestId("error-name")).toHaveText("Այս դաշտը պարտադիր է");
  await expect(form.getByTestId("error-email")).toHaveText("Այս դաշտը պարտադիր է");
  await expect(form.getByTestId("error-message")).toHaveText("Այս դաշտը պարտադիր է");
  await expect(form.getByTestId("error-phone")).toHaveCount(0);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "content-contact-errors");

  await form.getByTestId("field-name").fill("Անի Սարգսյան");
  await form.getByTestId("field-email").fill("ani@example");
  await form.getByTestId("field-message").fill("Բարև Ձեզ, երբ կառաքեք իմ պատվերը։");
  await page.getByTestId("contact-submit").click();
  await expect(form.getByTestId("error-email")).toHaveText("Էլ. փոստի ձևաչափը սխալ է");
  await expect(form.getByTestId("error-name")).toHaveCount(0);

  await form.getByTestId("field-email").fill(`ani.${testInfo.project.name}.${Date.now()}@example.am`);
  await page.getByTestId("contact-submit").click();
  await expect(page).toHaveURL(/\/thanksforMessage$/);
  await expect(page.getByTestId("message-thanks").getByRole("heading", { level: 1 })).toHaveText(
    "Շնորհակալություն, Ձեր հաղորդագրությունն ուղարկված է",
  );
  await shot(page, testInfo, "content-thanks-message");

  // The other contact address shows the same form.
  await page.goto("/footer/ContactWithUs.jsx");
  await expect(page.getByTestId("contact-form")).toBeVisible();
});

test("the newsletter shows 'Invalid Email' without a request, then the server's success and repeat answers", async ({ page }, testInfo) => {
  const subscribes: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/subscribe") subscribes.push(request.postData() ?? "");
  });
  await page.goto("/");
  const input = page.getByTestId("newsletter-email");
  const message = page.getByTestId("newsletter-message");
  await input.fill("not-an-address@");
  await page.getByTestId("newsletter-submit").click();
  await expect(message).toHaveText("Անվավեր էլ. հասցե");
  await expect(message).toHaveAttribute("data-state", "error");
  expect(subscribes).toEqual([]);
  await shot(page, testInfo, "content-newsletter-error");

  const email = `news.${testInfo.project.name}.${Date.now()}@example.am`;
  await input.fill(email);
  await page.getByTestId("newsletter-submit").click();
  await expect(message).toHaveAttribute("data-state", "success");
  await expect(message).toHaveText("Շնորհակալություն, Դուք բաժանորդագրվեցիք մեր նորություններին։");
  await expect(input).toHaveValue("");
  expect(subscribes).toHaveLength(1);
  expect(JSON.parse(subscribes[0])).toEqual({ subscriber_email: email });

  await input.fill(email);
  await page.getByTestId("newsletter-submit").click();
  await expect(message).toHaveAttribute("data-state", "error");
  await expect(message).toHaveText("Այս էլ. հասցեն արդեն բաժանորդագրված է մեր նորություններին։");
  await expect(input).toHaveValue("");
  // Shown messages clear after the core's alert timeout.
  await expect(message).toHaveAttribute("data-state", "idle", { timeout: 4_000 });
});

test("no request leaves for a third-party host while nothing is configured", async ({ page, baseURL }) => {
  const codes = await api<{ code: string; chat_page_id: string }>(page.request, "/api/googlecode");
  expect(codes).toEqual({ code: "", chat_page_id: "" });
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.host !== new URL(baseURL!).host) foreign.push(request.url());
  });
  for (const route of ["/", "/page/about-us", "/blog", "/stores/ararat-textile", "/contact-us", "/404"]) {
    await page.goto(route);
    await expect(page.getByTestId("footer")).toBeVisible();
    await page.getByTestId("footer").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
  }
  expect(await page.locator("script[src^='http']").count()).toBe(0);
  expect(foreign).toEqual([]);
});
