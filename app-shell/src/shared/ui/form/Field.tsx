import type { ChangeEvent } from "react";
import { FormattedMessage } from "react-intl";

// The form kit of the account, checkout and contact forms (this folder): the field, its notices
// (`notices.tsx`), the submit button, and the server's field errors (`serverErrors.ts`).

/**
 * A labelled box with its hint and its messages: a one-line input, or a text area when `rows`
 * is given. The label marks the field required (`*`) or optional; the messages are the core's
 * or the server's for this field, and the box is described by them.
 */
export function Field<Name extends string>({
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
  rows,
  inputClassName,
  optionalLabel = "account.form.optional",
}: {
  id: string;
  name: Name;
  /** The label's message id. */
  label: string;
  value: string;
  onChange: (name: Name, value: string) => void;
  errors?: string[];
  type?: string;
  autoComplete?: string;
  required?: boolean;
  wide?: boolean;
  /** A message id shown under the box and read with it. */
  hint?: string;
  inputMode?: "email" | "tel" | "text" | "numeric";
  /** A text area of this many rows instead of a one-line box. */
  rows?: number;
  /** Classes of the box besides `field__input`. */
  inputClassName?: string;
  /** The message id of the optional mark (the checkout form has its own wording). */
  optionalLabel?: string;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, errors.length ? errorId : null].filter(Boolean).join(" ");
  const classes = ["field", wide && "field--wide", errors.length > 0 && "has-error"].filter(Boolean).join(" ");
  const box = {
    id,
    name,
    value,
    className: inputClassName ? `field__input ${inputClassName}` : "field__input",
    autoComplete,
    "aria-invalid": errors.length > 0 || undefined,
    "aria-required": required || undefined,
    "aria-describedby": described || undefined,
    "data-testid": `field-${name}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
  };
  return (
    <div className={classes}>
      <FieldLabel htmlFor={id} label={label} required={required} optionalLabel={optionalLabel} />
      {rows ? <textarea {...box} rows={rows} /> : <input {...box} type={type} inputMode={inputMode} />}
      {hint && (
        <p className="field__hint" id={hintId}>
          <FormattedMessage id={hint} />
        </p>
      )}
      <FieldError id={errorId} name={name} errors={errors} />
    </div>
  );
}

/** A field's label: its name, then `*` (for sight only) or the optional mark. */
export function FieldLabel({ htmlFor, label, required, optionalLabel = "account.form.optional" }: { htmlFor: string; label: string; required: boolean; optionalLabel?: string }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      <FormattedMessage id={label} />
      {required ? (
        <span className="field__required" aria-hidden="true">
          {" *"}
        </span>
      ) : (
        <span className="field__optional">
          {" "}
          <FormattedMessage id={optionalLabel} />
        </span>
      )}
    </label>
  );
}

/** A field's messages, under it; nothing when there are none. `id` is what the box is described by. */
export function FieldError({ id, name, errors }: { id: string; name: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <p className="field__error" id={id} data-testid={`error-${name}`}>
      {errors.join(" ")}
    </p>
  );
}
