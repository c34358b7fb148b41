import { FormattedMessage } from "react-intl";
import { Link, useLocation } from "react-router";
import { usePage } from "./usePage";

/**
 * `/thanks-for-registration`: the account exists. A company is told its seller application
 * waits for review (the registration page says which kind it was; a reload shows the general
 * text).
 */
export function RegisteredPage() {
  const location = useLocation();
  const company = (location.state as { kind?: string } | null)?.kind === "company";
  usePage("account.registered.title");
  return (
    <section className="thanks" aria-labelledby="registered-title" data-testid="registered-page">
      <div className="thanks__card">
        <span className="thanks__icon" aria-hidden="true" />
        <h1 className="thanks__title account-title" id="registered-title">
          <FormattedMessage id="account.registered.title" />
        </h1>
        <p className="thanks__text" data-testid="registered-text">
          <FormattedMessage id="account.registered.text" />
        </p>
        {company && (
          <p className="notice notice--info" data-testid="registered-seller">
            <FormattedMessage id="account.registered.seller_pending" />
          </p>
        )}
        <div className="thanks__actions">
          <Link to="/account/login" className="button button--primary" data-testid="registered-login">
            <FormattedMessage id="account.registered.login" />
          </Link>
          <Link to="/" className="button">
            <FormattedMessage id="notfound.home" />
          </Link>
        </div>
      </div>
    </section>
  );
}
