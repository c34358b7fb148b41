import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { calls, mockApi, renderRoutes } from "../../test/api";
import { ScrollToTop } from "./ScrollToTop";
import { StartupPreloader } from "./StartupPreloader";
import { ThirdPartyScripts } from "./ThirdPartyScripts";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

function thirdPartyScripts() {
  return Array.from(document.querySelectorAll("script")).filter((script) => script.src && !script.src.startsWith("http://localhost"));
}

describe("scroll-to-top button", () => {
  afterEach(() => scrollTo(0));

  it("appears only after 300 px of scrolling (core rule) and takes the page back up", async () => {
    const scrolled = vi.fn();
    vi.stubGlobal("scrollTo", scrolled);
    renderRoutes([{ path: "*", element: <ScrollToTop /> }]);
    scrollTo(300);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByTestId("scroll-to-top")).toBeNull();
    scrollTo(301);
    const button = await screen.findByTestId("scroll-to-top");
    expect(button.getAttribute("aria-label")).toBe("Վերադառնալ էջի սկիզբ");
    fireEvent.click(button);
    expect(scrolled).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    scrollTo(120);
    await waitFor(() => expect(screen.queryByTestId("scroll-to-top")).toBeNull());
  });
});

describe("preloader", () => {
  afterEach(() => vi.useRealTimers());

  it("is removed after the core's 500 ms", () => {
    vi.useFakeTimers();
    renderRoutes([{ path: "*", element: <StartupPreloader /> }]);
    expect(screen.getByTestId("preloader")).toBeTruthy();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByTestId("preloader")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("preloader")).toBeNull();
  });
});

describe("third-party scripts", () => {
  beforeEach(() => {
    document.querySelectorAll("#analytics-script, #chat-script, #fb-root, .fb-customerchat").forEach((node) => node.remove());
    delete window.gtag;
    delete window.dataLayer;
  });

  it("loads nothing when nothing is configured", async () => {
    const fetch = mockApi({ "/api/googlecode": () => ({ code: "", chat_page_id: "" }) });
    renderRoutes([{ path: "*", element: <ThirdPartyScripts /> }]);
    await waitFor(() => expect(calls(fetch, "/api/googlecode")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(thirdPartyScripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
    expect(document.querySelector(".fb-customerchat")).toBeNull();
  });

  it("loads the analytics code and the chat widget when the server names them", async () => {
    mockApi({ "/api/googlecode": () => ({ code: "G-ABC123", chat_page_id: "104512" }) });
    renderRoutes([{ path: "*", element: <ThirdPartyScripts /> }], { path: "/blog" });
    await waitFor(() => expect(thirdPartyScripts()).toHaveLength(2));
    expect(thirdPartyScripts().map((script) => script.src)).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-ABC123",
      "https://connect.facebook.net/hy_AM/sdk/xfbml.customerchat.js",
    ]);
    expect(document.querySelector(".fb-customerchat")?.getAttribute("page_id")).toBe("104512");
    // The page view of the first route.
    const pageViews = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[1] === "page_view");
    expect(pageViews[0][2]).toMatchObject({ page_path: "/blog" });
  });
});
