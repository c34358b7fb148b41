import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  addSimpleToCart,
  completeOrder,
  fillBilling,
  noSidewaysOverflow,
  openCheckout,
  operator,
  passwordResetLink,
  shot,
  shownNumber,
  stockedSimpleProduct,
  thanksOrderNumber,
} from "./helpers";

// The customer's journeys through the account screens against the real server: an individual
// from registration to an order completed by the operator and its bonuses spent on the next
// order; a company's seller application; a forgotten password reset from the mailed link; the
// guest cart moving into the customer's cart at login. Each run registers new customers.

function uniqueEmail(project: string, kind = "journey"): string {
  return `${kind}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.am`;
}

async function storedState(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem("state") ?? "{}"));
}

/** An account made through the API (the journeys that are not about registering). */
async function registerByApi(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post("/api/customer/register", {
    data: { email, password, password_confirmation: password, first_name: "Արամ", last_name: "Պետրոսյան" },
  });
  expect(answer.ok(), `registration answers ${answer.status()}`).toBeTruthy();
}

/** Registers an individual through the form (password secret-7): the core's checks refuse
 *  the empty form first, then the account is made and the thanks page shown. */
async function registerThroughForm(page: Page, email: string) {
  await page.goto("/account/register");
  await page.getByTestId("register-submit").click();
  await expect(page.getByTestId("error-email")).toBeVisible();
  await fillPerson(page, "Անի", "Սարգսյան", email);
  await page.getByTestId("register-submit").click();
  await expect(page).toHaveURL(/\/thanks-for-registration$/);
}

/** The registration form's own fields for a person: name, e-mail and password secret-7 twice. */
async function fillPerson(page: Page, firstName: string, lastName: string, email: string) {
  await page.getByTestId("field-first_name").fill(firstName);
  await page.getByTestId("field-last_name").fill(lastName);
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-password").fill("secret-7");
  await page.getByTestId("field-password_confirmation").fill("secret-7");
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/account/login");
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-password").fill(password);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByTestId("account-email")).toHaveText(email);
}

async function fillAddress(page: Page, street: string, city: string) {
  await page.getByTestId("field-first_name").fill("Անի");
  await page.getByTestId("field-last_name").fill("Սարգսյան");
  await page.getByTestId("field-street").fill(street);
  await page.getByTestId("field-city").fill(city);
  await page.getByTestId("field-phone").fill("+374 91 123456");
}

/** The signed-in customer's order by its id, as the account API gives it. */
async function customerOrder(request: APIRequestContext, token: string, id: string) {
  const answer = await request.get(`/api/orders/${id}?locale=hy&currency=AMD`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).data as { increment_id: string; created_at: string; status: string; formated_grand_total: string };
}

test("an individual registers, keeps addresses and a profile, orders, earns bonuses and spends them", async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo.project.name);
  const product = await stockedSimpleProduct(request);

  await registerThroughForm(page, email);
  await expect(page.getByTestId("registered-seller")).toHaveCount(0);
  await page.getByTestId("registered-login").click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await logIn(page, email, "secret-7");

  // A new customer's dashboard asks for an address; its bonuses are 0.
  await page.goto("/account/dashboard");
  await expect(page.getByTestId("dashboard-no-address")).toHaveText("Դուք դեռ հասցե չունեք։ Խնդրում ենք ստեղծել հասցե։");
  await expect(page.getByTestId("dashboard-bonus-balance")).toHaveText("0");
  await noSidewaysOverflow(page);
  await page.getByTestId("dashboard-create-address").click();
  await expect(page).toHaveURL(/\/account\/addresses\/new$/);

  // The first address becomes the default; a second one is made the default from its form.
  await fillAddress(page, "Աբովյան 1, բն. 5", "Երևան");
  await page.getByTestId("address-submit").click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByTestId("address-card")).toHaveCount(1);
  await expect(page.getByTestId("address-default")).toHaveCount(1);
  await page.getByTestId("address-add").click();
  await fillAddress(page, "Տիգրան Մեծի 20", "Գյումրի");
  await page.getByTestId("address-submit").click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByTestId("address-card")).toHaveCount(2);
  const second = page.getByTestId("address-card").filter({ hasText: "Տիգրան Մեծի 20" });
  await expect(second.getByTestId("address-default")).toHaveCount(0);
  await second.getByTestId("address-edit").click();
  await expect(page.getByTestId("field-street")).toHaveValue("Տիգրան Մեծի 20");
  await page.getByTestId("field-default").check();
  await page.getByTestId("address-submit").click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByTestId("address-default")).toHaveCount(1);
  await expect(page.getByTestId("address-card").filter({ hasText: "Տիգրան Մեծի 20" }).getByTestId("address-default")).toBeVisible();
  await page.goto("/account/dashboard");
  await expect(page.getByTestId("dashboard-address")).toContainText("Տիգրան Մեծի 20");
  await expect(page.getByTestId("dashboard-no-address")).toHaveCount(0);

  // The profile: a new first name and phone, saved, and shown in the account's header.
  await page.goto("/account/profile");
  await expect(page.getByTestId("field-first_name")).toHaveValue("Անի");
  await page.getByTestId("field-first_name").fill("Անահիտ");
  await page.getByTestId("field-phone").fill("+374 99 765432");
  await page.getByTestId("profile-submit").click();
  await expect(page.getByTestId("profile-message")).toBeVisible();
  await expect(page.getByTestId("account-name")).toHaveText("Անահիտ Սարգսյան");
  await page.reload();
  await expect(page.getByTestId("field-phone")).toHaveValue("+374 99 765432");

  // A cash order from the customer's cart, with the shared checkout steps. With no bonuses yet,
  // the checkout offers none.
  await addSimpleToCart(page, product, 1);
  await openCheckout(page);
  await expect(page.getByTestId("checkout-rewards")).toHaveCount(0);
  await fillBilling(page, { email });
  await page.getByTestId("checkout-submit").click();
  await expect(page).toHaveURL(/\/thanks\?orderID=\d+$/);
  const number = thanksOrderNumber(page);

  // It is in the order history, and its page shows the date as the first 10 characters of created_at.
  await page.goto("/account/orders");
  const row = page.getByTestId("order-row").filter({ hasText: `#${number}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Սպասման մեջ");
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  const token = (await storedState(page)).customer.token as string;
  const placed = await customerOrder(request, token, orderId);
  expect(placed.increment_id).toBe(number);
  await expect(page.getByTestId("order-title")).toContainText(number);
  // Dated by the shop's day (Yerevan's), whatever the hour in UTC.
  const shopDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Yerevan" }).format(new Date(placed.created_at));
  await expect(page.getByTestId("order-date")).toHaveText(shopDay);
  await expect(page.getByTestId("order-items")).toContainText(product.name);
  await noSidewaysOverflow(page);

  // The operator completes the order: its bonuses show on the bonuses page and the dashboard.
  const earned = completeOrder(number);
  expect(earned).toBeGreaterThan(0);
  await page.goto("/account/bonuses");
  await expect(page.getByTestId("bonus-balance-value")).toHaveText(String(earned));
  const earnedRow = page.getByTestId("bonus-row");
  await expect(earnedRow).toHaveCount(1);
  await expect(earnedRow).toContainText("Կուտակված");
  await expect(earnedRow).toContainText(`#${number}`);
  await expect(earnedRow).toContainText(`+${earned}`);
  await page.goto("/account/dashboard");
  await expect(page.getByTestId("dashboard-bonus-balance")).toHaveText(String(earned));
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByTestId("order-facts")).toContainText("Ավարտված");

  // The next order spends them: the checkout offers the balance, the box starting at all of it.
  await addSimpleToCart(page, product, 1);
  await openCheckout(page);
  const rewards = page.getByTestId("checkout-rewards");
  await expect(rewards).toBeVisible();
  await expect(page.getByTestId("rewards-balance")).toContainText(`${earned} բոնուս`);
  await expect(page.getByTestId("rewards-amount")).toHaveValue(String(earned));
  const totalBefore = shownNumber(await page.getByTestId("checkout-total").textContent());
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "checkout-rewards-box");
  await page.getByTestId("rewards-apply").click();
  await expect(page.getByTestId("rewards-applied")).toBeVisible();
  await expect(page.getByTestId("checkout-discount")).toHaveText(/^-[\d,]+ ֏$/);
  expect(shownNumber(await page.getByTestId("checkout-discount").textContent())).toBe(-earned);
  await expect.poll(async () => shownNumber(await page.getByTestId("checkout-total").textContent())).toBe(totalBefore - earned);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "checkout-rewards");

  await fillBilling(page, { email });
  await page.getByTestId("checkout-submit").click();
  await expect(page).toHaveURL(/\/thanks\?orderID=\d+$/);
  const second_number = thanksOrderNumber(page);
  // The checkout asked for the balance again: the store's customer slice has the new one.
  await expect.poll(async () => (await storedState(page)).customer.rewards).toBe(0);

  await page.goto("/account/bonuses");
  await expect(page.getByTestId("bonus-balance-value")).toHaveText("0");
  await expect(page.getByTestId("bonus-row")).toHaveCount(2);
  const usedRow = page.getByTestId("bonus-row").first();
  await expect(usedRow).toContainText("Օգտագործված");
  await expect(usedRow).toContainText(`#${second_number}`);
  await expect(usedRow).toContainText(`−${earned}`);
  await noSidewaysOverflow(page);
  await page.goto("/account/dashboard");
  await expect(page.getByTestId("dashboard-bonus-balance")).toHaveText("0");
  // The order shows the bonuses it was paid with.
  await page.goto("/account/orders");
  await page.getByTestId("order-row").filter({ hasText: `#${second_number}` }).getByRole("link").click();
  await expect(page.getByTestId("order-title")).toContainText(second_number);
  // Taken off: a negative amount, formatted by the core as the checkout's discount line is.
  expect(shownNumber(await page.getByTestId("order-discount").textContent())).toBe(-earned);

  // The bonuses page with a balance, to look at: the operator completes the second order too.
  const earnedAgain = completeOrder(second_number);
  await page.goto("/account/bonuses");
  await expect(page.getByTestId("bonus-balance-value")).toHaveText(String(earnedAgain));
  await expect(page.getByTestId("bonus-row")).toHaveCount(3);
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "account-bonuses");

  // Logout goes home; the account pages then ask to log in.
  await page.getByTestId("account-logout").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("account-icon")).toHaveAttribute("href", "/account/register");
  expect((await storedState(page)).customer.rewards).toBe(0);
  await page.goto("/account/bonuses");
  await expect(page).toHaveURL(/\/account\/login$/);
});

test("a company registers and sees its seller application pending until the operator approves it", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo.project.name, "company");
  await page.goto("/account/register");
  await page.getByTestId("kind-company").click();
  await expect(page.getByTestId("company-fields")).toBeVisible();
  await page.getByTestId("register-submit").click();
  await expect(page.getByTestId("error-company_name")).toBeVisible();
  await page.getByTestId("field-company_name").fill("Արարատ Առևտուր ՍՊԸ");
  await page.getByTestId("field-vat_id").fill("02345678");
  await page.getByTestId("field-phone").fill("+374 10 123456");
  await page.getByTestId("field-address1").fill("Երևան, Մաշտոցի 10");
  await fillPerson(page, "Արամ", "Պետրոսյան", email);
  await page.getByTestId("register-submit").click();

  // The thanks page says the application waits for review.
  await expect(page).toHaveURL(/\/thanks-for-registration$/);
  await expect(page.getByTestId("registered-seller")).toBeVisible();
  await noSidewaysOverflow(page);

  // So does the dashboard, from the customer resource's seller_application.
  await logIn(page, email, "secret-7");
  await page.goto("/account/dashboard");
  const card = page.getByTestId("dashboard-seller");
  await expect(card).toContainText("Արարատ Առևտուր ՍՊԸ");
  await expect(card.getByTestId("dashboard-seller-status")).toHaveText("Սպասում է ստուգման");
  await noSidewaysOverflow(page);
  await shot(page, testInfo, "account-dashboard-seller");

  expect(operator("sellers", "approve", email)).toMatch(/seller approved: \/stores\/\S+/);
  await page.reload();
  await expect(page.getByTestId("dashboard-seller-status")).toHaveText("Հաստատված է");
});

test("a forgotten password is reset from the mailed link and the new one logs in", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo.project.name, "reset");
  await registerByApi(request, email, "old-secret-1");

  await page.goto("/account/login");
  await page.getByTestId("to-forgot").click();
  await expect(page).toHaveURL(/\/forgot\/password$/);
  // The login page has a field-email too and stays on screen until the lazy chunk of this page
  // has loaded: fill only once this page's form is there.
  await expect(page.getByTestId("forgot-submit")).toBeVisible();
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("forgot-submit").click();
  await expect(page.getByTestId("forgot-message")).toBeVisible();
  await expect(page.getByTestId("forgot-errors")).toHaveCount(0);
  await noSidewaysOverflow(page);

  const link = passwordResetLink(email);
  await page.goto(link);
  await expect(page.getByTestId("reset-form")).toBeVisible();
  // The core checks the two passwords first.
  await page.getByTestId("field-password").fill("new-secret-2");
  await page.getByTestId("field-password_confirmation").fill("new-secret-3");
  await page.getByTestId("reset-submit").click();
  await expect(page.getByTestId("error-password_confirmation")).toHaveText("Գաղտնաբառերը չեն համընկնում");
  await page.getByTestId("field-password_confirmation").fill("new-secret-2");
  await page.getByTestId("reset-submit").click();
  await expect(page.getByTestId("reset-message")).toBeVisible();
  await noSidewaysOverflow(page);

  // The link is used up.
  await page.goto(link);
  await page.getByTestId("field-password").fill("new-secret-4");
  await page.getByTestId("field-password_confirmation").fill("new-secret-4");
  await page.getByTestId("reset-submit").click();
  await expect(page.getByTestId("reset-errors")).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto("/account/login");
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-password").fill("old-secret-1");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-alert")).toBeVisible();
  await logIn(page, email, "new-secret-2");
});

test("the guest cart moves into the customer's cart at login", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);

  await registerThroughForm(page, email);

  // A guest cart with one simple product in stock.
  const list = await (await request.get("/api/products?locale=hy&currency=AMD&limit=100")).json();
  const simple = (list.data as Array<{ id?: number; type?: string; qty?: number }>).find((p) => p.type === "simple" && (p.qty ?? 0) >= 5);
  expect(simple, "a simple product in stock").toBeTruthy();
  await page.goto("/");
  await expect.poll(async () => (await storedState(page)).cartToken).toBeTruthy();
  const guestToken = (await storedState(page)).cartToken as string;
  const added = await request.post(`/api/checkout/cart/add/${simple!.id}`, { data: { api_token: guestToken, product_id: simple!.id, quantity: 2 } });
  expect(added.ok()).toBeTruthy();

  // Wrong password: the server's refusal is shown; the right one signs in for 30 days.
  await page.goto("/account/login");
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-password").fill("not-the-password");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-alert")).toBeVisible();
  await page.getByTestId("field-password").fill("secret-7");
  await page.getByTestId("login-remember").check();
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByTestId("account-email")).toHaveText(email);
  const state = await storedState(page);
  expect(state.customer.authenticated).toBe(true);
  expect(state.customer.tokenExpiresAt - Date.now()).toBeGreaterThan(29 * 86_400_000);
  // The guest's lines are now in the customer's own cart.
  expect(state.cartToken).not.toBe(guestToken);
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  // The first address becomes the default.
  await page.goto("/account/addresses/new");
  await page.getByTestId("address-submit").click();
  await expect(page.getByTestId("address-errors")).toBeVisible();
  await fillAddress(page, "Աբովյան 1, բն. 5", "Երևան");
  await page.getByTestId("address-submit").click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByTestId("addresses-message")).toBeVisible();
  await expect(page.getByTestId("address-default")).toHaveCount(1);

  await page.goto("/account/orders");
  await expect(page.getByTestId("orders-empty")).toBeVisible();

  // Logout goes home; the account pages then ask to log in.
  await page.getByTestId("account-logout").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("account-icon")).toHaveAttribute("href", "/account/register");
  await page.goto("/account/orders");
  await expect(page).toHaveURL(/\/account\/login$/);
});
