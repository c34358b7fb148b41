import { startTransition, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { queryClient } from "./queryClient";

/** The longest the server's screen stays once the shell is running, should a call hang. */
const LONGEST_WAIT_MS = 4000;

/**
 * Renders the shell over the first screen the server drew into `root`: into a root of its own
 * off the page, in a transition (the render yields to the browser between pieces of work), and
 * puts it in the page's place once it shows the page (no preloader, no call still running), so
 * what the shopper sees never goes blank and the largest paint stays the server's.
 */
export function mountOverFirstScreen(root: HTMLElement, app: ReactNode) {
  const stage = document.createElement("div");
  const reactRoot = createRoot(stage);
  let swapped = false;
  // Both are set up below, before anything can call `swap`.
  const stops: (() => void)[] = [];
  const swap = () => {
    if (swapped) return;
    swapped = true;
    stops.forEach((stop) => stop());
    root.replaceWith(stage);
    stage.id = "root";
  };
  const check = () => {
    if (swapped || stage.childElementCount === 0) return;
    if (stage.querySelector(".preloader") || queryClient.isFetching() > 0) return;
    // After the browser has had the frame: a render that just committed may start more calls.
    window.requestAnimationFrame(() => {
      if (!stage.querySelector(".preloader") && queryClient.isFetching() === 0) swap();
    });
  };
  const timer = window.setTimeout(swap, LONGEST_WAIT_MS);
  const observer = new MutationObserver(check);
  observer.observe(stage, { childList: true, subtree: true });
  stops.push(() => window.clearTimeout(timer), queryClient.getQueryCache().subscribe(check), () => observer.disconnect());
  startTransition(() => reactRoot.render(app));
}
