import { expect, test, type Page } from "@playwright/test";

// The customer's journey through the account screens against the real server: registration,
// the guest cart moving into the customer's cart at login, the profile, the address book, the
// order history, logout. Each run registers a new customer.

function uniqueEmail(project: string): string {
  return `journey-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.am`;
}

async function storedState(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem("state") ?? "{}"));
}

test("register, log in with a guest cart, keep an address, log out", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);

  // Registration: the core's checks first, then the account.
  await page.goto("/account/register");
  await page.getByTestId("register-submit").click();
  await expect(page.getByTestId("error-email")).toBeVisible();
  await page.getByTestId("field-first_name").fill("Անի");
  await page.getByTestId("field-last_name").fill("Սարգսյան");
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-password").fill("secret-7");
  await page.getByTestId("field-password_confirmation").fill("secret-7");
  await page.getByTestId("register-submit").click();
  await expect(page).toHaveURL(/\/thanks-for-registration$/);

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
  await page.getByTestId("field-first_name").fill("Անի");
  await page.getByTestId("field-last_name").fill("Սարգսյան");
  await page.getByTestId("field-street").fill("Աբովյան 1, բն. 5");
  await page.getByTestId("field-city").fill("Երևան");
  await page.getByTestId("field-phone").fill("+374 91 123456");
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
