import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { currentClientState } from "../../core/clientState";
import { resetClientState, signInAni } from "../../test/accountFixtures";
import { calls, failWith, mockApi, renderRoutes, sentBodies } from "../../test/api";
import { inShell } from "../../test/shell";
import { ForgotPasswordPage, ResetPasswordPage } from "./PasswordPages";

const ROUTES = inShell([
  { path: "/forgot/password", element: <ForgotPasswordPage /> },
  { path: "/forgot/password/reset", element: <ResetPasswordPage /> },
  { path: "/account/login", element: <p data-testid="login-stub" /> },
]);

const type = (name: string, value: string) => fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });

beforeEach(() => {
  resetClientState();
});

describe("forgotten password", () => {
  it("sends the e-mail and shows the server's message in green", async () => {
    const fetch = mockApi({ "/api/customer/forgot-password": () => ({ message: "Գաղտնաբառի վերականգնման հղումն ուղարկվեց Ձեր էլ. հասցեին" }) });
    renderRoutes(ROUTES, { path: "/forgot/password" });
    type("email", "ani@example.am ");
    fireEvent.click(screen.getByTestId("forgot-submit"));
    const message = await screen.findByTestId("forgot-message");
    expect(message.textContent).toBe("Գաղտնաբառի վերականգնման հղումն ուղարկվեց Ձեր էլ. հասցեին");
    expect(message.className).toContain("notice--success");
    expect(sentBodies(fetch, "/api/customer/forgot-password")).toEqual([{ email: "ani@example.am" }]);
    expect(calls(fetch, "/api/customer/forgot-password")[0].searchParams.get("locale")).toBe("hy");
  });

  it("shows a refusal in red", async () => {
    mockApi({ "/api/customer/forgot-password": () => failWith(422, { errors: { email: ["Էլ. փոստի ձևաչափը սխալ է"] } }) });
    renderRoutes(ROUTES, { path: "/forgot/password" });
    type("email", "ani@");
    fireEvent.click(screen.getByTestId("forgot-submit"));
    const errors = await screen.findByTestId("forgot-errors");
    expect(errors.textContent).toBe("Էլ. փոստի ձևաչափը սխալ է");
    expect(errors.className).toContain("notice--error");
    expect(screen.queryByTestId("forgot-message")).toBeNull();
  });
});

describe("new password from the e-mailed link", () => {
  it("checks the new password through the core, sends it with the link's token, then offers to log in", async () => {
    signInAni();
    const fetch = mockApi({ "/api/customer/reset-password": () => ({ message: "Ձեր գաղտնաբառը փոխված է" }) });
    renderRoutes(ROUTES, { path: "/forgot/password/reset?token=reset-123" });
    type("password", "abc");
    type("password_confirmation", "abd");
    fireEvent.click(screen.getByTestId("reset-submit"));
    expect(screen.getByTestId("error-password").textContent).toBe("Գաղտնաբառը պետք է պարունակի առնվազն 6 նիշ");
    expect(screen.getByTestId("error-password_confirmation").textContent).toBe("Գաղտնաբառերը չեն համընկնում");
    expect(calls(fetch, "/api/customer/reset-password")).toHaveLength(0);

    type("password", "new-secret");
    type("password_confirmation", "new-secret");
    fireEvent.click(screen.getByTestId("reset-submit"));
    expect((await screen.findByTestId("reset-message")).textContent).toContain("Ձեր գաղտնաբառը փոխված է");
    expect(sentBodies(fetch, "/api/customer/reset-password")).toEqual([{ token: "reset-123", password: "new-secret", password_confirmation: "new-secret" }]);
    expect(screen.getByTestId("reset-login").getAttribute("href")).toBe("/account/login");
    // Every login of the customer was revoked, this device's too.
    expect(currentClientState().customer.authenticated).toBe(false);
  });

  it("says when the link is no longer valid, with the way to ask for a new one", async () => {
    mockApi({ "/api/customer/reset-password": () => failWith(422, { errors: { token: ["Գաղտնաբառի վերականգնման հղումն անվավեր է կամ ժամկետանց"] } }) });
    renderRoutes(ROUTES, { path: "/forgot/password/reset?token=used" });
    type("password", "new-secret");
    type("password_confirmation", "new-secret");
    fireEvent.click(screen.getByTestId("reset-submit"));
    const errors = await screen.findByTestId("reset-errors");
    expect(errors.textContent).toContain("Գաղտնաբառի վերականգնման հղումն անվավեր է կամ ժամկետանց");
    expect(errors.querySelector("a")?.getAttribute("href")).toBe("/forgot/password");
  });

  it("without a token shows no form", () => {
    mockApi({});
    renderRoutes(ROUTES, { path: "/forgot/password/reset" });
    expect(screen.queryByTestId("reset-form")).toBeNull();
    expect(screen.getByTestId("reset-errors").textContent).toContain("Հղումը թերի է");
  });
});
