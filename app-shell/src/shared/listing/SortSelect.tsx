import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";

/** The list orders the server knows (API.md `sort`), with their message ids. */
export const SORT_OPTIONS = [
  { value: "default", id: "catalog.sort.default" },
  { value: "newest", id: "catalog.sort.newest" },
  { value: "price-asc", id: "catalog.sort.price_asc" },
  { value: "price-desc", id: "catalog.sort.price_desc" },
  { value: "name-asc", id: "catalog.sort.name_asc" },
  { value: "name-desc", id: "catalog.sort.name_desc" },
];

export function SortSelect({ value, onChange }: { value: string | null; onChange: (value: string) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        <FormattedMessage id="catalog.sort.label" />
      </label>
      <span className="select-wrap">
        <select
          id={id}
          className="select"
          data-testid="sort-select"
          value={value ?? "default"}
          onChange={(event) => onChange(event.target.value)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {intl.formatMessage({ id: option.id })}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
