import { useEffect, useState } from "react";
import { timings } from "../../core";

/**
 * The page-load preloader: it stays over the freshly rendered shop for the core's
 * `preloaderRemoval` (500 ms), fading, then is removed. It never catches a click.
 */
export function StartupPreloader() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), timings().preloaderRemoval);
    return () => window.clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return <div className="preloader preloader--leaving" aria-hidden="true" data-testid="preloader" />;
}
