import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Navigate, NavLink } from "react-router";
import { useClientState, updateClientState } from "../../core/clientState";
import { ApiError } from "../../shared/api/http";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { useToast } from "../../shared/ui/Toast";
import { useScope } from "../catalog/hooks";
import { logout } from "./api";
import { signOutLocally, useCustomer } from "./session";

// The account area's frame: only for a signed-in customer (others go to the login page), with a
// loader until the server has confirmed the token, the customer's name and e-mail, the side
// menu, and the page.

const MENU = [
  { to: "/account/dashboard", id: "account.menu.dashboard" },
  { to: "/account/profile", id: "account.menu.profile" },
  { to: "/account/orders", id: "account.menu.orders" },
  { to: "/account/bonuses", id: "account.menu.bonuses" },
  { to: "/account/addresses", id: "account.menu.addresses" },
];

/** Offered only to a signed-in customer; a signed-out visitor goes to the login page. */
export function AccountFrame({ title, crumbs = [], children }: { title: string; crumbs?: { label: ReactNode; to: string }[]; children: ReactNode }) {
  const { customer } = useClientState();
  // Signing out from the menu goes home; a token that stopped working goes to the login page.
  const [signedOutOnPurpose, setSignedOutOnPurpose] = useState(false);
  if (!customer.authenticated || !customer.token) return <Navigate to={signedOutOnPurpose ? "/" : "/account/login"} replace />;
  return (
    <SignOutContext.Provider value={setSignedOutOnPurpose}>
      <SignedInFrame title={title} crumbs={crumbs}>
        {children}
      </SignedInFrame>
    </SignOutContext.Provider>
  );
}

const SignOutContext = createContext<(onPurpose: boolean) => void>(() => {});

function SignedInFrame({ title, crumbs, children }: { title: string; crumbs: { label: ReactNode; to: string }[]; children: ReactNode }) {
  const intl = useIntl();
  const customer = useCustomer();
  let body: ReactNode;
  if (customer.isPending) {
    body = (
      <div className="account-loader" role="progressbar" aria-busy="true" aria-label={intl.formatMessage({ id: "account.loading" })} data-testid="account-loading">
        <span className="checkout-spinner" aria-hidden="true" />
      </div>
    );
  } else if (customer.isError) {
    body = <ErrorState onRetry={() => void customer.refetch()} />;
  } else {
    body = (
      <div className="account-layout">
        <aside className="account-aside">
          <AccountHeader />
          <AccountMenu />
        </aside>
        <div className="account-content" data-testid="account-content">
          {children}
        </div>
      </div>
    );
  }
  return (
    <section className="account" data-testid="account-page">
      <Breadcrumbs
        items={[
          { label: <FormattedMessage id="account.title" />, to: "/account/dashboard" },
          ...crumbs,
          { label: <FormattedMessage id={title} /> },
        ]}
      />
      {body}
    </section>
  );
}

/** The customer's name and e-mail, with placeholders while either is unknown. */
function AccountHeader() {
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

function AccountMenu() {
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
