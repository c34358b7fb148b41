import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Navigate } from "react-router";
import { useClientState } from "../../core/clientState";
import { useCustomer } from "../../shared/session/session";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { AccountHeader, AccountMenu, SignOutContext } from "./AccountMenu";

// The account area's frame: only for a signed-in customer (others go to the login page), with a
// loader until the server has confirmed the token, the customer's name and e-mail, the side
// menu, and the page.

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
