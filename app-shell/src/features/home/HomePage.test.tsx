import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { homePositions } from "../../core";
import { calls, mockApi, renderWithData } from "../../test/api";
import { products } from "../../test/catalogFixtures";
import { HomePage } from "./HomePage";
import { SlideshowFrame } from "./Slideshow";

const SLIDES = [1, 2, 3].map((id) => ({
  id,
  path: `slides/${id}.jpg`,
  mobile_path: `slides/${id}-m.jpg`,
  slider_path: "/shop/saledProducts",
  content: id === 1 ? "<h2>Ամառային զեղչեր</h2>" : "",
  image_url: `/storage/slides/${id}.jpg`,
  mobile_image_url: `/storage/slides/${id}-m.jpg`,
}));

/** Products per home position, in the core's order. */
function homeApi(counts: number[]) {
  const positions = homePositions();
  return mockApi({
    "/api/sliders": () => SLIDES,
    "/api/banners": () => [{ id: 1, path: "banners/1.jpg", url: "/storage/banners/1.jpg", link: "/shop/catalog", content: "", image_url: "/storage/banners/1.jpg" }],
    "/api/home/blocks": () => ({ data: Object.fromEntries(positions.map((position, index) => [position, products(counts[index] ?? 0)])) }),
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("home page", () => {
  it("keeps the welcome heading for the page", async () => {
    homeApi([]);
    renderWithData(<HomePage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Բարի գալուստ Շուկա");
  });

  it("shows blocks 1 to 3 with any products and blocks 4 to 13 only with more than 2 (core rule)", async () => {
    //            1  2  3  4  5  6  7  8  9 10 11 12 13
    const counts = [1, 0, 2, 2, 3, 0, 0, 0, 0, 0, 0, 0, 9];
    const fetch = homeApi(counts);
    renderWithData(<HomePage />);
    await waitFor(() => expect(calls(fetch, "/api/home/blocks")).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId("home-block")).toHaveLength(4));
    const titles = screen.getAllByTestId("home-block").map((block) => within(block).getByRole("heading", { level: 2 }).textContent);
    expect(titles).toEqual(["Առաջարկում ենք ձեզ", "Ամենավաճառվողները", "Հիմա պահանջված", "Վերջին հնարավորություն"]);
    const asked = calls(fetch, "/api/home/blocks")[0].searchParams;
    expect([asked.get("limit"), asked.get("locale"), asked.get("currency")]).toEqual(["10", "hy", "AMD"]);
  });

  it("renders a row's cards below the first one when the row nears the screen, or when the browser idles", async () => {
    // A browser's observer and idle moments, told by the test when a row comes near or the page idles.
    const observed = new Map<Element, IntersectionObserverCallback>();
    class NearObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.set(element, this.callback);
      }
      disconnect() {}
    }
    const idle: Array<() => void> = [];
    vi.stubGlobal("IntersectionObserver", NearObserver);
    vi.stubGlobal("requestIdleCallback", (task: () => void) => idle.push(task));
    try {
      homeApi([3, 4, 6, 3]);
      renderWithData(<HomePage />);
      await waitFor(() => expect(screen.getAllByTestId("home-block")).toHaveLength(4));
      const blocks = screen.getAllByTestId("home-block");
      const cards = () => blocks.map((block) => within(block).queryAllByTestId("product-card").length);
      const placeholders = () => blocks.map((block) => within(block).queryAllByTestId("product-card-skeleton").length);
      expect(cards()).toEqual([3, 0, 0, 0]);
      // A waiting row keeps its place with placeholders, at most a wide screen's five.
      expect(placeholders()).toEqual([0, 4, 5, 3]);

      const track = blocks[1].querySelector(".carousel__track")!;
      act(() => observed.get(track)!([{ isIntersecting: true, target: track } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(cards()).toEqual([3, 4, 0, 0]);

      // Tabbing or the browser's find reach rows never scrolled near: one renders per idle moment.
      act(() => idle.shift()!());
      expect(cards()).toEqual([3, 4, 6, 0]);
      act(() => idle.shift()!());
      expect(cards()).toEqual([3, 4, 6, 3]);
      expect(placeholders()).toEqual([0, 0, 0, 0]);
      expect(idle).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("gives a carousel arrows only above 7 products", async () => {
    homeApi([7, 8]);
    renderWithData(<HomePage />);
    await waitFor(() => expect(screen.getAllByTestId("home-block")).toHaveLength(2));
    const [seven, eight] = screen.getAllByTestId("home-block");
    expect(within(seven).queryByTestId("carousel-arrows")).toBeNull();
    expect(within(eight).getByTestId("carousel-arrows")).toBeTruthy();
  });

  it("shows the slideshow with mobile images, dots and arrows, and the banners", async () => {
    homeApi([3]);
    const { container } = renderWithData(<HomePage />);
    expect(await screen.findAllByTestId("slide")).toHaveLength(3);
    expect(screen.getAllByTestId("slide-dot")).toHaveLength(3);
    const source = container.querySelector(".slideshow source");
    expect(source?.getAttribute("srcset")).toBe("/storage/slides/1-m.jpg");
    expect(source?.getAttribute("media")).toBe("(max-width: 767px)");
    expect(await screen.findByTestId("banners")).toBeTruthy();
  });

  it("shows skeletons while loading and one retry when blocks fail", async () => {
    let fail = true;
    mockApi({
      "/api/sliders": () => [],
      "/api/banners": () => [],
      "/api/home/blocks": () =>
        fail ? new Response("{}", { status: 503 }) : { data: Object.fromEntries(homePositions().map((p) => [p, products(4)])) },
    });
    renderWithData(<HomePage />, { locale: "en" });
    expect(screen.getAllByTestId("block-loading")).toHaveLength(3);
    expect(await screen.findByTestId("error-state")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getAllByTestId("home-block")).toHaveLength(13));
  });
});

describe("slideshow", () => {
  const current = () => screen.getAllByTestId("slide").findIndex((slide) => slide.getAttribute("aria-hidden") === "false");

  it("moves on after the core's autoplay time, and not while hovered", async () => {
    vi.useFakeTimers();
    renderWithData(<SlideshowFrame slides={SLIDES} />);
    expect(current()).toBe(0);
    await act(async () => vi.advanceTimersByTime(7999));
    expect(current()).toBe(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);

    fireEvent.mouseEnter(screen.getByTestId("slideshow"));
    await act(async () => vi.advanceTimersByTime(20000));
    expect(current()).toBe(1);
    fireEvent.mouseLeave(screen.getByTestId("slideshow"));
    await act(async () => vi.advanceTimersByTime(8000));
    expect(current()).toBe(2);
  });

  it("pauses while focused and follows its dots and arrows", async () => {
    renderWithData(<SlideshowFrame slides={SLIDES} />);
    fireEvent.focus(screen.getAllByTestId("slide-dot")[2]);
    expect(screen.getByTestId("slideshow").dataset.playing).toBe("false");
    fireEvent.click(screen.getAllByTestId("slide-dot")[2]);
    expect(current()).toBe(2);
    fireEvent.click(screen.getByTestId("slide-next"));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByTestId("slide-previous"));
    expect(current()).toBe(2);
  });

  it("stands still when the shopper prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("prefers-reduced-motion"),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderWithData(<SlideshowFrame slides={SLIDES} />);
    expect(screen.getByTestId("slideshow").dataset.playing).toBe("false");
    expect(screen.queryByTestId("slide-pause")).toBeNull();
  });
});
