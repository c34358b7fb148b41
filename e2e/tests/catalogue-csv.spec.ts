import { readFile } from "node:fs/promises";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { noSidewaysOverflow, shopperLike, shot, signInToBackOffice } from "./helpers";

// The catalogue as a CSV file, as its editor moves it through a spreadsheet: the whole catalogue
// exported, three rows edited (a price, a stock, an English name) and imported back; the dry run
// lists exactly those three changes before anything is written, the editor confirms, and the
// shop shows the new price. A file with bad rows shows every error with its line and column.

const EDITOR = { email: "editor@shuka.am", password: "shuka-demo-editor" };
const WITHIN = { timeout: 15_000 };

/** A CSV file's rows, as RFC 4180 (and Excel) quote them. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

function toCsv(rows: string[][]): string {
  const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return rows.map((row) => row.map(quote).join(",")).join("\r\n") + "\r\n";
}

async function openImportAndExport(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === "mobile") await page.getByRole("button", { name: "Ընտրացանկ" }).click();
  await page.locator("#admin-nav").getByRole("link", { name: "Ներմուծում և արտահանում" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ներմուծում և արտահանում");
}

async function checkFile(page: Page, name: string, content: string) {
  await page.locator('input[type="file"][name="file"]').setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(content, "utf8") });
  await page.getByRole("button", { name: "Ստուգել ֆայլը" }).click();
  await expect(page).toHaveURL(/\/admin\/catalog-files\/\d+$/);
  await expect(page.locator(".admin-heading .admin-badge")).not.toHaveText("Ստուգվում է", WITHIN);
}

test("an exported catalogue edited in three rows changes exactly those three after a dry run", async ({ page, browser }, testInfo) => {
  await signInToBackOffice(page, EDITOR);
  await openImportAndExport(page, testInfo);
  await page.getByRole("button", { name: "Արտահանել կատալոգը" }).click();
  await expect(page).toHaveURL(/\/admin\/catalog-files\/\d+$/);
  const downloadLink = page.getByRole("link", { name: "Ներբեռնել ֆայլը" });
  await expect(downloadLink).toBeVisible(WITHIN);
  const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
  const exported = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
  const rows = parseCsv(exported);
  const header = rows[0];
  const at = (column: string) => header.indexOf(column);
  expect(header.slice(0, 5)).toEqual(["product_sku", "sku", "url_key", "enabled", "price"]);

  // Three simple products the shop shows: a price, a stock and an English name change.
  const simple = rows.slice(1).filter((row) => row[at("product_sku")] === row[at("sku")] && row[at("price")] !== "" && row[at("special_price")] === "" && row[at("enabled")] === "yes");
  const [priced, stocked, renamed] = simple;
  const newPrice = String(Math.floor(Number(priced[at("price")])) + 100);
  const newStock = String(Number(stocked[at("stock")]) + 3);
  const newName = `${renamed[at("name_en")]} ·${testInfo.project.name}`;
  priced[at("price")] = newPrice;
  stocked[at("stock")] = newStock;
  renamed[at("name_en")] = newName;
  const edited = toCsv(rows);

  await page.goto("/admin/catalog-files");
  await checkFile(page, "catalogue-edited.csv", edited);
  await expect(page.locator(".admin-heading .admin-badge")).toHaveText("Սպասում է հաստատման");
  await expect(page.locator(".admin-files__counts")).toContainText("3 փոփոխվող ապրանք");
  const changes = page.locator("section", { has: page.getByRole("heading", { name: "Փոփոխություններ" }) }).locator("tbody tr");
  await expect(changes).toHaveCount(3);
  await expect(changes.nth(0)).toContainText(priced[at("sku")]);
  await expect(changes.nth(0)).toContainText(newPrice);
  await expect(changes.filter({ hasText: stocked[at("sku")] })).toContainText("stock");
  await expect(changes.filter({ hasText: renamed[at("sku")] })).toContainText(newName);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-import-checked");

  // Nothing is written before the editor confirms.
  const shop = await shopperLike(browser, testInfo);
  const productPage = `/shop/products/${priced[at("url_key")]}/-1`;
  await shop.goto(productPage);
  await expect(shop.getByTestId("product-price")).not.toContainText(Number(newPrice).toLocaleString("en-US"));

  await page.getByRole("button", { name: "Ներմուծել", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("3 տող կգրվի կատալոգում");
  await dialog.getByRole("button", { name: "Ներմուծել", exact: true }).click();
  await expect(page.locator(".admin-heading .admin-badge")).toHaveText("Ավարտված", WITHIN);
  await expect(page.locator(".admin-files__written")).toContainText("3 տող գրված է");
  await shot(page, testInfo, "admin-import-done");

  await expect(async () => {
    await shop.goto(productPage);
    await expect(shop.getByTestId("product-price")).toHaveText(`${Number(newPrice).toLocaleString("en-US")} ֏`, { timeout: 1_000 });
  }).toPass(WITHIN);

  // The same file again finds the catalogue as the file has it: nothing else changed.
  await page.goto("/admin/catalog-files");
  await checkFile(page, "catalogue-edited-again.csv", edited);
  await expect(page.getByText("Ֆայլը ոչինչ չի փոխում։")).toBeVisible();
  await page.getByRole("button", { name: "Չեղարկել" }).click();
  await expect(page.locator(".admin-heading .admin-badge")).toHaveText("Չեղարկված");
});

test("the products a search found are exported alone, each with its variants", async ({ page }, testInfo) => {
  await signInToBackOffice(page, EDITOR);
  await page.goto("/admin/products");
  const rows = page.locator(".admin-table--products tbody tr");
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Արտահանել գտնվածները CSV-ով" })).toHaveCount(0);
  // The first product's SKU, searched: the table shows it, and the export writes only it.
  const sku = (await rows.first().locator(".admin-sku").first().innerText()).trim();
  await page.goto(`/admin/products?q=${encodeURIComponent(sku)}`);
  await expect(rows.first().locator(".admin-sku")).toHaveText(sku);
  const found = (await rows.locator(".admin-sku").allInnerTexts()).map((text) => text.trim()).sort();
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-products-export-found");
  await page.getByRole("button", { name: "Արտահանել գտնվածները CSV-ով" }).click();
  await expect(page).toHaveURL(/\/admin\/catalog-files\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Գտնված ապրանքների արտահանում");
  const downloadLink = page.getByRole("link", { name: "Ներբեռնել ֆայլը" });
  await expect(downloadLink).toBeVisible(WITHIN);
  const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
  const exported = parseCsv((await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, ""));
  const products = [...new Set(exported.slice(1).map((row) => row[0]))].sort();
  expect(products).toEqual(found);
});

test("an import with bad rows shows every error with its line and column", async ({ page }, testInfo) => {
  await signInToBackOffice(page, EDITOR);
  await openImportAndExport(page, testInfo);
  await expect(page.locator(".admin-table tbody tr").first()).toBeVisible();
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-catalog-files");
  const file = ["sku;price;stock;name_hy", "E2E-CSV-1;12O0;1;Գլխարկ", "E2E-CSV-2;500;-3;", "E2E-CSV-1;700;1;Կրկնված", "E2E-CSV-3;900;2;Շարֆ"].join("\n");
  await checkFile(page, "bad-rows.csv", file);
  await expect(page.locator(".admin-files__counts")).toContainText("3 սխալ տող");
  const faults = page.locator("section", { has: page.getByRole("heading", { name: "Սխալներ" }) }).locator("tbody tr");
  await expect(faults).toHaveCount(4);
  const expected = [
    ["2", "E2E-CSV-1", "price", "Մուտքագրեք գինը դրամով"],
    ["3", "E2E-CSV-2", "name_hy", "Այս դաշտը պարտադիր է"],
    ["3", "E2E-CSV-2", "stock", "Պահեստը"],
    ["4", "E2E-CSV-1", "sku", "Այս SKU-ն արդեն կա նախորդ տողում"],
  ];
  for (const [index, cells] of expected.entries()) {
    for (const cell of cells) await expect(faults.nth(index)).toContainText(cell);
  }
  await expect(page.getByRole("link", { name: "Ներբեռնել բոլոր սխալները (CSV)" })).toBeVisible();
  // With bad rows the editor chooses what they do before the import can start.
  await expect(page.getByRole("button", { name: "Ներմուծել", exact: true })).toBeDisabled();
  await page.getByLabel("Բաց թողնել և ներմուծել մնացածը").check();
  await expect(page.getByRole("button", { name: "Ներմուծել", exact: true })).toBeEnabled();
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-import-faults");
  await page.getByRole("button", { name: "Չեղարկել" }).click();
  await expect(page.locator(".admin-heading .admin-badge")).toHaveText("Չեղարկված");
});
