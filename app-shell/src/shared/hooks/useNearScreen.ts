import { startTransition, useEffect, useState, type RefObject } from "react";

/** How long a part may wait for an idle moment before it renders anyway. */
const IDLE_AT_MOST_MS = 4000;

/**
 * Whether the element has come within `margin` of the screen (it stays true once it has): parts
 * below the first screen render their contents only then, so a page's first render builds what
 * the shopper sees. They also render when the browser is idle, one part per idle moment, so a
 * shopper tabbing through the page or searching it with the browser's find never misses a part
 * not yet scrolled near. True at once when not `deferred`, and where the browser cannot tell (no
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
    // A transition: React renders the part in slices and yields to the shopper's input.
    const leaveQueue = whenIdle(() => startTransition(() => setNear(true)));
    return () => {
      observer.disconnect();
      leaveQueue();
    };
  }, [near, ref, margin]);
  return near;
}

// The parts waiting for an idle moment, in the order they asked: one is rendered per idle moment,
// so rendering them all never becomes one long task.
const waiting: Array<() => void> = [];
let asked = false;

/** Queues `task` for an idle moment; the answer takes it off the queue. */
function whenIdle(task: () => void): () => void {
  waiting.push(task);
  askForIdle();
  return () => {
    const index = waiting.indexOf(task);
    if (index >= 0) waiting.splice(index, 1);
  };
}

function askForIdle() {
  if (asked || waiting.length === 0) return;
  asked = true;
  const next = () => {
    asked = false;
    waiting.shift()?.();
    askForIdle();
  };
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(next, { timeout: IDLE_AT_MOST_MS });
  else window.setTimeout(next, IDLE_AT_MOST_MS);
}
