import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, Navigate, useNavigate } from "react-router";
import { validateForm } from "../../core";
import { useClientState } from "../../core/clientState";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { errorText, login } from "./api";
import { syncCartAfterLogin } from "./cartSync";
import { accountKey, signIn } from "../../shared/session/session";
import { useScope } from "../../shared/hooks/useScope";
import { fieldErrors } from "../../shared/api/errors";
import { usePage } from "./usePage";
import { ErrorNotice } from "../../shared/ui/form/notices";
import { Field } from "../../shared/ui/form/Field";

/**
 * `/account/login`: e-mail, password, "remember me" (a 30-day token instead of a day's), the
 * forgotten-password link. The core checks the form ('Type valid data'); the server's refusal
 * is shown as it says it (wrong e-mail or password, too many attempts). A login is stored, the
 * guest's cart moves into the customer's, and the customer lands on the profile. Offered only
 * when signed out.
 */
export function LoginPage() {
  const { customer } = useClientState();
  // While a login is being completed (the cart sync), the page stays: it leaves by itself.
  const [busy, setBusy] = useState(false);
  usePage("account.login.title");
  if (customer.authenticated && !busy) return <Navigate to="/account/profile" replace />;
  return (
    <section className="auth" aria-labelledby="login-title" data-testid="login-page">
      <Breadcrumbs items={[{ label: <FormattedMessage id="account.login.title" /> }]} />
      <div className="auth__card">
        <h1 className="auth__title" id="login-title">
          <FormattedMessage id="account.login.title" />
        </h1>
        <p className="auth__lead">
          <FormattedMessage id="account.login.lead" />
        </p>
        <LoginForm busy={busy} setBusy={setBusy} />
        <p className="auth__switch">
          <FormattedMessage id="account.login.no_account" />{" "}
          <Link to="/account/register" data-testid="to-register">
            <FormattedMessage id="account.login.to_register" />
          </Link>
        </p>
      </div>
    </section>
  );
}

function LoginForm({ busy, setBusy }: { busy: boolean; setBusy: (busy: boolean) => void }) {
  const intl = useIntl();
  const scope = useScope();
  const client = useQueryClient();
  const navigate = useNavigate();
  const idPrefix = useId();
  const [form, setForm] = useState({ email: "", password: "" });
  const [remember, setRemember] = useState(false);
  const [alert, setAlert] = useState<string[]>([]);

  const change = (name: string, value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateForm("login", form, scope.locale);
    const messages = [...new Set(Object.values(found).flat())];
    if (messages.length > 0) {
      setAlert(messages);
      return;
    }
    setAlert([]);
    setBusy(true);
    let token: string;
    try {
      const answer = await login(scope.locale, { email: form.email.trim(), password: form.password, remember });
      signIn(answer);
      client.setQueryData(accountKey(answer.token, "customer", scope.locale), answer.data);
      token = answer.token;
    } catch (error) {
      setBusy(false);
      const server = fieldErrors(error);
      const text = errorText(error);
      setAlert(text ? [text] : server ? Object.values(server).flat() : [intl.formatMessage({ id: "account.error.server" })]);
      if (!text && !server) console.error(error);
      return;
    }
    try {
      await syncCartAfterLogin(client, token, scope);
    } catch (error) {
      // The customer is signed in; a cart that could not be merged stays the guest's cart.
      console.error(error);
    }
    navigate("/account/profile", { replace: true });
  };

  return (
    <form className="auth__form" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="login-form">
      <ErrorNotice lines={alert} testId="login-alert" />
      <Field id={`${idPrefix}-email`} name="email" label="account.field.email" value={form.email} onChange={change} type="email" inputMode="email" autoComplete="email" required />
      <Field id={`${idPrefix}-password`} name="password" label="account.field.password" value={form.password} onChange={change} type="password" autoComplete="current-password" required />
      <div className="auth__row">
        <label className="check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} data-testid="login-remember" />
          <span>
            <FormattedMessage id="account.login.remember" />
          </span>
        </label>
        <Link to="/forgot/password" className="auth__link" data-testid="to-forgot">
          <FormattedMessage id="account.login.forgot" />
        </Link>
      </div>
      <button type="submit" className="button button--primary auth__submit" disabled={busy} aria-busy={busy || undefined} data-testid="login-submit">
        {busy && <span className="checkout-spinner checkout-spinner--small" aria-hidden="true" />}
        <FormattedMessage id={busy ? "account.login.signing_in" : "account.login.submit"} />
      </button>
    </form>
  );
}
