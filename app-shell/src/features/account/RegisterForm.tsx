import { useId, useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { registrationPayload, validateForm, type AccountKind, type FieldErrors } from "../../core";
import { fieldErrors } from "../../shared/api/errors";
import { useScope } from "../../shared/hooks/useScope";
import { Field } from "../../shared/ui/form/Field";
import { ErrorNotice } from "../../shared/ui/form/notices";
import { splitServerErrors } from "../../shared/ui/form/serverErrors";
import { errorText, register } from "./api";
import { KindChoice, PositionField } from "./RegisterParts";
import { EMAIL_TAKEN, EMPTY, ORDER, type RegistrationState } from "./registration";

/** The registration form (see `RegisterPage`): the kind of account, then its fields. */
export function RegisterForm() {
  const intl = useIntl();
  const scope = useScope();
  const navigate = useNavigate();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<AccountKind>("individual");
  const [form, setForm] = useState<RegistrationState>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [others, setOthers] = useState<string[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);

  const input = (state: RegistrationState, type: AccountKind) => ({ type, ...state });
  const id = (name: string) => `${idPrefix}-${name}`;

  const change = (name: string, value: string) => {
    const next = { ...form, [name]: value };
    setForm(next);
    if (attempted) setErrors(validateForm("registration", input(next, kind), scope.locale));
  };

  const choose = (next: AccountKind) => {
    setKind(next);
    if (attempted) setErrors(validateForm("registration", input(form, next), scope.locale));
  };

  const focusFirst = (found: FieldErrors) => {
    const first = ORDER[kind].find((name) => found[name]?.length);
    if (first) document.getElementById(id(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setOthers([]);
    const found = validateForm("registration", input(form, kind), scope.locale);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      await register(scope.locale, registrationPayload(input(form, kind)));
      navigate("/thanks-for-registration", { replace: true, state: { kind } });
    } catch (error) {
      setBusy(false);
      const server = fieldErrors(error);
      if (server) {
        for (const [field, messages] of Object.entries(server)) {
          server[field] = messages.map((message) => (message === EMAIL_TAKEN ? intl.formatMessage({ id: "account.register.email_taken" }) : message));
        }
        const { byField, others: rest } = splitServerErrors(server, ORDER[kind]);
        setErrors(byField);
        setOthers(rest);
        if (Object.keys(byField).length > 0) focusFirst(byField);
        else formRef.current?.querySelector<HTMLElement>("[role=alert]")?.focus();
      } else {
        // A network failure or a server fault: said plainly, the form kept as typed.
        console.error(error);
        setOthers([errorText(error) ?? intl.formatMessage({ id: "account.error.server" })]);
      }
    }
  };

  const field = (name: keyof RegistrationState, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field id={id(name)} name={name} label={label} value={form[name]} onChange={change} errors={errors[name]} required {...extra} />
  );
  const errorCount = Object.keys(errors).length;

  return (
    <form className="auth__form" ref={formRef} noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="register-form">
      <KindChoice kind={kind} onChoose={choose} />

      {attempted && errorCount > 0 && others.length === 0 && (
        <p className="notice notice--error" role="alert" data-testid="register-invalid">
          <FormattedMessage id="account.form.fix_fields" />
        </p>
      )}
      <ErrorNotice lines={others} testId="register-errors" />

      {kind === "company" && (
        <fieldset className="auth__group" data-testid="company-fields">
          <legend className="auth__group-title">
            <FormattedMessage id="account.register.company" />
          </legend>
          <div className="checkout-grid">
            {field("company_name", "account.field.company_name", { autoComplete: "organization", wide: true })}
            {field("vat_id", "account.field.vat_id", { inputMode: "numeric" })}
            {field("phone", "account.field.phone", { type: "tel", inputMode: "tel", autoComplete: "tel" })}
            {field("address1", "account.field.company_address", { autoComplete: "street-address", wide: true })}
            <PositionField id={id("position")} value={form.position} errors={errors.position ?? []} onChange={(value) => change("position", value)} />
          </div>
        </fieldset>
      )}

      <fieldset className="auth__group">
        <legend className="auth__group-title">
          <FormattedMessage id={kind === "company" ? "account.register.contact_person" : "account.register.about_you"} />
        </legend>
        <div className="checkout-grid">
          {field("first_name", "account.field.first_name", { autoComplete: "given-name" })}
          {field("last_name", "account.field.last_name", { autoComplete: "family-name" })}
          {field("email", "account.field.email", { type: "email", inputMode: "email", autoComplete: "email", wide: true })}
          {field("password", "account.field.password", { type: "password", autoComplete: "new-password", hint: "account.field.password_hint" })}
          {field("password_confirmation", "account.field.password_confirmation", { type: "password", autoComplete: "new-password" })}
        </div>
      </fieldset>

      <button type="submit" className="button button--primary auth__submit" disabled={busy} aria-busy={busy || undefined} data-testid="register-submit">
        {busy && <span className="checkout-spinner checkout-spinner--small" aria-hidden="true" />}
        <FormattedMessage id={kind === "company" ? "account.register.submit_company" : "account.register.submit"} />
      </button>
    </form>
  );
}
