import { expect, test } from "@playwright/test";
import { noSidewaysOverflow, shopperLike, shot, signInToBackOffice } from "./helpers";

// The shop's CMS pages as its content editor runs them from the back office: a new page is
// written in Armenian with the preview beside the HTML (a script typed into it never runs, in
// the preview or on the shop), given an English title, saved as a draft the shop does not show,
// published, and read by a shopper at its address; an edit is on the shop at the next load.

const CONTENT = { email: "content@shuka.am", password: "shuka-demo-content" };


test("a content editor writes a page with its preview, publishes it and the shop shows it", async ({ page, browser }, testInfo) => {
  // Each run makes its own page, at its own address.
  const key = `e2e-${testInfo.project.name}-${Date.now() % 1_000_000}`;
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await signInToBackOffice(page, CONTENT);
  // The menu offers the pages (on a phone, behind its button).
  if (testInfo.project.name === "mobile") await page.getByRole("button", { name: "Ընտրացանկ" }).click();
  await page.locator("#admin-nav").getByRole("link", { name: "Էջեր" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Էջեր");
  await expect(page.locator(".admin-table tbody tr").first()).toBeVisible();
  await shot(page, testInfo, "admin-pages");

  await page.getByRole("link", { name: "Նոր էջ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Նոր էջ");
  await page.locator('input[name="url_key"]').fill(key);
  await page.locator('input[name="published"]').uncheck();
  await page.locator('input[name="title_hy"]').fill("Առաքում և վերադարձ");
  await page.locator('textarea[name="html"]').fill(
    '<h2>Առաքում Երևանում</h2><p onclick="alert(1)">Անվճար՝ 20 000 ֏-ից։</p><script>alert("preview")</script>',
  );
  const preview = page.getByTestId("page-preview");
  await expect(preview.locator("h2")).toHaveText("Առաքում Երևանում");
  await expect(preview.locator("script")).toHaveCount(0);
  await expect(preview.locator("[onclick]")).toHaveCount(0);
  // English is marked missing until it has a title.
  const english = page.locator('fieldset[lang="en"]');
  await expect(english.locator(".admin-badge")).toHaveText("Թարգմանված չէ");
  await english.locator('input[name="title_en"]').fill("Delivery and returns");
  await expect(english.locator(".admin-badge")).toHaveCount(0);
  await page.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page.getByRole("status").filter({ hasText: "պահպանված" })).toHaveText("Էջը պահպանված է։");
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-page-editor");

  // A draft is not on the shop.
  const reader = await shopperLike(browser, testInfo);
  const onShop = await reader.request.get(`/api/cms/pages?id=${key}`);
  expect(onShop.status()).toBe(404);

  await page.locator('input[name="published"]').check();
  await page.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page.getByRole("status").filter({ hasText: "պահպանված" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Բացել խանութում" })).toHaveAttribute("href", `/page/${key}`);

  await reader.goto(`/page/${key}`);
  const content = reader.getByTestId("cms-content");
  await expect(content.locator("h2")).toHaveText("Առաքում Երևանում");
  await expect(content).toContainText("Անվճար՝ 20 000 ֏-ից։");
  await expect(content.locator("[onclick]")).toHaveCount(0);
  await noSidewaysOverflow(reader);
  await shot(reader, testInfo, "shop-edited-page");

  // An edit is on the shop at the next load.
  await page.locator('textarea[name="html"]').fill("<h2>Առաքում ամբողջ Հայաստանում</h2><p>Երկու օրում։</p>");
  await expect(preview.locator("h2")).toHaveText("Առաքում ամբողջ Հայաստանում");
  await page.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page.getByRole("status").filter({ hasText: "պահպանված" })).toBeVisible();
  await reader.reload();
  await expect(content.locator("h2")).toHaveText("Առաքում ամբողջ Հայաստանում");
  expect(alerts, "no script typed into a page ever ran").toEqual([]);
  await reader.context().close();
});
