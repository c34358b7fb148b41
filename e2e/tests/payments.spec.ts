import { expect, test, type Page } from "@playwright/test";
import {
  addSimpleToCart,
  cartToken,
  fillBilling,
  noSidewaysOverflow,
  openCheckout,
  orderOf,
  shot,
  stockedSimpleProduct,
  stockedSimpleProducts,
  thanksOrderNumber,
} from "./helpers";

// Paying for an order against the real server and its built-in providers (PAYMENT_SIMULATORS,
// on in the e2e server): the Ameriabank vPOS card page and the Idram wallet under /simulator/.
// Each journey places its own order from a fresh browser context.

const APPROVING_CARD = "4111 1111 1111 1111";
const DECLINED_CARD = "4000 0000 0000 0002";

/** A card expiry a few years ahead, as the simulator's form wants it (MM/YY). */
function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`;
}

/** The simulator pages draw ֏ in the shop's Armenian font (system fonts often lack it). */
async function dramSignDrawn(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Armenian" && face.status === "loaded");
      }),
    )
    .toBe(true);
}

/** A cart with one well-stocked product, at the checkout, the billing form filled in. */
async function readyToPay(page: Page, request: Parameters<typeof stockedSimpleProduct>[0], pick = 0) {
  const products = await stockedSimpleProducts(request);
  const product = products[Math.min(pick, products.length - 1)];
  await addSimpleToCart(page, product, 1);
  await openCheckout(page);
  return product;
}

/** Chooses a payment method, places the order and answers the cart token that owns it. */
async function placeWith(page: Page, method: string): Promise<string> {
  await page.getByTestId(`payment-${method}`).click();
  await expect(page.getByTestId(`payment-${method}`).getByRole("radio")).toBeChecked();
  const token = await cartToken(page);
  await page.getByTestId("checkout-submit").click();
  return token;
}

/** On the simulated bank's card page: fills the card and presses Pay. */
async function payByCard(page: Page, card: string) {
  await expect(page).toHaveURL(/\/simulator\/vpos\/Payments\/Pay\?id=[0-9A-Fa-f-]{36}/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Card payment");
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill(futureExpiry());
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder").fill("ANI SARGSYAN");
  await page.getByRole("button", { name: /^Pay / }).click();
}

test("checkout messages are Armenian: a missing name and a bad e-mail are refused before anything is sent", async ({ page, request }) => {
  await readyToPay(page, request);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/checkout/save-")) sent.push(request.url());
  });

  await fillBilling(page, { full_name: "", email: "ani@" });
  await page.getByTestId("checkout-submit").click();
  await expect(page.getByTestId("checkout-invalid")).toBeVisible();
  await expect(page.getByTestId("error-full_name")).toHaveText("Անունը պետք է պարունակի առնվազն 3 նիշ");
  await expect(page.getByTestId("error-email")).toHaveText("Էլ. հասցեն վավեր չէ");
  await expect(page.getByTestId("field-email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("field-full_name")).toBeFocused();
  await expect(page.getByTestId("error-phone")).toHaveCount(0);
  await expect(page.getByTestId("error-street")).toHaveCount(0);

  // Each change is checked again at once: an address without "@" is refused too, and an
  // emptied street is named.
  await page.getByTestId("field-email").fill("ani.example.am");
  await page.getByTestId("field-street").fill("");
  await expect(page.getByTestId("error-email")).toHaveText("Էլ. հասցեն վավեր չէ");
  await expect(page.getByTestId("error-street")).toHaveText("Այս դաշտը պարտադիր է");

  // Fixed fields lose their messages at once.
  await fillBilling(page);
  await expect(page.getByTestId("error-full_name")).toHaveCount(0);
  await expect(page.getByTestId("error-email")).toHaveCount(0);
  await expect(page.getByTestId("checkout-invalid")).toHaveCount(0);
  await noSidewaysOverflow(page);
  expect(sent).toEqual([]);
});

test("a card payment on the bank's page returns to the thanks page with the receipt, the order paid", async ({ page, request }, testInfo) => {
  await readyToPay(page, request);
  await fillBilling(page);
  const token = await placeWith(page, "ameria_vpos");

  await expect(page).toHaveURL(/\/simulator\/vpos\/Payments\/Pay\?/);
  await expect(page.getByText("Simulator · no real money")).toBeVisible();
  await expect(page.locator("dd").first()).toHaveText(/^[\d,]+ ֏$/);
  await dramSignDrawn(page);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "vpos-pay");
  await payByCard(page, APPROVING_CARD);

  // Back through the BackURL: the shop asked the bank, and shows its receipt.
  await expect(page).toHaveURL(/\/thanks\?orderID=\d+&id=[0-9A-Fa-f-]{36}$/);
  const number = thanksOrderNumber(page);
  const paymentId = new URL(page.url()).searchParams.get("id")!;
  await expect(page.getByTestId("thanks-title")).toHaveText(`Ձեր #${number} պատվերը վճարված է`);
  await expect(page.getByTestId("payment-failed")).toHaveCount(0);
  const frame = page.getByTestId("receipt-frame");
  await expect(frame).toBeVisible();
  const src = new URL((await frame.getAttribute("src"))!, page.url());
  expect(src.pathname).toBe("/simulator/vpos/forms/frm_checkprint.aspx");
  expect(src.searchParams.get("paymentid")?.toLowerCase()).toBe(paymentId.toLowerCase());
  await expect(frame).toHaveAttribute("title", "Վճարման անդորրագիր");

  // The order is paid, and the receipt shows what was charged for it.
  const order = await orderOf(request, number, token);
  expect([order.payment_method, order.paid, order.status]).toEqual(["ameria_vpos", true, "processing"]);
  const receipt = page.frameLocator("[data-testid=receipt-frame]");
  await expect(receipt.getByRole("heading", { level: 1 })).toHaveText("Receipt");
  await expect(receipt.locator("dd").nth(1)).toHaveText(order.formated_grand_total);
  await expect(receipt.getByText("411111******1111")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "thanks-paid");
});

test("a declined card leaves the order unpaid, the thanks page says so in Armenian, and paying again pays it", async ({ page, request }, testInfo) => {
  await readyToPay(page, request, 1);
  await fillBilling(page);
  const token = await placeWith(page, "ameria_vpos");
  await expect(page).toHaveURL(/\/simulator\/vpos\/Payments\/Pay\?id=/);
  const declinedPayment = new URL(page.url()).searchParams.get("id");
  await payByCard(page, DECLINED_CARD);

  await expect(page).toHaveURL(/\/thanks\?orderID=\d+&payment=failed$/);
  const number = thanksOrderNumber(page);
  // The headline says the payment did not go through, not that the order is received.
  await expect(page.getByTestId("thanks-title")).toHaveText(`#${number} պատվերի վճարումը չի կատարվել`);
  const failed = page.getByTestId("payment-failed");
  await expect(failed).toBeVisible();
  await expect(failed).toHaveAttribute("role", "alert");
  await expect(failed).toContainText("Վճարումը չի կատարվել");
  await expect(failed).toContainText("Պատվերը պահպանված է, բայց վճարված չէ");
  await expect(failed.getByRole("link", { name: "կապվեք մեզ հետ" })).toHaveAttribute("href", "/contact-us");
  await expect(page.getByTestId("receipt-frame")).toHaveCount(0);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "thanks-declined");

  const order = await orderOf(request, number, token);
  expect([order.payment_method, order.paid, order.status]).toEqual(["ameria_vpos", false, "pending"]);

  // Paying again is a new payment at the bank; this card goes through.
  await expect(page.getByTestId("pay-cash")).toHaveText("Վճարել կանխիկ՝ առաքման ժամանակ");
  await page.getByTestId("pay-again").click();
  await expect(page).toHaveURL(/\/simulator\/vpos\/Payments\/Pay\?/);
  expect(new URL(page.url()).searchParams.get("id")).not.toBe(declinedPayment);
  await payByCard(page, APPROVING_CARD);
  await expect(page).toHaveURL(new RegExp(`/thanks\\?orderID=${number}&id=[0-9A-Fa-f-]{36}$`));
  await expect(page.getByTestId("thanks-title")).toHaveText(`Ձեր #${number} պատվերը վճարված է`);
  await expect(page.getByTestId("payment-choices")).toHaveCount(0);
  await expect(page.getByTestId("receipt-frame")).toBeVisible();
  const paid = await orderOf(request, number, token);
  expect([paid.payment_method, paid.paid, paid.status]).toEqual(["ameria_vpos", true, "processing"]);
});

test("an order whose card payment did not go through is switched to cash on delivery", async ({ page, request }, testInfo) => {
  await readyToPay(page, request, 1);
  await fillBilling(page);
  const token = await placeWith(page, "ameria_vpos");
  await payByCard(page, DECLINED_CARD);
  await expect(page).toHaveURL(/\/thanks\?orderID=\d+&payment=failed$/);
  const number = thanksOrderNumber(page);
  await expect(page.getByTestId("pay-cash")).toBeVisible();
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "thanks-declined-choices");

  await page.getByTestId("pay-cash").click();
  await expect(page).toHaveURL(new RegExp(`/thanks\\?orderID=${number}$`));
  await expect(page.getByTestId("thanks-title")).toHaveText(`Ձեր #${number} պատվերն ընդունված է`);
  await expect(page.getByTestId("payment-failed")).toHaveCount(0);
  await expect(page.getByTestId("payment-choices")).toHaveCount(0);
  const order = await orderOf(request, number, token);
  expect([order.payment_method, order.paid, order.status]).toEqual(["cashondelivery", false, "pending"]);
  await shot(page, testInfo, "thanks-switched-to-cash");
});

test("an Idram payment approved in the wallet returns to the thanks page, the order paid", async ({ page, request }, testInfo) => {
  await readyToPay(page, request, 2);
  await fillBilling(page);
  const token = await placeWith(page, "idram");

  // The shell posts the wallet's form itself: the browser lands on the wallet's page.
  await expect(page).toHaveURL(/\/simulator\/idram\/Payment\/GetPayment$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Idram wallet");
  await expect(page.getByText("Simulator · no real money")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay \d/ })).toHaveText(/^Pay [\d,]+ ֏$/);
  await dramSignDrawn(page);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "idram-wallet");
  await page.getByRole("button", { name: /^Pay \d/ }).click();

  await expect(page).toHaveURL(/\/thanks\?orderID=\d+$/);
  const number = thanksOrderNumber(page);
  await expect(page.getByTestId("thanks-title")).toHaveText(`Ձեր #${number} պատվերը վճարված է`);
  await expect(page.getByTestId("payment-failed")).toHaveCount(0);
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  const order = await orderOf(request, number, token);
  expect([order.payment_method, order.paid, order.status]).toEqual(["idram", true, "processing"]);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "thanks-idram");
});
