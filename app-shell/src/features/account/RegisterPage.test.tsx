import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { resetClientState, signInAni } from "../../test/accountFixtures";
import { calls, failWith, mockApi, renderRoutes, sentBodies, type Handler } from "../../test/api";
import { inShell } from "../../test/shell";
import { RegisteredPage } from "./RegisteredPage";
import { RegisterPage } from "./RegisterPage";

const ROUTES = inShell([
  { path: "/account/register", element: <RegisterPage /> },
  { path: "/thanks-for-registration", element: <RegisteredPage /> },
  { path: "/account/profile", element: <p data-testid="profile-stub" /> },
]);

function registerApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    "/api/customer/register": () => ({ message: "Ձեր հաշիվը հաջողությամբ ստեղծվեց" }),
    ...overrides,
  });
}

const type = (name: string, value: string) => fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });
const error = (name: string) => screen.queryByTestId(`error-${name}`)?.textContent;

function fillPerson() {
  type("first_name", "Անի");
  type("last_name", "Սարգսյան");
  type("email", "ani@example.am");
  type("password", "secret-7");
  type("password_confirmation", "secret-7");
}

async function openRegister(locale: "hy" | "en" = "hy") {
  const view = renderRoutes(ROUTES, { path: "/account/register", locale });
  await screen.findByTestId("register-form");
  return view;
}

beforeEach(() => {
  resetClientState();
});

describe("registration", () => {
  it("starts as an individual and checks the form through the core: messages under each field, nothing sent", async () => {
    const fetch = registerApi();
    await openRegister();
    expect((within(screen.getByTestId("kind-individual")).getByRole("radio") as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId("company-fields")).toBeNull();
    type("email", "ani@example");
    type("password", "abc");
    type("password_confirmation", "abd");
    fireEvent.click(screen.getByTestId("register-submit"));

    expect(error("first_name")).toBe("Այս դաշտը պարտադիր է");
    expect(error("last_name")).toBe("Այս դաշտը պարտադիր է");
    expect(error("email")).toBe("Էլ. փոստի ձևաչափը սխալ է");
    expect(error("password")).toBe("Գաղտնաբառը պետք է պարունակի առնվազն 6 նիշ");
    expect(error("password_confirmation")).toBe("Գաղտնաբառերը չեն համընկնում");
    expect(screen.getByTestId("register-invalid").getAttribute("role")).toBe("alert");
    expect(document.activeElement).toBe(screen.getByTestId("field-first_name"));
    expect(calls(fetch, "/api/customer/register")).toHaveLength(0);
  });

  it("sends an individual's registration and thanks them", async () => {
    const fetch = registerApi();
    const { router } = await openRegister();
    fillPerson();
    fireEvent.click(screen.getByTestId("register-submit"));
    await screen.findByTestId("registered-page");
    expect(router.state.location.pathname).toBe("/thanks-for-registration");
    const [body] = sentBodies(fetch, "/api/customer/register") as Record<string, unknown>[];
    expect(body).toMatchObject({ type: "individual", email: "ani@example.am", password: "secret-7", password_confirmation: "secret-7", first_name: "Անի", last_name: "Սարգսյան" });
    expect(body.want_to_be_seller).toBeUndefined();
    expect(screen.getByTestId("registered-text").textContent).toBe("Ձեր հաշիվը ստեղծված է։ Այժմ կարող եք մուտք գործել։");
    expect(screen.queryByTestId("registered-seller")).toBeNull();
  });

  it("a company fills its own fields and applies to sell, with the core's defaults; the thanks page says the application waits", async () => {
    const fetch = registerApi();
    await openRegister();
    fireEvent.click(within(screen.getByTestId("kind-company")).getByRole("radio"));
    expect(screen.getByTestId("company-fields")).toBeTruthy();
    expect((screen.getByTestId("field-position") as HTMLSelectElement).value).toBe("manager");
    fillPerson();
    fireEvent.click(screen.getByTestId("register-submit"));
    for (const name of ["company_name", "vat_id", "address1", "phone"]) expect(error(name)).toBe("Այս դաշտը պարտադիր է");
    expect(calls(fetch, "/api/customer/register")).toHaveLength(0);

    type("company_name", "Արարատ ՍՊԸ");
    type("vat_id", "02612345");
    type("address1", "Երևան, Տիգրան Մեծի 20");
    type("phone", "+374 10 555555");
    fireEvent.click(screen.getByTestId("register-submit"));
    await screen.findByTestId("registered-page");
    expect(sentBodies(fetch, "/api/customer/register")[0]).toMatchObject({
      type: "company",
      want_to_be_seller: true,
      company_name: "Արարատ ՍՊԸ",
      vat_id: "02612345",
      address1: "Երևան, Տիգրան Մեծի 20",
      phone: "+374 10 555555",
      position: "manager",
      country: "AM",
      state: "Yerevan",
      city: "Prospekt",
      postcode: "8100",
    });
    expect(screen.getByTestId("registered-seller").textContent).toContain("վաճառողի հայտն ուսումնասիրվում է");
  });

  it("shows the server's refusals under their fields; a taken e-mail in the shopper's language", async () => {
    registerApi({
      "/api/customer/register": () =>
        failWith(422, { errors: { email: ["The email has already been taken."], first_name: ["Անունը չափազանց երկար է"], captcha: ["Փորձեք կրկին"] } }),
    });
    const { router } = await openRegister();
    fillPerson();
    fireEvent.click(screen.getByTestId("register-submit"));
    expect(await screen.findByTestId("error-email")).toBeTruthy();
    expect(error("email")).toBe("Այս էլ. հասցեով արդեն գրանցված հաշիվ կա");
    expect(error("first_name")).toBe("Անունը չափազանց երկար է");
    expect(screen.getByTestId("register-errors").textContent).toBe("Փորձեք կրկին");
    expect(router.state.location.pathname).toBe("/account/register");
  });

  it("is offered only when signed out", async () => {
    signInAni();
    registerApi();
    const { router } = renderRoutes(ROUTES, { path: "/account/register" });
    await screen.findByTestId("profile-stub");
    expect(router.state.location.pathname).toBe("/account/profile");
  });
});
