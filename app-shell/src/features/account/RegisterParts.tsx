import { FormattedMessage, useIntl } from "react-intl";
import type { AccountKind } from "../../core";
import { FieldLabel } from "../../shared/ui/form/Field";

/** A company's contact person: the positions offered (the first is the default). */
const POSITIONS = [
  { value: "manager", id: "account.position.manager" },
  { value: "director", id: "account.position.director" },
  { value: "owner", id: "account.position.owner" },
  { value: "accountant", id: "account.position.accountant" },
];

/** The kinds of account, each with what it is for. */
const KINDS: { value: AccountKind; title: string; hint: string }[] = [
  { value: "individual", title: "account.register.kind.individual", hint: "account.register.kind.individual_hint" },
  { value: "company", title: "account.register.kind.company", hint: "account.register.kind.company_hint" },
];

/** An individual buyer or a company that wants to sell. */
export function KindChoice({ kind, onChoose }: { kind: AccountKind; onChoose: (kind: AccountKind) => void }) {
  return (
    <fieldset className="auth__kinds">
      <legend className="field__label">
        <FormattedMessage id="account.register.kind" />
      </legend>
      <div className="choices choices--row">
        {KINDS.map((option) => (
          <label key={option.value} className={kind === option.value ? "choice is-checked" : "choice"} data-testid={`kind-${option.value}`}>
            <input type="radio" name="kind" value={option.value} checked={kind === option.value} onChange={() => onChoose(option.value)} />
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
  );
}

/** A company contact's position: a list of the positions offered. */
export function PositionField({ id, value, errors, onChange }: { id: string; value: string; errors: string[]; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <div className={errors.length ? "field has-error" : "field"}>
      <FieldLabel htmlFor={id} label="account.field.position" required />
      <span className="select-wrap select-wrap--block">
        <select id={id} className="select field__input" value={value} onChange={(event) => onChange(event.target.value)} data-testid="field-position">
          {POSITIONS.map((position) => (
            <option key={position.value} value={position.value}>
              {intl.formatMessage({ id: position.id })}
            </option>
          ))}
        </select>
      </span>
      {errors.length ? (
        <p className="field__error" data-testid="error-position">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
