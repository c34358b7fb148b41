import { useEffect, useRef, useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { contactNextRoute, timings, validateForm } from "../../core";
import { useClientState } from "../../core/clientState";
import { fieldErrors } from "../../shared/api/errors";
import { ApiError } from "../../shared/api/http";
import { Field } from "../../shared/ui/form/Field";
import { ErrorNotice } from "../../shared/ui/form/notices";
import { SubmitButton } from "../../shared/ui/form/SubmitButton";
import { answerText, sendContactMessage, type ContactForm as ContactFields } from "./api";

const EMPTY: ContactFields = { name: "", email: "", phone: "", message: "" };
const FIELDS = ["name", "email", "phone", "message"] as const;

/** The contact form (see `ContactPage`); its fields' ids start with `idPrefix`. */
export function ContactForm({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useClientState();
  const [form, setForm] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!alert) return;
    const timer = window.setTimeout(() => setAlert(undefined), timings().alertTimeout);
    return () => window.clearTimeout(timer);
  }, [alert]);

  const change = (name: string, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    if (!errors[name]) return;
    setErrors((current) => {
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  };

  const focusFirstError = (found: Record<string, string[]>) => {
    const first = FIELDS.find((field) => found[field]?.length);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(undefined);
    const found = validateForm("contact", form, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    try {
      const reply = await sendContactMessage({ ...form, name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() }, locale);
      const next = contactNextRoute(typeof reply === "string" ? reply : JSON.stringify(reply ?? ""));
      if (next) {
        navigate(next);
        return;
      }
      setAlert(intl.formatMessage({ id: "content.contact.failed" }));
    } catch (error) {
      const server = fieldErrors(error);
      if (server && Object.keys(server).length > 0) {
        setErrors(server);
        focusFirstError(server);
      } else {
        if (!(error instanceof ApiError)) console.error(error);
        setAlert(answerText(error) ?? intl.formatMessage({ id: "content.contact.failed" }));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="contact__form" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="contact-form">
      <ErrorNotice lines={alert ? [alert] : []} testId="contact-alert" />
      <div className="contact__row">
        <Field
          id={`${idPrefix}-name`}
          name="name"
          label="content.contact.name"
          value={form.name}
          onChange={change}
          errors={errors.name}
          autoComplete="name"
          required
        />
        <Field
          id={`${idPrefix}-email`}
          name="email"
          label="content.contact.email"
          value={form.email}
          onChange={change}
          errors={errors.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
      </div>
      <Field
        id={`${idPrefix}-phone`}
        name="phone"
        label="content.contact.phone"
        value={form.phone}
        onChange={change}
        errors={errors.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <Field
        id={`${idPrefix}-message`}
        name="message"
        label="content.contact.message"
        value={form.message}
        onChange={change}
        errors={errors.message}
        rows={6}
        inputClassName="contact__message"
        required
        wide
      />
      <SubmitButton busy={busy} label="content.contact.send" testId="contact-submit" className="contact__submit" />
    </form>
  );
}
