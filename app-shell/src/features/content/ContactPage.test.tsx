import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calls, failWith, mockApi, renderRoutes, sentBodies, type Handler } from "../../test/api";
import { ContactPage, ThanksForMessagePage } from "./ContactPage";

const ROUTES = [
  { path: "/contact-us", element: <ContactPage /> },
  { path: "/footer/ContactWithUs.jsx", element: <ContactPage /> },
  { path: "/thanksforMessage", element: <ThanksForMessagePage /> },
];

function contactApi(handler: Handler = () => "email sent successfully") {
  return mockApi({ "/api/contact-us": handler });
}

function fill(values: Partial<Record<"name" | "email" | "phone" | "message", string>>) {
  for (const [name, value] of Object.entries(values)) fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });
}

const send = () => fireEvent.click(screen.getByTestId("contact-submit"));

afterEach(() => {
  vi.useRealTimers();
});

describe("contact form", () => {
  it("checks name, e-mail and message with the core before sending anything (phone optional)", () => {
    const fetch = contactApi();
    renderRoutes(ROUTES, { path: "/contact-us" });
    send();
    expect(screen.getByTestId("error-name").textContent).toBe("Այս դաշտը պարտադիր է");
    expect(screen.getByTestId("error-email").textContent).toBe("Այս դաշտը պարտադիր է");
    expect(screen.getByTestId("error-message").textContent).toBe("Այս դաշտը պարտադիր է");
    expect(screen.queryByTestId("error-phone")).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId("field-name"));

    fill({ name: "Անի", email: "ani@example", message: "Բարև" });
    send();
    expect(screen.getByTestId("error-email").textContent).toBe("Էլ. փոստի ձևաչափը սխալ է");
    expect(screen.queryByTestId("error-name")).toBeNull();
    expect(calls(fetch, "/api/contact-us")).toHaveLength(0);
  });

  it("sends the message and, on 'email sent successfully', goes to /thanksforMessage (core rule)", async () => {
    const fetch = contactApi();
    const { router } = renderRoutes(ROUTES, { path: "/footer/ContactWithUs.jsx" });
    fill({ name: " Անի Սարգսյան ", email: "ani@example.am", message: "Երբ կառաքեք պատվերս։" });
    send();
    await waitFor(() => expect(router.state.location.pathname).toBe("/thanksforMessage"));
    expect(sentBodies(fetch, "/api/contact-us")).toEqual([{ name: "Անի Սարգսյան", email: "ani@example.am", phone: "", message: "Երբ կառաքեք պատվերս։" }]);
    expect(calls(fetch, "/api/contact-us")[0].searchParams.get("locale")).toBe("hy");
    expect(await screen.findByRole("heading", { level: 1, name: "Շնորհակալություն, Ձեր հաղորդագրությունն ուղարկված է" })).toBeTruthy();
  });

  it("shows the server's field errors", async () => {
    contactApi(() => failWith(422, { errors: { message: ["Առավելագույնը 5000 նիշ"] } }));
    const { router } = renderRoutes(ROUTES, { path: "/contact-us" });
    fill({ name: "Անի", email: "ani@example.am", phone: "+374 91 123456", message: "…" });
    send();
    expect(await screen.findByTestId("error-message")).toBeTruthy();
    expect(screen.getByTestId("error-message").textContent).toBe("Առավելագույնը 5000 նիշ");
    expect(router.state.location.pathname).toBe("/contact-us");
  });

  it("stays with a notice when the reply is not the success one, the notice clearing after 3000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    contactApi(() => "mail server busy");
    const { router } = renderRoutes(ROUTES, { path: "/contact-us" });
    fill({ name: "Անի", email: "ani@example.am", message: "Բարև" });
    send();
    expect((await screen.findByTestId("contact-alert")).textContent).toBe("Հաղորդագրությունը չուղարկվեց։ Խնդրում ենք փորձել մի փոքր ուշ։");
    expect(router.state.location.pathname).toBe("/contact-us");
    // The answer arrived outside act: let its effects run before the clock moves.
    await act(async () => {});
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId("contact-alert")).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId("contact-alert")).toBeNull();
  });
});
