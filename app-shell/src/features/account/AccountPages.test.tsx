import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shopRoutes } from "../../test/shell";
import { currentClientState } from "../../core/clientState";
import { ANI, CUSTOMER_TOKEN, HOME, OFFICE, order, resetClientState, signInAni } from "../../test/accountFixtures";
import { calls, failWith, mockApi, renderRoutes, sentBodies, type Handler } from "../../test/api";

type Fetch = ReturnType<typeof mockApi>;

/** The account API of a customer with two addresses, 23 orders and some bonus history. */
function accountApi(overrides: Record<string, Handler> = {}) {
  const orders = Array.from({ length: 23 }, (_, index) => order(23 - index));
  return mockApi({
    "/api/checkout/cart/token": (url) => ({ api_token: url.searchParams.get("token") ? "own-cart" : "new-guest-cart" }),
    "/api/checkout/cart": () => ({ data: null }),
    "/api/customer/get": () => ({ data: ANI }),
    "/api/customer/rewards": () => ({
      data: {
        balance: 150,
        history: [
          { points: 100, reason: "earned", order_id: 3, increment_id: "100003", created_at: "2025-03-01T10:00:00Z" },
          { points: -20, reason: "used", order_id: 4, increment_id: "100004", created_at: "2025-03-05T10:00:00Z" },
        ],
      },
    }),
    "/api/addresses": () => ({ data: [HOME, OFFICE] }),
    "/api/addresses/31": () => ({ data: HOME }),
    "/api/addresses/32": (_, { method }) => (method === "DELETE" ? { message: "Հասցեն ջնջվեց" } : { data: OFFICE }),
    "/api/addresses/create": () => ({ message: "Հասցեն ավելացվեց", data: { ...OFFICE, id: 33 } }),
    "/api/orders": (url) => {
      const page = Number(url.searchParams.get("page") ?? "1");
      return { data: orders.slice((page - 1) * 10, page * 10), meta: { current_page: page, last_page: 3, per_page: 10, total: 23 } };
    },
    "/api/orders/7": () => ({ data: order(7, { status: "processing", created_at: "2025-02-28T23:59:59+04:00" }) }),
    "/api/customer/logout": () => ({ message: "Դուք դուրս եք եկել" }),
    ...overrides,
  });
}

/** The `Authorization` header sent with the calls to `path`. */
function authorizations(fetch: Fetch, path: string): (string | undefined)[] {
  return fetch.mock.calls
    .filter(([input]) => new URL(String(input), "http://shop.test").pathname === path)
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.Authorization);
}

const open = (path: string, locale: "hy" | "en" = "hy") => renderRoutes(shopRoutes(), { path, locale });
const type = (name: string, value: string) => fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });

beforeEach(() => {
  resetClientState();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("account area access", () => {
  it("sends a signed-out visitor to the login page", async () => {
    const fetch = accountApi();
    const { router } = open("/account/orders");
    await screen.findByTestId("login-page");
    expect(router.state.location.pathname).toBe("/account/login");
    expect(calls(fetch, "/api/orders")).toHaveLength(0);
  });

  it("shows a loader until the server has confirmed the token, then the customer's name and e-mail", async () => {
    signInAni();
    let answer!: (value: unknown) => void;
    const fetch = accountApi({ "/api/customer/get": () => new Promise((resolve) => (answer = resolve)) });
    open("/account/bonuses");
    expect(await screen.findByTestId("account-loading")).toBeTruthy();
    expect(screen.queryByTestId("account-content")).toBeNull();
    await act(async () => answer({ data: ANI }));
    expect(await screen.findByTestId("account-content")).toBeTruthy();
    expect(screen.getByTestId("account-name").textContent).toBe("Անի Սարգսյան");
    expect(screen.getByTestId("account-email").textContent).toBe("ani@example.am");
    // The token goes as a bearer token, not in the address.
    expect(authorizations(fetch, "/api/customer/get")).toEqual([`Bearer ${CUSTOMER_TOKEN}`]);
    expect(calls(fetch, "/api/customer/get")[0].searchParams.has("token")).toBe(false);
  });

  it("names a customer with no name or e-mail with placeholders", async () => {
    resetClientState();
    const { updateClientState } = await import("../../core/clientState");
    updateClientState((store) => store.login({ token: CUSTOMER_TOKEN, customerId: 5, rewards: 0 }));
    accountApi({ "/api/customer/get": () => ({ data: { ...ANI, name: "", first_name: "", last_name: "", email: "" } }) });
    open("/account/dashboard");
    expect((await screen.findByTestId("account-name")).textContent).toBe("Հարգելի հաճախորդ");
    expect(screen.getByTestId("account-email").textContent).toBe("Էլ. հասցեն նշված չէ");
  });

  it("treats a 401 from any account call as a dead token: signed out here, sent to the login page", async () => {
    signInAni();
    accountApi({ "/api/orders": () => failWith(401, { error: "Unauthenticated." }) });
    const { router } = open("/account/orders");
    await screen.findByTestId("login-page");
    expect(router.state.location.pathname).toBe("/account/login");
    expect(currentClientState().customer.authenticated).toBe(false);
    expect(currentClientState().customer.token).toBe("");
  });

  it("the header's account icon leads to registration when signed out and to the profile when signed in", async () => {
    accountApi();
    open("/");
    expect((await screen.findByTestId("account-icon")).getAttribute("href")).toBe("/account/register");
    expect(screen.getByTestId("header-login").getAttribute("href")).toBe("/account/login");
    const { cleanup } = await import("@testing-library/react");
    cleanup();
    signInAni();
    open("/");
    expect((await screen.findByTestId("account-icon")).getAttribute("href")).toBe("/account/profile");
    expect(screen.queryByTestId("header-login")).toBeNull();
  });
});

describe("logout", () => {
  it("tells the server, forgets the customer and their cart here, and goes home", async () => {
    signInAni();
    const { updateClientState } = await import("../../core/clientState");
    updateClientState((store) => store.setCartToken("own-cart"));
    const fetch = accountApi();
    const { router } = open("/account/dashboard");
    fireEvent.click(await screen.findByTestId("account-logout"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(authorizations(fetch, "/api/customer/logout")).toEqual([`Bearer ${CUSTOMER_TOKEN}`]);
    expect(currentClientState().customer.authenticated).toBe(false);
    // The next visitor on this device gets a cart of their own.
    await waitFor(() => expect(currentClientState().cartToken).toBe("new-guest-cart"));
  });

  it("on a network failure alerts 'Server Error, contact with administrator' with the error, still signed in", async () => {
    signInAni();
    accountApi({
      "/api/customer/logout": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const { router } = open("/account/dashboard");
    fireEvent.click(await screen.findByTestId("account-logout"));
    const alerts = screen.getByTestId("alerts");
    await waitFor(() => expect(alerts.textContent).toContain("Սերվերի սխալ, դիմեք ադմինիստրատորին։ Failed to fetch"));
    expect(currentClientState().customer.authenticated).toBe(true);
    expect(router.state.location.pathname).toBe("/account/dashboard");
  });
});

describe("dashboard", () => {
  it("shows the default address and the bonus balance", async () => {
    signInAni();
    accountApi();
    open("/account");
    const address = await screen.findByTestId("dashboard-address");
    await waitFor(() => expect(within(address).getByTestId("address-lines").textContent).toContain("Աբովյան 1, բն. 5"));
    await waitFor(() => expect(screen.getByTestId("dashboard-bonus-balance").textContent).toBe("150"));
    expect(screen.getByTestId("dashboard-bonuses").textContent).toContain("Կուտակված բոնուսներ՝ 150");
  });

  it("asks for an address when there is none", async () => {
    signInAni();
    accountApi({ "/api/addresses": () => ({ data: [] }) });
    open("/account/dashboard");
    expect((await screen.findByTestId("dashboard-no-address")).textContent).toBe("Դուք դեռ հասցե չունեք։ Խնդրում ենք ստեղծել հասցե։");
    expect(screen.getByTestId("dashboard-create-address").getAttribute("href")).toBe("/account/addresses/new");
  });

  it("shows a company's seller application with its status, and none for an individual", async () => {
    signInAni();
    accountApi({ "/api/customer/get": () => ({ data: { ...ANI, seller_application: { company_name: "Արարատ ՍՊԸ", status: "pending" } } }) });
    open("/account/dashboard");
    const card = await screen.findByTestId("dashboard-seller");
    expect(within(card).getByTestId("dashboard-seller-status").textContent).toBe("Սպասում է ստուգման");
    expect(card.textContent).toContain("Ընկերություն՝ Արարատ ՍՊԸ");
    const { cleanup } = await import("@testing-library/react");
    cleanup();
    accountApi();
    open("/account/dashboard");
    await screen.findByTestId("dashboard-bonuses");
    expect(screen.queryByTestId("dashboard-seller")).toBeNull();
  });
});

describe("profile", () => {
  it("sends the loaded value for a field left empty and shows the server's message in green", async () => {
    signInAni();
    const fetch = accountApi({ "/api/customer/profile": (_, { body }) => ({ message: "Ձեր տվյալները թարմացվեցին", data: { ...ANI, ...(body as object) } }) });
    open("/account/profile");
    const first = (await screen.findByTestId("field-first_name")) as HTMLInputElement;
    expect(first.value).toBe("Անի");
    type("first_name", "");
    type("phone", "+374 99 000000");
    fireEvent.click(screen.getByTestId("profile-submit"));
    const message = await screen.findByTestId("profile-message");
    expect(message.textContent).toBe("Ձեր տվյալները թարմացվեցին");
    expect(message.className).toContain("notice--success");
    expect(sentBodies(fetch, "/api/customer/profile")).toEqual([
      { first_name: "Անի", last_name: "Սարգսյան", email: "ani@example.am", phone: "+374 99 000000", gender: "female", date_of_birth: null },
    ]);
    expect(authorizations(fetch, "/api/customer/profile")).toEqual([`Bearer ${CUSTOMER_TOKEN}`]);
  });

  it("checks a new password through the core and shows the server's errors as red lines", async () => {
    signInAni();
    const fetch = accountApi({
      "/api/customer/profile": () => failWith(422, { errors: { email: ["Այս էլ. հասցեով արդեն գրանցված հաշիվ կա"], phone: ["Հեռախոսահամարը վավեր չէ"] } }),
    });
    open("/account/profile");
    await screen.findByTestId("profile-form");
    type("password", "abc");
    fireEvent.click(screen.getByTestId("profile-submit"));
    expect(screen.getByTestId("profile-errors").textContent).toContain("Նոր գաղտնաբառ՝ Գաղտնաբառը պետք է պարունակի առնվազն 6 նիշ");
    expect(calls(fetch, "/api/customer/profile")).toHaveLength(0);

    type("password", "");
    type("email", "taken@example.am");
    fireEvent.click(screen.getByTestId("profile-submit"));
    await waitFor(() => expect(screen.getByTestId("profile-errors").querySelectorAll(".notice__line")).toHaveLength(2));
    const lines = [...screen.getByTestId("profile-errors").querySelectorAll(".notice__line")].map((line) => line.textContent);
    expect(lines).toEqual(["Էլ. հասցե՝ Այս էլ. հասցեով արդեն գրանցված հաշիվ կա", "Հեռախոս՝ Հեռախոսահամարը վավեր չէ"]);
    expect(screen.getByTestId("profile-errors").className).toContain("notice--error");
    expect(screen.queryByTestId("profile-message")).toBeNull();
  });
});

describe("orders", () => {
  it("lists the orders with the date, status and total, and pages by the server's last page", async () => {
    signInAni();
    const fetch = accountApi();
    const { router } = open("/account/orders");
    await waitFor(() => expect(screen.getAllByTestId("order-row")).toHaveLength(10));
    const first = screen.getAllByTestId("order-row")[0];
    expect(first.textContent).toContain("#100023");
    expect(first.textContent).toContain("2025-03-14");
    expect(first.textContent).toContain("Սպասման մեջ");
    expect(first.textContent).toContain("24,025 ֏");
    expect(within(first).getByRole("link").getAttribute("href")).toBe("/account/orders/23");

    const pager = screen.getByTestId("orders-pagination");
    expect(within(pager).getAllByRole("link").map((link) => link.textContent)).toEqual(["1", "2", "3"]);
    expect(within(pager).getByRole("link", { name: "Էջ 1" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(within(pager).getByRole("link", { name: "Էջ 3" }));
    await waitFor(() => expect(screen.getAllByTestId("order-row")).toHaveLength(3));
    expect(router.state.location.search).toBe("?page=3");
    expect(calls(fetch, "/api/orders").map((url) => url.searchParams.get("page"))).toEqual(["1", "3"]);
  });

  it("shows no pager for one page and a way to shop when there are no orders", async () => {
    signInAni();
    accountApi({ "/api/orders": () => ({ data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } }) });
    open("/account/orders");
    expect(await screen.findByTestId("orders-empty")).toBeTruthy();
    expect(screen.queryByTestId("orders-pagination")).toBeNull();
  });

  it("shows one order: the date is the first 10 characters of created_at", async () => {
    signInAni();
    accountApi();
    open("/account/orders/7");
    expect((await screen.findByTestId("order-title")).textContent).toBe("Պատվեր #100007");
    expect(screen.getByTestId("order-date").textContent).toBe("2025-02-28");
    expect(screen.getByTestId("order-facts").textContent).toContain("Մշակվում է");
    expect(screen.getByTestId("order-address").textContent).toBe("Անի Սարգսյան, Աբովյան 1, բն. 5, Երևան, +374 91 123456");
    expect(screen.getAllByTestId("order-item")[0].textContent).toContain("Ամառային զգեստ");
    expect(screen.getByTestId("order-total").textContent).toBe("24,025 ֏");
  });
});

describe("bonuses", () => {
  it("shows the balance and its history", async () => {
    signInAni();
    accountApi();
    open("/account/bonuses");
    await waitFor(() => expect(screen.getByTestId("bonus-balance-value").textContent).toBe("150"));
    const rows = await screen.findAllByTestId("bonus-row");
    expect(rows.map((row) => row.textContent)).toEqual(["2025-03-01Կուտակված#100003+100", "2025-03-05Օգտագործված#100004−20"]);
  });

  it("keeps the balance the server gives in the store's customer slice", async () => {
    signInAni();
    expect(currentClientState().customer.rewards).toBe(120);
    accountApi();
    open("/account/bonuses");
    await waitFor(() => expect(screen.getByTestId("bonus-balance-value").textContent).toBe("150"));
    expect(currentClientState().customer.rewards).toBe(150);
  });
});

describe("addresses", () => {
  it("lists the addresses with the Default badge, an edit link each, and removes one", async () => {
    signInAni();
    const fetch = accountApi();
    open("/account/addresses");
    await waitFor(() => expect(screen.getAllByTestId("address-card")).toHaveLength(2));
    const [home, office] = screen.getAllByTestId("address-card");
    expect(within(home).getByTestId("address-default").textContent).toBe("Հիմնական");
    expect(within(office).queryByTestId("address-default")).toBeNull();
    expect(within(office).getByTestId("address-edit").getAttribute("href")).toBe("/account/addresses/32");

    fireEvent.click(within(office).getByTestId("address-remove"));
    const message = await screen.findByTestId("addresses-message");
    expect(message.textContent).toBe("Հասցեն ջնջվեց");
    const removal = fetch.mock.calls.find(([input, init]) => String(input).startsWith("/api/addresses/32") && init?.method === "DELETE");
    expect(removal).toBeTruthy();
    expect(authorizations(fetch, "/api/addresses/32")).toContain(`Bearer ${CUSTOMER_TOKEN}`);
  });

  it("a new address is checked by the core, the server's errors show in red and fade after 3 s", async () => {
    signInAni();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = accountApi({ "/api/addresses/create": () => failWith(422, { errors: { "address1.0": ["Փողոցը չափազանց կարճ է"] } }) });
    open("/account/addresses/new");
    await screen.findByTestId("address-form");
    expect(screen.getByTestId("address-country").textContent).toBe("Հայաստան");
    fireEvent.click(screen.getByTestId("address-submit"));
    expect(screen.getByTestId("error-first_name").textContent).toBe("Այս դաշտը պարտադիր է");
    expect(screen.getByTestId("error-street").textContent).toBe("Այս դաշտը պարտադիր է");
    expect(screen.getByTestId("address-errors").className).toContain("notice--error");
    expect(calls(fetch, "/api/addresses/create")).toHaveLength(0);

    type("first_name", "Անի");
    type("last_name", "Սարգսյան");
    type("street", "Աբ");
    type("city", "Երևան");
    type("phone", "+374 91 123456");
    fireEvent.click(screen.getByTestId("address-submit"));
    await waitFor(() => expect(screen.getByTestId("address-errors").textContent).toBe("Փողոց, շենք, բնակարան՝ Փողոցը չափազանց կարճ է"));
    expect(screen.getByTestId("error-street").textContent).toBe("Փողոցը չափազանց կարճ է");
    expect(sentBodies(fetch, "/api/addresses/create")).toEqual([
      { first_name: "Անի", last_name: "Սարգսյան", company_name: "", address1: ["Աբ"], city: "Երևան", postcode: "", state: "Armenia", country: "AM", phone: "+374 91 123456", default: false },
    ]);
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByTestId("address-errors")).toBeNull();
  });

  it("an edit sends the existing value for a field left empty, then the address book says it was saved", async () => {
    signInAni();
    const fetch = accountApi({ "/api/addresses/32": (_, { method }) => (method === "PUT" ? { message: "Հասցեն թարմացվեց", data: OFFICE } : { data: OFFICE }) });
    const { router } = open("/account/addresses/32");
    const city = (await screen.findByTestId("field-city")) as HTMLInputElement;
    expect(city.value).toBe("Գյումրի");
    type("city", "");
    type("street", "Տիգրան Մեծի 22");
    fireEvent.click(screen.getByTestId("address-submit"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account/addresses"));
    expect((await screen.findByTestId("addresses-message")).textContent).toBe("Հասցեն թարմացվեց");
    const puts = fetch.mock.calls.filter(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(puts[0][1]?.body))).toMatchObject({ id: 32, city: "Գյումրի", address1: ["Տիգրան Մեծի 22"], state: "Shirak", country: "AM" });
  });
});
