import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useChanged } from "../../shared/hooks/useChanged";

/**
 * A nav bar entry that opens a panel of links: a button with `aria-expanded`, closed again by a
 * second press, Escape (focus back on the button), a click elsewhere, leaving it with the
 * keyboard, or following a link (a route change).
 */
export function NavDropdown({
  label,
  children,
  testId,
  wide = false,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  /** A panel of several columns (the departments). */
  wide?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  // A route change closes the panel (while rendering, so no render shows it open on the new page).
  if (useChanged(location.pathname + location.search)) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("mousedown", onPointerDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("mousedown", onPointerDown);
    };
  }, [open]);

  return (
    <div
      className={["nav-dropdown", wide && "nav-dropdown--wide", open && "is-open"].filter(Boolean).join(" ")}
      ref={rootRef}
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="header__nav-link nav-dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={testId ? `${testId}-button` : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
        <span className="nav-dropdown__chevron" aria-hidden="true" />
      </button>
      <div
        id={panelId}
        className={wide ? "nav-dropdown__panel nav-dropdown__panel--wide" : "nav-dropdown__panel"}
        hidden={!open}
        data-testid={testId ? `${testId}-panel` : undefined}
        onClick={(event) => {
          // Following a link to the page already shown changes no route: close anyway.
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
