import { useId, useRef, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useDialogFocus } from "../hooks/useDialogFocus";

/** The sidebar: a column on wide screens, a slide-in dialog on narrow ones. */
export function FilterDrawer({ id, open, onClose, children }: { id: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  const closeRef = useRef<HTMLButtonElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const titleId = useId();
  useDialogFocus(open, asideRef, closeRef, onClose, "has-drawer");
  return (
    <>
      <aside
        id={id}
        ref={asideRef}
        className={open ? "listing__aside is-open" : "listing__aside"}
        data-testid="filters"
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
        aria-label={open ? undefined : intl.formatMessage({ id: "catalog.filters.title" })}
      >
        <div className="listing__aside-head">
          <h2 className="listing__aside-title" id={titleId}>
            <FormattedMessage id="catalog.filters.title" />
          </h2>
          <button
            type="button"
            className="icon-button"
            ref={closeRef}
            onClick={onClose}
            aria-label={intl.formatMessage({ id: "catalog.filters.close" })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="listing__aside-body">{children}</div>
        <div className="listing__aside-foot">
          <button type="button" className="button button--primary" onClick={onClose} data-testid="show-results">
            <FormattedMessage id="catalog.filters.show" />
          </button>
        </div>
      </aside>
      {open && <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />}
    </>
  );
}
