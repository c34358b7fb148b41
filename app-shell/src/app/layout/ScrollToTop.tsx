import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { scrollToTopVisible } from "../../core";
import { useReducedMotion } from "../../shared/hooks/useReducedMotion";

/** A button back to the top, shown once the page has scrolled past the core's threshold (300 px). */
export function ScrollToTop() {
  const intl = useIntl();
  const reducedMotion = useReducedMotion();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(scrollToTopVisible(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // Not read on mount: `scrollY` would lay the whole fresh page out at once, inside the first
    // render's task; a page opens at the top, and a restored position arrives as a scroll event.
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={intl.formatMessage({ id: "nav.scroll_top" })}
      title={intl.formatMessage({ id: "nav.scroll_top" })}
      data-testid="scroll-to-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <span className="icon icon--arrow-up" aria-hidden="true" />
    </button>
  );
}
