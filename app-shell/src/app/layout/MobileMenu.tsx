import { useEffect, useId, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { currentClientState, updateClientState, useClientState } from "../../core/clientState";
import { useDialogFocus } from "../../shared/hooks/useDialogFocus";
import { MenuContents } from "./MobileMenuContents";

export const MOBILE_MENU_ID = "mobile-menu";

const close = () => {
  if (currentClientState().mobileMenu.open) updateClientState((store) => store.closeMobileMenu());
};

/**
 * The slide-in menu of phones and tablets: the category tree (departments first, each opening
 * its sub-categories), the shop's sections, the header-type CMS pages and the contact link. Its
 * open state is the core's `mobileMenu`; it closes on its button, Escape, the backdrop and any
 * route change (also the first one, so a reload never starts with it open).
 */
export function MobileMenu() {
  const intl = useIntl();
  const { mobileMenu } = useClientState();
  const { pathname, search } = useLocation();
  const open = mobileMenu.open;
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => close(), [pathname, search]);

  useDialogFocus(open, panelRef, closeRef, close, "has-menu");

  return (
    <div id={MOBILE_MENU_ID} className="mobile-menu">
      {open && (
        <>
          <div className="mobile-menu__backdrop" onClick={close} aria-hidden="true" data-testid="mobile-menu-backdrop" />
          <div
            ref={panelRef}
            className="mobile-menu__panel"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            data-testid="mobile-menu"
          >
            <div className="mobile-menu__head">
              <h2 className="mobile-menu__title" id={titleId}>
                <FormattedMessage id="nav.menu" />
              </h2>
              <button
                type="button"
                className="icon-button"
                ref={closeRef}
                onClick={close}
                aria-label={intl.formatMessage({ id: "nav.menu.close" })}
                data-testid="mobile-menu-close"
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className="mobile-menu__body">
              <MenuContents />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
