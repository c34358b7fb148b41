import { expect, test } from "@playwright/test";
import { footerLinks, headerPageLinks, isPhone, noSidewaysOverflow, shopperLike, shot, signInToBackOffice } from "./helpers";

// The shop's CMS pages as its content editor runs them from the back office: a new page is
// written in Armenian with the preview beside the HTML (a script typed into it never runs, in
// the preview or on the shop), given an English title, saved as a draft the shop does not show,
// published, and read by a shopper at its address; an edit is on the shop at the next load.
// The editor adds a header item leading to a page and a footer item leading to another site;
// the shop's header (the phone's menu) and footer show them, and no longer once deleted.

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

test("a content editor adds menu items; the shop's header and footer show them until they are deleted", async ({ page, browser }, testInfo) => {
  const n = Date.now() % 1_000_000;
  const [headerName, footerName] = [`Առաքման պայմաններ ${n}`, `Instagram ${n}`];
  await signInToBackOffice(page, CONTENT);
  await page.goto("/admin/menus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ընտրացանկեր");

  const header = page.getByRole("region", { name: "Վերնամասի ընտրացանկ" });
  await header.getByRole("button", { name: "Նոր կետ" }).click();
  const editor = page.locator("section[aria-labelledby=menu-editor-title]");
  await editor.locator('input[name="name_hy"]').fill(headerName);
  await editor.locator('input[name="name_en"]').fill(`Delivery terms ${n}`);
  await editor.getByLabel("Էջ", { exact: true }).check();
  await editor.locator('select[name="page"]').selectOption({ label: "Առաքում · /page/delivery" });
  await editor.getByRole("button", { name: "Պահպանել" }).click();
  await expect(editor.getByRole("status")).toHaveText("Կետը պահպանված է։");
  await expect(header.locator(".admin-tree__name", { hasText: headerName })).toBeVisible();

  const footer = page.getByRole("region", { name: "Ստորոտի ընտրացանկ" });
  await footer.getByRole("button", { name: "Նոր կետ" }).click();
  await editor.locator('input[name="name_hy"]').fill(footerName);
  await editor.locator('input[name="url"]').fill("javascript:alert(1)");
  await editor.getByRole("button", { name: "Պահպանել" }).click();
  await expect(editor.locator(".admin-field__error")).toContainText("https://");
  await editor.locator('input[name="url"]').fill("https://www.instagram.com/shuka.am");
  await editor.getByRole("button", { name: "Պահպանել" }).click();
  await expect(editor.getByRole("status")).toHaveText("Կետը պահպանված է։");
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-menus");

  const shop = await shopperLike(browser, testInfo);
  await shop.goto("/");
  expect(await headerPageLinks(shop, testInfo)).toContain(headerName);
  const [first, second] = await footerLinks(shop, testInfo);
  expect([...first, ...second]).toContain(footerName);
  if (!isPhone(testInfo)) {
    await expect(shop.getByTestId("main-nav").getByRole("link", { name: headerName })).toHaveAttribute("href", /\/page\/\d+$/);
  }
  await shot(shop, testInfo, "shop-menus");

  // Deleted, they leave the shop.
  for (const [list, name] of [[header, headerName], [footer, footerName]] as const) {
    await list.locator(".admin-tree__name", { hasText: name }).click();
    await editor.getByRole("button", { name: "Ջնջել կետը" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ջնջել կետը" }).click();
    await expect(list.locator(".admin-tree__name", { hasText: name })).toHaveCount(0);
  }
  await shop.reload();
  expect(await headerPageLinks(shop, testInfo)).not.toContain(headerName);
  const [afterFirst, afterSecond] = await footerLinks(shop, testInfo);
  expect([...afterFirst, ...afterSecond]).not.toContain(footerName);
  await shop.context().close();
});
