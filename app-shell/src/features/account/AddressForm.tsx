import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { addressRegion, editedOrExisting, validateForm, type FieldErrors } from "../../core";
import { fieldErrors } from "../../shared/api/errors";
import { useScope } from "../../shared/hooks/useScope";
import { isUnauthenticated, type Address } from "../../shared/session/api";
import { accountKey, authed, useCustomerToken } from "../../shared/session/session";
import { Field } from "../../shared/ui/form/Field";
import { ErrorNotice, useFading } from "../../shared/ui/form/notices";
import { splitServerErrors, useErrorLines } from "../../shared/ui/form/serverErrors";
import { SubmitButton } from "../../shared/ui/form/SubmitButton";
import { EMPTY, FIELDS, KEPT, LABELS, formName, fromAddress, type AddressState } from "./addressForm";
import { createAddress, errorText, saveAddress, type AddressBody } from "./api";

/**
 * The address form. The core checks it; an edit sends the existing value for any field left
 * empty (core `edited_or_existing`); the country is always AM and an empty region is Armenia
 * (core `address_region`). Errors show in red, fading after the core's address alert time; a
 * saved address goes back to the address book, which shows the server's message in green.
 */
export function AddressForm({ existing }: { existing?: Address }) {
  const intl = useIntl();
  const { locale } = useScope();
  const token = useCustomerToken();
  const client = useQueryClient();
  const navigate = useNavigate();
  const idPrefix = useId();
  const loaded = existing ? fromAddress(existing) : EMPTY;
  const [form, setForm] = useState<AddressState>(loaded);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useFading<string[]>();
  const errorLines = useErrorLines(LABELS);

  const save = useMutation({
    mutationFn: (body: AddressBody) => authed(token, (t) => (existing ? saveAddress(t, locale, existing.id, body) : createAddress(t, locale, body))),
    onSuccess: async (answer) => {
      const text = answer?.message || intl.formatMessage({ id: existing ? "account.address.saved" : "account.address.added" });
      await client.invalidateQueries({ queryKey: accountKey(token, "addresses") });
      navigate("/account/addresses", { state: { message: text } });
    },
    onError: (error) => {
      if (isUnauthenticated(error)) return;
      const server = fieldErrors(error);
      if (server) {
        const { byField } = splitServerErrors(server, FIELDS);
        setErrors(Object.fromEntries(Object.entries(byField).map(([field, messages]) => [formName(field), messages])));
        setAlert(errorLines(server));
      } else {
        console.error(error);
        setAlert([errorText(error) ?? intl.formatMessage({ id: "account.error.server" })]);
      }
    },
  });

  const change = (name: string, value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const values = { ...form };
    if (existing) for (const name of KEPT) values[name] = editedOrExisting(form[name], loaded[name]);
    const [country, state] = addressRegion(values.state) as [string, string];
    const body: AddressBody = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      company_name: values.company_name.trim(),
      address1: [values.street.trim()],
      city: values.city.trim(),
      postcode: values.postcode.trim(),
      state,
      country,
      phone: values.phone.trim(),
      default: values.default,
    };
    const found = validateForm("address", body, locale);
    const shown = Object.fromEntries(Object.entries(found).map(([field, messages]) => [formName(field), messages]));
    setErrors(shown);
    if (Object.keys(found).length > 0) {
      setAlert(errorLines(found));
      return;
    }
    setAlert(undefined);
    save.mutate(body);
  };

  const field = (name: Exclude<keyof AddressState, "default">, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field id={`${idPrefix}-${name}`} name={name} label={label} value={form[name]} onChange={change} errors={errors[name]} {...extra} />
  );

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={save.isPending || undefined} data-testid="address-form">
      <ErrorNotice lines={alert ?? []} testId="address-errors" />
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">
          <FormattedMessage id="account.address.recipient" />
        </legend>
        <div className="checkout-grid">
          {field("first_name", "account.field.first_name", { required: true, autoComplete: "given-name" })}
          {field("last_name", "account.field.last_name", { required: true, autoComplete: "family-name" })}
          {field("company_name", "account.field.company_name", { autoComplete: "organization" })}
          {field("phone", "account.field.phone", { required: true, type: "tel", inputMode: "tel", autoComplete: "tel" })}
        </div>
      </fieldset>
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">
          <FormattedMessage id="account.address.where" />
        </legend>
        <div className="checkout-grid">
          {field("street", "account.field.street", { required: true, autoComplete: "street-address", wide: true })}
          {field("city", "account.field.city", { required: true, autoComplete: "address-level2" })}
          {field("postcode", "account.field.postcode", { autoComplete: "postal-code", inputMode: "numeric" })}
          {field("state", "account.field.state", { autoComplete: "address-level1", hint: "account.field.state_hint" })}
          <div className="field">
            <span className="field__label">
              <FormattedMessage id="account.field.country" />
            </span>
            <p className="field__static" data-testid="address-country">
              <FormattedMessage id="account.address.armenia" />
            </p>
          </div>
        </div>
        {existing?.default ? (
          <p className="account-form__note" data-testid="address-is-default">
            <span className="badge badge--default">
              <FormattedMessage id="account.addresses.default" />
            </span>{" "}
            <FormattedMessage id="account.address.is_default" />
          </p>
        ) : (
          <label className="check account-form__check">
            <input type="checkbox" checked={form.default} onChange={(event) => setForm((current) => ({ ...current, default: event.target.checked }))} data-testid="field-default" />
            <span>
              <FormattedMessage id="account.address.make_default" />
            </span>
          </label>
        )}
      </fieldset>
      <div className="account-form__actions">
        <SubmitButton busy={save.isPending} label="account.form.save" testId="address-submit" className="account-form__submit" />
        <Link to="/account/addresses" className="button">
          <FormattedMessage id="account.form.cancel" />
        </Link>
      </div>
    </form>
  );
}
