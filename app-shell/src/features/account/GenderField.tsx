import { FormattedMessage, useIntl } from "react-intl";

const GENDERS = [
  { value: "", id: "account.gender.unset" },
  { value: "female", id: "account.gender.female" },
  { value: "male", id: "account.gender.male" },
  { value: "other", id: "account.gender.other" },
];

/** The customer's gender, picked from a list (unset by default). */
export function GenderField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id="account.field.gender" />
      </label>
      <span className="select-wrap select-wrap--block">
        <select id={id} className="select field__input" value={value} onChange={(event) => onChange(event.target.value)} data-testid="field-gender">
          {GENDERS.map((gender) => (
            <option key={gender.value} value={gender.value}>
              {intl.formatMessage({ id: gender.id })}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
