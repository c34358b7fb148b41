import { createHmac } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  addSimpleToCart,
  noSidewaysOverflow,
  openCheckout,
  seriousViolations,
  shot,
  stockedSimpleProduct,
  stockedSimpleProducts,
  type Product,
} from "./helpers";

// The back office at /admin, as the shop's staff use it: the demo owner signs in with the code
// of an authenticator app, finds an order a customer placed on the storefront, confirms, ships
// and completes it (the customer then sees the status, the tracking number and the bonuses
// earned), cancels another (its stock comes back), refunds a card order through the vPOS
// simulator; the owner changes a setting and adds a clerk, who first chooses their own password;
// an order clerk cannot open the staff or settings pages.

const OWNER = { email: "owner@shuka.am", password: "shuka-demo-owner", secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" };
const CLERK = { email: "clerk@shuka.am", password: "shuka-demo-clerk" };
const PASSWORD = "secret-7";

function base32(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...text.replace(/=+$/, "")].map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0")).join("");
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** What an authenticator app shows (RFC 6238) for the 30-second step `step`. */
function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", base32(secret)).update(counter).digest();
  const offset = digest[19] & 15;
  return ((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, "0");
}

async function signInAsOwner(page: Page) {
  await page.goto("/admin/sign-in");
  await page.locator('input[name="email"]').fill(OWNER.email);
  await page.locator('input[name="password"]').fill(OWNER.password);
  await page.locator('button[type="submit"]').click();
  const code = page.locator('input[name="code"]');
  await expect(code).toBeVisible();
  // A code is good once: when a sign-in moments ago (the other screen size's run) used this
  // step, the next one is tried (the server accepts it, for clocks that run ahead), and after
  // that the step after the next 30-second boundary.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (attempt === 2) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    const step = Math.floor(Date.now() / 1000 / 30) + (attempt === 0 ? 0 : 1);
    await code.fill(totp(OWNER.secret, step));
    await page.locator('button[type="submit"]').click();
    try {
      await expect(page).toHaveURL(/\/admin$/, { timeout: 3_000 });
      return;
    } catch {
      await expect(page.locator(".admin-field__error")).toBeVisible();
    }
  }
  throw new Error("the owner's codes were refused");
}

interface Customer {
  email: string;
  token: string;
}

async function newCustomer(request: APIRequestContext): Promise<Customer> {
  const email = `bo-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.am`;
  const register = await request.post("/api/customer/register", {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: "Անի", last_name: "Սարգսյան" },
  });
  expect(register.ok()).toBeTruthy();
  const login = await request.post("/api/customer/login", { data: { email, password: PASSWORD } });
  return { email, token: (await login.json()).token };
}

/** A customer's order of `quantity` of `product`, placed through the storefront's checkout calls. */
async function placeOrder(request: APIRequestContext, customer: Customer, product: Product, quantity: number, method: string) {
  const headers = { Authorization: `Bearer ${customer.token}` };
  const cart = (await (await request.get("/api/checkout/cart/token", { headers })).json()).api_token as string;
  const holder = { api_token: cart, token: customer.token };
  const steps: [string, object][] = [
    [`/api/checkout/cart/add/${product.id}`, { quantity }],
    [
      "/api/checkout/save-address",
      {
        billing: {
          use_for_shipping: true, save_as_address: false, address1: ["Աբովյան 12"], email: customer.email, first_name: "Անի",
          last_name: "Սարգսյան", city: "Yerevan", country: "AM", state: "Yerevan", postcode: "75017", phone: "+374 91 123456",
          company_name: "", additional: "",
        },
        shipping: {},
      },
    ],
    ["/api/checkout/save-shipping", { shipping_method: "flatrate" }],
    ["/api/checkout/save-payment", { payment: { method } }],
  ];
  for (const [path, body] of steps) {
    const response = await request.post(path, { data: { ...body, ...holder } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  }
  const placed = await request.post("/api/checkout/save-order", { data: holder });
  expect(placed.ok()).toBeTruthy();
  return (await placed.json()) as { order: { id: number; increment_id: string }; redirect_url?: string };
}

async function stockOf(request: APIRequestContext, product: Product): Promise<number> {
  const answer = await (await request.get(`/api/products/${product.url_key}?locale=hy&currency=AMD`)).json();
  return Number(answer.data?.qty ?? answer.qty);
}

async function openOrder(page: Page, number: string) {
  await page.goto("/admin/orders");
  await page.locator('input[name="q"]').fill(number);
  await page.locator('.admin-filters button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await page.getByRole("link", { name: `#${number}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
}

// The owner signs in once per screen size and keeps the session, as staff do all day.
let owner: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  owner = await context.newPage();
  await signInAsOwner(owner);
});

test.afterAll(async () => {
  await owner?.context().close();
});

test("the owner signs in with a code and moves a storefront order to completed; the customer sees it", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const product = await stockedSimpleProduct(request);
  const customer = await newCustomer(request);
  const { order } = await placeOrder(request, customer, product, 1, "cashondelivery");
  {
    const admin = owner;
    await admin.goto("/admin");
    await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
    await shot(admin, testInfo, "admin-dashboard");
    await openOrder(admin, order.increment_id);
    await noSidewaysOverflow(admin);
    await shot(admin, testInfo, "admin-order-pending");
    await admin.getByRole("button", { name: "Հաստատել" }).click();
    await expect(admin.locator(".admin-heading .admin-badge")).toHaveText("Մշակվում է");
    // Shipping with nothing typed names both fields, each beside its input.
    await admin.getByRole("button", { name: "Ուղարկել" }).click();
    await expect(admin.locator(".admin-field__error")).toHaveText(["Նշեք առաքողին։", "Նշեք հետևման համարը։"]);
    await admin.locator('input[name="carrier"]').fill("HayPost");
    await admin.locator('input[name="tracking_number"]').fill("RR123456789AM");
    await admin.getByRole("button", { name: "Ուղարկել" }).click();
    await expect(admin.locator(".admin-heading .admin-badge")).toHaveText("Ուղարկված");
    await admin.getByRole("button", { name: "Ավարտել" }).click();
    await expect(admin.locator(".admin-heading .admin-badge")).toHaveText("Ավարտված");
    await expect(admin.locator(".admin-timeline")).toContainText("Ուղարկված → Ավարտված");
    await shot(admin, testInfo, "admin-order-completed");
    await admin.goto("/admin/orders");
    await expect(admin.locator(".admin-table tbody tr").first()).toBeVisible();
    await noSidewaysOverflow(admin);
    await shot(admin, testInfo, "admin-orders");
  }

  // The customer's account shows what the shop did, in Armenian.
  await page.goto("/account/login");
  await page.getByTestId("field-email").fill(customer.email);
  await page.getByTestId("field-password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.goto(`/account/orders/${order.id}`);
  await expect(page.getByTestId("order-facts")).toContainText("Ավարտված");
  await expect(page.getByTestId("order-tracking")).toHaveText("HayPost: RR123456789AM");
  await page.goto("/account/bonuses");
  await expect(page.locator("body")).toContainText(order.increment_id);
});

test("canceling an order puts its items back on sale", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const product = await stockedSimpleProduct(request);
  const customer = await newCustomer(request);
  const before = await stockOf(request, product);
  const { order } = await placeOrder(request, customer, product, 2, "cashondelivery");
  expect(await stockOf(request, product)).toBe(before - 2);
  {
    const admin = owner;
    await openOrder(admin, order.increment_id);
    await admin.getByRole("button", { name: "Չեղարկել" }).click();
    const dialog = admin.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    // The question names the order, its customer and its total; "keep" has the focus.
    await expect(dialog.getByRole("heading")).toContainText(`#${order.increment_id}`);
    await expect(dialog).toContainText("֏");
    await expect(dialog.getByRole("button", { name: "Ոչ, թողնել" })).toBeFocused();
    await shot(admin, testInfo, "admin-cancel-dialog");
    await dialog.getByRole("button", { name: "Չեղարկել" }).click();
    await expect(admin.locator(".admin-heading .admin-badge")).toHaveText("Չեղարկված");
  }
  expect(await stockOf(request, product)).toBe(before);
});

test("a second tab whose action was refused because the order changed shows the order as it is now", async ({ request }) => {
  const product = await stockedSimpleProduct(request);
  const customer = await newCustomer(request);
  const { order } = await placeOrder(request, customer, product, 1, "cashondelivery");
  await openOrder(owner, order.increment_id);
  const second = await owner.context().newPage();
  try {
    await second.goto(owner.url());
    await expect(second.locator(".admin-heading .admin-badge")).toHaveText("Սպասման մեջ");
    await owner.getByRole("button", { name: "Հաստատել" }).click();
    await expect(owner.locator(".admin-heading .admin-badge")).toHaveText("Մշակվում է");
    // The second tab still offers "confirm": refused, told why, and reloaded with the new status.
    await second.getByRole("button", { name: "Հաստատել" }).click();
    await expect(second.locator(".admin-state--error")).toBeVisible();
    await expect(second.locator(".admin-heading .admin-badge")).toHaveText("Մշակվում է");
    await expect(second.getByRole("button", { name: "Հաստատել" })).toHaveCount(0);
  } finally {
    await second.close();
  }
});

test("an unknown back-office address says so inside the frame, with the menu and a way back", async () => {
  await owner.goto("/admin/no-such-page");
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Չի գտնվել։");
  await expect(owner.locator("#admin-nav")).toBeAttached();
  await owner.getByRole("link", { name: "Վահանակ" }).last().click();
  await expect(owner).toHaveURL(/\/admin$/);
});

test("a card order is refunded through the bank", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const product = await stockedSimpleProduct(request);
  const customer = await newCustomer(request);
  const placed = await placeOrder(request, customer, product, 1, "ameria_vpos");
  const paymentId = new URL(placed.redirect_url!, "http://shop.invalid").searchParams.get("id")!;
  const paid = await request.post("/simulator/vpos/Payments/Pay", {
    form: { id: paymentId, card_number: "4111 1111 1111 1111", expiry: "12/40", cvc: "123", cardholder: "ANI S", action: "pay" },
    maxRedirects: 0,
  });
  const back = paid.headers()["location"];
  await request.get(back, { maxRedirects: 0 });
  {
    const admin = owner;
    await openOrder(admin, placed.order.increment_id);
    await expect(admin.locator(".admin-facts")).toContainText("Վճարված");
    // Nothing that moves money is filled in: the amount is typed, the stock stays out.
    const amount = admin.locator('input[name="amount"]');
    await expect(amount).toHaveValue("");
    await expect(admin.locator('input[name="restock"]')).not.toBeChecked();
    await amount.fill(String(Number(placed.order.grand_total)));
    await admin.getByRole("button", { name: "Վերադարձնել գումարը" }).click();
    const dialog = admin.getByRole("alertdialog");
    await expect(dialog.getByRole("heading")).toContainText(`#${placed.order.increment_id}`);
    await expect(dialog).toContainText(placed.order.formated_grand_total);
    await dialog.getByRole("button", { name: "Վերադարձնել գումարը" }).click();
    await expect(admin.locator(".admin-heading .admin-badge")).toHaveText("Վերադարձված");
    await expect(admin.locator(".admin-timeline")).toContainText("RefundPayment 00");
    await shot(admin, testInfo, "admin-order-refunded");
  }
});

test("a card order its customer switched to cash shows the change and is confirmed as a cash order", async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  const product = await stockedSimpleProduct(request);
  const customer = await newCustomer(request);
  const placed = await placeOrder(request, customer, product, 1, "ameria_vpos");
  const switched = await request.post(`/api/orders/${placed.order.id}/payment`, {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { payment: { method: "cashondelivery" } },
  });
  expect(switched.ok(), await switched.text()).toBeTruthy();
  {
    const admin = owner;
    await openOrder(admin, placed.order.increment_id);
    await expect(admin.locator(".admin-timeline")).toContainText("Վճարման եղանակ: Բանկային քարտ → Կանխիկ առաքման պահին");
    await expect(admin.locator(".admin-facts")).toContainText("Կանխիկ առաքման պահին");
    await admin.getByRole("button", { name: "Հաստատել" }).click();
    await expect(admin.locator(".admin-heading .admin-badge")).toHaveText("Մշակվում է");
    await shot(admin, testInfo, "admin-order-switched-to-cash");
  }
});

test("the dashboard charts the month and a customer is found with their orders and bonuses", async ({ request }, testInfo) => {
  const product = await stockedSimpleProduct(request);
  const customer = await newCustomer(request);
  const { order } = await placeOrder(request, customer, product, 1, "cashondelivery");
  await owner.goto("/admin");
  await expect(owner.locator(".admin-chart li")).toHaveCount(30);
  await expect(owner.locator(".admin-waiting")).toContainText("Սպասման մեջ");
  await noSidewaysOverflow(owner);
  await shot(owner, testInfo, "admin-dashboard");
  await owner.goto(`/admin/customers?q=${encodeURIComponent(customer.email)}`);
  await owner.locator(".admin-table a").first().click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Անի Սարգսյան");
  await expect(owner.locator(".admin-table").first()).toContainText(`#${order.increment_id}`);
  await owner.locator('input[name="amount"]').fill("500");
  await owner.locator('input[name="reason"]').fill("Ներողություն ուշացման համար");
  await owner.getByRole("button", { name: "Փոխել բոնուսները" }).click();
  // Asked first, naming the customer and the amount.
  const dialog = owner.getByRole("alertdialog");
  await expect(dialog.getByRole("heading")).toContainText("Անի Սարգսյան");
  await expect(dialog).toContainText("500 ֏");
  await dialog.getByRole("button", { name: "Փոխել բոնուսները" }).click();
  await expect(owner.locator("h2 .price")).toHaveText("500 ֏");
  await noSidewaysOverflow(owner);
  await shot(owner, testInfo, "admin-customer");
});

test("the owner changes a shop setting; a wrong one is refused with the core's message", async ({}, testInfo) => {
  await owner.goto("/admin/settings");
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Կարգավորումներ");
  const rewards = owner.locator('input[name="rewards_percent"]');
  const threshold = owner.locator('input[name="low_stock_threshold"]');
  await expect(rewards).not.toHaveValue("");
  const keptRewards = await rewards.inputValue();
  await rewards.fill("60");
  await owner.getByRole("button", { name: "Պահպանել" }).click();
  await expect(owner.locator(".admin-field__error")).toHaveText("Բոնուսի տոկոսը պետք է լինի ամբողջ թիվ 0-ից մինչև 50");
  await rewards.fill(keptRewards);
  await threshold.fill("7");
  await owner.getByRole("button", { name: "Պահպանել" }).click();
  await expect(owner.getByRole("status")).toHaveText("Կարգավորումները պահպանված են։");
  await noSidewaysOverflow(owner);
  await shot(owner, testInfo, "admin-settings");
  await owner.goto("/admin");
  await expect(owner.locator(".admin-card h2", { hasText: "Պակասող ապրանքներ" })).toContainText("≤ 7");
});

test("the owner renames and reprices the courier and takes pickup off; the shopper's checkout follows", async ({ page, request }, testInfo) => {
  await owner.goto("/admin/checkout-methods");
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Առաքում և վճարում");
  const rate = owner.locator('input[name="shipping.flatrate.rate"]');
  const title = owner.locator('input[name="shipping.flatrate.title_hy"]');
  const pickup = owner.locator('input[name="shipping.pickup.enabled"]');
  await expect(rate).toHaveValue("25");
  const [keptRate, keptTitle] = [await rate.inputValue(), await title.inputValue()];
  const save = async (saved: boolean) => {
    await owner.getByRole("button", { name: "Պահպանել" }).click();
    if (saved) await expect(owner.getByRole("status")).toHaveText("Առաքումն ու վճարումը պահպանված են");
  };
  await rate.fill("քսան");
  await save(false);
  await expect(owner.locator(".admin-field__error")).toHaveText("Մուտքագրեք գինը դրամով, օրինակ՝ 12500");
  await rate.fill("1 500");
  await title.fill("Արագ առաքում");
  await pickup.uncheck();
  await save(true);
  // A provider without credentials would be marked; the demo's simulators configure both.
  await expect(owner.locator(".admin-methods .admin-badge--pending")).toHaveCount(0);
  await noSidewaysOverflow(owner);
  await shot(owner, testInfo, "admin-checkout-methods");
  try {
    // Every server follows the change within a second.
    await expect.poll(async () => (await (await request.get("/api/shippings?locale=hy")).json()).map((m: { code: string }) => m.code)).toEqual(["flatrate"]);
    await addSimpleToCart(page, await stockedSimpleProduct(request), 1);
    await openCheckout(page);
    await expect(page.getByTestId("shipping-flatrate")).toContainText("Արագ առաքում");
    await expect(page.getByTestId("shipping-flatrate")).toContainText("1,500 ֏");
    await expect(page.getByTestId("shipping-pickup")).toHaveCount(0);
    await shot(page, testInfo, "checkout-methods-followed");
  } finally {
    await rate.fill(keptRate);
    await title.fill(keptTitle);
    await pickup.check();
    await save(true);
    await expect.poll(async () => (await (await request.get("/api/shippings?locale=hy")).json()).length).toBe(2);
  }
});

test("the owner changes the dollar's rate; the shop's dollar prices follow; a far one is questioned", async ({ page, request }, testInfo) => {
  // A shopper who pays in dollars has a product open.
  const [product] = await stockedSimpleProducts(request);
  await page.goto(`/shop/products/${product.url_key}/-1`);
  await page.getByTestId("currency-select").selectOption("USD");
  const price = page.getByTestId("product-price").first();
  await expect(price).toHaveText(/^\$/);
  const before = await price.innerText();

  await owner.goto("/admin/rates");
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Փոխարժեքներ");
  const dollar = owner.locator('input[name="USD"]');
  await expect(dollar).not.toHaveValue("");
  const kept = await dollar.inputValue();
  await dollar.fill((Number(kept) * 2).toFixed(2));
  await expect(owner.getByRole("status").filter({ hasText: kept })).toContainText("20 %");
  await dollar.fill((Number(kept) * 1.1).toFixed(2));
  await owner.getByRole("button", { name: "Պահպանել" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "պահպանված" })).toHaveText("Փոխարժեքները պահպանված են։");
  await expect(owner.locator(".admin-field__hint").first()).toContainText("Մուտքագրված է ձեռքով");
  await noSidewaysOverflow(owner);
  await shot(owner, testInfo, "admin-rates");

  // Within the feed's second the dollar price is the new rate's (more drams a dollar: fewer dollars).
  await expect(async () => {
    await page.reload();
    await expect(price).not.toHaveText(before, { timeout: 500 });
  }).toPass({ timeout: 5_000 });
  const shown = (text: string) => Number(text.replace(/[^\d.]/g, ""));
  expect(shown(await price.innerText())).toBeLessThan(shown(before));

  await dollar.fill(kept);
  await owner.getByRole("button", { name: "Պահպանել" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "պահպանված" })).toBeVisible();
  await expect(dollar).toHaveValue(kept);
});

test("the owner adds a clerk, who must choose their own password before the orders open", async ({ page }, testInfo) => {
  const email = `clerk-${testInfo.project.name}-${Date.now()}@shuka.am`.toLowerCase();
  await owner.goto("/admin/staff");
  await owner.locator('input[name="email"]').fill(email);
  await owner.locator('input[name="name"]').fill("Նարե Հակոբյան");
  await owner.locator('input[name="password"]').fill("given-by-the-owner");
  await owner.getByRole("button", { name: "Ստեղծել" }).click();
  await expect(owner.locator(".admin-table")).toContainText(email);

  await page.goto("/admin/sign-in");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill("given-by-the-owner");
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("alert").first()).toContainText("Ընտրեք ձերը");
  await expect(page.locator('#admin-nav a[href="/admin/orders"]')).toHaveCount(0);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "admin-password-required");
  await page.locator('input[name="current_password"]').fill("given-by-the-owner");
  await page.locator('input[name="new_password"]').fill("short");
  await page.getByRole("button", { name: "Փոխել գաղտնաբառը" }).click();
  await expect(page.locator(".admin-field__error")).toHaveText("Գաղտնաբառը պետք է լինի առնվազն 10 նիշ։");
  await page.locator('input[name="new_password"]').fill("my-own-password-1");
  await page.getByRole("button", { name: "Փոխել գաղտնաբառը" }).click();
  await expect(page.getByRole("status")).toContainText("Գաղտնաբառը փոխված է");
  await expect(page.locator('#admin-nav a[href="/admin/orders"]')).toHaveCount(1);
  await page.goto("/admin/orders");
  await expect(page.locator(".admin-table")).toBeVisible();
});

test("an order clerk cannot open the staff or settings pages", async ({ page }, testInfo) => {
  await page.goto("/admin/sign-in");
  await page.locator('input[name="email"]').fill(CLERK.email);
  await page.locator('input[name="password"]').fill(CLERK.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator("#admin-nav")).toContainText("Պատվերներ");
  await expect(page.locator("#admin-nav")).not.toContainText("Աշխատակիցներ");
  await expect(page.locator("#admin-nav")).not.toContainText("Կարգավորումներ");
  await page.goto("/admin/staff");
  await expect(page.getByRole("alert")).toHaveText("Այս էջը ձեր դերի համար հասանելի չէ։");
  await shot(page, testInfo, "admin-clerk-staff");
  await page.goto("/admin/settings");
  await expect(page.getByRole("alert")).toHaveText("Այս էջը ձեր դերի համար հասանելի չէ։");
  const answers = await page.evaluate(async () => {
    const call = async (name: string) =>
      (await fetch(`/admin/api/${name}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status;
    return [await call("staff/list"), await call("settings/get")];
  });
  expect(answers).toEqual([403, 403]);
});

test("the back office's main screens have no serious or critical accessibility violation", async ({ browser, baseURL, request }, testInfo) => {
  test.setTimeout(120_000);
  const product = await stockedSimpleProduct(request);
  const customer = await newCustomer(request);
  const { order } = await placeOrder(request, customer, product, 1, "cashondelivery");
  const screens: [string, (page: Page) => Promise<void>][] = [
    ["/admin", (p) => expect(p.locator(".admin-chart li")).toHaveCount(30)],
    ["/admin/orders", (p) => expect(p.locator(".admin-table tbody tr").first()).toBeVisible()],
    ["/admin/customers", (p) => expect(p.locator(".admin-table tbody tr").first()).toBeVisible()],
    ["/admin/audit", (p) => expect(p.locator(".admin-table tbody tr").first()).toBeVisible()],
    ["/admin/staff", (p) => expect(p.locator(".admin-table tbody tr").first()).toBeVisible()],
  ];
  for (const [path, ready] of screens) {
    await owner.goto(path);
    await ready(owner);
    expect(await seriousViolations(owner), path).toEqual([]);
    await shot(owner, testInfo, `admin-${path.split("/").pop() || "dashboard"}`);
  }
  await openOrder(owner, order.increment_id);
  expect(await seriousViolations(owner), "one order").toEqual([]);
  await shot(owner, testInfo, "admin-one-order");
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const signedOut = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const page = await signedOut.newPage();
  await page.goto("/admin/sign-in");
  await expect(page.locator('input[name="email"]')).toBeVisible();
  expect(await seriousViolations(page), "sign-in").toEqual([]);
  await signedOut.close();
});

test("the first orders and a customer's phone are on the first screen; on a phone the filters wait behind a counted button", async ({ request }, testInfo) => {
  const phone = testInfo.project.name === "mobile";
  const product = await stockedSimpleProduct(request);
  const customer = await newCustomer(request);
  const { order } = await placeOrder(request, customer, product, 1, "cashondelivery");
  await owner.goto("/admin/orders?status=pending&method=cashondelivery");
  const first = owner.locator(".admin-table tbody tr").first();
  await expect(first).toBeVisible();
  const screenHeight = owner.viewportSize()!.height;
  expect((await first.boundingBox())!.y, "the first order starts on the first screen").toBeLessThan(screenHeight);
  const toggle = owner.getByRole("button", { name: "Զտիչներ · 2" });
  if (phone) {
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(owner.locator('select[name="status"]')).toBeHidden();
    await toggle.click();
    await shot(owner, testInfo, "admin-orders-filters-open");
  } else {
    await expect(toggle).toBeHidden();
  }
  await expect(owner.locator('select[name="status"]')).toBeVisible();

  await openOrder(owner, order.increment_id);
  const tel = owner.locator(".admin-card--contact a[href^='tel:']");
  await expect(tel).toHaveText("+374 91 123456");
  expect((await tel.boundingBox())!.y, "the customer's phone is on the first screen").toBeLessThan(screenHeight);
});

test("the order list counts what it found in the plural forms of Russian and Armenian", async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  const products = await stockedSimpleProducts(request);
  const customer = await newCustomer(request);
  const said: Record<number, { ru: string; hy: string }> = {
    1: { ru: "1 заказ", hy: "1 պատվեր" },
    2: { ru: "2 заказа", hy: "2 պատվեր" },
    5: { ru: "5 заказов", hy: "5 պատվեր" },
    21: { ru: "21 заказ", hy: "21 պատվեր" },
  };
  const chooseLanguage = async (code: "ru" | "hy") => {
    await owner.goto("/admin/orders");
    await owner.locator(".admin-locale select").selectOption(code);
    await expect(owner.locator("html")).toHaveAttribute("lang", code);
  };
  let placed = 0;
  for (const count of [1, 2, 5, 21]) {
    for (; placed < count; placed += 1) {
      await placeOrder(request, customer, products[placed % Math.min(products.length, 4)], 1, "cashondelivery");
    }
    for (const code of ["ru", "hy"] as const) {
      await chooseLanguage(code);
      await owner.goto(`/admin/orders?q=${encodeURIComponent(customer.email)}`);
      await expect(owner.locator(".admin-table tbody tr")).toHaveCount(Math.min(count, 25));
      await expect(owner.locator('p.admin-muted[role="status"]')).toHaveText(said[count][code]);
      await shot(owner, testInfo, `admin-orders-count-${count}-${code}`);
    }
  }
});
