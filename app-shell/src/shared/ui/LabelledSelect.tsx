import { useId } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select with an accessible (visually hidden) label. */
export function LabelledSelect(props: {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className={props.className}
        data-testid={props.testId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
