import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calls, failWith, mockApi, renderWithData, sentBodies, type Handler } from "../../test/api";
import { MENUS, SOCIAL } from "../../test/contentFixtures";
import { Footer } from "./Footer";

function footerApi(subscribe?: Handler) {
  return mockApi({
    "/api/cms/menus": () => ({ data: MENUS }),
    "/api/social": () => SOCIAL,
    ...(subscribe ? { "/api/subscribe": subscribe } : {}),
  });
}

/** Phones: the media query of the footer's accordion matches. */
function onPhone(matches: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: matches && query.includes("max-width"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("footer", () => {
  it("puts the first 5 footer links in the first column and the rest in the second (core rule)", async () => {
    const fetch = footerApi();
    renderWithData(<Footer />);
    const first = await screen.findByTestId("footer-column-1");
    const links = within(first).getAllByTestId("footer-link");
    expect(links.map((link) => link.textContent)).toEqual(["Մեր մասին", "Առաքում", "Վճարման եղանակներ", "Վերադարձ", "Բոնուսներ"]);
    expect(links[0].getAttribute("href")).toBe("/page/footer-1");
    const second = within(screen.getByTestId("footer-column-2")).getAllByTestId("footer-link");
    expect(second.map((link) => link.textContent)).toEqual(["Հարցեր", "Դարձեք վաճառող", "Պայմաններ"]);
    // No url key: the page by its id.
    expect(second[2].getAttribute("href")).toBe("/page/18");
    // Header-type items stay in the header.
    expect(screen.queryByText("Օգնություն")).toBeNull();
    expect(calls(fetch, "/api/cms/menus")[0].searchParams.get("locale")).toBe("hy");
  });

  it("shows the shop's contacts and opening hours as translated text, social links and payment logos", async () => {
    footerApi();
    renderWithData(<Footer />);
    const contacts = screen.getByTestId("footer-contacts");
    expect(within(contacts).getByText("Աշխատանքային ժամեր")).toBeTruthy();
    expect(screen.getByTestId("footer-hours").textContent).toBe("Երկուշաբթի – Կիրակի, 09:00–18:00");
    expect(within(contacts).getByRole("link", { name: "info@shuka.am" }).getAttribute("href")).toBe("mailto:info@shuka.am");
    const social = await screen.findAllByTestId("social-link");
    expect(social.map((link) => [link.getAttribute("href"), link.getAttribute("target"), link.getAttribute("aria-label")])).toEqual([
      ["https://www.facebook.com/shuka.am", "_blank", "Facebook (բացվում է նոր ներդիրում)"],
      ["https://t.me/shuka_am", "_blank", "Telegram (բացվում է նոր ներդիրում)"],
    ]);
    expect(social[0].querySelector("img")?.getAttribute("src")).toBe("/storage/icons/facebook.svg");
    const logos = within(screen.getByTestId("payment-logos")).getAllByRole("img").map((img) => img.getAttribute("alt"));
    expect(logos).toEqual(["Visa", "Mastercard", "ArCa", "Idram"]);
  });

  it("folds the link columns into an accordion on phones", async () => {
    onPhone(true);
    footerApi();
    renderWithData(<Footer />);
    const toggle = await screen.findByTestId("footer-column-1-toggle");
    const list = within(screen.getByTestId("footer-column-1")).getByRole("list", { hidden: true });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(list.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(list.hidden).toBe(false);
    // The contacts are never folded away.
    expect(screen.getByTestId("footer-hours")).toBeTruthy();
  });

  it("keeps the columns open on wide screens", async () => {
    onPhone(false);
    footerApi();
    renderWithData(<Footer />);
    await screen.findAllByTestId("footer-link");
    expect(screen.queryByTestId("footer-column-1-toggle")).toBeNull();
  });
});

describe("newsletter", () => {
  const input = () => screen.getByTestId("newsletter-email") as HTMLInputElement;
  const message = () => screen.getByTestId("newsletter-message");

  it("shows 'Invalid Email' in error style without a request", () => {
    const fetch = footerApi(() => ({ success: true, message: "ok" }));
    renderWithData(<Footer />);
    fireEvent.change(input(), { target: { value: "nope@" } });
    fireEvent.click(screen.getByTestId("newsletter-submit"));
    expect(message().textContent).toBe("Անվավեր էլ. հասցե");
    expect(message().className).toContain("newsletter__message--error");
    expect(input().value).toBe("nope@");
    expect(calls(fetch, "/api/subscribe")).toHaveLength(0);
  });

  it("goes idle → loading → the server's text in success style, and empties the input", async () => {
    let answer: (value: unknown) => void = () => {};
    const fetch = footerApi(() => new Promise((resolve) => (answer = resolve)));
    renderWithData(<Footer />);
    expect(message().dataset.state).toBe("idle");
    fireEvent.change(input(), { target: { value: " ani@example.am " } });
    fireEvent.click(screen.getByTestId("newsletter-submit"));
    await waitFor(() => expect(message().dataset.state).toBe("loading"));
    expect((screen.getByTestId("newsletter-submit") as HTMLButtonElement).disabled).toBe(true);
    answer({ success: true, message: "Շնորհակալություն, Դուք բաժանորդագրվեցիք մեր նորություններին։" });
    await waitFor(() => expect(message().dataset.state).toBe("success"));
    expect(message().textContent).toBe("Շնորհակալություն, Դուք բաժանորդագրվեցիք մեր նորություններին։");
    expect(message().className).toContain("newsletter__message--success");
    expect(input().value).toBe("");
    expect(sentBodies(fetch, "/api/subscribe")).toEqual([{ subscriber_email: "ani@example.am" }]);
    expect(calls(fetch, "/api/subscribe")[0].searchParams.get("locale")).toBe("hy");
  });

  it("shows a repeated address's server sentence in error style and empties the input", async () => {
    footerApi(() => failWith(409, { error: "Այս էլ. հասցեն արդեն բաժանորդագրված է մեր նորություններին։" }));
    renderWithData(<Footer />);
    fireEvent.change(input(), { target: { value: "ani@example.am" } });
    fireEvent.click(screen.getByTestId("newsletter-submit"));
    await waitFor(() => expect(message().dataset.state).toBe("error"));
    expect(message().textContent).toBe("Այս էլ. հասցեն արդեն բաժանորդագրված է մեր նորություններին։");
    expect(input().value).toBe("");
  });

  it("shows nothing when the request itself fails (logged only), still emptying the input", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    footerApi(() => Promise.reject(new TypeError("network down")));
    renderWithData(<Footer />);
    fireEvent.change(input(), { target: { value: "ani@example.am" } });
    fireEvent.click(screen.getByTestId("newsletter-submit"));
    await waitFor(() => expect(input().value).toBe(""));
    expect(message().dataset.state).toBe("idle");
    expect(message().textContent).toBe("");
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("clears a shown message after the core's alert timeout (3000 ms)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    footerApi();
    renderWithData(<Footer />);
    fireEvent.change(input(), { target: { value: "bad" } });
    fireEvent.click(screen.getByTestId("newsletter-submit"));
    expect(message().dataset.state).toBe("error");
    act(() => vi.advanceTimersByTime(2900));
    expect(message().dataset.state).toBe("error");
    act(() => vi.advanceTimersByTime(200));
    expect(message().dataset.state).toBe("idle");
  });
});
