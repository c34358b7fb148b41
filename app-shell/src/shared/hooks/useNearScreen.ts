import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within `margin` of the screen (it stays true once it has): parts
 * below the first screen render their contents only then, so a page's first render builds what
 * the shopper sees. True at once when not `deferred`, and where the browser cannot tell (no
 * IntersectionObserver).
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
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
