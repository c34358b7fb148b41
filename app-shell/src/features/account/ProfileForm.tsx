import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { editedOrExisting, validateForm, type FieldErrors } from "../../core";
import { fieldErrors } from "../../shared/api/errors";
import { useScope } from "../../shared/hooks/useScope";
import { isUnauthenticated, type Customer } from "../../shared/session/api";
import { accountKey, authed, useCustomerToken } from "../../shared/session/session";
import { Field } from "../../shared/ui/form/Field";
import { ErrorNotice, SuccessNotice } from "../../shared/ui/form/notices";
import { useErrorLines } from "../../shared/ui/form/serverErrors";
import { SubmitButton } from "../../shared/ui/form/SubmitButton";
import { errorText, updateProfile, type ProfileBody } from "./api";
import { GenderField } from "./GenderField";

type ProfileState = { first_name: string; last_name: string; email: string; phone: string; gender: string; password: string; password_confirmation: string };

/** Each field's label, for the lines of the red notice. */
const LABELS: Record<string, string> = {
  first_name: "account.field.first_name",
  last_name: "account.field.last_name",
  email: "account.field.email",
  phone: "account.field.phone",
  gender: "account.field.gender",
  password: "account.field.new_password",
  password_confirmation: "account.field.password_confirmation",
};

/** Loaded values the form falls back to when a field is left empty. */
const KEPT = ["first_name", "last_name", "email", "phone", "gender"] as const;

/** The customer's details and an optional new password, starting from what the server has. */
export function ProfileForm({ loaded }: { loaded: Customer }) {
  const intl = useIntl();
  const scope = useScope();
  const token = useCustomerToken();
  const client = useQueryClient();
  const idPrefix = useId();
  const [form, setForm] = useState<ProfileState>({
    first_name: loaded.first_name ?? "",
    last_name: loaded.last_name ?? "",
    email: loaded.email ?? "",
    phone: loaded.phone ?? "",
    gender: loaded.gender ?? "",
    password: "",
    password_confirmation: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [message, setMessage] = useState<string>();
  const errorLines = useErrorLines(LABELS);

  /** The form as sent: an emptied field keeps the loaded value (core `edited_or_existing`). */
  const merged = (state: ProfileState): ProfileState => {
    const next = { ...state };
    for (const name of KEPT) next[name] = editedOrExisting(state[name], String(loaded[name] ?? ""));
    return next;
  };

  const save = useMutation({
    mutationFn: (body: ProfileBody) => authed(token, (t) => updateProfile(t, scope.locale, body)),
    onSuccess: (answer) => {
      setMessage(answer?.message || intl.formatMessage({ id: "account.profile.saved" }));
      setForm((current) => ({ ...current, password: "", password_confirmation: "" }));
      if (answer?.data) client.setQueryData(accountKey(token, "customer", scope.locale), answer.data);
      else void client.invalidateQueries({ queryKey: accountKey(token, "customer") });
    },
    onError: (error) => {
      if (isUnauthenticated(error)) return;
      const server = fieldErrors(error);
      if (server) {
        setErrors(server);
        setAlert(errorLines(server));
      } else {
        console.error(error);
        setAlert([errorText(error) ?? intl.formatMessage({ id: "account.error.server" })]);
      }
    },
  });

  const change = (name: string, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setMessage(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setMessage(undefined);
    const values = merged(form);
    const found = validateForm("profile", values, scope.locale);
    setErrors(found);
    setAlert(errorLines(found));
    if (Object.keys(found).length > 0) return;
    const body: ProfileBody = {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      phone: values.phone,
      gender: values.gender,
      date_of_birth: null,
      ...(values.password ? { password: values.password, password_confirmation: values.password_confirmation } : {}),
    };
    save.mutate(body);
  };

  const field = (name: keyof ProfileState, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field id={`${idPrefix}-${name}`} name={name} label={label} value={form[name]} onChange={change} errors={errors[name]} {...extra} />
  );

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={save.isPending || undefined} data-testid="profile-form">
      <ErrorNotice lines={alert} testId="profile-errors" />
      <SuccessNotice text={message} testId="profile-message" />
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">
          <FormattedMessage id="account.profile.details" />
        </legend>
        <div className="checkout-grid">
          {field("first_name", "account.field.first_name", { required: true, autoComplete: "given-name" })}
          {field("last_name", "account.field.last_name", { required: true, autoComplete: "family-name" })}
          {field("email", "account.field.email", { required: true, type: "email", inputMode: "email", autoComplete: "email" })}
          {field("phone", "account.field.phone", { type: "tel", inputMode: "tel", autoComplete: "tel" })}
          <GenderField id={`${idPrefix}-gender`} value={form.gender} onChange={(value) => change("gender", value)} />
        </div>
      </fieldset>
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">
          <FormattedMessage id="account.profile.password" />
        </legend>
        <p className="account-form__hint">
          <FormattedMessage id="account.profile.password_hint" />
        </p>
        <div className="checkout-grid">
          {field("password", "account.field.new_password", { type: "password", autoComplete: "new-password" })}
          {field("password_confirmation", "account.field.password_confirmation", { type: "password", autoComplete: "new-password" })}
        </div>
      </fieldset>
      <SubmitButton busy={save.isPending} label="account.form.save" testId="profile-submit" className="account-form__submit" />
    </form>
  );
}
