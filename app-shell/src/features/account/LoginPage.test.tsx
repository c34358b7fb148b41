import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { currentClientState, updateClientState } from "../../core/clientState";
import { ANI, CUSTOMER_TOKEN, resetClientState, signInAni } from "../../test/accountFixtures";
import { calls, failWith, mockApi, renderRoutes, sentBodies, type Handler } from "../../test/api";
import { HAMMER_LINE, cartAnswer } from "../../test/cartFixtures";
import { inShell } from "../../test/shell";
import { LoginPage } from "./LoginPage";

const ROUTES = inShell([
  { path: "/account/login", element: <LoginPage /> },
  { path: "/account/profile", element: <p data-testid="profile-stub" /> },
  { path: "/account/register", element: <p data-testid="register-stub" /> },
  { path: "/forgot/password", element: <p data-testid="forgot-stub" /> },
]);

const LOGIN = { token: CUSTOMER_TOKEN, expires_at: "2030-01-01T00:00:00Z", expires_in: 86_400, message: "Դուք մուտք եք գործել", data: ANI };

function loginApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    "/api/customer/login": () => LOGIN,
    "/api/checkout/cart/token": (url) => ({ api_token: url.searchParams.get("token") ? "own-cart" : "guest-cart" }),
    "/api/checkout/cart": (url) => ({ data: url.searchParams.get("api_token") === "own-cart" ? cartAnswer([HAMMER_LINE]) : null }),
    ...overrides,
  });
}

const type = (name: string, value: string) => fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });

async function openLogin(locale: "hy" | "en" = "hy") {
  const view = renderRoutes(ROUTES, { path: "/account/login", locale });
  await screen.findByTestId("login-form");
  return view;
}

beforeEach(() => {
  resetClientState();
});

describe("login", () => {
  it("checks the form through the core: 'Type valid data', nothing sent", async () => {
    const fetch = loginApi();
    await openLogin();
    type("email", "ani@");
    fireEvent.click(screen.getByTestId("login-submit"));
    expect(screen.getByTestId("login-alert").textContent).toBe("Մուտքագրեք վավեր տվյալներ");
    expect(screen.getByTestId("login-alert").getAttribute("role")).toBe("alert");
    expect(calls(fetch, "/api/customer/login")).toHaveLength(0);
    expect(screen.getByTestId("to-forgot").getAttribute("href")).toBe("/forgot/password");
  });

  it("shows the server's refusal as it says it: wrong password, then too many attempts", async () => {
    let answer = failWith(401, { error: "Invalid Email or Password" });
    loginApi({ "/api/customer/login": () => answer });
    await openLogin("en");
    type("email", "ani@example.am");
    type("password", "wrong-one");
    fireEvent.click(screen.getByTestId("login-submit"));
    expect((await screen.findByTestId("login-alert")).textContent).toBe("Invalid Email or Password");
    expect(currentClientState().customer.authenticated).toBe(false);

    answer = failWith(429, { error: "Too many login attempts. Please try again later.", retry_after: 600 });
    fireEvent.click(screen.getByTestId("login-submit"));
    await waitFor(() => expect(screen.getByTestId("login-alert").textContent).toBe("Too many login attempts. Please try again later."));
  });

  it("stores the login (30-day token when remembered), moves the guest's cart into the customer's and opens the profile", async () => {
    updateClientState((store) => store.setCartToken("guest-cart"));
    const fetch = loginApi({ "/api/customer/login": () => ({ ...LOGIN, expires_in: 30 * 86_400 }) });
    const before = Date.now();
    const { router } = await openLogin();
    type("email", " ani@example.am ");
    type("password", "secret-7");
    fireEvent.click(screen.getByTestId("login-remember"));
    fireEvent.click(screen.getByTestId("login-submit"));

    await screen.findByTestId("profile-stub");
    expect(router.state.location.pathname).toBe("/account/profile");
    const login = calls(fetch, "/api/customer/login")[0];
    expect(login.searchParams.get("token")).toBe("true");
    expect(sentBodies(fetch, "/api/customer/login")).toEqual([{ email: "ani@example.am", password: "secret-7", remember: true }]);

    const { customer, cartToken } = currentClientState();
    expect(customer).toMatchObject({ authenticated: true, token: CUSTOMER_TOKEN, customerId: 5, rewards: 120, name: "Անի Սարգսյան", email: "ani@example.am" });
    const thirtyDays = 30 * 86_400_000;
    expect(customer.tokenExpiresAt).toBeGreaterThanOrEqual(before + thirtyDays);
    expect(customer.tokenExpiresAt).toBeLessThanOrEqual(Date.now() + thirtyDays);
    // The customer's own cart is now the shell's cart, and the header counts its pieces.
    expect(cartToken).toBe("own-cart");
    await waitFor(() => expect(screen.getByTestId("cart-count").textContent).toBe("1"));
  });

  it("is offered only when signed out: a signed-in customer goes to the profile", async () => {
    signInAni();
    loginApi();
    const { router } = renderRoutes(ROUTES, { path: "/account/login" });
    await screen.findByTestId("profile-stub");
    expect(router.state.location.pathname).toBe("/account/profile");
  });

  it("says plainly when the server cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    loginApi({
      "/api/customer/login": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await openLogin();
    type("email", "ani@example.am");
    type("password", "secret-7");
    fireEvent.click(screen.getByTestId("login-submit"));
    const alert = await screen.findByTestId("login-alert");
    expect(within(alert).getByText("Սերվերի սխալ։ Խնդրում ենք փորձել մի փոքր ուշ։")).toBeTruthy();
  });
});
