import { expect, test } from "@playwright/test";
import {
  addSimpleToCart,
  addVariantToCart,
  cartToken,
  fillBilling,
  noSidewaysOverflow,
  orderOf,
  stockedSimpleProduct,
  stockedVariant,
  thanksOrderNumber,
} from "./helpers";

// The cart and checkout journey against the real server: a guest adds a configurable product
// (colour and size chosen on its page) and a simple one, sees both in the header dropdown and
// the cart page, changes a quantity, checks out with cash on delivery (the core's validation
// first), and lands on the thanks page with an empty cart and an unpaid pending order.

test("a guest adds two products, updates the cart and places a cash order", async ({ page, request }) => {
  const variant = await stockedVariant(request);
  const simple = await stockedSimpleProduct(request);

  await addVariantToCart(page, variant, 1);
  await addSimpleToCart(page, simple, 2);

  // The header dropdown lists both, the variant with its chosen options, and leads to the cart page.
  await page.getByTestId("header-cart").click();
  const dropdownItems = page.getByTestId("cart-dropdown-item");
  await expect(dropdownItems).toHaveCount(2);
  const dropdownVariant = dropdownItems.filter({ hasText: variant.product.name });
  await expect(dropdownVariant).toHaveCount(1);
  for (const option of variant.options) await expect(dropdownVariant.getByTestId("cart-item-options")).toContainText(option.label);
  await expect(dropdownItems.filter({ hasText: simple.name })).toHaveCount(1);
  await page.getByTestId("cart-dropdown-view").click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByTestId("cart-dropdown")).toBeHidden();

  // Update Cart waits for a change, then sends it.
  const update = page.getByTestId("cart-update");
  await expect(page.getByTestId("cart-row")).toHaveCount(2);
  await expect(update).toBeDisabled();
  const simpleRow = page.getByTestId("cart-row").filter({ hasText: simple.name });
  const rowTotalBefore = await simpleRow.getByTestId("cart-row-total").textContent();
  const totalBefore = await page.getByTestId("cart-grand-total").textContent();
  await simpleRow.getByTestId("quantity-increase").click();
  await expect(simpleRow.getByTestId("quantity-input")).toHaveValue("2");
  await expect(update).toBeEnabled();
  await update.click();
  await expect(update).toBeDisabled();
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  await expect(simpleRow.getByTestId("cart-row-total")).not.toHaveText(rowTotalBefore ?? "");
  await expect(page.getByTestId("cart-grand-total")).not.toHaveText(totalBefore ?? "");
  await noSidewaysOverflow(page);

  // Checkout: nothing is sent until the core accepts the form; its messages are Armenian.
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("shipping-flatrate").getByRole("radio")).toBeChecked();
  await expect(page.getByTestId("checkout-summary").locator(".checkout-summary__item")).toHaveCount(2);
  await page.getByTestId("checkout-submit").click();
  await expect(page.getByTestId("error-phone")).toHaveText("Հեռախոսահամարը վավեր չէ");
  await expect(page.getByTestId("field-full_name")).toBeFocused();
  await noSidewaysOverflow(page);

  await fillBilling(page);
  await page.getByTestId("payment-cashondelivery").click();
  await expect(page.getByTestId("payment-cashondelivery").getByRole("radio")).toBeChecked();
  const token = await cartToken(page);
  await page.getByTestId("checkout-submit").click();

  await expect(page).toHaveURL(/\/thanks\?orderID=\d+$/);
  const number = thanksOrderNumber(page);
  await expect(page.getByTestId("thanks-title")).toHaveText(`Ձեր #${number} պատվերն ընդունված է`);
  await expect(page.getByTestId("receipt-frame")).toHaveCount(0);
  await expect(page.getByTestId("payment-failed")).toHaveCount(0);
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await noSidewaysOverflow(page);

  // The server holds the order as placed: both lines, cash, waiting for payment on delivery.
  const order = await orderOf(request, number, token);
  expect([order.payment_method, order.status, order.paid]).toEqual(["cashondelivery", "pending", false]);
  const quantities = Object.fromEntries(order.items.map((item) => [item.name, item.qty_ordered]));
  expect(order.items).toHaveLength(2);
  expect(quantities[simple.name]).toBe(2);
  expect(Object.entries(quantities).find(([name]) => name.startsWith(variant.product.name))?.[1]).toBe(1);

  // The cart is empty now, and the checkout sends the shopper back to it.
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByTestId("cart-empty")).toContainText("Ձեր զամբյուղը դատարկ է։");
});
