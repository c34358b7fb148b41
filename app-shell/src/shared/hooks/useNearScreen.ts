import { useEffect, useState, type RefObject } from "react";

/** How long a part may wait for an idle moment before it renders anyway. */
const IDLE_AT_MOST_MS = 4000;

/**
 * Whether the element has come within `margin` of the screen (it stays true once it has): parts
 * below the first screen render their contents only then, so a page's first render builds what
 * the shopper sees. They also render once the browser is idle, so a shopper tabbing through the
 * page or searching it with the browser's find never misses a part not yet scrolled near. True at
 * once when not `deferred`, and where the browser cannot tell (no IntersectionObserver).
 */
export function useNearScreen(ref: RefObject<Element | null>, deferred = true, margin = "100% 0px"): boolean {
  const [near, setNear] = useState(() => !deferred || typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const cancelIdle = whenIdle(() => setNear(true));
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [near, ref, margin]);
  return near;
}

/** Runs `task` in an idle moment (each in its own task, so none blocks the page for long). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: IDLE_AT_MOST_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, IDLE_AT_MOST_MS);
  return () => window.clearTimeout(id);
}
