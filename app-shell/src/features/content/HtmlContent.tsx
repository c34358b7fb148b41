import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { withoutRepeatedTitle as coreWithoutRepeatedTitle } from "../../core";

/**
 * HTML written in the back office (CMS pages, blog posts), already sanitised by the server. A
 * link inside the shop moves through the router instead of reloading the page.
 */
export function HtmlContent({ html, className = "prose", testId }: { html: string; className?: string; testId?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest("a");
    if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith("/api/") || url.pathname.startsWith("/storage/")) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  // The server's sanitised output: no scripts, event handlers or javascript: URLs (html.rs).
  return <div className={className} data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}


/**
 * The HTML without a leading heading that only repeats the page's title (the page shows the
 * title as its own heading already; core `withoutRepeatedTitle`, which the server's first
 * screen uses too).
 */
export function withoutRepeatedTitle(html: string, title: string | undefined): string {
  return title ? coreWithoutRepeatedTitle(html, title) : html;
}
