import { useCallback, useSyncExternalStore } from "react";

function mediaQuery(query: string): MediaQueryList | undefined {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query) : undefined;
}

/** Whether a CSS media query matches now (false where the browser cannot tell, e.g. in tests). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const media = mediaQuery(query);
      media?.addEventListener("change", listener);
      return () => media?.removeEventListener("change", listener);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQuery(query)?.matches ?? false, () => false);
}

/** Phones: below the design system's medium breakpoint (`$breakpoint-md`, 768 px). */
export const PHONE_QUERY = "(max-width: 767.98px)";
/** Below the large breakpoint (`$breakpoint-lg`, 1024 px): the header shows the menu button. */
export const COMPACT_QUERY = "(max-width: 1023.98px)";
