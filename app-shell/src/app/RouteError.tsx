import { useEffect } from "react";
import { useLocation, useRouteError } from "react-router";
import { ErrorState, type ErrorMessages } from "../shared/ui/ErrorState";
import { Preloader } from "../shared/ui/Preloader";

const ROUTE_MESSAGES: ErrorMessages = { title: "shell.error.title", text: "shell.error.text", retry: "shell.error.retry" };

/** How long after a reload for a missing code file the same page does not reload again. */
const RELOAD_GUARD_MS = 60_000;
const RELOADED_KEY = "shell:reloaded";

/** A page's code file did not arrive: the network dropped it, or a new version replaced it. */
export function isMissingChunk(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);
}

/** Whether this page may reload for its code now: not when it just did (that would loop), nor
 * when the browser keeps no session storage to remember that it did. */
function mayReload(path: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? "null") as { path: string; at: number } | null;
    return !(last && last.path === path && Date.now() - last.at < RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

/** Loading the page again (one place, so tests can watch it). */
export const page = {
  reload() {
    window.location.reload();
  },
};

function reloadFor(path: string) {
  sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ path, at: Date.now() }));
  page.reload();
}

/**
 * Every route's error boundary, shown inside the shell (top bar, header and footer stay): a
 * missing code file reloads the page once, which fetches the new version; anything else, or a
 * second failure, says so in the shopper's language with a way to try again.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const reloading = isMissingChunk(error) && mayReload(pathname);

  useEffect(() => {
    if (reloading) reloadFor(pathname);
    else console.error(error);
  }, [reloading, pathname, error]);

  if (reloading) return <Preloader inline />;
  return <ErrorState page messages={ROUTE_MESSAGES} testId="route-error" onRetry={() => page.reload()} />;
}
