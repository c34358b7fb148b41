import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { contactNextRoute, timings, validateForm } from "../../core";
import { useClientState } from "../../core/clientState";
import { ApiError } from "../../shared/api/http";
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { fieldErrors } from "../cart/api";
import { Field } from "../account/formParts";
import { SHOP_EMAIL_HREF, SHOP_PHONE_HREF } from "../layout/Footer";
import { answerText, sendContactMessage, type ContactForm } from "./api";

const EMPTY: ContactForm = { name: "", email: "", phone: "", message: "" };
const FIELDS = ["name", "email", "phone", "message"] as const;

/**
 * `/contact-us` (also `/footer/ContactWithUs.jsx`): name, e-mail, phone (optional) and message,
 * checked by the core before anything is sent; the server's field errors show the same way. On
 * the reply 'email sent successfully' the shopper goes where the core says (/thanksforMessage).
 * A refusal without field errors, or a failed request, shows a notice that clears after the
 * core's alert timeout.
 */
export function ContactPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useClientState();
  const idPrefix = useId();
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const title = intl.formatMessage({ id: "content.contact.title" });
  useDocumentTitle(title);

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
    <section className="contact" aria-labelledby={`${idPrefix}-title`} data-testid="contact-page">
      <Breadcrumbs items={[{ label: title }]} />
      <div className="contact__layout">
        <div className="contact__card">
          <h1 className="page-title contact__title" id={`${idPrefix}-title`}>
            {title}
          </h1>
          <p className="contact__lead">
            <FormattedMessage id="content.contact.lead" />
          </p>
          <form ref={formRef} className="contact__form" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="contact-form">
            {alert && (
              <div className="notice notice--error" role="alert" data-testid="contact-alert">
                <p className="notice__line">{alert}</p>
              </div>
            )}
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
            <MessageField id={`${idPrefix}-message`} value={form.message} errors={errors.message ?? []} onChange={(value) => change("message", value)} />
            <button type="submit" className="button button--primary contact__submit" disabled={busy} data-testid="contact-submit">
              {busy && <span className="checkout-spinner checkout-spinner--small" aria-hidden="true" />}
              <FormattedMessage id="content.contact.send" />
            </button>
          </form>
        </div>
        <aside className="contact__aside" aria-labelledby={`${idPrefix}-details`}>
          <h2 className="contact__aside-title" id={`${idPrefix}-details`}>
            <FormattedMessage id="footer.contacts" />
          </h2>
          <dl className="contact__facts">
            <Fact icon="pin" label="content.contact.address">
              <FormattedMessage id="footer.address" />
            </Fact>
            <Fact icon="phone" label="content.contact.phone_label">
              <a href={SHOP_PHONE_HREF}>
                <FormattedMessage id="footer.phone" />
              </a>
            </Fact>
            <Fact icon="mail" label="content.contact.email_label">
              <a href={SHOP_EMAIL_HREF}>
                <FormattedMessage id="footer.email" />
              </a>
            </Fact>
            <Fact icon="clock" label="footer.hours_title">
              <FormattedMessage id="footer.hours" />
            </Fact>
          </dl>
        </aside>
      </div>
    </section>
  );
}

/** One line of the shop's contact details: an icon and a label, then the value. */
function Fact({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="contact__fact">
      <dt>
        <span className={`icon icon--${icon}`} aria-hidden="true" />
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function MessageField({ id, value, errors, onChange }: { id: string; value: string; errors: string[]; onChange: (value: string) => void }) {
  const errorId = `${id}-error`;
  return (
    <div className={errors.length ? "field field--wide has-error" : "field field--wide"}>
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id="content.contact.message" />
        <span className="field__required" aria-hidden="true">
          {" *"}
        </span>
      </label>
      <textarea
        id={id}
        name="message"
        className="field__input contact__message"
        rows={6}
        value={value}
        aria-required
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length ? errorId : undefined}
        data-testid="field-message"
        onChange={(event) => onChange(event.target.value)}
      />
      {errors.length > 0 && (
        <p className="field__error" id={errorId} data-testid="error-message">
          {errors.join(" ")}
        </p>
      )}
    </div>
  );
}

/** `/thanksforMessage`: the contact message went out. */
export function ThanksForMessagePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "content.thanks.title" }));
  return (
    <section className="thanks" aria-labelledby="message-thanks-title" data-testid="message-thanks">
      <div className="thanks__card">
        <span className="thanks__icon" aria-hidden="true" />
        <h1 className="thanks__title page-title" id="message-thanks-title">
          <FormattedMessage id="content.thanks.title" />
        </h1>
        <p className="thanks__text">
          <FormattedMessage id="content.thanks.text" />
        </p>
        <div className="thanks__actions">
          <Link to="/" className="button button--primary">
            <FormattedMessage id="notfound.home" />
          </Link>
          <Link to="/shop/catalog" className="button">
            <FormattedMessage id="content.thanks.shop" />
          </Link>
        </div>
      </div>
    </section>
  );
}
