import { useEffect, type RefObject } from "react";
import { useLatestRef } from "./useLatestRef";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select, [tabindex='0']";

/**
 * While a slide-in dialog is open: focus starts on `initial`, Tab and Shift+Tab stay inside
 * `panel`, Escape calls `onClose`, the body carries `bodyClass` (to stop the page scrolling
 * under it), and on closing the focus returns to what opened it.
 */
export function useDialogFocus(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
  onClose: () => void,
  bodyClass: string,
) {
  const closeRef = useLatestRef(onClose);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    initial.current?.focus();
    document.body.classList.add(bodyClass);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeRef.current();
      if (event.key !== "Tab" || !panel.current) return;
      const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.classList.remove(bodyClass);
      document.removeEventListener("keydown", onKey);
      opener?.focus();
    };
  }, [open, panel, initial, bodyClass, closeRef]);
}
