import { useId, useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, Navigate, useNavigate } from "react-router";
import { registrationPayload, validateForm, type AccountKind, type FieldErrors } from "../../core";
import { useClientState } from "../../core/clientState";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { useScope } from "../catalog/hooks";
import { errorText, fieldErrors, register } from "./api";
import { ErrorNotice, Field, splitServerErrors, usePage } from "./formParts";

interface RegistrationState {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  company_name: string;
  vat_id: string;
  address1: string;
  phone: string;
  position: string;
}

const EMPTY: RegistrationState = {
  first_name: "",
  last_name: "",
  email: "",
  password: "",
  password_confirmation: "",
  company_name: "",
  vat_id: "",
  address1: "",
  phone: "",
  // A company's contact is a manager unless the shopper says otherwise (the core's default too).
  position: "manager",
};

/** A company's contact person: the positions offered (the first is the default). */
const POSITIONS = [
  { value: "manager", id: "account.position.manager" },
  { value: "director", id: "account.position.director" },
  { value: "owner", id: "account.position.owner" },
  { value: "accountant", id: "account.position.accountant" },
];

const KINDS: { value: AccountKind; title: string; hint: string }[] = [
  { value: "individual", title: "account.register.kind.individual", hint: "account.register.kind.individual_hint" },
  { value: "company", title: "account.register.kind.company", hint: "account.register.kind.company_hint" },
];

/** Fields in the order shown, per kind: the first one in error gets the focus. */
const ORDER: Record<AccountKind, (keyof RegistrationState)[]> = {
  individual: ["first_name", "last_name", "email", "password", "password_confirmation"],
  company: ["company_name", "vat_id", "address1", "phone", "position", "first_name", "last_name", "email", "password", "password_confirmation"],
};

/** The server's English text for a taken e-mail, shown in the shopper's language instead. */
const EMAIL_TAKEN = "The email has already been taken.";

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

function RegisterForm() {
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
      <fieldset className="auth__kinds">
        <legend className="field__label">
          <FormattedMessage id="account.register.kind" />
        </legend>
        <div className="choices choices--row">
          {KINDS.map((option) => (
            <label key={option.value} className={kind === option.value ? "choice is-checked" : "choice"} data-testid={`kind-${option.value}`}>
              <input type="radio" name="kind" value={option.value} checked={kind === option.value} onChange={() => choose(option.value)} />
              <span className="choice__text">
                <span className="choice__title">
                  <FormattedMessage id={option.title} />
                </span>
                <span className="choice__description">
                  <FormattedMessage id={option.hint} />
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

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
            <div className={errors.position?.length ? "field has-error" : "field"}>
              <label className="field__label" htmlFor={id("position")}>
                <FormattedMessage id="account.field.position" />
                <span className="field__required" aria-hidden="true">
                  {" *"}
                </span>
              </label>
              <span className="select-wrap select-wrap--block">
                <select
                  id={id("position")}
                  className="select field__input"
                  value={form.position}
                  onChange={(event) => change("position", event.target.value)}
                  data-testid="field-position"
                >
                  {POSITIONS.map((position) => (
                    <option key={position.value} value={position.value}>
                      {intl.formatMessage({ id: position.id })}
                    </option>
                  ))}
                </select>
              </span>
              {errors.position?.length ? (
                <p className="field__error" data-testid="error-position">
                  {errors.position.join(" ")}
                </p>
              ) : null}
            </div>
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
