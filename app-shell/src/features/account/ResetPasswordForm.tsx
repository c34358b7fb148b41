import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { validateForm, type FieldErrors } from "../../core";
import { useClientState } from "../../core/clientState";
import { fieldErrors } from "../../shared/api/errors";
import { useScope } from "../../shared/hooks/useScope";
import { signOutLocally } from "../../shared/session/session";
import { Field } from "../../shared/ui/form/Field";
import { ErrorNotice } from "../../shared/ui/form/notices";
import { splitServerErrors } from "../../shared/ui/form/serverErrors";
import { SubmitButton } from "../../shared/ui/form/SubmitButton";
import { refusal, resetPassword } from "./api";

/** The new password, typed twice (see `ResetPasswordPage`); `onDone` gets the server's message. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const intl = useIntl();
  const { locale } = useScope();
  const client = useQueryClient();
  const { customer } = useClientState();
  const idPrefix = useId();
  const [form, setForm] = useState({ password: "", password_confirmation: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);

  const change = (name: string, value: string) => {
    const next = { ...form, [name]: value };
    setForm(next);
    if (attempted) setErrors(validateForm("passwordReset", next, locale));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setRefused([]);
    const found = validateForm("passwordReset", form, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await resetPassword(locale, { token, ...form });
      onDone(answer?.message || intl.formatMessage({ id: "account.reset.done" }));
      if (customer.authenticated) signOutLocally(client);
    } catch (error) {
      const server = fieldErrors(error);
      if (server) {
        // The link's own refusal (unknown, used or expired) and anything else go in the notice.
        const { byField, others } = splitServerErrors(server, ["password", "password_confirmation"]);
        setErrors(byField);
        setRefused(others);
      } else {
        setRefused(refusal(error, intl.formatMessage({ id: "account.error.server" })));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth__form" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="reset-form">
      {refused.length > 0 && (
        <ErrorNotice lines={refused} testId="reset-errors">
          <p className="notice__line">
            <Link to="/forgot/password">
              <FormattedMessage id="account.reset.request_again" />
            </Link>
          </p>
        </ErrorNotice>
      )}
      <Field
        id={`${idPrefix}-password`}
        name="password"
        label="account.field.new_password"
        value={form.password}
        onChange={change}
        errors={errors.password}
        type="password"
        autoComplete="new-password"
        hint="account.field.password_hint"
        required
      />
      <Field
        id={`${idPrefix}-password_confirmation`}
        name="password_confirmation"
        label="account.field.password_confirmation"
        value={form.password_confirmation}
        onChange={change}
        errors={errors.password_confirmation}
        type="password"
        autoComplete="new-password"
        required
      />
      <SubmitButton busy={busy} label="account.reset.submit" testId="reset-submit" />
    </form>
  );
}
