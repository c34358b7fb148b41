import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * A ref that holds `value` as of the last committed render, for callbacks that run later
 * (timers, document listeners, debounced calls) and must see the newest props. It is updated
 * after each commit, before any effect or event can read it, rather than while rendering.
 */
export function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
