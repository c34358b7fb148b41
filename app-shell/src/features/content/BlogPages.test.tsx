import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, failWith, mockApi, renderRoutes } from "../../test/api";
import { blogAnswer, post } from "../../test/contentFixtures";
import { NotFound } from "../../shared/ui/NotFound";
import { BlogListPage, BlogPostPage } from "./BlogPages";

const ROUTES = [
  { path: "/blog", element: <BlogListPage /> },
  { path: "/blog/:blogSlug", element: <BlogPostPage /> },
  { path: "/404", element: <NotFound /> },
];

function blogApi(total: number) {
  return mockApi({
    "/api/cms/blogs": (url) => blogAnswer(total, Number(url.searchParams.get("page") ?? "1")),
    "/api/cms/blog/post-3": () => ({ data: post(3, { html_content: "<p>Ամառային զգեստի գլխավոր պահանջը թեթևությունն է։</p>" }) }),
    "/api/cms/blog/missing": () => failWith(404, { error: "Blog post not found" }),
  });
}

describe("blog list", () => {
  it("lists the posts with their pictures and Armenian dates, each linking to /blog/{url_key}", async () => {
    const fetch = blogApi(3);
    renderRoutes(ROUTES, { path: "/blog" });
    const cards = await screen.findAllByTestId("blog-post-card");
    expect(cards).toHaveLength(3);
    const first = within(cards[0]);
    expect(first.getByRole("heading", { level: 2, name: "Հրապարակում 1" }).querySelector("a")?.getAttribute("href")).toBe("/blog/post-1");
    // Posted at 21:55 UTC on the 17th: 01:55 on the 18th in Yerevan, the shop's day.
    expect(first.getByText("18 նոյեմբերի, 2026 թ.").getAttribute("datetime")).toBe("2026-11-18");
    expect(cards[0].querySelector("img")?.getAttribute("src")).toBe("/cache/medium/blog/post-1.jpg");
    expect(first.getByText("Հրապարակման 1 տեքստը՝ խորհուրդներ գնորդների համար։")).toBeTruthy();
    expect(calls(fetch, "/api/cms/blogs")[0].searchParams.get("locale")).toBe("hy");
  });

  it("shows no pager for 10 posts (core rule: only above 10)", async () => {
    blogApi(10);
    renderRoutes(ROUTES, { path: "/blog" });
    expect(await screen.findAllByTestId("blog-post-card")).toHaveLength(10);
    expect(screen.queryByTestId("blog-pagination")).toBeNull();
  });

  it("pages through 12 posts", async () => {
    const fetch = blogApi(12);
    const { router } = renderRoutes(ROUTES, { path: "/blog" });
    const pager = await screen.findByTestId("blog-pagination");
    expect(within(pager).getByRole("link", { name: "Էջ 1" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(within(pager).getByRole("link", { name: "Էջ 2" }));
    expect(router.state.location.search).toBe("?page=2");
    await waitFor(() => expect(screen.getAllByTestId("blog-post-card")).toHaveLength(2));
    expect(calls(fetch, "/api/cms/blogs").at(-1)!.searchParams.get("page")).toBe("2");
    expect(within(screen.getByTestId("blog-pagination")).getByRole("link", { name: "Էջ 2" }).getAttribute("aria-current")).toBe("page");
  });
});

describe("blog post", () => {
  it("shows the post with its breadcrumb back to the blog", async () => {
    blogApi(3);
    renderRoutes(ROUTES, { path: "/blog/post-3" });
    expect(await screen.findByRole("heading", { level: 1, name: "Հրապարակում 3" })).toBeTruthy();
    expect(screen.getByText("Ամառային զգեստի գլխավոր պահանջը թեթևությունն է։")).toBeTruthy();
    const crumbs = within(screen.getByRole("navigation", { name: "Նավիգացիոն ուղի" }));
    expect(crumbs.getByRole("link", { name: "Բլոգ" }).getAttribute("href")).toBe("/blog");
    expect(screen.getByTestId("back-to-blog").getAttribute("href")).toBe("/blog");
  });

  it("sends a missing post to /404", async () => {
    blogApi(3);
    const { router } = renderRoutes(ROUTES, { path: "/blog/missing" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/404"));
    expect(await screen.findByTestId("not-found")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Էջը չի գտնվել");
  });
});
