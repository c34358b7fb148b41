import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { useScope } from "../../shared/hooks/useScope";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { Field } from "../../shared/ui/form/Field";
import { ErrorNotice, SuccessNotice } from "../../shared/ui/form/notices";
import { SubmitButton } from "../../shared/ui/form/SubmitButton";
import { forgotPassword, refusal } from "./api";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { usePage } from "./usePage";

/**
 * `/forgot/password`: the e-mail and a send button. The server answers the same for any
 * well-formed address (no account is given away): its message in green; a refusal in red.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const { locale } = useScope();
  const idPrefix = useId();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const [errors, setErrors] = useState<string[]>([]);
  usePage("account.forgot.title");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage(undefined);
    setErrors([]);
    try {
      const answer = await forgotPassword(locale, email.trim());
      const text = answer?.message;
      setMessage(text || intl.formatMessage({ id: "account.forgot.sent" }));
    } catch (error) {
      setErrors(refusal(error, intl.formatMessage({ id: "account.error.server" })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="auth" aria-labelledby="forgot-title" data-testid="forgot-page">
      <Breadcrumbs items={[{ label: <FormattedMessage id="account.login.title" />, to: "/account/login" }, { label: <FormattedMessage id="account.forgot.title" /> }]} />
      <div className="auth__card">
        <h1 className="auth__title" id="forgot-title">
          <FormattedMessage id="account.forgot.title" />
        </h1>
        <p className="auth__lead">
          <FormattedMessage id="account.forgot.lead" />
        </p>
        <form className="auth__form" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="forgot-form">
          <SuccessNotice text={message} testId="forgot-message" />
          <ErrorNotice lines={errors} testId="forgot-errors" />
          <Field
            id={`${idPrefix}-email`}
            name="email"
            label="account.field.email"
            value={email}
            onChange={(_, value) => setEmail(value)}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
          <SubmitButton busy={busy} label="account.forgot.submit" testId="forgot-submit" />
        </form>
        <p className="auth__switch">
          <Link to="/account/login">
            <FormattedMessage id="account.forgot.back" />
          </Link>
        </p>
      </div>
    </section>
  );
}

/**
 * `/forgot/password/reset?token=…`: the link from the reset e-mail. A new password typed twice
 * (checked by the core), then a success message with the way to log in. The reset signs the
 * customer out everywhere, here too.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const token = search.get("token")?.trim() ?? "";
  const [done, setDone] = useState<string>();
  usePage("account.reset.title");

  let body;
  if (done) {
    body = (
      <SuccessNotice text={done} testId="reset-message">
        <p className="notice__line">
          <Link to="/account/login" data-testid="reset-login">
            <FormattedMessage id="account.reset.login" />
          </Link>
        </p>
      </SuccessNotice>
    );
  } else if (!token) {
    body = (
      <ErrorNotice lines={[intl.formatMessage({ id: "account.reset.no_token" })]} testId="reset-errors">
        <p className="notice__line">
          <Link to="/forgot/password">
            <FormattedMessage id="account.reset.request_again" />
          </Link>
        </p>
      </ErrorNotice>
    );
  } else {
    body = <ResetPasswordForm token={token} onDone={setDone} />;
  }

  return (
    <section className="auth" aria-labelledby="reset-title" data-testid="reset-page">
      <Breadcrumbs items={[{ label: <FormattedMessage id="account.login.title" />, to: "/account/login" }, { label: <FormattedMessage id="account.reset.title" /> }]} />
      <div className="auth__card">
        <h1 className="auth__title" id="reset-title">
          <FormattedMessage id="account.reset.title" />
        </h1>
        {body}
      </div>
    </section>
  );
}
