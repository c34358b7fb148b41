import { FormattedMessage } from "react-intl";
import { Link, Navigate } from "react-router";
import { useClientState } from "../../core/clientState";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { RegisterForm } from "./RegisterForm";
import { usePage } from "./usePage";

/**
 * `/account/register`: an individual buyer (default) or a company that wants to sell. The core
 * checks the form and builds the body (a company's carries the seller application and its
 * defaults); the server's refusals are shown under their fields. Success goes to
 * `/thanks-for-registration`. Offered only when signed out.
 */
export function RegisterPage() {
  const { customer } = useClientState();
  usePage("account.register.title");
  if (customer.authenticated) return <Navigate to="/account/profile" replace />;
  return (
    <section className="auth auth--wide" aria-labelledby="register-title" data-testid="register-page">
      <Breadcrumbs items={[{ label: <FormattedMessage id="account.register.title" /> }]} />
      <div className="auth__card">
        <h1 className="auth__title" id="register-title">
          <FormattedMessage id="account.register.title" />
        </h1>
        <RegisterForm />
        <p className="auth__switch">
          <FormattedMessage id="account.register.have_account" />{" "}
          <Link to="/account/login" data-testid="to-login">
            <FormattedMessage id="account.register.to_login" />
          </Link>
        </p>
      </div>
    </section>
  );
}
