import { useEffect, useState, type ChangeEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { timings } from "../../core";

// The account forms' pieces: a labelled field with its messages, the red and green notices, and
// notices that close by themselves.

export function Field({
  id,
  name,
  label,
  value,
  onChange,
  errors = [],
  type = "text",
  autoComplete,
  required = false,
  wide = false,
  hint,
  inputMode,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  errors?: string[];
  type?: string;
  autoComplete?: string;
  required?: boolean;
  wide?: boolean;
  hint?: string;
  inputMode?: "email" | "tel" | "text" | "numeric";
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, errors.length ? errorId : null].filter(Boolean).join(" ");
  const classes = ["field", wide && "field--wide", errors.length > 0 && "has-error"].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id={label} />
        {required ? (
          <span className="field__required" aria-hidden="true">
            {" *"}
          </span>
        ) : (
          <span className="field__optional">
            {" "}
            <FormattedMessage id="account.form.optional" />
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        className="field__input"
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={errors.length > 0 || undefined}
        aria-required={required || undefined}
        aria-describedby={described || undefined}
        data-testid={`field-${name}`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value)}
      />
      {hint && (
        <p className="field__hint" id={hintId}>
          <FormattedMessage id={hint} />
        </p>
      )}
      {errors.length > 0 && (
        <p className="field__error" id={errorId} data-testid={`error-${name}`}>
          {errors.join(" ")}
        </p>
      )}
    </div>
  );
}

/** Red notice: one line per error (role="alert", read out at once). */
export function ErrorNotice({ lines, testId = "form-errors", children }: { lines: string[]; testId?: string; children?: ReactNode }) {
  if (lines.length === 0 && !children) return null;
  return (
    <div className="notice notice--error" role="alert" data-testid={testId}>
      {lines.map((line, index) => (
        <p className="notice__line" key={index}>
          {line}
        </p>
      ))}
      {children}
    </div>
  );
}

/** Green notice: what the server said went well (role="status"). */
export function SuccessNotice({ text, testId = "form-message", children }: { text?: string; testId?: string; children?: ReactNode }) {
  if (!text && !children) return null;
  return (
    <div className="notice notice--success" role="status" data-testid={testId}>
      {text && <p className="notice__line">{text}</p>}
      {children}
    </div>
  );
}

/** A value that clears itself `timeout` ms after it was set (the address form's alerts). */
/** A form's submit button for the auth cards: disabled, with a small spinner, while the request runs. */
export function SubmitButton({ busy, label, testId }: { busy: boolean; label: string; testId: string }) {
  return (
    <button type="submit" className="button button--primary auth__submit" disabled={busy} data-testid={testId}>
      {busy && <span className="checkout-spinner checkout-spinner--small" aria-hidden="true" />}
      <FormattedMessage id={label} />
    </button>
  );
}

export function useFading<T>(timeout: number = timings().addressAlertTimeout): [T | undefined, (value: T | undefined) => void] {
  const [state, setState] = useState<{ value: T | undefined; at: number }>({ value: undefined, at: 0 });
  useEffect(() => {
    if (state.value === undefined) return;
    const timer = window.setTimeout(() => setState({ value: undefined, at: 0 }), timeout);
    return () => window.clearTimeout(timer);
  }, [state, timeout]);
  return [state.value, (value) => setState({ value, at: Date.now() })];
}

/**
 * A page of its own: the document title says the page's name and the shop's, and the page
 * starts at its top (a long form sent from its bottom must not leave the next page scrolled).
 */
export function usePage(id: string) {
  const intl = useIntl();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${intl.formatMessage({ id })} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [intl, id]);
  useEffect(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    scroller.scrollTop = 0;
  }, [pathname]);
}

/**
 * A form's errors as the lines of its red notice, each saying which field it is about
 * (`labels`: field → label message id; other fields' messages stand alone).
 */
export function useErrorLines(labels: Record<string, string>) {
  const intl = useIntl();
  return (errors: Record<string, string[]>): string[] =>
    Object.entries(errors).flatMap(([field, messages]) => {
      const label = labels[field.split(".")[0]];
      return messages.map((message) =>
        label ? intl.formatMessage({ id: "account.form.error_line" }, { field: intl.formatMessage({ id: label }), message }) : message,
      );
    });
}

/** The server's field errors for the named fields, the rest as lines for the notice. */
export function splitServerErrors(server: Record<string, string[]>, fields: readonly string[]): { byField: Record<string, string[]>; others: string[] } {
  const byField: Record<string, string[]> = {};
  const others: string[] = [];
  for (const [field, messages] of Object.entries(server)) {
    // `address1.0` is the first street line.
    const name = field.split(".")[0];
    if (fields.includes(name)) byField[name] = [...(byField[name] ?? []), ...messages];
    else others.push(...messages);
  }
  return { byField, others };
}
