import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { NavLink } from "react-router";
import { updateClientState, useClientState } from "../../core/clientState";
import { ApiError } from "../../shared/api/http";
import { useScope } from "../../shared/hooks/useScope";
import { signOutLocally, useCustomer } from "../../shared/session/session";
import { useToast } from "../../shared/ui/Toast";
import { logout } from "./api";

// The account area's side: who is signed in, and the menu with its sign-out button.

const MENU = [
  { to: "/account/dashboard", id: "account.menu.dashboard" },
  { to: "/account/profile", id: "account.menu.profile" },
  { to: "/account/orders", id: "account.menu.orders" },
  { to: "/account/bonuses", id: "account.menu.bonuses" },
  { to: "/account/addresses", id: "account.menu.addresses" },
];

/** Tells the frame the customer signed out from the menu (not that the token stopped working). */
export const SignOutContext = createContext<(onPurpose: boolean) => void>(() => {});

/** The customer's name and e-mail, with placeholders while either is unknown. */
export function AccountHeader() {
  const { customer: stored } = useClientState();
  const { data } = useCustomer();
  const name = data?.name?.trim() || [data?.first_name, data?.last_name].filter(Boolean).join(" ") || stored.name;
  const email = data?.email || stored.email;
  const initial = (name || email || "?").trim().charAt(0).toUpperCase();
  return (
    <div className="account-header" data-testid="account-header">
      <span className="account-header__avatar" aria-hidden="true">
        {initial}
      </span>
      <div className="account-header__text">
        <p className="account-header__name" data-testid="account-name">
          {name || <FormattedMessage id="account.header.no_name" />}
        </p>
        <p className="account-header__email" data-testid="account-email">
          {email || <FormattedMessage id="account.header.no_email" />}
        </p>
      </div>
    </div>
  );
}

/** The account pages, and signing out (the cart stays the customer's: this device starts a new one). */
export function AccountMenu() {
  const intl = useIntl();
  const client = useQueryClient();
  const signedOutOnPurpose = useContext(SignOutContext);
  const toast = useToast();
  const scope = useScope();
  const { customer } = useClientState();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await logout(customer.token, scope.locale);
    } catch (error) {
      // A token the server no longer knows is as good as signed out; anything else is a failure
      // the customer must hear about (they are still signed in).
      if (!(error instanceof ApiError && error.status === 401)) {
        setLeaving(false);
        const detail = error instanceof Error ? error.message : String(error);
        toast(`${intl.formatMessage({ id: "account.logout.failed" })} ${detail}`, "error");
        return;
      }
    }
    signedOutOnPurpose(true);
    signOutLocally(client);
    // The customer's cart stays theirs: the next visitor on this device starts a new one.
    updateClientState((store) => {
      store.setCartToken("");
      store.cartEmpty();
    });
    client.removeQueries({ queryKey: ["cart"] });
  };

  return (
    <nav className="account-menu" aria-label={intl.formatMessage({ id: "account.menu.label" })} data-testid="account-menu">
      <ul className="account-menu__list">
        {MENU.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="account-menu__link" end={item.to !== "/account/orders" && item.to !== "/account/addresses"}>
              <FormattedMessage id={item.id} />
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="account-menu__link account-menu__logout" onClick={signOut} disabled={leaving} data-testid="account-logout">
            <FormattedMessage id="account.menu.logout" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
