import { expect, test, type Page } from "@playwright/test";
import { addSimpleToCart, seriousViolations, stockedSimpleProduct } from "./helpers";

// axe-core on the pages a shopper meets most, at both widths: no serious or critical violation
// (WCAG 2.1 A and AA rules). Each page is checked once it has drawn its content.

async function expectAccessible(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  expect(await seriousViolations(page), path).toEqual([]);
}

test("home, a category, a product, the blog: no serious or critical accessibility violation", async ({ page, request }) => {
  const product = await stockedSimpleProduct(request);
  await expectAccessible(page, "/", (p) => expect(p.getByTestId("product-card").first()).toBeVisible());
  await expectAccessible(page, "/shop/catalog/womens-clothing", (p) => expect(p.getByTestId("product-card").first()).toBeVisible());
  await expectAccessible(page, `/shop/products/${product.url_key}/-1`, (p) => expect(p.getByTestId("add-to-cart")).toBeVisible());
  await expectAccessible(page, "/blog", (p) => expect(p.getByTestId("blog-post-card").first()).toBeVisible());
  const posts = (await (await request.get("/api/cms/blogs?locale=hy")).json()) as { data: { url_key: string }[] };
  await expectAccessible(page, `/blog/${posts.data[0].url_key}`, (p) => expect(p.getByTestId("blog-content")).toBeVisible());
});

test("the cart, the checkout and a customer's account: no serious or critical accessibility violation", async ({ page, request }) => {
  const product = await stockedSimpleProduct(request);
  await addSimpleToCart(page, product, 1);
  await expectAccessible(page, "/shop/cart", (p) => expect(p.getByTestId("cart-row").first()).toBeVisible());
  await expectAccessible(page, "/checkout", (p) => expect(p.getByTestId("shipping-flatrate")).toBeVisible());
  const email = `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.am`;
  const registered = await request.post("/api/customer/register", {
    data: { email, password: "secret-7", password_confirmation: "secret-7", first_name: "Անի", last_name: "Սարգսյան" },
  });
  expect(registered.ok()).toBeTruthy();
  await expectAccessible(page, "/account/login", (p) => expect(p.getByTestId("login-submit")).toBeVisible());
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-password").fill("secret-7");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expectAccessible(page, "/account/dashboard", (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible());
});
