import { expect, test, type Page } from "@playwright/test";
import { isPhone, noSidewaysOverflow, shopperLike, shot, signInToBackOffice } from "./helpers";

// The home page's slides and the blog as the shop's content editor runs them from the back
// office. A new slide is written in Armenian and English, given a picture and scheduled for
// tomorrow (Yerevan's day), so the list says "Scheduled" and the shop's slideshow does not show
// it; moved to start today, it shows on the shop at the next load, and once deleted it is gone.
// A blog post is written with the preview beside its HTML, given a picture, published from
// tomorrow (the shop does not find it) and then from today (the shop's blog lists it first and
// shows it with its picture). A shopper subscribes to the newsletter from the footer; the editor
// finds the address, downloads the list and, after a question naming it, takes it off. A shopper's
// contact message arrives new, is read once opened, and answered by mail after a question naming
// the address; the shop's phone and address, changed, show in the footer of the next page loaded.

const CONTENT = { email: "content@shuka.am", password: "shuka-demo-content" };

/** The shop's day (Yerevan) `ahead` days from now, as a date field takes it. */
function shopDay(ahead: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Yerevan" }).format(new Date(Date.now() + ahead * 86_400_000));
}

/** A picture to upload: a screenshot of the page's top, a real PNG. */
async function picture(page: Page) {
  return { name: "slide.png", mimeType: "image/png", buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 120 } }) };
}

test("a slide is scheduled, shows on the shop from its first day, and is deleted", async ({ page, browser }, testInfo) => {
  const caption = `Ձմեռային զեղչ ${testInfo.project.name} ${Date.now() % 1_000_000}`;
  await signInToBackOffice(page, CONTENT);
  if (isPhone(testInfo)) await page.getByRole("button", { name: "Ընտրացանկ" }).click();
  await page.locator("#admin-nav").getByRole("link", { name: "Սլայդներ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Սլայդներ");
  await expect(page.locator(".admin-table tbody tr").first()).toBeVisible();

  await page.getByRole("link", { name: "Նոր սլայդ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Նոր սլայդ");
  await page.locator('textarea[name="caption_hy"]').fill(caption);
  await page.locator('textarea[name="caption_en"]').fill("Winter sale");
  await page.locator('input[name="link"]').fill("javascript:alert(1)");
  await page.locator('input[name="starts_on"]').fill(shopDay(1));
  await page.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page.locator(".admin-field__error")).toContainText("https://");
  await page.locator('input[name="link"]').fill("/shop/catalog");
  await page.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page).toHaveURL(/\/admin\/slides\/\d+$/);
  await expect(page.locator(".admin-heading [data-showing]")).toHaveText("Նկար դեռ չկա");

  await page.locator('input[type="file"]').first().setInputFiles(await picture(page));
  await expect(page.locator(".admin-promotion-picture img").first()).toBeVisible();
  await expect(page.locator(".admin-heading [data-showing]")).toHaveText("Պլանավորված");
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-slide-editor");

  // Tomorrow's slide is not on the shop today.
  const shop = await shopperLike(browser, testInfo);
  await shop.goto("/");
  await expect(shop.getByTestId("slide").first()).toBeAttached();
  await expect(shop.getByTestId("slide").filter({ hasText: caption })).toHaveCount(0);

  await page.locator('input[name="starts_on"]').fill(shopDay(0));
  await page.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Պահպանված է" })).toBeVisible();
  await expect(page.locator(".admin-heading [data-showing]")).toHaveText("Երևում է");
  await shop.reload();
  await expect(shop.getByTestId("slide").filter({ hasText: caption })).toHaveCount(1);

  await page.getByRole("link", { name: "← Սլայդներ" }).click();
  const row = page.locator(".admin-table tbody tr", { hasText: caption });
  await expect(row.locator("[data-showing]")).toHaveText("Երևում է");
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-slides");

  await row.getByRole("link", { name: caption }).click();
  await page.getByRole("button", { name: "Ջնջել" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ջնջել" }).click();
  await expect(page).toHaveURL(/\/admin\/slides$/);
  await expect(page.locator(".admin-table tbody tr", { hasText: caption })).toHaveCount(0);
  await shop.reload();
  await expect(shop.getByTestId("slide").first()).toBeAttached();
  await expect(shop.getByTestId("slide").filter({ hasText: caption })).toHaveCount(0);
  await shop.context().close();
});

test("a blog post is written with a picture, scheduled, then published on the shop", async ({ page, browser }, testInfo) => {
  const title = `Ձմեռային վերարկուներ ${testInfo.project.name} ${Date.now() % 1_000_000}`;
  await signInToBackOffice(page, CONTENT);
  await page.goto("/admin/posts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Բլոգ");
  await page.getByRole("link", { name: "Նոր գրառում" }).click();
  await page.locator('input[name="title_hy"]').fill(title);
  await page.locator('input[name="title_en"]').fill("Winter coats");
  await page.locator('textarea[name="html"]').fill("<h2>Նոր հավաքածու</h2><p>Բրդյա վերարկուներ՝ 45 000 ֏-ից։</p><script>alert(1)</script>");
  await expect(page.getByTestId("page-preview").locator("h2")).toHaveText("Նոր հավաքածու");
  await expect(page.getByTestId("page-preview").locator("script")).toHaveCount(0);
  await page.locator('input[name="publish_on"]').fill(shopDay(1));
  await page.locator('input[name="published"]').check();
  await page.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page.getByRole("status").filter({ hasText: "պահպանված" })).toHaveText("Գրառումը պահպանված է։");
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  await expect(page.locator(".admin-heading [data-state]")).toHaveText("Պլանավորված");
  await page.locator('input[type="file"]').setInputFiles(await picture(page));
  await expect(page.locator(".admin-promotion-picture img")).toBeVisible();
  const key = await page.locator('input[name="url_key"]').inputValue();
  expect(key).toMatch(/^dzmerayin-verarkuner/);

  const shop = await shopperLike(browser, testInfo);
  const early = await shop.request.get(`/api/cms/blog/${key}?locale=hy`);
  expect(early.status(), "tomorrow's post is not on the shop").toBe(404);

  await page.locator('input[name="publish_on"]').fill(shopDay(0));
  await page.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page.locator(".admin-heading [data-state]")).toHaveText("Հրապարակված");
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-post-editor");

  await shop.goto("/blog");
  await expect(shop.getByTestId("blog-post-card").first()).toContainText(title);
  await shop.getByTestId("blog-post-card").first().getByRole("link").first().click();
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(shop.getByTestId("blog-content").locator("h2")).toHaveText("Նոր հավաքածու");
  await expect(shop.locator("img.post__image")).toBeVisible();
  await noSidewaysOverflow(shop);
  await shot(shop, testInfo, "shop-edited-post");

  // Deleted, it leaves the shop.
  await page.getByRole("button", { name: "Ջնջել գրառումը" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ջնջել գրառումը" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  expect((await shop.request.get(`/api/cms/blog/${key}?locale=hy`)).status()).toBe(404);
  await shop.context().close();
});

test("a newsletter subscriber is found, downloaded and taken off the list", async ({ page, browser }, testInfo) => {
  const email = `winter.${testInfo.project.name}.${Date.now()}@example.am`;
  const shop = await shopperLike(browser, testInfo);
  await shop.goto("/");
  await shop.getByTestId("newsletter-email").fill(email);
  await shop.getByTestId("newsletter-submit").click();
  await expect(shop.getByTestId("newsletter-message")).toHaveAttribute("data-state", "success");
  await shop.context().close();

  await signInToBackOffice(page, CONTENT);
  await page.goto("/admin/newsletter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Տեղեկագիր");
  await page.getByRole("searchbox").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Որոնել" }).click();
  await expect(page.getByRole("status")).toHaveText("1 բաժանորդ");
  const row = page.locator(".admin-table tbody tr", { hasText: email });
  await expect(row).toContainText("Հայերեն");
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-newsletter");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Ներբեռնել CSV" }).click()]);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString("utf8")).toContain(`${email},hy,`);

  await row.getByRole("button", { name: "Հանել ցուցակից" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Հանել ցուցակից" }).click();
  await expect(page.getByText("Բաժանորդներ չկան")).toBeVisible();
});

test("a contact message is answered by mail, and the shop's phone and address are changed", async ({ page, browser }, testInfo) => {
  const email = `hayk.${testInfo.project.name}.${Date.now()}@example.am`;
  const shop = await shopperLike(browser, testInfo);
  await shop.goto("/contact-us");
  const form = shop.getByTestId("contact-form");
  await form.getByTestId("field-name").fill("Հայկ Մելքոնյան");
  await form.getByTestId("field-email").fill(email);
  await form.getByTestId("field-message").fill("Բարև Ձեզ, կարո՞ղ եմ պատվերս վերցնել խանութից։");
  await shop.getByTestId("contact-submit").click();
  await expect(shop).toHaveURL(/\/thanksforMessage$/);
  await shop.context().close();

  await signInToBackOffice(page, CONTENT);
  await page.goto("/admin/messages?state=new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Հաղորդագրություններ");
  const row = page.locator(".admin-table tbody tr", { hasText: email });
  await expect(row.locator("[data-state]")).toHaveText("Նոր");
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-inbox");

  await row.getByRole("link", { name: "Հայկ Մելքոնյան" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Հայկ Մելքոնյան-ի հաղորդագրությունը");
  await expect(page.locator(".admin-heading [data-state]")).toHaveText("Կարդացված");
  await page.locator('textarea[name="reply"]').fill("Այո, խանութը բաց է ամեն օր՝ 10:00-ից։");
  await page.getByRole("button", { name: "Ուղարկել պատասխանը" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Ուղարկել պատասխանը" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Պատասխանն ուղարկված է" })).toContainText(email);
  await expect(page.locator(".admin-heading [data-state]")).toHaveText("Պատասխանված");
  await expect(page.locator(".admin-inbox-reply")).toContainText("Այո, խանութը բաց է");
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-inbox-message");

  // The footer and the contact page follow the details saved; the address in other languages and
  // the opening hours, left empty, keep the shop's own texts.
  await page.goto("/admin/contact-details");
  await page.locator('input[name="phone"]').fill("+374 60 55 44 33");
  await page.locator('input[name="address_hy"]').fill("Երևան, Թումանյան 5");
  await page.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Կոնտակտները պահպանված են" })).toBeVisible();
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-contact-details");
  const shopper = await shopperLike(browser, testInfo);
  await shopper.goto("/contact-us");
  const footer = shopper.getByTestId("footer-contacts");
  await expect(footer).toContainText("Երևան, Թումանյան 5");
  await expect(footer.getByRole("link", { name: "+374 60 55 44 33" })).toHaveAttribute("href", "tel:+37460554433");
  await expect(shopper.getByTestId("footer-hours")).toHaveText("Երկուշաբթի – Կիրակի, 09:00–18:00");
  await shopper.context().close();

  // Cleared again, for the journeys after this one.
  await page.locator('input[name="phone"]').fill("");
  await page.locator('input[name="address_hy"]').fill("");
  const saved = page.waitForResponse((response) => response.url().endsWith("/admin/api/contact-details/save"));
  await page.getByRole("button", { name: "Պահպանել" }).click();
  expect((await saved).status()).toBe(200);
});

test("a social link is added with the icon its address gets, shown in the footer, and removed", async ({ page, browser }, testInfo) => {
  const link = `https://shuka.am/blog?from=${testInfo.project.name}`;
  await signInToBackOffice(page, CONTENT);
  await page.goto("/admin/social-links");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Սոցիալական ցանցեր");
  const rows = page.locator(".admin-links__link");
  await expect(rows.first()).toBeVisible();
  const kept = await rows.count();
  await page.getByRole("button", { name: "Ավելացնել հղում" }).click();
  const added = rows.nth(kept);
  await added.locator('input[type="url"]').fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Պահպանել" }).click();
  await expect(added.locator(".admin-field__error")).toHaveText("Մուտքագրեք վեբ հասցե, օրինակ՝ https://www.facebook.com/shuka.am");
  await added.locator('input[type="url"]').fill(link);
  await expect(added.locator("img")).toHaveAttribute("src", "/storage/icons/web.svg");
  await added.getByRole("button", { name: "Տեղափոխել առաջ" }).click();
  await page.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Հղումները պահպանված են" })).toBeVisible();
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-social-links");

  const shopper = await shopperLike(browser, testInfo);
  await shopper.goto("/");
  const footerLinks = shopper.getByTestId("social-link");
  await expect(footerLinks).toHaveCount(kept + 1);
  await expect(footerLinks.nth(kept - 1)).toHaveAttribute("href", link);
  await expect(footerLinks.nth(kept - 1).locator("img")).toHaveAttribute("src", "/storage/icons/web.svg");
  await shopper.context().close();

  // Removed again, for the journeys after this one.
  await expect(rows.nth(kept - 1).locator('input[type="url"]')).toHaveValue(link);
  await rows.nth(kept - 1).getByRole("button", { name: "Հեռացնել" }).click();
  await expect(rows).toHaveCount(kept);
  const saved = page.waitForResponse((response) => response.url().endsWith("/admin/api/social-links/save"));
  await page.getByRole("button", { name: "Պահպանել" }).click();
  expect((await saved).status()).toBe(200);
});
