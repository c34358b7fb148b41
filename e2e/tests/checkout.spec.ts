import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// The cart and checkout journey against the real server: add from the product page, see it in
// the header dropdown and the cart page, change a quantity, check out with cash on delivery
// (the core's validation first), and land on the thanks page with an empty cart.

interface Product {
  id: number;
  type: string;
  name: string;
  url_key: string;
  in_stock?: boolean;
  qty?: number | null;
}

async function simpleProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get("/api/products?locale=hy&currency=AMD&limit=100");
  expect(response.ok()).toBeTruthy();
  const answer = (await response.json()) as { data: Array<Product | { maxPrice: number }> };
  return answer.data.filter((entry): entry is Product => "id" in entry && entry.type !== "configurable" && entry.in_stock !== false);
}

async function noSidewaysOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a shopper adds a product, updates the cart and places a cash order", async ({ page, request }) => {
  const [product] = await simpleProducts(request);
  expect(product, "the demo catalogue has a simple product in stock").toBeTruthy();

  await page.goto(`/shop/products/${product.url_key}/-1`);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText(`${product.name} ապրանքն ավելացվեց զամբյուղ`);
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // The header dropdown lists it and leads to the cart page.
  await page.getByTestId("header-cart").click();
  await expect(page.getByTestId("cart-dropdown-item")).toHaveCount(1);
  await expect(page.getByTestId("cart-dropdown-item")).toContainText(product.name);
  await page.getByTestId("cart-dropdown-view").click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByTestId("cart-dropdown")).toBeHidden();

  // Update Cart waits for a change, then sends it.
  const update = page.getByTestId("cart-update");
  await expect(page.getByTestId("cart-row")).toHaveCount(1);
  await expect(update).toBeDisabled();
  const totalBefore = await page.getByTestId("cart-grand-total").textContent();
  await page.getByTestId("cart-row").getByTestId("quantity-increase").click();
  await expect(update).toBeEnabled();
  await update.click();
  await expect(update).toBeDisabled();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await expect(page.getByTestId("cart-grand-total")).not.toHaveText(totalBefore ?? "");
  await noSidewaysOverflow(page);

  // Checkout: nothing is sent until the core accepts the form; its messages are Armenian.
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("shipping-flatrate").getByRole("radio")).toBeChecked();
  await page.getByTestId("checkout-submit").click();
  await expect(page.getByTestId("error-phone")).toHaveText("Հեռախոսահամարը վավեր չէ");
  await expect(page.getByTestId("field-full_name")).toBeFocused();
  await noSidewaysOverflow(page);

  await page.getByTestId("field-full_name").fill("Անի Սարգսյան");
  await page.getByTestId("field-email").fill("ani@example.am");
  await page.getByTestId("field-street").fill("Աբովյան 1, բն. 5");
  await page.getByTestId("field-phone").fill("+374 91 123456");
  await page.getByTestId("terms").check();
  await page.getByTestId("payment-cashondelivery").click();
  await page.getByTestId("checkout-submit").click();

  await expect(page).toHaveURL(/\/thanks\?orderID=\d+$/);
  const number = new URL(page.url()).searchParams.get("orderID");
  await expect(page.getByTestId("thanks-title")).toHaveText(`Ձեր #${number} պատվերն ընդունված է`);
  await expect(page.getByTestId("receipt-frame")).toHaveCount(0);
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await noSidewaysOverflow(page);

  // The cart is empty now, and the checkout sends the shopper back to it.
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByTestId("cart-empty")).toContainText("Ձեր զամբյուղը դատարկ է։");
});
